#!/usr/bin/env bash
# npm run screenshot -- <url> <out.png> [width] [height]: logs in as admin on a running local site and
# saves a screenshot of the page, in Debian's Chromium (installed first when missing, as root; otherwise
# the command to install it is printed).
source "$( dirname "${BASH_SOURCE[0]}" )/lib.sh"
ensure_apt "${APT_PACKAGES_BROWSER[@]}"
ensure_node_modules
HOME="${HOME:-$ROOT/artifacts/home}" exec node "$ROOT/bin/support/screenshot.mjs" "$@"
