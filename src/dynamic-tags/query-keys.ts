/**
 * Query keys of the dynamic tags feature: every preview lives under the root, so that one
 * invalidation (after a save of the post, whose meta may have changed) refreshes them all.
 */
export const dynamicTagKeys = {
	all: [ 'gblocks-pro', 'dynamic-tags' ] as const,
	preview: ( postId: number, tags: readonly string[] ) =>
		[
			...dynamicTagKeys.all,
			'preview',
			postId,
			[ ...tags ].sort().join( '\n' ),
		] as const,
};
