/**
 * Readers for fields the server may send in WordPress's rendered form ({ rendered: '…' }) or as
 * plain text, so that components always see plain text.
 */

let decoder: HTMLTextAreaElement | null = null;

/**
 * Decodes HTML character references (&amp;, &#8217;) as the browser would, without parsing markup.
 *
 * @param text Text with character references.
 */
export function decodeEntities( text: string ): string {
	if ( ! text.includes( '&' ) || typeof document === 'undefined' ) {
		return text;
	}
	decoder ??= document.createElement( 'textarea' );
	decoder.innerHTML = text;
	return decoder.value;
}

/**
 * Plain text of a field that is a string or `{ rendered }` (also `{ raw }`); '' for anything else.
 *
 * @param value The field as received.
 */
export function renderedText( value: unknown ): string {
	if ( typeof value === 'string' ) {
		return value;
	}
	if ( typeof value === 'object' && value !== null ) {
		const field = value as { rendered?: unknown; raw?: unknown };
		if ( typeof field.raw === 'string' ) {
			return field.raw;
		}
		if ( typeof field.rendered === 'string' ) {
			return decodeEntities( field.rendered );
		}
	}
	return '';
}
