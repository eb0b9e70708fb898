<?php
/**
 * WordPress configuration of the PHPUnit run, shared by the installer subprocess and the bootstrap.
 * GB_DB selects sqlite (default; GB_TEST_DB_DIR holds the database file) or mysql (GB_DB_HOST,
 * GB_DB_NAME, GB_DB_USER, GB_DB_PASSWORD).
 *
 * @package GBlocks_Pro
 */

$gblocks_wp_dir = (string) getenv( 'GB_WP_DIR' );

if ( 'mysql' === getenv( 'GB_DB' ) ) {
	define( 'DB_ENGINE', 'mysql' );
	define( 'DB_NAME', getenv( 'GB_DB_NAME' ) ? getenv( 'GB_DB_NAME' ) : 'gblocks_tests' );
	define( 'DB_USER', getenv( 'GB_DB_USER' ) ? getenv( 'GB_DB_USER' ) : 'root' );
	define( 'DB_PASSWORD', (string) getenv( 'GB_DB_PASSWORD' ) );
	define( 'DB_HOST', getenv( 'GB_DB_HOST' ) ? getenv( 'GB_DB_HOST' ) : '127.0.0.1' );
} else {
	define( 'DB_ENGINE', 'sqlite' );
	define( 'DB_DIR', rtrim( (string) getenv( 'GB_TEST_DB_DIR' ), '/' ) . '/' );
	define( 'DB_FILE', 'tests.sqlite' );
	define( 'DB_NAME', 'tests' );
	define( 'DB_USER', '' );
	define( 'DB_PASSWORD', '' );
	define( 'DB_HOST', '' );
}
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
// GB_TEST_TABLE_PREFIX: the WP-CLI tests' own site (tests/php/Cli) beside the suite's, in the same MariaDB database.
$table_prefix = getenv( 'GB_TEST_TABLE_PREFIX' ) ? (string) getenv( 'GB_TEST_TABLE_PREFIX' ) : 'wptests_'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- WordPress reads this global.

foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as $gblocks_key ) {
	define( $gblocks_key, 'phpunit-' . strtolower( $gblocks_key ) );
}
define( 'WP_TESTS_DOMAIN', 'example.org' );
if ( getenv( 'GB_MULTISITE' ) ) {
	// The multisite stage (tests/php/Multisite): a subdirectory network whose sites have their own home
	// URLs (no WP_HOME). Its installer first installs one site, then the network from it
	// (tests/php/Multisite/install.php), without the constants of a network that does not exist yet.
	if ( ! defined( 'GBLOCKS_PRO_TESTS_NETWORK_INSTALL' ) ) {
		define( 'MULTISITE', true );
		define( 'SUBDOMAIN_INSTALL', false );
		define( 'DOMAIN_CURRENT_SITE', WP_TESTS_DOMAIN );
		define( 'PATH_CURRENT_SITE', '/' );
		define( 'SITE_ID_CURRENT_SITE', 1 );
		define( 'BLOG_ID_CURRENT_SITE', 1 );
	}
} else {
	define( 'WP_HOME', 'http://example.org' );
	define( 'WP_SITEURL', 'http://example.org' );
}
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', true );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_DEFAULT_THEME', 'twentytwentyfive' );
if ( ! defined( 'ABSPATH' ) ) { // WP-CLI defines it from --path before it reads this file (tests/php/Cli).
	define( 'ABSPATH', rtrim( $gblocks_wp_dir, '/' ) . '/' );
}

$_SERVER['HTTP_HOST']       = WP_TESTS_DOMAIN;
$_SERVER['SERVER_NAME']     = WP_TESTS_DOMAIN;
$_SERVER['SERVER_PORT']     = '80';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
$PHP_SELF                   = '/index.php'; // phpcs:ignore WordPress.NamingConventions.ValidVariableName -- WordPress reads this global.
$_SERVER['PHP_SELF']        = '/index.php';
