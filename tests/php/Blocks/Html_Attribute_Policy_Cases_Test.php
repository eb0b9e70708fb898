<?php
/**
 * The unsafe-attribute rule agrees with the editor's port on a shared table of cases.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Blocks;

use GBlocks_Pro\Tests\Test_Case;
use GBlocks_Pro\Trust\Html_Attribute_Policy;

/**
 * Every case of tests/fixtures/html-attributes/unsafe-cases.json, judged by Html_Attribute_Policy (Jest
 * judges the same file with the editor's isUnsafeAttribute: src/blocks/editor/html-attributes/test/policy.test.ts).
 */
final class Html_Attribute_Policy_Cases_Test extends Test_Case {

	/**
	 * The shared cases, by label.
	 *
	 * @return array<string, array{0: string, 1: string, 2: bool}>
	 */
	public static function cases(): array {
		$file = dirname( __DIR__, 2 ) . '/fixtures/html-attributes/unsafe-cases.json';
		$data = json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local fixture.
		$out  = array();
		foreach ( is_array( $data ) ? $data['cases'] : array() as $case ) {
			$out[ (string) $case['label'] ] = array( (string) $case['name'], (string) $case['value'], (bool) $case['unsafe'] );
		}
		return $out;
	}

	public function test_the_shared_table_has_safe_and_unsafe_cases(): void {
		$unsafe = array_filter( self::cases(), static fn( array $item ): bool => $item[2] );
		$this->assertGreaterThanOrEqual( 60, count( $unsafe ) );
		$this->assertGreaterThanOrEqual( 10, count( self::cases() ) - count( $unsafe ) );
	}

	/**
	 * Each case is judged as the table says.
	 *
	 * @dataProvider cases
	 *
	 * @param string $name   Attribute name as stored.
	 * @param string $value  Value as stored.
	 * @param bool   $unsafe Whether it is unsafe.
	 */
	public function test_the_policy_judges_the_case_as_the_table_says( string $name, string $value, bool $unsafe ): void {
		$this->assertSame( $unsafe, Html_Attribute_Policy::is_unsafe( $name, $value ) );
	}
}
