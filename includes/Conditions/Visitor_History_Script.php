<?php
/**
 * The visitor history's scripts on the front end.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

use GBlocks_Pro\Page_Cache\Visitor_Script;
use GBlocks_Pro\Support\Feature;

/**
 * Loads the visitor history (issue 39 §2) only on sites that use it: a condition with a rule only the
 * browser can decide (Condition_Store::may_have_browser_rules()), or another feature that asks for it
 * (the filter gblocks_pro_visitor_history_needed, e.g. frequency caps).
 *
 * - The counter (build/visitor-history.js, inline, first in <head>): counts the page view into the
 *   history and keeps it. Not printed when the site keeps no history (the setting); the history rules
 *   then fail closed.
 * - The history rules (build/visitor-history-rules.js): printed inline right before the visitor
 *   evaluator, wherever a page needs it (Page_Cache\Visitor_Script's companions).
 * - The overlay events are counted by the overlay journey (Overlays\Journey), which loads on pages
 *   with an overlay where the counter was printed (the action gblocks_pro_visitor_history_printed).
 *
 * Consent: with the WP Consent API active, the history is kept only with the visitor's consent to the
 * category CONSENT_CATEGORY ('preferences': it remembers what a visitor saw to decide what the site
 * shows them, is never sent anywhere, and is neither statistics nor marketing).
 */
final class Visitor_History_Script implements Feature {

	/**
	 * The counter's entry and its tag id.
	 */
	public const COUNTER = 'visitor-history';

	/**
	 * The history rules' entry.
	 */
	public const RULES = 'visitor-history-rules';

	/**
	 * The WP Consent API category the history is kept with.
	 */
	public const CONSENT_CATEGORY = 'preferences';

	/**
	 * The setting: whether the history is kept ('1' / '0'; default '1').
	 */
	public const SETTING = 'gblocks_pro_visitor_history';

	/**
	 * How long without a page view ends a session, in seconds (filter gblocks_pro_visitor_session_idle).
	 */
	public const SESSION_IDLE = 1800;

	/**
	 * Hooks the scripts.
	 */
	public function register(): void {
		add_action( 'wp_head', array( self::class, 'print_counter' ), 0 );
		add_filter( 'gblocks_pro_visitor_conditions_companions', array( self::class, 'rules_tag' ) );
	}

	/**
	 * Whether this site uses the history: a condition with a history rule, or a feature that needs it.
	 */
	public static function used(): bool {
		/**
		 * Filters whether a feature needs the visitor history on this site (frequency caps, triggers).
		 *
		 * @param bool $needed Whether it is needed (false by default).
		 */
		return Condition_Store::instance()->may_have_browser_rules() || (bool) apply_filters( 'gblocks_pro_visitor_history_needed', false );
	}

	/**
	 * Whether the site keeps a visitor history (the setting, read from the autoloaded options).
	 */
	public static function kept(): bool {
		$all = wp_load_alloptions();
		return ! isset( $all[ self::SETTING ] ) || '0' !== (string) $all[ self::SETTING ];
	}

	/**
	 * Whether the WP Consent API is active.
	 */
	public static function consent_api_active(): bool {
		return function_exists( 'wp_has_consent' );
	}

	/**
	 * The session idle time in seconds (at least a minute).
	 */
	public static function session_idle(): int {
		/**
		 * Filters how long a visitor may go without a page view before their next one starts a new
		 * session (visit), in seconds. Default 1800 (30 minutes); at least 60.
		 *
		 * @param int $seconds Seconds.
		 */
		return max( 60, (int) apply_filters( 'gblocks_pro_visitor_session_idle', self::SESSION_IDLE ) );
	}

	/**
	 * Prints the counter first in <head> (wp_head, priority 0) on sites that use and keep the history.
	 */
	public static function print_counter(): void {
		if ( ! self::kept() || ! self::used() ) {
			return;
		}
		$attributes = array(
			'id'           => 'gblocks-pro-' . self::COUNTER,
			'data-gb-idle' => (string) self::session_idle(),
		);
		if ( self::consent_api_active() ) {
			$attributes['data-gb-consent'] = self::CONSENT_CATEGORY;
		}
		echo Visitor_Script::inline( self::COUNTER, $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- A built script in a tag made by wp_get_inline_script_tag().
		/**
		 * Fires when the visitor-history counter was printed in <head>: this page keeps a history.
		 */
		do_action( 'gblocks_pro_visitor_history_printed' );
	}

	/**
	 * The history rules' tag, before the evaluator (gblocks_pro_visitor_conditions_companions), on
	 * sites with a history rule.
	 *
	 * @param mixed $tags The tags so far.
	 */
	public static function rules_tag( $tags ): string {
		$tags = is_string( $tags ) ? $tags : '';
		if ( ! Condition_Store::instance()->may_have_browser_rules() ) {
			return $tags;
		}
		return $tags . Visitor_Script::inline( self::RULES, array( 'id' => 'gblocks-pro-' . self::RULES ) );
	}
}
