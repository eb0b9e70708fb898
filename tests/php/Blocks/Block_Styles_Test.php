<?php
/**
 * Block styles on a rendered page.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Blocks;

use GBlocks_Pro\Blocks\Render_Pipeline;
use GBlocks_Pro\Blocks\Block_Styles;
use GBlocks_Pro\Styles\Compiler;
use GBlocks_Pro\Tests\Test_Case;

/**
 * A block's gbStyles reach the page through the style engine's block-supports store: a class on the
 * block's first tag, its rules once per class, only for rendered blocks, in the head on a block theme
 * and late in the footer on a classic theme.
 */
final class Block_Styles_Test extends Test_Case {

	/**
	 * A folder with a classic theme, made once.
	 *
	 * @var string
	 */
	private static string $themes = '';

	protected function setUp(): void {
		parent::setUp();
		self::new_request();
	}

	protected function tearDown(): void {
		self::new_request();
		$GLOBALS['wp_theme_directories'] = array_values( array_diff( (array) ( $GLOBALS['wp_theme_directories'] ?? array() ), array( self::$themes ) ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restoring the theme folders.
		wp_clean_themes_cache();
		parent::tearDown();
	}

	/**
	 * Forgets what a request stored and enqueued.
	 */
	private static function new_request(): void {
		Render_Pipeline::instance()->reset();
		Block_Styles::instance()->reset();
		\WP_Style_Engine_CSS_Rules_Store::remove_all_stores();
		$GLOBALS['wp_styles'] = null;
	}

	/**
	 * A paragraph block with gbStyles (and other attributes, JSON without braces).
	 *
	 * @param array<mixed> $styles The style object.
	 * @param string       $extra  More attributes.
	 * @param string       $text   Its text.
	 */
	private static function paragraph( array $styles, string $extra = '', string $text = 'Text' ): string {
		$json = (string) wp_json_encode( array( 'gbStyles' => $styles ) );
		$json = '' === $extra ? $json : substr( $json, 0, -1 ) . ',' . $extra . '}';
		return '<!-- wp:paragraph ' . $json . ' --><p>' . $text . '</p><!-- /wp:paragraph -->';
	}

	/**
	 * The CSS the block-supports store holds, as core prints it.
	 */
	private static function stored_css(): string {
		return wp_style_engine_get_stylesheet_from_context( 'block-supports', array( 'prettify' => false ) );
	}

	/**
	 * The first class of the first tag of some markup that starts with gb-s-.
	 *
	 * @param string $html Markup.
	 */
	private static function style_class( string $html ): string {
		return preg_match( '/\bgb-s-[0-9a-f]{8}\b/', $html, $match ) ? $match[0] : '';
	}

	public function test_a_styled_block_gets_the_class_of_its_styles_and_its_rules_are_stored(): void {
		$styles = array(
			'color'                    => 'rgba(0, 0, 0, 0.5)',
			'&:hover'                  => array( 'color' => 'red' ),
			'@media (max-width:767px)' => array( 'display' => 'none !important' ),
		);
		$html   = do_blocks( self::paragraph( $styles ) );
		$class  = Compiler::class_name( $styles );

		$this->assertMatchesRegularExpression( '/^gb-s-[0-9a-f]{8}$/', $class );
		$this->assertStringContainsString( '<p class="' . $class . '">Text</p>', $html );
		$this->assertSame( Compiler::compile( $styles, '.' . $class ), self::stored_css() );
		$this->assertSame(
			'.' . $class . '{color:rgba(0, 0, 0, 0.5);}.' . $class . ':hover{color:red;}@media (max-width:767px){.' . $class . '{display:none !important;}}',
			self::stored_css()
		);
	}

	public function test_a_hover_key_escaped_by_kses_still_prints_a_hover_rule(): void {
		// Content written with a literal & (WP-CLI, an import) by a user without unfiltered_html: kses
		// stores the key as &amp;:hover (issue 31.22).
		$this->act_as( 'author' );
		kses_init();
		$id = wp_insert_post(
			array(
				'post_title'   => 'Imported',
				'post_status'  => 'publish',
				'post_content' => '<!-- wp:paragraph {"gbStyles":{"color":"red","&:hover":{"color":"blue"}}} --><p>Text</p><!-- /wp:paragraph -->',
			)
		);
		kses_remove_filters();
		$stored = (string) get_post_field( 'post_content', $id );
		$this->assertArrayHasKey( '&amp;:hover', parse_blocks( $stored )[0]['attrs']['gbStyles'], 'kses escaped the key.' );

		$html  = do_blocks( $stored );
		$class = self::style_class( $html );
		$this->assertNotSame( '', $class );
		$this->assertSame( '.' . $class . '{color:red;}.' . $class . ':hover{color:blue;}', self::stored_css() );
	}

	public function test_the_class_is_added_to_the_classes_the_first_tag_has(): void {
		$html = do_blocks( '<!-- wp:group {"gbStyles":{"gap":"1rem"}} --><div class="wp-block-group"><!-- wp:paragraph --><p>In</p><!-- /wp:paragraph --></div><!-- /wp:group -->' );
		$this->assertMatchesRegularExpression( '/^<div class="wp-block-group [^"]*\bgb-s-[0-9a-f]{8}">/', trim( $html ) );
		$this->assertStringContainsString( '<p>In</p>', $html );
	}

	public function test_core_button_gets_the_class_on_its_wrapper(): void {
		$html = do_blocks( '<!-- wp:button {"gbStyles":{"padding":"1rem"}} --><div class="wp-block-button"><a class="wp-block-button__link wp-element-button">Go</a></div><!-- /wp:button -->' );
		$this->assertMatchesRegularExpression( '/^<div class="wp-block-button gb-s-[0-9a-f]{8}"><a class="wp-block-button__link wp-element-button">/', trim( $html ) );
	}

	public function test_two_identical_blocks_share_one_class_and_one_rule(): void {
		$styles = array(
			'color'                     => 'red',
			'@media (min-width:1025px)' => array( 'color' => 'blue' ),
		);
		$html   = do_blocks( self::paragraph( $styles, '', 'One' ) . self::paragraph( $styles, '', 'Two' ) . self::paragraph( array( 'color' => 'green' ), '', 'Three' ) );
		$class  = Compiler::class_name( $styles );
		$css    = self::stored_css();

		$this->assertSame( 2, substr_count( $html, 'class="' . $class . '"' ) );
		$this->assertSame( 1, substr_count( $css, '.' . $class . '{color:red;}' ) );
		$this->assertSame( 1, substr_count( $css, '.' . $class . '{color:blue;}' ) );
		$this->assertSame( 1, substr_count( $css, '{color:green;}' ) );
		$this->assertStringContainsString( '<p class="' . Compiler::class_name( array( 'color' => 'green' ) ) . '">Three</p>', $html );
		$this->assertNotSame( $class, Compiler::class_name( array( 'color' => 'green' ) ) );
	}

	public function test_the_same_block_rendered_in_two_requests_is_stored_in_each(): void {
		$content = self::paragraph( array( 'color' => 'red' ) );
		do_blocks( $content );
		$this->assertStringContainsString( '{color:red;}', self::stored_css() );

		\WP_Style_Engine_CSS_Rules_Store::remove_all_stores();
		do_blocks( $content );
		$this->assertStringContainsString( '{color:red;}', self::stored_css() );
	}

	public function test_a_block_hidden_by_a_display_condition_adds_no_css(): void {
		$html = do_blocks( self::paragraph( array( 'color' => 'red' ), '"gbBlockCondition":"999999"' ) );
		$this->assertSame( '', trim( $html ) );
		$this->assertSame( '', self::stored_css() );
	}

	public function test_a_block_that_wordpress_hides_is_left_alone(): void {
		$html = do_blocks( self::paragraph( array( 'color' => 'red' ), '"metadata":{"blockVisibility":false}' ) );
		$this->assertSame( '', self::style_class( $html ) );
		$this->assertSame( '', self::stored_css() );
	}

	public function test_only_the_styles_of_rendered_blocks_are_stored(): void {
		do_blocks( self::paragraph( array( 'color' => 'red' ) ) );
		$this->assertStringContainsString( 'color:red', self::stored_css() );
		$this->assertStringNotContainsString( 'color:blue', self::stored_css() );
	}

	public function test_styles_that_write_nothing_add_no_class(): void {
		$html = do_blocks( self::paragraph( array( 'color' => '' ) ) . self::paragraph( array( '&:hover' => array( 'color' => '' ) ) ) );
		$this->assertSame( '', self::style_class( $html ) );
		$this->assertSame( '', self::stored_css() );
	}

	public function test_on_a_block_theme_the_rules_are_printed_once_in_the_head(): void {
		$this->assertTrue( wp_is_block_theme() );
		$content = self::paragraph( array( 'color' => 'red' ) );
		// A block theme renders the template before the head.
		$html                  = do_blocks( $content . $content );
		list( $head, $footer ) = self::print_page();
		$class                 = self::style_class( $html );

		$this->assertNotSame( '', $class );
		$this->assertSame( 1, substr_count( $head, '.' . $class . '{color:red;}' ) );
		$this->assertMatchesRegularExpression( "/<style id='core-block-supports-inline-css'>[^<]*\\." . $class . '\{color:red;\}/', $head );
		$this->assertStringNotContainsString( $class, $footer );
	}

	public function test_on_a_classic_theme_the_rules_are_printed_once_late_in_the_footer(): void {
		self::use_classic_theme();
		$this->assertFalse( wp_is_block_theme() );

		// A classic theme prints the head first, then renders the content.
		$head    = self::capture( static fn() => do_action( 'wp_enqueue_scripts' ) ) . self::capture( 'wp_print_styles' );
		$content = self::paragraph( array( 'color' => 'red' ) );
		$html    = do_blocks( $content . $content );
		$footer  = self::capture( static fn() => do_action( 'wp_footer' ) );
		$class   = self::style_class( $html );

		$this->assertNotSame( '', $class );
		$this->assertStringNotContainsString( $class, $head );
		$this->assertSame( 1, substr_count( $footer, '.' . $class . '{color:red;}' ) );
		$this->assertMatchesRegularExpression( "/<style id='core-block-supports-inline-css'>[^<]*\\." . $class . '\{color:red;\}/', $footer );
	}

	public function test_bad_gbstyles_values_never_warn_and_add_nothing(): void {
		foreach ( array( '"x"', '12', 'true', 'null', '[]', '["color","red"]', '{}' ) as $value ) {
			$html = do_blocks( '<!-- wp:paragraph {"gbStyles":' . $value . '} --><p>Bad</p><!-- /wp:paragraph -->' );
			$this->assertSame( '<p>Bad</p>', trim( $html ), $value );
		}
		$this->assertSame( '', self::stored_css() );
	}

	public function test_nested_junk_never_warns(): void {
		$junk = array(
			'color'           => array( 1, 2, array( 'x' ) ),
			''                => array( 'color' => 'red' ),
			'&'               => array(
				''      => 'x',
				'color' => array(),
			),
			'@media'          => 'red',
			'@media (x)'      => array( '@media (y)' => array( '@media (z)' => array( 'color' => 'deep' ) ) ),
			'0'               => array( 'color' => 'zero' ),
			'margin'          => 1.5e300,
			'padding'         => -0.0,
			'--'              => 'x',
			"a\0b"            => array( 'color' => "re\0d" ),
			'&:hover, , &, ,' => array( 'color' => 'blue' ),
		);
		$deep = array( 'color' => 'bottom' );
		for ( $i = 0; $i < 60; $i++ ) {
			$deep = array( 'a' => $deep );
		}
		$junk['deep'] = $deep;

		$html = do_blocks( self::paragraph( $junk ) );
		$css  = self::stored_css();
		$this->assertNotSame( '', self::style_class( $html ) );
		$this->assertStringContainsString( '{color:deep;}', $css );
		$this->assertStringContainsString( '{color:bottom;}', $css );
		$this->assertStringNotContainsString( "\0", $css );
		$this->assertSame( Compiler::compile( $junk, '.' . self::style_class( $html ) ), $css );
	}

	public function test_a_huge_style_object_compiles_once_without_warnings(): void {
		$styles = array();
		for ( $i = 0; $i < 3000; $i++ ) {
			$styles[ '--v' . $i ]                                = (string) $i;
			$styles[ '& .item-' . $i ]                           = array( 'order' => $i );
			$styles[ '@media (min-width:' . ( $i + 1 ) . 'px)' ] = array( 'order' => $i );
		}
		$html  = do_blocks( self::paragraph( $styles ) . self::paragraph( $styles ) );
		$class = self::style_class( $html );
		$css   = self::stored_css();

		$this->assertSame( 2, substr_count( $html, $class ) );
		$this->assertSame( 1, substr_count( $css, '.' . $class . '{--v0:0;' ) );
		$this->assertSame( 1, substr_count( $css, '.' . $class . ' .item-2999{order:2999;}' ) );
		// Mobile-first: the smallest min-width first.
		$this->assertLessThan( strpos( $css, '@media (min-width:3000px)' ), strpos( $css, '@media (min-width:1px)' ) );
	}

	/**
	 * The head and the footer of a page whose blocks already rendered.
	 *
	 * @return array{0: string, 1: string}
	 */
	private static function print_page(): array {
		$head   = self::capture( static fn() => do_action( 'wp_enqueue_scripts' ) ) . self::capture( 'wp_print_styles' );
		$footer = self::capture( static fn() => do_action( 'wp_footer' ) );
		return array( $head, $footer );
	}

	/**
	 * What a callback prints.
	 *
	 * @param callable $callback Callback.
	 */
	private static function capture( callable $callback ): string {
		ob_start();
		$callback();
		return (string) ob_get_clean();
	}

	/**
	 * Switches this test to a classic theme (a theme folder with style.css and index.php).
	 */
	private static function use_classic_theme(): void {
		if ( '' === self::$themes ) {
			self::$themes = sys_get_temp_dir() . '/gblocks-themes-' . getmypid();
			wp_mkdir_p( self::$themes . '/gb-classic' );
			file_put_contents( self::$themes . '/gb-classic/style.css', "/*\nTheme Name: GB Classic\n*/\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- A test theme.
			file_put_contents( self::$themes . '/gb-classic/index.php', "<?php\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- A test theme.
		}
		register_theme_directory( self::$themes );
		search_theme_directories( true );
		add_filter( 'stylesheet', static fn() => 'gb-classic' );
		add_filter( 'template', static fn() => 'gb-classic' );
		wp_clean_themes_cache();
	}
}
