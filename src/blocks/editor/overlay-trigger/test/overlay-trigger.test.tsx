/**
 * The Overlay Panel Trigger: its attributes, the stale-trigger rule and the control's dashboard
 * buttons. Only the overlays-picker API module is mocked.
 */

/**
 * External dependencies
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { overlaysPickerApi } from '../../../../pickers/overlays/api';
import type { PickerOverlay } from '../../../../pickers/overlays';
import { OverlayTriggerControl } from '..';
import {
	isInsideOverlayEditor,
	triggerChoice,
	triggerMayShowWithoutOverlay,
	triggerOverlayId,
	withTriggerChoice,
} from '../lib';
import { staleTriggerBlocks, triggerBlocksKey } from '../stale-trigger-cleanup';

jest.mock( '../../../../pickers/overlays/api' );
const api = jest.mocked( overlaysPickerApi );

const OVERLAYS: PickerOverlay[] = [
	{
		id: 7,
		title: 'Newsletter',
		status: 'publish',
		isInteractive: true,
		categories: [],
		type: 'standard',
	},
	{
		id: 8,
		title: 'Timed',
		status: 'publish',
		isInteractive: false,
		categories: [],
		type: 'standard',
	},
];

describe( 'trigger attributes', () => {
	it.each( [
		[ { 'data-gb-overlay': 'gb-overlay-7' }, 7 ],
		[ { 'data-gb-overlay-close': '' }, 'close' ],
		[ { 'data-gb-overlay': 'nonsense' }, '' ],
		[ { 'data-gb-overlay': 'gb-overlay-' }, '' ],
		[ { title: 'x' }, '' ],
		[ undefined, '' ],
	] )( '%j is the choice %j', ( html, expected ) => {
		expect( triggerChoice( html ) ).toBe( expected );
	} );

	it.each( [
		[
			{ title: 'x' },
			7,
			{ title: 'x', 'data-gb-overlay': 'gb-overlay-7' },
		],
		[
			{ 'data-gb-overlay-close': '' },
			7,
			{ 'data-gb-overlay': 'gb-overlay-7' },
		],
		[
			{ 'data-gb-overlay': 'gb-overlay-7', title: 'x' },
			'close',
			{ title: 'x', 'data-gb-overlay-close': '' },
		],
		[
			{ 'data-gb-overlay': 'gb-overlay-7', 'data-gb-overlay-close': '' },
			'',
			undefined,
		],
		[ { title: 'x', 'data-gb-overlay-close': '' }, '', { title: 'x' } ],
		[ undefined, 'close', { 'data-gb-overlay-close': '' } ],
	] )( '%j after choosing %j is %j', ( html, choice, expected ) => {
		expect(
			withTriggerChoice( html, choice as number | 'close' | '' )
		).toEqual( expected );
	} );

	it( 'reads the overlay id of a trigger value', () => {
		expect( triggerOverlayId( 'gb-overlay-12' ) ).toBe( 12 );
		expect( triggerOverlayId( 'gb-overlay-12x' ) ).toBeNull();
		expect( triggerOverlayId( 12 ) ).toBeNull();
	} );

	it.each( [
		[ { isOverlay: true, isEmbedded: true }, '', true ],
		[ { isOverlay: true, isOverlayContext: true }, '', true ],
		[ { isOverlay: true }, '?post=1&action=edit', false ],
		[ { isOverlay: false }, '?post=1&gb_overlay_context=1', true ],
		[ { isOverlay: false }, '?post=1', false ],
		[ undefined, '?gb_overlay_context=0', false ],
		[ { isEmbedded: 'yes' }, '', false ],
	] )(
		'overlay data %j with %j: inside the overlay editor %s',
		( data, search, expected ) => {
			expect( isInsideOverlayEditor( data, search ) ).toBe( expected );
		}
	);
} );

describe( 'stale triggers', () => {
	const blocks: Record< string, Record< string, unknown > > = {
		a: { htmlAttributes: { 'data-gb-overlay': 'gb-overlay-7' } },
		b: { htmlAttributes: { 'data-gb-overlay': 'gb-overlay-8' } },
		c: { htmlAttributes: { 'data-gb-overlay': 'gb-overlay-9' } },
		d: { htmlAttributes: { 'data-gb-overlay-close': '' } },
		e: { content: 'plain' },
	};
	const selectors = {
		getClientIdsWithDescendants: () => Object.keys( blocks ),
		getBlockAttributes: ( id: string ) => blocks[ id ] ?? null,
	};

	it( 'finds every block with a trigger, as a stable string', () => {
		expect( triggerBlocksKey( selectors ) ).toBe( 'a:7 b:8 c:9' );
		expect( triggerBlocksKey( selectors ) ).toBe(
			triggerBlocksKey( selectors )
		);
	} );

	it( 'names the blocks whose overlay is missing or not interactive', () => {
		expect(
			staleTriggerBlocks( triggerBlocksKey( selectors ), OVERLAYS )
		).toEqual( [ 'b', 'c' ] );
		expect( staleTriggerBlocks( '', OVERLAYS ) ).toEqual( [] );
	} );
} );

function renderControl(
	props: Partial< Parameters< typeof OverlayTriggerControl >[ 0 ] >
) {
	const client = new QueryClient( {
		defaultOptions: { queries: { retry: false } },
	} );
	const onChoose = jest.fn();
	const openOverlays = jest.fn();
	function Wrapper( { children }: { children: ReactNode } ) {
		return (
			<QueryClientProvider client={ client }>
				{ children }
			</QueryClientProvider>
		);
	}
	const control = (
		next: Partial< Parameters< typeof OverlayTriggerControl >[ 0 ] >
	) => (
		<OverlayTriggerControl
			value=""
			onChoose={ onChoose }
			canManage
			insideOverlayEditor={ false }
			openOverlays={ openOverlays }
			{ ...next }
		/>
	);
	const { rerender } = render( control( props ), { wrapper: Wrapper } );
	return {
		onChoose,
		openOverlays,
		user: userEvent.setup(),
		// The same control, same query client, with other props (a block edited in place).
		rerender: (
			next: Partial< Parameters< typeof OverlayTriggerControl >[ 0 ] >
		) => rerender( control( { ...props, ...next } ) ),
	};
}

describe( 'the Overlay Panel Trigger control', () => {
	beforeEach( () => {
		jest.resetAllMocks();
		api.list.mockResolvedValue( OVERLAYS );
		api.categories.mockResolvedValue( [] );
	} );

	it( 'opens the overlays dashboard to edit or create, and selects what was saved there', async () => {
		const { user, onChoose, openOverlays } = renderControl( { value: 7 } );
		await user.click(
			await screen.findByRole( 'button', { name: 'Edit overlay panel' } )
		);
		expect( openOverlays ).toHaveBeenLastCalledWith(
			expect.objectContaining( { editId: 7 } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Create overlay panel' } )
		);
		const options = openOverlays.mock.calls[ 1 ][ 0 ];
		expect( options.editId ).toBe( 'new' );
		options.onSaved( 42 );
		expect( onChoose ).toHaveBeenLastCalledWith( 42 );
	} );

	it( 'offers no dashboard buttons to users who do not manage overlays, and lists published ones only', async () => {
		renderControl( { value: 7, canManage: false } );
		await screen.findByRole( 'option', { name: 'Newsletter' } );
		expect( screen.queryByRole( 'button' ) ).toBeNull();
		expect( api.list ).toHaveBeenCalledWith( false );
	} );

	describe( 'when the overlay has a display condition', () => {
		const WARNING =
			'“Members popup” has a display condition that this block does not have: where the overlay panel is hidden, this trigger does nothing. Give the block the same display condition.';
		beforeEach( () => {
			api.list.mockResolvedValue( [
				...OVERLAYS,
				{
					id: 9,
					title: 'Members popup',
					status: 'publish',
					isInteractive: true,
					categories: [],
					type: 'standard',
					displayCondition: '12',
					displayConditionInvert: false,
				},
			] );
		} );

		it( 'warns a block without that condition', async () => {
			renderControl( { value: 9 } );
			expect( await screen.findByText( WARNING ) ).toBeVisible();
		} );

		it( 'warns a block with another condition, or the same one inverted', async () => {
			renderControl( {
				value: 9,
				blockCondition: { id: '12', invert: true },
			} );
			expect( await screen.findByText( WARNING ) ).toBeVisible();
		} );

		// Each "does not warn" starts from the warning shown for the same overlay, so that it cannot pass
		// with a warning that is never shown.
		it( 'does not warn a block with the same condition', async () => {
			const { rerender } = renderControl( { value: 9 } );
			expect( await screen.findByText( WARNING ) ).toBeVisible();
			rerender( { blockCondition: { id: '12', invert: false } } );
			expect( screen.queryByText( WARNING ) ).toBeNull();
		} );

		it( 'does not warn for an overlay shown everywhere, or for Close', async () => {
			const { rerender } = renderControl( { value: 9 } );
			expect( await screen.findByText( WARNING ) ).toBeVisible();
			rerender( { value: 7 } );
			expect(
				screen.getByRole( 'option', { name: 'Newsletter' } )
			).toBeInTheDocument();
			expect(
				screen.queryByText( /has a display condition/ )
			).toBeNull();
			rerender( { value: 9 } );
			expect( screen.getByText( WARNING ) ).toBeVisible();
			rerender( { value: 'close' } );
			expect(
				screen.queryByText( /has a display condition/ )
			).toBeNull();
		} );
	} );

	it.each( [
		[ {}, { id: '', invert: false }, false ],
		[ { displayCondition: '' }, { id: '3', invert: false }, false ],
		[ { displayCondition: '3' }, { id: '', invert: false }, true ],
		[ { displayCondition: '3' }, { id: '4', invert: false }, true ],
		[
			{ displayCondition: '3', displayConditionInvert: true },
			{ id: '3', invert: false },
			true,
		],
		[
			{ displayCondition: '3', displayConditionInvert: true },
			{ id: '3', invert: true },
			false,
		],
	] )(
		'an overlay %j triggered by a block with %j may show without it: %s',
		( overlay, block, expected ) => {
			expect( triggerMayShowWithoutOverlay( overlay, block ) ).toBe(
				expected
			);
		}
	);

	it( 'is greyed out inside the overlay editor with the SPEC tooltip text', () => {
		renderControl( { insideOverlayEditor: true } );
		const field = screen.getByRole( 'combobox', {
			name: 'Overlay Panel Trigger',
		} );
		expect( field ).toBeDisabled();
		expect( field ).toHaveAccessibleDescription(
			'The Overlay Panel editor is already open.'
		);
	} );

	it( 'reports the choice', async () => {
		const { user, onChoose } = renderControl( {} );
		await screen.findByRole( 'option', { name: 'Newsletter' } );
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Overlay Panel Trigger' } ),
			'Close Opened Overlay Panel'
		);
		expect( onChoose ).toHaveBeenLastCalledWith( 'close' );
	} );
} );
