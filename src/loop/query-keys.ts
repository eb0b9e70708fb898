/**
 * Query keys of the Loop block's previews.
 */
export const loopKeys = {
	all: [ 'gblocks-pro', 'loop' ] as const,
	preview: ( postId: number, query: string ) =>
		[ ...loopKeys.all, 'preview', postId, query ] as const,
};
