/**
 * The HTML attributes editor, used with the keyboard as a user would.
 */

/**
 * External dependencies
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { HtmlAttributesEditor } from '..';
import type { AttributeMap } from '../lib';

function setup(
	initial: AttributeMap = {},
	readClipboard?: () => Promise< string >
) {
	const onChange = jest.fn();
	let current: AttributeMap | undefined = initial;
	function Block() {
		const [ attributes, set ] = useState< AttributeMap >( initial );
		return (
			<HtmlAttributesEditor
				label="HTML Attributes"
				attributes={ attributes }
				readClipboard={ readClipboard }
				onChange={ ( next ) => {
					onChange( next );
					current = next;
					set( next ?? {} );
				} }
			/>
		);
	}
	const user = userEvent.setup();
	render( <Block /> );
	return { user, onChange, attributes: () => current };
}

const newForm = () => screen.getByRole( 'group', { name: 'New attribute' } );
const newName = () =>
	within( newForm() ).getByRole( 'textbox', { name: 'Attribute name' } );
const newValue = () =>
	within( newForm() ).getByRole( 'textbox', { name: 'Attribute value' } );
const row = ( name: string ) =>
	screen.getByRole( 'group', { name: `Attribute ${ name }` } );

describe( 'the HTML attributes editor', () => {
	it( 'adds an attribute with the keyboard: Enter confirms, focus goes to the new row', async () => {
		const { user, attributes } = setup( {}, undefined );
		expect(
			screen.getByRole( 'group', { name: 'HTML Attributes' } )
		).toBeInTheDocument();
		await user.click( newName() );
		await user.keyboard( 'data-test' );
		await user.tab();
		expect( newValue() ).toHaveFocus();
		await user.keyboard( 'x{Enter}' );
		expect( attributes() ).toEqual( { 'data-test': 'x' } );
		const added = within( row( 'data-test' ) ).getByRole( 'textbox', {
			name: 'Attribute name',
		} );
		await waitFor( () => expect( added ).toHaveFocus() );
		expect( added ).toHaveValue( 'data-test' );
		// The form is empty again.
		expect( newName() ).toHaveValue( '' );
		expect( newValue() ).toHaveValue( '' );
	} );

	it( 'the Add attribute button confirms too', async () => {
		const { user, attributes } = setup( { title: 'Hi' } );
		await user.type( newName(), 'aria-label' );
		await user.type( newValue(), 'Open menu' );
		await user.click(
			screen.getByRole( 'button', { name: 'Add attribute' } )
		);
		expect( attributes() ).toEqual( {
			title: 'Hi',
			'aria-label': 'Open menu',
		} );
	} );

	it.each( [
		[ '', '', 'Attribute name is required.', 'Attribute name' ],
		[ 'title', '', 'Attribute value is required.', 'Attribute value' ],
		[ 'class', 'x', 'Class attribute is not allowed.', 'Attribute name' ],
		[ ' CLASS', 'x', 'Class attribute is not allowed.', 'Attribute name' ],
	] )(
		'%j = %j is refused with %j, shown at the %s field and announced',
		async ( name, value, message, field ) => {
			const { user, onChange } = setup();
			if ( name ) {
				await user.type( newName(), name );
			}
			if ( value ) {
				await user.type( newValue(), value );
			}
			await user.click( newName() );
			await user.keyboard( '{Enter}' );
			const alert = screen.getByRole( 'alert' );
			expect( alert ).toHaveTextContent( message );
			const input = within( newForm() ).getByRole( 'textbox', {
				name: field,
			} );
			expect( input ).toHaveAttribute( 'aria-invalid', 'true' );
			expect( input ).toHaveAccessibleDescription( message );
			expect( onChange ).not.toHaveBeenCalled();
		}
	);

	it( 'boolean, data-* and alt attributes need no value', async () => {
		const { user, attributes } = setup();
		for ( const name of [ 'hidden', 'data-empty', 'alt' ] ) {
			await user.click( newName() );
			await user.keyboard( `${ name }{Enter}` );
		}
		expect( attributes() ).toEqual( {
			hidden: '',
			'data-empty': '',
			alt: '',
		} );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'strips a name to letters, digits, hyphen, underscore and dot as it is typed', async () => {
		const { user } = setup();
		await user.type( newName(), 'da ta<te>st!' );
		expect( newName() ).toHaveValue( 'datatest' );
	} );

	it.each( [
		[ 'data-test="x"', 'data-test', 'x' ],
		[ "target='_blank'", 'target', '_blank' ],
		[ 'rel=noopener', 'rel', 'noopener' ],
	] )(
		'pasting %j into the name field splits it into both fields',
		async ( text, name, value ) => {
			const { user } = setup();
			await user.click( newName() );
			await user.paste( text );
			expect( newName() ).toHaveValue( name );
			expect( newValue() ).toHaveValue( value );
			expect( newValue() ).toHaveFocus();
		}
	);

	it( 'typing name= moves on to the value field', async () => {
		const { user, attributes } = setup();
		await user.click( newName() );
		await user.keyboard( 'title=' );
		expect( newName() ).toHaveValue( 'title' );
		expect( newValue() ).toHaveFocus();
		await user.keyboard( 'Hello{Enter}' );
		expect( attributes() ).toEqual( { title: 'Hello' } );
	} );

	it( 'applies an edited row only when confirmed; Escape cancels the edit', async () => {
		const { user, onChange, attributes } = setup( { title: 'Old' } );
		const value = within( row( 'title' ) ).getByRole( 'textbox', {
			name: 'Attribute value',
		} );
		await user.clear( value );
		await user.type( value, 'New' );
		expect( onChange ).not.toHaveBeenCalled();
		await user.keyboard( '{Escape}' );
		expect( value ).toHaveValue( 'Old' );
		expect(
			within( row( 'title' ) ).queryByRole( 'button', { name: 'Apply' } )
		).toBeNull();

		await user.clear( value );
		await user.type( value, 'New' );
		await user.click(
			within( row( 'title' ) ).getByRole( 'button', { name: 'Apply' } )
		);
		expect( attributes() ).toEqual( { title: 'New' } );

		const valueAgain = within( row( 'title' ) ).getByRole( 'textbox', {
			name: 'Attribute value',
		} );
		await user.clear( valueAgain );
		await user.keyboard( '{Enter}' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Attribute value is required.'
		);
		expect( attributes() ).toEqual( { title: 'New' } );
	} );

	it( 'renames a row in place', async () => {
		const { user, attributes } = setup( { a: '1', title: 'x', b: '2' } );
		const name = within( row( 'title' ) ).getByRole( 'textbox', {
			name: 'Attribute name',
		} );
		await user.clear( name );
		await user.type( name, 'aria-label{Enter}' );
		expect( Object.keys( attributes() ?? {} ) ).toEqual( [
			'a',
			'aria-label',
			'b',
		] );
		await waitFor( () =>
			expect(
				within( row( 'aria-label' ) ).getByRole( 'textbox', {
					name: 'Attribute name',
				} )
			).toHaveFocus()
		);
	} );

	it( 'removes a row and gives focus back to the new attribute field', async () => {
		const { user, attributes } = setup( { title: 'x', rel: 'y' } );
		await user.click(
			screen.getByRole( 'button', { name: 'Remove title' } )
		);
		expect( attributes() ).toEqual( { rel: 'y' } );
		await waitFor( () => expect( newName() ).toHaveFocus() );
		await user.click(
			screen.getByRole( 'button', { name: 'Remove rel' } )
		);
		expect( attributes() ).toBeUndefined();
	} );

	it( 'hides the trigger attributes but keeps them on every change', async () => {
		const { user, attributes } = setup( {
			'data-gb-overlay': 'gb-overlay-5',
			title: 'x',
		} );
		expect(
			screen.queryByRole( 'group', { name: 'Attribute data-gb-overlay' } )
		).toBeNull();
		await user.click(
			screen.getByRole( 'button', { name: 'Remove title' } )
		);
		expect( attributes() ).toEqual( {
			'data-gb-overlay': 'gb-overlay-5',
		} );
	} );
} );

describe( 'the clipboard suggestion', () => {
	it( 'offers an attribute on the clipboard when the name field gets focus: Add', async () => {
		const { user, attributes } = setup( {}, () =>
			Promise.resolve( 'data-x="1"' )
		);
		await user.click( newName() );
		expect(
			await screen.findByText( 'Add from clipboard:' )
		).toBeInTheDocument();
		expect( screen.getByText( 'data-x="1"' ) ).toBeInTheDocument();
		await user.click( screen.getByRole( 'button', { name: 'Add' } ) );
		expect( attributes() ).toEqual( { 'data-x': '1' } );
		expect( screen.queryByText( 'Add from clipboard:' ) ).toBeNull();
	} );

	it( 'offers Replace when the attribute exists', async () => {
		const { user, attributes } = setup( { title: 'Old' }, () =>
			Promise.resolve( "title='New'" )
		);
		await user.click( newName() );
		expect(
			await screen.findByText( 'Replace from clipboard:' )
		).toBeInTheDocument();
		await user.click( screen.getByRole( 'button', { name: 'Replace' } ) );
		expect( attributes() ).toEqual( { title: 'New' } );
	} );

	it( 'fills the form with the error when the clipboard attribute lacks a required value', async () => {
		const { user, onChange } = setup( {}, () =>
			Promise.resolve( 'title=' )
		);
		await user.click( newName() );
		await user.click(
			await screen.findByRole( 'button', { name: 'Add' } )
		);
		expect( onChange ).not.toHaveBeenCalled();
		expect( newName() ).toHaveValue( 'title' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Attribute value is required.'
		);
	} );

	it.each( [
		[ 'class', () => Promise.resolve( 'class="x"' ) ],
		[ 'plain text', () => Promise.resolve( 'hello world' ) ],
		[ 'a rejected read', () => Promise.reject( new Error( 'denied' ) ) ],
		[
			'a read that throws',
			() => {
				throw new Error( 'no' );
			},
		],
	] )( 'offers nothing for %s', async ( _label, read ) => {
		const readClipboard = jest.fn( read );
		const { user } = setup( {}, readClipboard );
		await user.click( newName() );
		await waitFor( () => expect( readClipboard ).toHaveBeenCalled() );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( screen.queryByText( /from clipboard:/ ) ).toBeNull();
		expect( screen.queryByRole( 'button', { name: 'Add' } ) ).toBeNull();
	} );

	it( 'offers nothing when the browser cannot read the clipboard', async () => {
		const { user } = setup();
		await user.click( newName() );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( screen.queryByText( /from clipboard:/ ) ).toBeNull();
	} );
} );
