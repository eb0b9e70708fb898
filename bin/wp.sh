#!/usr/bin/env bash
# npm run wp -- <arguments>: the real WP-CLI (Composer's wp-cli/wp-cli, a development dependency) against a
# local site: the one `npm start` runs (.wp/dev), GB_SITE=<name> for another .wp/<name>, or GB_WP_PATH=<dir>
# for any WordPress folder. Errors and PHP notices go to standard error, so `--format=json` output stays
# clean; WP-CLI runs as root here (--allow-root).
#   npm run --silent wp -- gblocks condition list
#   bash bin/wp.sh option get siteurl
source "$( dirname "${BASH_SOURCE[0]}" )/lib.sh"

path="${GB_WP_PATH:-$SITES/${GB_SITE:-dev}/wordpress}"
[ -f "$path/wp-settings.php" ] || die "No WordPress at $path: start the local site first (npm start)."
( ensure_composer_packages ) || die "The Composer packages could not be installed."
exec php -d display_errors=stderr "$ROOT/vendor/wp-cli/wp-cli/php/boot-fs.php" --path="$path" --allow-root "$@"
