#!/usr/bin/env bash
# npm run bench: one line per figure, against the budgets of DESIGN §10. PHP figures come from a real
# WordPress on SQLite (tests/bench/*.php); front-end figures from the built bundles (tests/bench/*.sh).
# bin/bench.sh render-block.php runs one PHP benchmark. Exit 3 when a figure is over its budget.
source "$( dirname "${BASH_SOURCE[0]}" )/lib.sh"
ensure_apt "${APT_PACKAGES[@]}"
ensure_apt "${APT_PACKAGES_BROWSER[@]}"   # tests/bench/visitor-conditions-chromium.sh
ensure_node_modules
ensure_composer_packages
ensure_build
bash "$ROOT/bin/site.sh" prepare bench > /dev/null
status=0
php -d memory_limit=1G "$ROOT/tests/bench/run.php" "$@" || status=$?
if [ $# -eq 0 ]; then
	for script in "$ROOT"/tests/bench/*.sh; do
		[ -f "$script" ] || continue
		bash "$script" || status=$?
	done
fi
exit "$status"
