/**
 * The pattern library client: one typed function per route of the pattern library (DESIGN §14), plus the
 * core routes the Sharing tab needs (collections and synced patterns). The admin screen and the editor's
 * library call only this module; Jest mocks it.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { request, requestCore, requestPaged } from '../../shared/api';
import { PRO_NAMESPACE } from '../../shared/api/routes';
import type {
	Collection,
	CreatedSharingKey,
	ImportStylesResult,
	Library,
	LibraryChanges,
	LibraryStyleData,
	NewLibrary,
	NewSharingKey,
	PatternCategory,
	PatternsPage,
	PatternsQuery,
	SharingKey,
	SyncedPattern,
} from './types';

export const PATTERN_LIBRARY_PATH = `${ PRO_NAMESPACE }/pattern-library`;
export const COLLECTIONS_PATH = '/wp/v2/pattern-collections';
export const BLOCKS_PATH = '/wp/v2/blocks';
export const COLLECTIONS_FIELD = 'gblocks_pattern_collections';

/** Core pages hold at most 100 items. */
const CORE_PAGE_SIZE = 100;

function libraryPath( id: string, rest = '' ): string {
	return `${ PATTERN_LIBRARY_PATH }/libraries/${ encodeURIComponent( id ) }${ rest }`;
}

interface RawBlock {
	id: number;
	title?: { raw?: string; rendered?: string } | string;
	status?: string;
	[ COLLECTIONS_FIELD ]?: number[];
}

function blockTitle( title: RawBlock[ 'title' ] ): string {
	if ( typeof title === 'string' ) {
		return title;
	}
	return title?.raw ?? title?.rendered ?? '';
}

function toSyncedPattern( block: RawBlock ): SyncedPattern {
	return {
		id: block.id,
		title: blockTitle( block.title ),
		status: block.status ?? 'publish',
		collections: Array.isArray( block[ COLLECTIONS_FIELD ] )
			? block[ COLLECTIONS_FIELD ]
			: [],
	};
}

export const patternLibraryApi = {
	/* ---------------------------------------------------------------- Consumer: libraries */

	/** GET pattern-library/libraries: admins get all, other users only the enabled ones. */
	libraries(): Promise< Library[] > {
		return request< Library[] >(
			{ path: `${ PATTERN_LIBRARY_PATH }/libraries` },
			__( 'Failed to load libraries.', 'gblocks-pro' )
		);
	},

	/**
	 * POST pattern-library/add-library. Rejects with the server's text (SPEC 8: else 'Error adding library.').
	 *
	 * @param library Domain and public key as typed.
	 */
	addLibrary( library: NewLibrary ): Promise< Library > {
		return request< Library >(
			{
				path: `${ PATTERN_LIBRARY_PATH }/add-library`,
				method: 'POST',
				data: library,
			},
			__( 'Error adding library.', 'gblocks-pro' )
		);
	},

	/**
	 * POST pattern-library/libraries/{id}: enable/disable, make default.
	 *
	 * @param id      Library id.
	 * @param changes isEnabled and/or isDefault.
	 */
	updateLibrary( id: string, changes: LibraryChanges ): Promise< Library > {
		return request< Library >(
			{ path: libraryPath( id ), method: 'POST', data: changes },
			__( 'Failed to update the library.', 'gblocks-pro' )
		);
	},

	/**
	 * DELETE pattern-library/libraries/{id} (the local library cannot be deleted: 400).
	 *
	 * @param id Library id.
	 */
	deleteLibrary( id: string ): Promise< { deleted: true; id: string } > {
		return request< { deleted: true; id: string } >(
			{ path: libraryPath( id ), method: 'DELETE' },
			__( 'Failed to delete the library.', 'gblocks-pro' )
		);
	},

	/**
	 * GET pattern-library/libraries/{id}/categories.
	 *
	 * @param id Library id.
	 */
	categories( id: string ): Promise< PatternCategory[] > {
		return request< PatternCategory[] >(
			{ path: libraryPath( id, '/categories' ) },
			__( 'Failed to load categories.', 'gblocks-pro' )
		);
	},

	/**
	 * GET pattern-library/libraries/{id}/patterns (cached 24 h on the server for remote libraries).
	 *
	 * @param id    Library id.
	 * @param query search, category, page, perPage.
	 */
	patterns( id: string, query: PatternsQuery = {} ): Promise< PatternsPage > {
		const args: Record< string, string | number > = {};
		if ( query.search ) {
			args.search = query.search;
		}
		if ( query.category ) {
			args.category = query.category;
		}
		if ( query.page ) {
			args.page = query.page;
		}
		if ( query.perPage ) {
			args.per_page = query.perPage;
		}
		return request< PatternsPage >(
			{ path: addQueryArgs( libraryPath( id, '/patterns' ), args ) },
			__( 'Failed to load patterns.', 'gblocks-pro' )
		);
	},

	/**
	 * POST pattern-library/libraries/{id}/refresh: drops the server's cache of that library.
	 *
	 * @param id Library id.
	 */
	refresh( id: string ): Promise< { refreshed: true } > {
		return request< { refreshed: true } >(
			{ path: libraryPath( id, '/refresh' ), method: 'POST' },
			__( 'Failed to refresh patterns.', 'gblocks-pro' )
		);
	},

	/**
	 * GET pattern-library/get-global-style-data: the classes the library's patterns use (or the given
	 * patterns only), with their CSS.
	 *
	 * @param id       Library id.
	 * @param patterns Optional pattern ids.
	 */
	async globalStyleData(
		id: string,
		patterns: number[] = []
	): Promise< LibraryStyleData > {
		const args: Record< string, unknown > = { id };
		if ( patterns.length ) {
			args.patterns = patterns;
		}
		const answer = await request< { data: LibraryStyleData } >(
			{
				path: addQueryArgs(
					`${ PATTERN_LIBRARY_PATH }/get-global-style-data`,
					args
				),
			},
			__( 'Failed to load the library’s styles.', 'gblocks-pro' )
		);
		return answer.data;
	},

	/**
	 * POST pattern-library/import-styles: the server takes each class's data from the library itself.
	 *
	 * @param id        Library id.
	 * @param selectors Selectors ('.name') to import.
	 */
	async importStyles(
		id: string,
		selectors: string[]
	): Promise< ImportStylesResult > {
		const answer = await request< { data: ImportStylesResult } >(
			{
				path: `${ PATTERN_LIBRARY_PATH }/import-styles`,
				method: 'POST',
				data: {
					id,
					styles: selectors.map( ( selector ) => ( { selector } ) ),
				},
			},
			__( 'Failed to import styles.', 'gblocks-pro' )
		);
		return answer.data;
	},

	/* ---------------------------------------------------------------- Provider: keys */

	/** GET pattern-library/keys. */
	keys(): Promise< SharingKey[] > {
		return request< SharingKey[] >(
			{ path: `${ PATTERN_LIBRARY_PATH }/keys` },
			__( 'Failed to load keys.', 'gblocks-pro' )
		);
	},

	/**
	 * POST pattern-library/keys: resolves with the record plus the key, shown this once.
	 *
	 * @param key Name and collection ids.
	 */
	createKey( key: NewSharingKey ): Promise< CreatedSharingKey > {
		return request< CreatedSharingKey >(
			{
				path: `${ PATTERN_LIBRARY_PATH }/keys`,
				method: 'POST',
				data: key,
			},
			__( 'Failed to create the key.', 'gblocks-pro' )
		);
	},

	/**
	 * DELETE pattern-library/keys/{id}.
	 *
	 * @param id Key id.
	 */
	revokeKey( id: string ): Promise< { deleted: true; id: string } > {
		return request< { deleted: true; id: string } >(
			{
				path: `${ PATTERN_LIBRARY_PATH }/keys/${ encodeURIComponent(
					id
				) }`,
				method: 'DELETE',
			},
			__( 'Failed to revoke the key.', 'gblocks-pro' )
		);
	},

	/* ---------------------------------------------------------------- Provider: collections (core) */

	/** Every collection (/wp/v2/pattern-collections), by name. */
	async collections(): Promise< Collection[] > {
		const all: Collection[] = [];
		for ( let page = 1; ; page++ ) {
			const answer = await requestPaged< Collection >(
				{
					path: addQueryArgs( COLLECTIONS_PATH, {
						per_page: CORE_PAGE_SIZE,
						page,
						orderby: 'name',
						order: 'asc',
						hide_empty: false,
						_fields: 'id,name,slug,count',
					} ),
				},
				__( 'Failed to load collections.', 'gblocks-pro' )
			);
			all.push( ...answer.items );
			if ( page >= answer.totalPages ) {
				return all;
			}
		}
	},

	/**
	 * Creates a collection.
	 *
	 * @param name Its name.
	 */
	createCollection( name: string ): Promise< Collection > {
		return requestCore< Collection >(
			{ path: COLLECTIONS_PATH, method: 'POST', data: { name } },
			__( 'Failed to create the collection.', 'gblocks-pro' )
		);
	},

	/**
	 * Renames a collection.
	 *
	 * @param id   Term id.
	 * @param name New name.
	 */
	renameCollection( id: number, name: string ): Promise< Collection > {
		return requestCore< Collection >(
			{
				path: `${ COLLECTIONS_PATH }/${ id }`,
				method: 'POST',
				data: { name },
			},
			__( 'Failed to rename the collection.', 'gblocks-pro' )
		);
	},

	/**
	 * Deletes a collection (its patterns stay; keys lose it).
	 *
	 * @param id Term id.
	 */
	async deleteCollection( id: number ): Promise< void > {
		await requestCore< unknown >(
			{
				path: `${ COLLECTIONS_PATH }/${ id }?force=true`,
				method: 'DELETE',
			},
			__( 'Failed to delete the collection.', 'gblocks-pro' )
		);
	},

	/** Every synced pattern of this site (published and draft), with its collections. */
	async syncedPatterns(): Promise< SyncedPattern[] > {
		const all: SyncedPattern[] = [];
		for ( let page = 1; ; page++ ) {
			const answer = await requestPaged< RawBlock >(
				{
					path: addQueryArgs( BLOCKS_PATH, {
						context: 'edit',
						per_page: CORE_PAGE_SIZE,
						page,
						status: 'publish,draft,pending,private,future',
						orderby: 'title',
						order: 'asc',
						_fields: `id,title,status,${ COLLECTIONS_FIELD }`,
					} ),
				},
				__( 'Failed to load patterns.', 'gblocks-pro' )
			);
			all.push( ...answer.items.map( toSyncedPattern ) );
			if ( page >= answer.totalPages ) {
				return all;
			}
		}
	},

	/**
	 * Sets the collections of a synced pattern.
	 *
	 * @param id          Pattern (wp_block) id.
	 * @param collections Term ids.
	 */
	async setPatternCollections(
		id: number,
		collections: number[]
	): Promise< SyncedPattern > {
		const block = await requestCore< RawBlock >(
			{
				path: `${ BLOCKS_PATH }/${ id }?context=edit`,
				method: 'POST',
				data: { [ COLLECTIONS_FIELD ]: collections },
			},
			__( 'Failed to update the pattern.', 'gblocks-pro' )
		);
		return toSyncedPattern( block );
	},
};

export type PatternLibraryApi = typeof patternLibraryApi;

/** Query keys of the pattern library (admin screen and editor share the root). */
export const PATTERN_LIBRARY_ROOT = [
	'gblocks-pro',
	'pattern-library',
] as const;

export const patternLibraryKeys = {
	all: PATTERN_LIBRARY_ROOT,
	libraries: () => [ ...PATTERN_LIBRARY_ROOT, 'libraries' ] as const,
	categories: ( id: string ) =>
		[ ...PATTERN_LIBRARY_ROOT, 'categories', id ] as const,
	patterns: ( id: string, query: PatternsQuery = {} ) =>
		[ ...PATTERN_LIBRARY_ROOT, 'patterns', id, query ] as const,
	styles: ( id: string, patterns: number[] = [] ) =>
		[ ...PATTERN_LIBRARY_ROOT, 'styles', id, patterns ] as const,
	keys: () => [ ...PATTERN_LIBRARY_ROOT, 'keys' ] as const,
	collections: () => [ ...PATTERN_LIBRARY_ROOT, 'collections' ] as const,
	syncedPatterns: () =>
		[ ...PATTERN_LIBRARY_ROOT, 'synced-patterns' ] as const,
};

export type * from './types';
