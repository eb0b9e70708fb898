/**
 * Wire types shared by every route of the plugin's own namespaces.
 */

/** What our namespaces answer: `{ success, response }`. */
export interface Envelope< T > {
	success: boolean;
	response: T;
}

/** A WordPress REST error body (core routes, and permission or argument errors on ours). */
export interface WordPressErrorBody {
	code?: string;
	message?: string;
	data?: { status?: number; params?: Record< string, string > } | null;
	success?: false;
	response?: unknown;
}

export interface RequestOptions {
	path: string;
	method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
	data?: unknown;
	signal?: AbortSignal;
}

/** A paginated core collection: the items and the totals read from X-WP-Total(Pages). */
export interface Paged< T > {
	items: T[];
	total: number;
	totalPages: number;
}
