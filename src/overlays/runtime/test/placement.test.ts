/**
 * Internal dependencies
 */
import { computePlacement, inHoverZone } from '../placement';

const viewport = { width: 1000, height: 800 };
const panel = { width: 300, height: 200 };
const anchorAt = ( top: number, left: number ) => ( {
	top,
	left,
	width: 100,
	height: 40,
} );

describe( 'computePlacement', () => {
	it( 'puts a bottom-start panel under the anchor, aligned with its left edge', () => {
		expect(
			computePlacement(
				anchorAt( 100, 200 ),
				panel,
				viewport,
				'bottom-start'
			)
		).toEqual( { top: 140, left: 200, placement: 'bottom-start' } );
	} );

	it( 'aligns bottom-end with the right edge and bottom with the centre', () => {
		expect(
			computePlacement(
				anchorAt( 100, 400 ),
				panel,
				viewport,
				'bottom-end'
			).left
		).toBe( 200 );
		expect(
			computePlacement( anchorAt( 100, 400 ), panel, viewport, 'bottom' )
				.left
		).toBe( 300 );
	} );

	it( 'flips above the anchor when there is no room below and more room above', () => {
		expect(
			computePlacement(
				anchorAt( 700, 200 ),
				panel,
				viewport,
				'bottom-start'
			)
		).toEqual( { top: 500, left: 200, placement: 'top-start' } );
	} );

	it( 'does not flip when the other side has even less room', () => {
		const small = { width: 1000, height: 260 };
		expect(
			computePlacement( anchorAt( 100, 0 ), panel, small, 'bottom-start' )
				.placement
		).toBe( 'bottom-start' );
	} );

	it( 'flips a top panel below an anchor near the top of the viewport', () => {
		expect(
			computePlacement( anchorAt( 20, 200 ), panel, viewport, 'top' )
				.placement
		).toBe( 'bottom' );
	} );

	it( 'flips right to left and clamps into the viewport', () => {
		const placed = computePlacement(
			anchorAt( 300, 850 ),
			panel,
			viewport,
			'right'
		);
		expect( placed.placement ).toBe( 'left' );
		expect( placed.left ).toBe( 550 );
	} );

	it( 'clamps a panel that would overflow the right edge, keeping the margin', () => {
		expect(
			computePlacement(
				anchorAt( 100, 900 ),
				panel,
				viewport,
				'bottom-start'
			).left
		).toBe( 692 );
		expect(
			computePlacement(
				anchorAt( 100, -50 ),
				panel,
				viewport,
				'bottom-end',
				0
			).left
		).toBe( 0 );
	} );
} );

describe( 'inHoverZone', () => {
	const trigger = { top: 0, left: 0, width: 100, height: 40 };
	const panelBox = { top: 60, left: 0, width: 300, height: 200 };

	it( 'keeps the pointer in the zone inside either box and within the buffer', () => {
		expect( inHoverZone( 50, 20, [ trigger, panelBox ], 20 ) ).toBe( true );
		expect( inHoverZone( 50, 50, [ trigger, panelBox ], 20 ) ).toBe( true );
		expect( inHoverZone( 315, 100, [ trigger, panelBox ], 20 ) ).toBe(
			true
		);
	} );

	it( 'leaves the zone beyond the buffer', () => {
		expect( inHoverZone( 50, 50, [ trigger, panelBox ], 5 ) ).toBe( false );
		expect( inHoverZone( 400, 100, [ trigger, panelBox ], 20 ) ).toBe(
			false
		);
	} );
} );
