<?php
/**
 * Issue 9.6: rules that read private data. author_meta and post_meta keys that are private ("_"
 * prefix, sessions, capabilities, passwords, tokens…) need manage_options to be saved, like user_meta;
 * option rules refuse transients, "_" names, credentials and security settings, when saving and when
 * evaluating.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Conditions\Post_Type;
use GBlocks_Pro\Conditions\Types\Meta_Type;
use GBlocks_Pro\Conditions\Types\Options;

final class Sensitive_Rules_Test extends Conditions_Test_Case {

	private const BASE = '/generateblocks-pro/advanced-conditions/v1';

	/**
	 * Rows reading private meta keys.
	 *
	 * @return array<string, array{array, string}>
	 */
	public function private_meta_rows(): array {
		return array(
			'author session tokens'  => array( self::row( 'author', 'author_meta', 'contains', 'session_tokens|x' ), 'session_tokens' ),
			'author capabilities'    => array( self::row( 'author', 'author_meta', 'contains', 'wp_capabilities|administrator' ), 'wp_capabilities' ),
			'author user level'      => array( self::row( 'author', 'author_meta', 'equals', 'wp_user_level|10' ), 'wp_user_level' ),
			'author underscore key'  => array( self::row( 'author', 'author_meta', 'exists', '_private_note|' ), '_private_note' ),
			'post underscore key'    => array( self::row( 'post_meta', 'custom', 'exists', '_edit_lock|' ), '_edit_lock' ),
			'post password-like key' => array( self::row( 'post_meta', 'custom', 'equals', 'download_password|x' ), 'download_password' ),
			'post api token'         => array( self::row( 'post_meta', 'custom', 'exists', 'stripe_api_token|' ), 'stripe_api_token' ),
		);
	}

	/**
	 * A manager without manage_options cannot save them anywhere; an administrator can.
	 *
	 * @dataProvider private_meta_rows
	 */
	public function test_private_meta_keys_need_manage_options( array $row, string $key ): void {
		$this->act_as( 'editor' );
		wp_get_current_user()->add_cap( 'manage_gblocks_conditions' );
		$tree = self::tree( $row );

		$validate = $this->rest( 'POST', self::BASE . '/validate_conditions', array( 'conditions' => $tree ) );
		$this->assertStatus( 403, $validate );
		$this->assertFalse( $validate->get_data()['success'] );
		$this->assertStringContainsString( 'Only administrators can save conditions that read these private keys: ' . $key, $validate->get_data()['response'] );
		$this->assertStatus(
			403,
			$this->rest(
				'POST',
				self::BASE . '/conditions',
				array(
					'title'      => 'Sneaky',
					'conditions' => $tree,
				)
			)
		);
		$existing = $this->create_condition( self::tree( self::row( 'device', 'mobile', 'is' ) ) );
		$this->assertStatus( 403, $this->rest( 'PUT', self::BASE . '/conditions/' . $existing, array( 'conditions' => $tree ) ) );
		$this->assertStatus( 403, $this->rest( 'POST', '/wp/v2/gblocks-conditions/' . $existing, array( 'gbConditions' => $tree ) ) );
		$this->assertSame( 'mobile', Post_Type::get_tree( $existing )['groups'][0]['conditions'][0]['rule'] );

		$this->act_as( 'administrator' );
		$this->assertStatus( 200, $this->rest( 'POST', self::BASE . '/validate_conditions', array( 'conditions' => $tree ) ) );
	}

	public function test_public_meta_keys_and_fixed_rules_stay_open_to_managers(): void {
		$this->act_as( 'editor' );
		wp_get_current_user()->add_cap( 'manage_gblocks_conditions' );
		$tree = self::tree(
			self::row( 'author', 'author_meta', 'equals', 'twitter|@me' ),
			self::row( 'post_meta', 'custom', 'equals', 'color|red' ),
			self::row( 'post_meta', '_thumbnail_id', 'exists' ),
			self::row( 'post_meta', '_wp_page_template', 'equals', 'wide.php' )
		);
		$this->assertStatus( 200, $this->rest( 'POST', self::BASE . '/validate_conditions', array( 'conditions' => $tree ) ) );
		$this->assertFalse( Meta_Type::is_private_key( 'twitter' ) );
		$this->assertTrue( Meta_Type::is_private_key( 'session_tokens' ) );
	}

	/**
	 * Option names refused everywhere.
	 *
	 * @return array<string, array{string}>
	 */
	public function refused_options(): array {
		return array(
			'smtp_pass'                      => array( 'smtp_pass' ),
			'wp_mail_smtp'                   => array( 'wp_mail_smtp' ),
			'wp_user_roles'                  => array( 'wp_user_roles' ),
			'active_plugins'                 => array( 'active_plugins' ),
			'_site_transient_update_plugins' => array( '_site_transient_update_plugins' ),
			'_transient_doing_cron'          => array( '_transient_doing_cron' ),
			'transient without underscore'   => array( 'my_transient_cache' ),
			'_private'                       => array( '_private' ),
			'auth_key'                       => array( 'auth_key' ),
			'secure_auth_salt'               => array( 'secure_auth_salt' ),
			'api secret'                     => array( 'stripe_secret' ),
			'license key'                    => array( 'theme_license_key' ),
			'access token'                   => array( 'instagram_token' ),
			'admin_email'                    => array( 'admin_email' ),
			'cron'                           => array( 'cron' ),
		);
	}

	/**
	 * Refused when saving, even by an administrator, and never read when evaluating.
	 *
	 * @dataProvider refused_options
	 */
	public function test_secret_options_are_refused_when_saving_and_evaluating( string $option ): void {
		$this->act_as( 'administrator' );
		$row      = self::row( 'options', 'custom', 'exists', $option . '|' );
		$response = $this->rest( 'POST', self::BASE . '/validate_conditions', array( 'conditions' => self::tree( $row ) ) );
		$this->assertStatus( 400, $response );
		$this->assertStringContainsString( 'holds secret data', $response->get_data()['response'] );
		$this->assertTrue( Options::is_secret( $option ) );

		update_option( $option, 'anything' );
		$this->assertFalse( $this->evaluate_row( $row ), 'exists is false: the option is never read.' );
		$this->assertFalse( $this->evaluate_row( self::row( 'options', 'custom', 'has_value', $option . '|' ) ) );
	}

	public function test_the_allow_list_is_filterable_and_cannot_admit_secrets(): void {
		add_filter(
			'gblocks_pro_condition_allowed_options',
			static fn( array $allowed ): array => $allowed + array(
				'default_comment_status' => 'Comments',
				'smtp_pass'              => 'SMTP',
				'active_plugins'         => 'Plugins',
			)
		);
		$allowed = Options::allowed();
		$this->assertArrayHasKey( 'default_comment_status', $allowed );
		$this->assertArrayHasKey( 'blogname', $allowed );
		$this->assertArrayNotHasKey( 'smtp_pass', $allowed );
		$this->assertArrayNotHasKey( 'active_plugins', $allowed );

		// Options an administrator types by name still work when they are not secret.
		$this->assertFalse( Options::is_secret( 'default_comment_status' ) );
		update_option( 'gbp_campaign', 'summer' );
		$this->assertTrue( $this->evaluate_row( self::row( 'options', 'custom', 'equals', 'gbp_campaign|summer' ) ) );
	}
}
