#!/usr/bin/env bash
# The visitor history's scripts, gzipped, against issue 39: the page-view counter (printed inline in <head>
# on sites that use the history) at most 500 bytes, the history rules (printed before the evaluator) at most
# 800 bytes (the overlay events are the overlay journey's: tests/bench/overlay-runtime-size.sh). gzip -n:
# the size a server sends. Exit 3 when one is over.
set -euo pipefail
root="$( cd "$( dirname "${BASH_SOURCE[0]}" )/../.." && pwd )"
status=0
check() {
	local label=$1 file=$2 budget=$3 size verdict=ok
	[ -f "$file" ] || { echo "$label: missing ($file): run npm run build"; status=3; return; }
	size=$( gzip -9 -n -c "$file" | wc -c | tr -d ' ' )
	[ "$size" -le "$budget" ] || { verdict=OVER; status=3; }
	echo "$label: $size bytes gzipped (budget $budget bytes: $verdict)"
}
check 'visitor history counter JS' "$root/build/visitor-history.js" 500
check 'visitor history rules JS' "$root/build/visitor-history-rules.js" 800
exit "$status"
