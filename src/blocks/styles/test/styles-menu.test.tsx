/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { Toolbar } from '@wordpress/components';

/**
 * Internal dependencies
 */
import { STORAGE_KEY } from '../lib/buffer';
import { StylesMenu } from '../styles-menu';
import type { StyleBlock } from '../styles-menu';

// Menus open through popovers; on a loaded machine a test with a dialog takes more than 5 s.
jest.setTimeout( 20000 );

const DECLARED = new Set( [ 'gbStyles', 'style', 'textColor', 'content' ] );

function block(
	clientId: string,
	attributes: Record< string, unknown >
): StyleBlock {
	return { clientId, name: 'core/paragraph', attributes, declared: DECLARED };
}

function setup( blocks: StyleBlock[], buffer?: string ) {
	const items = new Map< string, string >();
	if ( buffer !== undefined ) {
		items.set( STORAGE_KEY, buffer );
	}
	const storage = {
		getItem: ( key: string ) => items.get( key ) ?? null,
		setItem: ( key: string, value: string ) => {
			items.set( key, value );
		},
	};
	const apply = jest.fn();
	const notify = { success: jest.fn(), error: jest.fn() };
	render(
		<Toolbar label="Block tools">
			<StylesMenu
				blocks={ blocks }
				storage={ storage }
				apply={ apply }
				notify={ notify }
			/>
		</Toolbar>
	);
	return { items, apply, notify };
}

/**
 * Opens the menu. Disabled items stay focusable (aria-disabled), as in core's menus.
 */
async function openMenu() {
	await userEvent.click( screen.getByRole( 'button', { name: 'Styles' } ) );
	return {
		copy: screen.getByRole( 'menuitem', { name: 'Copy Styles' } ),
		paste: screen.getByRole( 'menuitem', { name: 'Paste Styles' } ),
		clear: screen.getByRole( 'menuitem', { name: 'Clear Styles' } ),
	};
}

describe( 'StylesMenu', () => {
	it( 'copies the block’s styles to sessionStorage and says so', async () => {
		const { items, notify } = setup( [
			block( 'a', {
				content: 'Hi',
				gbStyles: { color: 'red' },
				textColor: 'accent',
			} ),
		] );
		const { copy } = await openMenu();
		await userEvent.click( copy );
		expect( JSON.parse( items.get( STORAGE_KEY ) ?? '' ) ).toEqual( {
			gbStyles: { color: 'red' },
			textColor: 'accent',
		} );
		expect( notify.success ).toHaveBeenCalledWith( 'Styles copied.' );
	} );

	it( 'disables Copy with nothing to copy, Paste with an empty buffer and Clear with nothing to clear', async () => {
		setup( [ block( 'a', { content: 'Hi' } ) ] );
		const { copy, paste, clear } = await openMenu();
		expect( copy ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( paste ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( clear ).toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'treats an unreadable buffer as empty', async () => {
		setup( [ block( 'a', { content: 'Hi' } ) ], '{not json' );
		const { paste } = await openMenu();
		expect( paste ).toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'disables Copy when several blocks are selected (which one would it copy?)', async () => {
		setup( [
			block( 'a', { gbStyles: { color: 'red' } } ),
			block( 'b', { gbStyles: { color: 'blue' } } ),
		] );
		const { copy, clear } = await openMenu();
		expect( copy ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( clear ).not.toHaveAttribute( 'aria-disabled' );
	} );

	it( 'pastes into each selected block, merged with its own styles, as one change', async () => {
		const { apply, notify } = setup(
			[
				block( 'a', { gbStyles: { padding: '1rem' } } ),
				block( 'b', {} ),
			],
			JSON.stringify( { gbStyles: { color: 'red' } } )
		);
		const { paste } = await openMenu();
		await userEvent.click( paste );
		expect( apply ).toHaveBeenCalledTimes( 1 );
		expect( apply ).toHaveBeenCalledWith( {
			a: { gbStyles: { padding: '1rem', color: 'red' } },
			b: { gbStyles: { color: 'red' } },
		} );
		expect( notify.success ).toHaveBeenCalledWith(
			'Styles pasted into 2 blocks.'
		);
	} );

	it( 'asks before clearing one block, and clears nothing on Cancel', async () => {
		const { apply } = setup( [
			block( 'a', { gbStyles: { color: 'red' } } ),
		] );
		const { clear } = await openMenu();
		await userEvent.click( clear );
		const dialog = screen.getByRole( 'alertdialog' );
		expect( dialog ).toHaveTextContent(
			'This will remove all styling from this block.'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Cancel' } )
		);
		expect( apply ).not.toHaveBeenCalled();
		expect( screen.queryByRole( 'alertdialog' ) ).not.toBeInTheDocument();
	} );

	it( 'clears every selected block with styles after OK, with the plural question', async () => {
		const { apply, notify } = setup( [
			block( 'a', {
				gbStyles: { color: 'red' },
				style: { color: { text: '#000' } },
			} ),
			block( 'b', { textColor: 'accent' } ),
			block( 'c', { content: 'plain' } ),
		] );
		const { clear } = await openMenu();
		await userEvent.click( clear );
		expect( screen.getByRole( 'alertdialog' ) ).toHaveTextContent(
			'This will remove all styling from these blocks.'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Clear Styles' } )
		);
		expect( apply ).toHaveBeenCalledWith( {
			a: { gbStyles: undefined, style: undefined },
			b: { textColor: undefined },
		} );
		expect( notify.success ).toHaveBeenCalledWith(
			'Styles cleared from 2 blocks.'
		);
	} );

	it( 'reports a copy the storage refused', async () => {
		const apply = jest.fn();
		const notify = { success: jest.fn(), error: jest.fn() };
		render(
			<Toolbar label="Block tools">
				<StylesMenu
					blocks={ [ block( 'a', { gbStyles: { color: 'red' } } ) ] }
					storage={ {
						getItem: () => null,
						setItem: () => {
							throw new Error( 'QuotaExceededError' );
						},
					} }
					apply={ apply }
					notify={ notify }
				/>
			</Toolbar>
		);
		const { copy } = await openMenu();
		await userEvent.click( copy );
		expect( notify.success ).not.toHaveBeenCalled();
		expect( notify.error ).toHaveBeenCalledTimes( 1 );
	} );
} );
