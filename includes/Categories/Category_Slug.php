<?php
/**
 * The slug rule of category names, shared with TypeScript.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Categories;

use GBlocks_Pro\Support\Contract_File;

/**
 * Applies the rule of src/categories/category-slug.json (SPEC §5), the file that the TypeScript
 * categorySlug() imports: whitespace to one space, characters other than A-Z, a-z, 0-9, space and
 * hyphen dropped, lowercase, runs of spaces and hyphens to one hyphen, no hyphen at either end.
 */
final class Category_Slug {

	/**
	 * The JSON file, relative to the plugin directory.
	 */
	public const FILE = 'src/categories/category-slug.json';

	/**
	 * The rule's patterns, read once per request.
	 *
	 * @var array<string, string>|null
	 */
	private static ?array $patterns = null;

	/**
	 * The slug of a category name; '' when the name has no letter a-z or digit.
	 *
	 * @param string $name Category name (or a slug to normalise).
	 */
	public static function from( string $name ): string {
		if ( 1 !== preg_match( '//u', $name ) ) {
			// Not UTF-8: every non-ASCII byte would be dropped anyway.
			$name = (string) preg_replace( '/[\x80-\xFF]/', '', $name );
		}
		$patterns = self::patterns();
		$slug     = self::replace( $patterns['whitespace'], ' ', $name );
		$slug     = strtolower( self::replace( $patterns['disallowed'], '', $slug ) );
		$slug     = self::replace( $patterns['separators'], '-', $slug );
		return self::replace( $patterns['trim'], '', $slug );
	}

	/**
	 * The rule's patterns by name (whitespace, disallowed, separators, trim), as the JSON file has them.
	 *
	 * @return array<string, string>
	 *
	 * @throws \RuntimeException When the file is missing or invalid (a broken build).
	 */
	public static function patterns(): array {
		if ( null === self::$patterns ) {
			$rule = Contract_File::read( self::FILE );
			if ( ! is_array( $rule['patterns'] ?? null ) ) {
				throw new \RuntimeException( esc_html( 'GBlocks Pro: ' . self::FILE . ' is missing or invalid.' ) );
			}
			self::$patterns = array_map( 'strval', $rule['patterns'] );
		}
		return self::$patterns;
	}

	/**
	 * One step of the rule.
	 *
	 * @param string $pattern     Pattern source, valid in PCRE and in JavaScript.
	 * @param string $replacement Replacement.
	 * @param string $subject     Text.
	 */
	private static function replace( string $pattern, string $replacement, string $subject ): string {
		return (string) preg_replace( '~' . str_replace( '~', '\~', $pattern ) . '~u', $replacement, $subject );
	}
}
