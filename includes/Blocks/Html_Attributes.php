<?php
/**
 * Custom HTML attributes on any block (htmlAttributes; linkHtmlAttributes of core/image).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Blocks;

use GBlocks_Pro\Support\Registered_Block_Extension;
use GBlocks_Pro\Trust\Content_Author;
use GBlocks_Pro\Trust\Content_Trust;
use GBlocks_Pro\Trust\First_Tag;
use GBlocks_Pro\Trust\Html_Attribute_Policy;

/**
 * Applies a block's htmlAttributes when it renders (DESIGN §1: they live in the block comment, never in
 * saved markup), with WP_HTML_Tag_Processor, on the block's first tag (or the tag of the block's target
 * class in the contract file: core/button's link), and linkHtmlAttributes on the `<a>` of core/image.
 * Merged with what the tag has: `id` and other names replace, `style` is appended after a `;`, `class` is
 * never written. set_attribute() escapes late (esc_url for URL attributes, esc_attr otherwise). A boolean
 * attribute with an empty value renders bare. An overlay trigger or close element that is not natively
 * interactive (a, with href, button, input, select, textarea, summary) also gets role="button" and
 * tabindex="0" unless it has them, so it is reachable by keyboard before any script runs; not a trigger
 * whose overlay is not on the page (the filter gblocks_pro_overlay_is_on_page, answered by the overlays'
 * renderer from its per-request decision), which would be a focusable button that does nothing.
 *
 * Unsafe attributes (Html_Attribute_Policy) are dropped unless the AUTHOR of the content being rendered
 * has unfiltered_html, as Trust\Content_Trust decides (the one trust rule; who the author is follows
 * Trust\Content_Author: the content source being rendered: the post, synced pattern, navigation menu,
 * template part or template, or the REST user).
 * The author's capability is looked up only when a block carries an unsafe attribute, so safe attributes
 * cost no lookup.
 */
final class Html_Attributes extends Registered_Block_Extension {

	public const ATTRIBUTE      = 'htmlAttributes';
	public const LINK_ATTRIBUTE = 'linkHtmlAttributes';

	/**
	 * Tags that are reachable and activated by keyboard on their own (an `a` only with href).
	 */
	private const INTERACTIVE_TAGS = array( 'A', 'BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'SUMMARY' );

	/**
	 * The shared instance.
	 *
	 * @var Html_Attributes|null
	 */
	private static ?Html_Attributes $instance = null;

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
	 * Adds the extension and the hooks that follow the content source being rendered (Content_Author
	 * adds them once, whichever feature registers it).
	 */
	public function register(): void {
		parent::register();
		Content_Author::instance()->register();
	}

	/**
	 * Forgets the sources and the authors' answers (tests, benches, a long-running process).
	 */
	public function reset(): void {
		Content_Author::instance()->reset();
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
		$own    = $attrs[ self::ATTRIBUTE ] ?? null;
		$target = Html_Attribute_Policy::target_class( $name );
		$fast   = is_array( $own ) && $own ? $this->fast( $html, $own, $target ) : null;
		if ( null !== $fast ) {
			$html = $fast;
		} elseif ( is_array( $own ) && $own ) {
			$tags  = new \WP_HTML_Tag_Processor( $html );
			$found = null !== $target && $tags->next_tag( array( 'class_name' => $target ) );
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
	 * The markup with the stored attributes on their tag (the target class's tag, else the first tag),
	 * written as a string edit when First_Tag can find the tag and write them (simple leading tags, none
	 * of the attributes on the tag yet): the same bytes as apply() through the processor, the keyboard
	 * attributes of an overlay trigger included. Null when the processor must do it.
	 *
	 * @param string       $html   The block's markup.
	 * @param array<mixed> $stored The stored map.
	 * @param string|null  $target The class of the tag that receives them, if any.
	 */
	private function fast( string $html, array $stored, ?string $target ): ?string {
		$found = First_Tag::find_tag( $html, array(), $target ?? '' );
		if ( null === $found && null !== $target ) {
			// The target class is not on a leading tag: the processor looks further, then takes the first tag.
			return null;
		}
		$writes                         = array();
		$trusted                        = null;
		$trigger                        = false;
		$opens                          = null;
		list( $open_name, $close_name ) = Html_Attribute_Policy::trigger_names();
		$open_name                      = strtolower( $open_name );
		$close_name                     = strtolower( $close_name );
		foreach ( Html_Attribute_Policy::normalise( $stored ) as $lower => $item ) {
			$value = $item['value'];
			if ( Html_Attribute_Policy::is_unsafe( $item['raw'], true === $value ? '' : $value ) ) {
				$trusted ??= $this->author_is_trusted();
				if ( ! $trusted ) {
					continue;
				}
			}
			if ( $open_name === $lower ) {
				$opens   = is_string( $value ) ? $value : '';
				$trigger = true;
			}
			$trigger                 = $trigger || $close_name === $lower;
			$writes[ $item['name'] ] = $value;
		}
		if ( ! $writes ) {
			return $html;
		}
		if ( null === $found ) {
			return null;
		}
		if ( $trigger ) {
			$names = array_change_key_case( $writes );
			if ( isset( $names['href'] ) ) {
				// Whether the tag is interactive then depends on what set_attribute() makes of the URL.
				return null;
			}
			$tag         = $found['name'];
			$interactive = in_array( $tag, self::INTERACTIVE_TAGS, true ) && ( 'A' !== $tag || isset( $found['attributes']['href'] ) );
			if ( ! $interactive && ( null === $opens || self::overlay_is_on_page( $opens ) ) ) {
				foreach ( array(
					'role'     => 'button',
					'tabindex' => '0',
				) as $name => $value ) {
					if ( ! isset( $found['attributes'][ $name ] ) && ! isset( $names[ $name ] ) ) {
						$writes[ $name ] = $value;
					}
				}
			}
		}
		$result = First_Tag::write_at( $html, $found, $writes );
		if ( null === $result || ( $trigger && count( $result[1] ) !== count( $writes ) ) ) {
			// Something the processor must write, or (for a trigger) a value the escaping wiped out.
			return null;
		}
		return $result[0];
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
		$opens                          = null;
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
				if ( strtolower( $open_name ) === $lower ) {
					$opens = is_string( $value ) ? $value : '';
				}
			}
		}
		if ( $trigger && ! self::is_interactive( $tags ) && ( null === $opens || self::overlay_is_on_page( $opens ) ) ) {
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
	 * Whether the overlay a trigger's value names (gb-overlay-{id}) is on this page. Asked of the
	 * overlays feature through a filter (features meet only through hooks and Support): it answers from
	 * the display decision of this request, which does not depend on what rendered before, so a trigger
	 * rendered before the overlay is printed gets the same answer. Without an answer (outside the front
	 * end, e.g. a REST preview), the overlay counts as on the page.
	 *
	 * @param string $value The trigger attribute's value.
	 */
	private static function overlay_is_on_page( string $value ): bool {
		if ( ! preg_match( '/^gb-overlay-(\d+)$/', trim( $value ), $match ) ) {
			return false;
		}
		/**
		 * Filters whether an overlay is on the page being rendered (a trigger of an overlay that is
		 * not gets no role="button" or tabindex from the server).
		 *
		 * @param bool $on_page    Whether the overlay is on the page; true when nothing decides.
		 * @param int  $overlay_id The overlay's post id.
		 */
		return (bool) apply_filters( 'gblocks_pro_overlay_is_on_page', true, (int) $match[1] );
	}

	/**
	 * Whether the author of the content being rendered may render unsafe attributes.
	 */
	public function author_is_trusted(): bool {
		return Content_Trust::author_can( 'unfiltered_html' );
	}
}
