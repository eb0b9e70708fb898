#!/usr/bin/env bash
# npm test: every test layer. bin/test.sh [lint|js|php|php-sqlite|php-multisite|php-mysql|e2e ...] runs
# only those (php: SQLite, the multisite network on SQLite, then MariaDB).
# Installs what is missing first. Every stage runs even when an earlier one failed; the exit code is
# non-zero when any failed, and the last line counts the tests that ran.
# Extra arguments after -- go to the runner of a single stage, e.g.:
#   bin/test.sh php -- --filter Plugin_Test      bin/test.sh e2e -- specs/admin.spec.ts
source "$( dirname "${BASH_SOURCE[0]}" )/lib.sh"
set +e

stages=(); extra=()
while [ $# -gt 0 ]; do
	if [ "$1" = "--" ]; then shift; extra=( "$@" ); break; fi
	stages+=( "$1" ); shift
done
[ ${#stages[@]} -eq 0 ] && stages=( lint js php e2e )

LOGS="$ROOT/artifacts/test-logs"
mkdir -p "$LOGS"
failed_stages=()
e2e_pid="" # the e2e stage running in the background (see start_e2e_job)
# Counts per reporting stage (lint, js, php (sqlite), php (mariadb), e2e), in the order they ran.
declare -A stage_passed=() stage_failed=()
stage_order=()
# PHPUnit runs once per database; its JUnit logs give the distinct tests (bin/support/junit-counts.php).
php_junit_logs=()
php_setup_failed=0
# The WordPress tree (.wp/<site>/wordpress) the PHPUnit runs load; each PHP lane has its own (its uploads).
PHPUNIT_SITE=phpunit
export GB_WP_DIR="$SITES/$PHPUNIT_SITE/wordpress"

count() { # stage-name passed failed
	if [ -z "${stage_passed[$1]+set}" ]; then
		stage_order+=( "$1" ); stage_passed[$1]=0; stage_failed[$1]=0
	fi
	stage_passed[$1]=$(( ${stage_passed[$1]} + $2 )); stage_failed[$1]=$(( ${stage_failed[$1]} + $3 ))
}

# True when the run was asked for this stage.
wants_stage() { # name
	local stage
	for stage in "${stages[@]}"; do [ "$stage" = "$1" ] && return 0; done
	return 1
}

# What a background job (the e2e stage, lint's PHP checks) hands back to the run: its counts, the stages
# that failed, and a last line saying it ended.
write_job_results() { # file
	local name
	{
		for name in "${stage_order[@]}"; do
			echo "count $name ${stage_passed[$name]} ${stage_failed[$name]}"
		done
		for name in "${failed_stages[@]}"; do echo "failed $name"; done
		echo done
	} > "$1"
}

# Takes in what write_job_results wrote; fails when the job did not get to its end.
read_job_results() { # file
	local kind name passed failed complete=0
	while read -r kind name passed failed; do
		case "$kind" in
			count) count "$name" "$passed" "$failed" ;;
			failed) failed_stages+=( "$name" ) ;;
			done) complete=1 ;;
		esac
	done < <( grep -E '^(count|failed|done)( |$)' "$1" 2>/dev/null )
	[ "$complete" -eq 1 ]
}

# Runs a command and writes its exit code to a file as it ends: a job that is not the command's parent
# cannot wait for it, and reads the file instead.
run_marked() { # file command...
	local file="$1" code=0
	shift
	( "$@" ) || code=$?
	echo "$code" > "$file"
	return "$code"
}

fetch_wordpress() { ensure_wordpress_core && ensure_sqlite_dropin; }

run_stage() { # name command...
	local name="$1"; shift
	log "── $name"
	# While e2e runs in the background, the other stages yield the processor to it: its steps have
	# timeouts in wall-clock time, theirs (nearly) none.
	if [ -n "$stage_nice" ]; then set -- nice -n "$stage_nice" "$@"; elif [ -n "$e2e_pid" ]; then set -- nice -n 10 "$@"; fi
	local began=$SECONDS
	"$@" 2>&1 | tee "$LOGS/$name.log"
	local code=${PIPESTATUS[0]}
	log "$name took $(( SECONDS - began )) s"
	if [ "$code" -ne 0 ]; then
		failed_stages+=( "$name" )
		printf '\033[1;31m[gblocks] %s failed (exit %s)\033[0m\n' "$name" "$code" >&2
	fi
	return "$code"
}

# The installs every stage needs. The Debian packages first (apt takes one install at a time), then the
# downloads side by side: npm's packages in front, Composer's, WordPress and the SQLite drop-in (when a
# PHP or e2e stage will need them) behind it; each is mostly waiting on the network or the disk. A log of
# what ran behind is printed when it is done; an install that fails stops the run.
setup_common() {
	set -e
	local packages=( "${APT_PACKAGES[@]}" ) stage wordpress=0
	command -v composer > /dev/null || packages+=( composer )
	ensure_apt "${packages[@]}"
	for stage in "${stages[@]}"; do
		case "$stage" in php* | e2e) wordpress=1 ;; esac
	done
	local logs composer_job wordpress_job=""
	logs=$( mktemp -d "${TMPDIR:-/tmp}/gblocks-setup.XXXXXX" )
	rm -rf "$PHP_CHECKS_DIR" && mkdir -p "$PHP_CHECKS_DIR"
	run_marked "$PHP_CHECKS_DIR/composer.done" ensure_composer_packages > "$logs/composer.log" 2>&1 &
	composer_job=$!
	if php_checks_early; then
		start_php_checks_job
		log "── lint's PHP checks (php -l, PHPCS, PHPStan) run in the background once the Composer packages and WordPress are in"
	fi
	# PHPStan reads WordPress's folder (tests/phpstan/bootstrap.php): the lint stage needs it too.
	wants_stage lint && wordpress=1
	if [ "$wordpress" -eq 1 ]; then
		run_marked "$PHP_CHECKS_DIR/wordpress.done" fetch_wordpress > "$logs/wordpress.log" 2>&1 &
		wordpress_job=$!
	fi
	ensure_node_modules
	local code=0
	wait "$composer_job" || code=$?
	cat "$logs/composer.log" >&2
	[ "$code" -eq 0 ] || die "Installing the Composer packages failed (above)."
	if [ -n "$wordpress_job" ]; then
		wait "$wordpress_job" || code=$?
		cat "$logs/wordpress.log" >&2
		[ "$code" -eq 0 ] || die "Fetching WordPress or the SQLite drop-in failed (above)."
	fi
	rm -rf "$logs"
	set +e
}

# Lint's PHP checks (php -l, PHPCS, PHPStan): they need only vendor/, not node_modules/ or the build.
# They count towards lint.
php_checks() {
	local ok=0 bad=0
	mkdir -p "$ROOT/artifacts/lint-cache"
	# php -l on the PHP files PHPStan does not parse (it parses plugin.php, uninstall.php and includes/, and
	# fails on a syntax error there): compiled in one process (bin/support/php-lint.php; a process per
	# file costs more than the check on this machine). When that process fails or lists a file, each
	# file is checked with a `php -l` of its own, two at a time, which decides and whose output is shown.
	local php_files php_errors=0
	php_files=$( cd "$ROOT" && git ls-files --cached --others --exclude-standard '*.php' ':!:includes/' ':!:plugin.php' ':!:uninstall.php' )
	if ! ( cd "$ROOT" && echo "$php_files" | php -d opcache.enable_cli=1 -d opcache.jit=0 "$ROOT/bin/support/php-lint.php" > /dev/null 2>&1 ); then
		( cd "$ROOT" && echo "$php_files" | tr '\n' '\0' |
			xargs -0 -r -n 8 -P 2 sh -c 'for f in "$@"; do php -l "$PWD/$f" > /dev/null 2>&1 || php -l "$PWD/$f"; done' _ ) > "$LOGS/php-lint.log" 2>&1
		if grep -q . "$LOGS/php-lint.log"; then php_errors=1; cat "$LOGS/php-lint.log"; fi
	fi
	if [ "$php_errors" -eq 0 ]; then ok=$(( ok + 1 )); log "php -l: no syntax errors"; else bad=$(( bad + 1 )); failed_stages+=( php-lint ); fi
	run_stage phpcs php "${PHP_FAST_INI[@]}" "$ROOT/vendor/bin/phpcs" -q --no-colors --cache="$ROOT/artifacts/lint-cache/phpcs" && ok=$(( ok + 1 )) || bad=$(( bad + 1 ))
	# PHPStan level 8 with WordPress's stubs (phpstan.neon.dist); its cache is in artifacts/phpstan.
	run_stage phpstan php "${PHP_FAST_INI[@]}" "$ROOT/vendor/bin/phpstan" analyse --no-progress --no-ansi --memory-limit=1G \
		--configuration="$ROOT/phpstan.neon.dist" && ok=$(( ok + 1 )) || bad=$(( bad + 1 ))
	count lint "$ok" "$bad"
}

# In a run of several stages, the PHP checks start as soon as the Composer packages are in, beside npm ci
# and the WordPress download (which leave a core idle for about two minutes of a cold run); the lint
# stage takes in their results (and shows their output) where they stand in the list of checks.
PHP_CHECKS_DIR="$ROOT/artifacts/php-checks"
php_checks_pid=""
php_checks_early() {
	[ -z "${GB_TEST_SERIAL:-}" ] && [ ${#stages[@]} -gt 1 ] && [ ${#extra[@]} -eq 0 ] && wants_stage lint
}

start_php_checks_job() {
	set -m
	(
		trap - INT TERM
		# The installs (setup_common) are siblings of this job, not its children: they leave composer.done
		# and wordpress.done (WordPress's folder, which PHPStan reads).
		while [ ! -f "$PHP_CHECKS_DIR/composer.done" ] || [ ! -f "$PHP_CHECKS_DIR/wordpress.done" ]; do sleep 0.2; done
		stage_order=(); stage_passed=(); stage_failed=(); failed_stages=()
		# Without the Composer packages nothing can be checked (the install's failure stops the run).
		[ "$( cat "$PHP_CHECKS_DIR/composer.done" )" = 0 ] && php_checks
		write_job_results "$PHP_CHECKS_DIR/results"
	) < /dev/null > "$PHP_CHECKS_DIR/console.log" 2>&1 &
	php_checks_pid=$!
	set +m
}

finish_php_checks_job() {
	tail -n +1 --pid="$php_checks_pid" -f "$PHP_CHECKS_DIR/console.log"
	wait "$php_checks_pid"
	php_checks_pid=""
	read_job_results "$PHP_CHECKS_DIR/results" || { count lint 0 1; failed_stages+=( php-checks ); }
	rm -rf "$PHP_CHECKS_DIR"
}

stop_php_checks_job() {
	[ -n "$php_checks_pid" ] || return 0
	kill -TERM -- "-$php_checks_pid" 2>/dev/null
	wait "$php_checks_pid" 2>/dev/null
	php_checks_pid=""
}

# Lint counts as one check per linter: lint-js, typecheck, php -l, i18n, contract-types, contracts-php,
# phpcs, phpstan.
stage_lint() {
	local ok=0 bad=0
	mkdir -p "$ROOT/artifacts/lint-cache"
	# The caches live in artifacts/ (never committed): a second run checks only what changed.
	run_stage lint-js npx wp-scripts lint-js src tests/e2e --cache --cache-location "$ROOT/artifacts/lint-cache/eslint" &&
		ok=$(( ok + 1 )) || bad=$(( bad + 1 ))
	run_stage typecheck npx tsc --noEmit --incremental --tsBuildInfoFile "$ROOT/artifacts/lint-cache/tsbuildinfo" &&
		ok=$(( ok + 1 )) || bad=$(( bad + 1 ))
	# The translation template must hold what the sources say (npm run i18n writes it).
	run_stage i18n node "$ROOT/bin/support/i18n.cjs" --check && ok=$(( ok + 1 )) || bad=$(( bad + 1 ))
	# The generated TS types must be what the JSON contracts give (npm run types:contracts writes them).
	run_stage contract-types node "$ROOT/bin/support/contract-types.cjs" --check && ok=$(( ok + 1 )) || bad=$(( bad + 1 ))
	# So must the PHP copy of the contracts Support\Contract_File answers from (the same npm script writes it).
	run_stage contracts-php node "$ROOT/bin/support/contracts-php.cjs" --check && ok=$(( ok + 1 )) || bad=$(( bad + 1 ))
	count lint "$ok" "$bad"
	if [ -n "$php_checks_pid" ]; then finish_php_checks_job; else php_checks; fi
}

stage_js() {
	# Two workers (the machine has two cores; while e2e runs alongside, nice gives it the processor first)
	# and a transform cache kept in artifacts/.
	run_stage jest npx wp-scripts test-unit-js --ci --maxWorkers=2 --cacheDirectory="$ROOT/artifacts/jest-cache" "${extra[@]}"
	local line
	line=$( grep -E '^Tests:' "$LOGS/jest.log" | tail -n 1 )
	count js "$( echo "$line" | grep -oE '[0-9]+ passed' | grep -oE '[0-9]+' || echo 0 )" \
		"$( echo "$line" | grep -oE '[0-9]+ failed' | grep -oE '[0-9]+' || echo 0 )"
	if [ -z "$line" ]; then count js 0 1; fi
}

phpunit_counts() { # stage-label junit-log exit-code
	local label="$1" junit="$2" code="$3" p f k
	php_junit_logs+=( "$junit" )
	read -r p f k _ < <( php "$ROOT/bin/support/junit-counts.php" "$junit" | head -n 1 )
	# Where the time went (also in the stage's log).
	php "$ROOT/bin/support/junit-slowest.php" "$junit" 20 > "$junit.slowest.txt" 2>/dev/null &&
		log "$label: the 20 slowest tests and classes are in ${junit#"$ROOT"/}.slowest.txt"
	# A run that stopped early (a fatal error) may log no failure: the exit code still counts as one.
	if [ "$code" -ne 0 ] && [ "${f:-0}" -eq 0 ]; then f=1; php_setup_failed=$(( php_setup_failed + 1 )); fi
	count "$label" "${p:-0}" "${f:-1}"
	[ "${k:-0}" -gt 0 ] && log "$label: ${k} skipped"
	return 0
}

php_setup_failure() { # stage-label
	count "$1" 0 1
	php_setup_failed=$(( php_setup_failed + 1 ))
}

stage_php_sqlite() { # [chunk-number chunk-config]: one chunk of the suite (the PHP lanes), else all of it
	# Some tests read build/*.asset.php (Assets, the overlay runtime).
	local label='php (sqlite)' name=phpunit-sqlite stage=php-sqlite config=()
	if [ -n "${1:-}" ]; then name="phpunit-sqlite-$1"; stage="php-sqlite-$1"; config=( -c "$2" ); fi
	local junit="$LOGS/$name.xml"
	( ensure_build ) || { php_setup_failure "$label"; failed_stages+=( "$stage" ); return; }
	bash "$ROOT/bin/site.sh" prepare "$PHPUNIT_SITE" || { php_setup_failure "$label"; failed_stages+=( "$stage" ); return; }
	rm -f "$junit"
	run_stage "$name" env GB_DB=sqlite php "${PHP_FAST_INI[@]}" "$ROOT/vendor/bin/phpunit" --colors=never "${config[@]}" --log-junit "$junit" "${extra[@]}"
	phpunit_counts "$label" "$junit" $?
}

# A real subdirectory network on SQLite (tests/php/Multisite, phpunit-multisite.xml.dist): network
# activation, sites created later, each site's own data, uninstall of every site, sharing patterns by key.
stage_php_multisite() {
	local label='php (multisite)' junit="$LOGS/phpunit-multisite.xml"
	( ensure_build ) || { php_setup_failure "$label"; failed_stages+=( php-multisite ); return; }
	bash "$ROOT/bin/site.sh" prepare "$PHPUNIT_SITE" || { php_setup_failure "$label"; failed_stages+=( php-multisite ); return; }
	rm -f "$junit"
	run_stage phpunit-multisite env GB_DB=sqlite php "${PHP_FAST_INI[@]}" "$ROOT/vendor/bin/phpunit" --colors=never -c "$ROOT/phpunit-multisite.xml.dist" \
		--log-junit "$junit" "${extra[@]}"
	phpunit_counts "$label" "$junit" $?
}

stage_php_mysql() {
	local label='php (mariadb)' junit="$LOGS/phpunit-mariadb.xml" code
	ensure_apt "${APT_PACKAGES_MYSQL[@]}" || { php_setup_failure "$label"; failed_stages+=( php-mysql ); return; }
	( ensure_build ) || { php_setup_failure "$label"; failed_stages+=( php-mysql ); return; }
	bash "$ROOT/bin/site.sh" prepare "$PHPUNIT_SITE" || { php_setup_failure "$label"; failed_stages+=( php-mysql ); return; }
	trap 'stop_mariadb; stop_e2e_job; stop_php_lanes' EXIT
	if ! start_mariadb; then
		php_setup_failure "$label"; failed_stages+=( php-mysql ); stop_mariadb; return
	fi
	rm -f "$junit"
	# The whole suite runs on SQLite; on MariaDB only the classes whose behaviour depends on the database
	# (group "database": raw $wpdb, locking, races, list/search/usage queries; the architecture test
	# Database_Group_Test keeps that list honest). GB_FULL=1, or arguments of your own, run it all.
	local scope=()
	if [ -z "${GB_FULL:-}" ] && [ ${#extra[@]} -eq 0 ]; then
		scope=( --group database )
		log "php (mariadb): the database group (GB_FULL=1 runs the whole suite)"
	fi
	run_stage phpunit-mariadb env GB_DB=mysql php "${PHP_FAST_INI[@]}" "$ROOT/vendor/bin/phpunit" --colors=never --log-junit "$junit" "${scope[@]}" "${extra[@]}"
	code=$?
	phpunit_counts "$label" "$junit" "$code"
	stop_mariadb
	trap 'stop_e2e_job; stop_php_lanes' EXIT
}

# `npm test`'s PHP stage on two lanes (GB_PHP_LANES, default 2), started with the e2e stage and run
# beside the others: the SQLite suite in PHP_CHUNKS chunks (bin/support/phpunit-chunks.php: every test
# file in exactly one), MariaDB's database group and the multisite network, taken from one queue by
# whichever lane is free, heaviest first. Each lane has its own WordPress tree (.wp/phpunit,
# .wp/phpunit-<n>: its uploads) and, if GB_PARALLEL_HTTP_PORT is set, its own port for the parallel
# requests; every PHPUnit process has its own SQLite database (tests/php/bootstrap.php, by process id)
# and JUnit log (phpunit-sqlite-<chunk>.xml); only one lane runs MariaDB. The lanes run at nice 19: the
# e2e stage (wall-clock timeouts) and Jest (waitFor timeouts) get the processor first, the lanes take
# what they leave, both cores once those end. A lane's output is shown whole, lane after lane, where
# php stands in the list of stages; a chunk that failed or never ran fails the run.
PHP_LANES_DIR="$ROOT/artifacts/php-lanes"
PHP_CHUNKS="${GB_PHP_CHUNKS:-6}"
php_lane_pids=()
stage_nice="" # the nice level of run_stage's commands, in a PHP lane

php_in_lanes() {
	[ -z "${GB_TEST_SERIAL:-}" ] && [ ${#extra[@]} -eq 0 ] && [ "${GB_PHP_LANES:-2}" -gt 1 ] || return 1
	wants_stage php
}

# Prints the next item of the queue and takes it out (under a lock: the lanes share it); fails when empty.
php_next_item() {
	(
		flock 9
		local item
		item=$( head -n 1 "$PHP_LANES_DIR/queue" )
		[ -n "$item" ] || exit 1
		sed -i 1d "$PHP_LANES_DIR/queue"
		echo "$item"
	) 9> "$PHP_LANES_DIR/queue.lock"
}

php_lane() { # lane-number
	local lane="$1" item results="$PHP_LANES_DIR/lane-$1.results"
	e2e_pid=""; php_lane_pids=(); stage_nice=19
	stage_order=(); stage_passed=(); stage_failed=(); failed_stages=(); php_junit_logs=(); php_setup_failed=0
	PHPUNIT_SITE=phpunit
	[ "$lane" -gt 1 ] && PHPUNIT_SITE="phpunit-$lane"
	export GB_WP_DIR="$SITES/$PHPUNIT_SITE/wordpress"
	[ -n "${GB_PARALLEL_HTTP_PORT:-}" ] && export GB_PARALLEL_HTTP_PORT=$(( GB_PARALLEL_HTTP_PORT + lane - 1 ))
	# Stopped (Ctrl-C): exit, so that the EXIT trap stops a MariaDB server this lane started.
	trap 'exit 143' TERM
	while item=$( php_next_item ); do
		log "── php lane $lane: $item"
		case "$item" in
			mariadb) stage_php_mysql ;;
			multisite) stage_php_multisite ;;
			sqlite\ *) stage_php_sqlite "${item#sqlite }" "$PHP_LANES_DIR/chunks/chunk-${item#sqlite }.xml" ;;
			*) failed_stages+=( "php-lane-$lane" ); log "php lane $lane: unknown item '$item'" ;;
		esac
		echo "item|$item" >> "$results"
	done
	{
		for name in "${stage_order[@]}"; do
			echo "count|$name|${stage_passed[$name]}|${stage_failed[$name]}"
		done
		for name in "${failed_stages[@]}"; do echo "failed|$name"; done
		for name in "${php_junit_logs[@]}"; do echo "junit|$name"; done
		echo "setupfail|$php_setup_failed"
		echo done
	} >> "$results"
}

start_php_lanes() {
	rm -rf "$PHP_LANES_DIR" && mkdir -p "$PHP_LANES_DIR/chunks"
	# What the lanes share, ready before they start side by side.
	# The build is not waited for here: each run asks for it as it starts (ensure_build: one build, the
	# others wait for it), so that the stages in the foreground start meanwhile.
	if ! ( set -e; ensure_apt "${APT_PACKAGES_MYSQL[@]}"; ensure_wordpress_core; ensure_sqlite_dropin ) ||
		! php "$ROOT/bin/support/phpunit-chunks.php" "$PHP_CHUNKS" "$PHP_LANES_DIR/chunks" > "$PHP_LANES_DIR/chunks.list"; then
		log "The PHP lanes could not be set up: the PHP stage runs after the others, one run after another"
		rm -rf "$PHP_LANES_DIR"
		return 1
	fi
	rm -f "$LOGS"/phpunit-*.xml "$LOGS"/phpunit-*.slowest.txt
	# MariaDB first (its server starts while the other lane runs the heaviest chunk), the network last.
	{ echo mariadb; sed 's/^/sqlite /' "$PHP_LANES_DIR/chunks.list"; echo multisite; } > "$PHP_LANES_DIR/queue"
	cp "$PHP_LANES_DIR/queue" "$PHP_LANES_DIR/queue.all"
	log "── php runs on ${GB_PHP_LANES:-2} lanes in the background ($( wc -l < "$PHP_LANES_DIR/queue.all" ) runs: MariaDB, $PHP_CHUNKS SQLite chunks, the network); its output follows the stages before it"
	local lane
	set -m
	for lane in $( seq 1 "${GB_PHP_LANES:-2}" ); do
		( trap - INT; php_lane "$lane" ) < /dev/null > "$PHP_LANES_DIR/lane-$lane.log" 2>&1 &
		php_lane_pids+=( $! )
	done
	set +m
}

# Shows each lane's output (lane 1 live, then the others whole) and takes in their results.
finish_php_lanes() {
	[ ${#php_lane_pids[@]} -gt 0 ] || return 0
	local lane=0 pid kind name passed failed
	for pid in "${php_lane_pids[@]}"; do
		lane=$(( lane + 1 ))
		tail -n +1 --pid="$pid" -f "$PHP_LANES_DIR/lane-$lane.log"
		wait "$pid"
	done
	php_lane_pids=()
	local done_lanes=0 sqlite_logs=()
	declare -A ran=()
	for lane in $( seq 1 "$lane" ); do
		while IFS='|' read -r kind name passed failed; do
			case "$kind" in
				count) count "$name" "$passed" "$failed" ;;
				failed) failed_stages+=( "$name" ) ;;
				junit) php_junit_logs+=( "$name" ); [[ "$name" == */phpunit-sqlite-* ]] && sqlite_logs+=( "$name" ) ;;
				setupfail) php_setup_failed=$(( php_setup_failed + name )) ;;
				item) ran[$name]=1 ;;
				done) done_lanes=$(( done_lanes + 1 )) ;;
			esac
		done 2>/dev/null < "$PHP_LANES_DIR/lane-$lane.results"
	done
	# A lane that died, or a run no lane took, is a failure of its own.
	[ "$done_lanes" -eq "$lane" ] || { php_setup_failure 'php (sqlite)'; failed_stages+=( php-lanes ); log "A PHP lane ended early"; }
	while IFS= read -r item; do
		[ -n "${ran[$item]+set}" ] || { php_setup_failure 'php (sqlite)'; failed_stages+=( "php: $item" ); log "php: '$item' did not run"; }
	done < "$PHP_LANES_DIR/queue.all"
	# The slowest of the whole SQLite suite, over its chunks.
	[ ${#sqlite_logs[@]} -gt 0 ] && php "$ROOT/bin/support/junit-slowest.php" "${sqlite_logs[@]}" 20 > "$LOGS/phpunit-sqlite.xml.slowest.txt" 2>/dev/null &&
		log "php (sqlite): the 20 slowest tests and classes of all chunks are in artifacts/test-logs/phpunit-sqlite.xml.slowest.txt"
	rm -rf "$PHP_LANES_DIR"
}

stop_php_lanes() {
	[ ${#php_lane_pids[@]} -gt 0 ] || return 0
	local pid
	for pid in "${php_lane_pids[@]}"; do kill -TERM -- "-$pid" 2>/dev/null; done
	for pid in "${php_lane_pids[@]}"; do wait "$pid" 2>/dev/null; done
	php_lane_pids=()
}

# The pattern library's e2e needs a second site, a provider the test site (the consumer) reaches over
# loopback HTTP: GB_E2E_PROVIDER_PORT, else the first free port after the test site's.
e2e_provider_port() { # test-site-port
	if [ -n "${GB_E2E_PROVIDER_PORT:-}" ]; then echo "$GB_E2E_PROVIDER_PORT"; return; fi
	local candidate
	for candidate in $( seq $(( $1 + 1 )) $(( $1 + 20 )) ); do
		(exec 3<>"/dev/tcp/127.0.0.1/$candidate") 2>/dev/null || { echo "$candidate"; return; }
	done
	echo $(( $1 + 1 ))
}

# The installable zip's e2e needs a third site, without the plugin: GB_E2E_ZIP_PORT, else the first free
# port after the provider's.
e2e_zip_port() { # provider-port
	if [ -n "${GB_E2E_ZIP_PORT:-}" ]; then echo "$GB_E2E_ZIP_PORT"; return; fi
	GB_E2E_PROVIDER_PORT='' e2e_provider_port "$1"
}

# The page cache in front of the test site (tests/varnish/e2e.vcl): GB_E2E_VARNISH_PORT, else the first
# free port after the test site's that the provider does not take.
e2e_varnish_port() { # test-site-port provider-port
	if [ -n "${GB_E2E_VARNISH_PORT:-}" ]; then echo "$GB_E2E_VARNISH_PORT"; return; fi
	local candidate
	for candidate in $( seq $(( $1 + 1 )) $(( $1 + 20 )) ); do
		[ "$candidate" = "$2" ] && continue
		(exec 3<>"/dev/tcp/127.0.0.1/$candidate") 2>/dev/null || { echo "$candidate"; return; }
	done
	echo $(( $1 + 2 ))
}

stop_e2e_sites() { # site
	stop_varnish "$SITES/$1/varnish"
	bash "$ROOT/bin/site.sh" stop "$1" > /dev/null 2>&1
	bash "$ROOT/bin/site.sh" stop "$1-provider" > /dev/null 2>&1
	bash "$ROOT/bin/site.sh" stop "$1-zip" > /dev/null 2>&1
}

stage_e2e() {
	local port="${GB_E2E_PORT:-8889}" site="${GB_E2E_SITE:-e2e}" provider_port provider_job varnish_port
	local provider="$site-provider"
	ensure_apt "${APT_PACKAGES_BROWSER[@]}" "${APT_PACKAGES_VARNISH[@]}" || { count e2e 0 1; failed_stages+=( e2e ); return; }
	( ensure_build ) || { count e2e 0 1; failed_stages+=( e2e ); return; }
	# What both sites copy, ready before they are laid out side by side.
	( set -e; ensure_wordpress_core; ensure_sqlite_dropin ) || { count e2e 0 1; failed_stages+=( e2e ); return; }
	# Fresh databases every run; the sites are always stopped afterwards, also after a failure.
	stop_e2e_sites "$site"
	rm -rf "$( site_db_dir "$site" )" "$SITES/$site/installed" "$( site_db_dir "$provider" )" "$SITES/$provider/installed"
	trap 'stop_e2e_sites "'"$site"'"' EXIT
	provider_port=$( e2e_provider_port "$port" )
	# The provider is installed and started alongside the test site.
	bash "$ROOT/bin/site.sh" up "$provider" "$provider_port" > "$LOGS/e2e-provider-site.log" 2>&1 &
	provider_job=$!
	# So is a site without the plugin, where the e2e installs gblocks-pro.zip through the admin (the zip
	# is made first; the site starts from nothing each run, as the plugin is installed into it).
	local zip_site="$site-zip" zip_port zip_job
	zip_port=$( e2e_zip_port "$provider_port" )
	rm -rf "${SITES:?}/$zip_site" "$( site_db_dir "$zip_site" )"
	{ bash "$ROOT/bin/plugin-zip.sh" && GB_SITE_PLUGIN=none bash "$ROOT/bin/site.sh" up "$zip_site" "$zip_port"; } \
		> "$LOGS/e2e-zip-site.log" 2>&1 &
	zip_job=$!
	# A failure from here on stops what was started (the caller's EXIT trap replaces this one later).
	if ! bash "$ROOT/bin/site.sh" up "$site" "$port"; then
		wait "$provider_job" "$zip_job"
		stop_e2e_sites "$site"; trap - EXIT
		count e2e 0 1; failed_stages+=( e2e ); return
	fi
	if ! wait "$provider_job"; then
		cat "$LOGS/e2e-provider-site.log" >&2
		wait "$zip_job"
		stop_e2e_sites "$site"; trap - EXIT
		count e2e 0 1; failed_stages+=( e2e ); return
	fi
	if ! wait "$zip_job"; then
		cat "$LOGS/e2e-zip-site.log" >&2
		stop_e2e_sites "$site"; trap - EXIT
		count e2e 0 1; failed_stages+=( e2e ); return
	fi
	log "Pattern library provider site '$provider' on http://127.0.0.1:$provider_port"
	log "Site without the plugin '$zip_site' on http://127.0.0.1:$zip_port (gblocks-pro.zip is installed there)"
	# Varnish in front of the test site (stopped with the sites, also after a failure).
	varnish_port=$( e2e_varnish_port "$port" "$provider_port" )
	if ! start_varnish "$SITES/$site/varnish" "$varnish_port" "$port"; then
		stop_e2e_sites "$site"; trap - EXIT
		count e2e 0 1; failed_stages+=( e2e ); return
	fi
	log "Varnish in front of '$site' on http://127.0.0.1:$varnish_port"
	mkdir -p "$ROOT/artifacts/home"
	rm -rf "$ROOT/artifacts/storage-states"
	pushd "$ROOT/tests/e2e" > /dev/null
	HOME="$ROOT/artifacts/home" WP_BASE_URL="http://127.0.0.1:$port" WP_PROVIDER_URL="http://127.0.0.1:$provider_port" \
		WP_ZIP_SITE_URL="http://127.0.0.1:$zip_port" GB_PLUGIN_ZIP="$ROOT/gblocks-pro.zip" \
		GB_E2E_VARNISH_URL="http://127.0.0.1:$varnish_port" \
		run_stage playwright npx playwright test -c playwright.config.ts "${extra[@]}"
	popd > /dev/null
	local line
	line=$( grep -E '^\s+[0-9]+ (passed|failed|flaky)' "$LOGS/playwright.log" | tr '\n' ' ' )
	count e2e "$( echo "$line" | grep -oE '[0-9]+ passed' | grep -oE '[0-9]+' || echo 0 )" \
		"$( echo "$line" | grep -oE '[0-9]+ failed' | grep -oE '[0-9]+' || echo 0 )"
	# On CI a test may pass on its one retry: it counts as passed, and is named so that it gets fixed.
	local flaky
	flaky=$( echo "$line" | grep -oE '[0-9]+ flaky' | grep -oE '[0-9]+' || echo 0 )
	if [ "${flaky:-0}" -gt 0 ]; then
		count e2e "$flaky" 0
		log "WARNING: $flaky e2e test(s) passed only on retry (flaky); see artifacts/test-logs/playwright.log"
	fi
	[ -z "$line" ] && count e2e 0 1
	stop_e2e_sites "$site"
	trap - EXIT
}

# The e2e stage in the background, while the other stages run (the long pole: Chromium and the test
# site mostly wait, and share nothing with the other stages: their own port, .wp/<site>/ and database,
# HOME and artifacts; build/ and .cache/ are made ready before it starts and only read afterwards). Its
# log file is the one of a serial run; its console output follows the other stages' (live from then
# on), and its counts and failures join the others' where e2e stands in the list of stages.
E2E_JOB_DIR="$ROOT/artifacts/e2e-job"

# True when e2e is one of several stages and may run alongside: not with GB_TEST_SERIAL=1, and only when
# what it shares with the others (packages, WordPress and the SQLite drop-in) is ready. The build it makes
# itself, in the background (ensure_build's lock makes the PHP lanes wait for that one build), while lint
# starts in the foreground: lint and Jest read only the sources.
e2e_in_background() {
	[ -z "${GB_TEST_SERIAL:-}" ] && [ ${#stages[@]} -gt 1 ] || return 1
	wants_stage e2e || return 1
	( set -e; ensure_apt "${APT_PACKAGES_BROWSER[@]}" "${APT_PACKAGES_VARNISH[@]}"; ensure_wordpress_core; ensure_sqlite_dropin )
}

start_e2e_job() {
	rm -rf "$E2E_JOB_DIR" && mkdir -p "$E2E_JOB_DIR"
	log "── e2e runs in the background; its output follows the other stages (artifacts/test-logs/playwright.log)"
	# Its own process group (set -m), so that an interrupted run can stop all of it.
	set -m
	(
		trap - INT TERM
		stage_order=(); stage_passed=(); stage_failed=(); failed_stages=()
		stage_e2e
		write_job_results "$E2E_JOB_DIR/results"
	) < /dev/null > "$E2E_JOB_DIR/console.log" 2>&1 &
	e2e_pid=$!
	set +m
}

# Shows the e2e output (what it printed so far, then live until it ends) and takes in its results.
finish_e2e_job() {
	[ -n "$e2e_pid" ] || return 0
	tail -n +1 --pid="$e2e_pid" -f "$E2E_JOB_DIR/console.log"
	wait "$e2e_pid"
	e2e_pid=""
	read_job_results "$E2E_JOB_DIR/results" || { count e2e 0 1; failed_stages+=( e2e ); }
	rm -rf "$E2E_JOB_DIR"
}

stop_e2e_job() {
	[ -n "$e2e_pid" ] || return 0
	kill -TERM -- "-$e2e_pid" 2>/dev/null
	wait "$e2e_pid" 2>/dev/null
	stop_e2e_sites "${GB_E2E_SITE:-e2e}"
	e2e_pid=""
}

start=$( date +%s )
# The run's databases and temporary files in memory when there is room (lib.sh test_ram_dir).
if ram_dir=$( test_ram_dir ); then
	mkdir -p "$ram_dir/tmp" "$ram_dir/sites"
	export TMPDIR="$ram_dir/tmp" GB_SITE_DB_BASE="$ram_dir/sites"
fi
# An install that fails (a missing package, or on CI an npm ci refusing a lock out of sync) stops the run;
# the closing line still says so, in the form CI reads.
trap 'stop_php_checks_job; echo "0 passed, 1 failed"' EXIT
setup_common
# From here on, a run that ends early (interrupted, or a die) also stops the background e2e stage and
# the PHP lanes.
trap 'stop_php_checks_job; stop_e2e_job; stop_php_lanes' EXIT
trap 'stop_php_checks_job; stop_e2e_job; stop_php_lanes; exit 130' INT
trap 'stop_php_checks_job; stop_e2e_job; stop_php_lanes; exit 143' TERM
e2e_in_background && start_e2e_job
php_in_lanes && start_php_lanes
for stage in "${stages[@]}"; do
	case "$stage" in
		lint) stage_lint ;;
		js) stage_js ;;
		php)
			if [ ${#php_lane_pids[@]} -gt 0 ]; then
				# The summary keeps the order of a serial run.
				count 'php (sqlite)' 0 0; count 'php (multisite)' 0 0; count 'php (mariadb)' 0 0
				finish_php_lanes
			else
				stage_php_sqlite; stage_php_multisite; stage_php_mysql
			fi ;;
		php-sqlite) stage_php_sqlite ;;
		php-multisite) stage_php_multisite ;;
		php-mysql) stage_php_mysql ;;
		# Running in the background: its line in the summary keeps its place.
		e2e) if [ -n "$e2e_pid" ]; then count e2e 0 0; else stage_e2e; fi ;;
		*) stop_php_checks_job; stop_e2e_job; stop_php_lanes; die "Unknown stage '$stage' (lint, js, php, php-sqlite, php-multisite, php-mysql, e2e)" ;;
	esac
done
finish_e2e_job
trap - EXIT INT TERM

echo
log "Finished in $(( $( date +%s ) - start )) s. Logs: artifacts/test-logs/"

# One line per stage, then the total of DISTINCT tests: the PHPUnit suite runs once per database, and a
# test counts once (failed when it failed on either database).
passed=0; failed=0
for name in "${stage_order[@]}"; do
	echo "$name: ${stage_passed[$name]} passed, ${stage_failed[$name]} failed"
	case "$name" in
		php\ *) ;;
		*) passed=$(( passed + ${stage_passed[$name]} )); failed=$(( failed + ${stage_failed[$name]} )) ;;
	esac
done
if [ ${#php_junit_logs[@]} -gt 0 ] || [ "$php_setup_failed" -gt 0 ]; then
	php_passed=0; php_failed=0
	if [ ${#php_junit_logs[@]} -gt 0 ]; then
		read -r php_passed php_failed _ < <( php "$ROOT/bin/support/junit-counts.php" "${php_junit_logs[@]}" | tail -n 1 )
	fi
	# A database that could not run (or a run that stopped early) is one failure of its own.
	php_failed=$(( php_failed + php_setup_failed ))
	[ ${#php_junit_logs[@]} -gt 1 ] && echo "php (distinct tests): $php_passed passed, $php_failed failed"
	passed=$(( passed + php_passed )); failed=$(( failed + php_failed ))
fi
# The ACF integration tests need the real plugin (tests/php/bootstrap.php): never let them pass silently.
acf_dir="${GB_ACF_DIR:-$( dirname "$ROOT" )/shared/vendor/advanced-custom-fields}"
if [ ${#php_junit_logs[@]} -gt 0 ] && [ ! -f "$acf_dir/acf.php" ]; then
	printf '\033[1;31mWARNING: the ACF tests did NOT run: Advanced Custom Fields was not found at %s (set GB_ACF_DIR)\033[0m\n' "$acf_dir"
fi
if [ ${#failed_stages[@]} -gt 0 ]; then
	log "Failed: ${failed_stages[*]}"
	[ "$failed" -eq 0 ] && failed=1
fi
echo "$passed passed, $failed failed"
[ ${#failed_stages[@]} -eq 0 ] && [ "$failed" -eq 0 ]
