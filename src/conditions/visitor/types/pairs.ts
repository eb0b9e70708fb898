/**
 * The cookie and query_arg types (includes/Conditions/Types/Cookie.php, Query_Arg.php) in the browser.
 */
import { values } from '../compare';
import type { BrowserRule } from '../evaluate';

/**
 * Pairs as PHP registers them: names and values percent-decoded ('+' is a space in the query, an escape
 * that is no valid UTF-8 is U+FFFD), leading whitespace of a name dropped, '.', ' ' and '[' in it as '_';
 * the last of a repeated name wins in the query, the first among cookies. URLSearchParams reads both:
 * a cookie's '&' and '+' are escaped first, its ';' separates pairs.
 *
 * @param text   document.cookie or the query string (a leading '?' is dropped).
 * @param cookie Cookies (else the query string).
 */
export function parsePairs( text: string, cookie?: boolean ) {
	const map = new Map< string, string >();
	new URLSearchParams(
		cookie
			? text.replace( /[&+]/g, encodeURIComponent ).replace( /;/g, '&' )
			: text
	).forEach( ( value, name ) => {
		name = name.trimStart().replace( /[. []/g, '_' );
		if ( name && ! ( cookie && map.has( name ) ) ) {
			map.set( name, value );
		}
	} );
	return map;
}

/**
 * The rule over the pairs of a request: 'custom' with the value 'name|comparison'
 * (Compare::split_custom()).
 *
 * @param pairs The cookies or the query parameters (parsePairs()).
 */
export const pairsRule =
	( pairs: Map< string, string > ): BrowserRule =>
	( rule, op, value ) => {
		const [ name, ...expected ] = value.split( '|' );
		const key = name.trim();
		return (
			rule === 'custom' &&
			!! key &&
			values( pairs.get( key ), op, expected.join( '|' ) )
		);
	};
