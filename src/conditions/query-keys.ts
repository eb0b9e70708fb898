/**
 * The one query-key factory of the Conditions feature.
 */
export const conditionKeys = {
	all: [ 'gblocks-pro', 'conditions' ] as const,
	lists: () => [ ...conditionKeys.all, 'list' ] as const,
	list: ( page: number, perPage: number ) =>
		[ ...conditionKeys.lists(), page, perPage ] as const,
	details: () => [ ...conditionKeys.all, 'detail' ] as const,
	detail: ( id: number ) => [ ...conditionKeys.details(), id ] as const,
	usages: () => [ ...conditionKeys.all, 'usage' ] as const,
	usage: ( id: number ) => [ ...conditionKeys.usages(), id ] as const,
	lookups: () => [ ...conditionKeys.all, 'lookup' ] as const,
	types: () => [ ...conditionKeys.lookups(), 'types' ] as const,
	rules: ( type: string ) =>
		[ ...conditionKeys.lookups(), 'rules', type ] as const,
	operators: ( type: string, rule: string ) =>
		[ ...conditionKeys.lookups(), 'operators', type, rule ] as const,
	metadata: ( type: string, rule: string ) =>
		[ ...conditionKeys.lookups(), 'metadata', type, rule ] as const,
	search: ( route: string, scope: string, text: string ) =>
		[ ...conditionKeys.lookups(), 'search', route, scope, text ] as const,
	titles: ( type: string, ids: string ) =>
		[ ...conditionKeys.lookups(), 'titles', type, ids ] as const,
	categories: () => [ 'gblocks-pro', 'condition-categories' ] as const,
};
