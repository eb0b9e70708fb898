/**
 * The list's filters (search, status, category) and their place in the address: conditionSearch,
 * conditionStatus and conditionCategory, absent when they are at their defaults.
 */

export type StatusFilter = 'any' | 'publish' | 'draft';

export interface ListFilters {
	/** Title search text ('' for none). */
	search: string;
	status: StatusFilter;
	/** A category term ID, 'uncategorized', or '' for every category. */
	category: string;
}

export const NO_FILTERS: ListFilters = {
	search: '',
	status: 'any',
	category: '',
};

/**
 * The filters in a query string; unknown values fall back to the defaults.
 *
 * @param search location.search.
 */
export function readFilters( search: string ): ListFilters {
	const params = new URLSearchParams( search );
	const status = params.get( 'conditionStatus' );
	const category = params.get( 'conditionCategory' ) ?? '';
	return {
		search: ( params.get( 'conditionSearch' ) ?? '' ).trim(),
		status: status === 'publish' || status === 'draft' ? status : 'any',
		category:
			category === 'uncategorized' || /^[1-9]\d*$/.test( category )
				? category
				: '',
	};
}

/**
 * The query parameters of the filters: set when not at their default, removed otherwise.
 *
 * @param filters The filters.
 */
export function filterParams(
	filters: ListFilters
): Record< string, string | null > {
	return {
		conditionSearch: filters.search.trim() || null,
		conditionStatus: filters.status === 'any' ? null : filters.status,
		conditionCategory: filters.category || null,
	};
}

/**
 * Whether any filter narrows the list.
 *
 * @param filters The filters.
 */
export function hasFilters( filters: ListFilters ): boolean {
	return (
		filters.search.trim() !== '' ||
		filters.status !== 'any' ||
		filters.category !== ''
	);
}

/**
 * The GET /conditions parameters of the filters (only those that narrow the list).
 *
 * @param filters The filters.
 */
export function filterQuery( filters: ListFilters ): Record< string, string > {
	const query: Record< string, string > = {};
	if ( filters.search.trim() ) {
		query.search = filters.search.trim();
	}
	if ( filters.status !== 'any' ) {
		query.status = filters.status;
	}
	if ( filters.category ) {
		query.category = filters.category;
	}
	return query;
}
