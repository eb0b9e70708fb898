/**
 * Unsafe attributes are refused inline, as class is, for users without unfiltered_html (issue 31 item
 * 15): the same rule as the save (policy.ts, from src/blocks/html-attributes.json).
 */

/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
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
import { BlockHtmlAttributes } from '../..';

function setup(
	initial: AttributeMap,
	allowUnsafe: boolean,
	readClipboard?: () => Promise< string >
) {
	const onChange = jest.fn();
	function Block() {
		const [ attributes, set ] = useState< AttributeMap >( initial );
		return (
			<HtmlAttributesEditor
				label="HTML Attributes"
				attributes={ attributes }
				allowUnsafe={ allowUnsafe }
				readClipboard={ readClipboard }
				onChange={ ( next ) => {
					onChange( next );
					set( next ?? {} );
				} }
			/>
		);
	}
	const user = userEvent.setup();
	render( <Block /> );
	return { user, onChange };
}

const newForm = () => screen.getByRole( 'group', { name: 'New attribute' } );
const field = ( container: HTMLElement, name: string ) =>
	within( container ).getByRole( 'textbox', { name } );
const row = ( name: string ) =>
	screen.getByRole( 'group', { name: `Attribute ${ name }` } );

const HANDLER =
	'The attribute "onclick" can run scripts: only users who may post unfiltered HTML can add it.';

describe( 'unsafe attributes in the HTML attributes editor', () => {
	it.each( [
		[ 'onclick', 'alert(1)', HANDLER, 'Attribute name' ],
		[
			'SrcDoc',
			'<p>x</p>',
			'The attribute "SrcDoc" can run scripts: only users who may post unfiltered HTML can add it.',
			'Attribute name',
		],
		[
			'href',
			'java&#x09;script:alert(1)',
			'This value of "href" can run scripts: only users who may post unfiltered HTML can use it.',
			'Attribute value',
		],
		[
			'style',
			'background:url(javascript:alert(1))',
			'This value of "style" can run scripts: only users who may post unfiltered HTML can use it.',
			'Attribute value',
		],
	] )(
		'%s = %j is refused as it is added: %s (at the %s field)',
		async ( name, value, message, fieldName ) => {
			const { user, onChange } = setup( {}, false );
			await user.type( field( newForm(), 'Attribute name' ), name );
			await user.click( field( newForm(), 'Attribute value' ) );
			await user.paste( value );
			await user.keyboard( '{Enter}' );
			expect( screen.getByRole( 'alert' ) ).toHaveTextContent( message );
			const input = field( newForm(), fieldName );
			expect( input ).toHaveAttribute( 'aria-invalid', 'true' );
			expect( input ).toHaveAccessibleDescription( message );
			expect( onChange ).not.toHaveBeenCalled();
		}
	);

	it( 'lets a user with unfiltered_html add them', async () => {
		const { user, onChange } = setup( {}, true );
		await user.type( field( newForm(), 'Attribute name' ), 'onclick' );
		await user.type( field( newForm(), 'Attribute value' ), 'track()' );
		await user.keyboard( '{Enter}' );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		expect( onChange ).toHaveBeenCalledWith( { onclick: 'track()' } );
	} );

	it( 'refuses an edit that makes a row unsafe', async () => {
		const { user, onChange } = setup( { href: '/about' }, false );
		const value = field( row( 'href' ), 'Attribute value' );
		await user.clear( value );
		await user.type( value, 'javascript:alert(1){Enter}' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'This value of "href" can run scripts'
		);
		expect( onChange ).not.toHaveBeenCalled();
	} );

	it( "keeps an administrator's stored handler, says so, refuses a change and allows removal", async () => {
		const { user, onChange } = setup(
			{ onclick: 'track()', title: 'Hi' },
			false
		);
		expect(
			within( row( 'onclick' ) ).getByText(
				"This attribute can run scripts. It is saved only as a user who may post unfiltered HTML saved it in this post, with this block's other attributes unchanged; you can remove it."
			)
		).toBeVisible();
		expect(
			within( row( 'title' ) ).queryByText( /unfiltered HTML/ )
		).toBeNull();
		const value = field( row( 'onclick' ), 'Attribute value' );
		await user.type( value, 'x{Enter}' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( HANDLER );
		expect( onChange ).not.toHaveBeenCalled();
		await user.keyboard( '{Escape}' );
		await user.click(
			screen.getByRole( 'button', { name: 'Remove onclick' } )
		);
		expect( onChange ).toHaveBeenCalledWith( { title: 'Hi' } );
	} );

	it( 'keeps the attributes beside a stored handler as they were saved until it is removed', async () => {
		const locked =
			'"onclick" can run scripts, so this block\'s attributes must stay as they were saved. Remove it first to change them.';
		const { user, onChange } = setup(
			{ onclick: 'location = this.dataset.url', 'data-url': '/a' },
			false
		);
		// Editing a neighbour the handler may read.
		const url = field( row( 'data-url' ), 'Attribute value' );
		await user.clear( url );
		await user.type( url, 'javascript:alert(1){Enter}' );
		expect(
			within( row( 'data-url' ) ).getByRole( 'alert' )
		).toHaveTextContent( locked );
		await user.keyboard( '{Escape}' );
		// Adding one, or removing the neighbour.
		await user.type( field( newForm(), 'Attribute name' ), 'title' );
		await user.type( field( newForm(), 'Attribute value' ), 'x{Enter}' );
		expect( within( newForm() ).getByRole( 'alert' ) ).toHaveTextContent(
			locked
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Remove data-url' } )
		);
		expect(
			within( row( 'data-url' ) ).getByRole( 'alert' )
		).toHaveTextContent( locked );
		expect( onChange ).not.toHaveBeenCalled();
		// Once the handler is removed, the rest may change.
		await user.click(
			screen.getByRole( 'button', { name: 'Remove onclick' } )
		);
		expect( onChange ).toHaveBeenLastCalledWith( { 'data-url': '/a' } );
		await user.click(
			screen.getByRole( 'button', { name: 'Add attribute' } )
		);
		expect( onChange ).toHaveBeenLastCalledWith( {
			'data-url': '/a',
			title: 'x',
		} );
	} );

	it( 'refuses an unsafe attribute offered from the clipboard', async () => {
		const { user, onChange } = setup( {}, false, () =>
			Promise.resolve( 'onmouseover="alert(1)"' )
		);
		await user.click( field( newForm(), 'Attribute name' ) );
		await user.click(
			await screen.findByRole( 'button', { name: 'Add' } )
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'The attribute "onmouseover" can run scripts'
		);
		expect( onChange ).not.toHaveBeenCalled();
	} );
} );

describe( 'the block control asks the editor data whether the user has unfiltered_html', () => {
	afterEach( () => {
		delete window.gblocksPro;
	} );

	function renderControl() {
		const setAttributes = jest.fn();
		render(
			<BlockHtmlAttributes
				name="core/paragraph"
				clientId="a"
				attributes={ {} }
				setAttributes={ setAttributes }
				isSelected
			/>
		);
		return { user: userEvent.setup(), setAttributes };
	}

	it.each( [
		[ false, true ],
		[ true, false ],
	] )(
		'unfiltered_html %s: onclick refused %s',
		async ( unfilteredHtml, refused ) => {
			window.gblocksPro = {
				editor: { capabilities: { unfiltered_html: unfilteredHtml } },
			};
			const { user, setAttributes } = renderControl();
			await user.type( field( newForm(), 'Attribute name' ), 'onclick' );
			await user.type(
				field( newForm(), 'Attribute value' ),
				'track(){Enter}'
			);
			expect( screen.queryByRole( 'alert' ) !== null ).toBe( refused );
			expect( setAttributes ).toHaveBeenCalledTimes( refused ? 0 : 1 );
		}
	);
} );
