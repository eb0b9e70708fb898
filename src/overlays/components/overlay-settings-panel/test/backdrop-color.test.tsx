/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { BackdropColorControl } from '../backdrop-color';

/**
 * The backdrop color is WordPress's color picker in a dropdown (issue 13.3).
 */
describe( 'BackdropColorControl', () => {
	const colors = [
		{ name: 'Midnight', slug: 'midnight', color: '#112233' },
		{ name: 'Paper', slug: 'paper', color: '#fafafa' },
	];

	function setUp( value = 'rgba(0,0,0,.5)' ) {
		const onChange = jest.fn();
		render(
			<BackdropColorControl
				value={ value }
				defaultValue="rgba(0,0,0,.5)"
				colors={ colors }
				onChange={ onChange }
			/>
		);
		return onChange;
	}

	it( 'shows the color on a labelled toggle, the picker closed', () => {
		setUp( '#112233' );
		const toggle = screen.getByRole( 'button', { name: /Backdrop color/ } );
		expect( toggle ).toHaveTextContent( '#112233' );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect(
			screen.queryByRole( 'button', { name: 'Midnight' } )
		).toBeNull();
	} );

	it( 'offers the theme palette and writes the chosen color', async () => {
		const user = userEvent.setup();
		const onChange = setUp();
		await user.click(
			screen.getByRole( 'button', { name: /Backdrop color/ } )
		);
		await user.click(
			await screen.findByRole( 'option', { name: 'Midnight' } )
		);
		expect( onChange ).toHaveBeenLastCalledWith( '#112233' );
	} );

	it( 'Clear writes the default color', async () => {
		const user = userEvent.setup();
		const onChange = setUp( '#112233' );
		await user.click(
			screen.getByRole( 'button', { name: /Backdrop color/ } )
		);
		await user.click(
			await screen.findByRole( 'button', { name: 'Clear' } )
		);
		expect( onChange ).toHaveBeenLastCalledWith( 'rgba(0,0,0,.5)' );
	} );
} );
