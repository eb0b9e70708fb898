<?php
/**
 * Display conditions on any block (gbBlockCondition, gbBlockConditionInvert).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Blocks;

use GBlocks_Pro\Conditions\Decisions;
use GBlocks_Pro\Page_Cache\Cache_Safety;
use GBlocks_Pro\Page_Cache\Visitor_Script;
use GBlocks_Pro\Support\Feature_Flags;
use GBlocks_Pro\Support\Registered_Block_Extension;

/**
 * Hides a block whose display condition does not pass (DESIGN §5), in pre_render_block: a hidden block
 * returns '' before its inner blocks and dynamic parts render. The decision API decides (draft: not
 * applied; missing or trashed: hidden; invert applied there). Inside a query loop the context post is the
 * loop post: the parent block's `postId` context when it carries one, else the current post (which
 * core/post-template sets up for each loop post).
 *
 * Before the first block with a condition renders, every condition id the request will meet is primed in
 * one query: the main query's posts, the block template, the template parts it names, and the synced
 * patterns and navigation menus they reference.
 *
 * Not applied in the editor: in REST requests of the block renderer, or in the edit context, by a user
 * who can edit posts (they see every block). Behind the flag Feature_Flags::BLOCK_CONDITIONS.
 *
 * Page cache compatibility (Page_Cache\Cache_Safety::defers()): the decision may be deferred to the browser.
 * Such a block renders as usual (inner blocks, block supports and the other extensions included) and its
 * whole markup is then sent inert with the residual (Page_Cache\Visitor_Script::wrap()), by a filter on the
 * block type's render hook (render_block_{name}) that runs last and is there only while a block of that
 * type waits for it: added when the block is deferred, taken off when its markup is wrapped, so that the
 * other blocks of the request, of that type or not, never call it. A block whose server part decides
 * it is shown or hidden as without the setting: hidden content is never sent. Where WordPress makes text
 * from content that no browser will decide (Page_Cache\Cache_Safety::omits(): excerpts, feeds, REST for
 * an anonymous visitor), a block left to the browser renders as nothing.
 */
final class Block_Conditions extends Registered_Block_Extension {

	public const ATTRIBUTE = 'gbBlockCondition';
	public const INVERT    = 'gbBlockConditionInvert';

	/**
	 * The main query the conditions were primed for.
	 *
	 * @var \WP_Query|null
	 */
	private ?\WP_Query $primed_for = null;

	/**
	 * Whether the current REST request renders blocks for the editor.
	 *
	 * @var bool
	 */
	private bool $editor_request = false;

	/**
	 * Blocks whose decision was deferred and whose markup is awaited (innermost last): their attributes
	 * (recognised in render_block, as the render pipeline recognises them), their escaped residual and
	 * their block type's render hook (the wrap filter is on a hook while an entry names it).
	 *
	 * @var array<int, array{0: array<mixed>, 1: string, 2: string}>
	 */
	private array $deferred = array();

	/**
	 * Adds the extension (when the flag is on) and the editor request hooks.
	 */
	public function register(): void {
		parent::register();
		add_filter( 'rest_request_before_callbacks', array( $this, 'enter_rest_request' ), 10, 3 );
		add_filter( 'rest_request_after_callbacks', array( $this, 'leave_rest_request' ), 10, 1 );
	}

	/**
	 * Adds this extension only when block conditions are on.
	 *
	 * @param mixed $extensions Extensions so far.
	 * @return array<int|string, mixed>
	 */
	public function add_to( $extensions ): array {
		if ( ! Feature_Flags::enabled( Feature_Flags::BLOCK_CONDITIONS ) ) {
			return is_array( $extensions ) ? $extensions : array();
		}
		return parent::add_to( $extensions );
	}

	/**
	 * The attribute that makes a block conditional (invert alone does nothing).
	 *
	 * @return string[]
	 */
	public function attributes(): array {
		return array( self::ATTRIBUTE );
	}

	/**
	 * The id WordPress gives the wrap_deferred callback in a hook (null until needed).
	 *
	 * @var string|null
	 */
	private ?string $wrap_id = null;

	/**
	 * A hook of our own per render hook, holding only the wrap filter: put in place when the block type's
	 * hook has no other filter and taken out again by an unset (adding and removing a filter through
	 * WordPress costs about 1.5 µs each time, 40 times more, paid for every deferred block).
	 *
	 * @var array<string, \WP_Hook>
	 */
	private array $own_hooks = array();

	/**
	 * The escaped residual of each deferred decision of this request.
	 *
	 * @var \WeakMap<\GBlocks_Pro\Conditions\Decision, string>|null
	 */
	private ?\WeakMap $attributes = null;

	/**
	 * '' for a hidden block, null otherwise.
	 *
	 * @param array<string, mixed> $block  The parsed block.
	 * @param \WP_Block|null       $parent The block whose context applies.
	 */
	public function pre_render( array $block, ?\WP_Block $parent ): ?string {
		$attrs = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
		$id    = Decisions::condition_id( $attrs[ self::ATTRIBUTE ] ?? null );
		if ( 0 === $id || ( $this->editor_request && current_user_can( 'edit_posts' ) ) ) {
			return null;
		}
		// Once per main query: after the first block, the main query is the one primed for (one comparison).
		$query = $GLOBALS['wp_the_query'] ?? null;
		if ( null === $query || $query !== $this->primed_for ) {
			$query = self::main_query();
			if ( $query instanceof \WP_Query && $query !== $this->primed_for ) {
				$this->primed_for = $query;
				// With every condition in the autoloaded cache there is nothing to prime: the ids of the
				// request's content (template parts, synced patterns) are not collected.
				if ( ! Decisions::primed_by_cache() ) {
					Decisions::prime( self::request_condition_ids() );
				}
			}
		}
		$post_id = null;
		if ( null !== $parent && isset( $parent->context['postId'] ) && is_numeric( $parent->context['postId'] ) ) {
			$post_id = (int) $parent->context['postId'];
		}
		// Text made from content (an excerpt, a feed, REST) leaves out what the browser would decide; a page
		// a cache may store sends it inert for the browser.
		$omit    = Cache_Safety::omits();
		$defer   = $omit || Cache_Safety::defers();
		$options = $defer ? array( 'defer' => true ) : array();
		// What the front-end decision log lists; worked out only while a log observes this request.
		if ( Decisions::is_observed() ) {
			$name = (string) ( $block['blockName'] ?? '' );
			/* translators: %s: block type title, e.g. Paragraph. */
			$options['subject'] = sprintf( __( 'Block: %s', 'gblocks-pro' ), \WP_Block_Type_Registry::get_instance()->get_registered( $name )->title ?? $name );
		}
		$decision = Decisions::decide( $id, isset( $attrs[ self::INVERT ] ) && self::truthy( $attrs[ self::INVERT ] ), $post_id, $options );
		if ( $omit && $decision->is_deferred() ) {
			return '';
		}
		// Deferred in cache-safe output, and always for a rule only the browser can decide.
		if ( $decision->is_deferred() ) {
			// The blocks that share a condition share its decision: its residual is escaped once.
			$this->attributes ??= new \WeakMap();
			if ( ! isset( $this->attributes[ $decision ] ) ) {
				$this->attributes[ $decision ] = Visitor_Script::attribute( (array) $decision->residual() );
			}
			$hook             = 'render_block_' . ( $block['blockName'] ?? '' );
			$this->deferred[] = array( $attrs, $this->attributes[ $decision ], $hook );
			$this->await( $hook );
			return null;
		}
		return $decision->shows() ? null : '';
	}

	/**
	 * Sends a deferred block's rendered markup inert with its residual (render_block_{name}, last, so
	 * that the block supports and the other extensions, render_block and the block type's own render
	 * filters, worked on the block itself and not on the template).
	 *
	 * @param mixed $html  The block's markup.
	 * @param mixed $block The parsed block.
	 * @return mixed
	 */
	public function wrap_deferred( $html, $block ) {
		if ( ! $this->deferred || ! is_string( $html ) || ! isset( $block['attrs'][ self::ATTRIBUTE ] ) ) {
			return $html;
		}
		$attrs = $block['attrs'];
		$last  = count( $this->deferred ) - 1;
		for ( $index = $last; $index >= 0; $index-- ) {
			if ( $this->deferred[ $index ][0] === $attrs ) {
				list( , $attribute, $hook ) = $this->deferred[ $index ];
				// Nearly always the innermost block, the last one: no renumbering then.
				if ( $index === $last ) {
					array_pop( $this->deferred );
				} else {
					array_splice( $this->deferred, $index, 1 );
				}
				$this->received( $hook );
				return '' === trim( $html ) ? $html : Visitor_Script::template( $html, $attribute );
			}
		}
		return $html;
	}

	/**
	 * A block of a type was deferred: the wrap filter goes on the type's render hook (render_block_{name},
	 * which runs after render_block) if it is not there yet (again if the hooks were reset since: tests).
	 * Looked up by its id, which has_filter() would work out anew for every deferred block.
	 *
	 * @param string $hook The block type's render hook.
	 */
	private function await( string $hook ): void {
		global $wp_filter;
		$this->wrap_id ??= _wp_filter_build_unique_id( $hook, array( $this, 'wrap_deferred' ), PHP_INT_MAX );
		if ( isset( $wp_filter[ $hook ]->callbacks[ PHP_INT_MAX ][ $this->wrap_id ] ) ) {
			return;
		}
		if ( isset( $wp_filter[ $hook ] ) ) {
			// The type has filters of its own: ours joins them (and leaves through remove_filter()).
			add_filter( $hook, array( $this, 'wrap_deferred' ), PHP_INT_MAX, 2 );
			return;
		}
		if ( ! isset( $this->own_hooks[ $hook ] ) ) {
			$this->own_hooks[ $hook ] = new \WP_Hook();
			$this->own_hooks[ $hook ]->add_filter( $hook, array( $this, 'wrap_deferred' ), PHP_INT_MAX, 2 );
		}
		$wp_filter[ $hook ] = $this->own_hooks[ $hook ]; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- A hook of its own, as add_filter() would create it.
	}

	/**
	 * A deferred block's markup was wrapped: when no other block of its type waits, the wrap filter leaves
	 * the type's render hook, and the blocks of that type rendered later do not call it.
	 *
	 * @param string $hook The block type's render hook.
	 */
	private function received( string $hook ): void {
		global $wp_filter;
		foreach ( $this->deferred as $waiting ) {
			if ( $waiting[2] === $hook ) {
				return;
			}
		}
		$own = $this->own_hooks[ $hook ] ?? null;
		if ( null !== $own && ( $wp_filter[ $hook ] ?? null ) === $own && 1 === count( $own->callbacks ) && 1 === count( $own->callbacks[ PHP_INT_MAX ] ?? array() ) ) {
			// Still our hook with only our filter (the running apply_filters() keeps its own reference).
			unset( $wp_filter[ $hook ] );
			return;
		}
		// Someone else's filters share the hook (or joined ours meanwhile): ours alone leaves.
		unset( $this->own_hooks[ $hook ] );
		remove_filter( $hook, array( $this, 'wrap_deferred' ), PHP_INT_MAX );
	}

	/**
	 * Whether an invert value means true (true, 1, '1', 'true').
	 *
	 * @param mixed $value The attribute value.
	 */
	private static function truthy( mixed $value ): bool {
		return true === $value || 1 === $value || '1' === $value || 'true' === $value;
	}

	/**
	 * Every condition id of the blocks this request will render, as far as it is cheap to know: the main
	 * query's posts, the block template, its template parts, and the synced patterns and navigation
	 * menus they reference (loaded in one query, which their own rendering then reads from the cache).
	 *
	 * @return string[]
	 */
	public static function request_condition_ids(): array {
		$contents = array();
		$query    = self::main_query();
		if ( $query instanceof \WP_Query && is_array( $query->posts ) ) {
			foreach ( $query->posts as $post ) {
				if ( $post instanceof \WP_Post ) {
					$contents[] = $post->post_content;
				}
			}
		}
		$template = $GLOBALS['_wp_current_template_content'] ?? null;
		if ( is_string( $template ) && '' !== $template ) {
			$contents[] = $template;
			foreach ( self::template_part_contents( $template ) as $content ) {
				$contents[] = $content;
			}
		}
		$refs = array();
		foreach ( $contents as $content ) {
			if ( str_contains( $content, '"ref":' ) && preg_match_all( '/<!--\s+wp:(?:core\/)?(?:block|navigation)\s+\{[^}]*?"ref":(\d+)/', $content, $matches ) ) {
				foreach ( $matches[1] as $ref ) {
					$refs[ (int) $ref ] = (int) $ref;
				}
			}
		}
		if ( $refs ) {
			_prime_post_caches( array_values( $refs ), false, false );
			foreach ( $refs as $ref ) {
				$post = get_post( $ref );
				if ( $post instanceof \WP_Post && in_array( $post->post_type, array( 'wp_block', 'wp_navigation' ), true ) ) {
					$contents[] = $post->post_content;
				}
			}
		}
		$ids = array();
		foreach ( $contents as $content ) {
			foreach ( self::ids_in( $content ) as $id ) {
				$ids[ $id ] = $id;
			}
		}
		return array_values( $ids );
	}

	/**
	 * The main query of the request (secondary loops may replace $wp_query for a while).
	 */
	private static function main_query(): ?\WP_Query {
		foreach ( array( 'wp_the_query', 'wp_query' ) as $global ) {
			if ( isset( $GLOBALS[ $global ] ) && $GLOBALS[ $global ] instanceof \WP_Query ) {
				return $GLOBALS[ $global ];
			}
		}
		return null;
	}

	/**
	 * Condition ids in block markup.
	 *
	 * @param string $content Block markup.
	 * @return string[]
	 */
	public static function ids_in( string $content ): array {
		if ( ! str_contains( $content, '"' . self::ATTRIBUTE . '"' ) ) {
			return array();
		}
		preg_match_all( '/"' . self::ATTRIBUTE . '":"?(\d+)/', $content, $matches );
		return array_values( array_unique( $matches[1] ) );
	}

	/**
	 * The contents of the template parts a block template names, read as core's template-part block
	 * reads them, without get_block_template() (which builds every part again, with its block hooks, and
	 * makes the theme.json data be merged again later in the request: about 2 ms a page on SQLite): the
	 * part customised in the database, by the very query the block runs afterwards (so that its own
	 * query is then answered from the query cache), else the theme's file as it is. Priming only looks
	 * for condition ids in them; a condition it misses is still decided, on its own.
	 *
	 * @param string $template Template markup.
	 * @return string[]
	 */
	private static function template_part_contents( string $template ): array {
		if ( ! str_contains( $template, 'wp:template-part' ) || ! preg_match_all( '/<!--\s+wp:(?:core\/)?template-part\s+(\{[^}]*\})/', $template, $matches ) ) {
			return array();
		}
		$contents   = array();
		$stylesheet = get_stylesheet();
		foreach ( $matches[1] as $json ) {
			$attributes = json_decode( $json, true );
			$slug       = is_array( $attributes ) ? ( $attributes['slug'] ?? null ) : null;
			$theme      = is_array( $attributes ) && is_string( $attributes['theme'] ?? null ) ? $attributes['theme'] : $stylesheet;
			if ( ! is_string( $slug ) || '' === $slug || $stylesheet !== $theme ) {
				continue;
			}
			// The arguments of render_block_core_template_part(), so that both are one cached query.
			$query = new \WP_Query(
				array(
					'post_type'           => 'wp_template_part',
					'post_status'         => 'publish',
					'post_name__in'       => array( $slug ),
					'tax_query'           => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- The query core's template-part block runs; this one fills its cache.
						array(
							'taxonomy' => 'wp_theme',
							'field'    => 'name',
							'terms'    => $theme,
						),
					),
					'posts_per_page'      => 1,
					'no_found_rows'       => true,
					'lazy_load_term_meta' => false,
				)
			);
			$post  = $query->have_posts() ? $query->next_post() : null;
			if ( $post instanceof \WP_Post ) {
				$contents[] = $post->post_content;
				continue;
			}
			$file = 0 === validate_file( $slug ) ? _get_block_template_file( 'wp_template_part', $slug ) : null;
			$path = is_array( $file ) && is_string( $file['path'] ?? null ) ? $file['path'] : '';
			if ( '' !== $path && is_readable( $path ) ) {
				$contents[] = (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A theme file, as core reads it.
			}
		}
		return $contents;
	}

	/**
	 * Notes whether a REST request renders blocks for the editor: the block renderer, or the edit
	 * context (rest_request_before_callbacks).
	 *
	 * @param mixed            $response Response so far.
	 * @param mixed            $handler  Route handler.
	 * @param \WP_REST_Request $request  The request.
	 * @return mixed
	 */
	public function enter_rest_request( $response, $handler, $request ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- Filter signature.
		if ( $request instanceof \WP_REST_Request ) {
			$this->editor_request = str_starts_with( $request->get_route(), '/wp/v2/block-renderer/' ) || 'edit' === $request->get_param( 'context' );
		}
		return $response;
	}

	/**
	 * Ends the editor request (rest_request_after_callbacks).
	 *
	 * @param mixed $response The response.
	 * @return mixed
	 */
	public function leave_rest_request( $response ) {
		$this->editor_request = false;
		return $response;
	}
}
