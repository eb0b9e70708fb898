#!/usr/bin/env bash
# Manage a local WordPress site that runs the plugin: bin/site.sh <command> <name> [port]
#   up <name> [port]   provision if needed, install if needed, serve; idempotent
#   prepare <name>     only lay out the WordPress tree with the plugin and the SQLite drop-in (tests)
#   stop <name>        stop every process started for the site (server, asset watcher)
#   reset <name>       stop, wipe the site's database, install again (the site is left stopped)
#   destroy <name>     stop and delete the site's folder
# Sites live in .wp/<name>/ (ignored by git). The database is SQLite unless GB_DB=mysql, in which case
# GB_DB_HOST, GB_DB_NAME, GB_DB_USER and GB_DB_PASSWORD describe a MariaDB/MySQL database.
source "$( dirname "${BASH_SOURCE[0]}" )/lib.sh"

cmd="${1:-}"; name="${2:-dev}"; port_arg="${3:-}"
dir="$SITES/$name"; wp="$dir/wordpress"; db_dir=$( site_db_dir "$name" )

site_port() {
	if [ -n "$port_arg" ]; then echo "$port_arg"; return; fi
	if [ -f "$dir/port" ]; then cat "$dir/port"; return; fi
	echo 8888
}

stop_group() {
	local pidfile="$1"
	[ -f "$pidfile" ] || return 0
	local pid
	pid=$( cat "$pidfile" )
	if kill -0 "$pid" 2>/dev/null; then
		# The processes were started with setsid: their group id is the leader's pid.
		kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
		for _ in $( seq 1 30 ); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
		kill -KILL -- "-$pid" 2>/dev/null || true
	fi
	rm -f "$pidfile"
}

write_config() {
	local port="$1"
	local db_block
	if [ "${GB_DB:-sqlite}" = mysql ]; then
		db_block="define( 'DB_ENGINE', 'mysql' );
define( 'DB_NAME', '${GB_DB_NAME:-gblocks}' );
define( 'DB_USER', '${GB_DB_USER:-root}' );
define( 'DB_PASSWORD', '${GB_DB_PASSWORD:-}' );
define( 'DB_HOST', '${GB_DB_HOST:-127.0.0.1}' );"
	else
		db_block="define( 'DB_ENGINE', 'sqlite' );
define( 'DB_DIR', '$db_dir/' );
define( 'DB_FILE', 'wordpress.sqlite' );
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', '' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '' );"
	fi
	cat > "$wp/wp-config.php" <<PHP
<?php
// Written by bin/site.sh for the local site '$name'. Regenerated on every start.
$db_block
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
\$table_prefix = 'wp_';
define( 'AUTH_KEY', '$name-auth-key-local-only' );
define( 'SECURE_AUTH_KEY', '$name-secure-auth-key-local-only' );
define( 'LOGGED_IN_KEY', '$name-logged-in-key-local-only' );
define( 'NONCE_KEY', '$name-nonce-key-local-only' );
define( 'AUTH_SALT', '$name-auth-salt-local-only' );
define( 'SECURE_AUTH_SALT', '$name-secure-auth-salt-local-only' );
define( 'LOGGED_IN_SALT', '$name-logged-in-salt-local-only' );
define( 'NONCE_SALT', '$name-nonce-salt-local-only' );
define( 'WP_HOME', 'http://127.0.0.1:$port' );
define( 'WP_SITEURL', 'http://127.0.0.1:$port' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '$dir/debug.log' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'SCRIPT_DEBUG', false );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'FS_METHOD', 'direct' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP
}

prepare_tree() {
	ensure_apt "${APT_PACKAGES[@]}"
	ensure_wordpress_core
	ensure_sqlite_dropin
	if [ ! -f "$wp/wp-settings.php" ]; then
		log "Creating the WordPress tree for '$name'"
		mkdir -p "$dir"
		cp -r "$CACHE/wordpress" "$wp"
	fi
	mkdir -p "$db_dir" "$wp/wp-content/mu-plugins" "$wp/wp-content/plugins"
	if [ "$db_dir" = "$dir/database" ]; then rm -f "$dir/db-dir"; else echo "$db_dir" > "$dir/db-dir"; fi
	rm -rf "$wp/wp-content/plugins/sqlite-database-integration"
	cp -r "$CACHE/sqlite-database-integration" "$wp/wp-content/plugins/sqlite-database-integration"
	sed -e "s#{SQLITE_IMPLEMENTATION_FOLDER_PATH}#$wp/wp-content/plugins/sqlite-database-integration#" \
		-e "s#{SQLITE_PLUGIN}#sqlite-database-integration/load.php#" \
		"$wp/wp-content/plugins/sqlite-database-integration/db.copy" > "$wp/wp-content/db.php"
	cp "$ROOT/bin/support/mu-offline.php" "$wp/wp-content/mu-plugins/gblocks-local-offline.php"
	# GB_SITE_PLUGIN=none: a site without the plugin, where the e2e installs gblocks-pro.zip through the admin.
	if [ "${GB_SITE_PLUGIN:-linked}" = none ]; then
		[ -L "$wp/wp-content/plugins/gblocks-pro" ] && rm -f "$wp/wp-content/plugins/gblocks-pro"
	else
		ln -sfn "$ROOT" "$wp/wp-content/plugins/gblocks-pro"
	fi
	# A classic theme beside Twenty Twenty-Five (which stays active): Debian's archive has only block
	# themes, and Appearance > Menus (menu-item conditions, mega menus) needs menu locations.
	ln -sfn "$ROOT/tests/fixtures/classic-theme" "$wp/wp-content/themes/gblocks-classic"
	write_config "$( site_port )"
}

install_site() {
	local port
	port=$( site_port )
	echo "$port" > "$dir/port"
	php "$ROOT/bin/support/install.php" "$wp" "http://127.0.0.1:$port" "GBlocks Pro ($name)" >&2
}

is_running() {
	[ -f "$dir/server.pid" ] && kill -0 "$( cat "$dir/server.pid" )" 2>/dev/null
}

serve() {
	local port
	port=$( cat "$dir/port" )
	if is_running; then
		return 0
	fi
	if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
		die "Port $port is already in use by another program. Choose another one: GB_PORT=8890 npm start"
	fi
	log "Serving '$name' on http://127.0.0.1:$port"
	# OPcache (off by default in the CLI, which `php -S` is) and the JIT, shared by the server's workers,
	# checking every file's modification time on each request: an edited file is seen at once
	# (PHP_FAST_INI). About a quarter less processor time a request with OPcache alone.
	daemonize "$dir/server.log" env PHP_CLI_SERVER_WORKERS="${GB_SERVER_WORKERS:-4}" php -d memory_limit=512M \
		"${PHP_FAST_INI[@]}" -d display_errors=stderr -S "127.0.0.1:$port" -t "$wp" "$ROOT/bin/support/router.php" > "$dir/server.pid"
	for _ in $( seq 1 100 ); do
		if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then return 0; fi
		sleep 0.1
	done
	die "The PHP server did not start; see $dir/server.log"
}

case "$cmd" in
	up)
		mkdir -p "$dir"
		[ -n "$port_arg" ] && echo "$port_arg" > "$dir/port"
		prepare_tree
		if [ ! -f "$dir/installed" ] || { [ "${GB_DB:-sqlite}" = sqlite ] && [ ! -s "$db_dir/wordpress.sqlite" ]; }; then
			install_site
			touch "$dir/installed"
		fi
		serve
		;;
	prepare)
		mkdir -p "$dir"
		prepare_tree
		;;
	stop)
		stop_group "$dir/watch.pid"
		stop_group "$dir/server.pid"
		log "Stopped '$name'"
		;;
	reset)
		stop_group "$dir/watch.pid"
		stop_group "$dir/server.pid"
		rm -rf "$db_dir" "$dir/installed"
		if [ -d "$wp" ]; then
			prepare_tree
			install_site
			touch "$dir/installed"
		fi
		log "The database of '$name' was wiped and WordPress installed again. Start it with: npm start"
		;;
	destroy)
		stop_group "$dir/watch.pid"
		stop_group "$dir/server.pid"
		rm -rf "$dir" "$db_dir"
		;;
	*)
		die "Usage: bin/site.sh up|stop|reset|destroy <name> [port]"
		;;
esac
