<?php
/**
 * A range of the site's days, as the reports read it.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Insights\Reports;

/**
 * Two days of the site's calendar (YYYY-MM-DD, both included), parsed once for REST and WP-CLI: a bad
 * date, `to` before `from` or a range longer than MAX_DAYS is an error naming the parameter.
 */
final class Range {

	/**
	 * The longest range, in days (both ends included).
	 */
	public const MAX_DAYS = 3660;

	/**
	 * The default range's length, in days, ending today.
	 */
	public const DEFAULT_DAYS = 30;

	/**
	 * The pattern of a day, as the parameters' schema gives it.
	 */
	public const PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

	/**
	 * A range of days.
	 *
	 * @param string $from The first day, YYYY-MM-DD.
	 * @param string $to   The last day, YYYY-MM-DD.
	 */
	private function __construct( public readonly string $from, public readonly string $to ) {
	}

	/**
	 * The range the parameters name: each day given, or by default the last DEFAULT_DAYS days ending
	 * today (the site's day); an error naming `from` or `to` otherwise (data: status 400 and `param`).
	 *
	 * @param string|null $from The first day, or null for the default.
	 * @param string|null $to   The last day, or null for today.
	 */
	public static function parse( ?string $from, ?string $to ): self|\WP_Error {
		$last = null === $to || '' === $to ? self::today() : self::day( $to );
		if ( null === $last ) {
			return self::invalid( 'to', __( 'to must be a date such as 2026-01-31 (YYYY-MM-DD).', 'gblocks-pro' ) );
		}
		$first = null === $from || '' === $from ? $last->modify( '-' . ( self::DEFAULT_DAYS - 1 ) . ' days' ) : self::day( $from );
		if ( null === $first ) {
			return self::invalid( 'from', __( 'from must be a date such as 2026-01-01 (YYYY-MM-DD).', 'gblocks-pro' ) );
		}
		if ( $last < $first ) {
			return self::invalid( 'to', __( 'to must not be before from.', 'gblocks-pro' ) );
		}
		$range = new self( $first->format( 'Y-m-d' ), $last->format( 'Y-m-d' ) );
		if ( $range->days() > self::MAX_DAYS ) {
			/* translators: %d: the largest number of days. */
			return self::invalid( 'from', sprintf( __( 'The range from from to to may cover at most %d days.', 'gblocks-pro' ), self::MAX_DAYS ) );
		}
		return $range;
	}

	/**
	 * The number of days of the range, both ends included.
	 */
	public function days(): int {
		return (int) self::at( $this->from )->diff( self::at( $this->to ) )->days + 1;
	}

	/**
	 * The range of the same length that ends the day before this one starts.
	 */
	public function previous(): self {
		$start = self::at( $this->from );
		return new self( $start->modify( '-' . $this->days() . ' days' )->format( 'Y-m-d' ), $start->modify( '-1 day' )->format( 'Y-m-d' ) );
	}

	/**
	 * Every day of the range, in order.
	 *
	 * @return list<string>
	 */
	public function each_day(): array {
		$days = array();
		$day  = self::at( $this->from );
		$last = self::at( $this->to );
		while ( $day <= $last ) {
			$days[] = $day->format( 'Y-m-d' );
			$day    = $day->modify( '+1 day' );
		}
		return $days;
	}

	/**
	 * Whether a text is a day of the calendar, YYYY-MM-DD.
	 *
	 * @param string $text The text.
	 */
	public static function is_day( string $text ): bool {
		return null !== self::day( $text );
	}

	/**
	 * Today in the site's timezone, at midnight.
	 */
	private static function today(): \DateTimeImmutable {
		return self::at( current_datetime()->format( 'Y-m-d' ) );
	}

	/**
	 * A day of the calendar (midnight UTC: only its date is used), or null when the text is not one.
	 *
	 * @param string $text YYYY-MM-DD.
	 */
	private static function day( string $text ): ?\DateTimeImmutable {
		if ( 1 !== preg_match( '/' . self::PATTERN . '/', $text ) ) {
			return null;
		}
		list( $year, $month, $day ) = array_map( 'intval', explode( '-', $text ) );
		return $year >= 1 && checkdate( $month, $day, $year ) ? self::at( $text ) : null;
	}

	/**
	 * A valid YYYY-MM-DD at midnight UTC.
	 *
	 * @param string $text The day.
	 */
	private static function at( string $text ): \DateTimeImmutable {
		return new \DateTimeImmutable( $text . ' 00:00:00', new \DateTimeZone( 'UTC' ) );
	}

	/**
	 * An error naming the parameter.
	 *
	 * @param string $param   from or to.
	 * @param string $message The message.
	 */
	private static function invalid( string $param, string $message ): \WP_Error {
		return new \WP_Error(
			'rest_invalid_param',
			$message,
			array(
				'status' => 400,
				'param'  => $param,
			)
		);
	}
}
