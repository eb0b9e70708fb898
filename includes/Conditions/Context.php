<?php
/**
 * Where a condition is evaluated: the main query, the context post, the visitor, the time.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

/**
 * Read-only view of what condition types evaluate against. Every built-in type reads only from here.
 *
 * - Context::from_request() (or new Context()) is the current request: each facet (user, user agent,
 *   cookies, query string, referrer, clock, locale, main query) is read once, when first asked.
 * - Context::from_facets() is built by hand (the simulator, the CLI, the parity tests): it never reads
 *   the request, the current user or the global query; a facet not given is empty (anonymous, no
 *   cookies, no query, direct visit, the real clock, the site locale, an empty main query).
 */
final class Context {

	/**
	 * The post that post_meta, post_terms, child_of, parent_of and author read (0 when none).
	 *
	 * @var int
	 */
	private int $post_id;

	/**
	 * Whether this context reads the current request (else every facet was given or is empty).
	 *
	 * @var bool
	 */
	private bool $from_request = true;

	/**
	 * Whether this context is a simulation (built by hand, not the real visitor).
	 *
	 * @var bool
	 */
	private bool $simulated = false;

	/**
	 * Facets read or given so far, keyed by name.
	 *
	 * @var array<string, mixed>
	 */
	private array $facets = array();

	/**
	 * Builds a context of the current request.
	 *
	 * @param int|null $post_id The context post (the loop post for a block inside a query loop). Null:
	 *                          the current global post, or the queried post on a singular page.
	 */
	public function __construct( ?int $post_id = null ) {
		$this->post_id = null === $post_id ? self::current_post_id() : max( 0, $post_id );
	}

	/**
	 * The current request (today's behaviour).
	 *
	 * @param int|null $post_id The context post (null: the current post).
	 */
	public static function from_request( ?int $post_id = null ): self {
		return new self( $post_id );
	}

	/**
	 * A context built by hand. Facets, all optional: post_id int, user_id int (0: anonymous),
	 * user_agent string, now DateTimeImmutable (any zone; read in the site zone), cookies
	 * array<string,string>, query array<string,string>, referrer string, locale string, rtl bool,
	 * main_query WP_Query, simulated bool (default true), history Visitor_History (the visitor history
	 * the browser would hold; none: the history rules fail).
	 *
	 * @param array<string, mixed> $facets The facets.
	 */
	public static function from_facets( array $facets ): self {
		$context               = new self( max( 0, (int) ( $facets['post_id'] ?? 0 ) ) );
		$context->from_request = false;
		$context->simulated    = (bool) ( $facets['simulated'] ?? true );
		$context->facets       = array(
			'user_id'    => max( 0, (int) ( $facets['user_id'] ?? 0 ) ),
			'user_agent' => is_string( $facets['user_agent'] ?? null ) ? $facets['user_agent'] : '',
			'cookies'    => self::strings( $facets['cookies'] ?? array() ),
			'query'      => self::strings( $facets['query'] ?? array() ),
			'referrer'   => is_string( $facets['referrer'] ?? null ) ? $facets['referrer'] : '',
		);
		if ( ( $facets['now'] ?? null ) instanceof \DateTimeInterface ) {
			$context->facets['now'] = \DateTimeImmutable::createFromInterface( $facets['now'] )->setTimezone( wp_timezone() );
		}
		if ( is_string( $facets['locale'] ?? null ) && '' !== $facets['locale'] ) {
			$context->facets['locale'] = $facets['locale'];
		}
		if ( isset( $facets['rtl'] ) ) {
			$context->facets['rtl'] = (bool) $facets['rtl'];
		}
		$context->facets['main_query'] = ( $facets['main_query'] ?? null ) instanceof \WP_Query ? $facets['main_query'] : new \WP_Query();
		if ( ( $facets['history'] ?? null ) instanceof Visitor_History ) {
			$context->facets['history'] = $facets['history'];
		}
		return $context;
	}

	/**
	 * The same context for another post (the loop post inside a query loop).
	 *
	 * @param int $post_id The context post.
	 */
	public function with_post( int $post_id ): self {
		$context          = clone $this;
		$context->post_id = max( 0, $post_id );
		return $context;
	}

	/**
	 * The context post id when none is given: the global post (inside a loop), else the main query's
	 * singular post, else 0.
	 */
	public static function current_post_id(): int {
		$post = $GLOBALS['post'] ?? null;
		if ( $post instanceof \WP_Post ) {
			return (int) $post->ID;
		}
		$query = self::global_main_query();
		if ( $query->is_singular() ) {
			return (int) $query->get_queried_object_id();
		}
		return 0;
	}

	/**
	 * The context post id (0 when none).
	 */
	public function post_id(): int {
		return $this->post_id;
	}

	/**
	 * The context post, or null.
	 */
	public function post(): ?\WP_Post {
		$post = $this->post_id > 0 ? get_post( $this->post_id ) : null;
		return $post instanceof \WP_Post ? $post : null;
	}

	/**
	 * The visitor's user id (0: anonymous).
	 */
	public function user_id(): int {
		if ( $this->from_request ) {
			return get_current_user_id();
		}
		return (int) $this->facets['user_id'];
	}

	/**
	 * The visitor's user, or null when anonymous.
	 */
	public function user(): ?\WP_User {
		$id = $this->user_id();
		if ( $id < 1 ) {
			return null;
		}
		if ( $this->from_request ) {
			$user = wp_get_current_user();
			return $user->exists() ? $user : null;
		}
		$user = get_userdata( $id );
		return $user instanceof \WP_User && $user->exists() ? $user : null;
	}

	/**
	 * The visitor's user agent ('' when none).
	 */
	public function user_agent(): string {
		if ( ! array_key_exists( 'user_agent', $this->facets ) ) {
			$this->facets['user_agent'] = isset( $_SERVER['HTTP_USER_AGENT'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ) : '';
		}
		return (string) $this->facets['user_agent'];
	}

	/**
	 * The visitor's devices, as Device_Detector classifies the user agent.
	 *
	 * @return array{mobile: bool, tablet: bool, desktop: bool, ios: bool, android: bool}
	 */
	public function devices(): array {
		if ( ! isset( $this->facets['devices'] ) ) {
			$this->facets['devices'] = $this->from_request ? Device_Detector::detect() : Device_Detector::classify( $this->user_agent() );
		}
		return $this->facets['devices'];
	}

	/**
	 * The current time in the site's timezone (a simulation's given moment, else the real clock
	 * through the gblocks_pro_condition_now filter).
	 */
	public function now(): \DateTimeImmutable {
		if ( isset( $this->facets['now'] ) ) {
			return $this->facets['now'];
		}
		$now = current_datetime();

		/**
		 * Filters the moment date and time conditions compare with (for previews and tests).
		 *
		 * @param \DateTimeImmutable $now The current time in the site timezone.
		 */
		$filtered = apply_filters( 'gblocks_pro_condition_now', $now );
		return $filtered instanceof \DateTimeImmutable ? $filtered->setTimezone( wp_timezone() ) : $now;
	}

	/**
	 * The visitor's cookies, name => value.
	 *
	 * @return array<string, string>
	 */
	public function cookies(): array {
		if ( ! array_key_exists( 'cookies', $this->facets ) ) {
			// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Only compared, never output or stored.
			$this->facets['cookies'] = self::strings( wp_unslash( $_COOKIE ) );
		}
		return $this->facets['cookies'];
	}

	/**
	 * The page's query parameters, name => value.
	 *
	 * @return array<string, string>
	 */
	public function query(): array {
		if ( ! array_key_exists( 'query', $this->facets ) ) {
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Read-only comparison of the visitor's own query string.
			$this->facets['query'] = self::strings( wp_unslash( $_GET ) );
		}
		return $this->facets['query'];
	}

	/**
	 * The visitor history of a context built by hand, or null: the server never sees a visitor's own
	 * (it stays in their browser), so a context from the request has none.
	 */
	public function history(): ?Visitor_History {
		$history = $this->facets['history'] ?? null;
		return $history instanceof Visitor_History ? $history : null;
	}

	/**
	 * The referrer URL ('' for a direct visit).
	 */
	public function referrer(): string {
		if ( ! array_key_exists( 'referrer', $this->facets ) ) {
			$this->facets['referrer'] = isset( $_SERVER['HTTP_REFERER'] ) ? esc_url_raw( wp_unslash( $_SERVER['HTTP_REFERER'] ) ) : '';
		}
		return (string) $this->facets['referrer'];
	}

	/**
	 * The locale content is shown in (e.g. 'de_DE').
	 */
	public function locale(): string {
		return isset( $this->facets['locale'] ) ? (string) $this->facets['locale'] : get_locale();
	}

	/**
	 * Whether the language is written right to left.
	 */
	public function is_rtl(): bool {
		return isset( $this->facets['rtl'] ) ? (bool) $this->facets['rtl'] : is_rtl();
	}

	/**
	 * The main query: "where the visitor is", even inside a secondary loop. Called statically (older
	 * callers) it is the global main query.
	 */
	public function main_query(): \WP_Query {
		return $this->facets['main_query'] ?? self::global_main_query();
	}

	/**
	 * Whether this context is a simulation (built by hand, not the real visitor).
	 */
	public function is_simulated(): bool {
		return $this->simulated;
	}

	/**
	 * Whether this context reads the current request.
	 */
	public function is_request(): bool {
		return $this->from_request;
	}

	/**
	 * The global main query.
	 */
	public static function global_main_query(): \WP_Query {
		foreach ( array( 'wp_the_query', 'wp_query' ) as $global ) {
			if ( isset( $GLOBALS[ $global ] ) && $GLOBALS[ $global ] instanceof \WP_Query ) {
				return $GLOBALS[ $global ];
			}
		}
		return new \WP_Query();
	}

	/**
	 * String values keyed by string names (arrays and other values are left out).
	 *
	 * @param mixed $values The values.
	 * @return array<string, string>
	 */
	private static function strings( mixed $values ): array {
		$strings = array();
		if ( is_array( $values ) ) {
			foreach ( $values as $name => $value ) {
				if ( is_scalar( $value ) ) {
					$strings[ (string) $name ] = (string) $value;
				}
			}
		}
		return $strings;
	}
}
