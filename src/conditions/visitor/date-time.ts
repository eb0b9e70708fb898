/**
 * The date_time rules of includes/Conditions/Types/Date_Time.php in the site's timezone: the visitor's
 * clock gives now, the server the timezone (an IANA name or a '+05:30' style offset). Moments are
 * compared as wall-clock milliseconds of that timezone (its local time read as UTC); the server compares
 * instants, which differs only within the hour a clock goes back.
 */

const DAY = 864e5;
let zone: string;
let clock: Intl.DateTimeFormat;

/**
 * Minutes after the day's start.
 * @param wall Wall-clock ms.
 */
const minutes = ( wall: number ) => Math.floor( ( wall % DAY ) / 6e4 );

/**
 * Wall-clock milliseconds of a moment in a timezone.
 *
 * @param now Milliseconds since the epoch.
 * @param tz  IANA name or '+05:30' style offset.
 */
export function wallClock( now: number, tz: string ): number {
	const offset = Date.parse( '1970-01-01T00:00' + tz );
	if ( offset >= -DAY ) {
		return now - offset;
	}
	// One formatter per timezone: making one costs far more than using it.
	if ( zone !== tz ) {
		zone = tz;
		// Swedish writes a date as ISO 8601 does: 2024-01-05 09:05:07.
		clock = new Intl.DateTimeFormat( 'sv', {
			dateStyle: 'short',
			timeStyle: 'medium',
			timeZone: tz,
		} );
	}
	return (
		Date.parse( clock.format( now ).replace( ' ', 'T' ) + 'Z' ) +
		( now % 1000 )
	);
}

/**
 * Date_Time::parse_datetime(): 'YYYY-MM-DDTHH:mm' (seconds or a space allowed, or a bare date) as
 * PHP's createFromFormat reads it, in wall-clock ms; null when it does not match. The server saves
 * only valid dates and times.
 *
 * @param value Value.
 */
export function parseDateTime( value: string ): number | null {
	const m =
		/^(\d{1,4})-(\d\d?)-(\d\d?)(?:[T ](\d\d?):(\d\d)(?::(\d\d))?)?$/.exec(
			value.trim()
		);
	return (
		m &&
		Date.UTC(
			+m[ 1 ],
			+m[ 2 ] - 1,
			+m[ 3 ],
			+m[ 4 ] || 0,
			+m[ 5 ] || 0,
			+m[ 6 ] || 0
		)
	);
}

/**
 * Date_Time::parse_minutes(): minutes after midnight of 'HH:mm' or of a date-time; null when invalid.
 *
 * @param value Value.
 */
export function parseMinutes( value: string ): number | null {
	const m = /^([01]?\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/.exec( value.trim() );
	const time = parseDateTime( value );
	return m ? +m[ 1 ] * 60 + +m[ 2 ] : time && minutes( time );
}

/**
 * A date_time row.
 *
 * Dates and times: before, after, on (the same day; for times the same minute) and between a range
 * 'start, end' (dates: a reversed range is swapped; times: a range whose start is after its end crosses
 * midnight). Days: is or includes_any, is_not or excludes_any of a list of 1 (Monday) to 7.
 *
 * @param rule  current_date, current_time or day_of_week.
 * @param op    Operator.
 * @param value Value.
 * @param now   Milliseconds since the epoch.
 * @param tz    The site's timezone.
 */
export function dateTime(
	rule: string,
	op: string,
	value: string,
	now: number,
	tz: string
): boolean {
	let wall = wallClock( now, tz );
	const time = rule === 'current_time';
	// A saved list of days: a JSON array or a comma-separated list of 1 to 7.
	const days = value.match( /\b[1-7]\b/g );
	const negative = /^(is_not|excludes_any)$/.test( op );
	if ( ! time && rule !== 'current_date' ) {
		return (
			rule === 'day_of_week' &&
			!! days &&
			( negative || /^(is|includes_any)$/.test( op ) ) &&
			days.includes( String( new Date( wall ).getUTCDay() || 7 ) ) !==
				negative
		);
	}
	if ( time ) {
		wall = minutes( wall );
	}
	const [ start, end = NaN ] = value
		.split( ',' )
		.map(
			( part ) => ( time ? parseMinutes : parseDateTime )( part ) ?? NaN
		);
	if ( op === 'between' ) {
		return time && start > end
			? wall >= start || wall <= end
			: wall >= Math.min( start, end ) && wall <= Math.max( start, end );
	}
	if ( op === 'on' ) {
		return time
			? wall === start
			: Math.floor( wall / DAY ) === Math.floor( start / DAY );
	}
	return op === 'before' ? wall < start : op === 'after' && wall > start;
}
