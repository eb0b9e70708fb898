<?php
/**
 * Base of the WP-CLI tests: the real `wp` binary (vendor/wp-cli) against a site of their own.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Cli;

use PHPUnit\Framework\TestCase;

/**
 * Gives each class a WordPress beside the suite's (same WordPress files and plugin; on SQLite its own copy
 * of a database installed once per PHPUnit run, on MariaDB a fresh install under the table prefix
 * `wpcli_`), and runs `wp --path=… --allow-root`
 * against it as a subprocess (WP_CONFIG_PATH=tests/php/Cli/wp-config.php). The suite's database and its
 * transactions are never touched. Tests in a class share the site: each creates what it reads.
 */
abstract class Cli_Test_Case extends TestCase {

	/**
	 * The environment of the subprocesses.
	 *
	 * @var array<string, string>
	 */
	private static array $env = array();

	/**
	 * The SQLite folder of the class's site ('' on MariaDB).
	 *
	 * @var string
	 */
	private static string $db_dir = '';

	/**
	 * The SQLite folder of the site installed once per process, which each class copies.
	 *
	 * @var string
	 */
	private static string $template_dir = '';

	/**
	 * Gives the class its site: on SQLite a copy of a site installed once per PHPUnit process (a
	 * fresh database for each class without a second install); on MariaDB a fresh install.
	 */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		$env = array();
		foreach ( getenv() as $key => $value ) {
			$env[ (string) $key ] = (string) $value;
		}
		$env['GB_TEST_TABLE_PREFIX'] = 'wpcli_';
		$env['WP_CONFIG_PATH']       = __DIR__ . '/wp-config.php';
		if ( 'mysql' === getenv( 'GB_DB' ) ) {
			self::$env = $env;
			self::install();
			return;
		}
		if ( '' === self::$template_dir ) {
			$template              = sys_get_temp_dir() . '/gblocks-cli-' . getmypid() . '-template';
			$env['GB_TEST_DB_DIR'] = $template;
			self::$env             = $env;
			self::make_dir( $template );
			self::install();
			self::$template_dir = $template;
			register_shutdown_function(
				static function () use ( $template ): void {
					exec( 'rm -rf ' . escapeshellarg( $template ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- Deletes the template site's database folder.
				}
			);
		}
		self::$db_dir = sys_get_temp_dir() . '/gblocks-cli-' . getmypid() . '-' . substr( md5( static::class ), 0, 8 );
		self::make_dir( self::$db_dir );
		copy( self::$template_dir . '/tests.sqlite', self::$db_dir . '/tests.sqlite' );
		$env['GB_TEST_DB_DIR'] = self::$db_dir;
		self::$env             = $env;
	}

	/**
	 * Installs WordPress with the plugin into the database self::$env names.
	 */
	private static function install(): void {
		$result = self::exec( array_merge( self::php(), array( dirname( __DIR__ ) . '/install.php' ) ) );
		if ( 0 !== $result['code'] ) {
			self::fail( 'Installing the CLI test site failed: ' . $result['stdout'] . $result['stderr'] );
		}
	}

	/**
	 * Creates a private folder.
	 *
	 * @param string $dir The folder.
	 */
	private static function make_dir( string $dir ): void {
		if ( ! is_dir( $dir ) ) {
			mkdir( $dir, 0700, true );
		}
	}

	/**
	 * Deletes the class's SQLite database.
	 */
	public static function tearDownAfterClass(): void {
		if ( '' !== self::$db_dir ) {
			exec( 'rm -rf ' . escapeshellarg( self::$db_dir ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- Deletes the site's database folder.
			self::$db_dir = '';
		}
		parent::tearDownAfterClass();
	}

	/**
	 * The PHP command line of the subprocesses: errors on standard error, and OPcache with a file cache
	 * in artifacts/ (each `wp` is a new process: without it every one compiles WP-CLI, WordPress and the
	 * plugin again, most of its time). The cache checks each file's modification time, so an edited
	 * file is compiled again.
	 *
	 * @return string[]
	 */
	private static function php(): array {
		$php = array( PHP_BINARY, '-d', 'display_errors=stderr', '-d', 'memory_limit=512M' );
		if ( ! extension_loaded( 'Zend OPcache' ) ) {
			return $php;
		}
		$cache = dirname( __DIR__, 3 ) . '/artifacts/opcache-cli';
		self::make_dir( $cache );
		return array_merge( $php, array( '-d', 'opcache.enable_cli=1', '-d', 'opcache.file_cache=' . $cache, '-d', 'opcache.file_cache_only=1', '-d', 'opcache.validate_timestamps=1' ) );
	}

	/**
	 * The start of every `wp` command line: the real binary against the class's site.
	 *
	 * @return string[]
	 */
	private static function wp_binary(): array {
		return array_merge( self::php(), array( dirname( __DIR__, 3 ) . '/vendor/wp-cli/wp-cli/php/boot-fs.php', '--path=' . rtrim( (string) getenv( 'GB_WP_DIR' ), '/' ), '--allow-root' ) );
	}

	/**
	 * Runs `wp <args>` and gives its exit code, standard output, and the lines of standard error that
	 * are not PHP deprecation notices (WP-CLI's bundled Mustache 2.13 prints some on PHP 8.2).
	 *
	 * @param string[]    $args  Arguments after `wp`.
	 * @param string|null $stdin Standard input.
	 * @return array{code: int, stdout: string, stderr: string}
	 */
	protected static function wp( array $args, ?string $stdin = null ): array {
		return self::exec( array_merge( self::wp_binary(), $args ), $stdin );
	}

	/**
	 * Runs `wp <args>`, asserts that it succeeded and gives its standard output.
	 *
	 * @param string[] $args Arguments after `wp`.
	 */
	protected static function ok( array $args ): string {
		$result = self::wp( $args );
		self::assertSame( 0, $result['code'], 'wp ' . implode( ' ', $args ) . ' failed: ' . $result['stderr'] . $result['stdout'] );
		return $result['stdout'];
	}

	/**
	 * Runs `wp <args>`, asserts that it failed with exactly one line `Error: …` containing $expected,
	 * and gives that line.
	 *
	 * @param string[]    $args     Arguments after `wp`.
	 * @param string      $expected Text the error line contains.
	 * @param string|null $stdin    Standard input.
	 */
	protected static function fails( array $args, string $expected, ?string $stdin = null ): string {
		return self::assert_error_line( 'wp ' . implode( ' ', $args ), self::wp( $args, $stdin ), $expected );
	}

	/**
	 * Runs failing commands in ONE process of the real binary (tests/php/Cli/batch-runner.php: each
	 * through WP-CLI's runner, as WP_CLI::runcommand() without a new process), and asserts of each what
	 * fails() asserts: a non-zero exit code, nothing on standard output, exactly one line `Error: …`
	 * containing the expected text. The process itself must print nothing (a PHP warning or notice of any
	 * command fails the batch). For error cases that differ only in their input; each command also runs
	 * in a process of its own elsewhere, and global parameters (--user) cannot be batched.
	 *
	 * @param list<array{0: string[], 1: string}> $cases   Arguments after `wp`, and the text its error line contains.
	 * @param string[]                            $globals Global parameters of the process, e.g. a --require.
	 */
	protected static function all_fail( array $cases, array $globals = array() ): void {
		$file = (string) tempnam( sys_get_temp_dir(), 'gb-cli-batch' );
		try {
			$batch = self::wp( array_merge( $globals, array( '--require=' . __DIR__ . '/batch-runner.php', 'gblocks-test-batch', $file ) ), (string) wp_json_encode( array_column( $cases, 0 ) ) );
			self::assertSame( 0, $batch['code'], 'The batch failed: ' . $batch['stderr'] . $batch['stdout'] );
			self::assertSame( '', $batch['stdout'] . trim( $batch['stderr'] ), 'The batch printed outside its commands' );
			$results = json_decode( (string) file_get_contents( $file ), true );
		} finally {
			unlink( $file );
		}
		self::assertIsArray( $results );
		self::assertCount( count( $cases ), $results );
		foreach ( $cases as $index => list( $args, $expected ) ) {
			self::assert_error_line( 'wp ' . implode( ' ', $args ) . ' (batched)', $results[ $index ], $expected );
		}
	}

	/**
	 * Asserts that a command failed with exactly one line `Error: …` containing $expected, and nothing
	 * on standard output; gives that line.
	 *
	 * @param string                                           $label    The command, for messages.
	 * @param array{code: int, stdout: string, stderr: string} $result   What it did.
	 * @param string                                           $expected Text the error line contains.
	 */
	private static function assert_error_line( string $label, array $result, string $expected ): string {
		self::assertNotSame( 0, $result['code'], $label . ' should fail; it printed: ' . $result['stdout'] );
		self::assertSame( '', trim( $result['stdout'] ), $label . ' printed on standard output' );
		$lines = array_values( array_filter( explode( "\n", trim( $result['stderr'] ) ), static fn( string $line ): bool => '' !== trim( $line ) ) );
		self::assertCount( 1, $lines, $label . ' should print one line: ' . $result['stderr'] );
		self::assertStringStartsWith( 'Error: ', $lines[0] );
		self::assertStringContainsString( $expected, $lines[0] );
		return $lines[0];
	}

	/**
	 * JSON standard output of a successful `wp <args>`.
	 *
	 * @param string[] $args Arguments after `wp`.
	 * @return mixed
	 */
	protected static function json( array $args ): mixed {
		$out  = self::ok( $args );
		$data = json_decode( $out, true );
		self::assertNotNull( $data, 'Not JSON: ' . $out );
		return $data;
	}

	/**
	 * Runs a command line.
	 *
	 * @param string[]    $command The command and its arguments.
	 * @param string|null $stdin   Standard input.
	 * @return array{code: int, stdout: string, stderr: string}
	 */
	protected static function exec( array $command, ?string $stdin = null ): array {
		$process = proc_open( // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- Runs the wp binary under test.
			$command,
			array(
				0 => array( 'pipe', 'r' ),
				1 => array( 'pipe', 'w' ),
				2 => array( 'pipe', 'w' ),
			),
			$pipes,
			dirname( __DIR__, 3 ),
			self::$env
		);
		if ( ! is_resource( $process ) ) {
			self::fail( 'Could not start ' . implode( ' ', $command ) );
		}
		fwrite( $pipes[0], (string) $stdin );
		fclose( $pipes[0] );
		$stdout = (string) stream_get_contents( $pipes[1] );
		$stderr = (string) stream_get_contents( $pipes[2] );
		fclose( $pipes[1] );
		fclose( $pipes[2] );
		$code   = proc_close( $process );
		$stderr = implode( "\n", array_filter( explode( "\n", $stderr ), static fn( string $line ): bool => ! preg_match( '/^(PHP )?Deprecated: /', $line ) ) );
		return array(
			'code'   => $code,
			'stdout' => $stdout,
			'stderr' => $stderr,
		);
	}
}
