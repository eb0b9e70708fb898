<?php
/**
 * The libraries list, add-library, update and delete, against a real HTTP provider.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Pattern_Library\Consumer;

use GBlocks_Pro\Pattern_Library\Library_Store;

final class Libraries_Routes_Test extends Consumer_Test_Case {

	public function test_the_local_library_is_created_on_first_read_as_the_default(): void {
		$this->act_as( 'administrator' );
		update_option( 'blogname', 'Home Site' );

		$response = $this->rest( 'GET', self::BASE . '/libraries' );

		$this->assertStatus( 200, $response );
		$list = self::payload( $response );
		$this->assertCount( 1, $list );
		$this->assertMatchesRegularExpression( '/^[a-z0-9]{16}$/', $list[0]['id'] );
		$this->assertSame( 'Home Site', $list[0]['name'] );
		$this->assertTrue( $list[0]['isLocal'] );
		$this->assertTrue( $list[0]['isDefault'] );
		$this->assertTrue( $list[0]['isEnabled'] );
		$this->assertSame( $list[0]['id'], self::payload( $this->rest( 'GET', self::BASE . '/libraries' ) )[0]['id'], 'The local library is created once.' );
		wp_cache_delete( 'alloptions', 'options' );
		$this->assertArrayNotHasKey( Library_Store::OPTION, wp_load_alloptions(), 'The libraries are not autoloaded.' );
		$this->assertIsArray( get_option( Library_Store::OPTION ) );
	}

	public function test_the_list_never_shows_a_public_key_and_hides_disabled_libraries_from_editors(): void {
		$enabled  = self::library( 'gbpl_good' );
		$disabled = self::library( 'gbpl_500' );
		Library_Store::update( $disabled, array( 'isEnabled' => false ) );

		$this->act_as( 'administrator' );
		$admin = $this->rest( 'GET', self::BASE . '/libraries' );
		$this->act_as( 'editor' );
		$editor = $this->rest( 'GET', self::BASE . '/libraries' );

		$this->assertStringNotContainsString( 'publicKey', (string) wp_json_encode( $admin->get_data() ) );
		$this->assertStringNotContainsString( 'gbpl_good', (string) wp_json_encode( $admin->get_data() ) );
		$this->assertStringNotContainsString( 'gbpl_500', (string) wp_json_encode( $admin->get_data() ) );
		$this->assertSame( 3, count( self::payload( $admin ) ) );
		$ids = array_column( self::payload( $editor ), 'id' );
		$this->assertContains( $enabled, $ids );
		$this->assertNotContains( $disabled, $ids );
	}

	public function test_add_library_stores_the_providers_name_with_a_random_16_character_id(): void {
		$this->act_as( 'administrator' );

		$response = $this->rest(
			'POST',
			self::BASE . '/add-library',
			array(
				'domain'    => self::provider() . '/',
				'publicKey' => 'gbpl_good',
				'data'      => array( 'name' => 'Ignored' ),
			)
		);

		$this->assertStatus( 201, $response );
		$this->assertTrue( $response->get_data()['success'] );
		$record = self::payload( $response );
		$this->assertMatchesRegularExpression( '/^[a-z0-9]{16}$/', $record['id'] );
		$this->assertSame( 'Fake Provider', $record['name'], 'The provider name is stored as plain text.' );
		$this->assertSame( self::provider(), $record['domain'], 'The trailing slash is dropped.' );
		$this->assertArrayNotHasKey( 'publicKey', $record );
		$this->assertSame( 'gbpl_good', self::stored( $record['id'] )['publicKey'] );
		$this->assertFalse( $record['isDefault'] );
		$this->assertSame( array( 'gbpl_good rest_route=/generateblocks-pro/v1/pattern-library/get-library-by-public-key' ), self::hits() );
	}

	public function test_two_libraries_get_different_ids(): void {
		$this->assertNotSame( self::library( 'gbpl_good' ), self::library( 'gbpl_429' ) );
		$this->assertSame( 16, strlen( Library_Store::new_id() ) );
	}

	public function test_add_library_asks_for_a_domain_and_a_public_key_in_the_spec_texts(): void {
		$this->act_as( 'administrator' );

		$no_domain = $this->rest( 'POST', self::BASE . '/add-library', array( 'publicKey' => 'gbpl_good' ) );
		$blank     = $this->rest(
			'POST',
			self::BASE . '/add-library',
			array(
				'domain'    => '   ',
				'publicKey' => 'gbpl_good',
			)
		);
		$no_key    = $this->rest( 'POST', self::BASE . '/add-library', array( 'domain' => self::provider() ) );

		$this->assertStatus( 400, $no_domain );
		$this->assertSame(
			array(
				'success'  => false,
				'response' => 'Please enter a domain.',
			),
			array_intersect_key( $no_domain->get_data(), array_flip( array( 'success', 'response' ) ) )
		);
		$this->assertSame( 'Please enter a domain.', self::payload( $blank ) );
		$this->assertStatus( 400, $no_key );
		$this->assertSame( 'Public key is required.', self::payload( $no_key ) );
		$this->assertSame( array(), self::hits() );
	}

	public function test_a_domain_without_a_scheme_gets_https(): void {
		$this->assertSame( 'https://example.com', Library_Store::normalize_domain( 'example.com/' ) );
		$this->assertSame( 'https://example.com:8443/patterns', Library_Store::normalize_domain( ' Example.COM:8443/patterns/ ' ) );
		$this->assertSame( 'http://127.0.0.1:9000', Library_Store::normalize_domain( 'http://127.0.0.1:9000?x=1#y' ) );
		$this->assertNull( Library_Store::normalize_domain( 'https://user:pass@example.com' ) );
		$this->assertNull( Library_Store::normalize_domain( 'exa mple.com' ) );
		$this->assertNull( Library_Store::normalize_domain( 'https://exa_mple.com"><script>' ) );
	}

	public function test_a_domain_without_a_scheme_is_requested_over_https(): void {
		$this->act_as( 'administrator' );

		// The fake provider speaks http only: the https request to the same port fails, and the answer
		// says what to type instead of the transport's SSL error.
		$response = $this->rest(
			'POST',
			self::BASE . '/add-library',
			array(
				'domain'    => '127.0.0.1:' . self::$port . '/',
				'publicKey' => 'gbpl_good',
			)
		);

		$this->assertStatus( 502, $response );
		$this->assertSame(
			'This site did not answer over https. For a local site, type http://127.0.0.1:' . self::$port . ' instead.',
			self::payload( $response )
		);
		$this->assertStringNotContainsStringIgnoringCase( 'curl', (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( array(), Library_Store::find_by_domain( 'https://127.0.0.1:' . self::$port ) ?? array() );

		$typed_http = $this->rest(
			'POST',
			self::BASE . '/add-library',
			array(
				'domain'    => 'http://127.0.0.1:' . self::$port,
				'publicKey' => 'gbpl_good',
			)
		);
		$this->assertStatus( 201, $typed_http, 'The address the message names works.' );
	}

	public function test_a_scheme_less_public_address_that_fails_over_https_says_what_to_check(): void {
		$this->act_as( 'administrator' );
		// wp_safe_remote_get's own refusal of a private address stands in for a failed https request.
		remove_all_filters( 'pre_http_request' );

		$response = $this->rest(
			'POST',
			self::BASE . '/add-library',
			array(
				'domain'    => '10.0.0.1',
				'publicKey' => 'gbpl_good',
			)
		);

		$this->assertStatus( 502, $response );
		$this->assertSame( 'This site did not answer over https. Check the address, and that the site has a valid https certificate.', self::payload( $response ) );
	}

	public function test_adding_the_same_library_twice_is_a_conflict(): void {
		$this->act_as( 'administrator' );
		$params = array(
			'domain'    => self::provider(),
			'publicKey' => 'gbpl_good',
		);
		$this->assertStatus( 201, $this->rest( 'POST', self::BASE . '/add-library', $params ) );

		$again = $this->rest( 'POST', self::BASE . '/add-library', array( 'domain' => self::provider() . '/' ) + $params );

		$this->assertStatus( 409, $again );
		$this->assertSame( 'This library has already been added.', self::payload( $again ) );
		$this->assertCount( 2, Library_Store::all() );
	}

	public function test_a_refused_key_is_named_and_nothing_is_stored(): void {
		$this->act_as( 'administrator' );

		$response = $this->rest(
			'POST',
			self::BASE . '/add-library',
			array(
				'domain'    => self::provider(),
				'publicKey' => 'gbpl_wrong',
			)
		);

		$this->assertStatus( 400, $response );
		$this->assertSame( 'The library refused this public key.', self::payload( $response ) );
		$this->assertCount( 1, Library_Store::all() );
	}

	/**
	 * Provider misbehaviour and the message add-library answers.
	 *
	 * @return array<string, array{string, string}>
	 */
	public static function failures(): array {
		return array(
			'malformed JSON'          => array( 'gbpl_malformed', 'The library sent an answer this site cannot read.' ),
			'wrong shape'             => array( 'gbpl_shape', 'The library sent an answer this site cannot read.' ),
			'over 5 MB'               => array( 'gbpl_big', 'The library answered with more than 5 MB.' ),
			'rate limited'            => array( 'gbpl_429', 'The library is receiving too many requests. Try again in a minute.' ),
			'server error'            => array( 'gbpl_500', 'The library had an error (HTTP 500). Try again later.' ),
			'slower than the timeout' => array( 'gbpl_slow', 'Could not reach the library: ' ),
		);
	}

	/**
	 * A provider that misbehaves gives a clear reason, and nothing is stored.
	 *
	 * @dataProvider failures
	 *
	 * @param string $key     The key (the provider's behaviour).
	 * @param string $message The expected message (its start for transport errors).
	 */
	public function test_a_misbehaving_provider_gives_a_clear_reason( string $key, string $message ): void {
		self::time_enough_for( $key );
		$this->act_as( 'administrator' );

		$response = $this->rest(
			'POST',
			self::BASE . '/add-library',
			array(
				'domain'    => self::provider(),
				'publicKey' => $key,
			)
		);

		$this->assertStatus( 502, $response );
		$this->assertFalse( $response->get_data()['success'] );
		$this->assertStringStartsWith( $message, self::payload( $response ) );
		$this->assertCount( 1, Library_Store::all() );
	}

	public function test_http_and_loopback_are_refused_outside_a_local_environment(): void {
		$this->act_as( 'administrator' );
		add_filter( 'gblocks_pro_pattern_library_allow_loopback', '__return_false' );

		$http  = $this->rest(
			'POST',
			self::BASE . '/add-library',
			array(
				'domain'    => self::provider(),
				'publicKey' => 'gbpl_good',
			)
		);
		$https = $this->rest(
			'POST',
			self::BASE . '/add-library',
			array(
				'domain'    => 'https://127.0.0.1:' . self::$port,
				'publicKey' => 'gbpl_good',
			)
		);

		$this->assertStatus( 400, $http );
		$this->assertSame( 'Only https:// addresses can be added.', self::payload( $http ) );
		$this->assertStatus( 502, $https );
		$this->assertSame( 'Could not reach the library: A valid URL was not provided.', self::payload( $https ), 'wp_safe_remote_get refuses the loopback address.' );
		$this->assertSame( array(), self::hits() );
	}

	public function test_a_library_added_on_a_local_site_is_not_read_once_the_site_is_not_local(): void {
		$id = self::library( 'gbpl_good' );
		$this->act_as( 'administrator' );
		add_filter( 'gblocks_pro_pattern_library_allow_loopback', '__return_false' );

		$response = $this->rest( 'GET', self::BASE . '/libraries/' . $id . '/patterns' );

		$this->assertStatus( 502, $response );
		$this->assertStringEndsWith( 'Only https:// addresses can be added.', self::payload( $response ) );
		$this->assertSame( array(), self::hits() );
	}

	public function test_private_addresses_are_refused_by_wp_safe_remote_get(): void {
		$this->act_as( 'administrator' );
		// The test site's offline plugin answers every outside host itself (pre_http_request); without it
		// the request reaches wp_safe_remote_get's own check of the address, which is under test here.
		remove_all_filters( 'pre_http_request' );

		foreach ( array( 'https://10.0.0.1', 'https://192.168.1.20:8443', 'https://169.254.169.254' ) as $domain ) {
			$response = $this->rest(
				'POST',
				self::BASE . '/add-library',
				array(
					'domain'    => $domain,
					'publicKey' => 'gbpl_good',
				)
			);
			$this->assertStatus( 502, $response );
			$this->assertSame( 'Could not reach the library: A valid URL was not provided.', self::payload( $response ), $domain );
		}
	}

	public function test_enable_disable_and_default(): void {
		$id = self::library( 'gbpl_good' );
		$this->act_as( 'administrator' );

		$disabled = $this->rest( 'POST', self::BASE . '/libraries/' . $id, array( 'isEnabled' => false ) );
		$this->assertStatus( 200, $disabled );
		$this->assertFalse( self::payload( $disabled )['isEnabled'] );
		$this->assertFalse( self::stored( $id )['isEnabled'] );

		$default = $this->rest(
			'POST',
			self::BASE . '/libraries/' . $id,
			array(
				'isEnabled' => true,
				'isDefault' => true,
			)
		);
		$this->assertTrue( self::payload( $default )['isDefault'] );
		$this->assertTrue( self::payload( $default )['isEnabled'] );
		$defaults = array_filter( Library_Store::all(), static fn( array $library ): bool => $library['isDefault'] );
		$this->assertSame( array( $id ), array_column( $defaults, 'id' ), 'Exactly one default.' );

		$undefault = $this->rest( 'POST', self::BASE . '/libraries/' . $id, array( 'isDefault' => false ) );
		$this->assertFalse( self::payload( $undefault )['isDefault'] );
		$defaults = array_values( array_filter( Library_Store::all(), static fn( array $library ): bool => $library['isDefault'] ) );
		$this->assertCount( 1, $defaults );
		$this->assertTrue( $defaults[0]['isLocal'], 'The local library becomes the default again.' );

		$this->assertStatus( 404, $this->rest( 'POST', self::BASE . '/libraries/aaaaaaaaaaaaaaaa', array( 'isEnabled' => true ) ) );
		$this->assertStatus( 400, $this->rest( 'POST', self::BASE . '/libraries/' . $id, array( 'isEnabled' => 'maybe' ) ) );
	}

	public function test_delete_removes_a_remote_library_but_never_the_local_one(): void {
		$id    = self::library( 'gbpl_good' );
		$local = Library_Store::all()[0]['id'];
		$this->act_as( 'administrator' );

		$deleted = $this->rest( 'DELETE', self::BASE . '/libraries/' . $id );
		$again   = $this->rest( 'DELETE', self::BASE . '/libraries/' . $id );
		$refused = $this->rest( 'DELETE', self::BASE . '/libraries/' . $local );

		$this->assertStatus( 200, $deleted );
		$this->assertSame(
			array(
				'deleted' => true,
				'id'      => $id,
			),
			self::payload( $deleted )
		);
		$this->assertNull( Library_Store::get( $id ) );
		$this->assertStatus( 404, $again );
		$this->assertStatus( 400, $refused );
		$this->assertSame( 'The local library cannot be deleted.', self::payload( $refused ) );
		$this->assertNotNull( Library_Store::get( $local ) );
	}
}
