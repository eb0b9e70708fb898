<?php
/**
 * Every global class route (ours and the core one) for every role.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Global_Classes;

use GBlocks_Pro\Global_Classes\Class_Store;

final class Rest_Permissions_Test extends Global_Classes_Test_Case {

	/**
	 * Every route: method, route ({id} a class), params, whether it needs manage_gblocks_styles (else
	 * edit_posts), whether it changes something, and the success status.
	 *
	 * @return array<string, array{string, string, array<string, mixed>, bool, bool, int}>
	 */
	private static function routes(): array {
		return array(
			'list'                => array( 'GET', self::OUR_BASE, array(), false, false, 200 ),
			'get_css by selector' => array( 'GET', self::OUR_BASE . '/get_css', array( 'selector' => '.perm' ), false, false, 200 ),
			'get_css all'         => array( 'GET', self::OUR_BASE . '/get_css', array(), false, false, 200 ),
			'order'               => array( 'POST', self::OUR_BASE . '/order', array( 'ids' => array( '{id}' ) ), true, true, 200 ),
			'usage'               => array( 'GET', self::OUR_BASE . '/{id}/usage', array(), true, false, 200 ),
			'core list'           => array( 'GET', self::CORE_ROUTE, array(), true, false, 200 ),
			'core list edit'      => array( 'GET', self::CORE_ROUTE, array( 'context' => 'edit' ), true, false, 200 ),
			'core get'            => array( 'GET', self::CORE_ROUTE . '/{id}', array(), true, false, 200 ),
			'core create'         => array( 'POST', self::CORE_ROUTE, array( 'gb_style_selector' => '.created' ), true, true, 201 ),
			'core update'         => array( 'POST', self::CORE_ROUTE . '/{id}', array( 'gb_style_data' => array( 'color' => 'blue' ) ), true, true, 200 ),
			'core delete'         => array( 'DELETE', self::CORE_ROUTE . '/{id}', array( 'force' => true ), true, true, 200 ),
		);
	}

	/**
	 * Every route for every role, with the expected status.
	 *
	 * @return array<string, array{string, string, string, array<string, mixed>, int, bool}>
	 */
	public function matrix(): array {
		$cases = array();
		foreach ( self::routes() as $name => list( $method, $route, $params, $manage, $writes, $success ) ) {
			foreach ( array( '', 'subscriber', 'contributor', 'author', 'editor', 'administrator' ) as $role ) {
				if ( '' === $role ) {
					$expected = 401;
				} elseif ( 'subscriber' === $role || ( $manage && 'administrator' !== $role ) ) {
					$expected = 403;
				} else {
					$expected = $success;
				}
				$cases[ $name . ' as ' . ( '' === $role ? 'visitor' : $role ) ] = array( $role, $method, $route, $params, $expected, $writes );
			}
		}
		return $cases;
	}

	/**
	 * One route and role: the status, and a refused write changes nothing.
	 *
	 * @dataProvider matrix
	 *
	 * @param string               $role     Role ('' for a visitor).
	 * @param string               $method   HTTP method.
	 * @param string               $route    Route.
	 * @param array<string, mixed> $params   Parameters.
	 * @param int                  $expected Expected status.
	 * @param bool                 $writes   Whether the route changes something.
	 */
	public function test_route_permissions( string $role, string $method, string $route, array $params, int $expected, bool $writes ): void {
		$id     = $this->create_class( '.perm', array( 'color' => 'red' ) );
		$before = array( get_post( $id, ARRAY_A ), get_post_meta( $id ), Class_Store::all() );
		$this->act_as( $role );
		array_walk_recursive(
			$params,
			static function ( &$value ) use ( $id ): void {
				$value = '{id}' === $value ? $id : $value;
			}
		);

		$response = $this->rest( $method, str_replace( '{id}', (string) $id, $route ), $params );

		$this->assertStatus( $expected, $response );
		if ( $expected >= 400 ) {
			if ( str_starts_with( $route, self::OUR_BASE ) ) {
				$this->assertFalse( $response->get_data()['success'] );
			}
			wp_cache_flush();
			$this->assertSame( $before, array( get_post( $id, ARRAY_A ), get_post_meta( $id ), Class_Store::all() ), 'A refused request changes nothing.' );
		} elseif ( str_starts_with( $route, self::OUR_BASE ) ) {
			$this->assertTrue( $response->get_data()['success'] );
		}
		unset( $writes );
	}

	public function test_a_published_class_is_not_readable_through_the_core_route_without_the_capability(): void {
		$id = $this->create_class( '.secret-ish', array( 'color' => 'red' ) );
		$this->act_as( 'editor' );
		$this->assertStatus( 403, $this->rest( 'GET', self::CORE_ROUTE . '/' . $id ) );
		$this->assertStatus( 403, $this->rest( 'GET', self::CORE_ROUTE, array( 'status' => 'publish' ) ) );
	}

	public function test_the_picker_list_shows_only_what_the_picker_needs(): void {
		$this->create_class( '.picked', array( 'color' => 'red' ) );
		$this->act_as( 'contributor' );
		$list = $this->rest( 'GET', self::OUR_BASE )->get_data()['response'];
		$this->assertNotEmpty( $list );
		foreach ( $list as $item ) {
			$this->assertSame( array( 'id', 'name', 'selector', 'status' ), array_keys( $item ) );
		}
	}
}
