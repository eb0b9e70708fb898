/**
 * The Loop block's preview route (GET generateblocks-pro/v1/loop/preview): the first items the loop
 * would show for the current user. Unit tests mock this module and nothing below it.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { request } from '../shared/api';
import { PRO_NAMESPACE } from '../shared/api/routes';
import type {
	LoopAttributes,
	LoopPreview,
	LoopPreviewItem,
	LoopValueType,
} from './types';

const VALUE_TYPES: readonly LoopValueType[] = [ 'array', 'none', 'other' ];

function isRecord( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

export const loopApi = {
	/**
	 * @param attributes The loop's query attributes.
	 * @param postId     The post being edited (the 'current' post), 0 for none.
	 */
	preview: async (
		attributes: LoopAttributes,
		postId: number
	): Promise< LoopPreview > => {
		const response = await request< unknown >(
			{
				path: addQueryArgs( PRO_NAMESPACE + '/loop/preview', {
					queryType: attributes.queryType,
					meta_key: attributes.meta_key,
					meta_key_id: attributes.meta_key_id,
					posts_per_page: attributes.posts_per_page,
					offset: attributes.offset,
					...( postId > 0 ? { postId } : {} ),
				} ),
			},
			__( 'Failed to load the loop preview.', 'gblocks-pro' )
		);
		const raw = isRecord( response ) ? response : {};
		const items: LoopPreviewItem[] = Array.isArray( raw.items )
			? raw.items.filter( isRecord ).map( ( item, position ) => ( {
					index:
						typeof item.index === 'number'
							? item.index
							: position + 1,
					item: item.item,
					preview:
						typeof item.preview === 'string'
							? item.preview
							: JSON.stringify( item.item ?? '' ),
				} ) )
			: [];
		const valueType = VALUE_TYPES.find(
			( type ) => type === raw.valueType
		);
		return {
			items,
			total: typeof raw.total === 'number' ? raw.total : items.length,
			// An older server did not say: an array when it sent items.
			valueType: valueType ?? ( items.length > 0 ? 'array' : 'none' ),
		};
	},
};

export type LoopApi = typeof loopApi;
