<?php
/**
 * Block styles compiled at save and looked up at render time (issue 26 §1).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Styles;

use GBlocks_Pro\Blocks\Render_Pipeline;
use GBlocks_Pro\Blocks\Block_Styles;
use GBlocks_Pro\Styles\Compiler;
use GBlocks_Pro\Styles\Style_Store;
use GBlocks_Pro\Trust\Content_Author;
use GBlocks_Pro\Tests\Test_Case;

/**
 * A saved post's styles are compiled when it is saved and its page renders without compiling; a style
 * object met at render time that was not compiled ahead is compiled once and stored; a change of the
 * breakpoints compiles again, once, lazily; `wp gblocks styles rebuild`'s action compiles everything.
 * Compilations are counted through the action gblocks_pro_block_style_compiled.
 *
 * @group database
 */
final class Style_Store_Test extends Test_Case {

	private const STYLES = array(
		'color'                    => 'rgba(0, 0, 0, 0.5)',
		'&:hover'                  => array( 'color' => 'red' ),
		'@media (max-width:767px)' => array( 'display' => 'none !important' ),
	);

	protected function setUp(): void {
		parent::setUp();
		// An administrator saves unfiltered content (kses would write '&amp;:hover': another object).
		$this->act_as( 'administrator' );
		self::new_request();
	}

	protected function tearDown(): void {
		self::new_request();
		parent::tearDown();
	}

	/**
	 * Forgets what a request loaded, compiled and stored in memory.
	 */
	private static function new_request(): void {
		Render_Pipeline::instance()->reset();
		Block_Styles::instance()->reset();
		Content_Author::instance()->reset();
		\WP_Style_Engine_CSS_Rules_Store::remove_all_stores();
		wp_cache_flush();
	}

	/**
	 * Compilations so far.
	 */
	private static function compiled(): int {
		return did_action( 'gblocks_pro_block_style_compiled' );
	}

	/**
	 * A paragraph with styles.
	 *
	 * @param array<mixed> $styles Style object.
	 */
	private static function paragraph( array $styles, string $text = 'Text' ): string {
		return '<!-- wp:paragraph ' . wp_json_encode( array( 'gbStyles' => $styles ) ) . ' --><p>' . $text . '</p><!-- /wp:paragraph -->';
	}

	/**
	 * A published page with some content.
	 *
	 * @param string $content Content.
	 */
	private function page( string $content ): int {
		return (int) wp_insert_post(
			array(
				'post_title'   => 'Styled',
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_content' => $content,
			)
		);
	}

	/**
	 * The post's content rendered as the_content renders it for the global post.
	 *
	 * @param int $post_id Post id.
	 */
	private static function render_post( int $post_id ): string {
		$GLOBALS['post'] = get_post( $post_id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The post being rendered.
		setup_postdata( $GLOBALS['post'] );
		$html = (string) apply_filters( 'the_content', (string) get_post_field( 'post_content', $post_id ) );
		wp_reset_postdata();
		return $html;
	}

	/**
	 * The block-supports CSS, as core prints it.
	 */
	private static function stored_css(): string {
		return wp_style_engine_get_stylesheet_from_context( 'block-supports', array( 'prettify' => false ) );
	}

	public function test_the_same_styles_in_another_key_order_are_one_entry(): void {
		$reordered = array_reverse( self::STYLES, true );
		$this->assertNotSame( serialize( self::STYLES ), serialize( $reordered ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- The two objects differ as held.
		$before  = self::compiled();
		$post_id = $this->page( self::paragraph( self::STYLES ) . self::paragraph( $reordered, 'Reordered' ) );
		$meta    = get_post_meta( $post_id, Style_Store::META_KEY, true );
		$this->assertIsArray( $meta );
		$this->assertCount( 1, $meta['styles'], 'One entry for both key orders.' );
		$this->assertSame( 1, self::compiled() - $before, 'Compiled once at save.' );

		self::new_request();
		$before = self::compiled();
		$html   = self::render_post( $post_id );
		$this->assertSame( 0, self::compiled() - $before, 'Nothing compiled at render time.' );
		$this->assertSame( 2, substr_count( $html, Compiler::class_name( self::STYLES ) ), 'Both blocks carry the one class.' );
		$this->assertSame( 1, substr_count( self::stored_css(), ':hover{' ), 'The rules of the class are printed once.' );
	}

	public function test_a_saved_post_renders_its_styles_without_compiling(): void {
		$other   = array( 'padding' => '1rem' );
		$post_id = $this->page( self::paragraph( self::STYLES ) . self::paragraph( $other ) . self::paragraph( self::STYLES, 'Again' ) );
		$meta    = get_post_meta( $post_id, Style_Store::META_KEY, true );
		$this->assertIsArray( $meta );
		$this->assertCount( 2, $meta['styles'], 'Two style objects compiled at save.' );

		self::new_request();
		$before = self::compiled();
		$html   = self::render_post( $post_id );

		$this->assertSame( 0, self::compiled() - $before, 'Nothing compiled at render time.' );
		$class = Compiler::class_name( self::STYLES );
		$this->assertSame( 2, substr_count( $html, 'class="' . $class . '"' ) );
		$this->assertSame( Compiler::compile( self::STYLES, '.' . $class ) . Compiler::compile( $other, '.' . Compiler::class_name( $other ) ), self::stored_css() );
	}

	public function test_the_compiled_css_prints_prettified_as_the_rules_would(): void {
		$post_id = $this->page( self::paragraph( self::STYLES ) );
		self::new_request();
		self::render_post( $post_id );
		$class = Compiler::class_name( self::STYLES );
		$this->assertSame(
			".$class {\n\tcolor: rgba(0, 0, 0, 0.5);\n}\n.$class:hover {\n\tcolor: red;\n}\n@media (max-width:767px) {\n\t.$class {\n\t\tdisplay: none !important;\n\t}\n}\n",
			wp_style_engine_get_stylesheet_from_context( 'block-supports', array( 'prettify' => true ) )
		);
	}

	public function test_a_style_object_missing_from_the_store_is_compiled_once_and_stored(): void {
		// Content written around the save hook (a direct database write): nothing compiled ahead.
		global $wpdb;
		$post_id = $this->page( '<!-- wp:paragraph --><p>Plain</p><!-- /wp:paragraph -->' );
		$wpdb->update( $wpdb->posts, array( 'post_content' => self::paragraph( self::STYLES ) . self::paragraph( self::STYLES, 'Twice' ) ), array( 'ID' => $post_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- The case under test.
		clean_post_cache( $post_id );

		self::new_request();
		$before = self::compiled();
		self::render_post( $post_id );
		$this->assertSame( 1, self::compiled() - $before, 'Compiled once for its two blocks (the post is compiled lazily, as it had no entries).' );
		Style_Store::instance()->persist();

		self::new_request();
		$before = self::compiled();
		$html   = self::render_post( $post_id );
		$this->assertSame( 0, self::compiled() - $before, 'The next request only looks it up.' );
		$this->assertStringContainsString( Compiler::class_name( self::STYLES ), $html );
	}

	public function test_a_block_outside_any_post_is_compiled_once_and_kept_in_the_site_option(): void {
		$content = self::paragraph( self::STYLES ) . self::paragraph( self::STYLES, 'Twice' );
		$before  = self::compiled();
		do_blocks( $content );
		$this->assertSame( 1, self::compiled() - $before );
		Style_Store::instance()->persist();
		$this->assertIsArray( get_option( Style_Store::SITE_OPTION ) );

		self::new_request();
		$before = self::compiled();
		do_blocks( $content );
		$this->assertSame( 0, self::compiled() - $before );
		$this->assertSame( Compiler::compile( self::STYLES, '.' . Compiler::class_name( self::STYLES ) ), self::stored_css() );
	}

	public function test_a_change_of_breakpoints_compiles_again_once_with_the_new_queries(): void {
		$post_id = $this->page( self::paragraph( self::STYLES ) );
		$smaller = static function ( $devices ) {
			foreach ( $devices as &$device ) {
				if ( 'mobile' === $device['id'] ) {
					$device['maxWidth'] = 599;
				} elseif ( 'tablet' === $device['id'] ) {
					$device['minWidth'] = 600;
				}
			}
			return $devices;
		};
		add_filter( 'gblocks_pro_breakpoints', $smaller );
		try {
			self::new_request();
			$before = self::compiled();
			self::render_post( $post_id );
			$this->assertSame( 1, self::compiled() - $before, 'Compiled again for the new breakpoints.' );
			$this->assertStringContainsString( '@media (max-width:599px)', self::stored_css() );
			$this->assertStringNotContainsString( '767px', self::stored_css() );

			self::new_request();
			$before = self::compiled();
			self::render_post( $post_id );
			$this->assertSame( 0, self::compiled() - $before, 'Once: the post keeps the new version.' );
		} finally {
			remove_filter( 'gblocks_pro_breakpoints', $smaller );
		}
	}

	public function test_saving_a_post_without_styles_drops_its_compiled_styles(): void {
		$post_id = $this->page( self::paragraph( self::STYLES ) );
		$this->assertNotEmpty( get_post_meta( $post_id, Style_Store::META_KEY, true ) );
		wp_update_post(
			array(
				'ID'           => $post_id,
				'post_content' => '<!-- wp:paragraph --><p>Plain</p><!-- /wp:paragraph -->',
			)
		);
		$this->assertFalse( metadata_exists( 'post', $post_id, Style_Store::META_KEY ) );
	}

	public function test_the_rebuild_action_compiles_every_post_with_styles_and_reports_the_count(): void {
		$this->page( self::paragraph( self::STYLES ) . self::paragraph( array( 'margin' => '0' ) ) );
		wp_insert_post(
			array(
				'post_title'   => 'Pattern',
				'post_type'    => 'wp_block',
				'post_status'  => 'publish',
				'post_content' => self::paragraph( array( 'gap' => '2px' ) ),
			)
		);
		$before = self::compiled();
		do_action( 'gblocks_pro_rebuild_block_styles' );
		$this->assertSame( 3, self::compiled() - $before );
		$this->assertSame( 3, apply_filters( 'gblocks_pro_rebuilt_block_styles', 0 ) );
	}
}
