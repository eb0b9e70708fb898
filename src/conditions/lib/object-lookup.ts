/**
 * Which picker a rule's value uses.
 */

/**
 * Internal dependencies
 */
import type { ObjectType, SearchTarget } from '../../pickers/objects';
import type { RuleMetadata } from '../types';

/**
 * Which route a rule's object selector searches, and which object type names its ids. The metadata's
 * object_type/object_subtype win; otherwise the rule id says (post:{type}, taxonomy:{tax},
 * post_terms:{tax}, child_of/parent_of).
 *
 * @param rule     Rule id.
 * @param metadata Rule metadata.
 */
export function lookupFor(
	rule: string,
	metadata: RuleMetadata
): { target: SearchTarget; objectType: ObjectType } | null {
	if ( metadata.value_type === 'author_id' ) {
		return { target: { route: '/search_users' }, objectType: 'user' };
	}
	if ( metadata.value_type === 'hierarchical_object_selector' ) {
		return {
			target: {
				route: '/search_hierarchical_posts',
				scope: metadata.object_subtype
					? { post_type: metadata.object_subtype }
					: {},
			},
			objectType: 'post',
		};
	}
	if ( metadata.value_type !== 'object_selector' ) {
		return null;
	}
	const [ family, subtype = '' ] = rule.split( ':' );
	const scopeSubtype = metadata.object_subtype ?? subtype;
	const objectType: ObjectType | undefined =
		metadata.object_type ??
		( family === 'post' ? 'post' : undefined ) ??
		( family === 'taxonomy' || family === 'post_terms'
			? 'term'
			: undefined );
	if ( objectType === 'term' ) {
		return {
			target: {
				route: '/search_terms',
				scope: { taxonomy: scopeSubtype },
			},
			objectType,
		};
	}
	if ( objectType === 'user' ) {
		return { target: { route: '/search_users' }, objectType };
	}
	if ( family === 'child_of' || family === 'parent_of' ) {
		return {
			target: { route: '/search_hierarchical_posts', scope: {} },
			objectType: 'post',
		};
	}
	return {
		target: { route: '/search_posts', scope: { post_type: scopeSubtype } },
		objectType: 'post',
	};
}
