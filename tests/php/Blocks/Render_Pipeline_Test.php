<?php
/**
 * The one pre_render_block / render_block entry of the block extensions.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Blocks;

use GBlocks_Pro\Blocks\Render_Pipeline;
use GBlocks_Pro\Support\Marked_Block_Extension;
use GBlocks_Pro\Support\Registered_Block_Extension;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Dispatch to the extensions whose attributes a block carries, once per block.
 */
final class Render_Pipeline_Test extends Test_Case {

	/**
	 * What the spy extension saw: "pre:<block>:<context block>" and "render:<block>".
	 *
	 * @var \ArrayObject<int, string>
	 */
	private \ArrayObject $calls;

	protected function setUp(): void {
		parent::setUp();
		$this->calls = new \ArrayObject();
		$spy         = new class( $this->calls ) extends Registered_Block_Extension {

			/**
			 * Constructor.
			 *
			 * @param \ArrayObject $calls The log (strings).
			 * @phpstan-param \ArrayObject<int, string> $calls
			 */
			public function __construct( private \ArrayObject $calls ) {}

			public function attributes(): array {
				return array( 'gbStyles', 'htmlAttributes' );
			}

			public function pre_render( array $block, ?\WP_Block $parent ): ?string {
				$this->calls[] = 'pre:' . $block['blockName'] . ':' . ( null === $parent ? '-' : $parent->name );
				return 'replace' === ( $block['attrs']['gbStyles']['mode'] ?? '' ) ? '<b>replaced</b>' : null;
			}

			public function render( string $html, array $block, ?\WP_Block $instance ): string {
				$this->calls[] = 'render:' . $block['blockName'];
				return $html . '<!--spy-->';
			}
		};
		$spy->register();
		Render_Pipeline::instance()->reset();
	}

	protected function tearDown(): void {
		parent::tearDown();
		Render_Pipeline::instance()->reset();
	}

	public function test_blocks_without_our_attributes_return_at_once(): void {
		$pipeline = Render_Pipeline::instance();
		foreach ( array( '<!-- wp:paragraph --><p>a</p><!-- /wp:paragraph -->', '<!-- wp:paragraph {"align":"center","className":"x"} --><p>b</p><!-- /wp:paragraph -->' ) as $markup ) {
			$block = parse_blocks( $markup )[0];
			$this->assertNull( $pipeline->pre_render_block( null, $block, null ) );
			$this->assertSame( 'html', $pipeline->render_block( 'html', $block, null ) );
		}
		$this->assertSame( 'other', $pipeline->pre_render_block( 'other', array( 'attrs' => array( 'gbStyles' => array() ) ), null ), 'Output of an earlier filter is kept.' );
		$this->assertNull( $pipeline->pre_render_block( null, array(), null ) );
		$this->assertSame( array(), $this->calls->getArrayCopy() );
		$this->assertStringNotContainsString( 'spy', do_blocks( '<!-- wp:group --><div class="wp-block-group"><!-- wp:paragraph --><p>c</p><!-- /wp:paragraph --></div><!-- /wp:group -->' ) );
		$this->assertSame( array(), $this->calls->getArrayCopy() );
	}

	public function test_our_attribute_is_found_whether_the_block_has_fewer_or_more_attributes_than_there_are_names(): void {
		$pipeline = Render_Pipeline::instance();
		// Fewer attributes than names: the block's attributes are walked; a null value does not count.
		$this->assertNull(
			$pipeline->pre_render_block(
				null,
				array(
					'blockName' => 'core/paragraph',
					'attrs'     => array( 'gbStyles' => null ),
				),
				null
			)
		);
		$this->assertSame( array(), $this->calls->getArrayCopy() );
		$this->assertNull(
			$pipeline->pre_render_block(
				null,
				array(
					'blockName' => 'core/paragraph',
					'attrs'     => array(
						'align'    => 'left',
						'gbStyles' => array( 'color' => 'red' ),
					),
				),
				null
			)
		);
		$this->assertSame( array( 'pre:core/paragraph:-' ), $this->calls->getArrayCopy() );
		// More attributes than names: the names are looked up.
		$many = array_fill_keys( array_map( static fn ( int $i ): string => 'core' . $i, range( 1, 30 ) ), 'x' );
		$this->assertSame(
			'html',
			$pipeline->render_block(
				'html',
				array(
					'blockName' => 'core/group',
					'attrs'     => $many,
				),
				null
			)
		);
		$this->assertSame( array( 'pre:core/paragraph:-' ), $this->calls->getArrayCopy() );
		$this->assertSame(
			'html<!--spy-->',
			$pipeline->render_block(
				'html',
				array(
					'blockName' => 'core/group',
					'attrs'     => $many + array( 'htmlAttributes' => array( 'id' => 'a' ) ),
				),
				null
			)
		);
		$this->assertSame( array( 'pre:core/paragraph:-', 'pre:core/group:-', 'render:core/group' ), $this->calls->getArrayCopy() );
	}

	public function test_each_block_is_asked_once_before_it_renders_and_once_after(): void {
		$html = do_blocks( '<!-- wp:group {"gbStyles":{"a":1},"layout":{"type":"constrained"}} --><div class="wp-block-group"><!-- wp:paragraph {"htmlAttributes":{"data-x":"1"}} --><p>c</p><!-- /wp:paragraph --><!-- wp:paragraph --><p>d</p><!-- /wp:paragraph --></div><!-- /wp:group -->' );
		$this->assertSame( array( 'pre:core/group:-', 'pre:core/paragraph:core/group', 'render:core/paragraph', 'render:core/group' ), $this->calls->getArrayCopy() );
		$this->assertSame( 2, substr_count( $html, '<!--spy-->' ) );
	}

	public function test_a_block_rendered_without_pre_render_block_is_asked_in_render_block(): void {
		do_blocks( '<!-- wp:navigation {"overlayMenu":"never"} --><!-- wp:navigation-link {"label":"A","url":"https://example.org/a","gbStyles":{"a":1}} /--><!-- wp:navigation-link {"label":"B","url":"https://example.org/b"} /--><!-- /wp:navigation -->' );
		// Core renders the items twice: once through WP_Block::render()'s inner-block loop (with
		// pre_render_block, parent core/navigation; output unused), then in core/navigation's callback with
		// $inner_block->render() (no pre_render_block): each rendering is asked once, the second in render_block.
		$this->assertSame(
			array( 'pre:core/navigation-link:core/navigation', 'render:core/navigation-link', 'pre:core/navigation-link:core/navigation-link', 'render:core/navigation-link' ),
			$this->calls->getArrayCopy()
		);
	}

	public function test_a_replacement_ends_the_block_before_its_inner_blocks_render(): void {
		$inner = 0;
		add_filter(
			'render_block_core/paragraph',
			static function ( $html ) use ( &$inner ) {
				++$inner;
				return $html;
			}
		);
		$html = do_blocks( '<!-- wp:group {"gbStyles":{"mode":"replace"}} --><div class="wp-block-group"><!-- wp:paragraph --><p>c</p><!-- /wp:paragraph --></div><!-- /wp:group --><!-- wp:paragraph --><p>after</p><!-- /wp:paragraph -->' );
		$this->assertStringStartsWith( '<b>replaced</b>', $html );
		$this->assertStringContainsString( 'after', $html );
		$this->assertSame( 1, $inner );
		$this->assertSame( array( 'pre:core/group:-' ), $this->calls->getArrayCopy() );
	}

	public function test_a_replacement_of_a_navigation_item_replaces_its_output(): void {
		$html = do_blocks( '<!-- wp:navigation {"overlayMenu":"never"} --><!-- wp:navigation-link {"label":"Swapped","url":"https://example.org/a","gbStyles":{"mode":"replace"}} /--><!-- /wp:navigation -->' );
		$this->assertStringContainsString( '<b>replaced</b>', $html );
		$this->assertStringNotContainsString( 'Swapped', $html );
	}

	/**
	 * Registers an extension triggered by the marker "[[m]]" (and by gbStyles when $with_attribute).
	 *
	 * @param bool $with_attribute Whether it also declares an attribute.
	 */
	private function add_marked_spy( bool $with_attribute ): void {
		$spy = new class( $this->calls, $with_attribute ) extends Registered_Block_Extension implements Marked_Block_Extension {

			/**
			 * Constructor.
			 *
			 * @param \ArrayObject $calls          The log (strings).
			 * @param bool         $with_attribute Whether gbStyles triggers it too.
			 * @phpstan-param \ArrayObject<int, string> $calls
			 */
			public function __construct( private \ArrayObject $calls, private bool $with_attribute ) {}

			public function attributes(): array {
				return $this->with_attribute ? array( 'gbStyles' ) : array();
			}

			public function marker(): string {
				return '[[m]]';
			}

			public function pre_render( array $block, ?\WP_Block $parent ): ?string {
				$this->calls[] = 'marked-pre:' . $block['blockName'];
				return null;
			}

			public function render( string $html, array $block, ?\WP_Block $instance ): string {
				$this->calls[] = 'marked:' . $block['blockName'];
				return str_replace( '[[m]]', 'M', $html );
			}
		};
		$spy->register();
		Render_Pipeline::instance()->reset();
	}

	public function test_a_marked_extension_works_on_blocks_whose_markup_holds_its_marker_whatever_their_attributes(): void {
		$this->add_marked_spy( false );
		$html = do_blocks(
			'<!-- wp:paragraph --><p>plain</p><!-- /wp:paragraph -->'
			. '<!-- wp:paragraph --><p>a [[m]]</p><!-- /wp:paragraph -->'
			. '<!-- wp:heading {"level":3} --><h3 class="wp-block-heading">b [[m]]</h3><!-- /wp:heading -->'
			. '<!-- wp:quote {"htmlAttributes":{"id":"q"}} --><blockquote class="wp-block-quote">c [[m]]</blockquote><!-- /wp:quote -->'
		);
		$this->assertStringContainsString( '<p>a M</p>', $html );
		$this->assertStringContainsString( 'b M</h3>', $html );
		$this->assertStringContainsString( 'c M</blockquote><!--spy-->', $html, 'Attribute extensions run first; the marked one sees their output.' );
		$this->assertSame( array( 'marked:core/paragraph', 'marked:core/heading', 'pre:core/quote:-', 'render:core/quote', 'marked:core/quote' ), $this->calls->getArrayCopy() );
	}

	public function test_a_marked_extension_with_attributes_is_called_once_per_block(): void {
		$this->add_marked_spy( true );
		do_blocks( '<!-- wp:paragraph {"gbStyles":{"color":"red"}} --><p>a [[m]]</p><!-- /wp:paragraph -->' );
		$this->assertSame( array( 'pre:core/paragraph:-', 'marked-pre:core/paragraph', 'render:core/paragraph', 'marked:core/paragraph' ), $this->calls->getArrayCopy() );
	}

	public function test_blocks_without_attributes_or_marker_do_not_reach_a_marked_extension(): void {
		$this->add_marked_spy( false );
		$pipeline = Render_Pipeline::instance();
		$block    = parse_blocks( '<!-- wp:paragraph --><p>a [m]</p><!-- /wp:paragraph -->' )[0];
		$marked   = parse_blocks( '<!-- wp:paragraph --><p>[[m]]</p><!-- /wp:paragraph -->' )[0];
		$this->assertSame( '<p>a [m]</p>', $pipeline->render_block( '<p>a [m]</p>', $block, null ) );
		$this->assertSame( '<p>[[m]]</p>', $pipeline->render_block( '<p>[[m]]</p>', $block, null ), 'The marker in the rendered markup only: not the block\'s own content.' );
		$this->assertSame( '<p>M</p>', $pipeline->render_block( '<p>[[m]]</p>', $marked, null ) );
		$this->assertSame( 42, $pipeline->render_block( 42, $marked, null ), 'Markup that is not a string is left alone.' );
		$this->assertSame( array( 'marked:core/paragraph' ), $this->calls->getArrayCopy() );
	}

	public function test_the_marker_is_looked_for_in_the_blocks_own_content_not_in_its_inner_blocks_or_dynamic_output(): void {
		$this->add_marked_spy( false );
		set_query_var( 's', '[[m]]' );
		$html = do_blocks(
			'<!-- wp:group --><div class="wp-block-group"><!-- wp:paragraph --><p>a [[m]]</p><!-- /wp:paragraph --><!-- wp:search {"label":"S","buttonText":"Go"} /--></div><!-- /wp:group -->'
			. '<!-- wp:navigation-link {"label":"[[m]] label","url":"https://example.org/"} /-->'
			. '<!-- wp:quote {"htmlAttributes":{"title":"[[m]]"}} --><blockquote class="wp-block-quote">q</blockquote><!-- /wp:quote -->'
		);
		set_query_var( 's', '' );
		$this->assertStringContainsString( '<p>a M</p>', $html );
		$this->assertStringContainsString( 'value="[[m]]"', $html, 'The search query is not the block\'s content.' );
		$this->assertStringContainsString( 'M label', $html );
		$this->assertSame( array( 'marked:core/paragraph', 'marked:core/navigation-link', 'pre:core/quote:-', 'render:core/quote', 'marked:core/quote' ), $this->calls->getArrayCopy(), 'The group is not asked: its own markup has no marker.' );
	}

	public function test_entries_of_the_filter_that_are_not_extensions_are_ignored(): void {
		add_filter(
			'gblocks_pro_block_extensions',
			static function ( $extensions ) {
				$extensions[] = 'not an extension';
				$extensions[] = new \stdClass();
				return $extensions;
			}
		);
		Render_Pipeline::instance()->reset();
		$this->assertStringContainsString( '<!--spy-->', do_blocks( '<!-- wp:paragraph {"gbStyles":{"a":1}} --><p>x</p><!-- /wp:paragraph -->' ) );
	}

	public function test_a_block_reaches_each_extension_it_carries_once_in_their_order_and_no_other(): void {
		$second = new class( $this->calls ) extends Registered_Block_Extension {

			/**
			 * Constructor.
			 *
			 * @param \ArrayObject $calls The log (strings).
			 * @phpstan-param \ArrayObject<int, string> $calls
			 */
			public function __construct( private \ArrayObject $calls ) {}

			public function attributes(): array {
				return array( 'gbOther', 'htmlAttributes', 'gbOther' );
			}

			public function pre_render( array $block, ?\WP_Block $parent ): ?string {
				$this->calls[] = 'second-pre:' . $block['blockName'];
				return null;
			}

			public function render( string $html, array $block, ?\WP_Block $instance ): string {
				$this->calls[] = 'second-render:' . $block['blockName'];
				return $html . '<!--second-->';
			}
		};
		$second->register();
		Render_Pipeline::instance()->reset();
		// Both extensions act on htmlAttributes: each is asked once, the first registered first, even
		// when the block names the second's own attribute first.
		$html = do_blocks( '<!-- wp:paragraph {"gbOther":1,"htmlAttributes":{"data-x":"1"},"gbStyles":{"a":1}} --><p>c</p><!-- /wp:paragraph -->' );
		$this->assertSame( array( 'pre:core/paragraph:-', 'second-pre:core/paragraph', 'render:core/paragraph', 'second-render:core/paragraph' ), $this->calls->getArrayCopy() );
		$this->assertStringContainsString( '<!--spy--><!--second-->', $html );
		// A block that carries only the second's attribute (the first's set to null) reaches the second alone.
		$this->calls->exchangeArray( array() );
		$html = do_blocks( '<!-- wp:paragraph {"gbStyles":null,"gbOther":1} --><p>d</p><!-- /wp:paragraph -->' );
		$this->assertSame( array( 'second-pre:core/paragraph', 'second-render:core/paragraph' ), $this->calls->getArrayCopy() );
		$this->assertStringNotContainsString( '<!--spy-->', $html );
	}
}
