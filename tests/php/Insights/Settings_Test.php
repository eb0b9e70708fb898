<?php
/**
 * The site settings of Insights in /wp/v2/settings.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Insights;

use GBlocks_Pro\Insights\Settings;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Counting on/off, counting editors, Do Not Track / Global Privacy Control and the retention: in the
 * gblocks_pro group of /wp/v2/settings for administrators (manage_options), with their defaults,
 * sanitized, and read by Settings' readers.
 */
final class Settings_Test extends Test_Case {

	private const ROUTE = '/wp/v2/settings';

	public function test_they_are_registered_in_the_plugins_group_for_rest_with_their_defaults(): void {
		$this->act_as( 'administrator' );
		$data = $this->rest( 'GET', self::ROUTE )->get_data();

		$this->assertTrue( $data[ Settings::ENABLED ] );
		$this->assertFalse( $data[ Settings::COUNT_EDITORS ] );
		$this->assertTrue( $data[ Settings::HONOR_DNT ] );
		$this->assertSame( 730, $data[ Settings::RETENTION_DAYS ] );
		$registered = get_registered_settings();
		foreach ( array( Settings::ENABLED, Settings::COUNT_EDITORS, Settings::HONOR_DNT, Settings::RETENTION_DAYS ) as $option ) {
			$this->assertSame( 'gblocks_pro', $registered[ $option ]['group'], $option );
			$this->assertNotSame( '', $registered[ $option ]['description'], $option );
		}
		$this->assertSame( 'integer', $registered[ Settings::RETENTION_DAYS ]['type'] );
	}

	public function test_the_readers_give_the_defaults_when_nothing_was_saved(): void {
		$this->assertTrue( Settings::enabled() );
		$this->assertFalse( Settings::count_editors() );
		$this->assertTrue( Settings::honor_dnt() );
		$this->assertSame( 730, Settings::retention_days() );
	}

	public function test_an_administrator_saves_them_and_the_readers_follow(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			self::ROUTE,
			array(
				Settings::ENABLED        => false,
				Settings::COUNT_EDITORS  => true,
				Settings::HONOR_DNT      => false,
				Settings::RETENTION_DAYS => 90,
			)
		);

		$this->assertStatus( 200, $response );
		$data = $response->get_data();
		$this->assertFalse( $data[ Settings::ENABLED ] );
		$this->assertTrue( $data[ Settings::COUNT_EDITORS ] );
		$this->assertFalse( $data[ Settings::HONOR_DNT ] );
		$this->assertSame( 90, $data[ Settings::RETENTION_DAYS ] );
		$this->assertSame( '0', get_option( Settings::ENABLED ) );
		$this->assertSame( '1', get_option( Settings::COUNT_EDITORS ) );
		wp_cache_flush();
		$this->assertFalse( Settings::enabled() );
		$this->assertTrue( Settings::count_editors() );
		$this->assertFalse( Settings::honor_dnt() );
		$this->assertSame( 90, Settings::retention_days() );
	}

	/**
	 * Retentions REST refuses.
	 *
	 * @return array<string, array{0: mixed}>
	 */
	public static function refused_retentions(): array {
		return array(
			'below 30 days'     => array( 29 ),
			'above 3650 days'   => array( 3651 ),
			'zero'              => array( 0 ),
			'negative'          => array( -30 ),
			'not a number'      => array( 'forever' ),
			'a fraction of day' => array( 45.5 ),
		);
	}

	/**
	 * A retention outside 30..3650 through REST is a 400 naming the setting, and nothing is stored.
	 *
	 * @dataProvider refused_retentions
	 *
	 * @param mixed $days The retention sent.
	 */
	public function test_a_bad_retention_through_rest_is_a_400_naming_it( mixed $days ): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', self::ROUTE, array( Settings::RETENTION_DAYS => $days ) );

		$this->assertStatus( 400, $response );
		$this->assertStringContainsString( Settings::RETENTION_DAYS, (string) wp_json_encode( $response->get_data() ) );
		$this->assertFalse( get_option( Settings::RETENTION_DAYS, false ) );
		$this->assertSame( 730, Settings::retention_days() );
	}

	public function test_a_flag_that_is_not_a_boolean_is_a_400_naming_it(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', self::ROUTE, array( Settings::HONOR_DNT => 'sometimes' ) );

		$this->assertStatus( 400, $response );
		$this->assertStringContainsString( Settings::HONOR_DNT, (string) wp_json_encode( $response->get_data() ) );
		$this->assertTrue( Settings::honor_dnt() );
	}

	public function test_written_another_way_a_retention_is_clamped_and_flags_stored_as_1_or_0(): void {
		Settings::register_settings();
		update_option( Settings::RETENTION_DAYS, 5 );
		$this->assertSame( 30, get_option( Settings::RETENTION_DAYS ) );
		update_option( Settings::RETENTION_DAYS, '99999' );
		$this->assertSame( 3650, get_option( Settings::RETENTION_DAYS ) );
		update_option( Settings::RETENTION_DAYS, 'a year' );
		$this->assertSame( 730, get_option( Settings::RETENTION_DAYS ) );
		update_option( Settings::HONOR_DNT, 'no' );
		$this->assertSame( '0', get_option( Settings::HONOR_DNT ) );
		$this->assertFalse( Settings::honor_dnt() );
	}

	public function test_the_readers_clamp_a_value_stored_without_the_sanitizer(): void {
		add_option( Settings::RETENTION_DAYS, '7' );
		add_option( Settings::ENABLED, 'off' );
		$this->assertSame( 30, Settings::retention_days() );
		$this->assertFalse( Settings::enabled() );
	}

	public function test_editors_and_visitors_cannot_change_them(): void {
		$this->act_as( 'editor' );
		$this->assertStatus( 403, $this->rest( 'POST', self::ROUTE, array( Settings::ENABLED => false ) ) );
		$this->act_as( '' );
		$this->assertStatus( 401, $this->rest( 'POST', self::ROUTE, array( Settings::ENABLED => false ) ) );
		$this->assertTrue( Settings::enabled() );
		$this->assertFalse( get_option( Settings::ENABLED, false ) );
	}
}
