<?php
/**
 * Page cache compatibility: whether a request may be stored by a shared cache, and what it tells caches.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Page_Cache;

use GBlocks_Pro\Support\Feature;

/**
 * The switch "Page cache compatibility" (option gblocks_pro_cache_safe_conditions) and what follows from it.
 *
 * - mode(): the choice, one of MODES: FOLLOW_WP_CACHE ('auto', also what an absent or unreadable value
 *   means), ON or OFF. Activation stores 'auto' (autoloaded, so that reading the switch costs no query
 *   on any request); the settings route reads and writes the three values, so "automatic" can be chosen
 *   again after a choice. Values stored before the three states ('1', '0', true, false) read as on or
 *   off, so no migration is needed; get_option() answers them as the mode (filter
 *   option_gblocks_pro_cache_safe_conditions).
 * - enabled(): on for ON, off for OFF, WP_CACHE for 'auto'; filter gblocks_pro_cache_safe_conditions.
 * - storable(): this request may be stored by a shared page cache: an anonymous front-end GET (or HEAD)
 *   that is not a preview, the admin, REST, AJAX, cron, XML-RPC, WP-CLI, a feed, a trackback or robots.txt.
 * - defers(): enabled() and storable(). Blocks, menu items and overlays then ask the decision API to
 *   defer what visitor rules decide: their markup is sent inert with the residual expression, and the
 *   browser decides (Visitor_Script).
 * - omits(): enabled(), and WordPress is making text from content that no browser evaluator will decide
 *   for an anonymous visitor: an excerpt (get_the_excerpt, which wp_trim_excerpt, core/post-excerpt,
 *   the_excerpt_rss, the_excerpt_embed of oEmbed and REST's `excerpt` go through), a feed, or a REST
 *   response (`content`). wp_trim_excerpt() strips the tags of a <template> and keeps its text, a feed
 *   reader or a REST client runs no evaluator, and a cache may keep all of them: a block that visitor
 *   rules decide is left out there (it renders as nothing); what the server part decides keeps that
 *   decision.
 *
 * Whatever the switch, a storable request whose output depended on a visitor rule decided on the server
 * (action gblocks_pro_visitor_rule_decided, fired by the decision API) tells caches not to keep it:
 * DONOTCACHEPAGE is defined (WP Super Cache, W3 Total Cache and WP Rocket read it in their output buffer
 * callback, at the end of the request) and `Cache-Control: private, no-cache` is sent. Headers go out
 * at once when no output has started yet; otherwise an output buffer started at template_redirect holds
 * the page, and its callback sends the header before the first byte leaves. That buffer holds back the
 * first byte until the footer is printed, so it is started only on sites where a condition has a visitor
 * rule (the callback given to the constructor; Plugin asks the condition cache).
 */
final class Cache_Safety implements Feature {

	public const OPTION = 'gblocks_pro_cache_safe_conditions';

	/**
	 * The stored value that means "no choice: follow WP_CACHE".
	 */
	public const FOLLOW_WP_CACHE = 'auto';

	/**
	 * The stored value of the choice "On".
	 */
	public const ON = 'on';

	/**
	 * The stored value of the choice "Off".
	 */
	public const OFF = 'off';

	/**
	 * The three values of the setting (the settings route's enum), in the order the screen offers them.
	 */
	public const MODES = array( self::FOLLOW_WP_CACHE, self::ON, self::OFF );

	/**
	 * The Cache-Control value of a page that depended on a visitor rule decided on the server.
	 */
	public const NO_CACHE = 'private, no-cache';

	/**
	 * Whether this request's output depended on a visitor rule decided on the server.
	 *
	 * @var bool
	 */
	private static bool $varies = false;

	/**
	 * REST requests being dispatched in this process (in-process requests too).
	 *
	 * @var int
	 */
	private static int $rest_depth = 0;

	/**
	 * What enabled() answered, with the fingerprint it was worked out with (null: not asked yet). The
	 * decision API asks for every conditioned block: the option and the filter are read again only when
	 * the option is written or a callback is added to or removed from the filter.
	 *
	 * @var array{0: array{0: int, 1: \WP_Hook|null, 2: array<mixed>|null}, 1: bool}|null
	 */
	private static ?array $enabled = null;

	/**
	 * What storable() answered, with the request_key() it was worked out for (null: not asked yet).
	 *
	 * @var array{0: array<int, mixed>, 1: bool}|null
	 */
	private static ?array $storable = null;

	/**
	 * Bumped whenever the option is added, updated or deleted.
	 *
	 * @var int
	 */
	private static int $option_version = 0;

	/**
	 * Whether this site may decide a visitor rule on the server at all (null: assume so).
	 *
	 * @var (\Closure(): bool)|null
	 */
	private static ?\Closure $visitor_rules_possible = null;

	/**
	 * The feature; with a callback that says whether any condition of the site has a visitor rule, a
	 * storable page of a site whose conditions have none is not held in an output buffer (it can never
	 * need the late header).
	 *
	 * @param (callable(): bool)|null $visitor_rules_possible The callback (null: assume there may be).
	 */
	public function __construct( ?callable $visitor_rules_possible = null ) {
		if ( null !== $visitor_rules_possible ) {
			self::$visitor_rules_possible = \Closure::fromCallable( $visitor_rules_possible );
		}
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'option_' . self::OPTION, array( self::class, 'resolve_stored' ) );
		foreach ( array( 'add_option_', 'update_option_', 'delete_option_' ) as $written ) {
			add_action( $written . self::OPTION, array( self::class, 'option_written' ) );
		}
		add_action( 'gblocks_pro_visitor_rule_decided', array( self::class, 'visitor_rule_decided' ) );
		// Last: after redirects and other template_redirect work, right before the template prints.
		add_action( 'template_redirect', array( self::class, 'start_buffer' ), PHP_INT_MAX );
		add_filter( 'rest_request_before_callbacks', array( self::class, 'enter_rest' ), 0 );
		add_filter( 'rest_request_after_callbacks', array( self::class, 'leave_rest' ), PHP_INT_MAX );
	}

	/**
	 * Whether the site has a page cache (WP_CACHE is set).
	 */
	public static function has_page_cache(): bool {
		return defined( 'WP_CACHE' ) && WP_CACHE;
	}

	/**
	 * The switch's value when it is "automatic" (also when nothing is stored): on with a page cache.
	 */
	public static function default_enabled(): bool {
		return self::has_page_cache();
	}

	/**
	 * Stores "no choice" on activation, autoloaded (a choice made before is kept).
	 */
	public static function add_default(): void {
		add_option( self::OPTION, self::FOLLOW_WP_CACHE, '', true );
	}

	/**
	 * A value as stored: one of MODES. Booleans and '1' / '0' (what was stored before the three states)
	 * are on / off; anything else is "automatic" (the settings route lets only MODES through).
	 *
	 * @param mixed $value The value to store.
	 */
	public static function sanitize( $value ): string {
		if ( in_array( $value, self::MODES, true ) ) {
			return $value;
		}
		if ( is_bool( $value ) || in_array( $value, array( '1', '0', 1, 0, '' ), true ) ) {
			return filter_var( $value, FILTER_VALIDATE_BOOLEAN ) ? self::ON : self::OFF;
		}
		return self::FOLLOW_WP_CACHE;
	}

	/**
	 * The stored value as get_option() answers it: the mode it means (filter
	 * option_gblocks_pro_cache_safe_conditions), so that a value stored before the three states reads as
	 * its choice.
	 *
	 * @param mixed $value The stored value.
	 */
	public static function resolve_stored( $value ): string {
		return self::sanitize( $value );
	}

	/**
	 * The choice: FOLLOW_WP_CACHE (also without a stored value), ON or OFF.
	 */
	public static function mode(): string {
		return self::sanitize( get_option( self::OPTION, self::FOLLOW_WP_CACHE ) );
	}

	/**
	 * Whether "Page cache compatibility" is on.
	 */
	public static function enabled(): bool {
		$hook = $GLOBALS['wp_filter']['gblocks_pro_cache_safe_conditions'] ?? null;
		// What the answer depends on, compared by identity (asked for every conditioned block): the option's
		// writes, the filter's hook and its callbacks (the same array until one is added or removed).
		$fingerprint = array( self::$option_version, $hook, $hook instanceof \WP_Hook ? $hook->callbacks : null );
		if ( null !== self::$enabled && self::$enabled[0] === $fingerprint ) {
			return self::$enabled[1];
		}
		$mode    = self::mode();
		$enabled = self::FOLLOW_WP_CACHE === $mode ? self::default_enabled() : self::ON === $mode;

		/**
		 * Filters whether page cache compatibility is on (conditions decided in the browser on pages a
		 * shared cache may store).
		 *
		 * @param bool $enabled The stored choice, or WP_CACHE when it is "automatic".
		 */
		$enabled = (bool) apply_filters( 'gblocks_pro_cache_safe_conditions', $enabled );

		self::$enabled = array( $fingerprint, $enabled );
		return $enabled;
	}

	/**
	 * The option was added, updated or deleted: enabled() reads it again.
	 */
	public static function option_written(): void {
		++self::$option_version;
		self::$enabled = null;
	}

	/**
	 * Whether this request may be stored by a shared page cache.
	 */
	public static function storable(): bool {
		$key = self::request_key();
		if ( null !== self::$storable && self::$storable[0] === $key ) {
			return self::$storable[1];
		}
		$storable       = self::work_out_storable();
		self::$storable = array( $key, $storable );
		return $storable;
	}

	/**
	 * What storable() depends on that can change during a request: the current user, the request
	 * method and the headers wp_is_json_request() reads, the admin screen, the main query and its query
	 * vars, the Customizer, REST requests being dispatched (in process too) and the callbacks of the two
	 * filters it applies. Objects and arrays are compared by identity first, so a repeated question costs
	 * one array comparison instead of the ~10 functions and filters of the answer (asked for every
	 * conditioned block).
	 *
	 * @return array<int, mixed>
	 */
	private static function request_key(): array {
		$filters = $GLOBALS['wp_filter'] ?? array();
		$query   = $GLOBALS['wp_query'] ?? null;
		return array(
			$GLOBALS['current_user'] ?? null,
			$_SERVER['REQUEST_METHOD'] ?? null, // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- Compared, never used.
			$_SERVER['HTTP_ACCEPT'] ?? null, // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- Compared, never used.
			$_SERVER['CONTENT_TYPE'] ?? null, // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- Compared, never used.
			$GLOBALS['current_screen'] ?? null,
			$query,
			$query instanceof \WP_Query ? $query->query_vars : null,
			$GLOBALS['wp_customize'] ?? null,
			self::$rest_depth,
			defined( 'REST_REQUEST' ),
			isset( $filters['wp_doing_ajax'] ) ? $filters['wp_doing_ajax']->callbacks : null,
			isset( $filters['wp_doing_cron'] ) ? $filters['wp_doing_cron']->callbacks : null,
		);
	}

	/**
	 * What storable() answers, worked out.
	 */
	private static function work_out_storable(): bool {
		if ( is_admin() || wp_doing_ajax() || wp_doing_cron() || self::$rest_depth > 0 || wp_is_serving_rest_request() || wp_is_json_request() ) {
			return false;
		}
		if ( ( defined( 'XMLRPC_REQUEST' ) && XMLRPC_REQUEST ) || ( defined( 'WP_CLI' ) && WP_CLI ) || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
			return false;
		}
		$method = isset( $_SERVER['REQUEST_METHOD'] ) && is_string( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
		if ( 'GET' !== $method && 'HEAD' !== $method ) {
			return false;
		}
		if ( is_user_logged_in() ) {
			return false;
		}
		if ( isset( $GLOBALS['wp_query'] ) && $GLOBALS['wp_query'] instanceof \WP_Query ) {
			if ( is_preview() || is_feed() || is_trackback() || is_robots() || is_customize_preview() ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Whether decisions on this request are deferred to the browser where visitor rules decide them.
	 */
	public static function defers(): bool {
		// The setting first: one autoloaded option, where storable() dispatches several filters per call.
		return self::enabled() && self::storable();
	}

	/**
	 * Whether content that visitor rules decide is left out of this output (see the class docblock):
	 * the setting is on and an anonymous visitor gets text made from content, an excerpt on a storable
	 * page (or any anonymous excerpt, feed or REST response).
	 */
	public static function omits(): bool {
		if ( ! self::enabled() ) {
			return false;
		}
		if ( doing_filter( 'get_the_excerpt' ) ) {
			return ! is_user_logged_in();
		}
		// A storable page (asked once per request) is no feed and no REST response.
		if ( self::storable() || is_user_logged_in() ) {
			return false;
		}
		$query = $GLOBALS['wp_query'] ?? null;
		return self::$rest_depth > 0 || wp_is_serving_rest_request() || ( $query instanceof \WP_Query && $query->is_feed() );
	}

	/**
	 * A visitor rule was decided on the server against the real request (gblocks_pro_visitor_rule_decided):
	 * a storable page tells caches not to keep it.
	 */
	public static function visitor_rule_decided(): void {
		if ( self::$varies || ! self::storable() ) {
			return;
		}
		self::$varies = true;
		if ( ! defined( 'DONOTCACHEPAGE' ) ) {
			define( 'DONOTCACHEPAGE', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- The constant page cache plugins read.
		}
		self::send_headers();
	}

	/**
	 * Whether this request told caches not to keep it.
	 */
	public static function varies(): bool {
		return self::$varies;
	}

	/**
	 * Holds a storable page in an output buffer, so that a visitor rule decided after the output started
	 * can still send its header (template_redirect, last).
	 */
	public static function start_buffer(): void {
		// Only when a visitor rule may be decided at all: the buffer holds back the first byte until the
		// page (footer included) is done.
		if ( self::storable() && ( null === self::$visitor_rules_possible || ( self::$visitor_rules_possible )() ) ) {
			ob_start( array( self::class, 'end_buffer' ) );
		}
	}

	/**
	 * The output buffer's callback: sends the header when the page depended on a visitor rule, and gives
	 * the page back unchanged.
	 *
	 * @param string $buffer The page.
	 */
	public static function end_buffer( string $buffer ): string {
		self::send_headers();
		return $buffer;
	}

	/**
	 * Sends Cache-Control when the page depended on a visitor rule and headers can still be sent.
	 */
	private static function send_headers(): void {
		if ( self::$varies && ! headers_sent() ) {
			header( 'Cache-Control: ' . self::NO_CACHE );
		}
	}

	/**
	 * A REST request is being dispatched (rest_request_before_callbacks).
	 *
	 * @param mixed $response The response so far.
	 * @return mixed
	 */
	public static function enter_rest( $response ) {
		++self::$rest_depth;
		return $response;
	}

	/**
	 * A REST request was dispatched (rest_request_after_callbacks).
	 *
	 * @param mixed $response The response.
	 * @return mixed
	 */
	public static function leave_rest( $response ) {
		self::$rest_depth = max( 0, self::$rest_depth - 1 );
		return $response;
	}

	/**
	 * Forgets this request's state (tests).
	 */
	public static function reset(): void {
		self::$varies     = false;
		self::$rest_depth = 0;
		self::$enabled    = null;
		self::$storable   = null;
	}
}
