/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
import { store as coreStore } from '@wordpress/core-data';
import { dispatch, resolveSelect, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { createClass, fetchClasses } from '../api';

/**
 * The global classes client on the real core-data store (the editor's default registry): only the
 * network under api-fetch is replaced, by a small fake of the /wp/v2 routes it reads and writes.
 */

const POSTS = [ { id: 7, title: { raw: 'Hello' }, status: 'publish' } ];
const CLASSES: Array< Record< string, unknown > > = [];

function answer( options: APIFetchOptions ): unknown {
	const path = options.path ?? '';
	const method = options.method ?? 'GET';
	if ( path.startsWith( '/wp/v2/types' ) ) {
		return {
			post: { slug: 'post', rest_base: 'posts', name: 'Posts' },
			gblocks_styles: {
				slug: 'gblocks_styles',
				rest_base: 'gblocks-styles',
				name: 'Global classes',
			},
		};
	}
	if ( path.startsWith( '/wp/v2/posts' ) ) {
		return POSTS;
	}
	if ( path.startsWith( '/wp/v2/gblocks-styles' ) ) {
		if ( method === 'POST' ) {
			const data = options.data as Record< string, unknown >;
			const created = { id: 100 + CLASSES.length, ...data };
			CLASSES.push( created );
			return created;
		}
		return CLASSES;
	}
	throw { code: 'rest_no_route', message: `No route: ${ path }` };
}

const requested: string[] = [];

beforeAll( () => {
	apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
		requested.push( `${ options.method ?? 'GET' } ${ options.path }` );
		const body = answer( options );
		// parse: false (e.g. api-fetch's own paging of per_page=-1) wants the response itself.
		return options.parse === false
			? {
					ok: true,
					status: 200,
					headers: { get: () => null },
					json: async () => body,
				}
			: body;
	} );
} );

const POSTS_QUERY = { per_page: 5 };

function postsResolved(): boolean {
	return (
		select( coreStore ) as unknown as {
			hasFinishedResolution: ( name: string, args: unknown[] ) => boolean;
		}
	 ).hasFinishedResolution( 'getEntityRecords', [
		'postType',
		'post',
		POSTS_QUERY,
	] );
}

describe( 'global classes and core-data', () => {
	it( 'a class save and the list read after it forget only the classes list, not the editor’s other list queries', async () => {
		// Another list of the editor (e.g. the posts of a query block), resolved once.
		await (
			resolveSelect( coreStore ) as unknown as {
				getEntityRecords: (
					kind: string,
					name: string,
					query: Record< string, unknown >
				) => Promise< unknown >;
			}
		 ).getEntityRecords( 'postType', 'post', POSTS_QUERY );
		expect( postsResolved() ).toBe( true );
		const postsRequests = () =>
			requested.filter( ( line ) =>
				line.startsWith( 'GET /wp/v2/posts' )
			).length;
		expect( postsRequests() ).toBe( 1 );

		// The screen lists the classes, saves one, and lists them again (what react-query does).
		expect( await fetchClasses() ).toEqual( [] );
		await createClass( { name: 'card' } );
		const classes = await fetchClasses();

		// Its own list was read again and has the new class...
		expect( classes.map( ( item ) => item.name ) ).toEqual( [ 'card' ] );
		expect(
			requested.filter( ( line ) =>
				line.startsWith( 'GET /wp/v2/gblocks-styles' )
			)
		).toHaveLength( 2 );
		// ...and the other list's resolution survived: nothing fetches the posts again.
		expect( postsResolved() ).toBe( true );
		await (
			resolveSelect( coreStore ) as unknown as {
				getEntityRecords: (
					kind: string,
					name: string,
					query: Record< string, unknown >
				) => Promise< unknown >;
			}
		 ).getEntityRecords( 'postType', 'post', POSTS_QUERY );
		expect( postsRequests() ).toBe( 1 );
		// The core-data store is the real one (no mock of it).
		expect( typeof dispatch( coreStore ).invalidateResolution ).toBe(
			'function'
		);
	} );
} );
