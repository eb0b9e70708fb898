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
 * Document.prototype: the document is read through it, never as `document.x`, which page content
 * shadows (issue 36 S8, DOM clobbering: an <img name="cookie"> or <form name="querySelector"> is a
 * named property of the document and wins over its own members). window's members (navigator,
 * location, JSON…) are the global's own properties, which no element shadows.
 */
export const DOC = Document.prototype;

/**
 * A member of the document as Document.prototype (or EventTarget.prototype) defines it: an
 * attribute's getter called on the document, or a method (to call on it).
 *
 * @param name The member.
 */
export const doc = ( name: string ) => Reflect.get( DOC, name, document );

/**
 * What the browser knows of this visitor now.
 *
 * @param tz The site's timezone.
 */
export const readVisitor = ( tz: string ): Visitor => ( {
	ua: navigator.userAgent,
	cookie: parsePairs( doc( 'cookie' ), true ),
	query_arg: parsePairs( location.search ),
	referrer: doc( 'referrer' ),
	now: Date.now(),
	tz,
} );
