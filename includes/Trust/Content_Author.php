<?php
/**
 * Whose content is being rendered: the author whose capabilities decide what renders.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Trust;

use GBlocks_Pro\Support\Feature;

/**
 * Follows the content source being rendered (a stack of frames) so that render-time security rules can
 * ask what its AUTHOR may do (HTML attributes: unfiltered_html; dynamic tags: manage_options):
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
 * A post source whose post or author cannot be read counts as an author without any capability (fails
 * closed). Answers are kept once per author and capability per request; frames are resolved only when
 * a rule asks, and what they resolve to is kept for the request too: a post's author once per post (not
 * once per block that asks), the customised template once per template id (get_block_template() builds
 * the whole template). Both are forgotten when a post's cache is cleaned (clean_post_cache: the post was
 * saved, its author changed, or a template was customised), as WordPress forgets the post itself, and
 * everything is forgotten when another site of a network is switched to (switch_blog).
 */
final class Content_Author implements Feature {

	/**
	 * A frame that defers to the frame below it (the_content without a global post).
	 */
	private const INHERIT = false;

	/**
	 * Blocks whose rendering is a content source of its own.
	 */
	private const SOURCE_BLOCKS = array( 'core/block', 'core/navigation', 'core/template-part', 'core/pattern' );

	/**
	 * The shared instance.
	 *
	 * @var Content_Author|null
	 */
	private static ?Content_Author $instance = null;

	/**
	 * Content sources being rendered, innermost last: a post id (its author counts), a user id as a
	 * string (a REST request: the current user counts), null (trusted code) or INHERIT.
	 *
	 * @var array<int, int|string|null|false>
	 */
	private array $sources = array();

	/**
	 * Answers by capability, then user id.
	 *
	 * @var array<string, array<int, bool>>
	 */
	private array $answers = array();

	/**
	 * Authors of the posts resolved in this request, by post id (0: the post or its author cannot be read).
	 *
	 * @var array<int, int>
	 */
	private array $post_authors = array();

	/**
	 * The post of each block template resolved in this request, by template id (null: the theme's file).
	 *
	 * @var array<string, int|null>
	 */
	private array $template_posts = array();

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
	 * Adds the hooks that follow the content source being rendered.
	 */
	public function register(): void {
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
		add_action( 'clean_post_cache', array( $this, 'forget_post' ) );
		add_action( 'switch_blog', array( $this, 'forget_site' ) );
	}

	/**
	 * Forgets the sources and the authors' answers (tests, benches, a long-running process).
	 */
	public function reset(): void {
		$this->sources        = array();
		$this->answers        = array();
		$this->post_authors   = array();
		$this->template_posts = array();
	}

	/**
	 * Whether the author of the content being rendered has a capability (trusted code: always).
	 *
	 * @param string $capability Capability, e.g. unfiltered_html.
	 */
	public function can( string $capability ): bool {
		$author = $this->author_id();
		if ( null === $author ) {
			return true;
		}
		if ( ! isset( $this->answers[ $capability ][ $author ] ) ) {
			$this->answers[ $capability ][ $author ] = $author > 0 && user_can( $author, $capability );
		}
		return $this->answers[ $capability ][ $author ];
	}

	/**
	 * The user id of the author of the content being rendered: null for trusted code (a theme file, a
	 * registered pattern, PHP), 0 when the source's post or author cannot be read.
	 */
	public function author_id(): ?int {
		for ( $i = count( $this->sources ) - 1; $i >= 0; $i-- ) {
			$source = $this->sources[ $i ];
			if ( self::INHERIT === $source ) {
				continue;
			}
			if ( is_string( $source ) ) {
				return (int) $source;
			}
			return null === $source ? null : $this->post_author( $source );
		}
		$template = $this->template_post();
		return null === $template ? null : $this->post_author( $template );
	}

	/**
	 * The post whose stored content is being rendered (the same frames as author_id()), or null when
	 * it is not a post: a theme file, a registered pattern, PHP, a REST request's own rendering, or a
	 * source that cannot be read. Block styles keep their compiled CSS with this post.
	 */
	public function post_id(): ?int {
		for ( $i = count( $this->sources ) - 1; $i >= 0; $i-- ) {
			$source = $this->sources[ $i ];
			if ( self::INHERIT === $source ) {
				continue;
			}
			return is_int( $source ) && $source > 0 ? $source : null;
		}
		return $this->template_post();
	}

	/**
	 * The post of the block template this request uses ($_wp_current_template_id) when it is customised
	 * in the database; null for the theme's file, or a request without a block template. Looked up once
	 * per template id and request.
	 */
	private function template_post(): ?int {
		$template = $GLOBALS['_wp_current_template_id'] ?? null;
		if ( ! is_string( $template ) || '' === $template ) {
			return null;
		}
		if ( ! array_key_exists( $template, $this->template_posts ) ) {
			$block_template                    = get_block_template( $template, 'wp_template' );
			$this->template_posts[ $template ] = $block_template instanceof \WP_Block_Template && ! empty( $block_template->wp_id ) ? (int) $block_template->wp_id : null;
		}
		return $this->template_posts[ $template ];
	}

	/**
	 * The author of a post (0 when the post is unknown), read once per post and request.
	 *
	 * @param int $post_id Post id.
	 */
	private function post_author( int $post_id ): int {
		if ( ! isset( $this->post_authors[ $post_id ] ) ) {
			$post                           = $post_id > 0 ? get_post( $post_id ) : null;
			$this->post_authors[ $post_id ] = $post instanceof \WP_Post ? (int) $post->post_author : 0;
		}
		return $this->post_authors[ $post_id ];
	}

	/**
	 * Forgets what was resolved from a post whose cache is cleaned (clean_post_cache): its author, and
	 * the templates (the post may be a template customised just now).
	 *
	 * @param mixed $post_id Post id.
	 */
	public function forget_post( $post_id ): void {
		unset( $this->post_authors[ (int) $post_id ] );
		$this->template_posts = array();
	}

	/**
	 * Forgets a user's answers when their role or profile changes.
	 *
	 * @param mixed $user_id User id.
	 */
	public function forget_author( $user_id ): void {
		foreach ( $this->answers as $capability => $answers ) {
			unset( $this->answers[ $capability ][ (int) $user_id ] );
		}
	}

	/**
	 * Forgets the authors, templates and answers of the site left (switch_blog): post ids, roles and
	 * templates are the site's own.
	 */
	public function forget_site(): void {
		$this->answers        = array();
		$this->post_authors   = array();
		$this->template_posts = array();
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
