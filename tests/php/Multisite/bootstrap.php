<?php
/**
 * Bootstrap of the multisite stage (phpunit-multisite.xml.dist): the same as the suite's, on a
 * subdirectory network of two sites with the plugin network-activated (tests/php/Multisite/install.php).
 *
 * @package GBlocks_Pro
 */

putenv( 'GB_MULTISITE=1' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.runtime_configuration_putenv -- The installer subprocesses and the shared config read it.
require dirname( __DIR__ ) . '/bootstrap.php';
