#!/usr/bin/env bash
# npm run plugin-zip: gblocks-pro.zip, the plugin as users install it (Plugins > Add New > Upload).
# Builds the assets when a source changed or build/ holds the watcher's development build, writes the
# zip with wp-scripts plugin-zip (the "files" of package.json: plugin.php, uninstall.php, readme.txt,
# includes/, build/, languages/), then checks it: what the plugin needs is in it, the sources, the
# tooling and source maps are not, and it is small enough for the upload page.
source "$( dirname "${BASH_SOURCE[0]}" )/lib.sh"

ensure_node_modules
# A checkout that only ran npm install and npm run build has no artifacts/ yet (ensure_build makes it too).
mkdir -p "$ROOT/artifacts"
ensure_build
cd "$ROOT"
rm -f gblocks-pro.zip
# The zip is written from a copy of the package's files, taken once build/ is a production build and
# checked after the copy: the watcher of npm start may rewrite build/ at any time (a development build,
# with source maps), and the copy no longer changes. Source maps never go in (they would double its
# size: the upload page refuses a zip over upload_max_filesize, 2 MB by default).
stage="$ROOT/artifacts/plugin-zip"
rm -rf "$stage" && mkdir -p "$stage"
# The files wp-scripts plugin-zip would take here (npm-packlist over the "files" of package.json), bar maps.
( cd "$ROOT" && node -e 'for ( const f of require( "npm-packlist" ).sync() ) { if ( ! f.endsWith( ".map" ) ) { console.log( f ); } }' ) > "$stage.list" ||
	die "npm-packlist could not list the package's files"
( cd "$ROOT" && tar -cf - --files-from="$stage.list" ) | tar -xf - -C "$stage" || die "copying the package's files failed"
rm -f "$stage.list"
find "$stage" -name '*.map' -delete
build_is_production || die "build/ changed while it was copied (the watcher of npm start rebuilt it?): run npm run plugin-zip again"
( cd "$stage" && "$ROOT/node_modules/.bin/wp-scripts" plugin-zip ) > "$ROOT/artifacts/plugin-zip.log" 2>&1 ||
	{ cat "$ROOT/artifacts/plugin-zip.log" >&2; die "plugin-zip failed"; }
mv "$stage/gblocks-pro.zip" "$ROOT/gblocks-pro.zip"
rm -rf "$stage"

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
! grep -q '\.map$' <<< "$listing" || die "gblocks-pro.zip holds source maps: $( grep '\.map$' <<< "$listing" | head -n 3 | tr '\n' ' ')"
# The upload page refuses a zip over PHP's default upload_max_filesize (2 MB).
size=$( stat -c %s gblocks-pro.zip )
[ "$size" -le $(( 2 * 1024 * 1024 )) ] || die "gblocks-pro.zip is $size bytes, over the 2 MB that PHP's default upload_max_filesize lets the upload page take"
log "Wrote gblocks-pro.zip ($( wc -l <<< "$listing" ) files, $( du -k gblocks-pro.zip | cut -f1 ) KB)"
