<?php
/**
 * The categories module serves each feature through the adapter the feature registered.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Categories;

use GBlocks_Pro\Categories\Categories;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Each feature's adapter decides its taxonomy, route namespace, capability and refusal messages: the
 * core route's read refusal and the manage_category refusal speak of the feature they belong to.
 */
final class Categories_Test extends Test_Case {

	/**
	 * Each feature: taxonomy, core route, manage_category route, read refusal, manage refusal.
	 *
	 * @return array<string, array{string, string, string, string, string}>
	 */
	public function features(): array {
		return array(
			'conditions' => array(
				'gblocks_condition_cat',
				'/wp/v2/condition-categories',
				'/generateblocks-pro/advanced-conditions/v1/manage_category',
				'Sorry, you are not allowed to view conditions.',
				'Sorry, you are not allowed to manage conditions.',
			),
			'overlays'   => array(
				'gblocks_overlay_cat',
				'/wp/v2/overlay-categories',
				'/generateblocks-pro/overlays/v1/manage_category',
				'Sorry, you are not allowed to view overlay panels.',
				'Sorry, you are not allowed to manage overlay panels.',
			),
		);
	}

	/**
	 * A user who may not read or manage a feature's categories is refused in that feature's words.
	 *
	 * @dataProvider features
	 *
	 * @param string $taxonomy       Taxonomy.
	 * @param string $core_route     WordPress's terms route of the taxonomy.
	 * @param string $manage_route   The category manager's route.
	 * @param string $read_refusal   Message of a refused read.
	 * @param string $manage_refusal Message of a refused manage.
	 */
	public function test_each_feature_is_refused_in_its_own_words( string $taxonomy, string $core_route, string $manage_route, string $read_refusal, string $manage_refusal ): void {
		$this->act_as( 'subscriber' );
		$read = $this->rest( 'GET', $core_route );
		$this->assertStatus( 403, $read );
		$this->assertSame( $read_refusal, $read->get_data()['message'] );
		$manage = $this->rest( 'GET', $manage_route );
		$this->assertStatus( 403, $manage );
		$this->assertSame( $manage_refusal, $manage->get_data()['message'] );
		$this->assertSame( $taxonomy, Categories::adapter( $taxonomy )?->taxonomy() );
	}

	public function test_an_unregistered_taxonomy_has_no_adapter(): void {
		$this->assertNull( Categories::adapter( 'category' ) );
	}
}
