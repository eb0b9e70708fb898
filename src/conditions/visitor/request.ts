/**
 * The visitor as the server would read the same request: $_COOKIE, $_GET and the Referer header.
 */
import type { Visitor } from './evaluate';

/**
 * Pairs as PHP registers them: names and values percent-decoded (valid escapes only; '+' is a space in
 * the query), leading whitespace of a name dropped, '.', ' ' and '[' in it as '_'; the last of a
 * repeated name wins in the query, the first among cookies.
 *
 * @param text   document.cookie or the query string.
 * @param cookie Cookies (else the query string).
 */
export function parsePairs( text: string, cookie?: boolean ) {
	const map = new Map< string, string >();
	const decode = ( part: string ) =>
		( cookie ? part : part.replace( /\+/g, ' ' ) ).replace(
			/(%[\da-f]{2})+/gi,
			( escaped ) => {
				try {
					return decodeURIComponent( escaped );
				} catch {
					return escaped;
				}
			}
		);
	text.split( cookie ? ';' : '&' ).forEach( ( pair ) => {
		const [ name, ...value ] = pair.split( '=' );
		const key = decode( name )
			.replace( /^\s+/, '' )
			.replace( /[. []/g, '_' );
		if ( key && ! ( cookie && map.has( key ) ) ) {
			map.set( key, decode( value.join( '=' ) ) );
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
	query_arg: parsePairs( location.search.slice( 1 ) ),
	referrer: document.referrer,
	now: Date.now(),
	tz,
} );
