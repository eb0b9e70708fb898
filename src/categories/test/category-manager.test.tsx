/**
 * External dependencies
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { dispatch, select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { ApiError } from '../../shared/api';
import { CategoryManager, categorySlug } from '..';

const categories = [
	{ id: 1, name: 'Promotions', slug: 'promotions', count: 2 },
	{ id: 'uncategorized', name: 'Uncategorized', count: 4, locked: true },
];

function setup(
	overrides: Partial< Parameters< typeof CategoryManager >[ 0 ] > = {}
) {
	const props = {
		categories,
		isLoading: false,
		loadFailed: false,
		onCreate: jest.fn().mockResolvedValue( undefined ),
		onRename: jest.fn().mockResolvedValue( undefined ),
		onDelete: jest.fn().mockResolvedValue( undefined ),
		...overrides,
	};
	const result = render( <CategoryManager { ...props } /> );
	return { ...props, ...result };
}

/**
 * Opens a row's Actions menu and chooses an item, as on the conditions table.
 *
 * @param name   Category name.
 * @param action Menu item.
 */
async function chooseAction( name: string, action: 'Edit' | 'Delete' ) {
	await userEvent.click(
		screen.getByRole( 'button', { name: `Actions for “${ name }”` } )
	);
	await userEvent.click( screen.getByRole( 'menuitem', { name: action } ) );
}

describe( 'CategoryManager', () => {
	it( 'derives slugs as SPEC §5 says', () => {
		expect( categorySlug( '  Summer Sale 2026! ' ) ).toBe(
			'summer-sale-2026'
		);
		expect( categorySlug( 'Ünïcode  & more' ) ).toBe( 'ncode-more' );
	} );

	it( 'adds a category with a trimmed name, and refuses a blank one', async () => {
		const { onCreate } = setup();
		const add = screen.getByRole( 'button', { name: 'Add Category' } );
		expect( add ).toHaveAttribute( 'aria-disabled', 'true' );
		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'New category name' } ),
			'  Seasonal '
		);
		await userEvent.click( add );
		expect( onCreate ).toHaveBeenCalledWith( 'Seasonal' );
		await waitFor( () =>
			expect(
				screen.getByRole( 'textbox', { name: 'New category name' } )
			).toHaveValue( '' )
		);
	} );

	it( 'confirms an add with a snackbar and gives focus back to the name field', async () => {
		for ( const notice of select( noticesStore ).getNotices() ) {
			dispatch( noticesStore ).removeNotice( notice.id );
		}
		setup();
		const field = screen.getByRole( 'textbox', {
			name: 'New category name',
		} );
		await userEvent.type( field, 'Seasonal{Enter}' );
		await waitFor( () => expect( field ).toHaveFocus() );
		expect( field ).toHaveValue( '' );
		expect(
			select( noticesStore )
				.getNotices()
				.map( ( notice ) => [ notice.content, notice.type ] )
		).toEqual( [ [ 'Category added.', 'snackbar' ] ] );
	} );

	it( 'gives a next step when there are no categories', () => {
		setup( {
			categories: [],
			emptyHint: 'Add a category above to group your conditions.',
		} );
		expect( screen.getByText( 'No categories found.' ) ).toBeVisible();
		expect(
			screen.getByText( 'Add a category above to group your conditions.' )
		).toBeVisible();
	} );

	it( 'edits inline, closes on save, and gives focus back to the row’s Actions button', async () => {
		const { onRename } = setup();
		await chooseAction( 'Promotions', 'Edit' );
		const field = screen.getByRole( 'textbox', { name: 'Category name' } );
		expect( field ).toHaveFocus();
		await userEvent.clear( field );
		await userEvent.type( field, 'Offers{Enter}' );
		expect( onRename ).toHaveBeenCalledWith( 1, 'Offers' );
		await waitFor( () =>
			expect(
				screen.queryByRole( 'textbox', { name: 'Category name' } )
			).toBeNull()
		);
		expect(
			screen.getByRole( 'button', { name: 'Actions for “Promotions”' } )
		).toHaveFocus();
	} );

	it( 'closes the edit form on Cancel and on Escape without saving', async () => {
		const { onRename } = setup();
		await chooseAction( 'Promotions', 'Edit' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Cancel' } )
		);
		await chooseAction( 'Promotions', 'Edit' );
		await userEvent.keyboard( '{Escape}' );
		expect(
			screen.queryByRole( 'textbox', { name: 'Category name' } )
		).toBeNull();
		expect( onRename ).not.toHaveBeenCalled();
	} );

	it( 'asks before deleting and offers no edit or delete on a locked category', async () => {
		const { onDelete } = setup();
		const locked = screen
			.getByText( 'Uncategorized' )
			.closest( 'tr' ) as HTMLElement;
		expect( within( locked ).queryByRole( 'button' ) ).toBeNull();

		await chooseAction( 'Promotions', 'Delete' );
		expect(
			screen.getByText(
				'Are you sure you want to delete this category? Items using this category will become uncategorized.'
			)
		).toBeVisible();
		const dialog = screen.getByRole( 'alertdialog', {
			name: 'Delete category',
		} );
		// The dialog names the category and its button names the action.
		expect( dialog ).toHaveAccessibleDescription(
			'Category: Promotions Are you sure you want to delete this category? Items using this category will become uncategorized.'
		);
		expect(
			within( dialog ).queryByRole( 'button', { name: 'OK' } )
		).toBeNull();
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Delete category' } )
		);
		expect( onDelete ).toHaveBeenCalledWith( 1 );
	} );

	it( 'shows the error notices of SPEC §8', async () => {
		const { container, rerender, ...props } = setup( {
			onRename: jest.fn().mockRejectedValue( new Error( 'x' ) ),
		} );
		await chooseAction( 'Promotions', 'Edit' );
		await userEvent.click( screen.getByRole( 'button', { name: 'Save' } ) );
		expect(
			await within( container ).findByText( 'Failed to update category.' )
		).toBeVisible();
		// The form stays open to try again.
		expect(
			screen.getByRole( 'textbox', { name: 'Category name' } )
		).toBeVisible();

		rerender(
			<CategoryManager { ...props } categories={ [] } loadFailed />
		);
		expect(
			within( container ).getByText( 'Failed to load categories.' )
		).toBeVisible();
	} );

	it( "shows the server's reason for a failed add (a duplicate name), its own text otherwise", async () => {
		const onCreate = jest
			.fn()
			.mockRejectedValueOnce(
				new ApiError( 'A category with this name already exists.', {
					status: 400,
				} )
			)
			.mockRejectedValueOnce( new TypeError( 'boom' ) );
		const { container } = setup( { onCreate } );
		const field = screen.getAllByRole( 'textbox' )[ 0 ];
		await userEvent.type( field, 'Promotions{Enter}' );
		expect(
			await within( container ).findByText(
				'A category with this name already exists.'
			)
		).toBeVisible();
		expect(
			within( container ).queryByText( 'Failed to create category.' )
		).toBeNull();

		await userEvent.type( field, '{Enter}' );
		expect(
			await within( container ).findByText( 'Failed to create category.' )
		).toBeVisible();
		expect( onCreate ).toHaveBeenCalledTimes( 2 );
	} );
} );
