<?php
/**
 * HTML attributes of blocks, applied when the block renders.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Blocks;

use GBlocks_Pro\Blocks\Html_Attributes;
use GBlocks_Pro\Blocks\Render_Pipeline;
use GBlocks_Pro\Overlays\Renderer;
use GBlocks_Pro\Tests\Overlays\Overlay_Test_Case;

/**
 * Where the attributes land (first tag, core/button's link, core/image's link), how they merge with the
 * block's own, and how triggers become reachable, on static, dynamic and nested core blocks.
 */
final class Html_Attributes_Test extends Overlay_Test_Case {

	protected function setUp(): void {
		parent::setUp();
		Render_Pipeline::instance()->reset();
		Html_Attributes::instance()->reset();
	}

	protected function tearDown(): void {
		Render_Pipeline::instance()->reset();
		Html_Attributes::instance()->reset();
		parent::tearDown();
	}

	/**
	 * One block's markup with the attributes added to its comment (serialize_block escapes the JSON).
	 *
	 * @param string               $name       Block name.
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $html       Inner HTML.
	 * @param array<int, mixed>    $inner      Inner blocks (parsed).
	 */
	private static function block( string $name, array $attributes, string $html = '', array $inner = array() ): string {
		$content = array( $html );
		if ( $inner ) {
			$content = array( substr( $html, 0, (int) strrpos( $html, '</' ) ) );
			foreach ( $inner as $block ) {
				$content[] = null;
			}
			$content[] = substr( $html, (int) strrpos( $html, '</' ) );
		}
		return serialize_block(
			array(
				'blockName'    => $name,
				'attrs'        => $attributes,
				'innerBlocks'  => $inner,
				'innerHTML'    => $html,
				'innerContent' => $content,
			)
		);
	}

	/**
	 * The attributes of the first tag of the markup that matches the query, sorted by name (true: bare).
	 *
	 * @param string                    $html  Markup.
	 * @param array<string, mixed>|null $query next_tag() query.
	 * @return array<string, string|true>
	 */
	private static function tag_attributes( string $html, ?array $query = null ): array {
		$tags = new \WP_HTML_Tag_Processor( $html );
		if ( ! $tags->next_tag( $query ) ) {
			return array();
		}
		$out = array();
		foreach ( (array) $tags->get_attribute_names_with_prefix( '' ) as $name ) {
			$value        = $tags->get_attribute( $name );
			$out[ $name ] = is_string( $value ) ? $value : true;
		}
		ksort( $out );
		return $out;
	}

	public function test_a_static_paragraph_gets_its_attributes_on_its_tag(): void {
		$html = do_blocks(
			self::block(
				'core/paragraph',
				array(
					'htmlAttributes' => array(
						'data-test'  => 'x',
						'title'      => 'Hello',
						'aria-label' => 'Label',
					),
				),
				'<p>Text</p>'
			)
		);
		$this->assertSame(
			array(
				'aria-label' => 'Label',
				'data-test'  => 'x',
				'title'      => 'Hello',
			),
			self::tag_attributes( $html )
		);
		$this->assertStringContainsString( '>Text</p>', $html );
	}

	public function test_core_button_gets_them_on_its_link_not_on_the_wrapper(): void {
		$html = do_blocks( self::block( 'core/button', array( 'htmlAttributes' => array( 'data-test' => 'btn' ) ), '<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="https://example.org/">Go</a></div>' ) );
		$this->assertArrayNotHasKey( 'data-test', self::tag_attributes( $html ) );
		$this->assertSame( 'btn', self::tag_attributes( $html, array( 'class_name' => 'wp-block-button__link' ) )['data-test'] ?? null );
	}

	public function test_a_group_gets_them_on_its_wrapper_and_a_nested_block_on_its_own_tag(): void {
		$inner = parse_blocks( self::block( 'core/paragraph', array( 'htmlAttributes' => array( 'data-inner' => 'p' ) ), '<p>Inner</p>' ) )[0];
		$html  = do_blocks( self::block( 'core/group', array( 'htmlAttributes' => array( 'data-outer' => 'g' ) ), '<div class="wp-block-group"></div>', array( $inner ) ) );
		$outer = self::tag_attributes( $html );
		$this->assertSame( 'g', $outer['data-outer'] ?? null );
		$this->assertArrayNotHasKey( 'data-inner', $outer );
		$paragraph = self::tag_attributes( $html, array( 'tag_name' => 'p' ) );
		$this->assertSame( 'p', $paragraph['data-inner'] ?? null );
		$this->assertArrayNotHasKey( 'data-outer', $paragraph );
	}

	public function test_dynamic_blocks_get_them_on_their_first_rendered_tag(): void {
		$this->create_post( array( 'post_title' => 'A latest post' ) );
		$html = do_blocks( self::block( 'core/latest-posts', array( 'htmlAttributes' => array( 'data-dynamic' => 'list' ) ) ) );
		$this->assertStringContainsString( 'A latest post', $html );
		$first = self::tag_attributes( $html );
		$this->assertSame( 'list', $first['data-dynamic'] ?? null );
		$this->assertStringContainsString( 'wp-block-latest-posts', (string) ( $first['class'] ?? '' ) );

		$title = do_blocks( self::block( 'core/site-title', array( 'htmlAttributes' => array( 'data-dynamic' => 'title' ) ) ) );
		$this->assertSame( 'title', self::tag_attributes( $title )['data-dynamic'] ?? null );
		$this->assertStringContainsString( 'wp-block-site-title', (string) ( self::tag_attributes( $title )['class'] ?? '' ) );
	}

	public function test_an_image_gets_link_attributes_on_its_link_and_its_own_on_the_figure(): void {
		$html   = do_blocks(
			self::block(
				'core/image',
				array(
					'linkDestination'    => 'custom',
					'htmlAttributes'     => array( 'data-figure' => 'f' ),
					'linkHtmlAttributes' => array(
						'rel'    => 'nofollow',
						'data-l' => 'link',
					),
				),
				'<figure class="wp-block-image"><a href="https://example.org/"><img src="https://example.org/a.jpg" alt=""/></a></figure>'
			)
		);
		$figure = self::tag_attributes( $html );
		$this->assertSame( 'f', $figure['data-figure'] ?? null );
		$this->assertArrayNotHasKey( 'rel', $figure );
		$link = self::tag_attributes( $html, array( 'tag_name' => 'a' ) );
		$this->assertSame( 'nofollow', $link['rel'] ?? null );
		$this->assertSame( 'link', $link['data-l'] ?? null );
		$this->assertSame( 'https://example.org/', $link['href'] ?? null );
		$this->assertArrayNotHasKey( 'data-figure', $link );
	}

	public function test_link_attributes_without_a_link_and_on_other_blocks_do_nothing(): void {
		$image = '<figure class="wp-block-image"><img src="https://example.org/a.jpg" alt=""/></figure>';
		$this->assertSame( $image, do_blocks( self::block( 'core/image', array( 'linkHtmlAttributes' => array( 'rel' => 'x' ) ), $image ) ) );
		$this->assertSame( '<p><a href="https://example.org/">x</a></p>', do_blocks( self::block( 'core/paragraph', array( 'linkHtmlAttributes' => array( 'rel' => 'x' ) ), '<p><a href="https://example.org/">x</a></p>' ) ) );
	}

	public function test_id_replaces_style_is_appended_and_class_never_changes(): void {
		$html = do_blocks(
			self::block(
				'core/paragraph',
				array(
					'htmlAttributes' => array(
						'id'     => 'new-id',
						'style'  => 'color:red',
						'class'  => 'evil',
						'CLASS'  => 'evil2',
						' class' => 'evil3',
						'cla"ss' => 'evil4',
					),
				),
				'<p id="old-id" class="keep" style="margin:0;">Text</p>'
			)
		);
		$this->assertSame(
			array(
				'class' => 'keep',
				'id'    => 'new-id',
				'style' => 'margin:0;color:red',
			),
			self::tag_attributes( $html )
		);
		$this->assertStringNotContainsString( 'evil', $html );

		$plain = do_blocks( self::block( 'core/paragraph', array( 'htmlAttributes' => array( 'style' => 'color:red' ) ), '<p>Text</p>' ) );
		$this->assertSame( array( 'style' => 'color:red' ), self::tag_attributes( $plain ) );
	}

	public function test_boolean_attributes_render_bare_and_other_empty_values_as_empty(): void {
		$html = do_blocks(
			self::block(
				'core/paragraph',
				array(
					'htmlAttributes' => array(
						'hidden'     => '',
						'data-empty' => '',
						'alt'        => '',
						'inert'      => true,
					),
				),
				'<p>Text</p>'
			)
		);
		$this->assertSame(
			array(
				'alt'        => '',
				'data-empty' => '',
				'hidden'     => true,
				'inert'      => true,
			),
			self::tag_attributes( $html )
		);
		$this->assertMatchesRegularExpression( '/<p(?=[^>]* hidden[ >])(?=[^>]* inert[ >])[^>]*>/', $html, 'Bare attributes.' );
	}

	public function test_names_are_cleaned_values_escaped_and_bad_values_dropped_without_warnings(): void {
		$html = do_blocks(
			self::block(
				'core/paragraph',
				array(
					'htmlAttributes' => array(
						'data-<a>"b c' => '1',
						'title'        => '"><script>alert(1)</script>',
						'data-array'   => array( 'x' ),
						'data-null'    => null,
						'data-false'   => false,
						'data-number'  => 3,
						'<>'           => 'nothing left',
					),
				),
				'<p>Text</p>'
			)
		);
		$this->assertStringNotContainsString( '<script>', $html );
		$attributes = self::tag_attributes( $html );
		$this->assertSame(
			array(
				'data-abc'    => '1',
				'data-number' => '3',
				'title'       => '"><script>alert(1)</script>',
			),
			$attributes
		);
		$this->assertStringContainsString( 'title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"', $html );
		// Not an object: nothing happens.
		$this->assertSame( '<p>Text</p>', do_blocks( '<!-- wp:paragraph {"htmlAttributes":"data-x"} --><p>Text</p><!-- /wp:paragraph -->' ) );
		$this->assertSame( '<p>Text</p>', do_blocks( '<!-- wp:paragraph {"htmlAttributes":[]} --><p>Text</p><!-- /wp:paragraph -->' ) );
	}

	public function test_the_attributes_never_enter_the_saved_markup_and_excluded_blocks_keep_theirs(): void {
		$markup = self::block( 'core/paragraph', array( 'htmlAttributes' => array( 'data-test' => 'x' ) ), '<p>Text</p>' );
		$this->assertStringContainsString( '<p>Text</p>', $markup );
		$excluded = self::block( 'generateblocks/headline', array( 'htmlAttributes' => array( 'data-test' => 'x' ) ), '<h2 class="gb-headline">Title</h2>' );
		$this->assertSame( '<h2 class="gb-headline">Title</h2>', do_blocks( $excluded ), 'GenerateBlocks renders its own htmlAttributes (SPEC 9).' );
	}

	public function test_a_trigger_on_a_tag_that_is_not_interactive_becomes_a_reachable_button(): void {
		$paragraph = do_blocks( self::block( 'core/paragraph', array( 'htmlAttributes' => array( 'data-gb-overlay' => 'gb-overlay-5' ) ), '<p>Open</p>' ) );
		$this->assertSame(
			array(
				'data-gb-overlay' => 'gb-overlay-5',
				'role'            => 'button',
				'tabindex'        => '0',
			),
			self::tag_attributes( $paragraph )
		);
		$close = do_blocks( self::block( 'core/group', array( 'htmlAttributes' => array( 'data-gb-overlay-close' => '' ) ), '<div class="wp-block-group">x</div>' ) );
		$this->assertSame( 'button', self::tag_attributes( $close )['role'] ?? null );
		$this->assertSame( '0', self::tag_attributes( $close )['tabindex'] ?? null );

		$own = do_blocks(
			self::block(
				'core/paragraph',
				array(
					'htmlAttributes' => array(
						'data-gb-overlay' => 'gb-overlay-5',
						'role'            => 'link',
						'tabindex'        => '-1',
					),
				),
				'<p>Open</p>'
			)
		);
		$this->assertSame( 'link', self::tag_attributes( $own )['role'] ?? null );
		$this->assertSame( '-1', self::tag_attributes( $own )['tabindex'] ?? null );

		$anchor = do_blocks( self::block( 'core/paragraph', array( 'htmlAttributes' => array( 'data-gb-overlay' => 'gb-overlay-5' ) ), '<a>Open</a>' ) );
		$this->assertSame( 'button', self::tag_attributes( $anchor )['role'] ?? null, 'An a without href is not reachable.' );
	}

	public function test_a_trigger_on_a_link_or_button_gets_no_role(): void {
		$button = do_blocks( self::block( 'core/button', array( 'htmlAttributes' => array( 'data-gb-overlay' => 'gb-overlay-5' ) ), '<div class="wp-block-button"><a class="wp-block-button__link" href="#x">Go</a></div>' ) );
		$link   = self::tag_attributes( $button, array( 'class_name' => 'wp-block-button__link' ) );
		$this->assertSame( 'gb-overlay-5', $link['data-gb-overlay'] ?? null );
		$this->assertArrayNotHasKey( 'role', $link );
		$this->assertArrayNotHasKey( 'tabindex', $link );
		$this->assertArrayNotHasKey( 'role', self::tag_attributes( $button ) );
		$native = do_blocks( self::block( 'core/html', array( 'htmlAttributes' => array( 'data-gb-overlay-close' => '' ) ), '<button type="button">x</button>' ) );
		$this->assertArrayNotHasKey( 'role', self::tag_attributes( $native ) );
	}

	/**
	 * Blocks whose attributes the string edit writes (a simple tag, the target class on a leading tag,
	 * overlay triggers included) and blocks it leaves to the processor.
	 *
	 * @return array<string, array{0: string, 1: array<string, mixed>, 2: string}>
	 */
	public static function processor_parity_cases(): array {
		$trigger = array( 'data-gb-overlay' => 'gb-overlay-5' );
		$button  = '<div class="wp-block-button"><a class="wp-block-button__link wp-element-button">Book a demo</a></div>';
		return array(
			'button trigger'                 => array( 'core/button', $trigger + array( 'aria-haspopup' => 'dialog' ), $button, true ),
			'button trigger with href'       => array( 'core/button', $trigger, '<div class="wp-block-button"><a class="wp-block-button__link" href="#x">Go</a></div>', true ),
			'button trigger with own role'   => array( 'core/button', $trigger + array( 'role' => 'link' ), $button, true ),
			'button trigger writing href'    => array( 'core/button', $trigger + array( 'href' => 'javascript:x' ), $button, false ),
			'button, plain attributes'       => array( 'core/button', array( 'data-track' => 'cta' ), $button, true ),
			'button link after text'         => array( 'core/button', $trigger, '<div class="wp-block-button">Text <a class="wp-block-button__link">Go</a></div>', false ),
			'button class with an entity'    => array( 'core/button', $trigger, '<div class="wp-block-button &amp; x"><a class="wp-block-button__link">Go</a></div>', false ),
			'button without its link class'  => array( 'core/button', $trigger, '<div class="wp-block-button"><a class="other">Go</a></div>', false ),
			'paragraph trigger'              => array( 'core/paragraph', $trigger, '<p>Open</p>', true ),
			'paragraph close trigger'        => array( 'core/paragraph', array( 'data-gb-overlay-close' => '' ), '<p class="x">Close</p>', true ),
			'paragraph trigger, tabindex on' => array( 'core/paragraph', $trigger, '<p tabindex="-1">Open</p>', true ),
			'native button trigger'          => array( 'core/html', $trigger, '<button type="button">x</button>', true ),
			'bare href on a link'            => array( 'core/html', $trigger, '<a href>x</a>', true ),
			'other overlay (not on page)'    => array( 'core/paragraph', array( 'data-gb-overlay' => 'gb-overlay-6' ), '<p>Open</p>', true ),
			'a trigger already there'        => array( 'core/paragraph', $trigger, '<p data-gb-overlay="gb-overlay-1">Open</p>', false ),
		);
	}

	/**
	 * The attributes are written with the same bytes whether the string edit or the processor writes
	 * them (the processor's result: the block's own apply() on a WP_HTML_Tag_Processor at the tag).
	 *
	 * @dataProvider processor_parity_cases
	 *
	 * @param string               $name       Block name.
	 * @param array<string, mixed> $attributes Its htmlAttributes.
	 * @param string               $html       Its markup.
	 * @param bool                 $edit       Whether the string edit writes them (else the processor).
	 */
	public function test_the_string_edit_writes_what_the_processor_writes( string $name, array $attributes, string $html, bool $edit ): void {
		// Overlay 5 is on the page, overlay 6 is not.
		add_filter( 'gblocks_pro_overlay_is_on_page', static fn( $on_page, $id ) => 5 === (int) $id, 10, 2 );
		$block  = array(
			'blockName' => $name,
			'attrs'     => array( Html_Attributes::ATTRIBUTE => $attributes ),
		);
		$tags   = new \WP_HTML_Tag_Processor( $html );
		$target = \GBlocks_Pro\Trust\Html_Attribute_Policy::target_class( $name );
		if ( null === $target || ! $tags->next_tag( array( 'class_name' => $target ) ) ) {
			$tags = new \WP_HTML_Tag_Processor( $html );
			$this->assertTrue( $tags->next_tag() );
		}
		$apply    = new \ReflectionMethod( Html_Attributes::class, 'apply' );
		$expected = $apply->invoke( Html_Attributes::instance(), $tags, $attributes ) ? $tags->get_updated_html() : $html;
		$this->assertSame( $expected, Html_Attributes::instance()->render( $html, $block, null ) );
		$fast = new \ReflectionMethod( Html_Attributes::class, 'fast' );
		$this->assertSame( $edit ? $expected : null, $fast->invoke( Html_Attributes::instance(), $html, $attributes, $target ), 'The string edit, or null for the processor.' );
	}

	public function test_overlay_content_is_judged_by_the_overlays_author(): void {
		$content = self::block(
			'core/paragraph',
			array(
				'htmlAttributes' => array(
					'onclick'   => 'track()',
					'data-safe' => 'kept',
				),
			),
			'<p>Inside</p>'
		);
		$footers = array();
		foreach ( array( 'administrator', 'author' ) as $role ) {
			$this->act_as( 'administrator' );
			$overlay = $this->create_overlay( array( 'trigger_type' => 'click' ), array( 'post_content' => $content ) );
			wp_update_post(
				array(
					'ID'          => $overlay,
					'post_author' => $this->create_user( $role ),
				)
			);
			wp_set_current_user( 0 );
			Html_Attributes::instance()->reset();
			$renderer = new Renderer();
			$renderer->start();
			do_blocks( self::block( 'core/paragraph', array( 'htmlAttributes' => array( 'data-gb-overlay' => 'gb-overlay-' . $overlay ) ), '<p>Open</p>' ) );
			ob_start();
			$renderer->print_overlays();
			$footers[ $role ] = (string) ob_get_clean();
			$this->assertStringContainsString( 'data-safe="kept"', $footers[ $role ], $role );
			wp_delete_post( $overlay, true );
		}
		$this->assertStringContainsString( 'onclick="track()"', $footers['administrator'] );
		$this->assertStringNotContainsString( 'onclick', $footers['author'] );
	}

	public function test_a_page_whose_button_triggers_an_overlay_prints_that_overlay(): void {
		$overlay  = $this->create_overlay( array( 'trigger_type' => 'click' ), array( 'post_content' => '<!-- wp:paragraph --><p>Inside the overlay</p><!-- /wp:paragraph -->' ) );
		$renderer = new Renderer();
		$renderer->start();
		$page = do_blocks(
			'<!-- wp:buttons --><div class="wp-block-buttons">'
			. self::block( 'core/button', array( 'htmlAttributes' => array( 'data-gb-overlay' => 'gb-overlay-' . $overlay ) ), '<div class="wp-block-button"><a class="wp-block-button__link wp-element-button">Open</a></div>' )
			. '</div><!-- /wp:buttons -->'
		);
		ob_start();
		$renderer->print_overlays();
		$footer = (string) ob_get_clean();
		$link   = self::tag_attributes( $page, array( 'class_name' => 'wp-block-button__link' ) );
		$this->assertSame( 'gb-overlay-' . $overlay, $link['data-gb-overlay'] ?? null );
		$this->assertSame( 'button', $link['role'] ?? null, 'A button block without a URL renders an a without href.' );
		$this->assertStringContainsString( 'id="gb-overlay-' . $overlay . '"', $footer );
		$this->assertStringContainsString( 'Inside the overlay', $footer );
	}
}
