<?php
/**
 * Every REST route of the plugin declares a schema, and arguments derived from a schema (DESIGN §3:
 * schema first).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Support;

use GBlocks_Pro\Support\Rest_Response;
use GBlocks_Pro\Tests\Test_Case;

/**
 * OPTIONS on every route of every generateblocks-pro/ namespace answers a JSON schema with a title
 * and the route's endpoints, so that a client (and /wp-json/) can read what each route takes and gives.
 * Every argument is derived from a schema (Rest_Controller::args_from_schema()): typed, validated and
 * sanitized from it, so that a wrong-typed argument is WordPress's 400 rest_invalid_param naming it.
 */
final class Rest_Schemas_Test extends Test_Case {

	/**
	 * Every route of our namespaces, as registered (namespace index routes left out).
	 *
	 * @return string[]
	 */
	private static function routes(): array {
		$server     = rest_get_server();
		$namespaces = $server->get_namespaces();
		$routes     = array();
		foreach ( array_keys( $server->get_routes() ) as $route ) {
			$path = ltrim( $route, '/' );
			if ( str_starts_with( $path, Rest_Response::NAMESPACE_PREFIX ) && ! in_array( $path, $namespaces, true ) ) {
				$routes[] = $route;
			}
		}
		return $routes;
	}

	public function test_every_route_of_ours_answers_options_with_a_schema(): void {
		$this->act_as( 'administrator' );
		$routes = self::routes();
		// Conditions (14 + manage_category x2), overlays (overlays + manage_category x2).
		$this->assertGreaterThanOrEqual( 19, count( $routes ), implode( ', ', $routes ) );
		foreach ( $routes as $route ) {
			$path     = strtr(
				$route,
				array(
					'(?P<id>\d+)'          => '1',
					'(?P<id>[\w-]+)'       => '1',
					// Pattern library ids (libraries and keys): 16 [a-z0-9].
					'(?P<id>[a-z0-9]{16})' => 'aaaaaaaaaaaaaaaa',
				)
			);
			$response = rest_do_request( new \WP_REST_Request( 'OPTIONS', $path ) );
			$this->assertSame( 200, $response->get_status(), $route );
			$data = $response->get_data();
			$this->assertIsArray( $data['schema'] ?? null, $route . ' has no schema' );
			$this->assertSame( 'http://json-schema.org/draft-04/schema#', $data['schema']['$schema'] ?? null, $route );
			$this->assertNotEmpty( $data['schema']['title'] ?? null, $route );
			$this->assertNotEmpty( $data['endpoints'] ?? null, $route );
			foreach ( (array) $data['endpoints'] as $endpoint ) {
				foreach ( (array) $endpoint['args'] as $name => $arg ) {
					$this->assertTrue( isset( $arg['type'] ) || isset( $arg['anyOf'] ) || isset( $arg['oneOf'] ), "OPTIONS {$route}: the argument {$name} has a type." );
				}
			}
		}
	}

	public function test_the_walk_sees_the_pattern_library_routes_of_one_library(): void {
		$routes = self::routes();
		foreach ( array( '', '/categories', '/patterns', '/refresh' ) as $suffix ) {
			$this->assertContains( '/generateblocks-pro/v1/pattern-library/libraries/(?P<id>[a-z0-9]{16})' . $suffix, $routes );
		}
	}

	public function test_every_argument_of_every_route_of_ours_is_derived_from_a_schema(): void {
		$checked = 0;
		foreach ( self::routes() as $route ) {
			$handlers = rest_get_server()->get_routes()[ $route ];
			foreach ( $handlers as $handler ) {
				$methods = implode( ',', array_keys( (array) $handler['methods'] ) );
				foreach ( (array) $handler['args'] as $name => $arg ) {
					$where = "{$methods} {$route}: {$name}";
					$this->assertIsArray( $arg, $where );
					$this->assertTrue( isset( $arg['type'] ) || isset( $arg['anyOf'] ) || isset( $arg['oneOf'] ), "{$where} has a type." );
					$this->assertIsCallable( $arg['validate_callback'] ?? null, "{$where} is validated (rest_validate_request_arg, or its schema's arg_options)." );
					$this->assertIsCallable( $arg['sanitize_callback'] ?? null, "{$where} is sanitized (rest_sanitize_request_arg, or its schema's arg_options)." );
					if ( 'rest_validate_request_arg' !== $arg['validate_callback'] && 'rest_sanitize_request_arg' === $arg['sanitize_callback'] ) {
						$this->fail( "{$where}: a custom validate_callback replaces the schema check, so sanitizing must check it (rest_parse_request_arg)." );
					}
					++$checked;
				}
			}
		}
		$this->assertGreaterThan( 50, $checked );
	}

	/**
	 * A wrong-typed argument on a sample of routes, one per controller.
	 *
	 * @return array<string, array{0: string, 1: string, 2: array<string, mixed>, 3: string}>
	 */
	public static function wrong_types(): array {
		return array(
			'conditions list page'        => array( 'GET', '/generateblocks-pro/advanced-conditions/v1/conditions', array( 'page' => 'two' ), 'page' ),
			'condition id in the path'    => array( 'DELETE', '/generateblocks-pro/advanced-conditions/v1/conditions/0', array(), 'id' ),
			'condition status'            => array(
				'POST',
				'/generateblocks-pro/advanced-conditions/v1/conditions',
				array(
					'title'  => 'A',
					'status' => array( 'publish' ),
				),
				'status',
			),
			'rule lookup type'            => array( 'GET', '/generateblocks-pro/advanced-conditions/v1/get_condition_rules', array( 'type' => array( 'location' ) ), 'type' ),
			'search id'                   => array( 'GET', '/generateblocks-pro/advanced-conditions/v1/search_posts', array( 'id' => 'first' ), 'id' ),
			'batch titles requests'       => array( 'POST', '/generateblocks-pro/advanced-conditions/v1/batch_object_titles', array( 'requests' => 'post-1' ), 'requests' ),
			'category name'               => array( 'POST', '/generateblocks-pro/overlays/v1/manage_category', array( 'name' => array( 'A' ) ), 'name' ),
			'overlays per_page'           => array( 'GET', '/generateblocks-pro/overlays/v1/overlays', array( 'per_page' => 'many' ), 'per_page' ),
			'global classes order'        => array( 'POST', '/generateblocks-pro/v1/global-classes/order', array( 'ids' => array( 'first' ) ), 'ids' ),
			'dynamic tags keys objectId'  => array(
				'GET',
				'/generateblocks-pro/v1/dynamic-tags/keys',
				array(
					'objectType' => 'post',
					'objectId'   => 'me',
				),
				'objectId',
			),
			'dynamic tags preview postId' => array(
				'POST',
				'/generateblocks-pro/v1/dynamic-tags/preview',
				array(
					'tags'   => array( '{{post_title}}' ),
					'postId' => 'here',
				),
				'postId',
			),
			'loop preview offset'         => array(
				'GET',
				'/generateblocks-pro/v1/loop/preview',
				array(
					'meta_key' => 'items', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- The loop preview route's parameter, not a query.
					'offset'   => 'none',
				),
				'offset',
			),
			'pattern key collections'     => array(
				'POST',
				'/generateblocks-pro/v1/pattern-library/keys',
				array(
					'name'        => 'Agency',
					'collections' => array( 'all' ),
				),
				'collections',
			),
			'library isEnabled'           => array( 'POST', '/generateblocks-pro/v1/pattern-library/libraries/abcdefgh12345678', array( 'isEnabled' => 'maybe' ), 'isEnabled' ),
			'library patterns page'       => array( 'GET', '/generateblocks-pro/v1/pattern-library/libraries/abcdefgh12345678/patterns', array( 'page' => 'last' ), 'page' ),
			'import styles styles'        => array(
				'POST',
				'/generateblocks-pro/v1/pattern-library/import-styles',
				array(
					'id'     => 'abcdefgh12345678',
					'styles' => 'all',
				),
				'styles',
			),
			'global style data patterns'  => array(
				'GET',
				'/generateblocks-pro/v1/pattern-library/get-global-style-data',
				array(
					'id'       => 'abcdefgh12345678',
					'patterns' => array( 'x' ),
				),
				'patterns',
			),
			'provider patterns per_page'  => array( 'GET', '/generateblocks-pro/v1/pattern-library/patterns', array( 'per_page' => 'all' ), 'per_page' ),
		);
	}

	/**
	 * A wrong-typed argument is refused by WordPress, before the callback, with the argument's name.
	 *
	 * @dataProvider wrong_types
	 *
	 * @param string               $method HTTP method.
	 * @param string               $path   Path.
	 * @param array<string, mixed> $params Parameters.
	 * @param string               $field  The argument that is wrong.
	 */
	public function test_a_wrong_typed_argument_is_a_400_naming_it( string $method, string $path, array $params, string $field ): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( $method, $path, $params );
		$this->assertStatus( 400, $response );
		$data = (array) $response->get_data();
		$this->assertSame( 'rest_invalid_param', $data['code'] ?? null );
		$this->assertSame( array( $field ), array_keys( (array) ( $data['data']['params'] ?? array() ) ) );
		$this->assertStringContainsString( $field, (string) ( $data['message'] ?? '' ) );
	}
}

