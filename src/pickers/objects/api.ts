/**
 * The object search and title routes (SPEC §7, under the conditions namespace), used by every picker
 * that chooses posts, terms or users. Unit tests mock this module and nothing below it.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { request } from '../../shared/api';
import { CONDITIONS_NAMESPACE } from '../../shared/api/routes';
import type { ObjectType, SearchResult, SearchTarget } from './types';

type Query = Record< string, string | number | undefined >;

/**
 * Query parameters of a search: a purely numeric text searches by id (SPEC §5).
 *
 * @param text What the user typed.
 */
export function searchParams( text: string ): Query {
	const trimmed = text.trim();
	return /^\d+$/.test( trimmed ) ? { id: trimmed } : { search: trimmed };
}

export const objectsApi = {
	search: ( target: SearchTarget, text: string ) =>
		request< SearchResult[] >(
			{
				path: addQueryArgs( CONDITIONS_NAMESPACE + target.route, {
					...target.scope,
					...searchParams( text ),
				} ),
			},
			__( 'Failed to search', 'gblocks-pro' )
		),

	/**
	 * Titles of objects by 'type-id' key; unknown ids are left out.
	 *
	 * @param requests The objects to name.
	 */
	titles: ( requests: { type: ObjectType; id: number }[] ) =>
		request< Record< string, string > >(
			{
				path: CONDITIONS_NAMESPACE + '/batch_object_titles',
				method: 'POST',
				data: { requests },
			},
			__( 'Failed to fetch titles', 'gblocks-pro' )
		),
};

export type ObjectsApi = typeof objectsApi;
