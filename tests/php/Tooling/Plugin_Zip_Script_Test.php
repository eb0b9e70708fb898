<?php
/**
 * The scripts bin/plugin-zip.sh and bin/lib.sh (its build check), run for real on a scratch copy of the checkout.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Tooling;

use PHPUnit\Framework\TestCase;

/**
 * A copy of the plugin's files (sources, built bundles, scripts; node_modules linked) in a temporary
 * folder, without artifacts/, as a clone is after `npm install && npm run build`. The scripts run
 * there as a user runs them, so that nothing of the real checkout is touched (the e2e stage zips the
 * real one at the same time). The copy keeps modification times: the built bundles stay newer than
 * the sources and nothing is rebuilt.
 */
final class Plugin_Zip_Script_Test extends TestCase {

	/**
	 * What the copy takes from the checkout.
	 */
	private const COPIED = array( 'bin', 'build', 'includes', 'languages', 'src', 'package.json', 'plugin.php', 'uninstall.php', 'readme.txt', 'README.md', 'webpack.config.js' );

	/**
	 * The scratch checkout.
	 *
	 * @var string
	 */
	private static string $checkout = '';

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		$root = dirname( __DIR__, 3 );
		if ( ! is_file( $root . '/build/editor.asset.php' ) ) {
			self::fail( 'build/ is missing: run the PHP tests through bin/test.sh, which builds first.' );
		}
		self::$checkout = sys_get_temp_dir() . '/gblocks-zip-checkout-' . getmypid();
		self::sh( 'rm -rf ' . escapeshellarg( self::$checkout ) . ' && mkdir -p ' . escapeshellarg( self::$checkout ) );
		// A build of the watcher's (source maps) in the real checkout is not what these tests start from.
		self::sh( sprintf( 'cd %s && tar -cf - --exclude="*.map" %s | tar -xf - -C %s', escapeshellarg( $root ), implode( ' ', array_map( 'escapeshellarg', self::COPIED ) ), escapeshellarg( self::$checkout ) ) );
		self::sh( sprintf( 'ln -s %s %s', escapeshellarg( $root . '/node_modules' ), escapeshellarg( self::$checkout . '/node_modules' ) ) );
	}

	public static function tearDownAfterClass(): void {
		self::sh( 'rm -rf ' . escapeshellarg( self::$checkout ) );
		parent::tearDownAfterClass();
	}

	/**
	 * Runs a shell command; fails the test when it fails.
	 *
	 * @param string $command The command.
	 */
	private static function sh( string $command ): void {
		$result = self::run_command( $command );
		self::assertSame( 0, $result['code'], $command . "\n" . $result['output'] );
	}

	/**
	 * Runs a command in the scratch checkout and gives its exit code and output (standard output and
	 * error together).
	 *
	 * @param string $command The command.
	 * @return array{code: int, output: string}
	 */
	private static function run_command( string $command ): array {
		$output = array();
		$code   = 0;
		$cd     = is_dir( self::$checkout ) ? 'cd ' . escapeshellarg( self::$checkout ) . ' && ' : '';
		exec( '( ' . $cd . $command . ' ) 2>&1', $output, $code ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- Runs the project's scripts.
		return array(
			'code'   => $code,
			'output' => implode( "\n", $output ),
		);
	}

	/**
	 * The names in a zip.
	 *
	 * @param string $zip Path of the zip.
	 * @return string[]
	 */
	private static function zip_names( string $zip ): array {
		$archive = new \ZipArchive();
		if ( true !== $archive->open( $zip ) ) {
			return array();
		}
		$names = array();
		$count = $archive->count();
		for ( $i = 0; $i < $count; $i++ ) {
			$names[] = (string) $archive->getNameIndex( $i );
		}
		$archive->close();
		return $names;
	}

	public function test_the_zip_is_written_on_a_checkout_without_artifacts(): void {
		$this->assertDirectoryDoesNotExist( self::$checkout . '/artifacts' );
		$result = self::run_command( 'bash bin/plugin-zip.sh' );
		$this->assertSame( 0, $result['code'], $result['output'] );
		$this->assertStringNotContainsString( 'Building', $result['output'], 'The copied build is current: nothing is rebuilt.' );
		$names = self::zip_names( self::$checkout . '/gblocks-pro.zip' );
		$this->assertContains( 'gblocks-pro/plugin.php', $names );
		$this->assertContains( 'gblocks-pro/build/editor.js', $names );
		$this->assertSame( array(), preg_grep( '/\.map$/', $names ) );
		$this->assertLessThanOrEqual( 2 * 1024 * 1024, filesize( self::$checkout . '/gblocks-pro.zip' ) );
		$this->assertFileExists( self::$checkout . '/artifacts/plugin-zip.log' );
	}

	public function test_a_build_with_source_maps_is_the_watchers_and_not_current(): void {
		$current = 'bash -c "source bin/lib.sh; build_is_current"';
		$this->assertSame( 0, self::run_command( $current )['code'], 'The copied production build is current.' );

		// What `wp-scripts start` leaves beside every bundle.
		$map = self::$checkout . '/build/editor.js.map';
		file_put_contents( $map, '{"version":3,"sources":[],"mappings":""}' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- A scratch file.
		try {
			$this->assertSame( 1, self::run_command( $current )['code'], 'A development build must be rebuilt for the tests and the zip.' );
			$this->assertSame( 0, self::run_command( 'bash -c "source bin/lib.sh; build_is_current any"' )['code'], 'npm start takes what its watcher built.' );
		} finally {
			unlink( $map );
		}
	}
}
