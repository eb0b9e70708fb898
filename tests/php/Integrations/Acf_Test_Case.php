<?php
/**
 * Base of the tests that need the real Advanced Custom Fields.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Integrations;

use GBlocks_Pro\Support\Feature_Flags;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Marks every test incomplete, loudly, when ACF was not loaded by the bootstrap (GB_ACF_DIR), and
 * registers local field groups that are removed after each test.
 */
abstract class Acf_Test_Case extends Test_Case {

	/**
	 * Keys of the local field groups a test added.
	 *
	 * @var string[]
	 */
	private array $groups = array();

	/**
	 * Stops here, incomplete, when ACF is absent: the ACF tests must never pass silently.
	 */
	protected function setUp(): void {
		parent::setUp();
		if ( ! class_exists( 'ACF' ) || ! function_exists( 'acf_add_local_field_group' ) ) {
			$this->markTestIncomplete(
				sprintf(
					'The ACF tests did NOT run: Advanced Custom Fields was not found at %s (set GB_ACF_DIR to its folder).',
					defined( 'GBLOCKS_PRO_TESTS_ACF_DIR' ) ? (string) constant( 'GBLOCKS_PRO_TESTS_ACF_DIR' ) : '(unknown)'
				)
			);
		}
		update_option( Feature_Flags::ACF, '1' );
	}

	/**
	 * Removes the local field groups.
	 */
	protected function tearDown(): void {
		foreach ( $this->groups as $key ) {
			acf_remove_local_field_group( $key );
		}
		$this->groups = array();
		parent::tearDown();
	}

	/**
	 * Registers a local field group (ACF's PHP registration) and returns its key.
	 *
	 * @param array<int, array<string, mixed>>              $fields   Fields (name, label, type, …); keys are added.
	 * @param array<int, array<int, array<string, string>>> $location ACF location rules.
	 */
	protected function add_group( array $fields, array $location ): string {
		$key = 'group_gbtest_' . str_replace( '-', '_', self::unique() );
		foreach ( $fields as $i => $field ) {
			$fields[ $i ] = $field + array( 'key' => 'field_' . $key . '_' . $field['name'] );
		}
		$this->assertTrue(
			acf_add_local_field_group(
				array(
					'key'      => $key,
					'title'    => 'Test group ' . $key,
					'fields'   => $fields,
					'location' => $location,
				)
			)
		);
		$this->groups[] = $key;
		return $key;
	}

	/**
	 * Location rules: posts of a post type.
	 *
	 * @param string $post_type Post type.
	 * @return array<int, array<int, array<string, string>>>
	 */
	protected static function on_post_type( string $post_type = 'post' ): array {
		return array(
			array(
				array(
					'param'    => 'post_type',
					'operator' => '==',
					'value'    => $post_type,
				),
			),
		);
	}

	/**
	 * Location rules: an options page.
	 *
	 * @return array<int, array<int, array<string, string>>>
	 */
	protected static function on_options_page(): array {
		return array(
			array(
				array(
					'param'    => 'options_page',
					'operator' => '==',
					'value'    => 'site-settings',
				),
			),
		);
	}
}
