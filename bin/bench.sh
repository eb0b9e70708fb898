#!/usr/bin/env bash
# npm run bench: one line per figure, against the budgets of DESIGN §10. PHP figures come from a real
# WordPress on SQLite (tests/bench/*.php); front-end figures from the built bundles (tests/bench/*.sh).
# bin/bench.sh render-block.php runs one PHP benchmark. Exit 3 when a figure is over its budget.
# The exactness part of insights-collect.php (20,000 events, two racing flushes) runs again on MariaDB,
# on a throw-away server of its own (lib.sh start_mariadb; port GB_BENCH_MARIADB_PORT, default 33307, so
# that it does not meet a test run's on 33306), whenever that file runs.
source "$( dirname "${BASH_SOURCE[0]}" )/lib.sh"
ensure_apt "${APT_PACKAGES[@]}"
ensure_apt "${APT_PACKAGES_BROWSER[@]}"   # tests/bench/visitor-conditions-chromium.sh
ensure_node_modules
ensure_composer_packages
ensure_build
bash "$ROOT/bin/site.sh" prepare bench > /dev/null
status=0
php -d memory_limit=1G "$ROOT/tests/bench/run.php" "$@" || status=$?
collect_on_mariadb=0
if [ $# -eq 0 ]; then
	collect_on_mariadb=1
else
	for arg in "$@"; do
		[ "$( basename "$arg" )" = insights-collect.php ] && collect_on_mariadb=1
	done
fi
if [ "$collect_on_mariadb" -eq 1 ]; then
	ensure_apt "${APT_PACKAGES_MYSQL[@]}"
	trap 'stop_mariadb' EXIT
	if start_mariadb "${GB_BENCH_MARIADB_PORT:-33307}"; then
		GB_DB=mysql GBLOCKS_BENCH_COLLECT=exactness GBLOCKS_BENCH_ISOLATED=1 \
			php -d memory_limit=1G "$ROOT/tests/bench/run.php" insights-collect.php || status=$?
	else
		log "MariaDB did not start: the exactness of insights-collect.php on MariaDB did not run"
		status=1
	fi
	stop_mariadb
	trap - EXIT
fi
if [ $# -eq 0 ]; then
	for script in "$ROOT"/tests/bench/*.sh; do
		[ -f "$script" ] || continue
		bash "$script" || status=$?
	done
fi
exit "$status"
