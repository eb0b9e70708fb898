/**
 * The admin screen's logic: SPEC 5 form checks, the domain preview, list updates, dates.
 */

/**
 * WordPress dependencies
 */
import { getSettings, setSettings } from '@wordpress/date';

/**
 * Internal dependencies
 */
import type { Library, SyncedPattern } from '../../shared/types';
import {
	applyLibraryUpdate,
	collectionNames,
	formatGmtDate,
	isValid,
	normaliseDomain,
	removeById,
	siteUrl,
	toggleCollection,
	upsertById,
	validateKeyForm,
	validateLibraryForm,
} from '../lib';

function library( id: string, extra: Partial< Library > = {} ): Library {
	return {
		id,
		name: id,
		domain: `https://${ id }.test`,
		isEnabled: true,
		isDefault: false,
		isLocal: false,
		...extra,
	};
}

describe( 'normaliseDomain', () => {
	it.each( [
		[ 'example.com', 'https://example.com' ],
		[ '  example.com/  ', 'https://example.com' ],
		[ 'example.com/sub/path/', 'https://example.com/sub/path' ],
		[ 'https://example.com', 'https://example.com' ],
		[ 'http://127.0.0.1:8080/', 'http://127.0.0.1:8080' ],
		[ 'HTTPS://Example.com//', 'HTTPS://Example.com' ],
		[ '//example.com', 'https://example.com' ],
		[ '   ', '' ],
	] )( '%s is shown as %s', ( input, expected ) => {
		expect( normaliseDomain( input ) ).toBe( expected );
	} );
} );

describe( 'validateLibraryForm', () => {
	it( 'asks for a domain and a public key with the SPEC texts', () => {
		expect( validateLibraryForm( { domain: ' ', publicKey: '' } ) ).toEqual(
			{
				domain: 'Please enter a domain.',
				publicKey: 'Public key is required.',
			}
		);
		expect(
			validateLibraryForm( { domain: 'a.test', publicKey: '' } )
		).toEqual( { publicKey: 'Public key is required.' } );
	} );

	it( 'accepts a filled form', () => {
		const errors = validateLibraryForm( {
			domain: 'a.test',
			publicKey: 'gbpl_x',
		} );
		expect( errors ).toEqual( {} );
		expect( isValid( errors ) ).toBe( true );
	} );
} );

describe( 'validateKeyForm', () => {
	it( 'needs a name of 1 to 100 characters and an existing collection', () => {
		expect(
			validateKeyForm( { name: '', collections: [] }, [ 1 ] )
		).toEqual( {
			name: 'Please enter a name for the key.',
			collections: 'Choose at least one collection.',
		} );
		expect(
			validateKeyForm(
				{ name: 'x'.repeat( 101 ), collections: [ 1 ] },
				[ 1 ]
			).name
		).toBe( 'Please enter a name for the key.' );
		// A collection deleted meanwhile does not count.
		expect(
			validateKeyForm( { name: 'Shop', collections: [ 9 ] }, [ 1 ] )
				.collections
		).toBe( 'Choose at least one collection.' );
		expect(
			isValid(
				validateKeyForm( { name: 'Shop', collections: [ 1 ] }, [ 1 ] )
			)
		).toBe( true );
	} );
} );

describe( 'list updates', () => {
	it( 'keeps exactly one default when a library becomes the default', () => {
		const list = [
			library( 'local', { isLocal: true, isDefault: true } ),
			library( 'remote' ),
		];
		const next = applyLibraryUpdate(
			list,
			library( 'remote', { isDefault: true } )
		);
		expect( next.map( ( item ) => [ item.id, item.isDefault ] ) ).toEqual( [
			[ 'local', false ],
			[ 'remote', true ],
		] );
	} );

	it( 'replaces only the changed library otherwise', () => {
		const list = [
			library( 'local', { isLocal: true, isDefault: true } ),
			library( 'remote' ),
		];
		const next = applyLibraryUpdate(
			list,
			library( 'remote', { isEnabled: false } )
		);
		expect( next[ 0 ] ).toBe( list[ 0 ] );
		expect( next[ 1 ].isEnabled ).toBe( false );
	} );

	it( 'removes and upserts by id', () => {
		const list = [ library( 'a' ), library( 'b' ) ];
		expect( removeById( list, 'a' ).map( ( item ) => item.id ) ).toEqual( [
			'b',
		] );
		expect(
			upsertById( list, library( 'c' ) ).map( ( item ) => item.id )
		).toEqual( [ 'a', 'b', 'c' ] );
		expect(
			upsertById( list, library( 'a', { name: 'A' } ) )[ 0 ].name
		).toBe( 'A' );
	} );

	it( 'toggles a collection of a pattern', () => {
		const pattern: SyncedPattern = {
			id: 1,
			title: 'Hero',
			status: 'publish',
			collections: [ 3, 4 ],
		};
		expect( toggleCollection( pattern, 5, true ) ).toEqual( [ 3, 4, 5 ] );
		expect( toggleCollection( pattern, 3, false ) ).toEqual( [ 4 ] );
		expect( toggleCollection( pattern, 4, true ) ).toEqual( [ 3, 4 ] );
	} );

	it( 'names a key’s collections, leaving deleted ones out', () => {
		expect(
			collectionNames( { collections: [ 2, 9, 1 ] }, [
				{ id: 1, name: 'One', slug: 'one', count: 0 },
				{ id: 2, name: 'Two', slug: 'two', count: 0 },
			] )
		).toEqual( [ 'Two', 'One' ] );
	} );
} );

describe( 'formatGmtDate', () => {
	const original = getSettings();
	afterEach( () => setSettings( original ) );

	it( "uses the site's date and time formats, language and timezone", () => {
		setSettings( {
			...original,
			l10n: {
				...original.l10n,
				locale: 'de',
				months: [
					'Januar',
					'Februar',
					'März',
					'April',
					'Mai',
					'Juni',
					'Juli',
					'August',
					'September',
					'Oktober',
					'November',
					'Dezember',
				],
			},
			formats: { ...original.formats, date: 'j. F Y', time: 'H:i' },
			timezone: {
				offset: 1,
				offsetFormatted: '1',
				string: 'Europe/Berlin',
				abbr: 'CET',
			},
		} );
		expect( formatGmtDate( '2026-03-02 13:04:05', 'Nie' ) ).toBe(
			'2. März 2026 at 14:04'
		);
	} );

	it( 'shows the fallback for never, the date otherwise', () => {
		expect( formatGmtDate( null, 'Never' ) ).toBe( 'Never' );
		const shown = formatGmtDate( '2026-01-02 03:04:05', 'Never' );
		expect( shown ).not.toBe( 'Never' );
		expect( shown ).toMatch( /2026/ );
		expect( formatGmtDate( 'garbage', 'Never' ) ).toBe( 'garbage' );
	} );
} );

describe( 'siteUrl', () => {
	afterEach( () => {
		delete window.gblocksPro;
	} );

	it( 'reads what PHP printed, else the page’s origin', () => {
		window.gblocksPro = { patternLibrary: { siteUrl: 'https://a.test' } };
		expect( siteUrl() ).toBe( 'https://a.test' );
		delete window.gblocksPro;
		expect( siteUrl() ).toBe( window.location.origin );
	} );
} );
