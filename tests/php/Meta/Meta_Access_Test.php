<?php
/**
 * Who may read which key through dynamic tags and loops (DESIGN §11).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Meta;

use GBlocks_Pro\Meta\Meta_Access;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Meta_Access::refusal() for every role, the never-read keys and the two allow-list filters.
 */
final class Meta_Access_Test extends Test_Case {

	/**
	 * Keys refused to authors without manage_options and allowed to administrators.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function protected_keys(): array {
		return array(
			'underscore post meta' => array( 'post', '_secret' ),
			'underscore term meta' => array( 'term', '_hidden' ),
			'user meta off list'   => array( 'user', 'billing_phone' ),
			'user email'           => array( 'user', 'user_email' ),
			'option off list'      => array( 'option', 'posts_per_page' ),
		);
	}

	/**
	 * Roles without manage_options.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function roles_without_manage_options(): array {
		return array(
			'contributor' => array( 'contributor' ),
			'author'      => array( 'author' ),
			'editor'      => array( 'editor' ),
		);
	}

	/**
	 * Every protected key against every role without manage_options.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	public static function refused_cases(): array {
		$cases = array();
		foreach ( self::roles_without_manage_options() as $role => list( $role_name ) ) {
			foreach ( self::protected_keys() as $label => list( $type, $key ) ) {
				$cases[ $role . ': ' . $label ] = array( $role_name, $type, $key );
			}
		}
		return $cases;
	}

	/**
	 * The refusal names the key, for each role without manage_options.
	 *
	 * @dataProvider refused_cases
	 *
	 * @param string $role Role.
	 * @param string $type Object type.
	 * @param string $key  Key.
	 */
	public function test_authors_without_manage_options_are_refused_protected_keys( string $role, string $type, string $key ): void {
		$author = $this->create_user( $role );

		$this->assertSame( 'The dynamic tag key "' . $key . '" is not allowed.', Meta_Access::refusal( $type, $key, $author ) );
	}

	/**
	 * Administrators read every non-secret key.
	 *
	 * @dataProvider protected_keys
	 *
	 * @param string $type Object type.
	 * @param string $key  Key.
	 */
	public function test_administrators_may_read_protected_keys( string $type, string $key ): void {
		$this->assertNull( Meta_Access::refusal( $type, $key, $this->create_user( 'administrator' ) ) );
	}

	/**
	 * Safe keys for everyone.
	 *
	 * @dataProvider roles_without_manage_options
	 *
	 * @param string $role Role.
	 */
	public function test_public_keys_are_allowed_to_every_author( string $role ): void {
		$author = $this->create_user( $role );

		$this->assertNull( Meta_Access::refusal( 'post', 'price', $author ) );
		$this->assertNull( Meta_Access::refusal( 'term', 'icon', $author ) );
		$this->assertNull( Meta_Access::refusal( 'user', 'first_name', $author ) );
		$this->assertNull( Meta_Access::refusal( 'user', 'description', $author ) );
		$this->assertNull( Meta_Access::refusal( 'option', 'blogname', $author ) );
	}

	public function test_secrets_are_refused_even_to_administrators(): void {
		$admin = $this->create_user( 'administrator' );
		foreach ( array( array( 'post', 'post_password' ), array( 'user', 'user_pass' ), array( 'user', 'user_activation_key' ), array( 'user', 'session_tokens' ), array( 'option', 'auth_key' ), array( 'option', 'smtp_pass' ), array( 'option', '_site_transient_x' ), array( 'option', 'active_plugins' ), array( 'option', 'admin_email' ) ) as list( $type, $key ) ) {
			$this->assertNotNull( Meta_Access::refusal( $type, $key, $admin ), $type . ' ' . $key );
		}
		$this->assertNull( Meta_Access::refusal( 'option', 'posts_per_page', $admin ) );
	}

	public function test_unknown_authors_count_as_without_manage_options(): void {
		$this->assertNotNull( Meta_Access::refusal( 'post', '_secret', 0 ) );
		$this->assertNotNull( Meta_Access::refusal( 'post', '_secret', 999999 ) );
		$this->assertNull( Meta_Access::refusal( 'post', 'price', 0 ) );
	}

	public function test_the_allow_list_filters_extend_what_authors_may_read(): void {
		$author = $this->create_user( 'author' );
		add_filter( 'gblocks_pro_allowed_options', static fn( array $allowed ): array => array_merge( $allowed, array( 'my_plugin_list', 'my_api_key' ) ) );
		add_filter( 'gblocks_pro_safe_user_meta', static fn( array $safe ): array => array_merge( $safe, array( 'twitter' ) ) );

		$this->assertNull( Meta_Access::refusal( 'option', 'my_plugin_list', $author ) );
		$this->assertNull( Meta_Access::refusal( 'user', 'twitter', $author ) );
		$this->assertNotNull( Meta_Access::refusal( 'option', 'my_api_key', $author ), 'A listed secret option stays refused.' );
	}

	public function test_the_secret_filter_can_protect_more_keys(): void {
		$admin = $this->create_user( 'administrator' );
		add_filter( 'gblocks_pro_meta_key_is_secret', static fn( bool $secret, string $type, string $key ): bool => $secret || 'internal_notes' === $key, 10, 3 );

		$this->assertNotNull( Meta_Access::refusal( 'post', 'internal_notes', $admin ) );
	}
}
