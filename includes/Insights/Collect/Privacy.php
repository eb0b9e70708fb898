<?php
/**
 * Privacy: the suggested policy text and the WP Consent API registration.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Insights\Collect;

use GBlocks_Pro\Support\Feature;

/**
 * Adds the suggested privacy-policy text (Settings > Privacy > Policy Guide) and tells the WP Consent
 * API that the plugin follows it (wp_consent_api_registered_{basename}): the counting script waits for
 * the visitor's "statistics" consent where the API is active.
 */
final class Privacy implements Feature {

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_init', array( self::class, 'add_policy_text' ) );
		add_filter( 'wp_consent_api_registered_' . plugin_basename( GBLOCKS_PRO_FILE ), '__return_true' );
	}

	/**
	 * The suggested text.
	 */
	public static function policy_text(): string {
		return '<p>' . __( 'This site counts how often its overlays (popups, slide-ins, banners) are shown, how they are closed, and whether a visitor then reaches the goal the site set for them (a click, a form, a page). Each count holds only the overlay, the day, the page address without its query, and the kind of device (desktop, tablet or mobile).', 'gblocks-pro' ) . '</p>'
			. '<p>' . __( 'No cookie is set for counting. Your IP address, browser user agent and user account are not stored. To limit abuse, a one-way hash of the address and user agent, made with a key that changes every day and is never stored with the counts, is kept for two minutes. Visitors who send Do Not Track or Global Privacy Control are not counted when the site honours them, and where a consent tool is installed counting waits for consent to statistics.', 'gblocks-pro' ) . '</p>';
	}

	/**
	 * Adds the text to the Policy Guide (admin_init).
	 */
	public static function add_policy_text(): void {
		if ( function_exists( 'wp_add_privacy_policy_content' ) ) {
			wp_add_privacy_policy_content( __( 'GBlocks Pro Insights', 'gblocks-pro' ), wp_kses_post( self::policy_text() ) );
		}
	}
}
