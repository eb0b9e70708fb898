/**
 * The browser's evaluator of a residual (what the server left of a condition: visitor rules only):
 *   node := {"any": [node, ...]} | {"all": [node, ...]} | {"not": node}
 *         | {"type", "rule", "operator", "value"}   (a visitor rule row)
 * Each row means what the server's condition type means (the shared table
 * tests/fixtures/conditions/visitor-parity.json holds both to it). A node that is none of these, or a
 * row of a type the browser does not decide, throws: the caller fails closed.
 */
import { is, values } from './compare';
import { dateTime } from './date-time';

/** What the browser knows of the visitor. */
export interface Visitor {
	/** navigator.userAgent. */
	ua: string;
	/** Cookies and query parameters as PHP reads them into $_COOKIE and $_GET. */
	cookie: Map< string, string >;
	query_arg: Map< string, string >;
	/** The referrer, '' for none. */
	referrer: string;
	/** Milliseconds since the epoch. */
	now: number;
	/** The site's timezone: an IANA name or a '+05:30' style offset. */
	tz: string;
}

/** A node as read (any field may be missing or of another type). */
interface Row {
	any?: unknown[];
	all?: unknown[];
	not?: unknown;
	type?: string;
	rule: string;
	operator: string;
	value: string;
}

/**
 * Device_Detector::detect() with wp_is_mobile() on a user agent.
 *
 * @param ua User agent.
 */
export function devices( ua: string ): Record< string, boolean > {
	const tablet =
		/iPad|Tablet|PlayBook|Silk\/|Kindle|Nexus (7|9|10)\b|SM-T\d|\bTab\b|Android(?!.*Mobile)/i.test(
			ua
		);
	// Silk/ and Kindle, also mobile on the server, are tablets first (the test above, case-insensitive).
	const mobile =
		! tablet && /Mobile|Android|BlackBerry|Opera M(ini|obi)/.test( ua );
	return {
		mobile,
		tablet,
		desktop: ! mobile && ! tablet,
		ios: /iP(hone|ad|od)/.test( ua ),
		android: /Android/i.test( ua ),
	};
}

/**
 * Whether a residual passes for a visitor.
 *
 * @param node    The residual.
 * @param visitor The visitor.
 * @throws When the residual is malformed or names a type the browser does not decide.
 */
export function evaluate( node: unknown, visitor: Visitor ): boolean {
	// A row whose operator or value is no string throws where it is read.
	// null and undefined throw here, a string or a number at the `in` test or as a row of no type.
	const { any, all, type, rule, operator: op, value } = node as Row;
	const list = any ?? all;
	if ( list ) {
		// Every child is read, so that a malformed one fails the whole element closed.
		// any: one child is true; all: no child is false.
		const either = !! any;
		return (
			list
				.map( ( child ) => evaluate( child, visitor ) )
				.includes( either ) === either
		);
	}
	if ( 'not' in ( node as object ) ) {
		return ! evaluate( ( node as Row ).not, visitor );
	}
	if ( type === 'device' ) {
		// A rule the type does not offer is undefined (or an Object.prototype member): false.
		return is( devices( visitor.ua )[ rule ], op );
	}
	if ( type === 'referrer' ) {
		return rule === 'direct'
			? is( ! visitor.referrer, op )
			: rule === 'custom' && values( visitor.referrer, op, value );
	}
	if ( type === 'date_time' ) {
		return dateTime( rule, op, value, visitor );
	}
	// Value 'name|comparison' (Compare::split_custom()). Only cookie and query_arg are a Map of the
	// visitor: any other type (or none) throws on reading it, before anything else is decided.
	const [ name, ...expected ] = value.split( '|' );
	const key = name.trim();
	const found = (
		visitor as unknown as Record< string, Visitor[ 'cookie' ] >
	 )[ type as string ].get( key );
	return (
		rule === 'custom' && !! key && values( found, op, expected.join( '|' ) )
	);
}
