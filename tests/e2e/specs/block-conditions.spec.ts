/**
 * Display conditions on blocks, in the real block editor and on the front end: a condition chosen in a
 * paragraph's Advanced panel hides it from logged-out visitors only; a condition created from the
 * GBlocks Pro sidebar's conditions dashboard is found in the block's select without reloading; axe on
 * the panel.
 */
import AxeBuilder from '@axe-core/playwright';
import path from 'path';
import type { Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Editor } from '@wordpress/e2e-test-utils-playwright';

import {
	createCondition,
	deleteConditions,
	saveNewDeviceCondition,
} from '../conditions-api';
import { collectConsoleErrors } from '../console-errors';
import { screenshot } from '../screenshot';

const SCREENSHOTS = path.resolve(
	process.env.WP_ARTIFACTS_PATH ?? 'artifacts',
	'screenshots'
);

/**
 * Selects the paragraph with the given text and opens its Advanced panel in the block settings.
 *
 * @param page   The page.
 * @param editor The editor fixture.
 * @param text   The paragraph's text.
 */
async function openAdvanced( page: Page, editor: Editor, text: string ) {
	// Selected through the editor (a click can land on the previous block's toolbar).
	await editor.selectBlocks(
		editor.canvas
			.getByRole( 'document', { name: 'Block: Paragraph' } )
			.filter( { hasText: text } )
	);
	await editor.openDocumentSettingsSidebar();
	const settings = page.getByRole( 'region', { name: 'Editor settings' } );
	const blockTab = settings.getByRole( 'tab', { name: 'Block' } );
	if ( ( await blockTab.count() ) > 0 ) {
		await blockTab.click();
	}
	const advanced = settings.getByRole( 'button', { name: 'Advanced' } );
	if ( ( await advanced.getAttribute( 'aria-expanded' ) ) === 'false' ) {
		await advanced.click();
	}
	return settings;
}

const PREFIX = 'E2E block condition';

test.describe( 'Display conditions on blocks', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		await deleteConditions( requestUtils, PREFIX );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteConditions( requestUtils, PREFIX );
		await requestUtils.deleteAllPosts();
	} );

	test( 'a condition chosen on a paragraph hides it from logged-out visitors only', async ( {
		admin,
		editor,
		page,
		browser,
		requestUtils,
		baseURL,
	} ) => {
		const errors = collectConsoleErrors( page );
		const title = `${ PREFIX }: logged in`;
		const { id } = await createCondition( requestUtils, title );

		await admin.createNewPost( { title: 'Members note' } );
		await editor.insertBlock( {
			name: 'core/paragraph',
			attributes: { content: 'Only for members' },
		} );
		await editor.insertBlock( {
			name: 'core/paragraph',
			attributes: { content: 'For everyone' },
		} );

		const settings = await openAdvanced( page, editor, 'Only for members' );
		const select = settings.getByRole( 'combobox', {
			name: 'Display Condition',
		} );
		// "Invert condition" appears only once a condition is set.
		await expect(
			settings.getByRole( 'checkbox', { name: 'Invert condition' } )
		).toHaveCount( 0 );
		await select.click();
		await select.fill( 'logged in' );
		await page.getByRole( 'option', { name: title } ).click();
		await expect(
			settings.getByRole( 'checkbox', { name: 'Invert condition' } )
		).toBeVisible();
		await expect(
			settings.getByText(
				'Hide the block when the condition is true instead of false.'
			)
		).toBeVisible();
		// The block says it is conditional, in its toolbar and in the canvas.
		await expect(
			page.getByRole( 'button', {
				name: `Display condition: ${ title }`,
			} )
		).toBeVisible();
		await expect(
			editor.canvas.locator( '.gblocks-pro-has-condition' )
		).toHaveCount( 1 );

		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'block-condition-inspector.png' ),
		} );
		const scan = await new AxeBuilder( { page } )
			.include( '.block-editor-block-inspector' )
			.analyze();
		expect( scan.violations ).toEqual( [] );

		const postId = await editor.publishPost();
		const saved = ( await requestUtils.rest( {
			path: `/wp/v2/posts/${ postId }`,
			params: { context: 'edit' },
		} ) ) as { content: { raw: string } };
		expect( saved.content.raw ).toContain( `"gbBlockCondition":"${ id }"` );
		// Stored in the block comment only: the paragraph's markup is core's own.
		expect( saved.content.raw ).toContain( '<p>Only for members</p>' );

		// Reopened, the block is valid and still shows its condition.
		await admin.visitAdminPage(
			'post.php',
			`post=${ postId }&action=edit`
		);
		await expect(
			editor.canvas.getByText( 'Only for members', { exact: true } )
		).toBeVisible();
		await expect(
			page.getByText(
				'This block contains unexpected or invalid content'
			)
		).toHaveCount( 0 );
		await expect(
			editor.canvas.locator( '.gblocks-pro-has-condition' )
		).toHaveCount( 1 );

		const url = new URL( `/?p=${ postId }`, baseURL ).toString();
		// Logged in (the condition passes): both paragraphs.
		await page.goto( url );
		await expect(
			page.getByText( 'Only for members', { exact: true } )
		).toBeVisible();
		await expect(
			page.getByText( 'For everyone', { exact: true } )
		).toBeVisible();

		// Logged out: the paragraph is not in the page at all.
		const visitor = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const front = await visitor.newPage();
		await front.goto( url );
		await expect(
			front.getByText( 'For everyone', { exact: true } )
		).toBeVisible();
		expect( await front.content() ).not.toContain( 'Only for members' );
		await visitor.close();
		expect( errors ).toEqual( [] );
	} );

	test( 'a condition created in Manage Conditions is found in the block select without reloading', async ( {
		admin,
		editor,
		page,
	} ) => {
		const errors = collectConsoleErrors( page );
		await admin.createNewPost();
		await editor.insertBlock( {
			name: 'core/paragraph',
			attributes: { content: 'Conditional later' },
		} );

		await page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'GBlocks Pro' } )
			.click();
		await page
			.getByRole( 'region', { name: 'Editor settings' } )
			.getByRole( 'button', { name: 'Manage Conditions' } )
			.click();
		const dashboard = page.getByRole( 'dialog', { name: 'Conditions' } );
		await dashboard.getByRole( 'button', { name: 'Add New' } ).click();
		const creating = page.getByRole( 'dialog', {
			name: 'Create New Condition',
		} );
		const title = `${ PREFIX }: made in the sidebar`;
		await saveNewDeviceCondition( creating, title );
		await expect(
			page
				.getByRole( 'dialog', { name: 'Conditions' } )
				.getByText( title )
		).toBeVisible();
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'block-conditions-dashboard.png' ),
		} );
		await page.keyboard.press( 'Escape' );
		await expect(
			page.getByRole( 'dialog', { name: 'Conditions' } )
		).toHaveCount( 0 );

		const settings = await openAdvanced(
			page,
			editor,
			'Conditional later'
		);
		const select = settings.getByRole( 'combobox', {
			name: 'Display Condition',
		} );
		await select.click();
		await select.fill( 'made in the sidebar' );
		await page.getByRole( 'option', { name: title } ).click();
		await expect(
			page.getByRole( 'button', {
				name: `Display condition: ${ title }`,
			} )
		).toBeVisible();
		expect( errors ).toEqual( [] );
	} );
} );
