/**
 * The Overlay Panels modal's navigation rules (SPEC 2.2, 4 "Modal navigation"): dashboard → editor on
 * select or create, Back and Close asking only when the frame reported unsaved changes, Escape, the
 * 260 ms slide and 300 ms close delay (none under reduced motion), and frame messages accepted only
 * from this origin and from the editor's own frame.
 */

/**
 * External dependencies
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { dispatch, select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import type { OverlaysDashboardProps } from '../../../views/overlays-dashboard';
import { OverlaysModal } from '..';
import { overlaysModalApi } from '../api';
import { overlaysModalOptions } from '../options';

/**
 * The dashboard view stands in for the Overlay Panels list: one overlay to edit, one type to create.
 * @param root0
 * @param root0.inModal
 * @param root0.onEdit
 * @param root0.onCreate
 */
function TestDashboard( {
	inModal,
	onEdit,
	onCreate,
}: OverlaysDashboardProps ) {
	return (
		<div>
			<p>{ inModal ? 'List in a modal' : 'List on a page' }</p>
			<button
				type="button"
				onClick={ () => onEdit?.( { id: 12, title: 'Newsletter' } ) }
			>
				Edit Newsletter
			</button>
			<button type="button" onClick={ () => onCreate?.( 'anchored' ) }>
				New anchored
			</button>
		</div>
	);
}

function setReducedMotion( reduce: boolean ) {
	window.matchMedia = jest.fn().mockImplementation( ( query: string ) => ( {
		matches: reduce && query === '(prefers-reduced-motion: reduce)',
		media: query,
		addEventListener: jest.fn(),
		removeEventListener: jest.fn(),
		addListener: jest.fn(),
		removeListener: jest.fn(),
	} ) );
}

function renderModal( options: Record< string, unknown > = {} ) {
	const client = new QueryClient( {
		defaultOptions: { queries: { retry: false } },
	} );
	const onClose = jest.fn();
	const view = render(
		<QueryClientProvider client={ client }>
			<OverlaysModal
				options={ options }
				onClose={ onClose }
				Dashboard={ TestDashboard }
			/>
		</QueryClientProvider>
	);
	return { ...view, client, onClose };
}

function editorFrame(): HTMLIFrameElement {
	return screen.getByTitle( 'Overlay Panel editor' ) as HTMLIFrameElement;
}

/**
 * Sends a message to the modal's window as a frame would.
 *
 * @param data   The message.
 * @param source The sending window (the editor's frame by default).
 * @param origin Its origin (this site's by default).
 */
function fromFrame(
	data: unknown,
	source: Window | null = editorFrame().contentWindow,
	origin = window.location.origin
) {
	act( () => {
		window.dispatchEvent(
			new MessageEvent( 'message', { data, source, origin } )
		);
	} );
}

beforeEach( () => {
	setReducedMotion( true );
	jest.spyOn( overlaysModalApi, 'title' ).mockResolvedValue( 'Newsletter' );
} );

afterEach( () => {
	jest.restoreAllMocks();
	jest.useRealTimers();
	select( noticesStore )
		.getNotices()
		.forEach( ( notice ) =>
			dispatch( noticesStore ).removeNotice( notice.id )
		);
} );

describe( 'options', () => {
	it( 'keeps only the contract: editId (id or new), overlayType, onSaved', () => {
		const onSaved = jest.fn();
		expect(
			overlaysModalOptions( {
				editId: 7,
				overlayType: 'mega-menu',
				onSaved,
			} )
		).toEqual( { editId: 7, overlayType: 'mega-menu', onSaved } );
		expect( overlaysModalOptions( { editId: 'new' } ) ).toEqual( {
			editId: 'new',
			overlayType: 'standard',
			onSaved: undefined,
		} );
		expect( overlaysModalOptions( { editId: '15' } ).editId ).toBe( 15 );
		expect(
			overlaysModalOptions( { editId: -1, overlayType: 'popup' } )
		).toEqual( {
			editId: undefined,
			overlayType: 'standard',
			onSaved: undefined,
		} );
		expect( overlaysModalOptions( { editId: 1.5 } ).editId ).toBe(
			undefined
		);
	} );
} );

describe( 'OverlaysModal', () => {
	it( 'opens on the dashboard, and selecting an overlay opens its editor in a frame', async () => {
		renderModal();
		const dialog = screen.getByRole( 'dialog', { name: 'Overlay Panels' } );
		expect( within( dialog ).getByText( 'List in a modal' ) ).toBeVisible();
		expect(
			screen.queryByRole( 'button', { name: /Back to Overlay Panels/ } )
		).not.toBeInTheDocument();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Edit Newsletter' } )
		);

		expect(
			screen.getByRole( 'dialog', {
				name: 'Edit Overlay Panel: Newsletter',
			} )
		).toBeVisible();
		expect(
			screen.getByRole( 'button', { name: '← Back to Overlay Panels' } )
		).toBeVisible();
		const frame = editorFrame();
		const src = new URL( frame.src, window.location.href );
		expect( src.pathname ).toMatch( /post\.php$/ );
		expect( Object.fromEntries( src.searchParams ) ).toEqual( {
			post: '12',
			action: 'edit',
			gb_overlay_context: '1',
			gb_embedded_overlay: '1',
		} );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Loading editor…'
		);
		act( () => {
			frame.dispatchEvent( new Event( 'load' ) );
		} );
		expect(
			screen.queryByText( 'Loading editor…' )
		).not.toBeInTheDocument();

		const newTab = screen.getByRole( 'link', { name: 'Open in new tab' } );
		expect( newTab ).toHaveAttribute( 'target', '_blank' );
		expect( newTab.getAttribute( 'rel' ) ).toContain( 'noopener' );
		expect(
			new URL( newTab.getAttribute( 'href' ) ?? '', window.location.href )
				.search
		).toBe( '?post=12&action=edit' );
		// The dashboard is gone at once under reduced motion.
		expect(
			screen.queryByText( 'List in a modal' )
		).not.toBeInTheDocument();
	} );

	it( 'creating opens post-new.php with the type, titled Create New Overlay Panel', async () => {
		renderModal();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'New anchored' } )
		);

		expect(
			screen.getByRole( 'dialog', { name: 'Create New Overlay Panel' } )
		).toBeVisible();
		const src = new URL( editorFrame().src, window.location.href );
		expect( src.pathname ).toMatch( /post-new\.php$/ );
		expect( Object.fromEntries( src.searchParams ) ).toEqual( {
			post_type: 'gblocks_overlay',
			overlay_type: 'anchored',
			gb_overlay_context: '1',
			gb_embedded_overlay: '1',
		} );
		// No id yet: nothing to open in a new tab.
		expect(
			screen.queryByRole( 'link', { name: 'Open in new tab' } )
		).not.toBeInTheDocument();
	} );

	it( 'opens straight on the editor with editId, for an overlay or a new one of a type', async () => {
		const { unmount } = renderModal( { editId: 12 } );
		expect(
			await screen.findByRole( 'dialog', {
				name: 'Edit Overlay Panel: Newsletter',
			} )
		).toBeVisible();
		expect( overlaysModalApi.title ).toHaveBeenCalledWith( 12 );
		unmount();

		renderModal( { editId: 'new', overlayType: 'mega-menu' } );
		expect(
			screen.getByRole( 'dialog', { name: 'Create New Overlay Panel' } )
		).toBeVisible();
		expect(
			new URL( editorFrame().src ).searchParams.get( 'overlay_type' )
		).toBe( 'mega-menu' );
	} );

	it( 'Back returns at once without unsaved changes, and asks first with them', async () => {
		renderModal();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Edit Newsletter' } )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: '← Back to Overlay Panels' } )
		);
		expect(
			screen.getByRole( 'dialog', { name: 'Overlay Panels' } )
		).toBeVisible();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Edit Newsletter' } )
		);
		fromFrame( { type: 'gb_unsaved_changes', hasChanges: true } );
		expect( screen.getByText( 'Unsaved changes' ) ).toBeVisible();

		await userEvent.click(
			screen.getByRole( 'button', { name: '← Back to Overlay Panels' } )
		);
		const ask = screen.getByRole( 'alertdialog', {
			name: 'Unsaved changes',
		} );
		expect( ask ).toHaveTextContent(
			'You have unsaved changes. Are you sure you want to go back?'
		);
		await userEvent.click(
			within( ask ).getByRole( 'button', { name: 'Keep editing' } )
		);
		expect( editorFrame() ).toBeInTheDocument();

		await userEvent.click(
			screen.getByRole( 'button', { name: '← Back to Overlay Panels' } )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Discard changes' } )
		);
		expect(
			screen.getByRole( 'dialog', { name: 'Overlay Panels' } )
		).toBeVisible();
		expect(
			screen.queryByText( 'Unsaved changes' )
		).not.toBeInTheDocument();
	} );

	it( 'Close asks first only in the editor with unsaved changes; once saved it closes', async () => {
		const { onClose } = renderModal( { editId: 12 } );
		fromFrame( { type: 'gb_unsaved_changes', hasChanges: true } );

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Close' } )
		);
		expect(
			screen.getByRole( 'alertdialog', { name: 'Unsaved changes' } )
		).toHaveTextContent(
			'You have unsaved changes. Are you sure you want to close?'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Keep editing' } )
		);
		expect( onClose ).not.toHaveBeenCalled();

		fromFrame( { type: 'gb_unsaved_changes', hasChanges: false } );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Close' } )
		);
		expect( screen.queryByRole( 'alertdialog' ) ).not.toBeInTheDocument();
		expect( onClose ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'Escape closes (asking first with unsaved changes); the frame can ask to close', async () => {
		const first = renderModal();
		await userEvent.keyboard( '{Escape}' );
		expect( first.onClose ).toHaveBeenCalledTimes( 1 );
		first.unmount();

		const second = renderModal( { editId: 12 } );
		fromFrame( { type: 'gb_unsaved_changes', hasChanges: true } );
		await userEvent.keyboard( '{Escape}' );
		expect( second.onClose ).not.toHaveBeenCalled();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Discard changes' } )
		);
		expect( second.onClose ).toHaveBeenCalledTimes( 1 );
		second.unmount();

		const third = renderModal( { editId: 12 } );
		fromFrame( { type: 'gb_close_overlay' } );
		expect( third.onClose ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'ignores messages from another origin or from another frame of this origin', async () => {
		const { onClose } = renderModal( { editId: 12 } );
		const other = document.createElement( 'iframe' );
		document.body.append( other );
		const frameWindow = editorFrame().contentWindow;

		fromFrame(
			{ type: 'gb_unsaved_changes', hasChanges: true },
			frameWindow,
			'http://localhost.evil'
		);
		fromFrame(
			{ type: 'gb_unsaved_changes', hasChanges: true },
			other.contentWindow
		);
		fromFrame( { type: 'gb_close_overlay' }, other.contentWindow );
		fromFrame( { type: 'gb_overlay_saved', id: 99 }, null );

		expect(
			screen.queryByText( 'Unsaved changes' )
		).not.toBeInTheDocument();
		expect( onClose ).not.toHaveBeenCalled();
		expect( screen.queryByText( 'Overlay panel saved.' ) ).toBeNull();
		await userEvent.click(
			screen.getByRole( 'button', { name: '← Back to Overlay Panels' } )
		);
		expect( screen.queryByRole( 'alertdialog' ) ).not.toBeInTheDocument();
		other.remove();
	} );

	it( 'a save in the frame refreshes overlay and condition data and learns a new id, leaving the confirmation to the frame', async () => {
		const onSaved = jest.fn();
		const { client } = renderModal( { editId: 'new', onSaved } );
		const overlaysKey = [ 'gblocks-pro', 'overlays', 'list' ];
		const conditionsKey = [ 'gblocks-pro', 'conditions', 'list', 1 ];
		client.setQueryData( overlaysKey, [] );
		client.setQueryData( conditionsKey, [] );
		const src = editorFrame().src;

		fromFrame( { type: 'gb_overlay_saved', id: 31 } );

		expect( client.getQueryState( overlaysKey )?.isInvalidated ).toBe(
			true
		);
		expect( client.getQueryState( conditionsKey )?.isInvalidated ).toBe(
			true
		);
		expect( onSaved ).toHaveBeenCalledWith( 31 );
		expect(
			await screen.findByRole( 'dialog', {
				name: 'Edit Overlay Panel: Newsletter',
			} )
		).toBeVisible();
		// The frame's editor shows its own save notice: the modal adds none over it.
		expect( screen.queryByText( 'Overlay panel saved.' ) ).toBeNull();
		expect(
			document.querySelectorAll( '.components-snackbar' )
		).toHaveLength( 0 );
		expect( overlaysModalApi.title ).toHaveBeenCalledWith( 31 );
		// The same frame, not reloaded.
		expect( editorFrame().src ).toBe( src );
		expect(
			screen.getByRole( 'link', { name: 'Open in new tab' } )
		).toHaveAttribute(
			'href',
			expect.stringContaining( 'post.php?post=31&action=edit' )
		);
	} );

	it( 'slides between views for 260 ms and closes after 300 ms when motion is allowed', async () => {
		setReducedMotion( false );
		jest.useFakeTimers();
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		const { container, onClose } = renderModal();
		const views = () =>
			document.querySelectorAll( '.gblocks-pro-overlays-modal__view' );

		await user.click(
			screen.getByRole( 'button', { name: 'Edit Newsletter' } )
		);
		expect( views() ).toHaveLength( 2 );
		expect( views()[ 0 ] ).toHaveClass( 'is-leaving', 'is-forward' );
		expect( views()[ 1 ] ).toHaveClass( 'is-entering', 'is-forward' );
		act( () => {
			jest.advanceTimersByTime( 259 );
		} );
		expect( views() ).toHaveLength( 2 );
		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect( views() ).toHaveLength( 1 );
		expect( views()[ 0 ] ).not.toHaveClass( 'is-entering' );

		await user.click( screen.getByRole( 'button', { name: 'Close' } ) );
		expect( onClose ).not.toHaveBeenCalled();
		expect(
			document.querySelector( '.gblocks-pro-overlays-modal' )
		).toHaveClass( 'is-closing' );
		act( () => {
			jest.advanceTimersByTime( 299 );
		} );
		expect( onClose ).not.toHaveBeenCalled();
		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect( onClose ).toHaveBeenCalledTimes( 1 );
		expect( container ).toBeTruthy();
	} );

	it( 'under reduced motion there is no slide and no close delay', async () => {
		const { onClose } = renderModal();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Edit Newsletter' } )
		);
		const views = document.querySelectorAll(
			'.gblocks-pro-overlays-modal__view'
		);
		expect( views ).toHaveLength( 1 );
		expect( views[ 0 ] ).not.toHaveClass( 'is-entering' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Close' } )
		);
		expect( onClose ).toHaveBeenCalledTimes( 1 );
	} );
} );
