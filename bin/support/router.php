<?php
/**
 * Router for PHP's built-in server: serve existing files, send everything else to WordPress.
 *
 * @package GBlocks_Pro
 */

$gblocks_path = urldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$gblocks_file = $_SERVER['DOCUMENT_ROOT'] . $gblocks_path;

if ( '/' !== $gblocks_path && is_file( $gblocks_file ) && ! str_ends_with( $gblocks_file, '.php' ) ) {
	return false;
}
if ( is_dir( $gblocks_file ) && is_file( rtrim( $gblocks_file, '/' ) . '/index.php' ) ) {
	$_SERVER['SCRIPT_NAME']     = rtrim( $gblocks_path, '/' ) . '/index.php';
	$_SERVER['SCRIPT_FILENAME'] = rtrim( $gblocks_file, '/' ) . '/index.php';
	chdir( dirname( $_SERVER['SCRIPT_FILENAME'] ) );
	require $_SERVER['SCRIPT_FILENAME'];
	return;
}
if ( str_ends_with( $gblocks_path, '.php' ) && is_file( $gblocks_file ) ) {
	$_SERVER['SCRIPT_NAME']     = $gblocks_path;
	$_SERVER['SCRIPT_FILENAME'] = $gblocks_file;
	chdir( dirname( $gblocks_file ) );
	require $gblocks_file;
	return;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
chdir( $_SERVER['DOCUMENT_ROOT'] );
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
