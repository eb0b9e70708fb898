<?php
/**
 * The golden fixtures of tests/fixtures/styles, run by the PHP compiler.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Styles;

use GBlocks_Pro\Styles\Compiler;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Each fixture (also run by Jest: src/styles/test/compiler-fixtures.test.ts) compiles to its CSS
 * through WordPress's style engine, so the editor's preview and the page get the same bytes.
 */
final class Compiler_Fixtures_Test extends Test_Case {

	/**
	 * The fixtures, by file name.
	 *
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function fixtures(): array {
		$cases = array();
		foreach ( (array) glob( dirname( __DIR__, 2 ) . '/fixtures/styles/*.json' ) as $file ) {
			$data                                = json_decode( (string) file_get_contents( (string) $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local fixture.
			$cases[ basename( (string) $file ) ] = array( is_array( $data ) ? $data : array() );
		}
		return $cases;
	}

	/**
	 * There are at least 40 fixtures.
	 */
	public function test_there_are_at_least_forty_fixtures(): void {
		$this->assertGreaterThanOrEqual( 40, count( self::fixtures() ) );
	}

	/**
	 * A fixture's styles compile to its CSS.
	 *
	 * @dataProvider fixtures
	 *
	 * @param array<string, mixed> $fixture The fixture.
	 */
	public function test_fixture_compiles_to_its_css( array $fixture ): void {
		$this->assertIsString( $fixture['selector'] ?? null );
		$this->assertIsArray( $fixture['styles'] ?? null );
		$this->assertSame( $fixture['css'], Compiler::compile( $fixture['styles'], $fixture['selector'] ) );
	}
}
