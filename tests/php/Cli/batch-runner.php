<?php
/**
 * WP-CLI tests: `wp --require=tests/php/Cli/batch-runner.php gblocks-test-batch <results-file>` runs
 * several commands in one process of the real binary.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

if ( ! class_exists( 'WP_CLI' ) ) {
	return;
}

/*
 * Reads a JSON list of argument lists (each what follows `wp`) on standard input and runs each through
 * WP-CLI's own runner, as WP_CLI::runcommand( …, launch: false ) does (the arguments parsed by WP-CLI's
 * configurator, the synopsis checked, the command invoked, output captured by WP-CLI's Execution
 * logger, WP_CLI::error() and WP_CLI::halt() turned into an exit code) but from an argument list
 * instead of a command line re-split on spaces. Writes [ { code, stdout, stderr } ] to the results
 * file. Between commands the current user is reset to the process's, as in a new process. Global
 * parameters (--user, --url…) act at boot and cannot be batched: a command with one is refused.
 */
WP_CLI::add_command(
	'gblocks-test-batch',
	static function ( array $args ): void {
		$commands = json_decode( (string) stream_get_contents( STDIN ), true );
		if ( ! is_array( $commands ) || ! isset( $args[0] ) ) {
			WP_CLI::error( 'Expected a JSON list of argument lists on standard input and a results file.' );
		}
		// WP_CLI::runcommand() sets this private flag for the same purpose.
		$capture = new ReflectionProperty( WP_CLI::class, 'capture_exit' );
		$user    = get_current_user_id();
		$results = array();
		foreach ( $commands as $argv ) {
			list( $positional, $assoc, $runtime ) = WP_CLI::get_configurator()->parse_args( array_map( 'strval', (array) $argv ) );
			if ( $runtime ) {
				WP_CLI::error( 'Global parameters cannot be batched: --' . implode( ', --', array_keys( $runtime ) ) );
			}
			$previous = WP_CLI::get_logger();
			$logger   = new WP_CLI\Loggers\Execution();
			WP_CLI::set_logger( $logger );
			$logger->ob_start();
			$capture->setValue( null, true );
			try {
				WP_CLI::get_runner()->run_command( $positional, $assoc, array( 'back_compat_conversions' => true ) );
				$code = 0;
			} catch ( WP_CLI\ExitException $e ) {
				$code = $e->getCode();
			}
			$capture->setValue( null, false );
			$logger->ob_end();
			WP_CLI::set_logger( $previous );
			wp_set_current_user( $user );
			$results[] = array(
				'code'   => $code,
				'stdout' => $logger->stdout,
				'stderr' => $logger->stderr,
			);
		}
		file_put_contents( (string) $args[0], (string) wp_json_encode( $results ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- The test's results file.
	}
);
