/**
 * The built entry: window.gbVisitorConditions, and a run on DOMContentLoaded.
 */
describe( 'the visitor-conditions entry', () => {
	it( 'defines gbVisitorConditions and runs on DOMContentLoaded', async () => {
		document.cookie = 'seen=yes';
		document.body.innerHTML = `<template data-gb-condition="{"><p>unreadable</p></template><template data-gb-condition="${ JSON.stringify(
			{
				type: 'cookie',
				rule: 'custom',
				operator: 'equals',
				value: 'seen|yes',
			}
		).replace( /"/g, '&quot;' ) }"><p>welcome back</p></template>`;
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => {} );
		await import( '../visitor-conditions' );
		expect( typeof window.gbVisitorConditions?.run ).toBe( 'function' );
		expect( document.body.innerHTML ).toContain( '<template' );
		// As the browser fires it: at the document, bubbling to window.
		document.dispatchEvent(
			new Event( 'DOMContentLoaded', { bubbles: true } )
		);
		expect( document.body.innerHTML ).toBe( '<p>welcome back</p>' );
		expect( warn ).toHaveBeenCalledTimes( 1 );
		warn.mockRestore();
	} );
} );
