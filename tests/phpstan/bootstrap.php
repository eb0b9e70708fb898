<?php
/**
 * Constants plugin.php defines at run time, declared for PHPStan.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

define( 'GBLOCKS_PRO_VERSION', '0.0.0' );
define( 'GBLOCKS_PRO_FILE', __DIR__ . '/../../plugin.php' );
define( 'GBLOCKS_PRO_DIR', __DIR__ . '/../../' );

// WordPress's folder, which wp-config.php defines (Insights\Storage\Schema loads dbDelta() from it): the
// copy bin/lib.sh ensure_wordpress_core downloads, which every site's tree is made from.
define( 'ABSPATH', __DIR__ . '/../../.cache/wordpress/' );

// Time constants wp-includes/default-constants.php defines; php-stubs/wordpress-stubs declares functions
// and classes only, not these constants.
define( 'MINUTE_IN_SECONDS', 60 );
define( 'HOUR_IN_SECONDS', 60 * MINUTE_IN_SECONDS );
define( 'DAY_IN_SECONDS', 24 * HOUR_IN_SECONDS );
define( 'WEEK_IN_SECONDS', 7 * DAY_IN_SECONDS );
define( 'MONTH_IN_SECONDS', 30 * DAY_IN_SECONDS );
define( 'YEAR_IN_SECONDS', 365 * DAY_IN_SECONDS );
