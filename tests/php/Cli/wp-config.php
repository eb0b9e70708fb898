<?php
/**
 * WP-CLI configuration of the CLI tests.
 *
 * The wp-config.php WP-CLI reads in the CLI tests (WP_CONFIG_PATH): the suite's configuration, with the
 * database of the CLI tests' own site (GB_TEST_DB_DIR, GB_TEST_TABLE_PREFIX). WP-CLI runs this file
 * without its wp-settings.php line and loads WordPress itself.
 *
 * @package GBlocks_Pro
 */

$gblocks_tests_config = __DIR__ . '/../wp-tests-config.php';
require $gblocks_tests_config;
require_once ABSPATH . 'wp-settings.php';
