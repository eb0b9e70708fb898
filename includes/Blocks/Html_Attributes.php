<?php
/**
 * Custom HTML attributes on any block (htmlAttributes; linkHtmlAttributes of core/image).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Blocks;

use GBlocks_Pro\Support\Registered_Block_Extension;

/**
 * Applies a block's htmlAttributes when it renders (DESIGN §1: they live in the block comment, never in
 * saved markup), with WP_HTML_Tag_Processor, on the block's first tag (or the tag of the block's target
 * class in the contract file: core/button's link), and linkHtmlAttributes on the `<a>` of core/image.
 * Merged with what the tag has: `id` and other names replace, `style` is appended after a `;`, `class` is
 * never written. set_attribute() escapes late (esc_url for URL attributes, esc_attr otherwise). A boolean
 * attribute with an empty value renders bare. An overlay trigger or close element that is not natively
 * interactive (a, with href, button, input, select, textarea, summary) also gets role="button" and
 * tabindex="0" unless it has them, so it is reachable by keyboard before any script runs.
 *
 * Unsafe attributes (Html_Attribute_Policy) are dropped unless the AUTHOR of the content being rendered
 * has unfiltered_html. Who the author is, is decided by the content source being rendered, a stack of
 * frames kept here:
 * - the_content (around do_blocks at priority 9): the global post, the post whose content it is;
 * - core/block (a synced pattern): the wp_block post of its ref;
 * - core/navigation with a ref: the wp_navigation post;
 * - core/template-part: the wp_template_part post when the part is customised in the database
 *   (render_block_core_template_part_post), else the theme's file: trusted;
 * - core/pattern (a pattern registered by code): trusted;
 * - any renderer of stored content that fires gblocks_pro_before_render_content( WP_Post ) and
 *   gblocks_pro_after_render_content around its do_blocks() (the overlay renderer does);
 * - a REST request's callbacks (the block renderer of the editor): the current user;
 * - nothing of the above, on a request that uses a block template ($_wp_current_template_id): the
 *   wp_template post when the template is customised in the database, else the theme's file: trusted;
 *   elsewhere (PHP templates, widgets, code calling do_blocks()): trusted.
 * A post source whose post or author cannot be read counts as an author without unfiltered_html (fails
 * closed). The author's capability is looked up once per author per request; frames are resolved only
 * when a block carries an unsafe attribute, so safe attributes cost no lookup.
 */
final class Html_Attributes extends Registered_Block_Extension {

	public const ATTRIBUTE      = 'htmlAttributes';
	public const LINK_ATTRIBUTE = 'linkHtmlAttributes';

	/**
	 * A frame that defers to the frame below it (the_content without a global post).
	 */
	private const INHERIT = false;

	/**
	 * Tags that are reachable and activated by keyboard on their own (an `a` only with href).
	 */
	private const INTERACTIVE_TAGS = array( 'A', 'BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'SUMMARY' );

	/**
	 * Blocks whose rendering is a content source of its own, and how each frame is built.
	 */
	private const SOURCE_BLOCKS = array( 'core/block', 'core/navigation', 'core/template-part', 'core/pattern' );

	/**
	 * The shared instance.
	 *
	 * @var Html_Attributes|null
	 */
	private static ?Html_Attributes $instance = null;

	/**
	 * Content sources being rendered, innermost last: a post id (its author counts), a user id as a
	 * string (a REST request: the current user counts), null (trusted code) or INHERIT.
	 *
	 * @var array<int, int|string|null|false>
	 */
	private array $sources = array();

	/**
	 * Whether an author may render unsafe attributes, by user id.
	 *
	 * @var array<int, bool>
	 */
	private array $trusted_authors = array();

	/**
	 * The shared instance.
	 */
	public static function instance(): self {
		if ( null === self::$instance ) {
			self::$instance = new self();
		}
		return self::$instance;
	}

	/**
	 * Adds the extension and the hooks that follow the content source being rendered.
	 */
	public function register(): void {
		parent::register();
		add_filter( 'the_content', array( $this, 'enter_the_content' ), 8 );
		add_filter( 'the_content', array( $this, 'leave_the_content' ), 10 );
		add_filter( 'register_block_type_args', array( $this, 'wrap_source_block' ), 10, 2 );
		add_action( 'render_block_core_template_part_post', array( $this, 'template_part_post' ), 10, 3 );
		add_action( 'gblocks_pro_before_render_content', array( $this, 'enter_post' ) );
		add_action( 'gblocks_pro_after_render_content', array( $this, 'leave' ) );
		add_filter( 'rest_request_before_callbacks', array( $this, 'enter_rest_request' ), 10, 1 );
		add_filter( 'rest_request_after_callbacks', array( $this, 'leave_rest_request' ), 10, 1 );
		add_action( 'set_user_role', array( $this, 'forget_author' ) );
		add_action( 'profile_update', array( $this, 'forget_author' ) );
	}

	/**
	 * Forgets the sources and the authors' answers (tests, benches, a long-running process).
	 */
	public function reset(): void {
		$this->sources         = array();
		$this->trusted_authors = array();
	}

	/**
	 * The attributes that make the extension act on a block.
	 *
	 * @return string[]
	 */
	public function attributes(): array {
		return array( self::ATTRIBUTE, self::LINK_ATTRIBUTE );
	}

	/**
	 * Nothing to decide before the block renders.
	 *
	 * @param array<string, mixed> $block  The parsed block.
	 * @param \WP_Block|null       $parent The parent block.
	 */
	public function pre_render( array $block, ?\WP_Block $parent ): ?string { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- Interface signature.
		return null;
	}

	/**
	 * Applies the block's attributes to its markup.
	 *
	 * @param string               $html     The block's markup.
	 * @param array<string, mixed> $block    The parsed block.
	 * @param \WP_Block|null       $instance The block instance.
	 */
	public function render( string $html, array $block, ?\WP_Block $instance ): string { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Interface signature.
		$name  = is_string( $block['blockName'] ?? null ) ? $block['blockName'] : '';
		$attrs = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
		if ( '' === $html || Html_Attribute_Policy::is_excluded_block( $name ) ) {
			return $html;
		}
		$own = $attrs[ self::ATTRIBUTE ] ?? null;
		if ( is_array( $own ) && $own ) {
			$tags   = new \WP_HTML_Tag_Processor( $html );
			$target = Html_Attribute_Policy::target_class( $name );
			$found  = null !== $target && $tags->next_tag( array( 'class_name' => $target ) );
			if ( ! $found ) {
				$tags  = new \WP_HTML_Tag_Processor( $html );
				$found = $tags->next_tag();
			}
			if ( $found && $this->apply( $tags, $own ) ) {
				$html = $tags->get_updated_html();
			}
		}
		$link = 'core/image' === $name ? ( $attrs[ self::LINK_ATTRIBUTE ] ?? null ) : null;
		if ( is_array( $link ) && $link ) {
			$tags = new \WP_HTML_Tag_Processor( $html );
			if ( $tags->next_tag( array( 'tag_name' => 'a' ) ) && $this->apply( $tags, $link ) ) {
				$html = $tags->get_updated_html();
			}
		}
		return $html;
	}

	/**
	 * Writes the attributes of a stored map on the tag the processor is at.
	 *
	 * @param \WP_HTML_Tag_Processor $tags   The processor, at the tag.
	 * @param array<mixed>           $stored The stored map.
	 * @return bool Whether anything was written.
	 */
	private function apply( \WP_HTML_Tag_Processor $tags, array $stored ): bool {
		$trusted                        = null;
		$written                        = false;
		$trigger                        = false;
		list( $open_name, $close_name ) = Html_Attribute_Policy::trigger_names();
		foreach ( Html_Attribute_Policy::normalise( $stored ) as $lower => $item ) {
			$value = $item['value'];
			if ( Html_Attribute_Policy::is_unsafe( $item['raw'], true === $value ? '' : $value ) ) {
				$trusted ??= $this->author_is_trusted();
				if ( ! $trusted ) {
					continue;
				}
			}
			if ( 'style' === $lower && is_string( $value ) ) {
				$existing = $tags->get_attribute( 'style' );
				if ( is_string( $existing ) && '' !== trim( $existing ) ) {
					$value = rtrim( trim( $existing ), ';' ) . ';' . $value;
				}
			}
			if ( $tags->set_attribute( $item['name'], $value ) ) {
				$written = true;
				$trigger = $trigger || strtolower( $open_name ) === $lower || strtolower( $close_name ) === $lower;
			}
		}
		if ( $trigger && ! self::is_interactive( $tags ) ) {
			if ( null === $tags->get_attribute( 'role' ) ) {
				$tags->set_attribute( 'role', 'button' );
			}
			if ( null === $tags->get_attribute( 'tabindex' ) ) {
				$tags->set_attribute( 'tabindex', '0' );
			}
		}
		return $written;
	}

	/**
	 * Whether the tag is reachable and activated by keyboard without help.
	 *
	 * @param \WP_HTML_Tag_Processor $tags The processor, at the tag.
	 */
	private static function is_interactive( \WP_HTML_Tag_Processor $tags ): bool {
		$tag = (string) $tags->get_tag();
		if ( ! in_array( $tag, self::INTERACTIVE_TAGS, true ) ) {
			return false;
		}
		return 'A' !== $tag || null !== $tags->get_attribute( 'href' );
	}

	/**
	 * Whether the author of the content being rendered may render unsafe attributes.
	 */
	public function author_is_trusted(): bool {
		for ( $i = count( $this->sources ) - 1; $i >= 0; $i-- ) {
			$source = $this->sources[ $i ];
			if ( self::INHERIT === $source ) {
				continue;
			}
			if ( is_string( $source ) ) {
				return $this->user_is_trusted( (int) $source );
			}
			return null === $source || $this->post_author_is_trusted( $source );
		}
		$template = $GLOBALS['_wp_current_template_id'] ?? null;
		if ( is_string( $template ) && '' !== $template ) {
			$block_template = get_block_template( $template, 'wp_template' );
			if ( $block_template instanceof \WP_Block_Template && ! empty( $block_template->wp_id ) ) {
				return $this->post_author_is_trusted( (int) $block_template->wp_id );
			}
		}
		return true;
	}

	/**
	 * Whether the author of a post has unfiltered_html (false when the post or its author is unknown).
	 *
	 * @param int $post_id Post id.
	 */
	private function post_author_is_trusted( int $post_id ): bool {
		$post = $post_id > 0 ? get_post( $post_id ) : null;
		return $post instanceof \WP_Post && $this->user_is_trusted( (int) $post->post_author );
	}

	/**
	 * Whether a user has unfiltered_html, once per user.
	 *
	 * @param int $user_id User id.
	 */
	private function user_is_trusted( int $user_id ): bool {
		if ( ! isset( $this->trusted_authors[ $user_id ] ) ) {
			$this->trusted_authors[ $user_id ] = $user_id > 0 && user_can( $user_id, 'unfiltered_html' );
		}
		return $this->trusted_authors[ $user_id ];
	}

	/**
	 * Forgets a user's answer when their role or profile changes.
	 *
	 * @param mixed $user_id User id.
	 */
	public function forget_author( $user_id ): void {
		unset( $this->trusted_authors[ (int) $user_id ] );
	}

	/**
	 * Enters a REST request (rest_request_before_callbacks): what its callbacks render outside any post
	 * (the editor's block renderer) is the current user's.
	 *
	 * @param mixed $response Response so far.
	 * @return mixed
	 */
	public function enter_rest_request( $response ) {
		$this->sources[] = (string) get_current_user_id();
		return $response;
	}

	/**
	 * Leaves the REST request (rest_request_after_callbacks).
	 *
	 * @param mixed $response The response.
	 * @return mixed
	 */
	public function leave_rest_request( $response ) {
		array_pop( $this->sources );
		return $response;
	}

	/**
	 * Enters the global post's content (the_content, before do_blocks).
	 *
	 * @param mixed $content The content.
	 * @return mixed
	 */
	public function enter_the_content( $content ) {
		$post            = get_post();
		$this->sources[] = $post instanceof \WP_Post ? (int) $post->ID : self::INHERIT;
		return $content;
	}

	/**
	 * Leaves the content entered by enter_the_content (the_content, after do_blocks).
	 *
	 * @param mixed $content The content.
	 * @return mixed
	 */
	public function leave_the_content( $content ) {
		array_pop( $this->sources );
		return $content;
	}

	/**
	 * Enters the stored content of a post (gblocks_pro_before_render_content).
	 *
	 * @param mixed $post The post whose content renders.
	 */
	public function enter_post( $post ): void {
		$this->sources[] = $post instanceof \WP_Post ? (int) $post->ID : 0;
	}

	/**
	 * Leaves the innermost source.
	 */
	public function leave(): void {
		array_pop( $this->sources );
	}

	/**
	 * A template part customised in the database renders its post (render_block_core_template_part_post):
	 * the frame its wrapper opened as a theme file becomes that post.
	 *
	 * @param mixed $template_part_id The part's id.
	 * @param mixed $attributes       The block's attributes.
	 * @param mixed $post             The wp_template_part post.
	 */
	public function template_part_post( $template_part_id, $attributes, $post ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- Action signature.
		if ( $this->sources ) {
			$this->sources[ count( $this->sources ) - 1 ] = $post instanceof \WP_Post ? (int) $post->ID : 0;
		}
	}

	/**
	 * Wraps the render callback of the blocks that render stored content of their own (synced patterns,
	 * navigation menus, template parts, registered patterns) in a frame of that source
	 * (register_block_type_args).
	 *
	 * @param mixed $args       Block type arguments.
	 * @param mixed $block_name Block name.
	 * @return mixed
	 */
	public function wrap_source_block( $args, $block_name ) {
		if ( ! is_array( $args ) || ! in_array( $block_name, self::SOURCE_BLOCKS, true ) || ! is_callable( $args['render_callback'] ?? null ) ) {
			return $args;
		}
		$callback                = $args['render_callback'];
		$args['render_callback'] = function ( $attributes, $content = '', $block = null ) use ( $callback, $block_name ) {
			$this->sources[] = self::frame_of( (string) $block_name, is_array( $attributes ) ? $attributes : array() );
			try {
				return $callback( $attributes, $content, $block );
			} finally {
				array_pop( $this->sources );
			}
		};
		return $args;
	}

	/**
	 * The frame a source block opens.
	 *
	 * @param string               $block_name Block name.
	 * @param array<string, mixed> $attributes Its attributes.
	 * @return int|null|false
	 */
	private static function frame_of( string $block_name, array $attributes ): int|null|false {
		switch ( $block_name ) {
			case 'core/block':
				return is_numeric( $attributes['ref'] ?? null ) ? (int) $attributes['ref'] : 0;
			case 'core/navigation':
				return is_numeric( $attributes['ref'] ?? null ) ? (int) $attributes['ref'] : self::INHERIT;
			default:
				// core/template-part starts as the theme's file (template_part_post() corrects it); core/pattern.
				return null;
		}
	}
}
