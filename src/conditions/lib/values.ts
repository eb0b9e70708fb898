/**
 * Value encodings of SPEC §3: multi-selections, custom fields, date ranges and days.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * The ids of a multi-select value (a JSON array of id strings). A lone id is read as one item.
 *
 * @param value Stored value.
 */
export function parseMulti( value: string ): string[] {
	if ( ! value.trim() ) {
		return [];
	}
	try {
		const parsed: unknown = JSON.parse( value );
		if ( Array.isArray( parsed ) ) {
			return parsed.map( String ).filter( Boolean );
		}
	} catch {
		// Not JSON: a single id stored before the operator became multi.
	}
	return [ value ];
}

/**
 * Encodes ids as a JSON array of strings; an empty selection is an empty value.
 *
 * @param ids Selected ids.
 */
export function encodeMulti( ids: string[] ): string {
	return ids.length ? JSON.stringify( ids.map( String ) ) : '';
}

/**
 * Adds an id to a multi-select value; an id already present is not added again.
 *
 * @param value Stored value.
 * @param id    Id to add.
 */
export function addToMulti( value: string, id: string ): string {
	const ids = parseMulti( value );
	return ids.includes( id )
		? encodeMulti( ids )
		: encodeMulti( [ ...ids, id ] );
}

export function removeFromMulti( value: string, id: string ): string {
	return encodeMulti( parseMulti( value ).filter( ( item ) => item !== id ) );
}

export interface CustomFieldValue {
	name: string;
	comparison: string;
}

/**
 * Splits 'name|comparison' at the first bar.
 *
 * @param value Stored value.
 */
export function parseCustomField( value: string ): CustomFieldValue {
	const bar = value.indexOf( '|' );
	if ( bar === -1 ) {
		return { name: value, comparison: '' };
	}
	return { name: value.slice( 0, bar ), comparison: value.slice( bar + 1 ) };
}

export function encodeCustomField( {
	name,
	comparison,
}: CustomFieldValue ): string {
	return comparison ? `${ name }|${ comparison }` : name;
}

/**
 * Splits a date range 'start, end'.
 *
 * @param value Stored value.
 */
export function parseDateRange( value: string ): [ string, string ] {
	const [ start = '', end = '' ] = value
		.split( ',' )
		.map( ( part ) => part.trim() );
	return [ start, end ];
}

export function encodeDateRange( start: string, end: string ): string {
	return start || end ? `${ start }, ${ end }` : '';
}

/**
 * The local form YYYY-MM-DDTHH:mm of what the date picker gives (YYYY-MM-DDTHH:mm:ss).
 *
 * @param pickerValue Picker value, or null when cleared.
 */
export function toLocalDateTime( pickerValue: string | null ): string {
	return pickerValue ? pickerValue.slice( 0, 16 ) : '';
}

/** Day ids 1 to 7 are Monday to Sunday. */
export function dayOptions(): { id: string; label: string }[] {
	return [
		{ id: '1', label: __( 'Monday', 'gblocks-pro' ) },
		{ id: '2', label: __( 'Tuesday', 'gblocks-pro' ) },
		{ id: '3', label: __( 'Wednesday', 'gblocks-pro' ) },
		{ id: '4', label: __( 'Thursday', 'gblocks-pro' ) },
		{ id: '5', label: __( 'Friday', 'gblocks-pro' ) },
		{ id: '6', label: __( 'Saturday', 'gblocks-pro' ) },
		{ id: '7', label: __( 'Sunday', 'gblocks-pro' ) },
	];
}
