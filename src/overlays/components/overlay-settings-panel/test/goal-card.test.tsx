/**
 * The "Goal" card of the Overlay Settings panel (issue 38): counting on or off, the goal kind and its
 * fields with inline errors, the conversion snippet, the link to the overlay's Insights view.
 */

/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { OverlayMeta } from '../../../types';
import { GoalCard } from '../cards/goal-card';
import {
	conversionSnippet,
	goalErrors,
	hasGoalError,
	insightsUrl,
	isValidPath,
} from '../goal';

const OVERLAYS_URL =
	'http://example.org/wp-admin/admin.php?page=generateblocks-overlay-panels';

/**
 * The card over its own settings, as the editor keeps them; `latest` is what was set last.
 * @param initial           The overlay's settings before the test.
 * @param root0             Where the card is.
 * @param root0.postId      The overlay's post id.
 * @param root0.overlaysUrl The Overlay Panels screen's address.
 */
function setUp(
	initial: Partial< OverlayMeta > = {},
	{ postId = 42, overlaysUrl = OVERLAYS_URL } = {}
) {
	const latest: { meta: Partial< OverlayMeta > } = { meta: initial };
	function Harness() {
		const [ meta, setMeta ] = useState< Partial< OverlayMeta > >( initial );
		return (
			<GoalCard
				meta={ meta as OverlayMeta }
				set={ ( key, value ) =>
					setMeta( ( current ) => {
						latest.meta = { ...current, [ key ]: value };
						return latest.meta;
					} )
				}
				postId={ postId }
				overlaysUrl={ overlaysUrl }
			/>
		);
	}
	render( <Harness /> );
	return latest;
}

const goalSelect = () => screen.getByRole( 'combobox', { name: 'Goal' } );

describe( 'GoalCard', () => {
	it( 'counts by default, with a click in the overlay as the goal and a link to the Insights view', () => {
		setUp();
		const toggle = screen.getByRole( 'checkbox', {
			name: 'Count views and conversions',
		} );
		expect( toggle ).toBeChecked();
		expect( goalSelect() ).toHaveValue( 'click' );
		expect(
			Array.from(
				( goalSelect() as HTMLSelectElement ).options,
				( option ) => option.textContent
			)
		).toEqual( [
			'Click on a link or button in the overlay',
			'Click on elements matching a selector',
			'A form is submitted in the overlay',
			'A visit to a page',
			'A custom event',
		] );
		expect( screen.queryByRole( 'textbox' ) ).not.toBeInTheDocument();
		const link = screen.getByRole( 'link', {
			name: 'Insights (opens in a new tab)',
		} );
		expect( link ).toHaveAttribute(
			'href',
			`${ OVERLAYS_URL }&view=insights&id=42`
		);
		expect( link ).toHaveAttribute( 'target', '_blank' );
	} );

	it( 'turns counting off', async () => {
		const latest = setUp();
		await userEvent.click(
			screen.getByRole( 'checkbox', {
				name: 'Count views and conversions',
			} )
		);
		expect( latest.meta._gb_overlay_insights_enabled ).toBe( false );
		expect(
			screen.getByRole( 'checkbox', {
				name: 'Count views and conversions',
			} )
		).not.toBeChecked();
	} );

	it( 'asks for a selector, says when it is not valid, and sets where it is clicked', async () => {
		const latest = setUp();
		await userEvent.selectOptions( goalSelect(), 'selector' );
		expect( latest.meta._gb_overlay_goal_type ).toBe( 'selector' );

		const field = screen.getByRole( 'textbox', { name: 'CSS selector' } );
		expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( field ).toHaveAccessibleDescription(
			'Enter a CSS selector, e.g. .buy-button.'
		);
		await userEvent.type( field, 'a[[' );
		expect( field ).toHaveAccessibleDescription(
			'This is not a valid CSS selector.'
		);
		await userEvent.clear( field );
		await userEvent.type( field, '.buy' );
		expect( field ).not.toHaveAttribute( 'aria-invalid' );
		expect( field ).toHaveAccessibleDescription(
			expect.stringContaining( 'A click on an element matching it' )
		);
		expect( latest.meta._gb_overlay_goal_selector ).toBe( '.buy' );

		expect(
			screen.getByRole( 'radio', { name: 'Inside the overlay' } )
		).toBeChecked();
		await userEvent.click(
			screen.getByRole( 'radio', { name: 'Anywhere on the page' } )
		);
		expect( latest.meta._gb_overlay_goal_scope ).toBe( 'page' );
	} );

	it( 'asks for a page path and refuses an address, and keeps the minutes within 1 to 1440', async () => {
		const latest = setUp( { _gb_overlay_goal_type: 'page' } );
		const path = screen.getByRole( 'textbox', { name: 'Page path' } );
		expect( path ).toHaveAccessibleDescription(
			'Enter the path of the page, e.g. /thank-you/.'
		);
		await userEvent.type( path, 'https://example.org/thanks/' );
		expect( path ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( path ).toHaveAccessibleDescription(
			'Enter a path of this site that starts with /, without https://, the domain, a query (?) or a fragment (#), e.g. /thank-you/.'
		);
		await userEvent.clear( path );
		await userEvent.type( path, '/thank-you/' );
		expect( path ).not.toHaveAttribute( 'aria-invalid' );
		expect( latest.meta._gb_overlay_goal_path ).toBe( '/thank-you/' );

		const minutes = screen.getByRole( 'spinbutton', {
			name: 'Within (minutes)',
		} );
		expect( minutes ).toHaveValue( 30 );
		fireEvent.change( minutes, { target: { value: '5000' } } );
		expect( latest.meta._gb_overlay_goal_minutes ).toBe( 1440 );
		fireEvent.change( minutes, { target: { value: '0' } } );
		expect( latest.meta._gb_overlay_goal_minutes ).toBe( 1 );
	} );

	it( 'shows nothing more for a form goal', async () => {
		setUp();
		await userEvent.selectOptions( goalSelect(), 'form' );
		expect( screen.queryByRole( 'textbox' ) ).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Copy' } )
		).not.toBeInTheDocument();
	} );

	it( 'clears an invalid selector when another kind hides it, so that nothing hidden keeps the editor from saving', async () => {
		const latest = setUp( {
			_gb_overlay_goal_type: 'selector',
			_gb_overlay_goal_selector: 'a[',
		} );
		await userEvent.selectOptions( goalSelect(), 'click' );
		expect( latest.meta._gb_overlay_goal_selector ).toBe( '' );
		expect( hasGoalError( latest.meta ) ).toBe( false );
	} );

	it( 'shows the custom event as code to copy', async () => {
		const writeText = jest.fn( () => Promise.resolve() );
		const original = window.navigator.clipboard;
		Object.defineProperty( window.navigator, 'clipboard', {
			configurable: true,
			value: { writeText },
		} );
		try {
			setUp( { _gb_overlay_goal_type: 'event' }, { postId: 7 } );
			const code =
				"document.dispatchEvent( new CustomEvent( 'gblocks:conversion', { detail: { overlay: 7 } } ) )";
			expect( screen.getByText( code ).tagName ).toBe( 'CODE' );
			await act( async () => {
				fireEvent.click(
					screen.getByRole( 'button', { name: 'Copy' } )
				);
			} );
			expect( writeText ).toHaveBeenCalledWith( code );
			expect(
				screen.getByRole( 'button', { name: 'Copied!' } )
			).toBeVisible();
		} finally {
			Object.defineProperty( window.navigator, 'clipboard', {
				configurable: true,
				value: original,
			} );
		}
	} );

	it( 'shows no Insights link to a user who cannot open the Overlay Panels page', () => {
		setUp( {}, { overlaysUrl: '' } );
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
	} );
} );

describe( 'the goal helpers', () => {
	it( 'accepts a path of this site only', () => {
		expect( isValidPath( '' ) ).toBe( true );
		expect( isValidPath( '/' ) ).toBe( true );
		expect( isValidPath( '/thank-you/' ) ).toBe( true );
		expect( isValidPath( '/café/merci' ) ).toBe( true );
		expect( isValidPath( ' /padded/ ' ) ).toBe( true );
		expect( isValidPath( 'thank-you/' ) ).toBe( false );
		expect( isValidPath( 'https://example.org/thank-you/' ) ).toBe( false );
		expect( isValidPath( '//example.org/thank-you/' ) ).toBe( false );
		expect( isValidPath( '/thank-you/?a=1' ) ).toBe( false );
		expect( isValidPath( '/thank-you/#top' ) ).toBe( false );
		expect( isValidPath( '/thank you/' ) ).toBe( false );
		expect( isValidPath( '/' + 'a'.repeat( 200 ) ) ).toBe( false );
	} );

	it( 'needs the field of the chosen kind only', () => {
		expect( goalErrors( {} ) ).toEqual( { selector: '', path: '' } );
		expect( hasGoalError( { _gb_overlay_goal_type: 'selector' } ) ).toBe(
			true
		);
		expect( hasGoalError( { _gb_overlay_goal_type: 'page' } ) ).toBe(
			true
		);
		expect(
			hasGoalError( {
				_gb_overlay_goal_type: 'page',
				_gb_overlay_goal_path: '/thanks/',
			} )
		).toBe( false );
		expect( hasGoalError( { _gb_overlay_goal_path: 'thanks' } ) ).toBe(
			true
		);
	} );

	it( 'builds the snippet and the Insights address', () => {
		expect( conversionSnippet( 12 ) ).toBe(
			"document.dispatchEvent( new CustomEvent( 'gblocks:conversion', { detail: { overlay: 12 } } ) )"
		);
		expect( insightsUrl( OVERLAYS_URL, 12 ) ).toBe(
			`${ OVERLAYS_URL }&view=insights&id=12`
		);
	} );
} );
