<?php
/**
 * Shared factories of the overlay tests.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Overlays;

use GBlocks_Pro\Conditions\Decisions;
use GBlocks_Pro\Conditions\Post_Type as Condition_Post_Type;
use GBlocks_Pro\Overlays\Meta;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Creates overlays with settings, and conditions with a status.
 */
abstract class Overlay_Test_Case extends Test_Case {

	/**
	 * The handle of the overlay runtime's script and style.
	 */
	protected const HANDLE = 'gblocks-pro-overlay-runtime';

	protected function setUp(): void {
		parent::setUp();
		Decisions::flush();
	}

	/**
	 * Forgets conditions and the runtime a test enqueued, so that the next test starts without them.
	 */
	protected function tearDown(): void {
		Decisions::flush();
		wp_dequeue_script( self::HANDLE );
		wp_deregister_script( self::HANDLE );
		wp_dequeue_style( self::HANDLE );
		wp_deregister_style( self::HANDLE );
		parent::tearDown();
	}

	/**
	 * The rule tree "the visitor is logged in".
	 *
	 * @return array<string, mixed>
	 */
	protected static function logged_in_tree(): array {
		return array(
			'logic'  => 'OR',
			'groups' => array(
				array(
					'logic'      => 'AND',
					'conditions' => array(
						array(
							'type'     => 'user_role',
							'rule'     => 'general:logged_in',
							'operator' => 'is',
							'value'    => '',
						),
					),
				),
			),
		);
	}

	/**
	 * Creates an overlay and returns its id.
	 *
	 * @param array<string, mixed> $settings Settings by short name (Meta::fields()).
	 * @param array<string, mixed> $fields   wp_insert_post() fields.
	 */
	protected function create_overlay( array $settings = array(), array $fields = array() ): int {
		$id = $this->create_post(
			array_merge(
				array(
					'post_type'    => 'gblocks_overlay',
					'post_title'   => 'Overlay ' . self::unique(),
					'post_content' => '<!-- wp:paragraph --><p>Overlay content</p><!-- /wp:paragraph -->',
				),
				$fields
			)
		);
		foreach ( $settings as $name => $value ) {
			update_post_meta( $id, Meta::PREFIX . $name, $value );
		}
		return $id;
	}

	/**
	 * Creates a condition with a status and returns its id. Without rules it passes; with
	 * $logged_in_only it passes only for logged-in visitors.
	 *
	 * @param string $status         Post status: publish, draft or trash.
	 * @param bool   $logged_in_only Whether the condition is "the visitor is logged in".
	 */
	protected function create_condition( string $status = 'publish', bool $logged_in_only = false ): int {
		$id = $this->create_post(
			array(
				'post_type'   => 'gblocks_condition',
				'post_status' => $status,
				'post_title'  => 'Condition ' . self::unique(),
			)
		);
		if ( $logged_in_only ) {
			Condition_Post_Type::save_tree( $id, self::logged_in_tree() );
		}
		return $id;
	}
}
