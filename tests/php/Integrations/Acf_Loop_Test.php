<?php
/**
 * The Loop block over ACF fields, with the real Advanced Custom Fields 6.8.1.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

// phpcs:disable WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- The loop's attribute name (SPEC 3), not a query argument.

namespace GBlocks_Pro\Tests\Integrations;

use GBlocks_Pro\Support\Feature_Flags;

/**
 * ACF's free edition has no repeater or gallery (PRO fields); its list fields are relationship, post
 * object (multiple), checkbox and select (multiple), and they are what a loop walks here.
 */
final class Acf_Loop_Test extends Acf_Test_Case {

	/**
	 * Renders a post's content as the front end does.
	 *
	 * @param int $post_id Post id.
	 */
	private function render_post( int $post_id ): string {
		$post = get_post( $post_id );
		$this->assertInstanceOf( \WP_Post::class, $post );
		$GLOBALS['post'] = $post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The post being rendered, as on the front end.
		setup_postdata( $post );
		$html = do_blocks( $post->post_content );
		unset( $GLOBALS['post'] );
		return $html;
	}

	/**
	 * A loop's markup.
	 *
	 * @param array<string, mixed> $attributes Loop attributes.
	 * @param string               $inner      Inner blocks.
	 */
	private static function loop( array $attributes, string $inner ): string {
		return '<!-- wp:gblocks-pro/loop ' . wp_json_encode( $attributes ) . " -->\n" . $inner . "\n<!-- wp:gblocks-pro/loop-no-results -->\n<!-- wp:paragraph -->\n<p>No items</p>\n<!-- /wp:paragraph -->\n<!-- /wp:gblocks-pro/loop-no-results -->\n<!-- /wp:gblocks-pro/loop -->";
	}

	/**
	 * A post of the administrator with a relationship field to two posts.
	 *
	 * @param string $inner The loop's inner blocks.
	 */
	private function post_with_relationship( string $inner ): int {
		$this->add_group(
			array(
				array(
					'name'          => 'related',
					'label'         => 'Related',
					'type'          => 'relationship',
					'return_format' => 'object',
				),
			),
			self::on_post_type()
		);
		$first  = $this->create_post( array( 'post_title' => 'Related one' ) );
		$second = $this->create_post( array( 'post_title' => 'Related two' ) );
		$post   = $this->create_post(
			array(
				'post_author'  => $this->create_user( 'administrator' ),
				'post_content' => self::loop( array( 'meta_key' => 'related' ), $inner ),
			)
		);
		$this->assertNotFalse( update_field( 'related', array( $first, $second ), $post ) );
		return $post;
	}

	public function test_a_relationship_field_is_looped_with_core_post_title_inside(): void {
		$html = $this->render_post( $this->post_with_relationship( '<!-- wp:post-title /-->' ) );

		$this->assertMatchesRegularExpression( '/Related one.*Related two/s', $html );
		$this->assertStringNotContainsString( 'No items', $html );
	}

	public function test_without_the_flag_the_raw_meta_is_looped(): void {
		$post = $this->post_with_relationship( '<!-- wp:post-title /-->' );
		update_option( Feature_Flags::ACF, '0' );

		// ACF stores a relationship as a list of id strings: still posts, read without ACF.
		$this->assertMatchesRegularExpression( '/Related one.*Related two/s', $this->render_post( $post ) );
	}

	public function test_a_checkbox_option_field_is_looped(): void {
		$this->add_group(
			array(
				array(
					'name'    => 'features',
					'label'   => 'Features',
					'type'    => 'checkbox',
					'choices' => array(
						'fast'  => 'Fast',
						'safe'  => 'Safe',
						'small' => 'Small',
					),
				),
			),
			self::on_options_page()
		);
		update_field( 'features', array( 'fast', 'small' ), 'option' );
		// Options outside the allow-list are for administrators' content (DESIGN §11).
		$post = $this->create_post(
			array(
				'post_author'  => $this->create_user( 'administrator' ),
				'post_content' => self::loop(
					array(
						'queryType' => 'option',
						'meta_key'  => 'features',
					),
					'<!-- wp:gbtest/never-registered /-->'
				),
			)
		);

		$html = $this->render_post( $post );

		$this->assertSame( 2, substr_count( $html, 'class="gblocks-pro-loop__item"' ) );
		$this->assertStringNotContainsString( 'No items', $html );
	}

	public function test_an_acf_text_field_is_not_an_array_and_gives_no_results(): void {
		$this->add_group(
			array(
				array(
					'name'  => 'subtitle',
					'label' => 'Subtitle',
					'type'  => 'text',
				),
			),
			self::on_post_type()
		);
		$post = $this->create_post(
			array(
				'post_author'  => $this->create_user( 'administrator' ),
				'post_content' => self::loop( array( 'meta_key' => 'subtitle' ), '<!-- wp:post-title /-->' ),
			)
		);
		update_field( 'subtitle', 'Just text', $post );

		$this->assertStringContainsString( 'No items', $this->render_post( $post ) );
	}
}
