/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { TriggerHint } from '../trigger-hint';

/**
 * The trigger attribute as one line of code with a Copy button (issue 13.3, SPEC 9).
 */
describe( 'TriggerHint', () => {
	const original = window.navigator.clipboard;
	let writeText: jest.Mock;

	beforeEach( () => {
		jest.useFakeTimers();
		writeText = jest.fn( () => Promise.resolve() );
		Object.defineProperty( window.navigator, 'clipboard', {
			configurable: true,
			value: { writeText },
		} );
	} );

	afterEach( () => {
		jest.useRealTimers();
		Object.defineProperty( window.navigator, 'clipboard', {
			configurable: true,
			value: original,
		} );
	} );

	it( 'shows the whole attribute as code that may wrap after the =', () => {
		render( <TriggerHint postId={ 42 } /> );
		const code = screen.getByText(
			( _content, element ) =>
				element?.tagName === 'CODE' &&
				element.textContent === 'data-gb-overlay="gb-overlay-42"'
		);
		expect( code ).toHaveClass( 'gblocks-pro-trigger-hint__code' );
		// Name and value apart: in a narrow sidebar the line ends after the =, not inside the value.
		expect(
			Array.from( code.children, ( part ) => part.textContent )
		).toEqual( [ 'data-gb-overlay=', '"gb-overlay-42"' ] );
		// Nothing scrolls any more, so it needs no tab stop.
		expect( code ).not.toHaveAttribute( 'tabindex' );
	} );

	it( "copies the attribute and says 'Copied!' for 2000 ms", async () => {
		render( <TriggerHint postId={ 42 } /> );
		await act( async () => {
			fireEvent.click( screen.getByRole( 'button', { name: 'Copy' } ) );
		} );
		expect( writeText ).toHaveBeenCalledWith(
			'data-gb-overlay="gb-overlay-42"'
		);
		expect(
			screen.getByRole( 'button', { name: 'Copied!' } )
		).toBeVisible();

		act( () => {
			jest.advanceTimersByTime( 1999 );
		} );
		expect(
			screen.getByRole( 'button', { name: 'Copied!' } )
		).toBeVisible();
		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect( screen.getByRole( 'button', { name: 'Copy' } ) ).toBeVisible();
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );

	it( 'shows an error when the browser refuses the clipboard', async () => {
		writeText.mockImplementation( () =>
			Promise.reject( new Error( 'NotAllowedError' ) )
		);
		render( <TriggerHint postId={ 7 } /> );
		await act( async () => {
			fireEvent.click( screen.getByRole( 'button', { name: 'Copy' } ) );
		} );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'The browser did not allow copying.'
		);
		expect( screen.getByRole( 'button', { name: 'Copy' } ) ).toBeVisible();
	} );

	it( 'shows an error when the browser has no clipboard', async () => {
		Object.defineProperty( window.navigator, 'clipboard', {
			configurable: true,
			value: undefined,
		} );
		render( <TriggerHint postId={ 7 } /> );
		await act( async () => {
			fireEvent.click( screen.getByRole( 'button', { name: 'Copy' } ) );
		} );
		expect( screen.getByRole( 'alert' ) ).toBeVisible();
	} );
} );
