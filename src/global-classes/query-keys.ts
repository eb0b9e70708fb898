/**
 * Query keys of the global classes feature.
 */
export const GLOBAL_CLASSES_ROOT = [ 'gblocks-pro', 'global-classes' ] as const;

export const globalClassKeys = {
	all: GLOBAL_CLASSES_ROOT,
	list: () => [ ...GLOBAL_CLASSES_ROOT, 'list' ] as const,
	summaries: () => [ ...GLOBAL_CLASSES_ROOT, 'summaries' ] as const,
	usage: ( id: number ) => [ ...GLOBAL_CLASSES_ROOT, 'usage', id ] as const,
	css: ( name: string ) => [ ...GLOBAL_CLASSES_ROOT, 'css', name ] as const,
};
