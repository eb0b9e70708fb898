/**
 * Dynamic tags and the Loop block, in the real block editor and on the front end: a post-meta tag
 * inserted in a paragraph through the rich-text toolbar button and the builder shows the post's value
 * on the site; a Loop block over an option array shows the items, in the editor preview and on the
 * site.
 *
 * The post meta key and the option are registered for REST by tests/e2e/fixtures/dynamic-tags-data.php,
 * which this spec copies into the e2e site's mu-plugins for its own run and removes afterwards; their
 * values are set through REST.
 */
import fs from 'fs';
import path from 'path';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';

import { collectConsoleErrors } from '../console-errors';
import { screenshot } from '../screenshot';

const SCREENSHOTS = path.resolve(
	process.env.WP_ARTIFACTS_PATH ?? 'artifacts',
	'screenshots'
);
const MU_PLUGINS = path.resolve(
	__dirname,
	'../../../.wp',
	process.env.GB_E2E_SITE ?? 'e2e',
	'wordpress/wp-content/mu-plugins'
);
const MU_PLUGIN = path.join( MU_PLUGINS, 'gblocks-e2e-dynamic-tags.php' );
const OPTION = 'gb_e2e_loop_items';

/**
 * The block settings panel of the editor, on its Block tab.
 *
 * @param page The page.
 */
async function blockSettings( page: Page ) {
	const settings = page.getByRole( 'region', { name: 'Editor settings' } );
	const blockTab = settings.getByRole( 'tab', { name: 'Block' } );
	if ( ( await blockTab.count() ) > 0 ) {
		await blockTab.click();
	}
	return settings;
}

test.describe( 'Dynamic tags and the Loop block', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		if ( ! fs.existsSync( MU_PLUGINS ) ) {
			throw new Error(
				`The e2e site's mu-plugins folder is missing: ${ MU_PLUGINS }`
			);
		}
		fs.copyFileSync(
			path.resolve( __dirname, '../fixtures/dynamic-tags-data.php' ),
			MU_PLUGIN
		);
		await requestUtils.deleteAllPosts();
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.deleteAllPosts();
		fs.rmSync( MU_PLUGIN, { force: true } );
	} );

	test( 'a post-meta tag inserted with the toolbar button shows the value on the site', async ( {
		admin,
		editor,
		page,
		requestUtils,
		baseURL,
	} ) => {
		const errors = collectConsoleErrors( page );
		const post = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Menu of the day',
				status: 'draft',
				content:
					'<!-- wp:paragraph --><p>Today: </p><!-- /wp:paragraph -->',
				meta: { gb_e2e_subtitle: 'Tuesday special' },
			},
		} );
		await admin.editPost( post.id );

		const paragraph = editor.canvas.getByRole( 'document', {
			name: 'Block: Paragraph',
		} );
		await paragraph.click();
		await page.keyboard.press( 'End' );
		// A trailing space of the stored text is not kept by the editor: type one.
		await page.keyboard.type( ' ' );
		await editor.clickBlockToolbarButton( 'More' );
		await page.getByRole( 'menuitem', { name: 'Dynamic tag' } ).click();

		const builder = page.getByRole( 'dialog', {
			name: 'Insert dynamic tag',
		} );
		await builder.getByRole( 'combobox', { name: 'Key' } ).click();
		// The post's own keys are suggested.
		await builder
			.getByRole( 'option', { name: 'gb_e2e_subtitle' } )
			.click();
		await expect(
			builder.getByText( '{{post_meta key:gb_e2e_subtitle}}' )
		).toBeVisible();
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'dynamic-tags-builder.png' ),
		} );
		const scan = await new AxeBuilder( { page } )
			.include( '.gblocks-pro-tag-builder' )
			.analyze();
		expect( scan.violations ).toEqual( [] );
		await builder.getByRole( 'button', { name: 'Insert' } ).click();
		await expect( builder ).toHaveCount( 0 );

		await expect( paragraph ).toHaveText(
			'Today: {{post_meta key:gb_e2e_subtitle}}'
		);
		// The previews panel of the block gives the value for this post.
		await editor.openDocumentSettingsSidebar();
		const settings = await blockSettings( page );
		await expect( settings.getByText( 'Tuesday special' ) ).toBeVisible();

		await editor.publishPost();
		await page.goto( new URL( `/?p=${ post.id }`, baseURL ).toString() );
		await expect(
			page.getByText( 'Today: Tuesday special' )
		).toBeVisible();
		expect( await page.content() ).not.toContain( '{{post_meta' );
		expect( errors ).toEqual( [] );
	} );

	test( 'a Loop block over an option array shows its items', async ( {
		admin,
		editor,
		page,
		requestUtils,
		baseURL,
	} ) => {
		const errors = collectConsoleErrors( page );
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { [ OPTION ]: [ 'Alpha', 'Beta', 'Gamma' ] },
		} );
		const post = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: { title: 'Loop over an option', status: 'draft' },
		} );
		await admin.editPost( post.id );
		await editor.insertBlock( { name: 'gblocks-pro/loop' } );

		// Its template: the item's value and the No Results area.
		const loop = editor.canvas.getByRole( 'document', {
			name: 'Block: Loop',
		} );
		await expect( loop.getByText( '{{loop_item}}' ) ).toBeVisible();
		await expect(
			loop.getByText(
				'Choose a key in the block settings to preview the items.'
			)
		).toBeVisible();

		await editor.selectBlocks( loop );
		await editor.openDocumentSettingsSidebar();
		const settings = await blockSettings( page );
		await settings
			.getByRole( 'combobox', { name: 'Query type' } )
			.selectOption( 'option' );
		await settings
			.getByRole( 'combobox', { name: 'Option name' } )
			.fill( OPTION );
		// Done with the field (its suggestion list closes).
		await page.keyboard.press( 'Tab' );
		await expect( loop.getByText( 'First 3 of 3 items:' ) ).toBeVisible();
		// The option is an array: no "must be an array" message, in the settings or the canvas.
		await expect( settings.getByText( /must be an array/ ) ).toHaveCount(
			0
		);
		await expect( loop.getByText( /must be an array/ ) ).toHaveCount( 0 );
		await expect(
			loop.locator( '.gblocks-pro-loop-preview li' )
		).toHaveText( [ 'Alpha', 'Beta', 'Gamma' ] );
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'dynamic-tags-loop.png' ),
		} );
		const scan = await new AxeBuilder( { page } )
			.include( '.block-editor-block-inspector' )
			.analyze();
		expect( scan.violations ).toEqual( [] );

		await editor.publishPost();
		await page.goto( new URL( `/?p=${ post.id }`, baseURL ).toString() );
		for ( const item of [ 'Alpha', 'Beta', 'Gamma' ] ) {
			await expect(
				page.getByText( item, { exact: true } )
			).toBeVisible();
		}
		await expect(
			page.getByText( 'No results', { exact: true } )
		).toHaveCount( 0 );
		expect( errors ).toEqual( [] );
	} );
} );
