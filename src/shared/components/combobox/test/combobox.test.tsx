/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { Combobox, type ComboboxItem } from '..';

const items: ComboboxItem[] = Array.from( { length: 25 }, ( _, index ) => ( {
	id: String( index + 1 ),
	label: `Page ${ index + 1 }`,
} ) );

function Harness( {
	onSelect,
	isSearching = false,
}: {
	onSelect: ( item: ComboboxItem ) => void;
	isSearching?: boolean;
} ) {
	const [ text, setText ] = useState( '' );
	return (
		<Combobox
			label="Pages"
			inputValue={ text }
			onInputChange={ setText }
			items={ items }
			onSelect={ onSelect }
			isSearching={ isSearching }
		/>
	);
}

describe( 'Combobox', () => {
	it( 'moves the highlight by one with the arrows and by 10 with PageUp/PageDown, and picks with Enter', async () => {
		const onSelect = jest.fn();
		render( <Harness onSelect={ onSelect } /> );
		const input = screen.getByRole( 'combobox', { name: 'Pages' } );
		await userEvent.click( input );
		await userEvent.keyboard( '{ArrowDown}' );
		expect( input ).toHaveAttribute(
			'aria-activedescendant',
			expect.stringContaining( 'option-0' )
		);
		await userEvent.keyboard( '{PageDown}{PageDown}' );
		expect( screen.getByRole( 'option', { name: 'Page 21' } ) ).toHaveClass(
			'is-active'
		);
		await userEvent.keyboard( '{PageDown}' );
		expect( screen.getByRole( 'option', { name: 'Page 25' } ) ).toHaveClass(
			'is-active'
		);
		await userEvent.keyboard( '{PageUp}{ArrowUp}' );
		expect( screen.getByRole( 'option', { name: 'Page 14' } ) ).toHaveClass(
			'is-active'
		);
		await userEvent.keyboard( '{Enter}' );
		expect( onSelect ).toHaveBeenCalledWith( {
			id: '14',
			label: 'Page 14',
		} );
		expect( input ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( "shows a 'Searching…' placeholder while results load", async () => {
		render( <Harness onSelect={ jest.fn() } isSearching /> );
		await userEvent.click(
			screen.getByRole( 'combobox', { name: 'Pages' } )
		);
		expect( screen.getByText( 'Searching…' ) ).toBeVisible();
		expect( screen.queryByRole( 'option' ) ).toBeNull();
	} );

	it( 'closes on Escape', async () => {
		render( <Harness onSelect={ jest.fn() } /> );
		const input = screen.getByRole( 'combobox', { name: 'Pages' } );
		await userEvent.click( input );
		expect( input ).toHaveAttribute( 'aria-expanded', 'true' );
		await userEvent.keyboard( '{Escape}' );
		expect( input ).toHaveAttribute( 'aria-expanded', 'false' );
	} );
} );
