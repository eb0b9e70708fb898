/**
 * What the key and post pickers of the dynamic tag builder and the Loop block choose from.
 */

/** The object types whose keys the keys route lists. */
export type MetaObjectType = 'post' | 'user' | 'term' | 'option';

/** One key the current user may use (GET dynamic-tags/keys). */
export interface MetaKey {
	key: string;
	label: string;
	source: 'meta' | 'acf';
}

/** One post found by the post picker. */
export interface PostResult {
	id: number;
	title: string;
	type: string;
}
