/**
 * The built entry: window.gbVisitorConditions, and a run on DOMContentLoaded.
 */
describe( 'the visitor-conditions entry', () => {
	it( 'defines gbVisitorConditions and runs on DOMContentLoaded', async () => {
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => {} );
		document.cookie = 'seen=yes';
		document.body.innerHTML = `<template data-gb-condition="${ JSON.stringify(
			{
				type: 'cookie',
				rule: 'custom',
				operator: 'equals',
				value: 'seen|yes',
			}
		).replace( /"/g, '&quot;' ) }"><p>welcome back</p></template>`;
		await import( '../visitor-conditions' );
		const api = window.gbVisitorConditions;
		expect(
			api?.test( {
				type: 'cookie',
				rule: 'custom',
				operator: 'exists',
				value: 'seen',
			} )
		).toBe( true );
		expect( api?.test( { type: 'unknown' } ) ).toBe( false );
		expect( api?.test( '{' ) ).toBe( false );
		expect( warn ).toHaveBeenCalledTimes( 1 );
		warn.mockRestore();
		expect( document.body.innerHTML ).toContain( '<template' );
		// As the browser fires it: at the document, bubbling to window.
		document.dispatchEvent(
			new Event( 'DOMContentLoaded', { bubbles: true } )
		);
		expect( document.body.innerHTML ).toBe( '<p>welcome back</p>' );
	} );
} );
