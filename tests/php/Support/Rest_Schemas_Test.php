<?php
/**
 * Every REST route of the plugin declares a schema (DESIGN §3: schema first).
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
		}
	}
}
