<?php
/**
 * Inert markup for content the browser decides, and the inline evaluator that decides it.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Page_Cache;

use GBlocks_Pro\Support\Feature;

/**
 * When Cache_Safety::defers(), content whose condition the server part does not decide is sent inert
 * with its residual expression (visitor rules only):
 *
 *     <template data-gb-condition="{residual JSON}">…the content…</template><script>gbVisitorConditions.run()</script>
 *
 * A template neither renders, runs scripts nor loads images; the evaluator (build/visitor-conditions.js)
 * inserts the content that passes and drops the rest. It is printed inline once, before the first
 * deferred element: in wp_head when the content was rendered before it (block themes render the template
 * first), else right before the first deferred element, as
 *
 *     <script id="gblocks-pro-visitor-conditions" data-gb-tz="{site timezone}">…</script>
 *
 * Without the built evaluator nothing is printed, not even the run() call: the content stays inert
 * (fails closed). The residual's JSON escapes &, <, >, ' and " inside its strings, so the attribute holds
 * no character that HTML would decode.
 */
final class Visitor_Script implements Feature {

	/**
	 * The evaluator's entry (src/entries/visitor-conditions.ts, built to build/visitor-conditions.js).
	 */
	public const ENTRY = 'visitor-conditions';

	/**
	 * The id attribute of the inline evaluator.
	 */
	public const ID = 'gblocks-pro-visitor-conditions';

	/**
	 * The attribute that carries a residual.
	 */
	public const ATTRIBUTE = 'data-gb-condition';

	/**
	 * The call printed right after each deferred element.
	 */
	public const RUN = '<script>gbVisitorConditions.run()</script>';

	/**
	 * Where the evaluator goes when the first deferred element renders inside the_content: the content
	 * filters (wptexturize, shortcodes…) would rewrite a script's source, so the tag replaces this
	 * comment once they are done.
	 */
	public const PLACEHOLDER = '<!-- gblocks-pro-visitor-conditions -->';

	/**
	 * Whether the evaluator was printed on this request.
	 *
	 * @var bool
	 */
	private static bool $printed = false;

	/**
	 * Whether deferred content was rendered before wp_head (the evaluator goes in the head).
	 *
	 * @var bool
	 */
	private static bool $needed = false;

	/**
	 * The evaluator's source: null until read, '' when it has not been built.
	 *
	 * @var string|null
	 */
	private static ?string $source = null;

	/**
	 * Another file to read the evaluator from (tests).
	 *
	 * @var string|null
	 */
	private static ?string $file = null;

	/**
	 * Prints the evaluator in the head when deferred content was rendered before it.
	 */
	public function register(): void {
		add_action( 'wp_head', array( self::class, 'print_in_head' ), 1 );
	}

	/**
	 * Content sent inert, to be decided in the browser: the evaluator first when it is due here, the
	 * content in a template carrying the residual, then the run() call.
	 *
	 * @param string               $html     The content's markup.
	 * @param array<string, mixed> $residual The residual expression (Decision::residual()).
	 */
	public static function wrap( string $html, array $residual ): string {
		return self::template( $html, self::attribute( $residual ) );
	}

	/**
	 * The residual as the escaped value of the data-gb-condition attribute.
	 *
	 * @param array<string, mixed> $residual The residual expression (Decision::residual()).
	 */
	public static function attribute( array $residual ): string {
		$json = self::json( $residual );
		// json() escapes &, <, > and ' inside strings, so its only character esc_attr() would change is
		// the double quote (valid UTF-8, no entity to keep): what esc_attr() answers, without its charset
		// checks and entity normalising (one residual per condition of the page).
		return false === strpbrk( $json, "&<>'" ) ? str_replace( '"', '&quot;', $json ) : esc_attr( $json );
	}

	/**
	 * As wrap(), with the attribute value already escaped (attribute()): what shares a residual escapes
	 * it once.
	 *
	 * @param string $html      The content's markup.
	 * @param string $attribute The escaped residual.
	 */
	public static function template( string $html, string $attribute ): string {
		return self::before_deferred() . '<template ' . self::ATTRIBUTE . '="' . $attribute . '">' . $html . '</template>' . self::run_call();
	}

	/**
	 * The residual as the attribute's JSON (not yet escaped for HTML: esc_attr() it, or hand it to an
	 * attribute builder that does).
	 *
	 * @param array<string, mixed> $residual The residual expression.
	 */
	public static function json( array $residual ): string {
		return (string) wp_json_encode( $residual, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT );
	}

	/**
	 * The run() call after a deferred element ('' without the evaluator).
	 */
	public static function run_call(): string {
		return '' !== self::source() ? self::RUN : '';
	}

	/**
	 * What to print before a deferred element: the evaluator when it is not printed yet and the page's
	 * output has started (wp_head fired); before wp_head it is noted, and print_in_head() prints it.
	 */
	public static function before_deferred(): string {
		if ( self::$printed ) {
			return '';
		}
		if ( ! did_action( 'wp_head' ) ) {
			self::$needed = true;
			return '';
		}
		if ( doing_filter( 'the_content' ) && '' !== self::source() ) {
			if ( false === has_filter( 'the_content', array( self::class, 'replace_placeholder' ) ) ) {
				add_filter( 'the_content', array( self::class, 'replace_placeholder' ), PHP_INT_MAX );
			}
			return self::PLACEHOLDER;
		}
		return self::tag();
	}

	/**
	 * Puts the evaluator in place of the first placeholder of the content (the_content, last) and drops
	 * the others.
	 *
	 * @param mixed $content The filtered content.
	 * @return mixed
	 */
	public static function replace_placeholder( $content ) {
		if ( ! is_string( $content ) || ! str_contains( $content, self::PLACEHOLDER ) ) {
			return $content;
		}
		$at      = (int) strpos( $content, self::PLACEHOLDER );
		$content = substr( $content, 0, $at ) . self::tag() . str_replace( self::PLACEHOLDER, '', substr( $content, $at + strlen( self::PLACEHOLDER ) ) );
		return $content;
	}

	/**
	 * Prints the evaluator in wp_head when deferred content was rendered before (block themes).
	 */
	public static function print_in_head(): void {
		if ( self::$needed && ! self::$printed ) {
			echo self::tag(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- The built evaluator, in a tag made by wp_get_inline_script_tag().
		}
	}

	/**
	 * The inline evaluator, once ('' when printed already or not built).
	 */
	private static function tag(): string {
		$source = self::source();
		if ( self::$printed || '' === $source ) {
			return '';
		}
		self::$printed = true;

		/**
		 * Filters the inline scripts printed right before the evaluator (tags, e.g. the visitor-history
		 * rules of Conditions\Visitor_History_Script, which register browser rules on window.gbRules).
		 *
		 * @param string $tags The tags ('' by default).
		 */
		$companions = (string) apply_filters( 'gblocks_pro_visitor_conditions_companions', '' );
		return $companions . wp_get_inline_script_tag(
			$source,
			array(
				'id'         => self::ID,
				'data-gb-tz' => wp_timezone_string(),
			)
		);
	}

	/**
	 * An inline tag of a built script (build/{entry}.js), or '' when the build is missing; "</script"
	 * inside it cannot end the tag.
	 *
	 * @param string                $entry      The entry, e.g. 'visitor-history'.
	 * @param array<string, string> $attributes The tag's attributes (id, data-*).
	 */
	public static function inline( string $entry, array $attributes ): string {
		$file   = GBLOCKS_PRO_DIR . 'build/' . $entry . '.js';
		$source = is_readable( $file ) ? file_get_contents( $file ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local build file.
		if ( ! is_string( $source ) || '' === trim( $source ) ) {
			return '';
		}
		return wp_get_inline_script_tag( trim( str_ireplace( '</script', '<\/script', $source ) ), $attributes );
	}

	/**
	 * The built evaluator, or '' when it is missing.
	 */
	private static function source(): string {
		if ( null === self::$source ) {
			$file         = self::$file ?? GBLOCKS_PRO_DIR . 'build/' . self::ENTRY . '.js';
			$source       = is_readable( $file ) ? file_get_contents( $file ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local build file.
			self::$source = is_string( $source ) ? trim( str_ireplace( '</script', '<\/script', $source ) ) : '';
		}
		return self::$source;
	}

	/**
	 * Whether the evaluator was printed on this request.
	 */
	public static function printed(): bool {
		return self::$printed;
	}

	/**
	 * Forgets this request's state; with a file, reads the evaluator from it (tests).
	 *
	 * @param string|null $file The evaluator to read instead of the build (null: the build).
	 */
	public static function reset( ?string $file = null ): void {
		self::$printed = false;
		self::$needed  = false;
		self::$source  = null;
		self::$file    = $file;
	}
}
