<?php
/**
 * The overlay journey on the front end: frequency caps and the triggers the runtime does not watch.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays;

use GBlocks_Pro\Support\Assets;
use GBlocks_Pro\Support\Feature;

/**
 * Loads build/overlay-journey.js (src/overlays/journey, issue 39 §4, §5) on demand: on a page that
 * printed an overlay using a trigger only the journey fires or a frequency cap, and on every page with an
 * overlay where the visitor-history counter was printed (it counts overlay views, closes and conversions
 * into the history for the Visitor rules). A classic footer script, so that it listens before the
 * deferred overlay runtime opens anything.
 *
 * It asks for the visitor history (gblocks_pro_visitor_history_needed) on sites where a published
 * overlay uses a cap, the nth-page-view trigger, or stays closed for some hours after a close (which the
 * history keeps instead of the gb_overlay_closed_{id} cookie; cookies visitors already have stay
 * honoured by the runtime).
 */
final class Journey implements Feature {

	/**
	 * The script's entry and handle suffix.
	 */
	public const ENTRY = 'overlay-journey';

	/**
	 * Hooks the script and the history request.
	 */
	public function register(): void {
		add_action( 'gblocks_pro_overlays_printed', array( self::class, 'enqueue' ), 10, 2 );
		add_filter( 'gblocks_pro_visitor_history_needed', array( self::class, 'history_needed' ) );
	}

	/**
	 * The automatic triggers of an overlay: its trigger and its more triggers ([] when it is not
	 * automatic: a panel, or a trigger a visitor fires).
	 *
	 * @param array<string, mixed> $settings Its settings (Meta::settings()).
	 * @return string[]
	 */
	public static function triggers( array $settings ): array {
		$trigger = (string) ( $settings['trigger_type'] ?? '' );
		if ( 'standard' !== (string) ( $settings['type'] ?? '' ) || Meta::is_interactive( $trigger ) ) {
			return array();
		}
		return array_values( array_unique( array_filter( array_merge( array( $trigger ), explode( ',', (string) ( $settings['more_triggers'] ?? '' ) ) ) ) ) );
	}

	/**
	 * Whether an overlay's automatic openings depend on the visitor history: a cap, the nth page view,
	 * or staying closed after a close.
	 *
	 * @param array<string, mixed> $settings Its settings.
	 */
	public static function uses_history( array $settings ): bool {
		$triggers = self::triggers( $settings );
		return array() !== $triggers && (
			(int) ( $settings['cap_count'] ?? 0 ) > 0
			|| (int) ( $settings['cap_gap_minutes'] ?? 0 ) > 0
			|| '' !== (string) ( $settings['stop_after_conversion'] ?? '' )
			|| (int) ( $settings['cookie_duration'] ?? 0 ) > 0
			|| in_array( 'page-view', $triggers, true )
		);
	}

	/**
	 * Whether an overlay needs the journey on its page: a cap, or a trigger only the journey fires.
	 *
	 * @param array<string, mixed> $settings Its settings.
	 */
	public static function needed_by( array $settings ): bool {
		return self::uses_history( $settings ) || array() !== array_intersect( Meta::journey_triggers(), self::triggers( $settings ) );
	}

	/**
	 * Asks for the visitor history on sites where a published overlay depends on it
	 * (gblocks_pro_visitor_history_needed). Reads the active list (autoloaded): no query.
	 *
	 * @param mixed $needed Whether another feature needs it.
	 */
	public static function history_needed( $needed ): bool {
		if ( $needed ) {
			return true;
		}
		foreach ( Active_List::get() as $overlay ) {
			if ( self::uses_history( $overlay['settings'] ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Enqueues the journey after the overlays were printed (gblocks_pro_overlays_printed), when one of
	 * them needs it or the visitor-history counter was printed on this page.
	 *
	 * @param mixed $ids      The printed overlays' ids.
	 * @param mixed $settings Their settings, by id.
	 */
	public static function enqueue( $ids = array(), $settings = array() ): void {
		$needed = did_action( 'gblocks_pro_visitor_history_printed' ) > 0;
		foreach ( is_array( $settings ) ? $settings : array() as $one ) {
			$needed = $needed || ( is_array( $one ) && self::needed_by( $one ) );
		}
		$asset = $needed ? Assets::asset( self::ENTRY ) : null;
		if ( null === $asset ) {
			return;
		}
		wp_enqueue_script( Assets::handle( self::ENTRY ), plugins_url( 'build/' . self::ENTRY . '.js', GBLOCKS_PRO_FILE ), array(), $asset['version'], array( 'in_footer' => true ) );
	}
}
