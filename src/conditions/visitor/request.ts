/**
 * The visitor as the server would read the same request: $_COOKIE, $_GET and the Referer header.
 */
import type { Visitor } from './evaluate';

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
 * What the browser knows of this visitor now.
 *
 * @param tz The site's timezone.
 */
export const readVisitor = ( tz: string ): Visitor => ( {
	ua: navigator.userAgent,
	cookie: parsePairs( document.cookie, true ),
	query_arg: parsePairs( location.search ),
	referrer: document.referrer,
	now: Date.now(),
	tz,
} );
