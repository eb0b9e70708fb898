<?php
/**
 * First_Tag::add_classes() gives exactly what WP_HTML_Tag_Processor gives, on the fast path and off it.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Trust;

use GBlocks_Pro\Tests\Test_Case;
use GBlocks_Pro\Trust\First_Tag;

/**
 * Class names on a block's first tag.
 */
final class First_Tag_Test extends Test_Case {

	/**
	 * Markup and names: simple tags (the string edit) and tags the processor must read.
	 *
	 * @return array<string, array{0: string, 1: string[]}>
	 */
	public static function cases(): array {
		return array(
			'no class'                    => array( '<p>Text <a href="#x">link</a>.</p>', array( 'gb-s-0a1b2c3d' ) ),
			'no class, two names'         => array( '<p>Text</p>', array( 'one', 'two' ) ),
			'repeated names'              => array( '<p>Text</p>', array( 'one', 'two', 'one' ) ),
			'leading whitespace'          => array( "\n\t<div data-x=\"1\" title='a>b' hidden>x</div>", array( 'gb-s-12345678' ) ),
			'self-closing'                => array( '<hr />', array( 'a' ) ),
			'existing class'              => array( '<div class="wp-block-group is-layout-flow" id="x">x</div>', array( 'gb-s-12345678', 'bench-class-1' ) ),
			'existing class has it'       => array( '<div class="a b">x</div>', array( 'b' ) ),
			'existing class has some'     => array( '<div class="a b">x</div>', array( 'b', 'c', 'a', 'd' ) ),
			'existing class not first'    => array( '<div id="x" class="a">x</div>', array( 'c' ) ),
			'class with extra spaces'     => array( '<div class="  a   b ">x</div>', array( 'c' ) ),
			'class with a repeated name'  => array( '<div class="a b a">x</div>', array( 'c' ) ),
			'uppercase CLASS'             => array( '<div CLASS="a">x</div>', array( 'c' ) ),
			'single-quoted class'         => array( "<div class='a'>x</div>", array( 'c' ) ),
			'unquoted class'              => array( '<div class=a>x</div>', array( 'c' ) ),
			'two class attributes'        => array( '<div class="a" class="b">x</div>', array( 'c' ) ),
			'class with entities'         => array( '<div class="a&amp;b">x</div>', array( 'c' ) ),
			'"class" in another value'    => array( '<div title="no class here">x</div>', array( 'c' ) ),
			'comment first'               => array( '<!-- note --><p>x</p>', array( 'c' ) ),
			'text first'                  => array( 'Text <p>x</p>', array( 'c' ) ),
			'closing tag first'           => array( '</div><p>x</p>', array( 'c' ) ),
			'slash between attributes'    => array( '<p/title="x">x</p>', array( 'c' ) ),
			'attributes without a space'  => array( '<p title="x"id="y">x</p>', array( 'c' ) ),
			'vertical tab after the name' => array( "<p\x0Bid=\"y\">x</p>", array( 'c' ) ),
			'name needing escaping'       => array( '<p>x</p>', array( 'a"b' ) ),
			'uppercase tag'               => array( '<DIV Data-X="1">x</DIV>', array( 'c' ) ),
		);
	}

	/**
	 * The same markup as WP_HTML_Tag_Processor::add_class() for each name, then get_updated_html().
	 *
	 * @dataProvider cases
	 *
	 * @param string   $html  Markup.
	 * @param string[] $names Class names.
	 */
	public function test_same_markup_as_the_tag_processor( string $html, array $names ): void {
		$tags = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $tags->next_tag() );
		foreach ( $names as $name ) {
			$tags->add_class( $name );
		}
		$this->assertSame( $tags->get_updated_html(), First_Tag::add_classes( $html, $names ) );
	}

	/**
	 * Markup and attributes: the string edit where it decides, the same bytes as set_attribute().
	 *
	 * @return array<string, array{0: string, 1: array<string, string|true>}>
	 */
	public static function attribute_cases(): array {
		return array(
			'plain'         => array(
				'<p>Text</p>',
				array(
					'data-track' => 'cta-1',
					'title'      => 'Read more',
				),
			),
			'after a class' => array( '<p class="gb-s-12345678">Text</p>', array( 'title' => 'A "quoted" & <tagged> title' ) ),
			'boolean'       => array(
				'<div id="x">x</div>',
				array(
					'hidden'     => true,
					'data-empty' => '',
				),
			),
			'url attribute' => array( '<a class="x">x</a>', array( 'href' => 'https://example.com/?a=1&b=2 c' ) ),
			'url wiped out' => array(
				'<a>x</a>',
				array(
					'href'  => 'javascript:alert(1)',
					'title' => 't',
				),
			),
			'self-closing'  => array( "\n<img src=\"a.png\" />", array( 'loading' => 'lazy' ) ),
			'dotted name'   => array(
				'<p>x</p>',
				array(
					'x.y'        => '1',
					'Data-Mixed' => 'v',
				),
			),
		);
	}

	/**
	 * The same markup as WP_HTML_Tag_Processor::set_attribute() for each attribute.
	 *
	 * @dataProvider attribute_cases
	 *
	 * @param string                     $html       Markup.
	 * @param array<string, string|true> $attributes Attributes.
	 */
	public function test_same_attributes_as_the_tag_processor( string $html, array $attributes ): void {
		$tags = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $tags->next_tag() );
		$written = array();
		foreach ( $attributes as $name => $value ) {
			if ( $tags->set_attribute( (string) $name, $value ) ) {
				$written[] = (string) $name;
			}
		}
		$this->assertSame( array( $tags->get_updated_html(), $written ), First_Tag::add_attributes( $html, $attributes ) );
	}

	public function test_attributes_the_processor_must_write_give_null(): void {
		$this->assertNull( First_Tag::add_attributes( '<p title="old">x</p>', array( 'title' => 'new' ) ), 'An attribute the tag has.' );
		$this->assertNull( First_Tag::add_attributes( '<p TITLE=old>x</p>', array( 'title' => 'new' ) ), 'Names compare case-insensitively.' );
		$this->assertNull( First_Tag::add_attributes( '<p>x</p>', array( 'class' => 'a' ) ), 'class goes through add_class().' );
		$this->assertNull( First_Tag::add_attributes( '<!-- c --><p>x</p>', array( 'title' => 'a' ) ), 'Not a simple first tag.' );
		$this->assertNull( First_Tag::add_attributes( '<p>x</p>', array( 'a b' => 'a' ) ), 'A name that is not plain.' );
	}

	/**
	 * Markup whose first `a` or `button` follows simple leading tags: the string edit, the same bytes as
	 * next_tag() until that tag and set_attribute().
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function leading_tag_cases(): array {
		return array(
			'navigation link'    => array( '<li class=" wp-block-navigation-item wp-block-navigation-link"><a class="wp-block-navigation-item__content"  href="#demo"><span class="wp-block-navigation-item__label">Demo</span></a></li>' ),
			'navigation submenu' => array( '<li class="wp-block-navigation-item has-child open-on-hover-click wp-block-navigation-submenu"><a class="wp-block-navigation-item__content" href="#">Sub</a><button aria-label="Sub submenu" class="wp-block-navigation__submenu-icon" aria-expanded="false"><svg></svg></button><ul class="wp-block-navigation__submenu-container"></ul></li>' ),
			'a button first'     => array( "<div>\n\t<button type=\"button\" data-x='1'>x</button></div>" ),
			'the first tag'      => array( '<a href="#x">x</a>' ),
			'unquoted and bare'  => array( '<li data-a=1 hidden><A HREF=#x>x</A></li>' ),
		);
	}

	/**
	 * The same markup as the processor's walk to the first `a` or `button`.
	 *
	 * @dataProvider leading_tag_cases
	 *
	 * @param string $html Markup.
	 */
	public function test_same_attribute_on_the_first_link_as_the_tag_processor( string $html ): void {
		$tags = new \WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag() && ! in_array( $tags->get_tag(), array( 'A', 'BUTTON' ), true ) ) {
			continue;
		}
		$this->assertContains( $tags->get_tag(), array( 'A', 'BUTTON' ) );
		$this->assertTrue( $tags->set_attribute( 'data-gb-overlay', 'gb-overlay-7' ) );
		$this->assertSame( array( $tags->get_updated_html(), array( 'data-gb-overlay' ) ), First_Tag::add_attributes_to_first( $html, array( 'A', 'BUTTON' ), array( 'data-gb-overlay' => 'gb-overlay-7' ) ) );
	}

	public function test_markup_the_walk_to_the_first_link_leaves_to_the_processor_gives_null(): void {
		$link = array( 'data-gb-overlay' => 'gb-overlay-7' );
		$this->assertNull( First_Tag::add_attributes_to_first( '<li><a data-gb-overlay="gb-overlay-1">x</a></li>', array( 'A' ), $link ), 'The link has the attribute.' );
		$this->assertNull( First_Tag::add_attributes_to_first( '<li>Text <a>x</a></li>', array( 'A' ), $link ), 'Text before the link.' );
		$this->assertNull( First_Tag::add_attributes_to_first( '<!-- c --><a>x</a>', array( 'A' ), $link ), 'A comment first.' );
		$this->assertNull( First_Tag::add_attributes_to_first( '<li></li><a>x</a>', array( 'A' ), $link ), 'A closing tag before the link.' );
		$this->assertNull( First_Tag::add_attributes_to_first( '<textarea><a>x</a></textarea><a>y</a>', array( 'A' ), $link ), 'Text content: not a tag for the processor.' );
		$this->assertNull( First_Tag::add_attributes_to_first( '<div><div><div><div><a>x</a></div></div></div></div>', array( 'A' ), $link ), 'Too deep.' );
		$this->assertNull( First_Tag::add_attributes_to_first( '<li class="a"b><a>x</a></li>', array( 'A' ), $link ), 'A tag that is not simple.' );
	}

	public function test_markup_without_a_tag_gives_null(): void {
		$this->assertNull( First_Tag::add_classes( 'Only text', array( 'a' ) ) );
		$this->assertNull( First_Tag::add_classes( '<p', array( 'a' ) ) );
	}

	public function test_the_simple_cases_do_not_build_a_processor(): void {
		// The fast path is observable only by its result; here the exact bytes it writes.
		$this->assertSame( '<p class="a b">x</p>', First_Tag::add_classes( '<p>x</p>', array( 'a', 'b' ) ) );
		$this->assertSame( '<div class="x a" id="y">z</div>', First_Tag::add_classes( '<div class="x" id="y">z</div>', array( 'a' ) ) );
	}
}
