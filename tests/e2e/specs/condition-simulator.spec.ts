/**
 * The condition simulator where people use it: the condition editor's "Test this condition" panel,
 * the block's "Why?" dialog, and "Conditions on this page" in the front end's admin bar (for
 * managers only; a visitor's page has no trace of it). Axe on the panel.
 */
import path from 'path';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

import {
	createCondition,
	deleteConditions,
	type Tree,
} from '../conditions-api';
import { collectConsoleErrors } from '../console-errors';
import { screenshot } from '../screenshot';

const PREFIX = 'E2E simulator';
const SCREENSHOTS = path.resolve(
	process.env.WP_ARTIFACTS_PATH ?? 'artifacts',
	'screenshots'
);

const MOBILE_TREE: Tree = {
	logic: 'OR',
	groups: [
		{
			logic: 'AND',
			conditions: [
				{ type: 'device', rule: 'mobile', operator: 'is', value: '' },
			],
		},
	],
};

test.describe( 'Condition simulator', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		await deleteConditions( requestUtils, PREFIX );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteConditions( requestUtils, PREFIX );
		await requestUtils.deleteAllPosts();
	} );

	test( 'the condition editor tests the rules as the inputs change', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const errors = collectConsoleErrors( page );
		const { id } = await createCondition(
			requestUtils,
			`${ PREFIX }: phones`,
			MOBILE_TREE
		);
		await admin.visitAdminPage(
			'admin.php',
			`page=generateblocks-conditions&edit=${ id }`
		);
		const panel = page.getByRole( 'region', {
			name: 'Test this condition',
		} );
		const output = panel.getByRole( 'status' );
		await expect(
			output.getByText( 'Hidden', { exact: true } )
		).toBeVisible();
		await expect(
			output.getByText( 'Visitor is on desktop, rule wants mobile.' )
		).toBeVisible();

		// Keyboard only: focus the device select and choose Mobile.
		const device = panel.getByRole( 'combobox', { name: 'Device' } );
		await device.focus();
		await device.selectOption( 'mobile' );
		await expect(
			output.getByText( 'Shown', { exact: true } )
		).toBeVisible();
		await expect(
			output.getByText( /Visitor is on mobile.*rule wants mobile\./ )
		).toBeVisible();
		await expect( output.getByText( '✓' ) ).toBeVisible();

		// An address on another site is refused with the field named.
		await panel
			.getByRole( 'combobox', { name: 'Page' } )
			.selectOption( 'url' );
		await panel
			.getByRole( 'textbox', { name: 'Address' } )
			.fill( 'https://elsewhere.example/' );
		await expect(
			output.getByText( /context\.url: not an address on this site/ )
		).toBeVisible();
		await panel.getByRole( 'textbox', { name: 'Address' } ).fill( '/' );
		await expect(
			output.getByText( 'Shown', { exact: true } )
		).toBeVisible();

		const scan = await new AxeBuilder( { page } )
			.include( '.gblocks-pro-simulator' )
			.analyze();
		expect( scan.violations ).toEqual( [] );
		// The refused address is the one expected failed request.
		expect(
			errors.filter( ( error ) => ! /status of 400/.test( error ) )
		).toEqual( [] );
	} );

	test( 'Visitor rules: the row says they are decided in the browser; the simulator takes a hand-built history and explains it, at 1280 and 375 px, with axe', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const errors = collectConsoleErrors( page );
		const { id } = await createCondition(
			requestUtils,
			`${ PREFIX }: returning readers`,
			{
				logic: 'OR',
				groups: [
					{
						logic: 'AND',
						conditions: [
							{
								type: 'visitor',
								rule: 'returning',
								operator: 'is',
								value: '',
							},
							{
								type: 'visitor',
								rule: 'overlay_views',
								operator: 'at_least',
								value: 'any|1|7',
							},
						],
					},
				],
			}
		);
		await admin.visitAdminPage(
			'admin.php',
			`page=generateblocks-conditions&edit=${ id }`
		);
		await expect(
			page.getByText( /always decided in the visitor.s browser/i ).first()
		).toBeVisible();
		const panel = page.getByRole( 'region', {
			name: 'Test this condition',
		} );
		const output = panel.getByRole( 'status' );
		// No history simulated: a browser that keeps none.
		await expect(
			output.getByText( 'Hidden', { exact: true } )
		).toBeVisible();
		await panel
			.getByRole( 'checkbox', { name: 'Simulate a visitor history' } )
			.check();
		await panel
			.getByRole( 'spinbutton', { name: 'Visits', exact: true } )
			.fill( '3' );
		await panel
			.getByRole( 'textbox', { name: 'Overlays' } )
			.fill( '12 views=0.5' );
		await expect(
			output.getByText( 'Shown', { exact: true } )
		).toBeVisible();
		await expect(
			output.getByText( /Visitor is on visit 3/ ).first()
		).toBeVisible();
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'simulator-history-1280.png' ),
			fullPage: true,
		} );
		const scan = await new AxeBuilder( { page } )
			.include( '.gblocks-pro-simulator' )
			.analyze();
		expect( scan.violations ).toEqual( [] );
		await page.setViewportSize( { width: 375, height: 800 } );
		await panel.scrollIntoViewIfNeeded();
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'simulator-history-375.png' ),
			fullPage: true,
		} );
		const narrow = await new AxeBuilder( { page } )
			.include( '.gblocks-pro-simulator' )
			.analyze();
		expect( narrow.violations ).toEqual( [] );
		expect( errors ).toEqual( [] );
	} );

	test( 'the block\'s "Why?" shows the table for this post, the device preview and the user', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const errors = collectConsoleErrors( page );
		const title = `${ PREFIX }: why`;
		const { id } = await createCondition(
			requestUtils,
			title,
			MOBILE_TREE
		);
		await admin.createNewPost( { title: 'Why post' } );
		await editor.insertBlock( {
			name: 'core/paragraph',
			attributes: {
				content: 'Phones see this',
				gbBlockCondition: String( id ),
			},
		} );
		await editor.selectBlocks(
			editor.canvas
				.getByRole( 'document', { name: 'Block: Paragraph' } )
				.filter( { hasText: 'Phones see this' } )
		);
		await editor.openDocumentSettingsSidebar();
		const settings = page.getByRole( 'region', {
			name: 'Editor settings',
		} );
		const blockTab = settings.getByRole( 'tab', { name: 'Block' } );
		if ( ( await blockTab.count() ) > 0 ) {
			await blockTab.click();
		}
		const advanced = settings.getByRole( 'button', { name: 'Advanced' } );
		if ( ( await advanced.getAttribute( 'aria-expanded' ) ) === 'false' ) {
			await advanced.click();
		}
		await settings
			.getByRole( 'button', {
				name: 'Why is this block shown or hidden?',
			} )
			.click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Why is this block shown or hidden?',
		} );
		await expect(
			dialog.getByText( 'Visitor is on desktop, rule wants mobile.' )
		).toBeVisible();
		await expect(
			dialog.getByText( 'Hidden', { exact: true } )
		).toBeVisible();
		// Defaults: this post and the current user, editable.
		await expect(
			dialog.getByRole( 'combobox', { name: 'Page' } )
		).toHaveValue( 'post' );
		await expect(
			dialog.getByRole( 'combobox', { name: 'Visitor' } )
		).toHaveValue( 'user' );
		await dialog
			.getByRole( 'combobox', { name: 'Device' } )
			.selectOption( 'mobile' );
		await expect(
			dialog.getByText( 'Shown', { exact: true } )
		).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toHaveCount( 0 );
		expect( errors ).toEqual( [] );
	} );

	test( '"Conditions on this page" lists the decisions for managers only', async ( {
		page,
		browser,
		requestUtils,
		baseURL,
	} ) => {
		const title = `${ PREFIX }: admin bar`;
		const { id } = await createCondition(
			requestUtils,
			title,
			MOBILE_TREE
		);
		const post = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Admin bar post',
				status: 'publish',
				content: `<!-- wp:paragraph {"gbBlockCondition":"${ id }"} --><p>Phones only text</p><!-- /wp:paragraph --><!-- wp:paragraph --><p>Everyone text</p><!-- /wp:paragraph -->`,
			},
		} );
		const url = new URL( `/?p=${ post.id }`, baseURL ).toString();

		await page.goto( url );
		await expect( page.getByText( 'Everyone text' ) ).toBeVisible();
		const node = page.locator( '#wp-admin-bar-gblocks-pro-conditions' );
		await expect( node ).toContainText( 'Conditions on this page (1)' );
		await node.hover();
		const item = node.locator( '#wp-admin-bar-gblocks-pro-conditions-1' );
		await expect( item ).toBeVisible();
		await expect( item ).toContainText( 'Hidden' );
		await expect( item ).toContainText( 'Block: Paragraph' );
		await expect( item ).toContainText( title );
		await expect( item ).toContainText(
			'Visitor is on desktop, rule wants mobile.'
		);

		const visitor = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const front = await visitor.newPage();
		await front.goto( url );
		await expect( front.getByText( 'Everyone text' ) ).toBeVisible();
		const html = await front.content();
		expect( html ).not.toContain( 'Conditions on this page' );
		expect( html ).not.toContain( 'gblocks-pro-conditions' );
		expect( html ).not.toContain( title );
		await visitor.close();
	} );
} );
