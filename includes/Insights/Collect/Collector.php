<?php
/**
 * The collection of one batch, whatever endpoint received it.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Insights\Collect;

use GBlocks_Pro\Insights\Goals;
use GBlocks_Pro\Insights\Settings;
use GBlocks_Pro\Insights\Storage\Codes;
use GBlocks_Pro\Insights\Storage\Event_Buffer;

/**
 * Validates a batch and appends its events: 204 counted (or not counted: a bot, a prefetch, counting
 * off, events over the rate limit, which are dropped and counted in `dropped`); 400 malformed, 403 a
 * forged signature or an overlay the page may not count or that is not published, 405 not a POST, 409
 * a replayed batch id, 413 too large. A refused batch counts nothing and changes nothing.
 */
final class Collector {

	/**
	 * The post type of overlays (the overlay feature's, named on the wire of the contract).
	 */
	private const OVERLAY_POST_TYPE = 'gblocks_overlay';

	/**
	 * Handles one request.
	 *
	 * @param string               $method HTTP method.
	 * @param string               $body   Raw body (read up to one byte over the limit).
	 * @param array<string, mixed> $server Server values ($_SERVER: headers, REMOTE_ADDR).
	 * @return array{status: int, code: string, message: string}
	 */
	public static function handle( string $method, string $body, array $server ): array {
		if ( 'POST' !== strtoupper( $method ) ) {
			return self::error( new \WP_Error( 'gblocks_insights_method', __( 'Send a batch with POST.', 'gblocks-pro' ), array( 'status' => 405 ) ) );
		}
		$length = $server['CONTENT_LENGTH'] ?? ( $server['HTTP_CONTENT_LENGTH'] ?? '' );
		$agent  = is_string( $server['HTTP_USER_AGENT'] ?? null ) ? (string) $server['HTTP_USER_AGENT'] : '';
		if ( Visitor_Filter::is_prefetch( $server ) || Visitor_Filter::is_bot( $agent ) || ! Settings::enabled() ) {
			return self::counted();
		}
		if ( is_numeric( $length ) && (float) $length > Codes::max_bytes() ) {
			/* translators: %d: bytes. */
			return self::error( new \WP_Error( 'gblocks_insights_too_large', sprintf( __( 'A batch holds at most %d bytes.', 'gblocks-pro' ), Codes::max_bytes() ), array( 'status' => 413 ) ) );
		}
		$batch = Batch::parse( $body );
		if ( $batch instanceof \WP_Error ) {
			return self::error( $batch );
		}
		if ( ! Page_Identity::verify( $batch->version, $batch->path, $batch->ids, $batch->sig ) ) {
			return self::error( new \WP_Error( 'gblocks_insights_signature', __( 'Invalid s: the signature does not match this page and its overlays.', 'gblocks-pro' ), array( 'status' => 403 ) ) );
		}
		$allowed = array_flip( $batch->ids );
		$used    = array();
		foreach ( $batch->events as $index => $event ) {
			if ( ! isset( $allowed[ $event['overlay'] ] ) ) {
				/* translators: %s: field name, e.g. e[2]. */
				return self::error( new \WP_Error( 'gblocks_insights_overlay', sprintf( __( 'Invalid %s: this page may not count that overlay.', 'gblocks-pro' ), 'e[' . $index . ']' ), array( 'status' => 403 ) ) );
			}
			$used[ $event['overlay'] ] = true;
		}
		$counted = self::countable( array_keys( $used ) );
		if ( $counted instanceof \WP_Error ) {
			return self::error( $counted );
		}
		if ( ! Replay_Guard::remember( $batch->id ) ) {
			return self::error( new \WP_Error( 'gblocks_insights_replayed', __( 'Invalid b: this batch was already received.', 'gblocks-pro' ), array( 'status' => 409 ) ) );
		}
		$events = array();
		foreach ( $batch->events as $event ) {
			if ( isset( $counted[ $event['overlay'] ] ) ) {
				$events[] = array(
					'overlay' => $event['overlay'],
					'kind'    => $event['kind'],
					'reason'  => $event['reason'],
					'device'  => $batch->device,
					'page'    => $batch->path,
				);
			}
		}
		if ( $events ) {
			$address = is_string( $server['REMOTE_ADDR'] ?? null ) ? (string) $server['REMOTE_ADDR'] : '';
			$fit     = Rate_Limit::take( Rate_Limit::key( $address, $agent ), count( $events ) );
			Event_Buffer::drop( count( $events ) - $fit );
			if ( $fit > 0 ) {
				Event_Buffer::append( array_slice( $events, 0, $fit ) );
			}
		}
		return self::counted();
	}

	/**
	 * The overlays of the batch that count, as keys: each must be a published overlay (else a 403); one
	 * whose counting was turned off is left out. Both come from the goals option when it is built
	 * (Goals: every published overlay and whether it is counted, autoloaded, rebuilt at the end of a
	 * request that changed an overlay), so a batch reads no post and no meta; an id it does not hold
	 * from its post and meta.
	 *
	 * @param int[] $ids Overlay ids.
	 * @return array<int, true>|\WP_Error
	 */
	private static function countable( array $ids ): array|\WP_Error {
		$stored = Goals::stored_counted() ?? array();
		// An id the option does not hold (not built, or built by a request that read the overlays
		// before this one was published) is read from its post, so that a stale option never refuses
		// a published overlay's events.
		$unknown = array_diff( $ids, array_keys( $stored ) );
		if ( $unknown ) {
			$stored += self::read_counted( array_values( $unknown ) );
		}
		$counted = array();
		foreach ( $ids as $id ) {
			if ( ! isset( $stored[ $id ] ) ) {
				/* translators: %d: overlay id. */
				return new \WP_Error( 'gblocks_insights_overlay', sprintf( __( 'Invalid o: %d is not a published overlay.', 'gblocks-pro' ), $id ), array( 'status' => 403 ) );
			}
			if ( $stored[ $id ] ) {
				$counted[ $id ] = true;
			}
		}
		return $counted;
	}

	/**
	 * Which of these ids are published overlays, and whether each is counted, read from the posts and
	 * their meta (ids the goals option does not hold).
	 *
	 * @param int[] $ids Overlay ids.
	 * @return array<int, bool>
	 */
	private static function read_counted( array $ids ): array {
		_prime_post_caches( $ids, false, true );
		$counted = array();
		foreach ( $ids as $id ) {
			$post = get_post( $id );
			if ( ! $post instanceof \WP_Post || self::OVERLAY_POST_TYPE !== $post->post_type || 'publish' !== $post->post_status ) {
				continue;
			}
			// No row: the default (on); a stored false reads back as ''.
			$stored         = get_post_meta( $id, '_gb_overlay_insights_enabled', false );
			$enabled        = is_array( $stored ) && array() !== $stored ? $stored[0] : true;
			$counted[ $id ] = true === $enabled || filter_var( $enabled, FILTER_VALIDATE_BOOLEAN );
		}
		return $counted;
	}

	/**
	 * A 204.
	 *
	 * @return array{status: int, code: string, message: string}
	 */
	private static function counted(): array {
		return array(
			'status'  => 204,
			'code'    => '',
			'message' => '',
		);
	}

	/**
	 * A refusal as an answer.
	 *
	 * @param \WP_Error $error The refusal.
	 * @return array{status: int, code: string, message: string}
	 */
	private static function error( \WP_Error $error ): array {
		$data = $error->get_error_data();
		return array(
			'status'  => is_array( $data ) && isset( $data['status'] ) ? (int) $data['status'] : 400,
			'code'    => (string) $error->get_error_code(),
			'message' => $error->get_error_message(),
		);
	}
}
