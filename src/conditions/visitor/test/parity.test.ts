/**
 * External dependencies
 */
import { readFileSync } from 'fs';
import { join } from 'path';

/**
 * Internal dependencies
 */
import { test as passes } from '..';

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
	};
	expect: boolean;
}

const { rows } = JSON.parse(
	readFileSync(
		join(
			__dirname,
			'../../../../tests/fixtures/conditions/visitor-parity.json'
		),
		'utf8'
	)
) as { rows: Row[] };

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
	jest.spyOn( Date, 'now' ).mockReturnValue(
		Date.parse( visitor.now ?? '2026-01-01T00:00:00Z' )
	);
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
