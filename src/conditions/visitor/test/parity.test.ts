/**
 * External dependencies
 */
import { readFileSync } from 'fs';
import { join } from 'path';

/**
 * Internal dependencies
 */
import { test as passes } from '..';
import { historyRules } from '../registry';
import {
	RECENT,
	VERSION,
	type History,
	type OverlayHistory,
} from '../../../shared/visitor-history';

/**
 * The shared table of visitor rules (tests/fixtures/conditions/visitor-parity.json): PHPUnit decides
 * every row on the server through Context::from_facets, this test through the browser evaluator, with
 * the visitor's inputs set where the browser reads them (user agent, document.cookie, the address's
 * query string, document.referrer, the clock) and the site's timezone as the server prints it.
 */
interface Row {
	name: string;
	rule: { type: string; rule: string; operator: string; value: string };
	visitor: {
		user_agent?: string;
		cookies?: Record< string, string >;
		query?: Record< string, string >;
		referrer?: string;
		now?: string;
		timezone?: string;
		/** The name of one of the table's histories. */
		history?: string;
	};
	expect: boolean;
}

/** A visitor history as the simulator takes it by hand (Conditions\Visitor_History). */
interface HandBuilt {
	page_views?: number;
	session_page_views?: number;
	sessions?: number;
	session_seconds?: number;
	landing_page?: string;
	referrer?: string;
	utm_source?: string;
	utm_medium?: string;
	utm_campaign?: string;
	overlays?: Record<
		string,
		Partial< Record< 'views' | 'closes' | 'conversions', number[] > >
	>;
}

const { rows, histories } = JSON.parse(
	readFileSync(
		join(
			__dirname,
			'../../../../tests/fixtures/conditions/visitor-parity.json'
		),
		'utf8'
	)
) as { rows: Row[]; histories: Record< string, HandBuilt > };

/**
 * The entry the browser would hold for a hand-built history at a moment: each event's age in days
 * becomes its time, and only the RECENT newest times of each event are kept, as the browser keeps them.
 *
 * @param built The hand-built history.
 * @param now   Now (seconds).
 */
function entryOf( built: HandBuilt, now: number ): History {
	const query = new URLSearchParams();
	for ( const name of [
		'utm_source',
		'utm_medium',
		'utm_campaign',
	] as const ) {
		if ( built[ name ] ) {
			query.set( name, built[ name ]! );
		}
	}
	const search = query.toString();
	const touch = [
		built.landing_page ?? '',
		search ? '?' + search : '',
		built.referrer ?? '',
	];
	const start = now - ( built.session_seconds ?? 0 );
	const overlays: Record< string, OverlayHistory > = {};
	Object.entries( built.overlays ?? {} ).forEach( ( [ id, events ] ) => {
		const lists = [ 'views', 'closes', 'conversions' ].map( ( name ) =>
			( events[ name as 'views' ] ?? [] )
				.map( ( age ) => Math.round( now - age * 86400 ) )
				.sort( ( a, b ) => a - b )
		);
		overlays[ id ] = [
			...lists.map( ( list ) => list.length ),
			...lists.map( ( list ) => list.slice( -RECENT ) ),
		] as OverlayHistory;
	} );
	return [
		VERSION,
		start - 86400,
		now,
		start,
		built.page_views ?? 1,
		built.session_page_views ?? 1,
		built.sessions ?? 1,
		...touch,
		...touch,
		overlays,
	];
}

function visit( visitor: Row[ 'visitor' ] ) {
	Object.defineProperty( navigator, 'userAgent', {
		value: visitor.user_agent ?? '',
		configurable: true,
	} );
	// Where the evaluator reads it: Document.prototype's getter (page content may shadow the document's).
	jest.spyOn( Document.prototype, 'referrer', 'get' ).mockReturnValue(
		visitor.referrer ?? ''
	);
	document.cookie.split( ';' ).forEach( ( pair ) => {
		document.cookie = pair.split( '=' )[ 0 ].trim() + '=; max-age=0';
	} );
	Object.entries( visitor.cookies ?? {} ).forEach( ( [ name, value ] ) => {
		document.cookie = name + '=' + encodeURIComponent( value );
	} );
	window.history.replaceState(
		null,
		'',
		'/?' + new URLSearchParams( visitor.query ?? {} ).toString()
	);
	const now = Date.parse( visitor.now ?? '2026-01-01T00:00:00Z' );
	jest.spyOn( Date, 'now' ).mockReturnValue( now );
	// What the visitor-history scripts register: the history as the counter holds it (none without
	// storage), and the visitor type's rule over it.
	const history = visitor.history
		? entryOf( histories[ visitor.history ], now / 1e3 )
		: undefined;
	self.gbHistory = history;
	self.gbRules = historyRules( () => self.gbHistory );
}

describe( 'visitor rules: the same table as the server', () => {
	it( 'has rows for every visitor rule type', () => {
		expect( new Set( rows.map( ( row ) => row.rule.type ) ) ).toEqual(
			new Set( [
				'device',
				'cookie',
				'query_arg',
				'referrer',
				'date_time',
				'visitor',
			] )
		);
	} );

	it.each( rows.map( ( row ): [ string, Row ] => [ row.name, row ] ) )(
		'%s',
		( _, row ) => {
			visit( row.visitor );
			expect( passes( row.rule, row.visitor.timezone ?? 'UTC' ) ).toBe(
				row.expect
			);
		}
	);
} );
