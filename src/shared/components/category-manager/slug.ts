/**
 * A category slug derived from its name: lowercase, characters other than a-z, 0-9, space and hyphen
 * dropped, whitespace turned into hyphens (SPEC §5).
 *
 * @param name Category name.
 */
export function categorySlug( name: string ): string {
	return name
		.trim()
		.toLowerCase()
		.replace( /[^a-z0-9\s-]/g, '' )
		.replace( /\s+/g, '-' );
}

/**
 * A category name is valid when it is not empty after trimming.
 *
 * @param name Category name.
 */
export function isValidCategoryName( name: string ): boolean {
	return name.trim() !== '';
}
