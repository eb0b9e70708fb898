<?php
/**
 * Tests of New_Overlay_Type.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Overlays;

use GBlocks_Pro\Overlays\Meta;
use GBlocks_Pro\Overlays\New_Overlay_Type;
use GBlocks_Pro\Plugin;

/**
 * The post-new.php?post_type=gblocks_overlay&overlay_type={type} screen sets the type of the auto-draft it creates.
 */
final class New_Overlay_Type_Test extends Overlay_Test_Case {

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/post.php';
	}

	/**
	 * The auto-draft post-new.php creates for the current user.
	 */
	private function new_overlay_screen(): int {
		return get_default_post_to_edit( 'gblocks_overlay', true )->ID;
	}

	public function test_the_feature_is_booted_and_hooked(): void {
		$this->assertContains( New_Overlay_Type::class, array_map( 'get_class', Plugin::features() ) );
		$this->assertSame( 10, has_action( 'wp_insert_post', array( New_Overlay_Type::class, 'apply' ) ) );
	}

	/**
	 * The three types.
	 *
	 * @return array<string, array{string}>
	 */
	public static function types(): array {
		return array(
			'standard'  => array( 'standard' ),
			'anchored'  => array( 'anchored' ),
			'mega-menu' => array( 'mega-menu' ),
		);
	}

	/**
	 * The chosen type is on the auto-draft.
	 *
	 * @dataProvider types
	 *
	 * @param string $type Overlay type.
	 */
	public function test_each_type_is_stored_on_the_new_auto_draft( string $type ): void {
		$this->act_as( 'administrator' );
		$_GET['overlay_type'] = $type;
		$id                   = $this->new_overlay_screen();
		$this->assertSame( 'auto-draft', get_post_status( $id ) );
		$this->assertSame( $type, get_post_meta( $id, Meta::PREFIX . 'type', true ) );
		$this->assertSame( $type, Meta::settings( $id )['type'] );
	}

	public function test_mega_menu_with_an_underscore_starts_a_mega_menu_overlay(): void {
		$this->act_as( 'administrator' );
		$_GET['overlay_type'] = 'mega_menu';
		$id                   = $this->new_overlay_screen();
		$this->assertSame( 'mega-menu', get_post_meta( $id, Meta::PREFIX . 'type', true ) );
		$this->assertSame( 'mega-menu', Meta::settings( $id )['type'] );
	}

	/**
	 * Values that are not a type.
	 *
	 * @return array<string, array{mixed}>
	 */
	public static function refused_values(): array {
		return array(
			'unknown type'   => array( 'popup' ),
			'empty'          => array( '' ),
			'an array'       => array( array( 'anchored' ) ),
			'markup'         => array( '<b>anchored</b>' ),
			'type with junk' => array( 'anchored"onload' ),
		);
	}

	/**
	 * A value that is not a type changes nothing.
	 *
	 * @dataProvider refused_values
	 *
	 * @param mixed $value The overlay_type parameter.
	 */
	public function test_a_value_outside_the_three_types_is_ignored( mixed $value ): void {
		$this->act_as( 'administrator' );
		$_GET['overlay_type'] = $value;
		$id                   = $this->new_overlay_screen();
		$this->assertFalse( metadata_exists( 'post', $id, Meta::PREFIX . 'type' ) );
		$this->assertSame( 'standard', Meta::settings( $id )['type'] );
	}

	public function test_nothing_is_stored_without_the_parameter(): void {
		$this->act_as( 'administrator' );
		$id = $this->new_overlay_screen();
		$this->assertFalse( metadata_exists( 'post', $id, Meta::PREFIX . 'type' ) );
	}

	public function test_a_user_who_cannot_edit_the_overlay_sets_nothing(): void {
		// Editors can edit posts but not overlays (manage_gblocks_overlays is the administrators').
		$this->act_as( 'editor' );
		$_GET['overlay_type'] = 'anchored';
		$id                   = $this->new_overlay_screen();
		$this->assertFalse( current_user_can( 'edit_post', $id ) );
		$this->assertFalse( metadata_exists( 'post', $id, Meta::PREFIX . 'type' ) );
	}

	public function test_existing_overlays_and_other_posts_are_never_changed(): void {
		$this->act_as( 'administrator' );
		$existing             = $this->create_overlay( array( 'type' => 'standard' ) );
		$_GET['overlay_type'] = 'mega-menu';

		// An update of an existing overlay while the parameter is in the address.
		wp_update_post(
			array(
				'ID'         => $existing,
				'post_title' => 'Renamed',
			)
		);
		$this->assertSame( 'standard', get_post_meta( $existing, Meta::PREFIX . 'type', true ) );

		// A new overlay that is not post-new.php's auto-draft (a draft created through REST or code).
		$draft = $this->create_overlay( array(), array( 'post_status' => 'draft' ) );
		$this->assertFalse( metadata_exists( 'post', $draft, Meta::PREFIX . 'type' ) );

		// The auto-draft of another post type.
		$post = get_default_post_to_edit( 'post', true )->ID;
		$this->assertFalse( metadata_exists( 'post', $post, Meta::PREFIX . 'type' ) );
	}
}
