<?php
/**
 * A value derived from the posts, kept in one autoloaded option, that a rebuild begun before a change
 * can never leave stale.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

/**
 * The option holds `{generation, value}`: the value and the generation current when its rebuild began.
 * A second autoloaded option (the generation option) holds the current generation, a random token. A
 * value is used only while its generation is the current one, so reading it costs no query.
 *
 * A change starts a new generation at once and again at the end of its request, after all its writes,
 * and then rebuilds. A rebuild by another request that read the posts before (or during) the change
 * and wrote after it carries an older generation: its next reader rebuilds. Deleting the option and
 * rebuilding "if still missing" cannot tell such a write from a fresh one (two requests: a visitor's
 * rebuild reads the old settings, the save's end-of-request rebuild writes the new ones, then the
 * visitor's write lands, and stays).
 *
 * A dependent value (built from another Derived_Option) shares that one's generation: it is fresh while
 * built from the generation current now, and rebuilt at the end of a changing request after it. On a
 * network each site's value and generation are its own options; a request that changed another site's
 * posts rebuilds that site's value at its end, in that site.
 */
final class Derived_Option {

	/**
	 * The end-of-request rebuild's priority on `shutdown` (a dependent one runs after).
	 */
	private const SETTLE_PRIORITY = 10;

	/**
	 * The sites (ids) where this request changed what the value is built from since its last build
	 * there (their next read rebuilds).
	 *
	 * @var array<int, true>
	 */
	private array $dirty = array();

	/**
	 * The sites (ids) whose end-of-request rebuild is due: on a network a request may change another
	 * site's overlays or conditions (switch_to_blog()), and the end of the request rebuilds each site's
	 * own value, in that site.
	 *
	 * @var array<int, true>
	 */
	private array $pending = array();

	/**
	 * The option as last read: its stored value and what it decodes to (decoded once per stored value:
	 * a request may read it many times).
	 *
	 * @var array{0: string, 1: array<mixed>|null}|null
	 */
	private ?array $decoded = null;

	/**
	 * An option kept with its generation.
	 *
	 * @param string                $option     The option holding `{generation, value}`.
	 * @param \Closure              $build      Builds the value from the posts (returns an array).
	 * @param string|Derived_Option $generation The generation option's name, or the Derived_Option this
	 *                                          value is built from (whose generation it shares).
	 */
	public function __construct(
		private string $option,
		private \Closure $build,
		private string|Derived_Option $generation
	) {}

	/**
	 * The current generation ('' before the first build).
	 */
	public function generation(): string {
		if ( $this->generation instanceof self ) {
			return $this->generation->generation();
		}
		$stored = wp_load_alloptions()[ $this->generation ] ?? '';
		return is_string( $stored ) ? $stored : '';
	}

	/**
	 * The value, rebuilt (and stored) when it is missing, unreadable or of an older generation.
	 *
	 * @return array<mixed>
	 */
	public function get(): array {
		return $this->stored() ?? $this->rebuild();
	}

	/**
	 * The stored value when it is of the current generation and this request changed nothing since;
	 * null otherwise. Never rebuilds (for a reader that answers before init).
	 *
	 * @return array<mixed>|null
	 */
	public function stored(): ?array {
		if ( $this->changed() || ( $this->generation instanceof self && $this->generation->changed() ) ) {
			return null;
		}
		// Both options are autoloaded: read from the autoloaded options, a missing one costs no query.
		$raw = wp_load_alloptions()[ $this->option ] ?? null;
		if ( ! is_string( $raw ) ) {
			return null;
		}
		if ( null === $this->decoded || $this->decoded[0] !== $raw ) {
			$value         = maybe_unserialize( $raw );
			$this->decoded = array( $raw, is_array( $value ) ? $value : null );
		}
		$stored     = $this->decoded[1];
		$generation = $this->generation();
		if ( '' === $generation || ! is_array( $stored ) || ( $stored['generation'] ?? null ) !== $generation || ! is_array( $stored['value'] ?? null ) ) {
			return null;
		}
		return $stored['value'];
	}

	/**
	 * Builds the value and stores it with the generation read before building.
	 *
	 * @return array<mixed>
	 */
	public function rebuild(): array {
		$generation = $this->generation();
		if ( '' === $generation && $this->generation instanceof self ) {
			$this->generation->get();
			$generation = $this->generation->generation();
		} elseif ( '' === $generation ) {
			$generation = $this->advance();
		}
		unset( $this->dirty[ get_current_blog_id() ] );
		$value = ( $this->build )();
		update_option(
			$this->option,
			array(
				'generation' => $generation,
				'value'      => $value,
			),
			true
		);
		return $value;
	}

	/**
	 * What the value is built from changed: this request's next read rebuilds, other requests' reads
	 * rebuild from now on, and the end of this request starts a new generation again and rebuilds.
	 */
	public function invalidate(): void {
		$site                 = get_current_blog_id();
		$this->dirty[ $site ] = true;
		if ( $this->settling() ) {
			return;
		}
		// Once per request and site, and again at the request's end.
		if ( ! $this->generation instanceof self ) {
			$this->advance();
		}
		$this->pending[ $site ] = true;
		if ( false === has_action( 'shutdown', array( $this, 'settle' ) ) ) {
			add_action( 'shutdown', array( $this, 'settle' ), $this->priority() );
		}
	}

	/**
	 * End of a request that changed what the value is built from: a new generation (after all of this
	 * request's writes, so that a rebuild another request began during them is never taken for fresh),
	 * and the rebuild, so that visitors never pay for it.
	 */
	public function settle(): void {
		remove_action( 'shutdown', array( $this, 'settle' ), $this->priority() );
		$pending       = $this->pending ? array_keys( $this->pending ) : array( get_current_blog_id() );
		$this->pending = array();
		foreach ( $pending as $site ) {
			$switched = is_multisite() && get_current_blog_id() !== $site && switch_to_blog( $site );
			if ( ! $this->generation instanceof self ) {
				$this->advance();
			}
			$this->rebuild();
			if ( $switched ) {
				restore_current_blog();
			}
		}
	}

	/**
	 * Forgets the decoded value (a new request in a long-running process decodes it again).
	 */
	public function forget(): void {
		$this->decoded = null;
	}

	/**
	 * A reader found the value stale and read the posts itself: rebuilt at the end of this request
	 * (without a new generation: nothing changed), so that the next ones need not.
	 */
	public function rebuild_at_end(): void {
		if ( false === has_action( 'shutdown', array( $this, 'rebuild_if_stale' ) ) ) {
			add_action( 'shutdown', array( $this, 'rebuild_if_stale' ), $this->priority() );
		}
	}

	/**
	 * Rebuilds when the stored value is stale.
	 */
	public function rebuild_if_stale(): void {
		if ( null === $this->stored() ) {
			$this->rebuild();
		}
	}

	/**
	 * Whether an end-of-request rebuild is scheduled for the current site.
	 */
	public function settling(): bool {
		return isset( $this->pending[ get_current_blog_id() ] ) && false !== has_action( 'shutdown', array( $this, 'settle' ) );
	}

	/**
	 * This value's place on `shutdown`: a dependent one after the value it is built from.
	 */
	private function priority(): int {
		return $this->generation instanceof self ? self::SETTLE_PRIORITY + 1 : self::SETTLE_PRIORITY;
	}

	/**
	 * Whether this request changed what the value is built from since its last build (a change
	 * schedules the end-of-request rebuild, so without one nothing is pending).
	 */
	private function changed(): bool {
		return isset( $this->dirty[ get_current_blog_id() ] ) && $this->settling();
	}

	/**
	 * Starts a new generation.
	 */
	private function advance(): string {
		$generation = bin2hex( random_bytes( 8 ) );
		if ( is_string( $this->generation ) ) {
			update_option( $this->generation, $generation, true );
		}
		return $generation;
	}
}
