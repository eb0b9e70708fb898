<?php
/**
 * The gblocks_styles post type, its capability and its core REST route.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Global_Classes;

use GBlocks_Pro\Global_Classes\Class_Store;
use GBlocks_Pro\Support\Capabilities;

final class Post_Type_Test extends Global_Classes_Test_Case {

	public function test_the_post_type_is_private_in_rest_and_ordered_by_menu_order(): void {
		$type = get_post_type_object( 'gblocks_styles' );
		$this->assertInstanceOf( \WP_Post_Type::class, $type );
		$this->assertFalse( $type->public );
		$this->assertTrue( $type->show_in_rest );
		$this->assertSame( 'gblocks-styles', $type->rest_base );
		$this->assertTrue( post_type_supports( 'gblocks_styles', 'title' ) );
		$this->assertTrue( post_type_supports( 'gblocks_styles', 'page-attributes' ) );
		foreach ( array( 'edit_posts', 'edit_others_posts', 'publish_posts', 'delete_posts', 'create_posts' ) as $cap ) {
			$this->assertSame( Capabilities::MANAGE_STYLES, $type->cap->$cap, $cap );
		}
	}

	public function test_the_manage_capability_is_granted_to_administrators_only(): void {
		$this->assertContains( 'manage_gblocks_styles', Capabilities::all() );
		foreach ( array( 'subscriber', 'contributor', 'author', 'editor' ) as $role ) {
			$this->assertFalse( user_can( $this->create_user( $role ), 'manage_gblocks_styles' ), $role );
		}
		$this->assertTrue( user_can( $this->create_user( 'administrator' ), 'manage_gblocks_styles' ) );
	}

	public function test_a_site_activated_before_the_capability_existed_gets_it_once(): void {
		$role = get_role( 'administrator' );
		$role->remove_cap( Capabilities::MANAGE_STYLES );
		update_option( Capabilities::VERSION_OPTION, 1 );
		$this->assertFalse( get_role( 'administrator' )->has_cap( Capabilities::MANAGE_STYLES ) );

		Capabilities::maybe_upgrade();

		wp_roles()->for_site();
		$this->assertTrue( get_role( 'administrator' )->has_cap( Capabilities::MANAGE_STYLES ), 'Stored, not only in memory.' );
		$this->assertSame( Capabilities::VERSION, (int) get_option( Capabilities::VERSION_OPTION ) );

		// Once per version: a capability removed by hand afterwards stays removed.
		get_role( 'administrator' )->remove_cap( Capabilities::MANAGE_STYLES );
		Capabilities::maybe_upgrade();
		$this->assertFalse( get_role( 'administrator' )->has_cap( Capabilities::MANAGE_STYLES ) );
		get_role( 'administrator' )->add_cap( Capabilities::MANAGE_STYLES );
	}

	public function test_the_upgrade_runs_on_init(): void {
		$this->assertSame( 1, has_action( 'init', array( Capabilities::class, 'maybe_upgrade' ) ) );
	}

	public function test_creating_a_class_stores_selector_title_data_and_compiled_css(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			self::CORE_ROUTE,
			array(
				'title'         => 'my card!',
				'gb_style_data' => array(
					'backgroundColor' => 'blue',
					'&:hover'         => array( 'color' => 'red' ),
				),
				'status'        => 'publish',
			)
		);
		$this->assertStatus( 201, $response );
		$data = $response->get_data();
		$this->assertSame( '.mycard', $data['title']['raw'] );
		$this->assertSame( '.mycard', $data['gb_style_selector'] );
		$this->assertSame( 'blue', $data['gb_style_data']['backgroundColor'] );
		$this->assertStringContainsString( '.mycard{background-color:blue;}', $data['gb_style_css'] );
		$this->assertStringContainsString( '.mycard:hover{color:red;}', $data['gb_style_css'] );
		$this->assertSame( '.mycard', get_post_meta( $data['id'], 'gb_style_selector', true ) );
		$this->assertSame( $data['gb_style_css'], get_post_meta( $data['id'], 'gb_style_css', true ) );
	}

	public function test_the_selector_field_wins_over_the_title_and_renaming_recompiles(): void {
		$this->act_as( 'administrator' );
		$id = $this->create_class( '.old', array( 'color' => 'red' ) );

		$response = $this->rest( 'POST', self::CORE_ROUTE . '/' . $id, array( 'gb_style_selector' => '.new-name' ) );

		$this->assertStatus( 200, $response );
		$this->assertSame( '.new-name', $response->get_data()['title']['raw'] );
		$this->assertSame( '.new-name{color:red;}', $response->get_data()['gb_style_css'] );
	}

	public function test_css_is_compiled_again_when_the_data_changes_outside_rest(): void {
		$id = $this->create_class( '.direct', array( 'color' => 'red' ) );

		Class_Store::save_data( $id, array( 'color' => 'green' ) );

		$this->assertSame( '.direct{color:green;}', Class_Store::css( $id ) );
	}

	public function test_new_classes_go_to_the_end_of_the_list(): void {
		$first  = $this->create_class( '.first' );
		$second = $this->create_class( '.second' );
		$third  = $this->create_class( '.third' );
		$orders = array_map( static fn( int $id ): int => (int) get_post( $id )->menu_order, array( $first, $second, $third ) );
		$this->assertSame( $orders, array_values( array_unique( $orders ) ) );
		$this->assertLessThan( $orders[1], $orders[0] );
		$this->assertLessThan( $orders[2], $orders[1] );
	}

	public function test_css_is_read_only(): void {
		$this->act_as( 'administrator' );
		$id = $this->create_class( '.locked', array( 'color' => 'red' ) );

		$this->rest( 'POST', self::CORE_ROUTE . '/' . $id, array( 'gb_style_css' => '.locked{background:url(javascript:alert(1))}' ) );

		$this->assertSame( '.locked{color:red;}', Class_Store::css( $id ) );
	}

	/**
	 * Bad names, with the field the 400 must name.
	 *
	 * @return array<string, array{array<string, mixed>, string}>
	 */
	public function bad_names(): array {
		return array(
			'starts with a digit'        => array( array( 'gb_style_selector' => '.1abc' ), 'gb_style_selector' ),
			'nothing left after strip'   => array( array( 'gb_style_selector' => '.!!!' ), 'gb_style_selector' ),
			'starts with a hyphen'       => array( array( 'gb_style_selector' => '-abc' ), 'gb_style_selector' ),
			'empty title'                => array( array( 'title' => '' ), 'title' ),
			'title with only a dot'      => array( array( 'title' => '.' ), 'title' ),
			'no name at all on creation' => array( array( 'gb_style_data' => array( 'color' => 'red' ) ), 'gb_style_selector' ),
		);
	}

	/**
	 * A name that cannot be a class is a 400 naming the field, and nothing is created.
	 *
	 * @dataProvider bad_names
	 *
	 * @param array<string, mixed> $body  Request body.
	 * @param string               $field The field the message names.
	 */
	public function test_a_bad_name_is_a_400_naming_the_field( array $body, string $field ): void {
		$this->act_as( 'administrator' );
		$before = wp_count_posts( 'gblocks_styles' );

		$response = $this->rest( 'POST', self::CORE_ROUTE, $body );

		$this->assertStatus( 400, $response );
		$this->assertStringContainsString( $field, $response->get_data()['message'] );
		wp_cache_flush();
		$this->assertEquals( $before, wp_count_posts( 'gblocks_styles' ) );
	}

	public function test_a_second_class_with_the_same_name_is_a_409(): void {
		$this->act_as( 'administrator' );
		$this->create_class( '.card' );

		foreach ( array( array( 'gb_style_selector' => '.card' ), array( 'title' => 'card' ), array( 'gb_style_selector' => '.c a r d' ) ) as $body ) {
			$response = $this->rest( 'POST', self::CORE_ROUTE, $body + array( 'status' => 'publish' ) );
			$this->assertStatus( 409, $response );
			$this->assertSame( 'gblocks_pro_class_exists', $response->get_data()['code'] );
			$this->assertSame( 'A class with this name already exists.', $response->get_data()['message'] );
		}
		// Names are case-sensitive, as CSS is.
		$this->assertStatus( 201, $this->rest( 'POST', self::CORE_ROUTE, array( 'gb_style_selector' => '.Card' ) ) );
	}

	public function test_renaming_onto_another_class_is_a_409_and_keeping_its_own_name_is_fine(): void {
		$this->act_as( 'administrator' );
		$this->create_class( '.taken' );
		$id = $this->create_class( '.mine' );

		$this->assertStatus( 409, $this->rest( 'POST', self::CORE_ROUTE . '/' . $id, array( 'gb_style_selector' => '.taken' ) ) );
		$this->assertStatus( 200, $this->rest( 'POST', self::CORE_ROUTE . '/' . $id, array( 'gb_style_selector' => '.mine' ) ) );
		$this->assertSame( '.mine', get_post( $id )->post_title );
	}

	public function test_only_publish_and_draft_are_statuses_of_a_class(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			self::CORE_ROUTE,
			array(
				'gb_style_selector' => '.private-one',
				'status'            => 'private',
			)
		);
		$this->assertStatus( 400, $response );
		$this->assertStringContainsString( 'status', $response->get_data()['message'] );
	}

	/**
	 * Style data that is not a style object, with what the message must name.
	 *
	 * @return array<string, array{mixed, string}>
	 */
	public function bad_data(): array {
		return array(
			'a string'                    => array( 'color: red', 'gb_style_data' ),
			'a number'                    => array( 12, 'gb_style_data' ),
			'a list'                      => array( array( 'red', 'blue' ), 'gb_style_data' ),
			'a boolean value'             => array( array( 'color' => true ), 'gb_style_data[color]' ),
			'a list value'                => array( array( '&:hover' => array( 'red' ) ), 'gb_style_data[&:hover]' ),
			'a property with a space'     => array( array( 'co lor' => 'red' ), 'gb_style_data[co lor]' ),
			'a key that ends the rule'    => array( array( 'a{}body' => array( 'color' => 'red' ) ), 'gb_style_data[a{}body]' ),
			'a key that ends the element' => array( array( '</style><script>' => array( 'color' => 'red' ) ), 'gb_style_data' ),
			'a key with @import'          => array( array( '@import url(x.css)' => array( 'color' => 'red' ) ), 'gb_style_data' ),
			'too deep'                    => array( self::nest( 10 ), 'gb_style_data' ),
		);
	}

	/**
	 * A style object nested $depth levels deep.
	 *
	 * @param int $depth Levels.
	 * @return array<string, mixed>
	 */
	private static function nest( int $depth ): array {
		$styles = array( 'color' => 'red' );
		for ( $i = 0; $i < $depth; $i++ ) {
			$styles = array( '&:hover' => $styles );
		}
		return $styles;
	}

	/**
	 * Bad style data is a 400 naming the field; the class keeps what it had.
	 *
	 * @dataProvider bad_data
	 *
	 * @param mixed  $data  The submitted gb_style_data.
	 * @param string $named What the message names.
	 */
	public function test_bad_style_data_is_a_400_naming_the_field( mixed $data, string $named ): void {
		$id = $this->create_class( '.kept', array( 'color' => 'red' ) );
		$this->act_as( 'administrator' );

		$response = $this->rest( 'POST', self::CORE_ROUTE . '/' . $id, array( 'gb_style_data' => $data ) );

		$this->assertStatus( 400, $response );
		$this->assertStringContainsString( $named, wp_json_encode( $response->get_data() ) );
		$this->assertSame( array( 'color' => 'red' ), Class_Store::data( $id ) );
		$this->assertSame( '.kept{color:red;}', Class_Store::css( $id ) );
	}

	public function test_hostile_values_never_reach_the_stored_css(): void {
		$id  = $this->create_class(
			'.hostile',
			array(
				'color'           => 'red;}</style><script>alert(1)</script>',
				'backgroundImage' => 'url(javascript:alert(1))',
				'width'           => 'expression(alert(1))',
				'height'          => 'eXpReSsIoN(alert(1))',
				'--x'             => '@import url(evil.css)',
				'margin'          => 'expexpression(ression(1)',
			)
		);
		$css = strtolower( Class_Store::css( $id ) );
		foreach ( array( '</style', '<', '@import', 'expression(', 'javascript:', '}</' ) as $token ) {
			$this->assertStringNotContainsString( $token, $css );
		}
		$this->assertStringStartsWith( '.hostile{', $css );
		// The stored data is cleaned the same way, so that the data and the CSS agree.
		$this->assertStringNotContainsString( '<', (string) wp_json_encode( Class_Store::data( $id ) ) );
	}

	public function test_an_empty_style_object_is_an_object_in_json(): void {
		$id = $this->create_class( '.empty', array() );
		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', self::CORE_ROUTE . '/' . $id, array( 'context' => 'edit' ) );
		$this->assertSame( '{}', wp_json_encode( $response->get_data()['gb_style_data'] ) );
		$this->assertSame( '', $response->get_data()['gb_style_css'] );
	}
}
