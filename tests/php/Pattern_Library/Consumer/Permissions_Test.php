<?php
/**
 * Every consumer route for the six roles, and hostile input from authors and contributors.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Pattern_Library\Consumer;

use GBlocks_Pro\Pattern_Library\Library_Store;

final class Permissions_Test extends Consumer_Test_Case {

	/**
	 * Every route: method, route ({id} a remote library), params, whether it needs manage_options (else
	 * edit_posts), and the success status.
	 *
	 * @return array<string, array{string, string, array<string, mixed>, bool, int}>
	 */
	private static function routes(): array {
		return array(
			'libraries'             => array( 'GET', '/libraries', array(), false, 200 ),
			'add-library'           => array(
				'POST',
				'/add-library',
				array(
					'domain'    => '{provider}',
					'publicKey' => 'gbpl_good',
				),
				true,
				201,
			),
			'update'                => array( 'POST', '/libraries/{id}', array( 'isEnabled' => false ), true, 200 ),
			'delete'                => array( 'DELETE', '/libraries/{id}', array(), true, 200 ),
			'categories'            => array( 'GET', '/libraries/{id}/categories', array(), false, 200 ),
			'patterns'              => array( 'GET', '/libraries/{id}/patterns', array( 'search' => 'hero' ), false, 200 ),
			// The cache is site-wide: only managers drop it.
			'refresh'               => array( 'POST', '/libraries/{id}/refresh', array(), true, 200 ),
			'get-global-style-data' => array( 'GET', '/get-global-style-data', array( 'id' => '{id}' ), false, 200 ),
			'import-styles'         => array(
				'POST',
				'/import-styles',
				array(
					'id'     => '{id}',
					'styles' => array( '.pl-card' ),
				),
				false,
				200,
			),
		);
	}

	/**
	 * The six roles and whether they can edit posts / manage options.
	 *
	 * @return array<string, array{string, bool, bool}>
	 */
	public static function roles(): array {
		return array(
			'visitor'       => array( '', false, false ),
			'subscriber'    => array( 'subscriber', false, false ),
			'contributor'   => array( 'contributor', true, false ),
			'author'        => array( 'author', true, false ),
			'editor'        => array( 'editor', true, false ),
			'administrator' => array( 'administrator', true, true ),
		);
	}

	/**
	 * Each role gets exactly the routes its capabilities allow; a refused request changes nothing and
	 * asks the provider nothing.
	 *
	 * @dataProvider roles
	 *
	 * @param string $role       Role ('' for a visitor).
	 * @param bool   $edit_posts Whether the role can edit posts.
	 * @param bool   $manage     Whether the role can manage options.
	 */
	public function test_every_route_for_the_role( string $role, bool $edit_posts, bool $manage ): void {
		foreach ( self::routes() as $name => list( $method, $route, $params, $needs_manage, $success ) ) {
			delete_option( Library_Store::OPTION );
			$id     = self::library( 'gbpl_good' );
			$json   = str_replace( array( '{id}', '{provider}' ), array( $id, self::provider() ), (string) wp_json_encode( $params ) );
			$params = (array) json_decode( $json, true );
			$before = get_option( Library_Store::OPTION );
			$this->act_as( $role );
			$hits_before = count( self::hits() );

			$response = $this->dispatch( $method, self::BASE . str_replace( '{id}', $id, $route ), $params );

			$allowed = $needs_manage ? $manage : $edit_posts;
			if ( $allowed ) {
				$this->assertSame( $success, $response->get_status(), $name . ': ' . wp_json_encode( $response->get_data() ) );
				$this->assertTrue( $response->get_data()['success'], $name );
			} else {
				$this->assertSame( '' === $role ? 401 : 403, $response->get_status(), $name . ': ' . wp_json_encode( $response->get_data() ) );
				$this->assertFalse( $response->get_data()['success'], $name );
				$this->assertSame( $before, get_option( Library_Store::OPTION ), $name . ' changed nothing.' );
				$this->assertCount( $hits_before, self::hits(), $name . ' asked the provider nothing.' );
			}
			wp_set_current_user( 0 );
		}
	}

	/**
	 * Hostile or malformed input on every route.
	 *
	 * @return array<string, array{string, string, array<string, mixed>}>
	 */
	public static function hostile(): array {
		return array(
			'page 0'                   => array( 'GET', '/libraries/{id}/patterns', array( 'page' => 0 ) ),
			'page huge'                => array( 'GET', '/libraries/{id}/patterns', array( 'page' => '99999999999999999999' ) ),
			'per_page 1000'            => array( 'GET', '/libraries/{id}/patterns', array( 'per_page' => 1000 ) ),
			'search array'             => array( 'GET', '/libraries/{id}/patterns', array( 'search' => array( 'a' => 'b' ) ) ),
			'category array'           => array( 'GET', '/libraries/{id}/patterns', array( 'category' => array( 'x' ) ) ),
			'search too long'          => array( 'GET', '/libraries/{id}/patterns', array( 'search' => str_repeat( 'a', 5000 ) ) ),
			'style data without id'    => array( 'GET', '/get-global-style-data', array() ),
			'style data bad id'        => array( 'GET', '/get-global-style-data', array( 'id' => "x' OR 1=1 --" ) ),
			'style data bad patterns'  => array(
				'GET',
				'/get-global-style-data',
				array(
					'id'       => '{id}',
					'patterns' => array( 'x', array() ),
				),
			),
			'import styles nested'     => array(
				'POST',
				'/import-styles',
				array(
					'id'     => '{id}',
					'styles' => array( array( 'selector' => array( '.x' ) ) ),
				),
			),
			'add-library domain array' => array(
				'POST',
				'/add-library',
				array(
					'domain'    => array( 'https://example.com' ),
					'publicKey' => 'k',
				),
			),
			'add-library key newline'  => array(
				'POST',
				'/add-library',
				array(
					'domain'    => '{provider}',
					'publicKey' => "gbpl_good\r\nX-Evil: 1",
				),
			),
			'add-library javascript'   => array(
				'POST',
				'/add-library',
				array(
					'domain'    => 'javascript:alert(1)',
					'publicKey' => 'gbpl_good',
				),
			),
			'update isDefault string'  => array( 'POST', '/libraries/{id}', array( 'isDefault' => array( 'yes' ) ) ),
			'delete a bad id'          => array( 'DELETE', '/libraries/{id}', array( 'id' => '../wp-config' ) ),
		);
	}

	/**
	 * Authors and contributors sending hostile input get 400 or 403 (never a 500 or a PHP warning, which
	 * fails the test), nothing changes, and the provider is not asked.
	 *
	 * @dataProvider hostile
	 *
	 * @param string               $method HTTP method.
	 * @param string               $route  Route under the base.
	 * @param array<string, mixed> $params Parameters.
	 */
	public function test_hostile_input_from_authors_and_contributors( string $method, string $route, array $params ): void {
		$id     = self::library( 'gbpl_good' );
		$json   = str_replace( array( '{id}', '{provider}' ), array( $id, self::provider() ), (string) wp_json_encode( $params ) );
		$params = (array) json_decode( $json, true );
		$before = get_option( Library_Store::OPTION );

		foreach ( array( 'author', 'contributor' ) as $role ) {
			$this->act_as( $role );
			$response = $this->dispatch( $method, self::BASE . str_replace( '{id}', $id, $route ), $params );
			$this->assertContains( $response->get_status(), array( 400, 403, 404 ), $role . ': ' . wp_json_encode( $response->get_data() ) );
			$this->assertFalse( $response->get_data()['success'] );
			$this->assertIsString( $response->get_data()['response'] );
		}

		$this->assertSame( $before, get_option( Library_Store::OPTION ) );
		$this->assertSame( array(), self::hits() );
	}

	/**
	 * Hostile add-library input from an administrator is a 400 naming the field (no request made).
	 */
	public function test_hostile_add_library_input_from_an_administrator_is_a_400(): void {
		$this->act_as( 'administrator' );
		$cases = array(
			'domain'    => array(
				'domain'    => 'javascript:alert(1)',
				'publicKey' => 'gbpl_good',
			),
			'publicKey' => array(
				'domain'    => self::provider(),
				'publicKey' => "gbpl_good\r\nX-Evil: 1",
			),
		);
		foreach ( $cases as $field => $params ) {
			$response = $this->dispatch( 'POST', self::BASE . '/add-library', $params );
			$this->assertSame( 400, $response->get_status(), $field . ': ' . wp_json_encode( $response->get_data() ) );
		}
		$this->assertSame( 'Please enter a valid domain, such as https://example.com.', self::payload( $this->dispatch( 'POST', self::BASE . '/add-library', $cases['domain'] ) ) );
		$this->assertStringContainsString( 'public key', self::payload( $this->dispatch( 'POST', self::BASE . '/add-library', $cases['publicKey'] ) ) );
		$this->assertSame( array(), self::hits() );
	}

	/**
	 * Issue 36 S13: a domain whose host is not a host name or an IP address ("1e309", "NaN") is a 400
	 * naming the field, and nothing tries to reach it; real host names and addresses still go on.
	 */
	public function test_a_domain_that_names_no_host_is_a_400_and_never_reached(): void {
		$this->act_as( 'administrator' );
		$reached = array();
		$record  = static function ( $pre, $args, $url ) use ( &$reached ) {
			$reached[] = $url;
			return new \WP_Error( 'http_request_failed', 'Not reached in this test.' );
		};
		add_filter( 'pre_http_request', $record, 1, 3 );
		$add = fn( string $domain ): \WP_REST_Response => $this->dispatch(
			'POST',
			self::BASE . '/add-library',
			array(
				'domain'    => $domain,
				'publicKey' => 'gbpl_good',
			)
		);
		try {
			foreach ( array( '1e309', 'NaN', 'https://1e309/', '999.1.1.1', '12345', 'https://[::ffff:1:2:3:4:5:6:7]/', 'example.123' ) as $domain ) {
				$response = $add( $domain );
				$this->assertSame( 400, $response->get_status(), $domain . ': ' . wp_json_encode( $response->get_data() ) );
				$this->assertStringStartsWith( 'domain: ', self::payload( $response ), $domain );
				$this->assertStringContainsString( 'is not a host name or an IP address', self::payload( $response ), $domain );
			}
			$this->assertSame( array(), $reached, 'No request went out.' );
			foreach ( array( 'library.example.com', '203.0.113.7', 'https://[2001:db8::1]/' ) as $domain ) {
				$reached  = array();
				$response = $add( $domain );
				$this->assertStringNotContainsString( 'is not a host name', (string) self::payload( $response ), $domain );
				$this->assertNotSame( array(), $reached, $domain . ' is asked for its name.' );
			}
		} finally {
			remove_filter( 'pre_http_request', $record, 1 );
		}
	}

	/**
	 * A request as the client sends it: query parameters for GET and DELETE, a JSON body otherwise (none
	 * when there are no parameters).
	 *
	 * @param string               $method HTTP method.
	 * @param string               $route  Route.
	 * @param array<string, mixed> $params Parameters.
	 */
	private function dispatch( string $method, string $route, array $params ): \WP_REST_Response {
		if ( 'POST' === $method && array() === $params ) {
			return $this->post_empty( $route );
		}
		return $this->rest( $method, $route, $params );
	}
}
