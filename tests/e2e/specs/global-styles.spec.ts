/**
 * Global Styles (issue 12, part 4): a class created on the Global Styles screen with a colour, applied
 * to a block through the inspector's class picker, styles that block on the published page; and the
 * screen (list, class editor open) passes axe, with screenshots to look at.
 */
import AxeBuilder from '@axe-core/playwright';
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { PHONE, expectRowReachableOnPhone } from '../phone';
import { screenshot } from '../screenshot';

const PAGE = 'page=generateblocks-styles';
const SHOTS = path.resolve(
	process.env.WP_ARTIFACTS_PATH ?? 'artifacts',
	'screenshots'
);

async function deleteClasses( requestUtils: RequestUtils ) {
	const classes = await requestUtils.rest< { id: number }[] >( {
		path: '/wp/v2/gblocks-styles',
		params: { per_page: 100, status: 'publish,draft' },
	} );
	for ( const item of classes ) {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/gblocks-styles/${ item.id }`,
			params: { force: true },
		} );
	}
}

test.describe( 'Global Styles', () => {
	test.beforeEach( async ( { requestUtils } ) => {
		await requestUtils.deleteAllPosts();
		await deleteClasses( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.deleteAllPosts();
		await deleteClasses( requestUtils );
	} );

	test( 'a class made on the screen styles a block it is picked for, on the front end', async ( {
		admin,
		editor,
		page,
	} ) => {
		// Two screens and the block editor on a machine shared by several runs.
		test.slow();

		// Create the class and give it a colour on the Global Styles screen.
		await admin.visitAdminPage( 'admin.php', PAGE );
		await expect(
			page.getByText(
				'No global classes found. Create your first class to get started.'
			)
		).toBeVisible();
		await page.getByLabel( 'New class name' ).fill( 'e2e-brand' );
		await page.getByRole( 'button', { name: 'Create Class' } ).click();

		// The new class opens in its editor, which says it is a draft and can publish it.
		const dialog = page.getByRole( 'dialog', {
			name: 'Edit Class: .e2e-brand',
		} );
		await expect( dialog ).toBeVisible();
		const status = dialog.getByRole( 'combobox', { name: 'Status' } );
		await expect( status ).toHaveValue( 'draft' );
		await expect(
			dialog.getByText( /A draft class does not apply on the site yet/ )
		).toBeVisible();
		await dialog
			.getByLabel( 'Declarations' )
			.fill( 'color: rgb(200, 0, 0);' );
		await expect( dialog.locator( 'pre' ) ).toHaveText(
			'.e2e-brand{color:rgb(200, 0, 0);}'
		);
		await status.selectOption( 'publish' );
		await dialog.getByRole( 'button', { name: 'Save Class' } ).click();
		await expect(
			page.locator( '.components-snackbar', {
				hasText: 'Class .e2e-brand saved.',
			} )
		).toBeVisible();
		const row = page.getByRole( 'row' ).filter( { hasText: '.e2e-brand' } );
		await expect( row.getByText( 'Published' ) ).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: '.e2e-brand', exact: true } )
		).toBeFocused();

		// Pick it for a paragraph in the block inspector.
		await admin.createNewPost( { title: 'Global class' } );
		await editor.insertBlock( {
			name: 'core/paragraph',
			attributes: { content: 'Styled by a global class.' },
		} );
		const paragraph = editor.canvas.getByRole( 'document', {
			name: 'Block: Paragraph',
		} );
		await editor.selectBlocks( paragraph );
		await editor.openDocumentSettingsSidebar();
		const settings = page.getByRole( 'region', {
			name: 'Editor settings',
		} );
		// The Styles tab exists only when the block has settings of both kinds.
		const stylesTab = settings.getByRole( 'tab', { name: 'Styles' } );
		if ( ( await stylesTab.count() ) > 0 ) {
			await stylesTab.click();
		}
		await settings
			.getByRole( 'button', { name: 'Global Classes' } )
			.click();
		const classes = settings.getByRole( 'combobox', { name: 'Classes' } );
		// The site's classes are loaded (the list opens on focus): until then the picker cannot tell a
		// name no class has, and takes what is typed, as it does when the list cannot be loaded.
		await classes.focus();
		await expect(
			settings.getByRole( 'option', { name: '.e2e-brand' } )
		).toBeVisible();
		// A name no class has says so and stays in the field.
		await classes.fill( 'nope' );
		await classes.press( 'Enter' );
		await expect(
			settings.getByRole( 'status' ).filter( {
				hasText: 'No class named .nope.',
			} )
		).toBeVisible();
		await expect( classes ).toHaveValue( 'nope' );
		// The open picker passes axe (an expanded combobox names its list in aria-controls).
		const pickerScan = await new AxeBuilder( { page } )
			.include( '.gblocks-pro-class-picker' )
			.analyze();
		expect( pickerScan.violations ).toEqual( [] );
		// A partial name and Enter apply the highlighted suggestion.
		await classes.fill( 'e2e-br' );
		await expect(
			settings.getByRole( 'option', { name: '.e2e-brand' } )
		).toBeVisible();
		await classes.press( 'Enter' );
		await expect(
			settings.getByText( '.e2e-brand', { exact: true } )
		).toBeVisible();
		// The canvas previews the class.
		await expect( paragraph ).toHaveClass( /\be2e-brand\b/ );
		await expect( paragraph ).toHaveCSS( 'color', 'rgb(200, 0, 0)' );

		const postId = await editor.publishPost();
		await page.goto( `/?p=${ postId }` );
		const onPage = page.getByText( 'Styled by a global class.' );
		await expect( onPage ).toHaveClass( /\be2e-brand\b/ );
		await expect( onPage ).toHaveCSS( 'color', 'rgb(200, 0, 0)' );
	} );

	test( 'the screen passes axe with the list and with the class editor open', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		for ( const [ title, status, data ] of [
			[
				'.card',
				'publish',
				{ padding: '1rem', '&:is(:hover, :focus)': { color: 'navy' } },
			],
			[ '.button-ghost', 'draft', { borderWidth: '1px' } ],
		] as const ) {
			await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/gblocks-styles',
				data: {
					title,
					gb_style_selector: title,
					status,
					gb_style_data: data,
				},
			} );
		}

		await admin.visitAdminPage( 'admin.php', PAGE );
		await expect(
			page.getByRole( 'button', { name: '.button-ghost', exact: true } )
		).toBeVisible();
		await screenshot( page, {
			path: path.join( SHOTS, 'global-styles-list.png' ),
			fullPage: true,
		} );
		const listScan = await new AxeBuilder( { page } )
			.include( '#gblocks-pro-global-styles-admin' )
			.analyze();
		expect( listScan.violations ).toEqual( [] );

		await page
			.getByRole( 'button', { name: '.card', exact: true } )
			.click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Edit Class: .card',
		} );
		await dialog.getByRole( 'radio', { name: 'Hover & Focus' } ).check();
		await expect( dialog.getByLabel( 'Declarations' ) ).toHaveValue(
			'color: navy;'
		);
		await screenshot( page, {
			path: path.join( SHOTS, 'global-styles-editor.png' ),
			fullPage: true,
		} );
		const editorScan = await new AxeBuilder( { page } )
			.include( '.gblocks-pro-class-editor' )
			.analyze();
		expect( editorScan.violations ).toEqual( [] );
	} );

	test( 'keeps the actions and details of each row reachable at 375 px, and passes axe there', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/gblocks-styles',
			data: {
				title: '.card',
				gb_style_selector: '.card',
				status: 'draft',
				gb_style_data: { padding: '1rem' },
			},
		} );
		await page.setViewportSize( PHONE );
		await admin.visitAdminPage( 'admin.php', PAGE );
		await expectRowReachableOnPhone( page, {
			root: '#gblocks-pro-global-styles-admin',
			name: '.card',
			menuItem: 'Delete',
			detail: 'Draft',
		} );
	} );
} );
