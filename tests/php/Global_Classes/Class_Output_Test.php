<?php
/**
 * Global classes on a page: names on the blocks, the CSS of the used published classes once each, in
 * list order, before the block styles, on block and classic themes.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Global_Classes;

use GBlocks_Pro\Global_Classes\Class_Output;
use GBlocks_Pro\Global_Classes\Class_Store;

/**
 * Behaviour that depends on the database: runs on MariaDB too (bin/test.sh).
 *
 * @group database
 */
final class Class_Output_Test extends Global_Classes_Test_Case {

	/**
	 * Theme folders as they were.
	 *
	 * @var mixed
	 */
	private $theme_directories;

	/**
	 * Fresh styles, style engine store and page state.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->theme_directories = $GLOBALS['wp_theme_directories'] ?? array();
		$GLOBALS['wp_styles']    = new \WP_Styles();
		\WP_Style_Engine_CSS_Rules_Store::remove_all_stores();
	}

	/**
	 * Restores the theme folders and the styles.
	 */
	protected function tearDown(): void {
		$GLOBALS['wp_theme_directories'] = $this->theme_directories;
		$GLOBALS['wp_styles']            = null;
		\WP_Style_Engine_CSS_Rules_Store::remove_all_stores();
		Class_Output::instance()->reset();
		parent::tearDown();
	}

	/**
	 * Classes in list order b-class, a-class, unused, drafty (a draft); returns the page content that
	 * uses a-class, b-class and drafty, a-class twice.
	 */
	private function page(): string {
		$this->create_class( '.b-class', array( 'color' => 'blue' ) );
		$this->create_class( '.a-class', array( 'color' => 'red' ) );
		$this->create_class( '.unused', array( 'color' => 'black' ) );
		$this->create_class( '.drafty', array( 'color' => 'pink' ), 'draft' );
		return '<!-- wp:paragraph {"gbGlobalClasses":["a-class","drafty"]} --><p class="own">One</p><!-- /wp:paragraph -->'
			. '<!-- wp:group {"gbGlobalClasses":["b-class","a-class"]} --><div class="wp-block-group"><!-- wp:paragraph --><p>Inner</p><!-- /wp:paragraph --></div><!-- /wp:group -->'
			. '<!-- wp:paragraph {"gbGlobalClasses":["a-class","bad name!","9nope"]} --><p>Three</p><!-- /wp:paragraph -->';
	}

	/**
	 * A block style as H1's block styles store it: in the style engine's block-supports store.
	 */
	private static function store_block_style(): void {
		wp_style_engine_get_stylesheet_from_css_rules(
			array(
				array(
					'selector'     => '.gb-s-0123abcd',
					'declarations' => array( 'color' => 'green' ),
				),
			),
			array( 'context' => 'block-supports' )
		);
	}

	/**
	 * What an action prints, with wp_print_styles() after it for the head.
	 *
	 * @param string $hook wp_enqueue_scripts (the head) or wp_footer.
	 */
	private static function print_at( string $hook ): string {
		ob_start();
		if ( 'wp_enqueue_scripts' === $hook ) {
			do_action( 'wp_enqueue_scripts' );
			wp_print_styles();
		} else {
			do_action( 'wp_footer' );
		}
		return (string) ob_get_clean();
	}

	/**
	 * Uses the classic fixture theme for the rest of the test.
	 */
	private function use_classic_theme(): void {
		register_theme_directory( __DIR__ . '/fixtures/themes' );
		search_theme_directories( true );
		add_filter( 'stylesheet', static fn(): string => 'gb-classic' );
		add_filter( 'template', static fn(): string => 'gb-classic' );
		$this->assertFalse( wp_is_block_theme() );
	}

	/**
	 * The inline style of our classes in printed HTML, or ''.
	 *
	 * @param string $html   Printed HTML.
	 * @param string $handle Style handle.
	 */
	private static function our_style( string $html, string $handle = Class_Output::HANDLE ): string {
		return preg_match( "#<style id='" . preg_quote( $handle, '#' ) . "-inline-css'>\s*(.*?)\s*</style>#s", $html, $match ) ? $match[1] : '';
	}

	public function test_blocks_get_their_class_names_on_their_first_tag_drafts_included(): void {
		$html = do_blocks( $this->page() );

		$this->assertStringContainsString( '<p class="own a-class drafty">One</p>', $html );
		$this->assertMatchesRegularExpression( '#<div class="wp-block-group [^"]*\bb-class a-class\b[^"]*"><p>Inner#', $html );
		$this->assertStringContainsString( '<p>Inner</p>', $html, 'Inner blocks without classes are left alone.' );
		$this->assertStringContainsString( '<p class="a-class badname">Three</p>', $html, 'Names are stripped; what cannot be a class is dropped.' );
		$this->assertStringNotContainsString( '9nope', $html );
		$this->assertSame( array( 'a-class', 'drafty', 'b-class', 'badname' ), Class_Output::instance()->used() );
	}

	public function test_a_block_theme_prints_only_used_published_classes_once_in_list_order_before_block_styles_in_the_head(): void {
		$this->assertTrue( wp_is_block_theme() );
		$content = $this->page();
		// Block themes render the template before wp_head.
		do_blocks( $content );
		self::store_block_style();

		$head   = self::print_at( 'wp_enqueue_scripts' );
		$footer = self::print_at( 'wp_footer' );

		$this->assertSame( '.b-class{color:blue;}.a-class{color:red;}', self::our_style( $head ) );
		$this->assertSame( 1, substr_count( $head . $footer, '.a-class{' ) );
		$this->assertStringNotContainsString( '.unused', $head . $footer );
		$this->assertStringNotContainsString( '.drafty', $head . $footer );
		$ours  = strpos( $head, "id='gblocks-pro-global-classes-inline-css'" );
		$block = strpos( $head, "id='core-block-supports-inline-css'" );
		$this->assertIsInt( $ours );
		$this->assertIsInt( $block, 'The block styles print in the head on a block theme.' );
		$this->assertLessThan( $block, $ours, 'Classes print before block styles, so block styles win.' );
		$this->assertStringContainsString( '.gb-s-0123abcd', $head );
	}

	public function test_a_classic_theme_prints_them_in_the_footer_before_block_styles(): void {
		$this->use_classic_theme();
		$content = $this->page();

		// Classic themes print the head first, then render the content, then the footer.
		$head = self::print_at( 'wp_enqueue_scripts' );
		do_blocks( $content );
		self::store_block_style();
		$footer = self::print_at( 'wp_footer' );

		$this->assertSame( '', self::our_style( $head ) );
		$this->assertStringNotContainsString( 'core-block-supports', $head );
		$this->assertSame( '.b-class{color:blue;}.a-class{color:red;}', self::our_style( $footer ) );
		$ours  = strpos( $footer, "id='gblocks-pro-global-classes-inline-css'" );
		$block = strpos( $footer, "id='core-block-supports-inline-css'" );
		$this->assertIsInt( $ours );
		$this->assertIsInt( $block, 'The block styles print in the footer on a classic theme.' );
		$this->assertLessThan( $block, $ours );
		$this->assertSame( 1, substr_count( $head . $footer, '.a-class{' ) );
		$this->assertStringNotContainsString( '.unused', $footer );
		$this->assertStringNotContainsString( '.drafty', $footer );
	}

	public function test_classes_first_used_in_the_footer_of_a_block_theme_print_there_once(): void {
		$this->page();
		do_blocks( '<!-- wp:paragraph {"gbGlobalClasses":["a-class"]} --><p>Head</p><!-- /wp:paragraph -->' );
		$head = self::print_at( 'wp_enqueue_scripts' );
		// An overlay rendered in the footer uses a-class again and b-class for the first time.
		add_action(
			'wp_footer',
			static function (): void {
				echo do_blocks( '<!-- wp:paragraph {"gbGlobalClasses":["b-class","a-class"]} --><p>Overlay</p><!-- /wp:paragraph -->' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Block markup.
			},
			-1
		);
		$footer = self::print_at( 'wp_footer' );

		$this->assertSame( '.a-class{color:red;}', self::our_style( $head ) );
		$this->assertSame( '.b-class{color:blue;}', self::our_style( $footer, Class_Output::HANDLE . '-2' ) );
		$this->assertSame( 1, substr_count( $head . $footer, '.a-class{' ) );
	}

	public function test_a_page_without_classes_prints_nothing_and_reads_nothing(): void {
		$this->page();
		Class_Store::forget();
		wp_cache_flush();
		global $wpdb;
		$queries = $wpdb->num_queries;

		do_blocks( '<!-- wp:paragraph --><p>Plain</p><!-- /wp:paragraph -->' );
		Class_Output::instance()->enqueue();

		$this->assertSame( $queries, $wpdb->num_queries );
		$this->assertFalse( wp_style_is( Class_Output::HANDLE, 'enqueued' ) );
	}

	public function test_a_page_with_classes_reads_their_css_in_one_query_at_most(): void {
		$content = $this->page();
		Class_Store::published_css();
		wp_cache_flush();
		// Every request loads the autoloaded options first; the cached CSS is not among them.
		wp_load_alloptions();
		global $wpdb;
		$queries = $wpdb->num_queries;

		do_blocks( $content );
		Class_Output::instance()->enqueue();

		$this->assertLessThanOrEqual( $queries + 1, $wpdb->num_queries );
		$this->assertTrue( wp_style_is( Class_Output::HANDLE, 'enqueued' ) );
	}

	public function test_printed_css_is_sanitised_even_when_the_stored_css_is_not(): void {
		$id = $this->create_class( '.tampered', array( 'color' => 'red' ) );
		update_post_meta( $id, 'gb_style_css', '.tampered{color:red;}</style><script>alert(1)</script>@import url(x.css);' );
		Class_Store::forget();

		do_blocks( '<!-- wp:paragraph {"gbGlobalClasses":["tampered"]} --><p>x</p><!-- /wp:paragraph -->' );
		$head = self::print_at( 'wp_enqueue_scripts' );

		$css = self::our_style( $head );
		$this->assertStringStartsWith( '.tampered{color:red;}', $css );
		$this->assertStringNotContainsString( '</style><script>', $head );
		$this->assertStringNotContainsString( '@import', $css );
	}
}
