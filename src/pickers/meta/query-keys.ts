/**
 * Query keys of the pickers' lookups: meta keys and post searches (saves of conditions or overlays do
 * not change them).
 */
export const metaPickerKeys = {
	all: [ 'gblocks-pro', 'meta-pickers' ] as const,
	keys: ( objectType: string, objectId: number, withProtected = false ) =>
		[
			...metaPickerKeys.all,
			'keys',
			objectType,
			objectId,
			withProtected,
		] as const,
	posts: ( text: string ) =>
		[ ...metaPickerKeys.all, 'posts', text ] as const,
};
