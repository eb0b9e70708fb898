<?php
/**
 * A visitor history built by hand (the simulator, the CLI, the parity table).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

/**
 * What a visitor's browser remembers of their visits (src/shared/visitor-history), as someone simulating
 * a visit describes it. The server never sees a real one: it is kept in the visitor's browser and never
 * sent, so the Visitor type decides on the server only in a simulated context that holds one.
 *
 * The shape read (every key optional):
 *
 *     {
 *       "page_views": 5, "session_page_views": 2, "sessions": 3, "session_seconds": 120,
 *       "landing_page": "/sale/", "referrer": "", "utm_source": "news", "utm_medium": "", "utm_campaign": "",
 *       "overlays": { "12": { "views": [0, 2.5], "closes": [2.5], "conversions": [] } }
 *     }
 *
 * The first touch (landing_page, referrer, utm_*) is where the first visit came in. Each overlay list
 * holds the age in days of each event, one entry per event; as in the browser, a window of days counts
 * at most the RECENT newest events of each overlay.
 */
final class Visitor_History {

	/**
	 * How many of the last times of each overlay event the browser keeps (src/shared/visitor-history RECENT).
	 */
	public const RECENT = 10;

	/**
	 * The overlay events, by the name the hand-built shape uses.
	 */
	public const EVENTS = array( 'views', 'closes', 'conversions' );

	/**
	 * The first touch's fields.
	 */
	public const TOUCH = array( 'landing_page', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign' );

	/**
	 * The counts.
	 *
	 * @var array{page_views: int, session_page_views: int, sessions: int, session_seconds: int}
	 */
	private array $counts;

	/**
	 * The first touch, by field.
	 *
	 * @var array<string, string>
	 */
	private array $touch = array();

	/**
	 * Per overlay id and event, the ages of its events in days, newest first.
	 *
	 * @var array<int, array<string, float[]>>
	 */
	private array $overlays = array();

	/**
	 * A history from the shape above; null when it is not one (an error names what is wrong).
	 *
	 * @param mixed $value The decoded JSON.
	 * @return self|\WP_Error
	 */
	public static function from_array( mixed $value ): self|\WP_Error {
		if ( ! is_array( $value ) ) {
			return self::error( __( 'The visitor history must be a JSON object.', 'gblocks-pro' ) );
		}
		$history = new self();
		$counts  = array();
		foreach ( array( 'page_views', 'session_page_views', 'sessions', 'session_seconds' ) as $key ) {
			$count = $value[ $key ] ?? ( 'session_seconds' === $key ? 0 : 1 );
			if ( ! is_int( $count ) || $count < 0 ) {
				/* translators: %s: a key of the visitor history, e.g. page_views. */
				return self::error( sprintf( __( 'The visitor history\'s "%s" must be a whole number of at least 0.', 'gblocks-pro' ), $key ) );
			}
			$counts[ $key ] = $count;
		}
		$history->counts = $counts;
		foreach ( self::TOUCH as $key ) {
			$text = $value[ $key ] ?? '';
			if ( ! is_string( $text ) ) {
				/* translators: %s: a key of the visitor history, e.g. utm_source. */
				return self::error( sprintf( __( 'The visitor history\'s "%s" must be text.', 'gblocks-pro' ), $key ) );
			}
			$history->touch[ $key ] = substr( $text, 0, 200 );
		}
		$overlays = $value['overlays'] ?? array();
		if ( ! is_array( $overlays ) ) {
			return self::error( __( 'The visitor history\'s "overlays" must be an object of overlay ids.', 'gblocks-pro' ) );
		}
		foreach ( $overlays as $id => $events ) {
			if ( ! is_int( $id ) || $id <= 0 || ! is_array( $events ) ) {
				return self::error( __( 'The visitor history\'s "overlays" must be an object of overlay ids.', 'gblocks-pro' ) );
			}
			foreach ( self::EVENTS as $event ) {
				$ages = $events[ $event ] ?? array();
				if ( ! is_array( $ages ) || ! array_is_list( $ages ) ) {
					/* translators: %s: views, closes or conversions. */
					return self::error( sprintf( __( 'An overlay\'s "%s" must be a list of ages in days.', 'gblocks-pro' ), $event ) );
				}
				foreach ( $ages as $age ) {
					if ( ! ( is_int( $age ) || is_float( $age ) ) || $age < 0 ) {
						/* translators: %s: views, closes or conversions. */
						return self::error( sprintf( __( 'An overlay\'s "%s" must be a list of ages in days.', 'gblocks-pro' ), $event ) );
					}
				}
				$ages = array_map( 'floatval', $ages );
				sort( $ages );
				$history->overlays[ $id ][ $event ] = $ages;
			}
		}
		return $history;
	}

	/**
	 * The 400 of a history that cannot be read.
	 *
	 * @param string $message What is wrong.
	 */
	private static function error( string $message ): \WP_Error {
		return new \WP_Error( 'gblocks_pro_invalid_history', $message, array( 'status' => 400 ) );
	}

	/**
	 * A count: page_views, session_page_views, sessions or session_seconds (0 for another).
	 *
	 * @param string $key The count.
	 */
	public function count( string $key ): int {
		return $this->counts[ $key ] ?? 0;
	}

	/**
	 * A field of the first touch (landing_page, referrer, utm_*; '' for another).
	 *
	 * @param string $key The field.
	 */
	public function touch( string $key ): string {
		return $this->touch[ $key ] ?? '';
	}

	/**
	 * How many events of an overlay (or of any, for 0) within the last $days days (0: ever).
	 *
	 * @param int    $overlay The overlay id (0: any overlay).
	 * @param string $event   views, closes or conversions.
	 * @param int    $days    The window (0: ever).
	 */
	public function events( int $overlay, string $event, int $days ): int {
		$sum = 0;
		foreach ( $this->overlays as $id => $events ) {
			if ( 0 !== $overlay && $id !== $overlay ) {
				continue;
			}
			$ages = $events[ $event ] ?? array();
			if ( 0 === $days ) {
				$sum += count( $ages );
				continue;
			}
			foreach ( array_slice( $ages, 0, self::RECENT ) as $age ) {
				$sum += $age <= $days ? 1 : 0;
			}
		}
		return $sum;
	}
}
