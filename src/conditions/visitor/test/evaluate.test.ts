/**
 * Internal dependencies
 */
import { evaluate, type Rules } from '../evaluate';
import { dateTimeRule, wallClock } from '../types/date-time';
import { device } from '../types/device';
import { pairsRule, parsePairs } from '../types/pairs';
import { referrer } from '../types/referrer';

/** The rules of a visitor on an iPhone with the cookie promo=1 on Sunday 31 May 2026 (UTC). */
const visitor = (): Rules => ( {
	device: device(
		'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148'
	),
	cookie: pairsRule( new Map( [ [ 'promo', '1' ] ] ) ),
	query_arg: pairsRule( new Map( [ [ 'utm_source', 'news' ] ] ) ),
	referrer: referrer( '' ),
	date_time: dateTimeRule( Date.parse( '2026-05-31T12:00:00Z' ), 'UTC' ),
} );

const mobile = { type: 'device', rule: 'mobile', operator: 'is', value: '' };
const desktop = { type: 'device', rule: 'desktop', operator: 'is', value: '' };
const promo = {
	type: 'cookie',
	rule: 'custom',
	operator: 'equals',
	value: 'promo|1',
};
const sunday = {
	type: 'date_time',
	rule: 'day_of_week',
	operator: 'is',
	value: '7',
};

describe( 'the residual evaluator', () => {
	it( 'reads any, all and not, nested', () => {
		expect( evaluate( { any: [ desktop, promo ] }, visitor() ) ).toBe(
			true
		);
		expect( evaluate( { all: [ desktop, promo ] }, visitor() ) ).toBe(
			false
		);
		expect( evaluate( { not: desktop }, visitor() ) ).toBe( true );
		expect(
			evaluate(
				{
					all: [
						{ any: [ desktop, { not: mobile } ] },
						{ not: { all: [ promo, sunday ] } },
					],
				},
				visitor()
			)
		).toBe( false );
		expect(
			evaluate(
				{ all: [ mobile, { any: [ { not: promo }, sunday ] } ] },
				visitor()
			)
		).toBe( true );
	} );

	it( 'throws on a type the browser does not decide, also where it could not change the answer', () => {
		const role = {
			type: 'user_role',
			rule: 'administrator',
			operator: 'is',
			value: '',
		};
		expect( () => evaluate( role, visitor() ) ).toThrow();
		expect( () => evaluate( { not: role }, visitor() ) ).toThrow();
		expect( () =>
			evaluate( { any: [ mobile, role ] }, visitor() )
		).toThrow();
	} );

	it.each( [
		[ 'null', null ],
		[ 'a string', 'device' ],
		[ 'a number', 1 ],
		[ 'an empty object', {} ],
		[ 'any that is no list', { any: mobile } ],
		[ 'a list that holds no row', { all: [ mobile, null ] } ],
		[
			'a row without its type',
			{ rule: 'mobile', operator: 'is', value: '' },
		],
		[
			'a row whose value is no string',
			{ type: 'cookie', rule: 'custom', operator: 'exists', value: 1 },
		],
	] )( 'throws on %s', ( _, node ) => {
		expect( () => evaluate( node, visitor() ) ).toThrow();
	} );

	it( 'answers false, like the server, for a rule or an operator a known type does not offer', () => {
		for ( const operator of [ 'is', 'is_not' ] ) {
			expect(
				evaluate(
					{ type: 'device', rule: 'watch', operator, value: '' },
					visitor()
				)
			).toBe( false );
		}
		expect(
			evaluate(
				{
					type: 'cookie',
					rule: 'custom',
					operator: 'not_foo',
					value: 'promo',
				},
				visitor()
			)
		).toBe( false );
		expect(
			evaluate(
				{ type: 'referrer', rule: 'other', operator: 'is', value: '' },
				visitor()
			)
		).toBe( false );
		// A row missing its rule or operator fails on the server too.
		expect(
			evaluate( { type: 'device', rule: 'mobile' }, visitor() )
		).toBe( false );
		expect(
			evaluate( { type: 'device', operator: 'is_not' }, visitor() )
		).toBe( false );
	} );

	it( 'reads the site timezone as an IANA name or an offset', () => {
		const now = Date.parse( '2026-03-10T20:00:00Z' );
		expect( wallClock( now, '+05:30' ) ).toBe(
			Date.parse( '2026-03-11T01:30:00Z' )
		);
		expect( wallClock( now, '-03:00' ) ).toBe(
			Date.parse( '2026-03-10T17:00:00Z' )
		);
		expect( wallClock( now + 250, 'Asia/Kolkata' ) ).toBe(
			Date.parse( '2026-03-11T01:30:00.250Z' )
		);
		expect( wallClock( now, 'UTC' ) ).toBe( now );
	} );
} );

describe( 'cookies and query parameters as PHP reads them', () => {
	// Seen from PHP 8.2 (php -S) for the same request.
	it( 'reads the query string as $_GET: + is a space, the last repeated name wins, . and spaces in names are _', () => {
		const query = parsePairs(
			'a=1&a=2&b+c=x+y&d.e=%41&g&%20h=1&i=%zz&j=%E2%82%AC'
		);
		expect( Object.fromEntries( query ) ).toEqual( {
			a: '2',
			b_c: 'x y',
			d_e: 'A',
			g: '',
			h: '1',
			i: '%zz',
			j: '€',
		} );
	} );

	it( 'reads document.cookie as $_COOKIE: + stays, the first repeated name wins', () => {
		const cookies = parsePairs(
			'x=1; x=2; y=a+b%20c; z.w=1;  sp=2;n=%zz',
			true
		);
		expect( Object.fromEntries( cookies ) ).toEqual( {
			x: '1',
			y: 'a+b c',
			z_w: '1',
			sp: '2',
			n: '%zz',
		} );
	} );
} );
