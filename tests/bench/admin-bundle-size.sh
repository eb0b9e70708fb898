#!/usr/bin/env bash
# Minified size of the admin bundles (every src/entries/*-admin.tsx) and the editor bundles against DESIGN §10 (150 KB each, React and WordPress packages
# external). The editor's dashboards are chunks loaded when first opened (build/editor-*.js): each is
# reported, and held to the same budget, apart from the editor bundle every editor screen loads. bin/bench.sh builds first; run alone after `npm run build`. Exit 3 when over budget.
set -u
ROOT="$( cd "$( dirname "${BASH_SOURCE[0]}" )/../.." && pwd )"
BUDGET_KB=150
status=0
admin=()
for entry_file in "$ROOT"/src/entries/*-admin.tsx; do
	admin+=( "$( basename "$entry_file" .tsx )" )
done
# Chunks loaded on demand: the editor's dashboards, and an admin screen's own (build/<entry>-*.js, e.g.
# overlays-admin-insights, the Insights view, and overlays-admin-insights-chart, its chart library).
chunks=()
for chunk in "$ROOT"/build/editor-*.js; do
	[ -f "$chunk" ] && chunks+=( "$( basename "$chunk" .js )" )
done
for entry in "${admin[@]}"; do
	for chunk in "$ROOT"/build/"$entry"-*.js; do
		[ -f "$chunk" ] && chunks+=( "$( basename "$chunk" .js )" )
	done
done
for entry in "${admin[@]}" editor "${chunks[@]}"; do
	file="$ROOT/build/$entry.js"
	if [ ! -f "$file" ]; then
		echo "$entry bundle: missing (run npm run build)"
		status=1
		continue
	fi
	bytes=$( wc -c < "$file" )
	gzipped=$( gzip -9 -c "$file" | wc -c )
	verdict=$( awk -v b="$bytes" -v max="$BUDGET_KB" 'BEGIN { print ( b / 1024 <= max ) ? "ok" : "OVER" }' )
	awk -v b="$bytes" -v g="$gzipped" -v max="$BUDGET_KB" -v name="$entry" -v verdict="$verdict" \
		'BEGIN { printf "%s bundle: %.1f KB minified, %.1f KB gzipped (budget %d KB minified: %s)\n", name, b / 1024, g / 1024, max, verdict }'
	[ "$verdict" = "OVER" ] && status=3
done
exit "$status"
