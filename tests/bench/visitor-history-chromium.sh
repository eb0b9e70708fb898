#!/usr/bin/env bash
# Reading the visitor history and deciding 50 conditioned elements with the Visitor rules in Chromium
# (issue 39: at most 1 ms; tests/bench/visitor-conditions-chromium.mjs --history). Exit 3 when the whole
# interquartile range of its ratio to the baseline (the same elements shown without deciding) is over 2x.
set -euo pipefail
root="$( cd "$( dirname "${BASH_SOURCE[0]}" )/../.." && pwd )"
for entry in visitor-conditions visitor-history visitor-history-rules; do
	[ -f "$root/build/$entry.js" ] || { echo "visitor history in Chromium: missing build/$entry.js: run npm run build"; exit 3; }
done
HOME="${HOME:-/tmp}" node "$root/tests/bench/visitor-conditions-chromium.mjs" --history "$@"
