#!/usr/bin/env bash
# Deciding 50 conditioned elements in Chromium (tests/bench/visitor-conditions-chromium.mjs). Exit 3 when
# the whole interquartile range of its ratio to the baseline (the same elements shown without deciding) is over 2x (1 ms on the reference machine).
set -euo pipefail
root="$( cd "$( dirname "${BASH_SOURCE[0]}" )/../.." && pwd )"
[ -f "$root/build/visitor-conditions.js" ] || { echo "visitor conditions in Chromium: missing build/visitor-conditions.js: run npm run build"; exit 3; }
HOME="${HOME:-/tmp}" node "$root/tests/bench/visitor-conditions-chromium.mjs" "$@"
