/**
 * The unsafe-attribute rule of DESIGN §11, ported from PHP's Blocks\Html_Attribute_Policy::is_unsafe so
 * that the attributes editor can refuse, as it is typed, what the save would refuse for a user without
 * unfiltered_html. The lists come from src/blocks/html-attributes.json (`unsafe`), which PHP reads too;
 * tests/fixtures/html-attributes/unsafe-cases.json is judged by both (Jest and PHPUnit), so they agree.
 *
 * Unsafe:
 * - a name that starts with one of unsafe.namePrefixes ("on") in any case, judged on the name with NUL,
 *   whitespace and control characters removed and on the cleaned name;
 * - the names of unsafe.names (srcdoc, formaction);
 * - a style whose value, entity-decoded, with CSS escapes resolved, comments and whitespace removed,
 *   holds one of unsafe.styleTokens;
 * - a URL attribute (unsafe.urlAttributes) whose value, entity-decoded and without whitespace and
 *   control characters, starts with one of unsafe.urlSchemes and ":"; srcset and ping per entry.
 */

/**
 * Internal dependencies
 */
import rules from '../../html-attributes.json';

/** Which field makes an attribute unsafe: its name, or its value. */
export type UnsafePart = 'name' | 'value';

const lower = ( list: readonly string[] ) =>
	list.map( ( item ) => asciiLower( item ) );

const NAME_STRIP = new RegExp( rules.namePattern, 'g' );
const PREFIXES = lower( rules.unsafe.namePrefixes );
const NAMES = lower( rules.unsafe.names );
const STYLE_TOKENS = lower( rules.unsafe.styleTokens );
const URL_ATTRIBUTES = lower( rules.unsafe.urlAttributes );
const SCHEMES = lower( rules.unsafe.urlSchemes );

/**
 * ASCII-only lowercasing, as PHP's strtolower (other letters are left alone).
 *
 * @param text Text.
 */
function asciiLower( text: string ): string {
	return text.replace( /[A-Z]/g, ( letter ) => letter.toLowerCase() );
}

/**
 * Text without NUL, whitespace and control characters (ASCII, and the Unicode separators, controls and
 * format characters such as the zero-width space).
 *
 * @param text Text.
 */
function stripControls( text: string ): string {
	return text.replace( /[\x00-\x20\x7F]|[\p{Z}\p{Cc}\p{Cf}]/gu, '' );
}

/**
 * A character from its code point; U+FFFD for what is no character, as PHP's decoding does.
 *
 * @param code Code point.
 */
function character( code: number ): string {
	return code > 0 && code <= 0x10ffff
		? String.fromCodePoint( code )
		: '\uFFFD';
}

let entityElement: HTMLTextAreaElement | null | undefined;

/**
 * A named character reference (`&colon;`) decoded by the browser's own table (HTML5, as PHP's
 * html_entity_decode with ENT_HTML5), in a document that is never rendered; itself when unknown.
 *
 * @param reference The reference, `&name;`.
 */
function decodeNamed( reference: string ): string {
	if ( entityElement === undefined ) {
		entityElement =
			typeof document !== 'undefined' && document.implementation
				? document.implementation
						.createHTMLDocument( '' )
						.createElement( 'textarea' )
				: null;
	}
	if ( ! entityElement ) {
		return reference;
	}
	// Only `&` + letters and digits + `;` reaches here: no markup.
	entityElement.innerHTML = reference;
	return entityElement.value;
}

/**
 * Decodes character references as PHP's policy does, repeatedly (a double-encoded value is judged by
 * what it becomes): numeric references with or without their semicolon, then named ones.
 *
 * @param value The value.
 */
function decodeEntities( value: string ): string {
	let current = value;
	for ( let pass = 0; pass < 5 && current.includes( '&' ); pass++ ) {
		const decoded = current
			.replace(
				/&#(?:[xX]([0-9a-fA-F]+)|([0-9]+));?/g,
				( _match, hex?: string, decimal?: string ) =>
					character(
						hex !== undefined
							? parseInt( hex, 16 )
							: parseInt( decimal ?? '', 10 )
					)
			)
			.replace( /&[A-Za-z][A-Za-z0-9]*;/g, decodeNamed );
		if ( decoded === current ) {
			break;
		}
		current = decoded;
	}
	return current;
}

/**
 * Whether a style value holds a script token once its disguises are removed.
 *
 * @param value The style value.
 */
export function isUnsafeStyle( value: string ): boolean {
	let css = decodeEntities( value );
	// CSS escapes: a backslash and 1-6 hex digits (plus one optional whitespace) is that character; a
	// backslash and any other character is that character.
	css = css.replace(
		/\\(?:([0-9a-fA-F]{1,6})[ \t\r\n\f]?|([\s\S]))/gu,
		( _match, hex?: string, other?: string ) => {
			if ( hex !== undefined ) {
				const code = parseInt( hex, 16 );
				const isSurrogate = code >= 0xd800 && code <= 0xdfff;
				return code > 0 && code <= 0x10ffff && ! isSurrogate
					? String.fromCodePoint( code )
					: '';
			}
			return other ?? '';
		}
	);
	// Comments, also one left open at the end.
	css = asciiLower(
		stripControls( css.replace( /\/\*[\s\S]*?(?:\*\/|$)/g, '' ) )
	);
	return STYLE_TOKENS.some(
		( token ) => token !== '' && css.includes( token.replace( / /g, '' ) )
	);
}

/**
 * Whether a URL value (or one entry of a list of URLs) starts with a refused scheme.
 *
 * @param value The URL value.
 */
export function isUnsafeUrl( value: string ): boolean {
	const decoded = decodeEntities( value );
	const whole = asciiLower( stripControls( decoded ) );
	const entries = asciiLower(
		decoded.replace( /[\x00-\x08\x0B\x0E-\x1F\x7F]/g, '' )
	).split( /[\t\n\v\f\r ,]+/ );
	return [ whole, ...entries ].some( ( entry ) =>
		SCHEMES.some(
			( scheme ) => scheme !== '' && entry.startsWith( scheme + ':' )
		)
	);
}

/**
 * What makes an attribute unsafe for a user without unfiltered_html: 'name' (an event handler, srcdoc,
 * formaction), 'value' (a script style or URL), or null when it is safe.
 *
 * @param name  The name as typed or stored (judged raw and cleaned).
 * @param value The value.
 */
export function unsafePart( name: string, value: string ): UnsafePart | null {
	const clean = name.replace( NAME_STRIP, '' );
	const names =
		clean === name
			? [ asciiLower( name ) ]
			: Array.from(
					new Set( [
						asciiLower( stripControls( name ) ),
						asciiLower( clean ),
					] )
				);
	if (
		names.some(
			( candidate ) =>
				PREFIXES.some(
					( prefix ) =>
						prefix !== '' && candidate.startsWith( prefix )
				) || NAMES.includes( candidate )
		)
	) {
		return 'name';
	}
	const unsafeValue = names.some(
		( candidate ) =>
			( candidate === 'style' && isUnsafeStyle( value ) ) ||
			( URL_ATTRIBUTES.includes( candidate ) && isUnsafeUrl( value ) )
	);
	return unsafeValue ? 'value' : null;
}

/**
 * Whether an attribute may not be stored for a user without unfiltered_html (PHP:
 * Html_Attribute_Policy::is_unsafe).
 *
 * @param name  The name.
 * @param value The value.
 */
export function isUnsafeAttribute( name: string, value: string ): boolean {
	return unsafePart( name, value ) !== null;
}
