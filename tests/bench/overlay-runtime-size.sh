#!/usr/bin/env bash
# The overlay runtime's gzipped sizes against DESIGN §7 and issue 26: 3,900 bytes of JS (4 KB before issue
# 26, 3,800 until the panels' tab order of issue 37.7) and 2 KB of CSS. gzip -n: the size a server sends (HTTP compression stores no file name). Exit 3 when over.
set -euo pipefail
root="$( cd "$( dirname "${BASH_SOURCE[0]}" )/../.." && pwd )"
status=0
check() { # label file budget-bytes
	local label="$1" file="$2" budget="$3" size verdict=ok
	[ -f "$file" ] || { echo "$label: missing ($file): run npm run build"; status=3; return; }
	size=$( gzip -9 -n -c "$file" | wc -c | tr -d ' ' )
	[ "$size" -le "$budget" ] || { verdict=OVER; status=3; }
	echo "$label: $size bytes gzipped (budget $budget bytes: $verdict)"
}
check 'overlay runtime JS' "$root/build/overlay-runtime.js" 3900
check 'overlay runtime CSS' "$root/build/overlay-runtime.css" 2048
exit "$status"
