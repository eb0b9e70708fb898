<?php
/**
 * Overlays on the front end (DESIGN §7).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays;

use GBlocks_Pro\Conditions\Decisions;
use GBlocks_Pro\Page_Cache\Cache_Safety;
use GBlocks_Pro\Page_Cache\Visitor_Script;
use GBlocks_Pro\Support\Assets;
use GBlocks_Pro\Support\Feature;
use GBlocks_Pro\Support\Feature_Flags;

/**
 * Decides once per request which overlays the page needs, prints them in wp_footer (mega-menu panels
 * inside their menu item) and enqueues the runtime only when one is printed.
 *
 * An overlay is printed when it is published, its display condition allows it, and either an element on
 * the page triggers it (data-gb-overlay="gb-overlay-{id}") or it is a standard overlay with an automatic
 * trigger. Triggers are found by a strpos scan of each block's own markup in render_block.
 *
 * Page cache compatibility (Page_Cache\Cache_Safety::defers()): an overlay whose display condition is
 * deferred to the browser counts as shown on the server (it is printed, its triggers stay triggers, the
 * runtime is enqueued and knows its id), but its whole markup is sent inert in a template with the
 * residual (Page_Cache\Visitor_Script::wrap()). The evaluator inserts it when the residual passes and
 * dispatches gbConditionsDecided, on which the runtime binds overlays that arrived later; a trigger whose
 * overlay is never inserted does nothing.
 */
final class Renderer implements Feature {

	public const ENTRY = 'overlay-runtime';

	/**
	 * The attribute every trigger carries.
	 */
	private const TRIGGER_ATTRIBUTE = 'data-gb-overlay';

	/**
	 * Active overlays of this request (Active_List::get()).
	 *
	 * @var array<int, array{type: string, trigger: string, condition: string, invert: bool, settings: array<string, mixed>}>
	 */
	private array $active = array();

	/**
	 * Overlay ids referenced by triggers on the page, as keys.
	 *
	 * @var array<int, true>
	 */
	private array $requested = array();

	/**
	 * Overlay ids already printed (in the footer or inside a menu item), as keys.
	 *
	 * @var array<int, true>
	 */
	private array $printed = array();

	/**
	 * Mega-menu panels printed inside a menu item: overlay id => the item's object id and the markup.
	 *
	 * @var array<int, array{owner: int|null, html: string}>
	 */
	private array $panels = array();

	/**
	 * Display decisions of this request, by overlay id.
	 *
	 * @var array<int, bool>
	 */
	private array $shown = array();

	/**
	 * Residuals of the overlays whose display condition is deferred to the browser, by overlay id.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	private array $deferred = array();

	/**
	 * Whether the display conditions of the active overlays are loaded.
	 *
	 * @var bool
	 */
	private bool $primed = false;

	/**
	 * A random key of this request that every overlay the server prints carries (data-gb-overlay-key),
	 * so that the runtime binds those and never an element someone put in the content, even one that
	 * copies a printed overlay's id.
	 *
	 * @var string
	 */
	private string $key = '';

	/**
	 * Whether this request renders overlays at all.
	 *
	 * @var bool
	 */
	private bool $started = false;

	/**
	 * Whether gblocks_pro_overlays_printed fired on this request.
	 *
	 * @var bool
	 */
	private bool $announced = false;

	/**
	 * Adds the hook that starts the front-end work; nothing else runs before it.
	 */
	public function register(): void {
		add_action( 'wp', array( $this, 'start' ) );
	}

	/**
	 * On a front-end page with at least one published overlay, starts watching blocks for triggers and
	 * prints in the footer. Everywhere else it adds nothing.
	 */
	public function start(): void {
		if ( $this->started || is_admin() || is_feed() || is_embed() || wp_is_json_request() ) {
			return;
		}
		// On every front-end page, also one without overlays (or with the feature off): a trigger
		// of an overlay this request does not print must not look like a button.
		add_filter( 'gblocks_pro_overlay_is_on_page', array( $this, 'is_on_page' ), 10, 2 );
		if ( ! Feature_Flags::enabled( Feature_Flags::OVERLAYS ) ) {
			return;
		}
		$this->active = Active_List::get();
		if ( ! $this->active ) {
			return;
		}
		$this->started = true;
		// Three accepted arguments, as many as render_block passes: WordPress then hands them over as they
		// are instead of slicing a new array on every block.
		add_filter( 'render_block', array( $this, 'scan_block' ), 100, 3 );
		// Before wp_enqueue_stored_styles (priority 1), so the block-support CSS of overlay content is printed.
		add_action( 'wp_footer', array( $this, 'print_overlays' ), 0 );
		// Before the footer scripts (priority 10), after anything a theme prints in wp_footer.
		add_action( 'wp_print_footer_scripts', array( $this, 'declare_printed' ), 9 );
	}

	/**
	 * Whether start() found work to do on this request.
	 */
	public function is_started(): bool {
		return $this->started;
	}

	/**
	 * Records the overlays that a block's own markup triggers (render_block). Inner blocks were scanned on
	 * their own, so a block with inner blocks only has its wrapper (innerHTML) scanned; the usual block
	 * costs one strpos and returns.
	 *
	 * @param mixed                $block_content Rendered block.
	 * @param array<string, mixed> $block         Parsed block.
	 * @return mixed
	 */
	public function scan_block( $block_content, $block ) {
		$own = empty( $block['innerBlocks'] ) ? $block_content : ( $block['innerHTML'] ?? '' );
		if ( ( ! \is_string( $own ) || false === \strpos( $own, self::TRIGGER_ATTRIBUTE ) ) && ! isset( $block['attrs']['htmlAttributes'][ self::TRIGGER_ATTRIBUTE ] ) ) {
			return $block_content;
		}
		$this->collect_triggers( is_string( $own ) ? $own : '' );
		$attribute = $block['attrs']['htmlAttributes'][ self::TRIGGER_ATTRIBUTE ] ?? null;
		if ( is_string( $attribute ) ) {
			$this->collect_triggers( self::TRIGGER_ATTRIBUTE . '="' . $attribute . '"' );
		}
		return $block_content;
	}

	/**
	 * Records every overlay that markup triggers.
	 *
	 * @param string $html Markup.
	 */
	public function collect_triggers( string $html ): void {
		if ( preg_match_all( '/\bdata-gb-overlay\s*=\s*["\']?gb-overlay-(\d+)/', $html, $matches ) ) {
			foreach ( $matches[1] as $id ) {
				$this->requested[ (int) $id ] = true;
			}
		}
	}

	/**
	 * Whether an overlay is published and its display condition lets it show on this request.
	 *
	 * @param int $overlay_id Overlay id.
	 */
	public function is_shown( int $overlay_id ): bool {
		if ( ! isset( $this->shown[ $overlay_id ] ) ) {
			$entry = $this->active[ $overlay_id ] ?? null;
			if ( ! $this->primed ) {
				// The first decision loads the conditions of every active overlay (footer, menus) in one query.
				$this->primed = true;
				Decisions::prime( array_column( $this->active, 'condition' ) );
			}
			if ( null === $entry ) {
				$this->shown[ $overlay_id ] = false;
			} else {
				$defer   = Cache_Safety::defers();
				$options = $defer ? array( 'defer' => true ) : array();
				if ( Decisions::is_observed() ) {
					/* translators: %s: overlay title. */
					$options['subject'] = sprintf( __( 'Overlay: %s', 'gblocks-pro' ), get_the_title( $overlay_id ) );
				}
				$decision = Decisions::decide( $entry['condition'], $entry['invert'], null, $options );
				// Deferred in cache-safe output, and always for a rule only the browser can decide.
				if ( $decision->is_deferred() ) {
					$this->deferred[ $overlay_id ] = (array) $decision->residual();
				}
				$this->shown[ $overlay_id ] = isset( $this->deferred[ $overlay_id ] ) || $decision->shows();
			}
		}
		return $this->shown[ $overlay_id ];
	}

	/**
	 * Whether a trigger's overlay is on this page (the filter gblocks_pro_overlay_is_on_page): it is
	 * printed when it is active and shown, whatever rendered before, since a trigger requests it.
	 *
	 * @param mixed $on_page    The answer so far.
	 * @param mixed $overlay_id The overlay's post id.
	 */
	public function is_on_page( $on_page, $overlay_id ): bool {
		return (bool) $on_page && $this->started && is_numeric( $overlay_id ) && $this->is_shown( (int) $overlay_id );
	}

	/**
	 * For a menu item that opens an overlay: null when the overlay does not show (the item stays a plain
	 * link); otherwise the panel to print inside the item for a mega-menu overlay, or '' for other types,
	 * which are printed in the footer.
	 *
	 * A panel is printed inside one item only. The same item may be rendered more than once (WordPress
	 * renders a navigation block's inner blocks before its render callback renders them again), so the
	 * item that got the panel (its block instance) gets the same markup again.
	 *
	 * @param int         $overlay_id Overlay id.
	 * @param object|null $item       The item's block instance, if any.
	 */
	public function menu_item_panel( int $overlay_id, ?object $item = null ): ?string {
		if ( ! $this->started || ! $this->is_shown( $overlay_id ) ) {
			return null;
		}
		if ( 'mega-menu' !== $this->active[ $overlay_id ]['type'] ) {
			$this->requested[ $overlay_id ] = true;
			return '';
		}
		$owner = null === $item ? null : spl_object_id( $item );
		if ( isset( $this->panels[ $overlay_id ] ) ) {
			return null !== $owner && $this->panels[ $overlay_id ]['owner'] === $owner ? $this->panels[ $overlay_id ]['html'] : '';
		}
		$this->printed[ $overlay_id ] = true;
		$this->panels[ $overlay_id ]  = array(
			'owner' => $owner,
			'html'  => $this->render_overlay( $overlay_id ),
		);
		$this->enqueue_runtime();
		return $this->panels[ $overlay_id ]['html'];
	}

	/**
	 * The overlays still to print in the footer, in order: those triggered on the page, then standard
	 * overlays with an automatic trigger. Hidden and already printed ones are left out.
	 *
	 * @return int[]
	 */
	public function pending_overlays(): array {
		$candidates = array_keys( $this->requested );
		foreach ( $this->active as $id => $entry ) {
			if ( 'standard' === $entry['type'] && ! Meta::is_interactive( $entry['trigger'] ) ) {
				$candidates[] = $id;
			}
		}
		/**
		 * Filters the overlays a page asks for, for triggers the block scan cannot see (PHP templates).
		 *
		 * @param int[] $candidates Overlay ids.
		 */
		$candidates = array_map( 'intval', (array) apply_filters( 'gblocks_pro_overlays_on_page', array_values( array_unique( $candidates ) ) ) );
		$candidates = array_values( array_filter( array_unique( $candidates ), fn( int $id ) => isset( $this->active[ $id ] ) && ! isset( $this->printed[ $id ] ) ) );
		return array_values( array_filter( $candidates, array( $this, 'is_shown' ) ) );
	}

	/**
	 * Prints the overlays the page needs (wp_footer). Overlay content can trigger further overlays, which
	 * are printed too.
	 */
	public function print_overlays(): void {
		$html = '';
		do {
			$pending = $this->pending_overlays();
			// Posts only: their settings come with the active list (autoloaded), so no meta is read.
			_prime_post_caches( $pending, false, false );
			foreach ( $pending as $id ) {
				$this->printed[ $id ] = true;
				$html                .= $this->render_overlay( $id );
			}
		} while ( $pending );
		if ( '' !== $html ) {
			$this->enqueue_runtime();
			$this->declare_printed();
			echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Markup::render() escapes attributes; the content is the overlay's rendered blocks, like post content.
		}
		$this->announce_printed();
	}

	/**
	 * Fires gblocks_pro_overlays_printed once per request, after the footer printed its overlays, when
	 * any overlay was printed (in the footer or inside a menu item).
	 */
	private function announce_printed(): void {
		if ( $this->announced || ! $this->printed ) {
			return;
		}
		$this->announced = true;
		$ids             = array_keys( $this->printed );
		$settings        = array();
		foreach ( $ids as $id ) {
			$settings[ $id ] = $this->active[ $id ]['settings'] ?? array();
		}
		/**
		 * Fires once per request in the footer, after the overlays were printed.
		 *
		 * @param int[]                               $ids      Post ids of every overlay printed on the page.
		 * @param array<int, array<string, mixed>> $settings Their settings (Meta::settings()), by id, read with
		 *                                                    the active list: listeners need no query.
		 */
		do_action( 'gblocks_pro_overlays_printed', $ids, $settings );
	}

	/**
	 * One overlay's markup with its rendered content.
	 *
	 * @param int $overlay_id Overlay id.
	 */
	private function render_overlay( int $overlay_id ): string {
		$post = get_post( $overlay_id );
		if ( ! $post instanceof \WP_Post ) {
			return '';
		}
		/**
		 * Fires before stored content of a post renders outside the_content: block extensions judge the
		 * content by its post (its author).
		 *
		 * @param \WP_Post $post The post whose content renders.
		 */
		do_action( 'gblocks_pro_before_render_content', $post );
		$content = has_blocks( $post->post_content ) ? do_blocks( $post->post_content ) : wpautop( $post->post_content );
		/**
		 * Fires after the content announced by gblocks_pro_before_render_content rendered.
		 *
		 * @param \WP_Post $post The post whose content rendered.
		 */
		do_action( 'gblocks_pro_after_render_content', $post );
		$content = wp_filter_content_tags( do_shortcode( $content ), 'gblocks_overlay' );
		/**
		 * Filters an overlay's rendered content before it is printed.
		 *
		 * @param string   $content The content.
		 * @param \WP_Post $post    The overlay.
		 */
		$content = (string) apply_filters( 'gblocks_pro_overlay_content', $content, $post );
		$html    = Markup::render( $post, $this->active[ $overlay_id ]['settings'] ?? Meta::settings( $overlay_id ), $content, $this->key() );
		return isset( $this->deferred[ $overlay_id ] ) ? Visitor_Script::wrap( $html, $this->deferred[ $overlay_id ] ) : $html;
	}

	/**
	 * Whether an overlay's display condition is deferred to the browser on this request.
	 *
	 * @param int $overlay_id Overlay id.
	 */
	public function is_deferred( int $overlay_id ): bool {
		return isset( $this->deferred[ $overlay_id ] );
	}

	/**
	 * The key of this request's overlays (generated on first use).
	 */
	public function key(): string {
		if ( '' === $this->key ) {
			$this->key = wp_generate_password( 20, false, false );
		}
		return $this->key;
	}

	/**
	 * The element ids of the overlays printed so far (gb-overlay-{id}), in the order they were printed.
	 *
	 * @return string[]
	 */
	public function printed_ids(): array {
		return array_map( array( Markup::class, 'element_id' ), array_keys( $this->printed ) );
	}

	/**
	 * The runtime's configuration: live-region texts, and the ids and key of the overlays the server
	 * printed, which are the only ones the runtime binds (issue 9.7).
	 *
	 * @return array{opened: string, closed: string, ids: string[], key: string}
	 */
	public function runtime_config(): array {
		return array(
			/* translators: %s: overlay panel name. */
			'opened' => __( '%s opened', 'gblocks-pro' ),
			/* translators: %s: overlay panel name. */
			'closed' => __( '%s closed', 'gblocks-pro' ),
			'ids'    => $this->printed_ids(),
			'key'    => $this->key(),
		);
	}

	/**
	 * Prints the runtime's configuration before the runtime (wp_print_footer_scripts, and at the end of
	 * print_overlays()). Called again after more overlays were printed, it replaces what it added.
	 */
	public function declare_printed(): void {
		$handle = Assets::handle( self::ENTRY );
		if ( ! $this->printed || ! wp_script_is( $handle, 'enqueued' ) ) {
			return;
		}
		$script = 'window.gblocksProOverlays = ' . wp_json_encode( $this->runtime_config(), JSON_HEX_TAG | JSON_HEX_AMP ) . ';';
		wp_scripts()->add_data( $handle, 'before', array( $script ) );
	}

	/**
	 * Enqueues the runtime (no dependencies: no jQuery, React or wp-* scripts) and its stylesheet.
	 */
	private function enqueue_runtime(): void {
		/**
		 * The runtime's script and style handle.
		 *
		 * @var non-empty-string $handle
		 */
		$handle = Assets::handle( self::ENTRY );
		if ( wp_script_is( $handle, 'enqueued' ) ) {
			return;
		}
		$asset = Assets::asset( self::ENTRY );
		if ( null === $asset ) {
			return;
		}
		wp_enqueue_script(
			$handle,
			plugins_url( 'build/' . self::ENTRY . '.js', GBLOCKS_PRO_FILE ),
			array(),
			$asset['version'],
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
		if ( is_readable( GBLOCKS_PRO_DIR . 'build/' . self::ENTRY . '.css' ) ) {
			wp_enqueue_style( $handle, plugins_url( 'build/' . self::ENTRY . '.css', GBLOCKS_PRO_FILE ), array(), $asset['version'] );
			wp_style_add_data( $handle, 'rtl', 'replace' );
		}
	}
}
