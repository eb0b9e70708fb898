#!/usr/bin/env bash
# npm start: a working local site with the plugin, on SQLite, with the assets rebuilt on every change.
# GB_PORT (default 8888) chooses the port. A second run reuses everything that is already there.
source "$( dirname "${BASH_SOURCE[0]}" )/lib.sh"

port="${GB_PORT:-}"
[ -z "$port" ] && [ -f "$SITES/dev/port" ] && port=$( cat "$SITES/dev/port" )
port="${port:-8888}"

ensure_apt "${APT_PACKAGES[@]}"
ensure_node_modules
ensure_build any
bash "$ROOT/bin/site.sh" up dev "$port"

watch_pid="$SITES/dev/watch.pid"
if ! { [ -f "$watch_pid" ] && kill -0 "$( cat "$watch_pid" )" 2>/dev/null; }; then
	log "Rebuilding assets on change (log: .wp/dev/watch.log)"
	( cd "$ROOT" && daemonize "$SITES/dev/watch.log" npx wp-scripts start > "$watch_pid" )
fi

cat <<TXT

  GBlocks Pro is running.
  Site:   http://127.0.0.1:$port/
  Admin:  http://127.0.0.1:$port/wp-admin/
  Login:  admin / password

  Stop it with: npm run env:stop    Wipe its database: npm run env:reset
TXT
