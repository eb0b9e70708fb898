/**
 * External dependencies
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { IconPicker } from '../components/icon-picker';
import { MenuTogglePanel } from '../components/menu-toggle-panel';
import { iconSets } from '../lib/icons';
import file from '../menu-toggle-icons.json';

const sets = iconSets( file.sets );

async function setupPicker( value?: string ) {
	const onSelect = jest.fn();
	const onReset = jest.fn();
	const onClose = jest.fn();
	const user = userEvent.setup();
	render(
		<IconPicker
			sets={ sets }
			value={ value }
			onSelect={ onSelect }
			onReset={ onReset }
			onClose={ onClose }
		/>
	);
	// The tabs settle their selection after the first render.
	await act( async () => {} );
	return { user, onSelect, onReset, onClose };
}

const grid = () => screen.getByRole( 'group', { name: /Menu Toggles/ } );
const icon = ( name: string ) =>
	within( grid() ).getByRole( 'button', { name } );

describe( 'IconPicker', () => {
	it( 'is a "Select Icon" dialog with the two sets as tabs', async () => {
		const { user } = await setupPicker();

		expect(
			screen.getByRole( 'dialog', { name: 'Select Icon' } )
		).toBeVisible();
		expect(
			screen.getAllByRole( 'tab' ).map( ( tab ) => tab.textContent )
		).toEqual( [ 'Menu Toggles (Medium)', 'Menu Toggles (Light)' ] );
		expect( grid() ).toHaveAccessibleName( 'Menu Toggles (Medium)' );
		expect( within( grid() ).getAllByRole( 'button' ) ).toHaveLength( 15 );

		await user.click(
			screen.getByRole( 'tab', { name: 'Menu Toggles (Light)' } )
		);
		expect( grid() ).toHaveAccessibleName( 'Menu Toggles (Light)' );
		expect( within( grid() ).getAllByRole( 'button' ) ).toHaveLength( 15 );
	} );

	it( 'opens on the set of the selected icon and marks it pressed', async () => {
		await setupPicker( 'light/menu-3' );

		expect(
			screen.getByRole( 'tab', { name: 'Menu Toggles (Light)' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		expect( icon( 'Menu 3' ) ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( icon( 'Menu 4' ) ).toHaveAttribute( 'aria-pressed', 'false' );
		// The selected icon is the grid's one tab stop.
		expect( icon( 'Menu 3' ) ).toHaveAttribute( 'tabindex', '0' );
		expect( icon( 'Menu 1' ) ).toHaveAttribute( 'tabindex', '-1' );
		expect( screen.getByText( 'Selected: Menu 3' ) ).toBeVisible();
	} );

	it( 'searches icons by label', async () => {
		const { user } = await setupPicker();

		await user.type(
			screen.getByRole( 'searchbox', { name: 'Search icons' } ),
			'clo'
		);
		expect(
			within( grid() )
				.getAllByRole( 'button' )
				.map( ( button ) => button.getAttribute( 'aria-label' ) )
		).toEqual( [ 'Close' ] );

		await user.clear(
			screen.getByRole( 'searchbox', { name: 'Search icons' } )
		);
		await user.type(
			screen.getByRole( 'searchbox', { name: 'Search icons' } ),
			'zzz'
		);
		expect( screen.getByText( 'No icons found.' ) ).toBeVisible();
	} );

	it( 'moves through the grid with the arrow keys and selects with Enter', async () => {
		const { user, onSelect } = await setupPicker();

		icon( 'Menu 1' ).focus();
		await user.keyboard( '{ArrowRight}' );
		expect( icon( 'Menu 2' ) ).toHaveFocus();
		await user.keyboard( '{ArrowDown}' );
		expect( icon( 'Menu 7' ) ).toHaveFocus();
		expect( icon( 'Menu 7' ) ).toHaveAttribute( 'tabindex', '0' );
		await user.keyboard( '{ArrowLeft}{ArrowUp}' );
		expect( icon( 'Menu 1' ) ).toHaveFocus();
		await user.keyboard( '{ArrowUp}{ArrowLeft}' );
		expect( icon( 'Menu 1' ) ).toHaveFocus();
		await user.keyboard( '{End}' );
		expect( icon( 'Close' ) ).toHaveFocus();
		await user.keyboard( '{Home}{ArrowRight}{ArrowRight}' );
		expect( icon( 'Menu 3' ) ).toHaveFocus();

		await user.keyboard( '{Enter}' );
		expect( onSelect ).toHaveBeenCalledWith( 'medium/menu-3' );
	} );

	it( 'resets to the default icon', async () => {
		const { user, onReset } = await setupPicker( 'medium/menu-2' );
		await user.click( screen.getByRole( 'button', { name: 'Reset' } ) );
		expect( onReset ).toHaveBeenCalled();
	} );

	it( 'offers no reset when the default icon is in use', async () => {
		await setupPicker();
		expect(
			screen.getByRole( 'button', { name: 'Reset' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		expect( screen.getByText( 'WordPress default icon' ) ).toBeVisible();
	} );
} );

function setupPanel( initial: Record< string, unknown > ) {
	const setAttributes = jest.fn();
	let current = { ...initial };
	function Block() {
		const [ attributes, set ] = useState( initial );
		return (
			<MenuTogglePanel
				attributes={ attributes }
				setAttributes={ ( changes ) => {
					setAttributes( changes );
					current = { ...current, ...changes };
					set( current );
				} }
				sets={ sets }
				devices={ [
					{ id: 'desktop', label: 'Desktop', minWidth: 1025 },
					{
						id: 'tablet',
						label: 'Tablet',
						minWidth: 768,
						maxWidth: 1024,
					},
					{ id: 'mobile', label: 'Mobile', maxWidth: 767 },
				] }
			/>
		);
	}
	const user = userEvent.setup();
	render( <Block /> );
	return { user, setAttributes, attributes: () => current };
}

describe( 'MenuTogglePanel', () => {
	it( 'chooses the menu icon in the picker, which then closes', async () => {
		const { user, attributes } = setupPanel( {} );

		await user.click(
			screen.getByRole( 'button', {
				name: 'Select menu icon (current: WordPress default)',
			} )
		);
		await user.click(
			screen.getByRole( 'tab', { name: 'Menu Toggles (Light)' } )
		);
		await user.click( icon( 'Menu 5' ) );

		expect( attributes().gbMenuIcon ).toBe( 'light/menu-5' );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect(
			screen.getByText( 'Menu 5 (Menu Toggles (Light))' )
		).toBeVisible();
	} );

	it( 'resets the close icon to the default', async () => {
		const { user, attributes } = setupPanel( {
			gbCloseIcon: 'medium/close',
		} );

		await user.click(
			screen.getByRole( 'button', {
				name: 'Select close icon (current: Close)',
			} )
		);
		await user.click( screen.getByRole( 'button', { name: 'Reset' } ) );

		expect( attributes().gbCloseIcon ).toBeUndefined();
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'stores a valid breakpoint in htmlAttributes and keeps the others', async () => {
		const { user, attributes } = setupPanel( {
			htmlAttributes: { 'data-test': 'x' },
		} );
		const input = screen.getByRole( 'spinbutton', {
			name: 'Mobile breakpoint',
		} );

		await user.type( input, '900' );
		expect( attributes().htmlAttributes ).toEqual( {
			'data-test': 'x',
			'data-gb-mobile-breakpoint': '900px',
		} );

		const presets = screen.getByRole( 'group', {
			name: 'Collapse below a device width',
		} );
		const tablet = within( presets ).getByRole( 'button', {
			name: 'Tablet 768px',
		} );
		// The accessible name is the visible text (WCAG 2.5.3 label in name).
		expect( tablet ).not.toHaveAttribute( 'aria-label' );
		within( presets )
			.getAllByRole( 'button' )
			.forEach( ( button ) =>
				expect( button ).toHaveAccessibleName(
					button.textContent ?? ''
				)
			);
		await user.click( tablet );
		expect( attributes().htmlAttributes ).toEqual( {
			'data-test': 'x',
			'data-gb-mobile-breakpoint': '768px',
		} );

		await user.clear( input );
		expect( attributes().htmlAttributes ).toEqual( { 'data-test': 'x' } );
	} );

	it( 'keeps an out-of-range breakpoint out of the block and says why', async () => {
		const { user, setAttributes } = setupPanel( {} );

		await user.type(
			screen.getByRole( 'spinbutton', { name: 'Mobile breakpoint' } ),
			'99999'
		);

		expect( setAttributes ).not.toHaveBeenCalledWith( {
			htmlAttributes: { 'data-gb-mobile-breakpoint': '99999px' },
		} );
		expect(
			screen.getByText(
				'Enter a width from 1px to 3840px (or 0.1em/rem to 240em/rem).'
			)
		).toBeVisible();
	} );
} );
