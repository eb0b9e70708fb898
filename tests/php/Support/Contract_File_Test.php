<?php
/**
 * The JSON contracts PHP reads at run time ship with the built plugin.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Support;

use GBlocks_Pro\Support\Contract_File;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Every 'src/...' path the PHP under includes/ names is a contract read through Contract_File: a JSON
 * file (or a folder of block.json files) that the build copies to build/contracts/ (webpack.config.js:
 * every src/**\/*.json outside test/ and __fixtures__/), so that the installable zip, which has no src/,
 * carries it. bin/plugin-zip.sh checks the same list against the zip itself.
 */
final class Contract_File_Test extends Test_Case {

	/**
	 * The src/ paths named in includes/ ('src/x.json' literals), without the bare 'src/' prefix.
	 *
	 * @return string[]
	 */
	private static function paths_named_in_includes(): array {
		$paths = array();
		$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( GBLOCKS_PRO_DIR . 'includes', \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $files as $file ) {
			if ( $file instanceof \SplFileInfo && 'php' === $file->getExtension() && Contract_File::GENERATED !== $file->getPathname() && preg_match_all( "#'(src/[^']+)'#", (string) file_get_contents( $file->getPathname() ), $matches ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A source file of the plugin.
				array_push( $paths, ...$matches[1] );
			}
		}
		$paths = array_values( array_unique( $paths ) );
		sort( $paths );
		return $paths;
	}

	/**
	 * Whether the build's copy step takes a file (webpack.config.js: src/**\/*.json, not under test/ or
	 * __fixtures__/).
	 *
	 * @param string $path Path relative to the plugin folder.
	 */
	private static function copied_by_the_build( string $path ): bool {
		return str_starts_with( $path, 'src/' ) && str_ends_with( $path, '.json' ) && ! preg_match( '#/(test|__fixtures__)/#', $path );
	}

	public function test_the_pattern_library_contract_is_one_of_them(): void {
		$this->assertContains( 'src/pattern-library/pattern-library.json', self::paths_named_in_includes() );
		$this->assertContains( 'src/overlays/settings.json', self::paths_named_in_includes() );
	}

	public function test_every_contract_the_php_reads_exists_and_is_copied_into_the_build(): void {
		foreach ( self::paths_named_in_includes() as $path ) {
			$this->assertFileExists( GBLOCKS_PRO_DIR . $path, $path . ' is named in includes/ but does not exist.' );
			$files = is_dir( GBLOCKS_PRO_DIR . $path ) ? array( $path . '/block.json' ) : array( $path );
			foreach ( $files as $file ) {
				$this->assertFileExists( GBLOCKS_PRO_DIR . $file );
				$this->assertTrue( self::copied_by_the_build( $file ), $file . ' is read at run time but the build does not copy it to build/contracts/.' );
				$this->assertIsArray( Contract_File::read( $file ) );
			}
		}
	}

	/**
	 * The generated copy (bin/support/contracts-php.cjs) holds exactly the JSON contracts the PHP names,
	 * each identical to json_decode() of its file: the JSON stays the one source, and a stale copy fails.
	 */
	public function test_the_generated_copy_is_every_json_contract_the_php_names_decoded_identically(): void {
		$generated = Contract_File::generated();
		$json      = array_values( array_filter( self::paths_named_in_includes(), static fn( $path ) => str_ends_with( $path, '.json' ) ) );
		$this->assertSame( $json, array_keys( $generated ), 'Run npm run types:contracts: the generated copy does not list the contracts the PHP names.' );
		foreach ( $generated as $path => $data ) {
			$decoded = json_decode( (string) file_get_contents( GBLOCKS_PRO_DIR . $path ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A contract of the plugin.
			$this->assertSame( $decoded, $data, $path . ' differs from its generated copy: run npm run types:contracts.' );
		}
	}

	/**
	 * A read answers from the generated copy, loaded whole on the first read: a request that reads its
	 * contracts opens no JSON file (each read used to open and decode one).
	 */
	public function test_reads_answer_from_the_generated_copy(): void {
		$files    = new \ReflectionProperty( Contract_File::class, 'files' );
		$previous = $files->getValue();
		$files->setValue( null, null );
		try {
			$this->assertSame( Contract_File::generated()['src/overlays/settings.json'], Contract_File::read( 'src/overlays/settings.json' ) );
			$this->assertSame( array_keys( Contract_File::generated() ), array_keys( (array) $files->getValue() ), 'The first read loads every generated contract.' );
		} finally {
			$files->setValue( null, $previous );
		}
	}

	public function test_a_contract_missing_from_src_is_read_from_build_contracts(): void {
		$this->assertSame( GBLOCKS_PRO_DIR . 'src/overlays/settings.json', Contract_File::path( 'src/overlays/settings.json' ) );
		$this->assertSame( GBLOCKS_PRO_DIR . 'build/contracts/not-in-src/x.json', Contract_File::path( 'src/not-in-src/x.json' ) );
	}

	public function test_the_copy_step_of_the_build_takes_every_json_file_of_src(): void {
		$config = (string) file_get_contents( GBLOCKS_PRO_DIR . 'webpack.config.js' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- The build configuration.
		$this->assertStringContainsString( "from: '**/*.json'", $config );
		$this->assertStringContainsString( "to: 'contracts/[path][name][ext]'", $config );
	}
}
