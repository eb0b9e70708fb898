/**
 * The Overlay Panels dashboard: its states (loading, empty, error and retry), the columns of each
 * row, the row menu, Add New, Manage Categories, and the address on the page versus state in a modal.
 * Only the overlays API module is mocked.
 */

/**
 * External dependencies
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';

/**
 * WordPress dependencies
 */
import { dispatch, select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { ApiError } from '../../shared/api';
import { overlaysApi, type DashboardOverlay, type OverlayPage } from '../api';
import { menuItems } from '../components/overlays-table';
import { OverlaysDashboard } from '../views/overlays-dashboard';

jest.mock( '../api' );

const api = jest.mocked( overlaysApi );

function overlay( fields: Partial< DashboardOverlay > ): DashboardOverlay {
	return {
		id: 1,
		title: 'Overlay',
		status: 'publish',
		overlay_type: 'standard',
		trigger_info: { trigger_type: 'click', is_interactive: true },
		gblocks_overlay_cat: [],
		display_condition: '',
		display_condition_invert: false,
		date: '2026-01-01T10:00:00',
		modified: '2026-01-01T10:00:00',
		admin_edit_url: `http://example.org/wp-admin/post.php?post=${
			fields.id ?? 1
		}&action=edit`,
		...fields,
	};
}

const newsletter = overlay( {
	id: 11,
	title: 'Newsletter',
	gblocks_overlay_cat: [ 3, 4 ],
	display_condition: '7',
} );
const menu = overlay( {
	id: 12,
	title: 'Shop menu',
	status: 'draft',
	overlay_type: 'mega-menu',
	gblocks_overlay_cat: [ 99 ],
	display_condition: '7',
	display_condition_invert: true,
} );
const untitled = overlay( {
	id: 13,
	title: '',
	overlay_type: 'anchored',
	display_condition: '404',
} );
const farCondition = overlay( {
	id: 14,
	title: 'Far condition',
	status: 'pending',
	display_condition: '500',
} );

function pageOf(
	overlays: DashboardOverlay[],
	total = overlays.length,
	pages = 1
): OverlayPage {
	return { overlays, total, pages };
}

function renderWithClient( ui: ReactElement ) {
	const client = new QueryClient( {
		defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
	} );
	return {
		client,
		...render(
			<QueryClientProvider client={ client }>{ ui }</QueryClientProvider>
		),
	};
}

function snackbars(): string[] {
	return select( noticesStore )
		.getNotices()
		.filter( ( notice ) => notice.type === 'snackbar' )
		.map( ( notice ) => String( notice.content ) );
}

async function rowOf( name: string ) {
	const cell = await screen.findByRole( 'link', { name } );
	return cell.closest( 'tr' ) as HTMLElement;
}

async function openMenu( name: string ) {
	await userEvent.click(
		await screen.findByRole( 'button', { name: `Actions for “${ name }”` } )
	);
}

beforeEach( () => {
	jest.resetAllMocks();
	select( noticesStore )
		.getNotices()
		.forEach( ( notice ) =>
			dispatch( noticesStore ).removeNotice( notice.id )
		);
	window.history.replaceState(
		null,
		'',
		'/wp-admin/admin.php?page=generateblocks-overlay-panels'
	);
	api.page.mockResolvedValue(
		pageOf( [ newsletter, menu, untitled, farCondition ] )
	);
	api.categories.mockResolvedValue( [
		{ id: 3, name: 'Promotions' },
		{ id: 4, name: 'Summer & Sale' },
	] );
	api.conditions.page.mockResolvedValue( {
		conditions: [
			{ id: 7, title: 'Members', status: 'publish', categories: [] },
		],
		// More conditions than the first page holds: others are looked up by id.
		total: 101,
		pages: 2,
	} );
	api.conditions.get.mockImplementation( async ( id: number ) =>
		id === 500
			? {
					id: 500,
					title: 'Beyond the first page',
					status: 'draft',
					categories: [],
				}
			: null
	);
	api.manageCategories.list.mockResolvedValue( [
		{ id: 3, name: 'Promotions', slug: 'promotions', count: 1 },
		{ id: 'uncategorized', name: 'Uncategorized', slug: '', count: 2 },
	] );
} );

describe( 'Overlay Panels dashboard: states', () => {
	it( 'shows a skeleton of the table while the first page loads', async () => {
		api.page.mockReturnValue( new Promise( () => {} ) );
		renderWithClient( <OverlaysDashboard /> );
		const table = screen.getByRole( 'table', { name: 'Loading…' } );
		expect( table ).toHaveAttribute( 'aria-busy', 'true' );
		expect(
			within( table ).getByRole( 'columnheader', {
				name: 'Overlay Panel Type',
			} )
		).toBeVisible();
		expect( screen.queryByRole( 'link' ) ).toBeNull();
	} );

	it( 'shows the empty state with a call to add one', async () => {
		api.page.mockResolvedValue( pageOf( [], 0, 0 ) );
		const onCreate = jest.fn();
		renderWithClient( <OverlaysDashboard inModal onCreate={ onCreate } /> );
		expect(
			await screen.findByText( 'No overlay panels found.' )
		).toBeVisible();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Add New Overlay Panel' } )
		);
		await userEvent.click(
			within( screen.getByRole( 'dialog' ) ).getByRole( 'button', {
				name: 'Anchored',
			} )
		);
		expect( onCreate ).toHaveBeenCalledWith( 'anchored' );
	} );

	it( 'shows the error state, and Try Again loads the list', async () => {
		api.page.mockRejectedValueOnce( new ApiError( 'Server error' ) );
		renderWithClient( <OverlaysDashboard /> );
		expect(
			await screen.findByText(
				'Error loading overlay panels. Please try again.'
			)
		).toBeVisible();
		expect( screen.queryByRole( 'table' ) ).toBeNull();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Try Again' } )
		);
		expect( await rowOf( 'Newsletter' ) ).toBeVisible();
		expect(
			screen.queryByText(
				'Error loading overlay panels. Please try again.'
			)
		).toBeNull();
		expect( api.page ).toHaveBeenCalledTimes( 2 );
	} );
} );

describe( 'Overlay Panels dashboard: rows', () => {
	it( 'shows name, type, categories and display condition for each case', async () => {
		renderWithClient( <OverlaysDashboard /> );

		const first = await rowOf( 'Newsletter' );
		expect(
			within( first ).getByRole( 'link', { name: 'Newsletter' } )
		).toHaveAttribute( 'href', newsletter.admin_edit_url );
		expect( within( first ).getByText( 'Standard' ) ).toBeVisible();
		expect(
			within( first ).getByText( 'Promotions, Summer & Sale' )
		).toBeVisible();
		const condition = await within( first ).findByRole( 'link', {
			name: 'Members',
		} );
		expect( condition ).toHaveAttribute(
			'href',
			'admin.php?page=generateblocks-conditions&edit=7'
		);
		expect( condition.closest( 'td' ) ).toHaveTextContent( /^Members$/ );
		expect( within( first ).queryByText( '(draft)' ) ).toBeNull();

		// A draft, a mega menu, an unknown category id, an inverted condition.
		const second = await rowOf( 'Shop menu' );
		expect( within( second ).getByText( '(draft)' ) ).toBeVisible();
		expect( within( second ).getByText( 'Mega Menu' ) ).toBeVisible();
		expect( within( second ).getByText( 'ID: 99' ) ).toBeVisible();
		await within( second ).findByRole( 'link', { name: 'Members' } );
		expect(
			within( second )
				.getByRole( 'link', { name: 'Members' } )
				.closest( 'td' )
		).toHaveTextContent( /^NOT: Members$/ );

		// No title, no category, a condition id that names none.
		const third = await rowOf( '(Untitled)' );
		expect( within( third ).getByText( 'Anchored' ) ).toBeVisible();
		expect( within( third ).getByText( 'Uncategorized' ) ).toBeVisible();
		expect(
			await within( third ).findByText( 'Unknown Condition' )
		).toBeVisible();
		expect( api.conditions.get ).toHaveBeenCalledWith( 404 );

		// A condition beyond the first page of conditions is looked up by id.
		const fourth = await rowOf( 'Far condition' );
		expect(
			await within( fourth ).findByRole( 'link', {
				name: 'Beyond the first page',
			} )
		).toHaveAttribute(
			'href',
			'admin.php?page=generateblocks-conditions&edit=500'
		);
		// The first page of conditions is asked once for every row.
		expect( api.conditions.page ).toHaveBeenCalledTimes( 1 );
		expect( api.page ).toHaveBeenCalledWith( 1 );
	} );

	it( 'knows a condition is missing without asking for it when every condition is on the first page', async () => {
		api.conditions.page.mockResolvedValue( {
			conditions: [
				{ id: 7, title: 'Members', status: 'publish', categories: [] },
			],
			total: 1,
			pages: 1,
		} );
		renderWithClient( <OverlaysDashboard /> );
		const row = await rowOf( '(Untitled)' );
		expect(
			await within( row ).findByText( 'Unknown Condition' )
		).toBeVisible();
		expect(
			within( await rowOf( 'Far condition' ) ).getByText(
				'Unknown Condition'
			)
		).toBeVisible();
		expect( api.conditions.get ).not.toHaveBeenCalled();
	} );

	it( 'shows "ID: n" when the condition cannot be looked up', async () => {
		api.conditions.page.mockRejectedValue( new ApiError( 'Forbidden' ) );
		api.conditions.get.mockRejectedValue( new ApiError( 'Forbidden' ) );
		api.page.mockResolvedValue( pageOf( [ newsletter ] ) );
		renderWithClient( <OverlaysDashboard /> );
		const row = await rowOf( 'Newsletter' );
		expect(
			await within( row ).findByRole( 'link', { name: 'ID: 7' } )
		).toHaveAttribute(
			'href',
			'admin.php?page=generateblocks-conditions&edit=7'
		);
	} );

	it( 'shows Display Everywhere for an overlay without a condition', async () => {
		api.page.mockResolvedValue(
			pageOf( [ overlay( { id: 20, title: 'Everywhere' } ) ] )
		);
		renderWithClient( <OverlaysDashboard /> );
		const row = await rowOf( 'Everywhere' );
		expect( within( row ).getByText( 'Display Everywhere' ) ).toBeVisible();
		expect( api.conditions.page ).not.toHaveBeenCalled();
	} );
} );

describe( 'Overlay Panels dashboard: row menu', () => {
	it( 'offers Set as Draft for a published overlay and Publish for any other status', () => {
		const labels = ( status: string ) =>
			menuItems( { status } ).map( ( [ , label ] ) => label );
		expect( labels( 'publish' ) ).toEqual( [
			'Edit Overlay Panel',
			'Duplicate',
			'Set as Draft',
			'Delete Overlay Panel',
		] );
		for ( const status of [ 'draft', 'pending', 'private', 'future' ] ) {
			expect( labels( status )[ 2 ] ).toBe( 'Publish' );
		}
	} );

	it( 'sets a published overlay to draft, with a snackbar and the row updated', async () => {
		api.setStatus.mockResolvedValue( { ...newsletter, status: 'draft' } );
		renderWithClient( <OverlaysDashboard /> );
		await openMenu( 'Newsletter' );
		// The refetch after the change does not answer: what shows is what was written into the list.
		api.page.mockReturnValue( new Promise( () => {} ) );
		await userEvent.click(
			screen.getByRole( 'menuitem', { name: 'Set as Draft' } )
		);
		await waitFor( () =>
			expect( api.setStatus ).toHaveBeenCalledWith( 11, 'draft' )
		);
		await waitFor( () =>
			expect( snackbars() ).toEqual( [ 'Overlay panel set to draft.' ] )
		);
		expect(
			await within( await rowOf( 'Newsletter' ) ).findByText( '(draft)' )
		).toBeVisible();
	} );

	it( 'publishes a draft', async () => {
		api.setStatus.mockResolvedValue( { ...menu, status: 'publish' } );
		renderWithClient( <OverlaysDashboard /> );
		await openMenu( 'Shop menu' );
		await userEvent.click(
			screen.getByRole( 'menuitem', { name: 'Publish' } )
		);
		await waitFor( () =>
			expect( api.setStatus ).toHaveBeenCalledWith( 12, 'publish' )
		);
		await waitFor( () =>
			expect( snackbars() ).toEqual( [ 'Overlay panel published.' ] )
		);
	} );

	it( 'deletes only after the confirmation, then focuses Add New', async () => {
		api.remove.mockResolvedValue( undefined );
		renderWithClient( <OverlaysDashboard /> );
		await openMenu( 'Newsletter' );
		await userEvent.click(
			screen.getByRole( 'menuitem', { name: 'Delete Overlay Panel' } )
		);
		const dialog = screen.getByRole( 'alertdialog', {
			name: 'Delete Overlay Panel',
		} );
		expect( dialog ).toHaveTextContent(
			'This will permanently delete this overlay panel. You cannot undo this action.'
		);
		expect( dialog ).toHaveTextContent( 'Overlay Panel: Newsletter' );

		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		);
		expect( api.remove ).not.toHaveBeenCalled();

		await openMenu( 'Newsletter' );
		await userEvent.click(
			screen.getByRole( 'menuitem', { name: 'Delete Overlay Panel' } )
		);
		// The refetch after the delete does not answer: the row is gone from the cached list at once.
		api.page.mockReturnValue( new Promise( () => {} ) );
		await userEvent.click(
			within( screen.getByRole( 'alertdialog' ) ).getByRole( 'button', {
				name: 'Delete',
			} )
		);
		await waitFor( () => expect( api.remove ).toHaveBeenCalledWith( 11 ) );
		await waitFor( () =>
			expect( snackbars() ).toEqual( [ 'Overlay panel deleted.' ] )
		);
		await waitFor( () =>
			expect(
				screen.queryByRole( 'link', { name: 'Newsletter' } )
			).toBeNull()
		);
		await waitFor( () =>
			expect(
				screen.getByRole( 'button', { name: 'Add New' } )
			).toHaveFocus()
		);
	} );

	it( 'shows the server message when a delete fails', async () => {
		api.remove.mockRejectedValue(
			new ApiError( 'Failed to delete overlay panel' )
		);
		renderWithClient( <OverlaysDashboard /> );
		await openMenu( 'Newsletter' );
		await userEvent.click(
			screen.getByRole( 'menuitem', { name: 'Delete Overlay Panel' } )
		);
		await userEvent.click(
			within( screen.getByRole( 'alertdialog' ) ).getByRole( 'button', {
				name: 'Delete',
			} )
		);
		await waitFor( () =>
			expect( snackbars() ).toEqual( [
				'Failed to delete overlay panel',
			] )
		);
		expect( await rowOf( 'Newsletter' ) ).toBeVisible();
	} );

	it( 'duplicates as a draft "(Copy)" with content, meta and categories, then opens the copy', async () => {
		api.getForDuplication.mockResolvedValue( {
			title: 'Newsletter',
			content: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->',
			meta: { _gb_overlay_type: 'standard', _gb_overlay_time_delay: 900 },
			gblocks_overlay_cat: [ 3, 4 ],
		} );
		api.create.mockResolvedValue(
			overlay( { id: 30, title: 'Newsletter (Copy)', status: 'draft' } )
		);
		const onEdit = jest.fn();
		renderWithClient( <OverlaysDashboard inModal onEdit={ onEdit } /> );
		await openMenu( 'Newsletter' );
		await userEvent.click(
			screen.getByRole( 'menuitem', { name: 'Duplicate' } )
		);
		await waitFor( () =>
			expect( onEdit ).toHaveBeenCalledWith( {
				id: 30,
				title: 'Newsletter (Copy)',
			} )
		);
		expect( api.getForDuplication ).toHaveBeenCalledWith( 11 );
		expect( api.create ).toHaveBeenCalledWith( {
			title: 'Newsletter (Copy)',
			content: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->',
			status: 'draft',
			meta: { _gb_overlay_type: 'standard', _gb_overlay_time_delay: 900 },
			gblocks_overlay_cat: [ 3, 4 ],
		} );
		expect( snackbars() ).toEqual( [ 'Overlay panel duplicated.' ] );
	} );

	it( 'opens an overlay through onEdit in a modal, from the name and the menu', async () => {
		const onEdit = jest.fn();
		renderWithClient( <OverlaysDashboard inModal onEdit={ onEdit } /> );
		await userEvent.click(
			await screen.findByRole( 'link', { name: 'Shop menu' } )
		);
		expect( onEdit ).toHaveBeenLastCalledWith( {
			id: 12,
			title: 'Shop menu',
		} );
		await openMenu( '(Untitled)' );
		await userEvent.click(
			screen.getByRole( 'menuitem', { name: 'Edit Overlay Panel' } )
		);
		expect( onEdit ).toHaveBeenLastCalledWith( { id: 13, title: '' } );
	} );
} );

describe( 'Overlay Panels dashboard: Add New and views', () => {
	it( 'offers the three types with a description each', async () => {
		const onCreate = jest.fn();
		renderWithClient( <OverlaysDashboard inModal onCreate={ onCreate } /> );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Add New' } )
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'Choose an overlay panel type',
		} );
		const choices = within( dialog ).getAllByRole( 'button', {
			name: /Standard|Anchored|Mega Menu/,
		} );
		expect(
			choices.map( ( choice ) => choice.getAttribute( 'aria-label' ) )
		).toEqual( [ 'Standard', 'Anchored', 'Mega Menu' ] );
		expect( choices[ 2 ] ).toHaveAccessibleDescription(
			'A wide panel opened from a navigation menu item.'
		);
		await userEvent.click( choices[ 2 ] );
		expect( onCreate ).toHaveBeenCalledWith( 'mega-menu' );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	} );

	it( 'keeps the page in the address with replace, and Manage Categories pushes categories=true', async () => {
		api.page.mockResolvedValue( pageOf( [ newsletter ], 25, 2 ) );
		const pushes = jest.spyOn( window.history, 'pushState' );
		renderWithClient( <OverlaysDashboard /> );
		const nav = await screen.findByRole( 'navigation', {
			name: 'Overlay panels pagination',
		} );
		expect( within( nav ).getByText( 'Page 1 of 2' ) ).toBeVisible();
		await userEvent.click(
			within( nav ).getByRole( 'button', { name: 'Next' } )
		);
		await waitFor( () => expect( api.page ).toHaveBeenCalledWith( 2 ) );
		expect( window.location.search ).toBe(
			'?page=generateblocks-overlay-panels&overlayPage=2'
		);
		expect( pushes ).not.toHaveBeenCalled();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Manage Categories' } )
		);
		expect( pushes ).toHaveBeenCalledTimes( 1 );
		expect( window.location.search ).toBe(
			'?page=generateblocks-overlay-panels&overlayPage=2&categories=true'
		);
		expect(
			screen.getByRole( 'heading', { name: 'Manage Categories' } )
		).toBeVisible();
		expect(
			screen.getByRole( 'textbox', { name: 'New category name' } )
		).toHaveFocus();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Back to Overlay Panels' } )
		);
		expect( window.location.search ).toBe(
			'?page=generateblocks-overlay-panels&overlayPage=2'
		);
		await waitFor( () =>
			expect(
				screen.getByRole( 'button', { name: 'Manage Categories' } )
			).toHaveFocus()
		);
		pushes.mockRestore();
	} );

	it( 'reads the view from the address, and follows back and forward', async () => {
		window.history.replaceState(
			null,
			'',
			'/wp-admin/admin.php?page=generateblocks-overlay-panels&categories=true'
		);
		renderWithClient( <OverlaysDashboard /> );
		expect(
			screen.getByRole( 'heading', { name: 'Manage Categories' } )
		).toBeVisible();
		window.history.pushState(
			null,
			'',
			'/wp-admin/admin.php?page=generateblocks-overlay-panels&overlayPage=3'
		);
		act( () => {
			window.dispatchEvent( new PopStateEvent( 'popstate' ) );
		} );
		expect(
			await screen.findByRole( 'heading', { name: 'Overlay Panels' } )
		).toBeVisible();
		await waitFor( () => expect( api.page ).toHaveBeenCalledWith( 3 ) );
	} );

	it( 'goes back to page 1 when the page in the address no longer exists', async () => {
		window.history.replaceState(
			null,
			'',
			'/wp-admin/admin.php?page=generateblocks-overlay-panels&overlayPage=9'
		);
		api.page.mockImplementation( async ( page: number ) => {
			if ( page > 1 ) {
				throw new ApiError(
					'The page number requested is larger than the number of pages available.',
					{
						status: 400,
						code: 'rest_post_invalid_page_number',
					}
				);
			}
			return pageOf( [ newsletter ] );
		} );
		renderWithClient( <OverlaysDashboard /> );
		expect( await rowOf( 'Newsletter' ) ).toBeVisible();
		expect( window.location.search ).toBe(
			'?page=generateblocks-overlay-panels'
		);
		expect(
			screen.queryByText(
				'Error loading overlay panels. Please try again.'
			)
		).toBeNull();
	} );

	it( 'keeps views and pages in state inside a modal', async () => {
		api.page.mockResolvedValue( pageOf( [ newsletter ], 25, 2 ) );
		const before = window.location.href;
		renderWithClient( <OverlaysDashboard inModal /> );
		expect(
			await screen.findByRole( 'heading', {
				name: 'Overlay Panels',
				level: 2,
			} )
		).toBeVisible();
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Next' } )
		);
		await waitFor( () => expect( api.page ).toHaveBeenCalledWith( 2 ) );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Manage Categories' } )
		);
		expect(
			screen.getByRole( 'heading', { name: 'Manage Categories' } )
		).toBeVisible();
		expect( window.location.href ).toBe( before );
	} );

	it( 'manages categories with the virtual uncategorized one locked', async () => {
		api.manageCategories.create.mockResolvedValue( {} );
		window.history.replaceState(
			null,
			'',
			'/wp-admin/admin.php?page=generateblocks-overlay-panels&categories=true'
		);
		renderWithClient( <OverlaysDashboard /> );
		const table = await screen.findByRole( 'table' );
		const rows = within( table ).getAllByRole( 'row' );
		const uncategorized = rows.find( ( row ) =>
			row.textContent?.includes( 'Uncategorized' )
		) as HTMLElement;
		expect( uncategorized ).toHaveTextContent( '2' );
		expect( within( uncategorized ).queryByRole( 'button' ) ).toBeNull();
		expect(
			screen.getByRole( 'button', { name: 'Actions for “Promotions”' } )
		).toBeVisible();

		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'New category name' } ),
			'Summer Sale!'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Add Category' } )
		);
		await waitFor( () =>
			expect( api.manageCategories.create ).toHaveBeenCalledWith(
				'Summer Sale!',
				'summer-sale'
			)
		);
		// The list is asked again, with the names of the Category column.
		await waitFor( () =>
			expect( api.manageCategories.list ).toHaveBeenCalledTimes( 2 )
		);
	} );

	it( "shows SPEC 8's error when a category cannot be deleted", async () => {
		api.manageCategories.remove.mockRejectedValue(
			new ApiError( 'Server error' )
		);
		window.history.replaceState(
			null,
			'',
			'/wp-admin/admin.php?page=generateblocks-overlay-panels&categories=true'
		);
		renderWithClient( <OverlaysDashboard /> );
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Actions for “Promotions”',
			} )
		);
		await userEvent.click(
			screen.getByRole( 'menuitem', { name: 'Delete' } )
		);
		const dialog = screen.getByRole( 'alertdialog' );
		expect( dialog ).toHaveTextContent(
			'Are you sure you want to delete this category? Items using this category will become uncategorized.'
		);
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Delete category' } )
		);
		expect(
			// The notice itself (the same words may also be in a11y's live region).
			await screen.findByText( 'Failed to delete category.', {
				selector: '.components-notice__content',
			} )
		).toBeVisible();
		expect( api.manageCategories.remove ).toHaveBeenCalledWith( 3 );
	} );
} );
