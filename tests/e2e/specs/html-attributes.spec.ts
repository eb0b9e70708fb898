/**
 * HTML attributes and the Overlay Panel Trigger in the real block editor and on the front end:
 * attributes added with the keyboard to a paragraph and a button reach the page; a button chosen as an
 * overlay's trigger opens it with the mouse and the keyboard, and a close button inside the overlay
 * closes it; a stale trigger is removed when the post loads; inside the overlay editor the trigger
 * select is greyed out; an author's `onclick` is refused inline as it is typed, and on save (pasted
 * with a block) with a message naming it and the block's title; axe on the panel.
 */
import AxeBuilder from '@axe-core/playwright';
import path from 'path';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { openAdvanced } from '../block-inspector';
import { collectConsoleErrors } from '../console-errors';
import { screenshot } from '../screenshot';

const SCREENSHOTS = path.resolve(
	process.env.WP_ARTIFACTS_PATH ?? 'artifacts',
	'screenshots'
);

const PREFIX = 'E2E attributes';

/**
 * Adds an attribute through the "New attribute" form with the keyboard only: the name, Tab, the
 * value, Enter.
 *
 * @param page     The page.
 * @param settings The settings region.
 * @param name     Attribute name.
 * @param value    Attribute value ('' for none).
 */
async function addAttribute(
	page: Page,
	settings: Locator,
	name: string,
	value: string
) {
	const form = settings.getByRole( 'group', { name: 'New attribute' } );
	await form.getByRole( 'textbox', { name: 'Attribute name' } ).focus();
	await page.keyboard.type( name );
	await page.keyboard.press( 'Tab' );
	await expect(
		form.getByRole( 'textbox', { name: 'Attribute value' } )
	).toBeFocused();
	if ( value ) {
		await page.keyboard.type( value );
	}
	await page.keyboard.press( 'Enter' );
	await expect(
		settings
			.getByRole( 'group', { name: `Attribute ${ name }` } )
			.getByRole( 'textbox', { name: 'Attribute name' } )
	).toBeFocused();
}

async function createOverlay(
	requestUtils: RequestUtils,
	title: string,
	content: string,
	triggerType = 'click'
): Promise< number > {
	const overlay = await requestUtils.rest< { id: number } >( {
		method: 'POST',
		path: '/wp/v2/gblocks_overlay',
		data: {
			title,
			content,
			status: 'publish',
			meta: {
				_gb_overlay_type: 'standard',
				_gb_overlay_trigger_type: triggerType,
			},
		},
	} );
	return overlay.id;
}

async function deleteOverlays( requestUtils: RequestUtils ) {
	const overlays = await requestUtils.rest< { id: number }[] >( {
		path: '/wp/v2/gblocks_overlay',
		params: { per_page: 100, status: 'publish,draft' },
	} );
	for ( const overlay of overlays ) {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/gblocks_overlay/${ overlay.id }`,
			params: { force: true },
		} );
	}
}

/**
 * Presses Tab until the element has focus (at most 40 times; none when it has it already).
 *
 * @param page   The page.
 * @param target The element.
 */
async function tabTo( page: Page, target: Locator ) {
	for ( let step = 0; step < 40; step++ ) {
		if (
			await target.evaluate(
				( el ) => el === el.ownerDocument.activeElement
			)
		) {
			return;
		}
		await page.keyboard.press( 'Tab' );
	}
	throw new Error( 'The element was not reached with Tab.' );
}

const closeButton = ( label: string ) =>
	`<!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button {"htmlAttributes":{"data-gb-overlay-close":""}} --><div class="wp-block-button"><a class="wp-block-button__link wp-element-button">${ label }</a></div><!-- /wp:button --></div><!-- /wp:buttons -->`;

test.describe( 'HTML attributes and the Overlay Panel Trigger', () => {
	// Each test goes through the editor and the front end: more than the default minute on a busy machine.
	test.describe.configure( { timeout: 180_000 } );

	test.beforeAll( async ( { requestUtils } ) => {
		await deleteOverlays( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteOverlays( requestUtils );
		await requestUtils.deleteAllPosts();
	} );

	test( 'attributes added with the keyboard on a paragraph and a button reach the front end', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const errors = collectConsoleErrors( page );
		await admin.createNewPost( { title: `${ PREFIX }: page` } );
		await editor.insertBlock( {
			name: 'core/paragraph',
			attributes: { content: 'Hello attributes' },
		} );
		await editor.insertBlock( {
			name: 'core/buttons',
			innerBlocks: [
				{
					name: 'core/button',
					attributes: {
						text: 'Visit example',
						url: 'https://example.com/',
					},
				},
			],
		} );

		let settings = await openAdvanced(
			page,
			editor,
			editor.canvas
				.getByRole( 'document', { name: 'Block: Paragraph' } )
				.filter( { hasText: 'Hello attributes' } )
		);
		await expect(
			settings.getByRole( 'group', { name: 'HTML Attributes' } )
		).toBeVisible();
		await addAttribute( page, settings, 'data-test', 'x' );
		await addAttribute( page, settings, 'aria-label', 'Greeting' );

		// A refused name: the message is next to the field, and nothing is added.
		const form = settings.getByRole( 'group', { name: 'New attribute' } );
		await form.getByRole( 'textbox', { name: 'Attribute name' } ).focus();
		await page.keyboard.type( 'CLASS' );
		await page.keyboard.press( 'Tab' );
		await page.keyboard.type( 'big' );
		await page.keyboard.press( 'Enter' );
		await expect( form.getByRole( 'alert' ) ).toHaveText(
			'Class attribute is not allowed.'
		);
		await page.keyboard.press( 'Escape' );
		await expect(
			form.getByRole( 'textbox', { name: 'Attribute name' } )
		).toHaveValue( '' );

		settings = await openAdvanced(
			page,
			editor,
			editor.canvas.getByRole( 'document', {
				name: 'Block: Button',
				exact: true,
			} )
		);
		// name="value" typed into the name field splits into both fields.
		const buttonForm = settings.getByRole( 'group', {
			name: 'New attribute',
		} );
		await buttonForm
			.getByRole( 'textbox', { name: 'Attribute name' } )
			.focus();
		await page.keyboard.type( 'target=_blank' );
		await expect(
			buttonForm.getByRole( 'textbox', { name: 'Attribute value' } )
		).toHaveValue( '_blank' );
		await page.keyboard.press( 'Enter' );
		await expect(
			settings.getByRole( 'group', { name: 'Attribute target' } )
		).toBeVisible();
		await addAttribute( page, settings, 'rel', 'noopener' );

		await expect(
			settings.getByRole( 'combobox', { name: 'Overlay Panel Trigger' } )
		).toBeVisible();
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'html-attributes-inspector.png' ),
		} );
		const scan = await new AxeBuilder( { page } )
			.include( '.block-editor-block-inspector' )
			.analyze();
		expect( scan.violations ).toEqual( [] );

		const postId = await editor.publishPost();
		const saved = ( await requestUtils.rest( {
			path: `/wp/v2/posts/${ postId }`,
			params: { context: 'edit' },
		} ) ) as { content: { raw: string }; link: string };
		// In the block comment only: the markup is core's own.
		expect( saved.content.raw ).toContain( '<p>Hello attributes</p>' );
		expect( saved.content.raw ).toContain(
			'"htmlAttributes":{"data-test":"x","aria-label":"Greeting"}'
		);

		await page.goto( saved.link );
		const paragraph = page.locator( 'p[data-test="x"]' );
		await expect( paragraph ).toHaveText( 'Hello attributes' );
		await expect( paragraph ).toHaveAttribute( 'aria-label', 'Greeting' );
		const link = page.getByRole( 'link', { name: 'Visit example' } );
		await expect( link ).toHaveAttribute( 'target', '_blank' );
		await expect( link ).toHaveAttribute( 'rel', 'noopener' );
		expect( errors ).toEqual( [] );
	} );

	test( 'a button chosen as an overlay trigger opens it with the mouse and the keyboard; the close option closes it', async ( {
		admin,
		editor,
		page,
		browser,
		requestUtils,
	} ) => {
		const errors = collectConsoleErrors( page );
		const title = `${ PREFIX } offer`;
		const overlayId = await createOverlay(
			requestUtils,
			title,
			'<!-- wp:paragraph --><p>Ten percent off.</p><!-- /wp:paragraph -->' +
				closeButton( 'Close offer' )
		);

		// The overlay list is held until the loading state has been seen.
		let release: () => void = () => undefined;
		const held = new Promise< void >( ( resolve ) => {
			release = resolve;
		} );
		const overlayList = ( url: URL ) =>
			decodeURIComponent( url.toString() ).includes(
				'/wp/v2/gblocks_overlay?'
			);
		await page.route( overlayList, async ( route ) => {
			await held;
			await route.continue();
		} );
		await admin.createNewPost( { title: `${ PREFIX }: trigger` } );
		await editor.insertBlock( {
			name: 'core/buttons',
			innerBlocks: [
				{ name: 'core/button', attributes: { text: 'See the offer' } },
			],
		} );
		const settings = await openAdvanced(
			page,
			editor,
			editor.canvas.getByRole( 'document', {
				name: 'Block: Button',
				exact: true,
			} )
		);
		const select = settings.getByRole( 'combobox', {
			name: 'Overlay Panel Trigger',
		} );
		// While the list loads the select is disabled and says so (it looked empty).
		await expect( select ).toBeDisabled();
		await expect( select ).toHaveAccessibleDescription(
			'Loading overlay panels…'
		);
		// Later requests pass at once.
		release();
		await expect( select ).toBeEnabled();
		await expect(
			select.getByRole( 'option', { name: title } )
		).toBeAttached();
		await expect(
			select.getByRole( 'option', { name: 'Close Opened Overlay Panel' } )
		).toBeAttached();
		await select.focus();
		await select.selectOption( { label: title } );
		// The trigger attribute is the select's: not a row of the attributes editor.
		await expect(
			settings.getByRole( 'group', { name: 'Attribute data-gb-overlay' } )
		).toHaveCount( 0 );
		const attributes = await page.evaluate(
			() =>
				(
					window as unknown as {
						wp: {
							data: {
								select: ( store: string ) => {
									getSelectedBlock: () => {
										attributes: Record< string, unknown >;
									};
								};
							};
						};
					}
				 ).wp.data
					.select( 'core/block-editor' )
					.getSelectedBlock().attributes.htmlAttributes
		);
		expect( attributes ).toEqual( {
			'data-gb-overlay': `gb-overlay-${ overlayId }`,
		} );
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'overlay-trigger-inspector.png' ),
		} );
		const scan = await new AxeBuilder( { page } )
			.include( '.block-editor-block-inspector' )
			.analyze();
		expect( scan.violations ).toEqual( [] );
		const postId = await editor.publishPost();
		const saved = ( await requestUtils.rest( {
			path: `/wp/v2/posts/${ postId }`,
		} ) ) as { link: string };

		const visitor = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const front = await visitor.newPage();
		const frontErrors = collectConsoleErrors( front );
		await front.goto( saved.link );
		const trigger = front.getByRole( 'button', { name: 'See the offer' } );
		const dialog = front.getByRole( 'dialog', { name: title } );

		// The mouse.
		await trigger.click();
		await expect( dialog ).toBeVisible();
		await expect( dialog.getByText( 'Ten percent off.' ) ).toBeVisible();
		await dialog.getByRole( 'button', { name: 'Close offer' } ).click();
		await expect( dialog ).toBeHidden();

		// The keyboard: Tab to the trigger, Enter; Enter on the close button.
		await front.locator( 'body' ).focus();
		await tabTo( front, trigger );
		await front.keyboard.press( 'Enter' );
		await expect( dialog ).toBeVisible();
		await tabTo(
			front,
			dialog.getByRole( 'button', { name: 'Close offer' } )
		);
		await front.keyboard.press( 'Enter' );
		await expect( dialog ).toBeHidden();
		await expect( trigger ).toBeFocused();
		expect( frontErrors ).toEqual( [] );
		await visitor.close();

		// Where the Overlay Panel editor is already open (the modal's frame, or the gb_overlay_context
		// flag) the select is greyed out, with the SPEC's reason.
		await admin.visitAdminPage(
			'post.php',
			`post=${ overlayId }&action=edit&gb_overlay_context=1`
		);
		const overlaySettings = await openAdvanced(
			page,
			editor,
			editor.canvas.getByRole( 'document', {
				name: 'Block: Button',
				exact: true,
			} )
		);
		const disabled = overlaySettings.getByRole( 'combobox', {
			name: 'Overlay Panel Trigger',
		} );
		await expect( disabled ).toBeDisabled();
		await expect( disabled ).toHaveAccessibleDescription(
			'The Overlay Panel editor is already open.'
		);
		await expect( disabled ).toHaveValue( 'close' );
		expect( errors ).toEqual( [] );
	} );

	test( 'a trigger naming an overlay that is not interactive is removed when the post loads', async ( {
		admin,
		editor,
		requestUtils,
	} ) => {
		const timed = await createOverlay(
			requestUtils,
			`${ PREFIX } timed`,
			'<!-- wp:paragraph --><p>Later.</p><!-- /wp:paragraph -->',
			'time'
		);
		const post = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: `${ PREFIX }: stale`,
				status: 'draft',
				content:
					`<!-- wp:paragraph {"htmlAttributes":{"data-gb-overlay":"gb-overlay-${ timed }","data-keep":"1"}} --><p>Stale timed</p><!-- /wp:paragraph -->` +
					'<!-- wp:paragraph {"htmlAttributes":{"data-gb-overlay":"gb-overlay-99999999"}} --><p>Stale missing</p><!-- /wp:paragraph -->',
			},
		} );
		await admin.visitAdminPage(
			'post.php',
			`post=${ post.id }&action=edit`
		);
		// The overlay list loads first (a slow machine may take a while).
		await expect
			.poll(
				async () =>
					( await editor.getBlocks() ).map(
						( block ) => block.attributes.htmlAttributes
					),
				{ timeout: 30_000 }
			)
			.toEqual( [ { 'data-keep': '1' }, undefined ] );
	} );

	test( 'an author typing onclick is refused inline; saving one pasted with a block is refused naming the block', async ( {
		browser,
		requestUtils,
	} ) => {
		const username = `attributes-author-${ Date.now() }`;
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
		try {
			await page.goto( '/wp-login.php' );
			await page
				.getByLabel( 'Username or Email Address' )
				.fill( username );
			await page
				.getByLabel( 'Password', { exact: true } )
				.fill( 'password' );
			await page.getByRole( 'button', { name: 'Log In' } ).click();
			await page.waitForURL( /wp-admin/ );
			await page.goto( '/wp-admin/post-new.php' );
			const guide = page.getByRole( 'dialog', {
				name: 'Welcome to the editor',
			} );
			await guide
				.waitFor( { state: 'visible', timeout: 5000 } )
				.catch( () => undefined );
			if ( await guide.isVisible() ) {
				await guide.getByRole( 'button', { name: 'Close' } ).click();
			}
			const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
			await page.evaluate( () => {
				const wp = (
					window as unknown as {
						wp: {
							blocks: {
								createBlock: (
									name: string,
									attributes: Record< string, unknown >
								) => unknown;
							};
							data: {
								dispatch: ( store: string ) => {
									insertBlocks: ( blocks: unknown[] ) => void;
									editPost: (
										edits: Record< string, unknown >
									) => void;
								};
							};
						};
					}
				 ).wp;
				wp.data
					.dispatch( 'core/editor' )
					.editPost( { title: 'Author attributes' } );
				wp.data.dispatch( 'core/block-editor' ).insertBlocks( [
					wp.blocks.createBlock( 'core/paragraph', {
						content: 'Click me',
					} ),
					// As if pasted from an administrator's post.
					wp.blocks.createBlock( 'core/paragraph', {
						content: 'Pasted',
						htmlAttributes: { onclick: 'alert(1)' },
					} ),
				] );
			} );
			const block = canvas
				.getByRole( 'document', { name: 'Block: Paragraph' } )
				.filter( { hasText: 'Click me' } );
			await block.click();
			const settings = page.getByRole( 'region', {
				name: 'Editor settings',
			} );
			if ( ! ( await settings.isVisible() ) ) {
				await page
					.getByRole( 'region', { name: 'Editor top bar' } )
					.getByRole( 'button', { name: 'Settings', exact: true } )
					.click();
			}
			const blockTab = settings.getByRole( 'tab', { name: 'Block' } );
			if ( ( await blockTab.count() ) > 0 ) {
				await blockTab.click();
			}
			const advanced = settings.getByRole( 'button', {
				name: 'Advanced',
			} );
			if (
				( await advanced.getAttribute( 'aria-expanded' ) ) === 'false'
			) {
				await advanced.click();
			}
			// Typed: refused at the name field as it is added, as class is.
			const form = settings.getByRole( 'group', {
				name: 'New attribute',
			} );
			await form
				.getByRole( 'textbox', { name: 'Attribute name' } )
				.focus();
			await page.keyboard.type( 'onclick' );
			await page.keyboard.press( 'Tab' );
			await page.keyboard.type( 'alert(1)' );
			await page.keyboard.press( 'Enter' );
			await expect( form.getByRole( 'alert' ) ).toHaveText(
				'The attribute "onclick" can run scripts: only users who may post unfiltered HTML can add it.'
			);
			await expect(
				form.getByRole( 'textbox', { name: 'Attribute name' } )
			).toHaveAttribute( 'aria-invalid', 'true' );
			await expect(
				settings.getByRole( 'group', { name: 'Attribute onclick' } )
			).toHaveCount( 0 );
			await screenshot( page, {
				path: path.join(
					SCREENSHOTS,
					'html-attributes-refused-inline.png'
				),
			} );
			// Pasted with a block: the save is refused, naming the block by its title.
			await page
				.getByRole( 'region', { name: 'Editor top bar' } )
				.getByRole( 'button', { name: 'Save draft' } )
				.click();
			await expect(
				page
					.getByRole( 'button', { name: 'Dismiss this notice' } )
					.or( page.locator( '.components-notice.is-error' ) )
					.first()
			).toBeVisible();
			await expect(
				page.locator( '.components-notice.is-error' ).first()
			).toContainText(
				'The attribute "onclick" is not allowed on the Paragraph block. Remove it under Advanced › HTML Attributes.'
			);
			await screenshot( page, {
				path: path.join( SCREENSHOTS, 'html-attributes-refused.png' ),
			} );
		} finally {
			await context.close();
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/users/${ user.id }`,
				params: { force: true, reassign: 1 },
			} );
		}
	} );
} );
