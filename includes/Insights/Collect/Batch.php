<?php
/**
 * One batch of events from the counting script, validated (INSIGHTS.md, the wire).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Insights\Collect;

use GBlocks_Pro\Insights\Storage\Codes;

/**
 * Parses the body of a batch: { v, b, p, o, s, d, e }. Anything else than the shape of the wire is a
 * refusal naming the field (400), more events or bytes than the limits of insights.json a 413. The
 * signature is checked by the caller (Collector), with Page_Identity.
 */
final class Batch {

	/**
	 * A validated batch.
	 *
	 * @param int                                                     $version Wire version.
	 * @param string                                                  $id      Batch id.
	 * @param string                                                  $path    Page path.
	 * @param int[]                                                   $ids     Overlay ids the page may count.
	 * @param string                                                  $sig     Signature.
	 * @param string                                                  $device  Device class.
	 * @param list<array{kind: string, overlay: int, reason: string}> $events  Events.
	 */
	private function __construct(
		public readonly int $version,
		public readonly string $id,
		public readonly string $path,
		public readonly array $ids,
		public readonly string $sig,
		public readonly string $device,
		public readonly array $events
	) {}

	/**
	 * A refusal: status and a message naming what is wrong.
	 *
	 * @param int    $status HTTP status.
	 * @param string $code   Error code.
	 * @param string $message Message.
	 */
	private static function refuse( int $status, string $code, string $message ): \WP_Error {
		return new \WP_Error( $code, $message, array( 'status' => $status ) );
	}

	/**
	 * The batch in a request body, or the refusal.
	 *
	 * @param string $body The body as sent.
	 */
	public static function parse( string $body ): self|\WP_Error {
		if ( strlen( $body ) > Codes::max_bytes() ) {
			/* translators: %d: bytes. */
			return self::refuse( 413, 'gblocks_insights_too_large', sprintf( __( 'A batch holds at most %d bytes.', 'gblocks-pro' ), Codes::max_bytes() ) );
		}
		$data = json_decode( $body, true, 4 );
		if ( ! is_array( $data ) || array_is_list( $data ) && array() !== $data ) {
			return self::refuse( 400, 'gblocks_insights_malformed', __( 'The body is not a JSON object.', 'gblocks-pro' ) );
		}
		$version = $data['v'] ?? null;
		if ( Codes::wire_version() !== $version ) {
			/* translators: %d: wire version. */
			return self::invalid( 'v', sprintf( __( 'the wire version %d', 'gblocks-pro' ), Codes::wire_version() ) );
		}
		$id = $data['b'] ?? null;
		if ( ! is_string( $id ) || 1 !== preg_match( '/^[A-Za-z0-9]{' . Codes::batch_id_length() . '}$/', $id ) ) {
			/* translators: %d: length. */
			return self::invalid( 'b', sprintf( __( '%d letters or digits', 'gblocks-pro' ), Codes::batch_id_length() ) );
		}
		$path = $data['p'] ?? null;
		if ( ! is_string( $path ) || ! str_starts_with( $path, '/' ) || strlen( $path ) > Codes::page_length() * 4 || 1 === preg_match( '/[?#\x00-\x1f\x7f]/', $path ) || ! mb_check_encoding( $path, 'UTF-8' ) || mb_strlen( $path, 'UTF-8' ) > Codes::page_length() ) {
			return self::invalid( 'p', __( 'a path starting with /', 'gblocks-pro' ) );
		}
		$ids = $data['o'] ?? null;
		if ( ! is_array( $ids ) || ! array_is_list( $ids ) || array() === $ids || count( $ids ) > Codes::max_events() ) {
			return self::invalid( 'o', __( 'a list of overlay ids', 'gblocks-pro' ) );
		}
		foreach ( $ids as $overlay ) {
			if ( ! is_int( $overlay ) || $overlay < 1 ) {
				return self::invalid( 'o', __( 'a list of overlay ids', 'gblocks-pro' ) );
			}
		}
		$sig = $data['s'] ?? null;
		if ( ! is_string( $sig ) || 1 !== preg_match( '/^[0-9a-f]{64}$/', $sig ) ) {
			return self::invalid( 's', __( '64 hexadecimal digits', 'gblocks-pro' ) );
		}
		$device = $data['d'] ?? null;
		if ( ! is_string( $device ) || ! isset( Codes::devices()[ $device ] ) ) {
			return self::invalid( 'd', implode( ', ', array_keys( Codes::devices() ) ) );
		}
		$list = $data['e'] ?? null;
		if ( ! is_array( $list ) || ! array_is_list( $list ) || array() === $list ) {
			return self::invalid( 'e', __( 'a list of events', 'gblocks-pro' ) );
		}
		if ( count( $list ) > Codes::max_events() ) {
			/* translators: %d: number of events. */
			return self::refuse( 413, 'gblocks_insights_too_large', sprintf( __( 'A batch holds at most %d events.', 'gblocks-pro' ), Codes::max_events() ) );
		}
		$events    = array();
		$converted = array();
		foreach ( $list as $index => $event ) {
			$parsed = self::event( $event );
			$field  = 'e[' . $index . ']';
			if ( null === $parsed ) {
				return self::invalid( $field, __( '[kind, overlay id] or ["close", overlay id, reason]', 'gblocks-pro' ) );
			}
			if ( 'conversion' === $parsed['kind'] ) {
				if ( isset( $converted[ $parsed['overlay'] ] ) ) {
					/* translators: %s: field name, e.g. e[3]. */
					return self::refuse( 400, 'gblocks_insights_invalid', sprintf( __( '%s: a conversion counts once per overlay in a batch.', 'gblocks-pro' ), $field ) );
				}
				$converted[ $parsed['overlay'] ] = true;
			}
			$events[] = $parsed;
		}
		return new self( $version, $id, $path, $ids, $sig, $device, $events );
	}

	/**
	 * One event, or null when it is not of the wire's shape.
	 *
	 * @param mixed $event The event as sent.
	 * @return array{kind: string, overlay: int, reason: string}|null
	 */
	private static function event( mixed $event ): ?array {
		if ( ! is_array( $event ) || ! array_is_list( $event ) || count( $event ) < 2 ) {
			return null;
		}
		list( $kind, $overlay ) = $event;
		if ( ! is_string( $kind ) || ! isset( Codes::kinds()[ $kind ] ) || ! is_int( $overlay ) || $overlay < 1 ) {
			return null;
		}
		$reason = '';
		if ( 'close' === $kind ) {
			$reason = $event[2] ?? null;
			if ( 3 !== count( $event ) || ! is_string( $reason ) || ! isset( Codes::reasons()[ $reason ] ) ) {
				return null;
			}
		} elseif ( 2 !== count( $event ) ) {
			return null;
		}
		return array(
			'kind'    => $kind,
			'overlay' => $overlay,
			'reason'  => $reason,
		);
	}

	/**
	 * A 400 naming the field and what it must be.
	 *
	 * @param string $field    The field.
	 * @param string $expected What it must hold.
	 */
	private static function invalid( string $field, string $expected ): \WP_Error {
		/* translators: 1: field name, 2: what it must hold. */
		return self::refuse( 400, 'gblocks_insights_invalid', sprintf( __( 'Invalid %1$s: expected %2$s.', 'gblocks-pro' ), $field, $expected ) );
	}
}
