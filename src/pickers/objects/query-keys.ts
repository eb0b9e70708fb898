/**
 * Query keys of the object searches and titles (they do not change when conditions or overlays do).
 */
export const objectKeys = {
	all: [ 'gblocks-pro', 'objects' ] as const,
	search: ( route: string, scope: string, text: string ) =>
		[ ...objectKeys.all, 'search', route, scope, text ] as const,
	titles: ( type: string, ids: string ) =>
		[ ...objectKeys.all, 'titles', type, ids ] as const,
};
