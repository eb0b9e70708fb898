/**
 * Translations and right-to-left, end to end. bin/support/pseudo-locale.cjs builds two pseudo-locales
 * from languages/gblocks-pro.pot (every string with accented letters: "Çóñdítíóñš"): eo, left to right,
 * and ar, right to left. They are installed into the e2e site's language folder with the per-script JSON
 * files, and tests/e2e/fixtures/pseudo-locale.php switches a request to one of them when it carries the
 * cookie gb_e2e_locale, so no other spec is affected.
 *
 * In eo, every screen of the plugin (the admin screens, the editor sidebar, the block inspector, the
 * dashboards loaded on demand, the front-end overlay) is scanned: a text, label or placeholder that is
 * still one of the template's English strings went around the translation functions, and fails the test.
 * In ar, each screen must be mirrored: the document is rtl, the plugin's -rtl.css is served, and the
 * layout runs from the right.
 */
import fs from 'fs';
import path from 'path';
import type { Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

import { collectConsoleErrors } from '../console-errors';

interface Template {
	translations: Record<
		string,
		Record< string, { msgid: string; msgid_plural?: string } >
	>;
}

const { po } = require( 'gettext-parser' ) as {
	po: { parse: ( input: Buffer ) => Template };
};

const { pseudo, install } =
	require( '../../../bin/support/pseudo-locale.cjs' ) as {
		pseudo: ( text: string ) => string;
		install: ( dest: string ) => void;
	};

const CONTENT = path.resolve(
	__dirname,
	'../../../.wp',
	process.env.GB_E2E_SITE ?? 'e2e',
	'wordpress/wp-content'
);
const MU_PLUGIN = path.join(
	CONTENT,
	'mu-plugins/gblocks-e2e-pseudo-locale.php'
);
const ARTIFACTS = process.env.WP_ARTIFACTS_PATH ?? 'artifacts';

/**
 * Strings of the template that WordPress's own components also print in our screens, untranslated in a
 * pseudo-locale that has no core translation (a real locale translates both).
 */
const CORE_ALSO = new Set( [ 'Close', 'Search', 'Cancel', 'Loading…' ] );

/**
 * Regular expressions (sources) that match a text still in English: one per string of the template
 * that has a word of three letters or more, placeholders matching anything. Strings with markup are
 * left out (their text is split over several nodes).
 */
function englishMatchers(): string[] {
	const template = po.parse(
		fs.readFileSync(
			path.resolve( __dirname, '../../../languages/gblocks-pro.pot' )
		)
	);
	const placeholder = /%(?:\d+\$)?[-+ 0#]*\d*(?:\.\d+)?[sdfu]/;
	const sources = new Set< string >();
	for ( const entries of Object.values( template.translations ) ) {
		for ( const entry of Object.values( entries ) ) {
			for ( const text of [ entry.msgid, entry.msgid_plural ] ) {
				if (
					! text ||
					text.includes( '<' ) ||
					CORE_ALSO.has( text ) ||
					! /[A-Za-z]{3,}/.test(
						text.replace( new RegExp( placeholder, 'g' ), '' )
					)
				) {
					continue;
				}
				const source = text
					.split( new RegExp( placeholder.source + '|%%', 'g' ) )
					.map( ( part ) =>
						part.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' )
					)
					.join( '[\\s\\S]+?' );
				sources.add( `^\\s*${ source }\\s*$` );
			}
		}
	}
	return [ ...sources ];
}

const MATCHERS = englishMatchers();

/**
 * The texts of the plugin's own UI on the page (elements with a gblocks-pro- class, the dialogs they
 * open, front-end overlays) that are still English strings of the template: visible text, the labels
 * and placeholders of controls, the options of selects.
 *
 * @param page The page.
 */
async function englishLeft( page: Page ): Promise< string[] > {
	return page.evaluate( ( sources ) => {
		const matchers = sources.map( ( source ) => new RegExp( source ) );
		const ours =
			'[class*="gblocks-pro-"], .gb-overlay, [id^="gb-overlay-"]';
		const roots = Array.from( document.querySelectorAll( ours ) ).filter(
			( element ) =>
				element !== document.body &&
				! element.closest( '#adminmenu, #wpadminbar' ) &&
				! element.parentElement?.closest( ours )
		);
		document.querySelectorAll( '[role="dialog"]' ).forEach( ( dialog ) => {
			if ( dialog.querySelector( ours ) ) {
				roots.push( dialog );
			}
		} );
		const texts = new Set< string >();
		for ( const root of roots ) {
			const walker = document.createTreeWalker(
				root,
				NodeFilter.SHOW_TEXT
			);
			for (
				let node = walker.nextNode();
				node;
				node = walker.nextNode()
			) {
				const parent = node.parentElement;
				if (
					! parent ||
					parent.closest(
						'script, style, template, code, pre, [contenteditable="true"]'
					) ||
					( parent.tagName !== 'OPTION' &&
						! parent.checkVisibility() )
				) {
					continue;
				}
				const text = ( node.textContent ?? '' ).trim();
				if ( text ) {
					texts.add( text );
				}
			}
			root.querySelectorAll(
				'[aria-label], [placeholder], [title], [alt]'
			).forEach( ( element ) => {
				for ( const name of [
					'aria-label',
					'placeholder',
					'title',
					'alt',
				] ) {
					const value = element.getAttribute( name )?.trim();
					if ( value ) {
						texts.add( value );
					}
				}
			} );
		}
		return [ ...texts ].filter( ( text ) =>
			matchers.some( ( matcher ) => matcher.test( text ) )
		);
	}, MATCHERS );
}

const SCREENS: Array< [ string, string, string ] > = [
	[ 'generateblocks-overlay-panels', 'Overlay Panels', 'overlays-admin' ],
	[ 'generateblocks-conditions', 'Conditions', 'conditions-admin' ],
	[ 'generateblocks-styles', 'Global Styles', 'global-styles-admin' ],
	[
		'gblocks-pro-pattern-library',
		'Pattern Library',
		'pattern-library-admin',
	],
	[ 'gblocks-pro-settings', 'Settings', 'settings-admin' ],
];

async function useLocale( page: Page, baseURL: string, locale: 'eo' | 'ar' ) {
	await page
		.context()
		.addCookies( [
			{ name: 'gb_e2e_locale', value: locale, url: baseURL },
		] );
}

async function openScreen( page: Page, slug: string, title: string ) {
	await page.goto( `/wp-admin/admin.php?page=${ slug }` );
	// The screen's title (printed by PHP, or by the bundle once mounted) in the locale; English is
	// reported with the other English texts.
	await expect( page.locator( '.gblocks-pro-admin-page' ) ).toBeVisible();
	await expect(
		page.getByRole( 'heading', { level: 1, name: pseudo( title ) } )
	)
		.toBeVisible( { timeout: 5_000 } )
		.catch( () => undefined );
	// The PHP fallback says "Loading…" until the bundle has mounted.
	await expect( page.getByText( pseudo( 'Loading…' ) ) ).toHaveCount( 0 );
	await expect( page.locator( '.components-spinner' ) ).toHaveCount( 0 );
}

test.describe( 'Translations and right-to-left', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		install( path.join( CONTENT, 'languages' ) );
		fs.copyFileSync(
			path.resolve( __dirname, '../fixtures/pseudo-locale.php' ),
			MU_PLUGIN
		);
		await requestUtils.deleteAllPosts();
	} );

	test.afterAll( async ( { requestUtils } ) => {
		fs.rmSync( MU_PLUGIN, { force: true } );
		await requestUtils.deleteAllPosts();
		await requestUtils.deleteAllPages();
	} );

	test( 'in a pseudo-locale no string of the plugin stays English: admin screens, editor, dashboards, front end', async ( {
		admin,
		editor,
		page,
		baseURL,
		requestUtils,
	} ) => {
		const errors = collectConsoleErrors( page );
		await useLocale( page, baseURL ?? '', 'eo' );
		const left: Record< string, string[] > = {};

		for ( const [ slug, title ] of SCREENS ) {
			await openScreen( page, slug, title );
			left[ slug ] = await englishLeft( page );
			if (
				! ( await page
					.getByRole( 'heading', { level: 1, name: pseudo( title ) } )
					.isVisible() )
			) {
				left[ slug ].push( `the title is not "${ pseudo( title ) }"` );
			}
		}
		// The admin menu items of the plugin.
		await expect(
			page.locator( '#adminmenu' ).getByRole( 'link', {
				name: pseudo( 'Overlay Panels' ),
				exact: true,
			} )
		).toBeVisible();

		// A form of the Conditions screen: the condition editor and its rule builder.
		await openScreen( page, 'generateblocks-conditions', 'Conditions' );
		await page
			.getByRole( 'button', { name: pseudo( 'Add New' ) } )
			.first()
			.click();
		await expect(
			page.getByRole( 'heading', {
				level: 1,
				name: pseudo( 'Create New Condition' ),
			} )
		).toBeVisible();
		left[ 'conditions: new' ] = await englishLeft( page );

		// The editor: the sidebar, the block inspector, and the dashboards loaded on demand.
		await admin.createNewPost();
		await editor.insertBlock( {
			name: 'core/paragraph',
			attributes: { content: 'Ŧéxt' },
		} );
		await editor.openDocumentSettingsSidebar();
		await page
			.getByRole( 'region', { name: 'Editor settings' } )
			.getByRole( 'tab', { name: 'Block' } )
			.click()
			.catch( () => undefined );
		left[ 'editor: block inspector' ] = await englishLeft( page );
		await page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: pseudo( 'GBlocks Pro' ) } )
			.click();
		await expect( page.locator( '.gblocks-pro-sidebar' ) ).toBeVisible();
		left[ 'editor: sidebar' ] = await englishLeft( page );
		for ( const opener of [
			'Manage Conditions',
			'Manage Overlay Panels',
			'Open Pattern Library',
		] ) {
			await page
				.getByRole( 'button', { name: pseudo( opener ) } )
				.click();
			const dialog = page.getByRole( 'dialog' ).last();
			await expect( dialog ).toBeVisible();
			await expect( dialog.locator( '.components-spinner' ) ).toHaveCount(
				0,
				{
					timeout: 15_000,
				}
			);
			left[ `editor: ${ opener }` ] = await englishLeft( page );
			await page.keyboard.press( 'Escape' );
			await expect( dialog ).toBeHidden();
		}

		// The front end: an overlay's close button and the live region.
		const overlay = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/gblocks_overlay',
			data: {
				title: 'Ñéwšlétté',
				status: 'publish',
				content:
					'<!-- wp:paragraph --><p>Ñéwš</p><!-- /wp:paragraph -->',
			},
		} );
		const landing = await requestUtils.rest< { link: string } >( {
			method: 'POST',
			path: '/wp/v2/pages',
			data: {
				title: 'Láñdíñg',
				status: 'publish',
				content: `<!-- wp:html --><button type="button" data-gb-overlay="gb-overlay-${ overlay.id }">Ópéñ</button><!-- /wp:html -->`,
			},
		} );
		await page.goto( landing.link );
		await page.getByRole( 'button', { name: 'Ópéñ' } ).click();
		const dialog = page.locator( `#gb-overlay-${ overlay.id }` );
		await expect( dialog ).toBeVisible();
		await expect( dialog.locator( '.gb-overlay__close' ) ).toHaveAttribute(
			'aria-label',
			pseudo( 'Close' )
		);
		await expect(
			page.locator( '[aria-live="polite"]' ).last()
		).toHaveText( pseudo( '%s opened' ).replace( '%s', 'Ñéwšlétté' ) );
		left[ 'front end: overlay' ] = await englishLeft( page );

		const untranslated = Object.fromEntries(
			Object.entries( left ).filter( ( [ , texts ] ) => texts.length > 0 )
		);
		expect( untranslated ).toEqual( {} );
		expect( errors ).toEqual( [] );
	} );

	test( 'in a right-to-left locale every admin screen and the editor sidebar are mirrored', async ( {
		admin,
		page,
		baseURL,
	} ) => {
		const errors = collectConsoleErrors( page );
		await useLocale( page, baseURL ?? '', 'ar' );
		for ( const [ slug, title, entry ] of SCREENS ) {
			await openScreen( page, slug, title );
			expect(
				await page.evaluate( () => document.documentElement.dir )
			).toBe( 'rtl' );
			await expect(
				page.locator( `link[href*="build/${ entry }-rtl.css"]` )
			).toHaveCount( 1 );
			await expect(
				page.locator( `link[href*="build/${ entry }.css"]` )
			).toHaveCount( 0 );
			// Mirrored: the heading starts at the right of the screen's area, and the admin menu is on the right.
			const root = await page
				.locator( '.gblocks-pro-admin-page' )
				.boundingBox();
			const heading = await page
				.getByRole( 'heading', { level: 1 } )
				.boundingBox();
			const menu = await page.locator( '#adminmenuwrap' ).boundingBox();
			expect( root && heading && menu ).toBeTruthy();
			if ( root && heading && menu ) {
				expect( heading.x + heading.width ).toBeGreaterThan(
					root.x + root.width / 2
				);
				expect( menu.x ).toBeGreaterThan( root.x );
			}
			await page.screenshot( {
				path: path.join(
					ARTIFACTS,
					'screenshots',
					`rtl-${ entry }.png`
				),
				fullPage: true,
			} );
		}

		// The editor: the sidebar's stylesheet is the mirrored one, and the sidebar opens on the left.
		await admin.createNewPost();
		await expect(
			page.locator( 'link[href*="build/editor-rtl.css"]' )
		).toHaveCount( 1 );
		await page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: pseudo( 'GBlocks Pro' ) } )
			.click();
		const sidebar = await page
			.locator( '.gblocks-pro-sidebar' )
			.boundingBox();
		expect( sidebar ).toBeTruthy();
		expect( ( sidebar?.x ?? 1280 ) + ( sidebar?.width ?? 0 ) ).toBeLessThan(
			640
		);
		await page.screenshot( {
			path: path.join( ARTIFACTS, 'screenshots', 'rtl-editor.png' ),
		} );
		expect( errors ).toEqual( [] );
	} );
} );
