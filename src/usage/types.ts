/**
 * The usage answer of every usage route (SPEC §3; PHP: GBlocks_Pro\Usage\Usage_Schema): the places
 * something is used, by section. A feature narrows `usage_type` to the values its route answers.
 */

export interface UsageItem< UsageType extends string = string > {
	id: number;
	type: string;
	title: string;
	status: string;
	type_label: string;
	usage_type: UsageType;
	edit_url: string;
	view_url: string;
}

export interface UsageSection< UsageType extends string = string > {
	label: string;
	total: number;
	items: UsageItem< UsageType >[];
	/** More items exist than the section lists. */
	has_more?: boolean;
}

export interface UsageResponse< UsageType extends string = string > {
	total: number;
	usage: Record< string, UsageSection< UsageType > >;
	/** More usage exists than listed. */
	has_more?: boolean;
	/** The scan stopped at a limit. */
	limited?: boolean;
	/** What the scan could not look at (human-readable). */
	limitations?: string[];
	/** Served from the usage cache, built at cached_at (the conditions' usage route). */
	cached?: boolean;
	/** When the scan ran, in Unix seconds (the conditions' usage route). */
	cached_at?: number;
}

/** The part of a react-query result the usage modal reads. */
export interface UsageQuery {
	data?: UsageResponse;
	isLoading: boolean;
	isError: boolean;
	isFetching: boolean;
	error: unknown;
	refetch: () => unknown;
}
