/**
 * Whether the browser can use a "Position relative to parent" value ('' is the trigger itself). The
 * server refuses selectors it cannot parse, and the runtime falls back to the trigger.
 *
 * @param value The selector.
 */
export function isValidSelector( value: string ): boolean {
	if ( ! value.trim() ) {
		return true;
	}
	try {
		document.createDocumentFragment().querySelector( value );
		return true;
	} catch {
		return false;
	}
}
