/**
 * Internal dependencies
 */
import { readLocation, writeLocation } from '../hooks/use-conditions-location';
import {
	addToMulti,
	encodeCustomField,
	encodeDateRange,
	parseCustomField,
	parseDateRange,
	parseMulti,
	removeFromMulti,
	toLocalDateTime,
} from '../lib/values';

describe( 'value encodings', () => {
	it( 'stores a multi-selection as a JSON array of id strings without duplicates', () => {
		let value = addToMulti( '', '12' );
		value = addToMulti( value, '15' );
		value = addToMulti( value, '12' );
		expect( value ).toBe( '["12","15"]' );
		expect( parseMulti( value ) ).toEqual( [ '12', '15' ] );
		expect( removeFromMulti( value, '12' ) ).toBe( '["15"]' );
		expect( removeFromMulti( '["15"]', '15' ) ).toBe( '' );
		expect( parseMulti( '7' ) ).toEqual( [ '7' ] );
	} );

	it( "splits and joins a custom field 'name|comparison'", () => {
		expect( parseCustomField( 'utm_source|news|letter' ) ).toEqual( {
			name: 'utm_source',
			comparison: 'news|letter',
		} );
		expect(
			encodeCustomField( { name: 'utm_source', comparison: 'x' } )
		).toBe( 'utm_source|x' );
		expect( encodeCustomField( { name: 'ref', comparison: '' } ) ).toBe(
			'ref'
		);
	} );

	it( "keeps a date range as 'start, end' in local YYYY-MM-DDTHH:mm", () => {
		expect( toLocalDateTime( '2026-01-05T15:30:00' ) ).toBe(
			'2026-01-05T15:30'
		);
		const value = encodeDateRange( '2026-01-05T15:30', '2026-02-01T09:00' );
		expect( value ).toBe( '2026-01-05T15:30, 2026-02-01T09:00' );
		expect( parseDateRange( value ) ).toEqual( [
			'2026-01-05T15:30',
			'2026-02-01T09:00',
		] );
	} );
} );

describe( 'address', () => {
	it( 'reads the view from edit, categories and conditionPage', () => {
		expect(
			readLocation( '?page=generateblocks-conditions&edit=12' )
		).toEqual( { view: 'edit', editId: '12', page: 1 } );
		expect( readLocation( '?edit=new&conditionPage=3' ) ).toEqual( {
			view: 'edit',
			editId: 'new',
			page: 3,
		} );
		expect( readLocation( '?categories=manage' ) ).toMatchObject( {
			view: 'categories',
		} );
		expect( readLocation( '?conditionPage=x&edit=abc' ) ).toEqual( {
			view: 'list',
			editId: null,
			page: 1,
		} );
	} );

	it( 'writes the view and keeps the other parameters', () => {
		expect(
			writeLocation( '?page=generateblocks-conditions&edit=3', {
				view: 'list',
				editId: null,
				page: 2,
			} )
		).toBe( '?page=generateblocks-conditions&conditionPage=2' );
		expect(
			writeLocation( '?page=generateblocks-conditions', {
				view: 'categories',
				editId: null,
				page: 1,
			} )
		).toBe( '?page=generateblocks-conditions&categories=manage' );
	} );
} );
