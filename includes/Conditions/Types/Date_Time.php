<?php
/**
 * Date and time, in the site's timezone.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Types;

use GBlocks_Pro\Conditions\Compare;
use GBlocks_Pro\Conditions\Condition_Type;
use GBlocks_Pro\Conditions\Context;
use GBlocks_Pro\Conditions\Registry;
use GBlocks_Pro\Conditions\Simulator\Reasons;

/**
 * The date_time type. Values are local (site timezone) 'YYYY-MM-DDTHH:mm'; a range is 'start, end';
 * day ids are 1 (Monday) to 7 (Sunday).
 */
final class Date_Time extends Condition_Type {

	private const DATE_OPERATORS = array( 'before', 'after', 'between', 'on' );

	/**
	 * Type id.
	 */
	public function name(): string {
		return 'date_time';
	}

	/**
	 * Label.
	 */
	public function label(): string {
		return __( 'Date & Time', 'gblocks-pro' );
	}

	/**
	 * Every rule of this type is decided from what the visitor's browser knows.
	 */
	protected function default_decided_in(): string {
		return self::VISITOR;
	}

	/**
	 * Rules.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function define_rules(): array {
		return array(
			'current_date' => array(
				'label'      => __( 'Current Date', 'gblocks-pro' ),
				'operators'  => self::DATE_OPERATORS,
				'value_type' => 'datetime',
			),
			'current_time' => array(
				'label'      => __( 'Current Time', 'gblocks-pro' ),
				'operators'  => self::DATE_OPERATORS,
				'value_type' => 'datetime',
			),
			'day_of_week'  => array(
				'label'          => __( 'Day of Week', 'gblocks-pro' ),
				'operators'      => array( 'is', 'is_not', 'includes_any', 'excludes_any' ),
				'value_type'     => 'day_selector',
				'supports_multi' => true,
			),
		);
	}

	/**
	 * Evaluates a date_time row.
	 *
	 * @param string  $rule     Rule id.
	 * @param string  $operator Operator.
	 * @param string  $value    Date, time, range or day ids.
	 * @param Context $context  Context (its clock).
	 */
	public function evaluate( string $rule, string $operator, string $value, Context $context ): bool {
		$now = $context->now();
		if ( 'day_of_week' === $rule ) {
			$days  = array_values( array_filter( Compare::items( $value ), static fn( string $day ): bool => (bool) preg_match( '/^[1-7]$/', $day ) ) );
			$today = $now->format( 'N' );
			if ( array() === $days ) {
				return false;
			}
			switch ( $operator ) {
				case 'is':
				case 'includes_any':
					return in_array( $today, $days, true );
				case 'is_not':
				case 'excludes_any':
					return ! in_array( $today, $days, true );
			}
			return false;
		}
		if ( 'current_date' === $rule ) {
			return self::compare_dates( $now, $operator, $value );
		}
		if ( 'current_time' === $rule ) {
			return self::compare_times( (int) $now->format( 'G' ) * 60 + (int) $now->format( 'i' ), $operator, $value );
		}
		return false;
	}

	/**
	 * Parses a local date-time ('YYYY-MM-DDTHH:mm', seconds or a space allowed, or a bare date).
	 *
	 * @param string $value Value.
	 */
	public static function parse_datetime( string $value ): ?\DateTimeImmutable {
		$value = trim( $value );
		foreach ( array( '!Y-m-d\TH:i', '!Y-m-d\TH:i:s', '!Y-m-d H:i', '!Y-m-d H:i:s', '!Y-m-d' ) as $format ) {
			$date   = \DateTimeImmutable::createFromFormat( $format, $value, wp_timezone() );
			$errors = \DateTimeImmutable::getLastErrors();
			if ( $date && ( false === $errors || ( 0 === $errors['warning_count'] && 0 === $errors['error_count'] ) ) ) {
				return $date;
			}
		}
		return null;
	}

	/**
	 * Minutes after midnight of 'HH:mm' or of the time part of a date-time; null when invalid.
	 *
	 * @param string $value Value.
	 */
	public static function parse_minutes( string $value ): ?int {
		$value = trim( $value );
		if ( preg_match( '/^([01]?\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/', $value, $m ) ) {
			return (int) $m[1] * 60 + (int) $m[2];
		}
		$date = self::parse_datetime( $value );
		return $date ? (int) $date->format( 'G' ) * 60 + (int) $date->format( 'i' ) : null;
	}

	/**
	 * Splits a range 'start, end'.
	 *
	 * @param string $value Value.
	 * @return array{0: string, 1: string}|null
	 */
	public static function split_range( string $value ): ?array {
		$parts = array_map( 'trim', explode( ',', $value ) );
		return 2 === count( $parts ) && '' !== $parts[0] && '' !== $parts[1] ? array( $parts[0], $parts[1] ) : null;
	}

	/**
	 * Date comparisons.
	 *
	 * @param \DateTimeImmutable $now      Now.
	 * @param string             $operator Operator.
	 * @param string             $value    Value.
	 */
	private static function compare_dates( \DateTimeImmutable $now, string $operator, string $value ): bool {
		if ( 'between' === $operator ) {
			$range = self::split_range( $value );
			$start = $range ? self::parse_datetime( $range[0] ) : null;
			$end   = $range ? self::parse_datetime( $range[1] ) : null;
			if ( ! $start || ! $end ) {
				return false;
			}
			if ( $start > $end ) {
				list( $start, $end ) = array( $end, $start );
			}
			return $now >= $start && $now <= $end;
		}
		$date = self::parse_datetime( $value );
		if ( ! $date ) {
			return false;
		}
		switch ( $operator ) {
			case 'before':
				return $now < $date;
			case 'after':
				return $now > $date;
			case 'on':
				return $now->format( 'Y-m-d' ) === $date->format( 'Y-m-d' );
		}
		return false;
	}

	/**
	 * Time-of-day comparisons, to the minute. A range whose start is after its end crosses midnight.
	 *
	 * @param int    $now      Minutes after midnight now.
	 * @param string $operator Operator.
	 * @param string $value    Value.
	 */
	private static function compare_times( int $now, string $operator, string $value ): bool {
		if ( 'between' === $operator ) {
			$range = self::split_range( $value );
			$start = $range ? self::parse_minutes( $range[0] ) : null;
			$end   = $range ? self::parse_minutes( $range[1] ) : null;
			if ( null === $start || null === $end ) {
				return false;
			}
			return $start <= $end ? ( $now >= $start && $now <= $end ) : ( $now >= $start || $now <= $end );
		}
		$time = self::parse_minutes( $value );
		if ( null === $time ) {
			return false;
		}
		switch ( $operator ) {
			case 'before':
				return $now < $time;
			case 'after':
				return $now > $time;
			case 'on':
				return $now === $time;
		}
		return false;
	}

	/**
	 * The simulator's sentence for a row of this type (Condition_Type::explain()).
	 *
	 * @param string  $rule     Canonical rule id.
	 * @param string  $operator Operator.
	 * @param string  $value    Value.
	 * @param bool    $result   Whether the row passed.
	 * @param Context $context  The simulated context.
	 */
	public function explain( string $rule, string $operator, string $value, bool $result, Context $context ): string {
		$now    = $context->now();
		$locale = $GLOBALS['wp_locale'] ?? null;
		if ( 'day_of_week' === $rule ) {
			$day  = $locale instanceof \WP_Locale ? $locale->get_weekday( (int) $now->format( 'w' ) ) : $now->format( 'l' );
			$days = array();
			foreach ( Compare::items( $value ) as $number ) {
				if ( preg_match( '/^[1-7]$/', $number ) ) {
					$days[] = $locale instanceof \WP_Locale ? $locale->get_weekday( (int) $number % 7 ) : $number;
				}
			}
			$positive = in_array( $operator, array( 'is', 'includes_any' ), true );
			/* translators: %s: days, e.g. Monday, Friday. */
			$want = $positive ? sprintf( __( 'one of %s', 'gblocks-pro' ), implode( ', ', $days ) ) : sprintf( __( 'none of %s', 'gblocks-pro' ), implode( ', ', $days ) );
			/* translators: %s: day of the week, e.g. Thursday. */
			return Reasons::sentence( sprintf( __( 'It is %s', 'gblocks-pro' ), $day ), $want );
		}
		$fact  = 'current_time' === $rule ? $now->format( 'H:i' ) : $now->format( 'Y-m-d H:i' );
		$label = Registry::operator_labels()[ $operator ] ?? $operator;
		if ( 'between' === $operator ) {
			$range = array_map( 'trim', explode( ',', $value ) );
			/* translators: 1: start, 2: end. */
			$compared = sprintf( __( '%1$s and %2$s', 'gblocks-pro' ), $range[0], $range[1] ?? '' );
		} else {
			$compared = trim( $value );
		}
		/* translators: 1: operator, e.g. "is before", 2: date or time. */
		$want = sprintf( __( 'a moment that %1$s %2$s', 'gblocks-pro' ), $label, $compared );
		/* translators: %s: date and time in the site timezone. */
		return Reasons::sentence( sprintf( __( 'It is %s (site time)', 'gblocks-pro' ), $fact ), $want );
	}

	/**
	 * A new row starts with "is after".
	 */
	protected function default_operator(): string {
		return 'after';
	}
}
