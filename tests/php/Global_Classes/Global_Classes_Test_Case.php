<?php
/**
 * Helpers shared by the global class tests.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Global_Classes;

use GBlocks_Pro\Global_Classes\Class_Output;
use GBlocks_Pro\Global_Classes\Class_Store;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Creates classes the way the Global Styles screen does (through /wp/v2/gblocks-styles as an
 * administrator) and resets the per-page state of the front end.
 */
abstract class Global_Classes_Test_Case extends Test_Case {

	public const CORE_ROUTE = '/wp/v2/gblocks-styles';
	public const OUR_BASE   = '/generateblocks-pro/v1/global-classes';

	/**
	 * Fresh front-end state for each test.
	 */
	protected function setUp(): void {
		parent::setUp();
		Class_Output::instance()->reset();
		Class_Store::forget();
	}

	/**
	 * Creates a class through the core route as an administrator and returns its id; the current
	 * user is restored afterwards.
	 *
	 * @param string               $selector The selector, e.g. .card.
	 * @param array<string, mixed> $styles   The style object.
	 * @param string               $status   publish or draft.
	 */
	protected function create_class( string $selector, array $styles = array( 'color' => 'red' ), string $status = 'publish' ): int {
		$user = get_current_user_id();
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$response = $this->rest(
			'POST',
			self::CORE_ROUTE,
			array(
				'gb_style_selector' => $selector,
				'gb_style_data'     => $styles,
				'status'            => $status,
			)
		);
		wp_set_current_user( $user );
		$this->assertStatus( 201, $response );
		return (int) $response->get_data()['id'];
	}
}
