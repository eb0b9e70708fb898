/**
 * OverlaySelect: grouping and labels, empty, loading, error and disabled states. Only the
 * overlays-picker API module is mocked.
 */

/**
 * External dependencies
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { OverlaySelect, groupOverlays, overlayLabel } from '..';
import type { OverlaySelectValue } from '..';
import { overlaysPickerApi } from '../../../overlays/api';
import type { PickerOverlay } from '../../../overlays';

jest.mock( '../../../overlays/api' );
const api = jest.mocked( overlaysPickerApi );

function overlay( partial: Partial< PickerOverlay > ): PickerOverlay {
	return {
		id: 1,
		title: 'Overlay',
		status: 'publish',
		isInteractive: true,
		categories: [],
		type: 'standard',
		...partial,
	};
}

const OVERLAYS: PickerOverlay[] = [
	overlay( { id: 1, title: 'Newsletter', categories: [ 20 ] } ),
	overlay( { id: 2, title: 'Promo', status: 'draft', categories: [ 10 ] } ),
	overlay( { id: 3, title: '', categories: [] } ),
	overlay( { id: 4, title: 'Exit intent', isInteractive: false } ),
	overlay( { id: 5, title: 'Orphan', categories: [ 99 ] } ),
	overlay( { id: 6, title: 'Both', categories: [ 99, 20, 10 ] } ),
];
const CATEGORIES = [
	{ id: 10, name: 'Marketing' },
	{ id: 20, name: 'Forms' },
	{ id: 30, name: 'Empty' },
];

function renderSelect(
	props: Partial< Parameters< typeof OverlaySelect >[ 0 ] > = {}
) {
	const client = new QueryClient( {
		defaultOptions: { queries: { retry: false } },
	} );
	const onChange = jest.fn< void, [ OverlaySelectValue ] >();
	function Wrapper( { children }: { children: ReactNode } ) {
		return (
			<QueryClientProvider client={ client }>
				{ children }
			</QueryClientProvider>
		);
	}
	render( <OverlaySelect value="" onChange={ onChange } { ...props } />, {
		wrapper: Wrapper,
	} );
	return { onChange, user: userEvent.setup() };
}

const select = () =>
	screen.getByRole( 'combobox', { name: 'Overlay Panel Trigger' } );

beforeEach( () => {
	jest.resetAllMocks();
	api.list.mockResolvedValue( OVERLAYS );
	api.categories.mockResolvedValue( CATEGORIES );
} );

describe( 'overlay labels and groups', () => {
	it( 'prefixes drafts and names untitled overlays', () => {
		expect( overlayLabel( overlay( { title: 'A' } ) ) ).toBe( 'A' );
		expect(
			overlayLabel( overlay( { title: 'A', status: 'draft' } ) )
		).toBe( '[Draft] A' );
		expect( overlayLabel( overlay( { title: '' } ) ) ).toBe( 'Untitled' );
		expect(
			overlayLabel( overlay( { title: '', status: 'draft' } ) )
		).toBe( '[Draft] Untitled' );
		expect(
			overlayLabel( overlay( { title: 'A', status: 'private' } ) )
		).toBe( 'A' );
	} );

	it( 'groups interactive overlays by their first known category, Uncategorized last', () => {
		expect(
			groupOverlays( OVERLAYS, CATEGORIES ).map( ( group ) => [
				group.name,
				group.overlays.map( ( item ) => item.id ),
			] )
		).toEqual( [
			[ 'Marketing', [ 2, 6 ] ],
			[ 'Forms', [ 1 ] ],
			[ 'Uncategorized', [ 3, 5 ] ],
		] );
		// Without category names everything is Uncategorized.
		expect(
			groupOverlays( OVERLAYS, [] ).map( ( group ) => group.name )
		).toEqual( [ 'Uncategorized' ] );
	} );
} );

describe( 'OverlaySelect', () => {
	it( 'lists None, Close Opened Overlay Panel and the interactive overlays under their categories', async () => {
		renderSelect( { allStatuses: true } );
		await waitFor( () =>
			expect(
				within( select() ).getByRole( 'group', { name: 'Marketing' } )
			).toBeInTheDocument()
		);
		expect( api.list ).toHaveBeenCalledWith( true );
		const options = within( select() )
			.getAllByRole( 'option' )
			.map( ( option ) => option.textContent );
		expect( options ).toEqual( [
			'None',
			'Close Opened Overlay Panel',
			'[Draft] Promo',
			'Both',
			'Newsletter',
			'Untitled',
			'Orphan',
		] );
		expect(
			within(
				within( select() ).getByRole( 'group', {
					name: 'Uncategorized',
				} )
			)
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'Untitled', 'Orphan' ] );
		expect(
			screen.queryByRole( 'option', { name: 'Exit intent' } )
		).toBeNull();
	} );

	it( 'reports an overlay id, close, or none', async () => {
		const { user, onChange } = renderSelect();
		await screen.findByRole( 'option', { name: 'Newsletter' } );
		await user.selectOptions( select(), 'Newsletter' );
		expect( onChange ).toHaveBeenLastCalledWith( 1 );
		await user.selectOptions( select(), 'Close Opened Overlay Panel' );
		expect( onChange ).toHaveBeenLastCalledWith( 'close' );
		await user.selectOptions( select(), 'None' );
		expect( onChange ).toHaveBeenLastCalledWith( '' );
		expect( api.list ).toHaveBeenCalledWith( false );
	} );

	it( 'shows the stored choice', async () => {
		renderSelect( { value: 2 } );
		await screen.findByRole( 'option', { name: '[Draft] Promo' } );
		expect( select() ).toHaveDisplayValue( '[Draft] Promo' );
	} );

	it( 'says when there is no interactive overlay, and still offers Close', async () => {
		api.list.mockResolvedValue( [
			overlay( { id: 4, isInteractive: false } ),
		] );
		renderSelect();
		expect(
			await screen.findByText(
				'No overlay panels found. Create your first overlay panel to get started.'
			)
		).toBeInTheDocument();
		expect(
			within( select() ).getByRole( 'option', {
				name: 'Close Opened Overlay Panel',
			} )
		).toBeInTheDocument();
	} );

	it( 'does not ask to create an overlay while "Close Opened Overlay Panel" is chosen', async () => {
		api.list.mockResolvedValue( [
			overlay( { id: 4, isInteractive: false } ),
		] );
		renderSelect( { value: 'close' } );
		await waitFor( () => expect( select() ).toBeEnabled() );
		expect( select() ).toHaveDisplayValue( 'Close Opened Overlay Panel' );
		expect(
			screen.queryByText( /No overlay panels found/ )
		).not.toBeInTheDocument();
	} );

	it( 'shows a spinner while loading', async () => {
		let resolve: ( list: PickerOverlay[] ) => void = () => undefined;
		api.list.mockReturnValue(
			new Promise( ( done ) => {
				resolve = done;
			} )
		);
		renderSelect();
		expect(
			document.querySelector( '.components-spinner' )
		).toBeInTheDocument();
		resolve( OVERLAYS );
		await waitFor( () =>
			expect( document.querySelector( '.components-spinner' ) ).toBeNull()
		);
		expect(
			screen.getByRole( 'option', { name: 'Newsletter' } )
		).toBeInTheDocument();
	} );

	it( 'is disabled and says it is loading until the overlays (and their categories) are there', async () => {
		let resolve: ( list: PickerOverlay[] ) => void = () => undefined;
		api.list.mockReturnValue(
			new Promise( ( done ) => {
				resolve = done;
			} )
		);
		renderSelect();
		expect( select() ).toBeDisabled();
		expect( select() ).toHaveAttribute( 'aria-busy', 'true' );
		expect( select() ).toHaveAccessibleDescription(
			'Loading overlay panels…'
		);
		resolve( OVERLAYS );
		await waitFor( () => expect( select() ).toBeEnabled() );
		expect( select() ).toHaveAttribute( 'aria-busy', 'false' );
		expect( select() ).not.toHaveAccessibleDescription(
			'Loading overlay panels…'
		);
		expect(
			screen.getByRole( 'option', { name: 'Newsletter' } )
		).toBeInTheDocument();
	} );

	it( 'shows the error with Try again, which loads again', async () => {
		api.list.mockRejectedValueOnce(
			new Error( 'Error loading overlay panels. Please try again.' )
		);
		const { user } = renderSelect();
		const alert = await screen.findByRole( 'alert' );
		expect( alert ).toHaveTextContent(
			'Error loading overlay panels. Please try again.'
		);
		await user.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		await screen.findByRole( 'option', { name: 'Newsletter' } );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		expect( api.list ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'is greyed out with its reason, fetches nothing and offers no buttons', async () => {
		renderSelect( {
			disabled: true,
			disabledReason: 'The Overlay Panel editor is already open.',
			onEdit: jest.fn(),
			onCreate: jest.fn(),
		} );
		expect( select() ).toBeDisabled();
		expect( select() ).toHaveAccessibleDescription(
			'The Overlay Panel editor is already open.'
		);
		expect( screen.queryByRole( 'button' ) ).toBeNull();
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( api.list ).not.toHaveBeenCalled();
	} );

	it( 'offers Edit for a listed overlay and Create when asked', async () => {
		const onEdit = jest.fn();
		const onCreate = jest.fn();
		const { user } = renderSelect( { value: 1, onEdit, onCreate } );
		await user.click(
			await screen.findByRole( 'button', { name: 'Edit overlay panel' } )
		);
		expect( onEdit ).toHaveBeenCalledWith( 1 );
		await user.click(
			screen.getByRole( 'button', { name: 'Create overlay panel' } )
		);
		expect( onCreate ).toHaveBeenCalled();
	} );
} );
