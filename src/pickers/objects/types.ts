/**
 * Objects the pickers search and name: posts, terms and users.
 */

export type ObjectType = 'post' | 'term' | 'user';

/** What the search routes answer: posts carry a title, terms and users a name. */
export interface SearchResult {
	id: number;
	title?: string;
	name?: string;
}

/** The search route and its scope parameters for each kind of object selector. */
export interface SearchTarget {
	route:
		| '/search_posts'
		| '/search_terms'
		| '/search_hierarchical_posts'
		| '/search_users';
	scope?: Record< string, string | number | undefined >;
}
