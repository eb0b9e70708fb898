/**
 * The dynamic tags routes the editor calls: previews of tags for a post
 * (POST generateblocks-pro/v1/dynamic-tags/preview). The key list is in src/shared/meta-pickers.
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
	/** Each tag asked for, with its value for the current user (a refusal message when refused). */
	values: Record< string, string >;
}

export const dynamicTagsApi = {
	/**
	 * The preview values of tags, as the post would show them to the current user.
	 *
	 * @param tags   Tag strings.
	 * @param postId The post being edited (0 outside a post, e.g. in the site editor).
	 */
	preview: async (
		tags: string[],
		postId: number
	): Promise< Record< string, string > > => {
		const response = await request< PreviewResponse >(
			{
				path: PRO_NAMESPACE + '/dynamic-tags/preview',
				method: 'POST',
				data: { tags, ...( postId > 0 ? { postId } : {} ) },
			},
			__( 'Failed to load the dynamic tag previews.', 'gblocks-pro' )
		);
		const values: Record< string, string > = {};
		const raw =
			response && typeof response.values === 'object'
				? response.values
				: {};
		Object.entries( raw ?? {} ).forEach( ( [ tag, value ] ) => {
			values[ tag ] =
				typeof value === 'string' || typeof value === 'number'
					? String( value )
					: '';
		} );
		return values;
	},
};

export type DynamicTagsApi = typeof dynamicTagsApi;
