/**
 * Issue 29, D1 (DESIGN §11, the trust rule): text that looks like a dynamic tag is filtered by kses like
 * any other text. A contributor and an author create posts through REST (logged in as themselves, with
 * their own REST nonce) whose `{{…}}` hold script payloads in paragraph text, freeform text, an
 * attribute value, an href and a block's HTML attributes. The administrator previews the contributor's
 * pending post; a visitor opens the author's published post. Nothing runs: no dialog opens and no
 * injected element or handler is on the page. A legitimate tag still renders its value.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Browser, Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

const PAYLOADS = [
	'<script>alert(29)</script>',
	'<img src=x onerror=alert(29)>',
	'<svg onload=alert(29)>',
	'<iframe srcdoc="<script>alert(29)</script>"></iframe>',
];

/**
 * Content holding every payload in every place a tag may be, and one legitimate tag.
 */
function hostileContent(): string {
	return (
		PAYLOADS.map( ( payload ) => {
			const attributes = JSON.stringify( {
				htmlAttributes: { title: `{{zz x:">${ payload }}}` },
			} );
			return (
				`<!-- wp:paragraph --><p>{{zz x:${ payload }}}</p><!-- /wp:paragraph -->` +
				`<!-- wp:paragraph --><p>{{post_meta key:${ payload }}}</p><!-- /wp:paragraph -->` +
				`<!-- wp:paragraph --><p title="{{post_meta key:&quot;>${ payload }}}">t</p><!-- /wp:paragraph -->` +
				`<!-- wp:paragraph --><p><a href="{{post_meta key:x|y:">${ payload }}}">go</a></p><!-- /wp:paragraph -->` +
				`<!-- wp:paragraph ${ attributes } --><p>h</p><!-- /wp:paragraph -->` +
				`\n\n<p>free {{zz x:${ payload }}}</p>\n`
			);
		} ).join( '' ) +
		'<!-- wp:paragraph --><p>Site: {{option key:blogname}}</p><!-- /wp:paragraph -->'
	);
}

interface Created {
	id: number;
	link: string;
}

/**
 * Creates a user of a role, logs in as them in a new context and creates the hostile post through
 * REST with their own nonce.
 *
 * @param browser      The browser.
 * @param requestUtils The administrator's request utilities.
 * @param role         Role.
 * @param status       Post status.
 */
async function postAs(
	browser: Browser,
	requestUtils: RequestUtils,
	role: string,
	status: string
): Promise< Created > {
	const username = `xss-${ role }-${ Date.now() }`;
	await requestUtils.createUser( {
		username,
		email: `${ username }@example.com`,
		password: 'password',
		roles: [ role ],
	} );
	const context = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	try {
		const page = await context.newPage();
		await page.goto( '/wp-login.php' );
		await page.getByLabel( 'Username or Email Address' ).fill( username );
		await page.getByLabel( 'Password', { exact: true } ).fill( 'password' );
		await page.getByRole( 'button', { name: 'Log In' } ).click();
		await page.waitForURL( /wp-admin/ );
		const nonce = await (
			await context.request.get(
				'/wp-admin/admin-ajax.php?action=rest-nonce'
			)
		).text();
		const response = await context.request.post(
			'/?rest_route=/wp/v2/posts',
			{
				headers: { 'X-WP-Nonce': nonce },
				data: {
					title: `XSS by a ${ role }`,
					status,
					content: hostileContent(),
				},
			}
		);
		expect( response.status() ).toBe( 201 );
		return ( await response.json() ) as Created;
	} finally {
		await context.close();
	}
}

/**
 * Opens a URL, collecting dialogs, and asserts that nothing ran and nothing was injected.
 *
 * @param page The page.
 * @param url  The URL.
 */
async function expectNothingRuns( page: Page, url: string ) {
	const dialogs: string[] = [];
	page.on( 'dialog', ( dialog ) => {
		dialogs.push( dialog.message() );
		void dialog.dismiss();
	} );
	await page.goto( url );
	await expect( page.getByText( 'Site: ' ) ).toBeVisible();
	// Let any handler that the page could hold fire (images fail before load; scripts run at once).
	await page.evaluate(
		() => new Promise( ( resolve ) => window.setTimeout( resolve, 500 ) )
	);
	expect( dialogs ).toEqual( [] );
	// Handlers anywhere on the page, and elements the payloads would inject in the content (kses leaves
	// a harmless <img src="x">; the theme's own icons are svg outside the content).
	const injected = await page
		.locator(
			'[onerror], [onload], [onmouseover], iframe, .entry-content svg'
		)
		.evaluateAll( ( elements ) =>
			elements.map( ( element ) => element.outerHTML )
		);
	expect( injected ).toEqual( [] );
	const inlineScripts = await page
		.locator( 'script:not([src])' )
		.evaluateAll(
			( scripts ) =>
				scripts.filter( ( script ) =>
					( script.textContent ?? '' ).includes( 'alert(29)' )
				).length
		);
	expect( inlineScripts ).toBe( 0 );
	// The legitimate tag of the same content rendered its value.
	await expect( page.getByText( 'Site: ' ) ).not.toContainText( '{{' );
}

test.describe( 'Dynamic tag text holding script (issue 29, D1)', () => {
	let contributorPost: Created;
	let authorPost: Created;

	test.beforeAll( async ( { browser, requestUtils } ) => {
		await requestUtils.deleteAllPosts();
		contributorPost = await postAs(
			browser,
			requestUtils,
			'contributor',
			'pending'
		);
		authorPost = await postAs( browser, requestUtils, 'author', 'publish' );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.deleteAllPosts();
		await requestUtils.deleteAllUsers();
	} );

	test( "an administrator previews a contributor's pending post: nothing runs", async ( {
		page,
	} ) => {
		await expectNothingRuns(
			page,
			`/?p=${ contributorPost.id }&preview=true`
		);
	} );

	test( "a visitor opens an author's published post: nothing runs", async ( {
		browser,
	} ) => {
		const context = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		try {
			await expectNothingRuns( await context.newPage(), authorPost.link );
		} finally {
			await context.close();
		}
	} );
} );
