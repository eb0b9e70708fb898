/**
 * HTML attributes of blocks on the front end, as a visitor: posts are created through REST with the
 * attributes in the block comment (the editor half is covered by its own spec). Attributes land on a
 * paragraph and on a button's link; a button that triggers an overlay opens it with the mouse and with
 * the keyboard, and a close button inside the overlay closes it.
 */
import AxeBuilder from '@axe-core/playwright';
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

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
 * A block's markup with its attributes in the comment.
 *
 * @param name       Block name without the core/ prefix.
 * @param attributes Block attributes.
 * @param html       Saved markup.
 */
const block = (
	name: string,
	attributes: Record< string, unknown >,
	html: string
) =>
	`<!-- wp:${ name } ${ JSON.stringify(
		attributes
	) } -->${ html }<!-- /wp:${ name } -->`;

/**
 * A core/button inside core/buttons.
 *
 * @param label          Button text.
 * @param htmlAttributes The button's htmlAttributes.
 * @param href           Its URL, if any.
 */
const button = (
	label: string,
	htmlAttributes: Record< string, string >,
	href?: string
) =>
	`<!-- wp:buttons --><div class="wp-block-buttons">${ block(
		'button',
		{ htmlAttributes },
		`<div class="wp-block-button"><a class="wp-block-button__link wp-element-button"${
			href ? ` href="${ href }"` : ''
		}>${ label }</a></div>`
	) }</div><!-- /wp:buttons -->`;

async function cleanUp( requestUtils: RequestUtils ) {
	await requestUtils.deleteAllPosts();
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

test.describe( 'HTML attributes on the front end', () => {
	// The front end as a visitor; requestUtils keeps the administrator's session for the set-up.
	test.use( { storageState: { cookies: [], origins: [] } } );

	let post: Created;

	test.beforeAll( async ( { requestUtils } ) => {
		await cleanUp( requestUtils );
		const overlay = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/gblocks_overlay',
			data: {
				title: 'Offer',
				status: 'publish',
				content:
					'<!-- wp:paragraph --><p>Ten percent off this week.</p><!-- /wp:paragraph -->' +
					button( 'Close offer', { 'data-gb-overlay-close': '' } ),
				meta: {
					_gb_overlay_type: 'standard',
					_gb_overlay_trigger_type: 'click',
					_gb_overlay_animation_duration: 0,
				},
			},
		} );
		post = await requestUtils.rest< Created >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Attributes',
				status: 'publish',
				content:
					block(
						'paragraph',
						{
							htmlAttributes: {
								'data-test': 'x',
								title: 'Hello',
							},
						},
						'<p>A paragraph with attributes.</p>'
					) +
					button(
						'Read the docs',
						{ 'data-test': 'btn', rel: 'nofollow' },
						'#docs'
					) +
					button( 'See the offer', {
						'data-gb-overlay': `gb-overlay-${ overlay.id }`,
					} ),
			},
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => cleanUp( requestUtils ) );

	test( 'attributes land on the paragraph and on the button link', async ( {
		page,
	} ) => {
		const errors = collectConsoleErrors( page );
		await page.goto( post.link );
		const paragraph = page.getByText( 'A paragraph with attributes.' );
		await expect( paragraph ).toHaveAttribute( 'data-test', 'x' );
		await expect( paragraph ).toHaveAttribute( 'title', 'Hello' );
		const link = page.getByRole( 'link', { name: 'Read the docs' } );
		await expect( link ).toHaveAttribute( 'data-test', 'btn' );
		await expect( link ).toHaveAttribute( 'rel', 'nofollow' );
		await expect( link ).toHaveAttribute( 'href', '#docs' );
		// Not on the wrapper of the button.
		await expect(
			page.locator( '.wp-block-button[data-test]' )
		).toHaveCount( 0 );
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'html-attributes-render.png' ),
			fullPage: true,
		} );
		const results = await new AxeBuilder( { page } )
			.include( '.wp-block-post-content' )
			.analyze();
		expect( results.violations ).toEqual( [] );
		expect( errors ).toEqual( [] );
	} );

	test( 'a button that triggers an overlay opens it with the mouse and the close button closes it', async ( {
		page,
	} ) => {
		await page.goto( post.link );
		const open = page.getByRole( 'button', { name: 'See the offer' } );
		await open.click();
		const dialog = page.getByRole( 'dialog', { name: 'Offer' } );
		await expect( dialog ).toBeVisible();
		await expect(
			dialog.getByText( 'Ten percent off this week.' )
		).toBeVisible();
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'html-attributes-overlay-open.png' ),
		} );
		await dialog.getByRole( 'button', { name: 'Close offer' } ).click();
		await expect( dialog ).toBeHidden();
	} );

	test( 'the trigger is reachable and works with the keyboard', async ( {
		page,
	} ) => {
		await page.goto( post.link );
		const open = page.getByRole( 'button', { name: 'See the offer' } );
		// A link without href is not focusable by itself: the renderer made it a button with tabindex 0.
		await expect( open ).toHaveAttribute( 'tabindex', '0' );
		await page.getByRole( 'link', { name: 'Read the docs' } ).focus();
		await page.keyboard.press( 'Tab' );
		await expect( open ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		const dialog = page.getByRole( 'dialog', { name: 'Offer' } );
		await expect( dialog ).toBeVisible();
		const close = dialog.getByRole( 'button', { name: 'Close offer' } );
		await close.focus();
		await page.keyboard.press( 'Enter' );
		await expect( dialog ).toBeHidden();
		await expect( open ).toBeFocused();
	} );
} );
