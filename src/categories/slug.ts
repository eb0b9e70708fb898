/**
 * Internal dependencies
 */
import rule from './category-slug.json';

/**
 * The shared rule's patterns, compiled once. `u`: they are matched on code points, as PHP's `/u` does.
 */
const patterns = {
	whitespace: new RegExp( rule.patterns.whitespace, 'gu' ),
	disallowed: new RegExp( rule.patterns.disallowed, 'gu' ),
	separators: new RegExp( rule.patterns.separators, 'gu' ),
	trim: new RegExp( rule.patterns.trim, 'gu' ),
};

/**
 * A category slug derived from its name (SPEC §5): whitespace to hyphens, characters other than a-z,
 * 0-9 and hyphen dropped, lowercase, no hyphen at either end. The rule and its test cases live in
 * src/categories/category-slug.json, which the server applies too (GBlocks_Pro\Categories\Category_Slug).
 *
 * @param name Category name.
 * @return The slug; '' when the name has no letter a-z or digit.
 */
export function categorySlug( name: string ): string {
	return name
		.replace( patterns.whitespace, ' ' )
		.replace( patterns.disallowed, '' )
		.toLowerCase()
		.replace( patterns.separators, '-' )
		.replace( patterns.trim, '' );
}

/**
 * A category name is valid when it is not empty after trimming.
 *
 * @param name Category name.
 */
export function isValidCategoryName( name: string ): boolean {
	return name.trim() !== '';
}
