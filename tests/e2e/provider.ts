/**
 * The pattern library's second site: a provider that shares synced patterns with the test site (the
 * consumer) over loopback HTTP. bin/test.sh e2e starts it (site `e2e-provider`, fresh database each run)
 * and passes its address as WP_PROVIDER_URL.
 *
 * `providerRequestUtils()` is a logged-in REST client for the provider with its own storage state;
 * `seedProvider()` gives it two collections, categorised synced patterns, two published global classes
 * used by one pattern, and a key limited to collection A.
 */
import fs from 'fs/promises';
import path from 'path';
import { request } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

export const PROVIDER_URL = (
	process.env.WP_PROVIDER_URL ?? 'http://127.0.0.1:8890'
).replace( /\/+$/, '' );

const PATTERN_LIBRARY_BASE = '/generateblocks-pro/v1/pattern-library';

type StorageState = NonNullable< RequestUtils[ 'storageState' ] >;

/**
 * RequestUtils for the provider. The library's own setupRest() discovers the REST root of
 * WP_BASE_URL (the consumer) whatever the baseURL, so this one logs in and discovers the root on the
 * provider itself (also when rest() renews an expired nonce).
 */
class ProviderRequestUtils extends RequestUtils {
	setupRest = async (): Promise< StorageState > => {
		const nonce = await this.login();
		const head = await this.request.head( `${ PROVIDER_URL }/` );
		const link = head.headers().link ?? '';
		const root = link.match( /<([^>]+)>; rel="https:\/\/api\.w\.org\/"/ );
		const state: StorageState = {
			cookies: ( await this.request.storageState() ).cookies,
			nonce,
			rootURL: root ? root[ 1 ] : `${ PROVIDER_URL }/wp-json/`,
		};
		if ( this.storageStatePath ) {
			await fs.mkdir( path.dirname( this.storageStatePath ), {
				recursive: true,
			} );
			await fs.writeFile(
				this.storageStatePath,
				JSON.stringify( state ),
				'utf-8'
			);
		}
		this.storageState = state;
		return state;
	};
}

/**
 * A logged-in REST client for the provider site (administrator `admin`).
 */
export async function providerRequestUtils(): Promise< RequestUtils > {
	const artifacts = process.env.WP_ARTIFACTS_PATH ?? 'artifacts';
	const requestContext = await request.newContext( {
		baseURL: `${ PROVIDER_URL }/`,
	} );
	const utils = new ProviderRequestUtils( requestContext, {
		baseURL: `${ PROVIDER_URL }/`,
		storageStatePath: path.join(
			artifacts,
			'storage-states/provider.json'
		),
	} );
	await utils.setupRest();
	return utils;
}

interface Envelope< T > {
	success: boolean;
	response: T;
}
interface Term {
	id: number;
	name: string;
	slug: string;
}
interface KeyRecord {
	id: string;
	key: string;
}

/** The global classes one provider pattern uses; the consumer imports them on Insert. */
export const PROVIDER_CLASSES = {
	brand: {
		name: 'e2e-pl-brand',
		data: { color: 'rgb(180, 20, 60)' },
		color: 'rgb(180, 20, 60)',
	},
	spacing: {
		name: 'e2e-pl-spacing',
		data: { paddingTop: '24px' },
	},
} as const;

/** Titles and texts of the seeded patterns. */
export const PROVIDER_PATTERNS = {
	/** Collection A, Heroes; uses both classes. */
	brandHero: {
		title: 'E2E Brand Hero',
		text: 'A hero shared by the provider.',
	},
	/** Collection A, Heroes. */
	quietHero: {
		title: 'E2E Quiet Hero',
		text: 'A quiet hero from the provider.',
	},
	/** Collection A, Footers. */
	footer: {
		title: 'E2E Simple Footer',
		text: 'A footer from the provider.',
	},
	/** Collection B only, Heroes: a key of collection A never sees it. */
	secret: {
		title: 'E2E Secret Pattern',
		text: 'Only collection B holds this.',
	},
} as const;

/** The provider's pattern categories (core wp_pattern_category), with what the key of A counts. */
export const PROVIDER_CATEGORIES = {
	heroes: { name: 'E2E Heroes', countForKey: 2 },
	footers: { name: 'E2E Footers', countForKey: 1 },
} as const;

export interface SeededProvider {
	/** The plain key for collection A (shown once by the provider). */
	key: string;
	keyId: string;
}

function paragraph( text: string, classes: string[] = [] ): string {
	const attrs = classes.length
		? ` ${ JSON.stringify( { gbGlobalClasses: classes } ) }`
		: '';
	return `<!-- wp:paragraph${ attrs } -->\n<p>${ text }</p>\n<!-- /wp:paragraph -->`;
}

async function deleteAll(
	utils: RequestUtils,
	restPath: string,
	params: Record< string, string | number > = {}
) {
	const items = await utils.rest< { id: number }[] >( {
		path: restPath,
		params: { per_page: 100, context: 'edit', ...params },
	} );
	for ( const item of items ) {
		await utils.rest( {
			method: 'DELETE',
			path: `${ restPath }/${ item.id }`,
			params: { force: true },
		} );
	}
}

/**
 * Empties what seedProvider() makes (the database is fresh on every run; this makes a retry start
 * from the same state).
 *
 * @param utils The provider's REST client.
 */
export async function resetProvider( utils: RequestUtils ) {
	await deleteAll( utils, '/wp/v2/blocks', { status: 'publish,draft' } );
	await deleteAll( utils, '/wp/v2/pattern-collections' );
	await deleteAll( utils, '/wp/v2/wp_pattern_category' );
	await deleteAll( utils, '/wp/v2/gblocks-styles', {
		status: 'publish,draft',
	} );
	const keys = await utils.rest< Envelope< { id: string }[] > >( {
		path: `${ PATTERN_LIBRARY_BASE }/keys`,
	} );
	for ( const record of keys.response ) {
		await utils.rest( {
			method: 'DELETE',
			path: `${ PATTERN_LIBRARY_BASE }/keys/${ record.id }`,
		} );
	}
}

/**
 * Seeds the provider: collections A and B, the categories, four published synced patterns (three in A,
 * one only in B), the two published global classes the brand hero uses, and a key for collection A.
 *
 * @param utils The provider's REST client.
 */
export async function seedProvider(
	utils: RequestUtils
): Promise< SeededProvider > {
	await resetProvider( utils );

	const term = ( restPath: string, name: string ) =>
		utils.rest< Term >( {
			method: 'POST',
			path: restPath,
			data: { name },
		} );
	const collectionA = await term(
		'/wp/v2/pattern-collections',
		'E2E Collection A'
	);
	const collectionB = await term(
		'/wp/v2/pattern-collections',
		'E2E Collection B'
	);
	const heroes = await term(
		'/wp/v2/wp_pattern_category',
		PROVIDER_CATEGORIES.heroes.name
	);
	const footers = await term(
		'/wp/v2/wp_pattern_category',
		PROVIDER_CATEGORIES.footers.name
	);

	for ( const style of Object.values( PROVIDER_CLASSES ) ) {
		await utils.rest( {
			method: 'POST',
			path: '/wp/v2/gblocks-styles',
			data: {
				title: `.${ style.name }`,
				gb_style_selector: `.${ style.name }`,
				gb_style_data: style.data,
				status: 'publish',
			},
		} );
	}

	const patterns: [ string, string, number, number ][] = [
		[
			PROVIDER_PATTERNS.brandHero.title,
			paragraph( PROVIDER_PATTERNS.brandHero.text, [
				PROVIDER_CLASSES.brand.name,
				PROVIDER_CLASSES.spacing.name,
			] ),
			collectionA.id,
			heroes.id,
		],
		[
			PROVIDER_PATTERNS.quietHero.title,
			paragraph( PROVIDER_PATTERNS.quietHero.text ),
			collectionA.id,
			heroes.id,
		],
		[
			PROVIDER_PATTERNS.footer.title,
			paragraph( PROVIDER_PATTERNS.footer.text ),
			collectionA.id,
			footers.id,
		],
		[
			PROVIDER_PATTERNS.secret.title,
			paragraph( PROVIDER_PATTERNS.secret.text ),
			collectionB.id,
			heroes.id,
		],
	];
	for ( const [ title, content, collection, category ] of patterns ) {
		await utils.rest( {
			method: 'POST',
			path: '/wp/v2/blocks',
			data: {
				title,
				content,
				status: 'publish',
				gblocks_pattern_collections: [ collection ],
				wp_pattern_category: [ category ],
			},
		} );
	}

	const created = await utils.rest< Envelope< KeyRecord > >( {
		method: 'POST',
		path: `${ PATTERN_LIBRARY_BASE }/keys`,
		data: { name: 'E2E consumer', collections: [ collectionA.id ] },
	} );
	return { key: created.response.key, keyId: created.response.id };
}
