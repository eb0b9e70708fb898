/**
 * Internal dependencies
 */
import { run } from '..';

/**
 * gbVisitorConditions.run(): what passes is inserted in place, what fails or cannot be read is removed.
 * @param residual
 */
const attr = ( residual: unknown ) =>
	JSON.stringify( residual ).replace( /"/g, '&quot;' );
const cookie = ( name: string ) => ( {
	type: 'cookie',
	rule: 'custom',
	operator: 'exists',
	value: name,
} );

describe( 'deciding conditioned elements', () => {
	let warn: jest.SpyInstance;
	let decided: jest.Mock;

	beforeEach( () => {
		document.cookie = 'promo=1';
		warn = jest.spyOn( console, 'warn' ).mockImplementation( () => {} );
		decided = jest.fn();
		document.addEventListener( 'gbConditionsDecided', decided );
	} );

	afterEach( () => {
		document.removeEventListener( 'gbConditionsDecided', decided );
		warn.mockRestore();
	} );

	it( 'inserts the content of a template that passes in its place, and removes one that fails', () => {
		document.body.innerHTML = `<p>a</p><template data-gb-condition="${ attr(
			cookie( 'promo' )
		) }"><p class="in">shown</p><img src="x.png" alt=""></template><p>b</p><template data-gb-condition="${ attr(
			cookie( 'other' )
		) }"><p class="out">hidden</p></template>`;
		run( 'UTC' );
		expect( document.body.innerHTML ).toBe(
			'<p>a</p><p class="in">shown</p><img src="x.png" alt=""><p>b</p>'
		);
		expect( decided ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'decides only templates: an element of page content with data-gb-condition is left alone', () => {
		document.body.innerHTML = `<ul><li id="one" hidden data-gb-condition="${ attr(
			cookie( 'promo' )
		) }">One</li><li id="two" data-gb-condition="${ attr( {
			not: cookie( 'promo' ),
		} ) }">Two</li></ul>`;
		const before = document.body.innerHTML;
		run( 'UTC' );
		expect( document.body.innerHTML ).toBe( before );
		expect( decided ).not.toHaveBeenCalled();
	} );

	it( 'inserts a classic menu item sent in a template with its sub-menu', () => {
		document.body.innerHTML = `<ul><li>Home</li><template data-gb-condition="${ attr(
			cookie( 'promo' )
		) }"><li id="one">One<ul class="sub-menu"><template data-gb-condition="${ attr(
			{ not: cookie( 'promo' ) }
		) }"><li id="two">Two</li></template></ul></li></template></ul>`;
		run( 'UTC' );
		expect( document.body.innerHTML ).toBe(
			'<ul><li>Home</li><li id="one">One<ul class="sub-menu"></ul></li></ul>'
		);
	} );

	describe( 'page content that shadows members of the document (DOM clobbering)', () => {
		// What <img name="…"> or <form name="…"> does in a browser: a named property of the document,
		// read before the prototype's member (jsdom has no named properties: defined here as such).
		const shadowed: string[] = [];
		const shadow = ( name: string, value: unknown = new Image() ) => {
			Object.defineProperty( document, name, {
				value,
				configurable: true,
			} );
			shadowed.push( name );
		};

		afterEach( () => {
			shadowed
				.splice( 0 )
				.forEach(
					( name ) =>
						delete (
							document as unknown as Record< string, unknown >
						 )[ name ]
				);
		} );

		it( 'reads the cookie, the referrer and the query through the prototype', () => {
			shadow( 'cookie' );
			shadow( 'referrer', 'https://google.com/' );
			shadow( 'querySelector' );
			shadow( 'dispatchEvent' );
			document.body.innerHTML = `<template data-gb-condition="${ attr(
				cookie( 'promo' )
			) }"><p>promo</p></template><template data-gb-condition="${ attr( {
				type: 'referrer',
				rule: 'direct',
				operator: 'is',
				value: '',
			} ) }"><p>direct</p></template>`;
			run( 'UTC' );
			expect( document.body.innerHTML ).toBe(
				'<p>promo</p><p>direct</p>'
			);
			expect( decided ).toHaveBeenCalledTimes( 1 );
			expect( warn ).not.toHaveBeenCalled();
		} );
	} );

	it( 'decides conditioned content inside inserted content in the same run', () => {
		const inner = `<template data-gb-condition="${ attr(
			cookie( 'promo' )
		) }"><b>inner</b></template>`;
		document.body.innerHTML = `<template data-gb-condition="${ attr(
			cookie( 'promo' )
		) }"><div>${ inner }</div></template>`;
		run( 'UTC' );
		expect( document.body.innerHTML ).toBe( '<div><b>inner</b></div>' );
		expect( decided ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'removes what cannot be read or names an unknown type, with one warning per page', () => {
		document.body.innerHTML = `<template data-gb-condition="{not json"><p>1</p></template><template data-gb-condition="${ attr(
			{
				not: {
					type: 'user_role',
					rule: 'editor',
					operator: 'is',
					value: '',
				},
			}
		) }"><p>2</p></template><template data-gb-condition=""><p>3</p></template><p>kept</p>`;
		run( 'UTC' );
		run( 'UTC' );
		expect( document.body.innerHTML ).toBe( '<p>kept</p>' );
		expect( warn ).toHaveBeenCalledTimes( 1 );
		expect( decided ).not.toHaveBeenCalled();
	} );

	it( 'reads the visitor once per task, and again in a later one', async () => {
		const late = () =>
			`<template data-gb-condition="${ attr(
				cookie( 'late' )
			) }"><p>late</p></template>`;
		document.body.innerHTML = late();
		run( 'UTC' );
		expect( document.body.innerHTML ).toBe( '' );
		document.cookie = 'late=1';
		document.body.innerHTML = late();
		run( 'UTC' );
		// The same task: the visitor read at its start.
		expect( document.body.innerHTML ).toBe( '' );
		await new Promise( ( resolve ) => setTimeout( resolve ) );
		document.body.innerHTML = late();
		run( 'UTC' );
		expect( document.body.innerHTML ).toBe( '<p>late</p>' );
	} );

	it( 'fails closed when the visitor cannot be read (document.cookie of a sandboxed document throws)', async () => {
		await new Promise( ( resolve ) => setTimeout( resolve ) );
		const read = jest
			.spyOn( Document.prototype, 'cookie', 'get' )
			.mockImplementation( () => {
				throw new DOMException( 'Access is denied', 'SecurityError' );
			} );
		document.body.innerHTML = `<template data-gb-condition="${ attr( {
			not: cookie( 'promo' ),
		} ) }"><p>x</p></template><p>kept</p>`;
		expect( () => run( 'UTC' ) ).not.toThrow();
		expect( document.body.innerHTML ).toBe( '<p>kept</p>' );
		read.mockRestore();
		await new Promise( ( resolve ) => setTimeout( resolve ) );
	} );

	it( 'does nothing on a page without conditioned elements', () => {
		document.body.innerHTML =
			'<template><p>a template of someone else</p></template>';
		run( 'UTC' );
		expect( document.body.innerHTML ).toBe(
			'<template><p>a template of someone else</p></template>'
		);
		expect( decided ).not.toHaveBeenCalled();
	} );
} );
