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

/**
 * The YYYY-MM-DD a stored date-time holds ('' when it holds none).
 *
 * @param value Stored value, e.g. 2026-03-05T00:00.
 */
export function dateOf( value: string ): string {
	const match = /^(\d{4}-\d{2}-\d{2})/.exec( value.trim() );
	return match ? match[ 1 ] : '';
}

/**
 * The HH:mm a stored time holds: 'HH:mm', or the time part of a date-time ('' when it holds none).
 *
 * @param value Stored value, e.g. 09:30 or 2026-03-05T09:30.
 */
export function timeOf( value: string ): string {
	const match = /(?:^|[T ])(\d{2}:\d{2})(?::\d{2})?$/.exec( value.trim() );
	return match ? match[ 1 ] : '';
}

/**
 * The stored form of a date the user picked for a Current Date rule. The server reads local
 * YYYY-MM-DDTHH:mm (SPEC §3), so the day is stored with a time that makes the whole day count: the start
 * of a range, 'before' and 'on' take 00:00; the end of a range and 'after' take 23:59 (so that
 * 'after March 5' begins on March 6 and a range ending March 20 includes that day).
 *
 * @param date  YYYY-MM-DD from the date input, or '' when cleared.
 * @param endOf Whether the date closes the period (end of a range, 'after').
 */
export function storedDate( date: string, endOf: boolean ): string {
	if ( ! /^\d{4}-\d{2}-\d{2}$/.test( date ) ) {
		return '';
	}
	return `${ date }T${ endOf ? '23:59' : '00:00' }`;
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
