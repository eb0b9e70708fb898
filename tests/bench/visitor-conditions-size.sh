#!/usr/bin/env bash
# The visitor-conditions evaluator's gzipped size against issue 24: 1,500 bytes (it is printed inline on
# every page that carries a residual). gzip -n: the size a server sends. Exit 3 when over.
set -euo pipefail
root="$( cd "$( dirname "${BASH_SOURCE[0]}" )/../.." && pwd )"
file="$root/build/visitor-conditions.js"
budget=1500
[ -f "$file" ] || { echo "visitor conditions JS: missing ($file): run npm run build"; exit 3; }
size=$( gzip -9 -n -c "$file" | wc -c | tr -d ' ' )
verdict=ok
[ "$size" -le "$budget" ] || verdict=OVER
echo "visitor conditions JS: $size bytes gzipped (budget $budget bytes: $verdict)"
[ "$verdict" = ok ] || exit 3
