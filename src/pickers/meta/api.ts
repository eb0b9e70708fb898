/**
 * The routes behind the key and post pickers: the meta keys the current user may use
 * (GET generateblocks-pro/v1/dynamic-tags/keys) and a post search over every post type (core's
 * /wp/v2/search). Unit tests mock this module and nothing below it.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { request, requestCore } from '../../shared/api';
import { PRO_NAMESPACE } from '../../shared/api/routes';
import type { MetaKey, MetaObjectType, PostResult } from './types';

interface CoreSearchResult {
	id: number;
	title: string;
	subtype: string;
}

/** Posts a search asks for at most. */
export const POST_SEARCH_LIMIT = 20;

function isMetaKey( value: unknown ): value is MetaKey {
	return (
		typeof value === 'object' &&
		value !== null &&
		typeof ( value as MetaKey ).key === 'string'
	);
}

export const metaPickersApi = {
	/**
	 * The keys of an object the current user may use in a tag or a loop.
	 *
	 * @param objectType    post, user, term or option.
	 * @param objectId      The object (0: the current user for user, none for option).
	 * @param withProtected Whether keys starting with _ are listed too (the server lists them only to
	 *                      users who may read them).
	 */
	keys: async (
		objectType: MetaObjectType,
		objectId: number,
		withProtected = false
	): Promise< MetaKey[] > => {
		const keys = await request< unknown >(
			{
				path: addQueryArgs( PRO_NAMESPACE + '/dynamic-tags/keys', {
					objectType,
					...( objectId > 0 ? { objectId } : {} ),
					...( withProtected ? { protected: true } : {} ),
				} ),
			},
			__( 'Failed to load the keys.', 'gblocks-pro' )
		);
		const list: MetaKey[] = Array.isArray( keys )
			? keys.filter( isMetaKey ).map( ( key ) => ( {
					key: key.key,
					label: typeof key.label === 'string' ? key.label : key.key,
					source: key.source === 'acf' ? 'acf' : 'meta',
				} ) )
			: [];
		if ( objectType !== 'option' ) {
			return list;
		}
		// Options also list the custom-field integration's option-page fields, with their labels.
		const fields = await metaPickersApi.acfOptionFields();
		const known = new Set( fields.map( ( field ) => field.key ) );
		return [
			...fields,
			...list.filter( ( key ) => ! known.has( key.key ) ),
		];
	},

	/**
	 * The option-page fields of the custom-field integration
	 * (GET generateblocks-pro/v1/get-acf-option-fields): an empty list when it is off. A failure is
	 * logged and gives an empty list (SPEC 8).
	 */
	acfOptionFields: async (): Promise< MetaKey[] > => {
		try {
			const fields = await request< unknown >(
				{ path: PRO_NAMESPACE + '/get-acf-option-fields' },
				__( 'Failed to load the option fields.', 'gblocks-pro' )
			);
			return Array.isArray( fields )
				? fields.filter( isMetaKey ).map( ( field ) => ( {
						key: field.key,
						label:
							typeof field.label === 'string'
								? field.label
								: field.key,
						source: 'acf' as const,
					} ) )
				: [];
		} catch ( error ) {
			// eslint-disable-next-line no-console -- SPEC 8: the failure is logged, the list is empty.
			console.error( error );
			return [];
		}
	},

	/**
	 * Posts of any post type whose title matches, or the post of that id.
	 *
	 * @param text A title, or digits for an id.
	 */
	searchPosts: async ( text: string ): Promise< PostResult[] > => {
		const trimmed = text.trim();
		const results = await requestCore< CoreSearchResult[] >(
			{
				path: addQueryArgs( '/wp/v2/search', {
					type: 'post',
					per_page: POST_SEARCH_LIMIT,
					_fields: 'id,title,subtype',
					...( /^\d+$/.test( trimmed )
						? { include: trimmed }
						: { search: trimmed } ),
				} ),
			},
			__( 'Failed to search', 'gblocks-pro' )
		);
		return ( Array.isArray( results ) ? results : [] ).map(
			( result ) => ( {
				id: result.id,
				title: result.title,
				type: result.subtype,
			} )
		);
	},
};

export type MetaPickersApi = typeof metaPickersApi;
