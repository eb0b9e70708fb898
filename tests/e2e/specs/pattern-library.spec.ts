/**
 * Pattern library across two real local sites (issue 16): the provider (tests/e2e/provider.ts, started
 * by bin/test.sh e2e) shares collection A through a key; this site adds it on the Pattern Library
 * screen, browses it in the editor (categories with counts, only collection A, search, Mobile preview),
 * inserts a pattern whose global classes it imports first, and shows it styled on the front end.
 */
import AxeBuilder from '@axe-core/playwright';
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import {
	PROVIDER_CATEGORIES,
	PROVIDER_CLASSES,
	PROVIDER_PATTERNS,
	PROVIDER_URL,
	providerRequestUtils,
	seedProvider,
} from '../provider';
import { screenshot } from '../screenshot';

const BASE = '/generateblocks-pro/v1/pattern-library';
const PROVIDER_NAME = 'GBlocks Pro (e2e-provider)';
// How the screens name a library: its name and its address (host and port).
const PROVIDER_LABEL = `${ PROVIDER_NAME } — ${ PROVIDER_URL.replace(
	/^https?:\/\//,
	''
) }`;
const SHOTS = path.resolve(
	process.env.WP_ARTIFACTS_PATH ?? 'artifacts',
	'screenshots'
);

interface Envelope< T > {
	success: boolean;
	response: T;
}

/**
 * Removes this site's remote libraries and the classes an earlier run imported.
 *
 * @param requestUtils This site's REST client.
 */
async function resetConsumer( requestUtils: RequestUtils ) {
	const libraries = await requestUtils.rest<
		Envelope< { id: string; isLocal: boolean }[] >
	>( { path: `${ BASE }/libraries` } );
	for ( const library of libraries.response ) {
		if ( ! library.isLocal ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `${ BASE }/libraries/${ library.id }`,
			} );
		}
	}
	const classes = await requestUtils.rest<
		{ id: number; gb_style_selector?: string; title: { raw?: string } }[]
	>( {
		path: '/wp/v2/gblocks-styles',
		params: { per_page: 100, status: 'publish,draft', context: 'edit' },
	} );
	for ( const item of classes ) {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/gblocks-styles/${ item.id }`,
			params: { force: true },
		} );
	}
	await requestUtils.deleteAllPosts();
}

test.describe( 'Pattern library (two sites)', () => {
	let key = '';

	test.beforeAll( async ( { requestUtils } ) => {
		const provider = await providerRequestUtils();
		key = ( await seedProvider( provider ) ).key;
		await provider.request.dispose();
		await resetConsumer( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await resetConsumer( requestUtils );
	} );

	test( 'a library added with a key is browsed in the editor, and its pattern is inserted styled', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		// Two screens, the editor and a second site on a machine shared by several runs.
		test.slow();

		// Add the provider on the Pattern Library screen (Libraries tab).
		await admin.visitAdminPage(
			'admin.php',
			'page=gblocks-pro-pattern-library'
		);
		await page.getByRole( 'tab', { name: 'Libraries' } ).click();
		await page
			.getByRole( 'textbox', { name: 'Domain' } )
			.fill( PROVIDER_URL );
		await page.getByRole( 'textbox', { name: 'Public key' } ).fill( key );
		await page.getByRole( 'button', { name: 'Add Library' } ).click();
		await expect(
			page
				.locator( '.components-snackbar' )
				.getByText( `Library ${ PROVIDER_LABEL } added.` )
		).toBeVisible();
		const row = page.getByRole( 'row', { name: PROVIDER_NAME } );
		await expect(
			row.getByRole( 'cell', { name: PROVIDER_URL } )
		).toBeVisible();
		await expect(
			row.getByRole( 'cell', { name: 'Remote' } )
		).toBeVisible();

		// Open the library from the GBlocks Pro sidebar of a new post.
		await admin.createNewPost( { title: 'Pattern from a library' } );
		await page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'GBlocks Pro' } )
			.click();
		const sidebar = page.getByRole( 'region', {
			name: 'Editor settings',
		} );
		const openLibrary = sidebar.getByRole( 'button', {
			name: 'Open Pattern Library',
		} );
		if ( ! ( await openLibrary.isVisible() ) ) {
			await sidebar
				.getByRole( 'button', { name: 'Pattern Library', exact: true } )
				.click();
		}
		await openLibrary.click();
		const library = page.getByRole( 'dialog', { name: 'Pattern Library' } );
		await expect( library ).toBeVisible();

		// Switch to the provider (named with its address): its categories with the key's counts, only collection A's patterns.
		await library
			.getByRole( 'combobox', { name: 'Library' } )
			.selectOption( {
				label: PROVIDER_LABEL,
			} );
		const categories = library.getByRole( 'navigation', {
			name: 'Categories',
		} );
		for ( const category of Object.values( PROVIDER_CATEGORIES ) ) {
			await expect(
				categories.getByRole( 'button', {
					name: `${ category.name } (${ category.countForKey })`,
				} )
			).toBeVisible();
		}
		const grid = library.getByRole( 'list', { name: 'Patterns' } );
		const card = ( title: string ) =>
			grid.getByRole( 'button', { name: title, exact: true } );
		for ( const pattern of [
			PROVIDER_PATTERNS.brandHero,
			PROVIDER_PATTERNS.quietHero,
			PROVIDER_PATTERNS.footer,
		] ) {
			await expect( card( pattern.title ) ).toBeVisible();
		}
		await expect( card( PROVIDER_PATTERNS.secret.title ) ).toHaveCount( 0 );
		await expect( library.getByText( '3 patterns' ) ).toBeVisible();

		// A category, then a search.
		await categories
			.getByRole( 'button', {
				name: `${ PROVIDER_CATEGORIES.footers.name } (1)`,
			} )
			.click();
		await expect( card( PROVIDER_PATTERNS.footer.title ) ).toBeVisible();
		await expect( card( PROVIDER_PATTERNS.quietHero.title ) ).toHaveCount(
			0
		);
		await categories.getByRole( 'button', { name: 'All' } ).click();
		await library
			.getByRole( 'searchbox', { name: 'Search patterns' } )
			.fill( 'Brand' );
		await expect( card( PROVIDER_PATTERNS.quietHero.title ) ).toHaveCount(
			0
		);
		await expect( card( PROVIDER_PATTERNS.brandHero.title ) ).toBeVisible();
		await expect( library.getByText( '1 pattern' ) ).toBeVisible();

		// Mobile previews.
		const mobile = library
			.getByRole( 'group', { name: 'Preview width' } )
			.getByRole( 'button', { name: 'Mobile' } );
		await mobile.click();
		await expect( mobile ).toHaveAttribute( 'aria-pressed', 'true' );
		await expect(
			library.locator( '.gblocks-pro-pattern-preview' ).first()
		).toHaveAttribute( 'data-viewport-width', '375' );

		// The open library passes axe; a picture of it to look at.
		await screenshot( page, {
			path: path.join( SHOTS, 'pattern-library-editor.png' ),
		} );
		const scan = await new AxeBuilder( { page } )
			.include( '.gblocks-pro-pattern-library' )
			.analyze();
		expect( scan.violations ).toEqual( [] );

		// Insert: the pattern's classes are imported first, then its blocks are inserted.
		await card( PROVIDER_PATTERNS.brandHero.title ).click();
		await library
			.getByRole( 'button', { name: 'Insert', exact: true } )
			.click();
		// The library closes first: while it is still on the page, its own snackbar list shows the
		// notice too (two matches would break the strict locator below).
		await expect( library ).toHaveCount( 0 );
		await expect(
			page
				.locator( '.components-snackbar' )
				.getByText( 'Pattern inserted.' )
		).toBeVisible();
		await expect(
			editor.canvas.getByText( PROVIDER_PATTERNS.brandHero.text )
		).toBeVisible();
		const imported = await requestUtils.rest<
			{ gb_style_selector: string; status: string }[]
		>( {
			path: '/wp/v2/gblocks-styles',
			params: { per_page: 100, status: 'publish,draft', context: 'edit' },
		} );
		expect(
			imported
				.map(
					( item ) => `${ item.gb_style_selector } ${ item.status }`
				)
				.sort()
		).toEqual( [
			`.${ PROVIDER_CLASSES.brand.name } publish`,
			`.${ PROVIDER_CLASSES.spacing.name } publish`,
		] );

		// Saved through the editor, it is styled by the imported classes on this site's front end.
		const postId = await editor.publishPost();
		await page.goto( `/?p=${ postId }` );
		const onPage = page.getByText( PROVIDER_PATTERNS.brandHero.text );
		await expect( onPage ).toHaveClass(
			new RegExp( `\\b${ PROVIDER_CLASSES.brand.name }\\b` )
		);
		await expect( onPage ).toHaveCSS(
			'color',
			PROVIDER_CLASSES.brand.color
		);
		await expect( onPage ).toHaveCSS( 'padding-top', '24px' );
	} );
} );
