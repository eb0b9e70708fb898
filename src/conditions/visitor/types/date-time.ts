/**
 * The date_time rules of includes/Conditions/Types/Date_Time.php in the site's timezone: the visitor's
 * clock gives now, the server the timezone (an IANA name or a '+05:30' style offset). Moments are
 * compared as wall-clock milliseconds of that timezone (its local time read as UTC); the server compares
 * instants, which differs only within the hour a clock goes back.
 *
 * Written for the minifier (issue 24: the evaluator stays under 1.5 KB gzipped): an unparsable date or
 * time is NaN, which no comparison passes.
 */

import { is } from '../compare';
import type { BrowserRule } from '../evaluate';

const DAY = 864e5;
// One formatter per timezone: making one costs far more than using it.
const clocks: Record< string, Intl.DateTimeFormat > = {};

/**
 * Wall-clock milliseconds of a moment in a timezone.
 *
 * @param now Milliseconds since the epoch.
 * @param tz  IANA name or '+05:30' style offset.
 */
export function wallClock( now: number, tz: string ): number {
	const offset = Date.parse( '1970-01-01T00:00' + tz );
	// NaN (no offset) is not below a day.
	if ( offset < DAY ) {
		return now - offset;
	}
	// Swedish writes a date as ISO 8601 does: 2024-01-05 09:05:07.
	return (
		parseDateTime(
			( clocks[ tz ] ??= Intl.DateTimeFormat( 'sv', {
				dateStyle: 'short',
				timeStyle: 'medium',
				timeZone: tz,
			} ) ).format( now )
		) +
		( now % 1000 )
	);
}

/**
 * Date_Time::parse_datetime() of a saved value, in wall-clock ms: 'YYYY-MM-DDTHH:mm' (seconds or a
 * space allowed, or a bare date). The server saves only values its parser accepts (Tree::validate), so
 * the parts are read without checking their shape again; what is no date is NaN.
 *
 * @param value Value.
 */
function parseDateTime( value: string ): number {
	const part = value.trim().split( /[-T :]+/ ) as unknown as number[];
	// Date.UTC() reads the strings as numbers; the time parts a bare date lacks are 0.
	return Date.UTC( part[ 0 ], part[ 1 ] - 1, ...part.slice( 2 ) );
}

/**
 * A date_time row.
 *
 * Dates and times: before, after, on (the same day; for times the same minute) and between a range
 * 'start, end' (dates: a reversed range is swapped; times: a range whose start is after its end crosses
 * midnight). Days: is or includes_any, is_not or excludes_any of a list of 1 (Monday) to 7.
 *
 * The rule of a visitor whose clock reads now (ms since the epoch), on a site in this timezone (an
 * IANA name or a '+05:30' style offset): rule current_date, current_time or day_of_week.
 *
 * @param now The visitor's clock.
 * @param tz  The site's timezone.
 */
export const dateTimeRule =
	( now: number, tz: string ): BrowserRule =>
	( rule, op, value ) => {
		const wall = wallClock( now, tz );
		const time = rule === 'current_time';
		if ( ! time && rule !== 'current_date' ) {
			// A saved list of days holds only the digits 1 (Monday) to 7, as a JSON array or a
			// comma-separated list (Tree::validate): today is in it when its digit is.
			return (
				rule === 'day_of_week' &&
				is(
					// includes() reads the number as its digit.
					value.includes(
						( new Date( wall ).getUTCDay() ||
							7 ) as unknown as string
					),
					(
						{
							includes_any: 'is',
							excludes_any: 'is_not',
						} as Record< string, string >
					 )[ op ] || op
				)
			);
		}
		// Moments in the unit compared: dates to the millisecond, or to the day for 'on'; times to the
		// minute of the day (a saved 'HH:mm' is read as that time on 1970-01-01, a date-time gives its time).
		const unit = time ? 6e4 : ( op === 'on' && DAY ) || 1;
		const at = ( wallMs: number ) =>
			Math.floor( ( time ? wallMs % DAY : wallMs ) / unit );
		const moment = at( wall );
		// A missing end is undefined: no comparison with it passes, as with NaN.
		const [ start, end ] = value
			.split( ',' )
			.map( ( part ) =>
				at(
					parseDateTime(
						time && ! part.includes( '-' )
							? '1970-01-01T' + part
							: part
					)
				)
			);
		// An operator the rule does not offer is undefined (or an Object.prototype member): false.
		return (
			{
				before: moment < start,
				after: moment > start,
				on: moment === start,
				// Between, whichever end comes first (dates: a reversed range is swapped): the moment is on
				// neither side of both ends. A range of times whose start is after its end crosses midnight:
				// the moment is not strictly inside the gap.
				between:
					( moment - start ) *
						( moment - end ) *
						( time && start > end ? -1 : 1 ) <=
					0,
			}[ op ] === true
		);
	};
