/**
 * Block styles in the real block editor and on the front end: "Hide on Mobile" in a paragraph's
 * Device Visibility group hides it at 375 px and not at 1280 px (while the editor's Mobile preview
 * keeps it, marked "Hidden on Mobile"); styles copied from one block and pasted into two selected
 * blocks render on both. Posts are set up through REST; only the behaviour under test is clicked.
 */
import AxeBuilder from '@axe-core/playwright';
import path from 'path';
import type { Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Editor } from '@wordpress/e2e-test-utils-playwright';

import { collectConsoleErrors } from '../console-errors';
import { screenshot } from '../screenshot';

const SCREENSHOTS = path.resolve(
	process.env.WP_ARTIFACTS_PATH ?? 'artifacts',
	'screenshots'
);

interface Created {
	id: number;
	link: string;
}

/**
 * A paragraph's markup, with its attributes in the comment.
 *
 * @param text       Its text.
 * @param attributes Block attributes.
 */
const paragraph = ( text: string, attributes?: Record< string, unknown > ) =>
	`<!-- wp:paragraph${
		attributes ? ' ' + JSON.stringify( attributes ) : ''
	} --><p>${ text }</p><!-- /wp:paragraph -->`;

/**
 * The paragraph with that text in the canvas.
 *
 * @param editor The editor fixture.
 * @param text   Its text.
 */
const block = ( editor: Editor, text: string ) =>
	editor.canvas
		.getByRole( 'document', { name: 'Block: Paragraph' } )
		.filter( { hasText: text } );

/**
 * Opens the Styles menu of the block toolbar.
 *
 * @param page   The page.
 * @param editor The editor fixture.
 */
async function openStylesMenu( page: Page, editor: Editor ) {
	await editor.showBlockToolbar();
	await page
		.getByRole( 'toolbar', { name: 'Block tools' } )
		.getByRole( 'button', { name: 'Styles' } )
		.click();
	return page.getByRole( 'menu', { name: 'Styles' } );
}

test.describe( 'Block styles', () => {
	// Each test loads the editor and the front end (twice for the first): more than the default
	// minute when the machine is shared.
	test.slow();

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.deleteAllPosts();
	} );

	test( 'Hide on Mobile hides a block at 375 px but not at 1280 px, and the Mobile preview marks it', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const errors = collectConsoleErrors( page );
		const post = await requestUtils.rest< Created >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Device visibility',
				status: 'draft',
				content:
					paragraph( 'Shown everywhere' ) +
					paragraph( 'Not on phones' ),
			},
		} );
		await admin.visitAdminPage(
			'post.php',
			`post=${ post.id }&action=edit`
		);
		await editor.selectBlocks( block( editor, 'Not on phones' ) );
		await editor.openDocumentSettingsSidebar();
		const settings = page.getByRole( 'region', {
			name: 'Editor settings',
		} );
		await settings
			.getByRole( 'button', { name: 'Device Visibility' } )
			.click();
		const hideOnMobile = settings.getByRole( 'checkbox', {
			name: 'Hide on Mobile',
		} );
		await hideOnMobile.click();
		await expect( hideOnMobile ).toBeChecked();
		await screenshot( page, {
			path: path.join(
				SCREENSHOTS,
				'block-styles-device-visibility.png'
			),
		} );
		const scan = await new AxeBuilder( { page } )
			.include( '.gblocks-pro-device-visibility' )
			.analyze();
		expect( scan.violations ).toEqual( [] );

		// The Mobile preview (a 360 px canvas) keeps the block, marked, instead of hiding it.
		await page.evaluate( () =>
			(
				window as unknown as {
					wp: {
						data: {
							dispatch: ( store: string ) => {
								setDeviceType: ( type: string ) => void;
							};
						};
					};
				}
			 ).wp.data
				.dispatch( 'core/editor' )
				.setDeviceType( 'Mobile' )
		);
		const hidden = block( editor, 'Not on phones' );
		await expect( hidden ).toBeVisible();
		await expect( hidden ).toHaveClass( /gblocks-pro-hidden-on-mobile/ );
		await expect
			.poll( () =>
				hidden.evaluate(
					( element ) =>
						getComputedStyle( element, '::after' ).content
				)
			)
			.toBe( '"Hidden on Mobile"' );
		// The label is a tab above the block: it never covers the block's own text.
		const placement = await hidden.evaluate( ( element ) => ( {
			labelBottom: parseFloat(
				getComputedStyle( element, '::after' ).bottom
			),
			height: element.getBoundingClientRect().height,
		} ) );
		expect( placement.labelBottom ).toBeGreaterThanOrEqual(
			placement.height - 1
		);
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'block-styles-mobile-preview.png' ),
		} );

		await editor.publishPost();
		await page.setViewportSize( { width: 375, height: 800 } );
		await page.goto( post.link );
		await expect( page.getByText( 'Shown everywhere' ) ).toBeVisible();
		await expect( page.getByText( 'Not on phones' ) ).toBeHidden();
		await page.setViewportSize( { width: 1280, height: 800 } );
		await expect( page.getByText( 'Not on phones' ) ).toBeVisible();
		expect( errors ).toEqual( [] );
	} );

	test( 'styles copied from one block paste into two selected blocks and render on both', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const post = await requestUtils.rest< Created >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Copy and paste styles',
				status: 'publish',
				content:
					paragraph( 'The source', {
						gbStyles: {
							color: '#b30000',
							letterSpacing: '3px',
						},
					} ) +
					paragraph( 'First target' ) +
					paragraph( 'Second target' ),
			},
		} );
		await admin.visitAdminPage(
			'post.php',
			`post=${ post.id }&action=edit`
		);
		await editor.selectBlocks( block( editor, 'The source' ) );
		let menu = await openStylesMenu( page, editor );
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'block-styles-menu.png' ),
		} );
		await menu.getByRole( 'menuitem', { name: 'Copy Styles' } ).click();
		await expect(
			page
				.getByTestId( 'snackbar' )
				.filter( { hasText: 'Styles copied.' } )
		).toBeVisible();

		await editor.selectBlocks(
			block( editor, 'First target' ),
			block( editor, 'Second target' )
		);
		menu = await openStylesMenu( page, editor );
		await menu.getByRole( 'menuitem', { name: 'Paste Styles' } ).click();
		await expect(
			page
				.getByTestId( 'snackbar' )
				.filter( { hasText: 'Styles pasted into 2 blocks.' } )
		).toBeVisible();
		// The canvas previews the pasted styles.
		await expect( block( editor, 'Second target' ) ).toHaveCSS(
			'color',
			'rgb(179, 0, 0)'
		);

		await page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Save', exact: true } )
			.click();
		await expect(
			page
				.getByTestId( 'snackbar' )
				.filter( { hasText: 'Post updated.' } )
		).toBeVisible();

		await page.goto( post.link );
		for ( const text of [
			'The source',
			'First target',
			'Second target',
		] ) {
			const rendered = page.getByText( text, { exact: true } );
			await expect( rendered ).toHaveCSS( 'color', 'rgb(179, 0, 0)' );
			await expect( rendered ).toHaveCSS( 'letter-spacing', '3px' );
		}
	} );
} );
