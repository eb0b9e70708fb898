#!/usr/bin/env bash
# npm run plugin-zip: gblocks-pro.zip, the plugin as users install it (Plugins > Add New > Upload).
# Builds the assets when a source changed, writes the zip with wp-scripts plugin-zip (the "files" of
# package.json: plugin.php, uninstall.php, readme.txt, includes/, build/, languages/), then checks it:
# what the plugin needs is in it, the sources and the tooling are not.
source "$( dirname "${BASH_SOURCE[0]}" )/lib.sh"

ensure_node_modules
ensure_build
cd "$ROOT"
rm -f gblocks-pro.zip
npx wp-scripts plugin-zip > "$ROOT/artifacts/plugin-zip.log" 2>&1 || { cat "$ROOT/artifacts/plugin-zip.log" >&2; die "plugin-zip failed"; }

listing=$( php -r '$z = new ZipArchive(); if ( true !== $z->open( $argv[1] ) ) { exit( 1 ); } for ( $i = 0; $i < $z->numFiles; $i++ ) { echo $z->getNameIndex( $i ), "\n"; }' gblocks-pro.zip ) ||
	die "gblocks-pro.zip cannot be read"
for needed in plugin.php uninstall.php readme.txt includes/Plugin.php build/editor.js build/contracts/overlays/settings.json languages/gblocks-pro.pot; do
	grep -qx "gblocks-pro/$needed" <<< "$listing" || die "gblocks-pro.zip lacks $needed"
done
# Every contract the PHP reads at run time ('src/...' paths in includes/, read through Contract_File) is in
# the zip as build/contracts/<path without src/>; a folder (the Loop's blocks) by its block.json.
while IFS= read -r contract; do
	[[ "$contract" == *.json ]] || contract="$contract/block.json"
	grep -qx "gblocks-pro/build/contracts/${contract#src/}" <<< "$listing" ||
		die "gblocks-pro.zip lacks build/contracts/${contract#src/}, which the PHP reads ($contract)"
done < <( grep -rhoE "'src/[^']+'" includes | tr -d "'" | sort -u )
for unwanted in src tests bin node_modules vendor .wp .cache artifacts; do
	! grep -q "^gblocks-pro/$unwanted/" <<< "$listing" || die "gblocks-pro.zip holds $unwanted/"
done
log "Wrote gblocks-pro.zip ($( wc -l <<< "$listing" ) files, $( du -k gblocks-pro.zip | cut -f1 ) KB)"
