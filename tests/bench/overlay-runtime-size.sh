#!/usr/bin/env bash
# The overlay runtime's gzipped sizes against DESIGN §7: 4 KB of JS (issue 39: with several triggers per
# overlay, the source of an opening and the gbOverlayFire hook; 3,900 bytes from issue 26 to it) and 2 KB of
# CSS; and the overlay journey (issue 39: frequency caps, the triggers the runtime does not watch, the
# overlay events of the visitor history), loaded on demand only on pages whose overlays use them, 2 KB. gzip -n: the size a server sends (HTTP compression stores no file name). Exit 3 when over.
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
check 'overlay runtime JS' "$root/build/overlay-runtime.js" 4096
check 'overlay runtime CSS' "$root/build/overlay-runtime.css" 2048
check 'overlay journey JS (on demand)' "$root/build/overlay-journey.js" 2048
exit "$status"
