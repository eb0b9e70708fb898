/**
 * The dynamic tags routes the editor calls: previews of tags for a post
 * (POST generateblocks-pro/v1/dynamic-tags/preview). The key list is in src/pickers/meta.
 * Unit tests mock this module and nothing below it.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { request } from '../shared/api';
import { PRO_NAMESPACE } from '../shared/api/routes';

export interface PreviewResponse {
	/** Each tag asked for, with its text for the current user ('' when refused or unknown). */
	values: Record< string, string >;
	/** Why a tag gives nothing: a refused key, a malformed or unknown tag. */
	errors?: Record< string, string >;
}

export interface TagPreviews {
	values: Record< string, string >;
	errors: Record< string, string >;
}

/**
 * A map of strings from whatever the server sent.
 *
 * @param raw The map.
 */
function stringMap( raw: unknown ): Record< string, string > {
	const map: Record< string, string > = {};
	if ( typeof raw === 'object' && raw !== null ) {
		Object.entries( raw ).forEach( ( [ key, value ] ) => {
			if ( typeof value === 'string' || typeof value === 'number' ) {
				map[ key ] = String( value );
			}
		} );
	}
	return map;
}

export const dynamicTagsApi = {
	/**
	 * The preview values of tags, as the post would show them to the current user.
	 *
	 * @param tags   Tag strings.
	 * @param postId The post being edited.
	 */
	preview: async (
		tags: string[],
		postId: number
	): Promise< TagPreviews > => {
		const response = await request< PreviewResponse >(
			{
				path: PRO_NAMESPACE + '/dynamic-tags/preview',
				method: 'POST',
				data: { tags, postId },
			},
			__( 'Failed to load the dynamic tag previews.', 'gblocks-pro' )
		);
		return {
			values: stringMap( response?.values ),
			errors: stringMap( response?.errors ),
		};
	},
};

export type DynamicTagsApi = typeof dynamicTagsApi;
