#!/usr/bin/env bash
# The Insights counting script's gzipped size against issue 38: 1,024 bytes (the counting part as its own
# script, loaded only where an overlay with counting on is printed or a page-visit goal is reached; the
# overlay runtime keeps its own budget, overlay-runtime-size.sh). gzip -n: the size a server sends. Exit 3
# when over.
set -euo pipefail
root="$( cd "$( dirname "${BASH_SOURCE[0]}" )/../.." && pwd )"
file="$root/build/insights-runtime.js"
budget=1024
[ -f "$file" ] || { echo "insights counting script JS: missing ($file): run npm run build"; exit 3; }
size=$( gzip -9 -n -c "$file" | wc -c | tr -d ' ' )
verdict=ok
[ "$size" -le "$budget" ] || verdict=OVER
echo "insights counting script JS: $size bytes gzipped (budget $budget bytes: $verdict)"
[ "$verdict" = ok ] || exit 3
