/**
 * The ranges of the Insights screens: the presets' days, custom dates, the previous period and the
 * range in the address.
 */

/**
 * Internal dependencies
 */
import {
	customRangeError,
	dayCount,
	presetRange,
	previousRange,
	rangeParams,
	readRange,
} from '../range';

describe( 'Insights ranges', () => {
	it( 'ends each preset today, with its number of days', () => {
		expect( presetRange( '7d', '2026-12-02' ) ).toEqual( {
			from: '2026-11-26',
			to: '2026-12-02',
		} );
		expect( dayCount( presetRange( '30d', '2026-03-01' ) ) ).toBe( 30 );
		expect( presetRange( '90d', '2026-03-01' ).from ).toBe( '2025-12-02' );
		expect( presetRange( '12m', '2026-12-02' ) ).toEqual( {
			from: '2025-12-03',
			to: '2026-12-02',
		} );
		expect( dayCount( presetRange( '12m', '2024-03-01' ) ) ).toBe( 366 );
	} );

	it( 'checks custom dates', () => {
		expect(
			customRangeError( { from: '2026-02-30', to: '2026-03-01' } )
		).toBe( 'from' );
		expect( customRangeError( { from: '2026-02-01', to: '' } ) ).toBe(
			'to'
		);
		expect(
			customRangeError( { from: '2026-02-02', to: '2026-02-01' } )
		).toBe( 'order' );
		expect(
			customRangeError( { from: '2015-01-01', to: '2026-01-01' } )
		).toBe( 'length' );
		expect(
			customRangeError( { from: '2026-02-01', to: '2026-02-01' } )
		).toBeNull();
	} );

	it( 'compares with the same number of days just before', () => {
		expect(
			previousRange( { from: '2026-03-01', to: '2026-03-07' } )
		).toEqual( {
			from: '2026-02-22',
			to: '2026-02-28',
		} );
	} );

	it( 'reads and writes the range in the address', () => {
		const custom = readRange(
			'?page=x&range=custom&from=2026-01-05&to=2026-01-09'
		);
		expect( custom ).toEqual( {
			preset: 'custom',
			from: '2026-01-05',
			to: '2026-01-09',
		} );
		expect( rangeParams( custom ) ).toEqual( {
			range: 'custom',
			from: '2026-01-05',
			to: '2026-01-09',
		} );
		expect( readRange( '?range=7d' ).preset ).toBe( '7d' );
		// A bad range falls back to the last 30 days, which the address leaves out.
		const fallback = readRange(
			'?range=custom&from=2026-01-09&to=2026-01-05'
		);
		expect( fallback.preset ).toBe( '30d' );
		expect( rangeParams( fallback ) ).toEqual( {
			range: null,
			from: null,
			to: null,
		} );
		expect( readRange( '?range=bogus' ).preset ).toBe( '30d' );
	} );
} );
