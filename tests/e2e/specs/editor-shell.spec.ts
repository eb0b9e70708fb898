/**
 * The editor shell: our block attributes on every core block keep saved posts valid, the "GBlocks Pro"
 * sidebar with its Conditions section, and the conditions dashboard.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

import { saveNewDeviceCondition } from '../conditions-api';
import { collectConsoleErrors } from '../console-errors';

/**
 * Every attribute of src/blocks/attributes.json's "all", set to a value that is not its default (the
 * condition id is set to a real condition in the test: a missing one would make the editor's lookup
 * answer 404, which the console reports).
 */
const OUR_ATTRIBUTES = {
	htmlAttributes: { 'data-gb-test': 'on' },
	gbBlockCondition: '0',
	gbBlockConditionInvert: true,
	gbStyles: { color: '#123456' },
	gbGlobalClasses: [ 'gb-test-class' ],
};

const INVALID = 'This block contains unexpected or invalid content.';

test.describe( 'Editor shell', () => {
	test( 'every core block of the inserter carrying our attributes saves and reopens valid, without console errors', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		test.setTimeout( 120_000 );
		const errors = collectConsoleErrors( page );
		const failed: string[] = [];
		page.on( 'requestfailed', ( request ) => failed.push( request.url() ) );
		const condition = ( await requestUtils.rest( {
			path: '/generateblocks-pro/advanced-conditions/v1/conditions',
			method: 'POST',
			data: {
				title: 'Every block condition',
				category: '',
				status: 'publish',
				conditions: { logic: 'OR', groups: [] },
			},
		} ) ) as { response: { id: number } };
		const conditionId = String( condition.response.id );
		await admin.createNewPost();

		const inserted = await page.evaluate(
			( attributes ) => {
				type Item = { name: string; isDisabled?: boolean };
				const wp = (
					window as unknown as {
						wp: {
							data: {
								select: (
									store: string
								) => Record<
									string,
									( ...args: unknown[] ) => unknown
								>;
								dispatch: (
									store: string
								) => Record<
									string,
									( ...args: unknown[] ) => unknown
								>;
							};
							blocks: {
								createBlock: (
									name: string,
									attributes: Record< string, unknown >
								) => unknown;
							};
						};
					}
				 ).wp;
				const items = wp.data
					.select( 'core/block-editor' )
					.getInserterItems() as Item[];
				const names = Array.from(
					new Set(
						items
							.filter(
								( item ) =>
									item.name.startsWith( 'core/' ) &&
									! item.isDisabled &&
									// A synced pattern needs a pattern to point at; the
									// classic block opens its own editor in a dialog.
									item.name !== 'core/block' &&
									item.name !== 'core/freeform'
							)
							.map( ( item ) => item.name )
					)
				).sort();
				const blocks = names.map( ( name ) =>
					wp.blocks.createBlock( name, attributes )
				);
				wp.data.dispatch( 'core/block-editor' ).insertBlocks( blocks );
				return names;
			},
			{ ...OUR_ATTRIBUTES, gbBlockCondition: conditionId }
		);

		// The editor offers dozens of core blocks; the usual ones are among them.
		expect( inserted.length ).toBeGreaterThan( 40 );
		expect( inserted ).toEqual(
			expect.arrayContaining( [
				'core/paragraph',
				'core/heading',
				'core/group',
				'core/image',
				'core/buttons',
				'core/query',
				'core/navigation',
			] )
		);
		await editor.canvas
			.getByRole( 'textbox', { name: 'Add title' } )
			.fill( 'Every block' );
		const content = await editor.getEditedPostContent();
		expect( content ).toContain( `"gbBlockCondition":"${ conditionId }"` );
		expect( content ).toContain( '"gbBlockConditionInvert":true' );
		await editor.saveDraft();
		const postId = await page.evaluate( () =>
			(
				window as unknown as {
					wp: {
						data: {
							select: ( store: string ) => {
								getCurrentPostId: () => number;
							};
						};
					};
				}
			 ).wp.data
				.select( 'core/editor' )
				.getCurrentPostId()
		);

		await admin.editPost( postId );
		await expect(
			editor.canvas.getByRole( 'textbox', { name: 'Add title' } )
		).toHaveText( 'Every block' );
		await expect( editor.canvas.getByText( INVALID ) ).toHaveCount( 0 );
		const reopened = await page.evaluate( () => {
			const wp = (
				window as unknown as {
					wp: {
						data: {
							select: ( store: string ) => {
								getBlocks: () => Array< {
									isValid: boolean;
									name: string;
								} >;
							};
						};
					};
				}
			 ).wp;
			return wp.data
				.select( 'core/block-editor' )
				.getBlocks()
				.filter( ( block ) => ! block.isValid )
				.map( ( block ) => block.name );
		} );
		expect( reopened ).toEqual( [] );
		// Only what WordPress itself may change on opening: the navigation block gets its menu (ref).
		const withoutMenu = ( markup: string ) =>
			markup.replace(
				/<!-- wp:navigation \{"ref":\d+,/,
				'<!-- wp:navigation {'
			);
		expect( withoutMenu( await editor.getEditedPostContent() ) ).toBe(
			withoutMenu( content )
		);
		// Core blocks inserted without their media (no URL yet) make Chromium log ERR_INVALID_URL for
		// their empty sources; nothing else may fail, and no request of ours.
		expect(
			errors.filter(
				( error ) =>
					error !== 'Failed to load resource: net::ERR_INVALID_URL'
			)
		).toEqual( [] );
		expect(
			failed.filter( ( url ) => /gblocks|generateblocks/.test( url ) )
		).toEqual( [] );

		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/posts/${ postId }`,
			params: { force: true },
		} );
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/generateblocks-pro/advanced-conditions/v1/conditions/${ conditionId }`,
		} );
	} );

	test( 'the GBlocks Pro sidebar opens Manage Conditions; a condition created there is listed; Escape closes', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const errors = collectConsoleErrors( page );
		await admin.createNewPost();

		await page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'GBlocks Pro' } )
			.click();
		const sidebar = page.getByRole( 'region', {
			name: 'Editor settings',
		} );
		await expect(
			sidebar.getByRole( 'button', { name: 'Conditions', exact: true } )
		).toBeVisible();
		const manage = sidebar.getByRole( 'button', {
			name: 'Manage Conditions',
		} );
		await expect( manage ).toBeVisible();
		const sidebarScan = await new AxeBuilder( { page } )
			.include( '.gblocks-pro-sidebar' )
			.analyze();
		expect( sidebarScan.violations ).toEqual( [] );

		await manage.click();
		const dashboard = page.getByRole( 'dialog', { name: 'Conditions' } );
		await expect( dashboard ).toBeVisible();
		await dashboard.getByRole( 'button', { name: 'Add New' } ).click();
		const creating = page.getByRole( 'dialog', {
			name: 'Create New Condition',
		} );
		await expect(
			creating.getByRole( 'button', { name: '← Back to Conditions' } )
		).toBeVisible();
		const title = `Shell condition ${ Date.now() }`;
		await saveNewDeviceCondition( creating, title );

		await expect(
			page
				.getByRole( 'dialog', { name: 'Conditions' } )
				.getByText( title )
		).toBeVisible();
		await expect(
			page
				.getByRole( 'dialog', { name: 'Conditions' } )
				.locator( '.components-snackbar' )
				.getByText( 'Condition created.' )
		).toBeVisible();
		const dashboardScan = await new AxeBuilder( { page } )
			.include( '.gblocks-pro-conditions-dashboard' )
			.analyze();
		expect( dashboardScan.violations ).toEqual( [] );

		await page.keyboard.press( 'Escape' );
		await expect(
			page.getByRole( 'dialog', { name: 'Conditions' } )
		).toHaveCount( 0 );
		expect( errors ).toEqual( [] );

		const body = ( await requestUtils.rest( {
			path: '/generateblocks-pro/advanced-conditions/v1/conditions',
			params: { per_page: 100, page: 1 },
		} ) ) as {
			response: {
				conditions: Array< {
					id: number;
					title: { rendered: string };
				} >;
			};
		};
		const created = body.response.conditions.filter(
			( item ) => item.title.rendered === title
		);
		expect( created ).toHaveLength( 1 );
		for ( const item of created ) {
			await requestUtils.rest( {
				path: `/generateblocks-pro/advanced-conditions/v1/conditions/${ item.id }`,
				method: 'DELETE',
			} );
		}
	} );

	test( 'an author sees the Pattern Library section but not the Conditions section', async ( {
		browser,
		requestUtils,
	} ) => {
		const username = `shell-author-${ Date.now() }`;
		const user = await requestUtils.createUser( {
			username,
			email: `${ username }@example.com`,
			password: 'password',
			roles: [ 'author' ],
		} );
		const context = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const page = await context.newPage();
		await page.goto( '/wp-login.php' );
		await page.getByLabel( 'Username or Email Address' ).fill( username );
		await page.getByLabel( 'Password', { exact: true } ).fill( 'password' );
		await page.getByRole( 'button', { name: 'Log In' } ).click();
		await page.waitForURL( /wp-admin/ );
		await page.goto( '/wp-admin/post-new.php' );
		await page.waitForFunction(
			() =>
				!! (
					window as unknown as {
						wp?: {
							data?: {
								select: ( store: string ) => {
									getCurrentPostId?: () => unknown;
								};
							};
						};
					}
				 ).wp?.data
					?.select( 'core/editor' )
					?.getCurrentPostId?.()
		);
		// A new user gets the welcome guide first.
		const guide = page.getByRole( 'dialog', {
			name: 'Welcome to the editor',
		} );
		await guide
			.waitFor( { state: 'visible', timeout: 5000 } )
			.catch( () => undefined );
		if ( await guide.isVisible() ) {
			await guide.getByRole( 'button', { name: 'Close' } ).click();
		}
		await expect(
			page.getByRole( 'region', { name: 'Editor top bar' } )
		).toBeVisible();

		const canManage = await page.evaluate(
			() =>
				(
					window as unknown as {
						gblocksPro?: {
							editor?: {
								capabilities?: Record< string, boolean >;
							};
						};
					}
				 ).gblocksPro?.editor?.capabilities?.manage_gblocks_conditions
		);
		expect( canManage ).toBe( false );
		// Authors can edit posts, so the sidebar is there with its Pattern Library section only.
		const sidebarButton = page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'GBlocks Pro' } );
		await sidebarButton.click();
		await expect(
			page.getByRole( 'button', { name: 'Open Pattern Library' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Manage Conditions' } )
		).toHaveCount( 0 );
		await expect(
			page.getByRole( 'button', { name: 'Manage Overlay Panels' } )
		).toHaveCount( 0 );
		await context.close();
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/users/${ user.id }`,
			params: { force: true, reassign: 1 },
		} );
	} );

	test( 'the editor loads our canvas styles into the canvas iframe without the "added to the iframe incorrectly" warning', async ( {
		admin,
		editor,
		page,
	} ) => {
		const messages: string[] = [];
		page.on( 'console', ( message ) => messages.push( message.text() ) );
		await admin.createNewPost();
		await editor.insertBlock( { name: 'core/paragraph' } );

		await expect(
			page.locator( 'iframe[name="editor-canvas"]' )
		).toBeVisible();
		await expect(
			editor.canvas.locator( 'link#gblocks-pro-editor-canvas-css' )
		).toHaveCount( 1 );
		expect(
			messages.filter( ( text ) =>
				text.includes( 'added to the iframe incorrectly' )
			)
		).toEqual( [] );
	} );
} );
