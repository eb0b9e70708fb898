<?php
/**
 * The category slug rule shared with TypeScript.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Categories;

use GBlocks_Pro\Categories\Category_Slug;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Category_Slug runs every case of src/categories/category-slug.json, as categorySlug does in Jest.
 */
final class Category_Slug_Test extends Test_Case {

	/**
	 * The cases of the shared JSON file, keyed by their name.
	 *
	 * @return array<string, array{string, string}>
	 */
	public function shared_cases(): array {
		$rule  = json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/src/categories/category-slug.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local file.
		$cases = array();
		foreach ( $rule['cases'] as $case ) {
			$cases[ $case['name'] ] = array( $case['input'], $case['slug'] );
		}
		return $cases;
	}

	/**
	 * The PHP side gives what the JSON says.
	 *
	 * @dataProvider shared_cases
	 *
	 * @param string $input    A category name.
	 * @param string $expected Its slug.
	 */
	public function test_follows_the_shared_slug_rule( string $input, string $expected ): void {
		$this->assertSame( $expected, Category_Slug::from( $input ) );
	}

	/**
	 * A slug of ours is a fixed point of the rule and of WordPress's sanitize_title().
	 *
	 * @dataProvider shared_cases
	 *
	 * @param string $input A category name.
	 */
	public function test_a_slug_is_left_unchanged_by_the_rule_and_by_wordpress( string $input ): void {
		$slug = Category_Slug::from( $input );
		$this->assertSame( $slug, Category_Slug::from( $slug ) );
		if ( '' !== $slug ) {
			$this->assertSame( $slug, sanitize_title( $slug ) );
		}
		$this->assertMatchesRegularExpression( '/^([a-z0-9]+(-[a-z0-9]+)*)?$/', $slug );
	}

	public function test_invalid_utf8_gives_a_slug_instead_of_an_error(): void {
		$this->assertSame( 'summer-sale', Category_Slug::from( "Summer \xC3\x28Sale\xFF" ) );
	}

	public function test_the_rule_names_each_pattern(): void {
		$this->assertSame( array( 'whitespace', 'disallowed', 'separators', 'trim' ), array_keys( Category_Slug::patterns() ) );
	}
}
