<?php
/**
 * The one list of device breakpoints.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Styles;

use GBlocks_Pro\Styles\Breakpoints;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Breakpoints::all(): the contract file, the gblocks_pro_breakpoints filter and its validation.
 */
final class Breakpoints_Test extends Test_Case {

	public function test_default_list_is_the_contract_file(): void {
		$this->assertSame(
			array(
				array(
					'id'       => 'desktop',
					'label'    => 'Desktop',
					'minWidth' => 1025,
				),
				array(
					'id'       => 'tablet',
					'label'    => 'Tablet',
					'minWidth' => 768,
					'maxWidth' => 1024,
				),
				array(
					'id'       => 'mobile',
					'label'    => 'Mobile',
					'maxWidth' => 767,
				),
			),
			Breakpoints::all()
		);
	}

	public function test_filter_can_change_the_list_and_invalid_devices_are_dropped(): void {
		add_filter(
			'gblocks_pro_breakpoints',
			static function ( $devices ) {
				$devices[1]['maxWidth'] = 1100;
				$devices[0]['minWidth'] = 1101;
				$devices[]              = array(
					'id'       => 'Wide Screen',
					'label'    => '<b>Wide</b>',
					'minWidth' => '1600',
				);
				$devices[]              = array(
					'id'    => 'no-width',
					'label' => 'No width',
				);
				$devices[]              = array(
					'id'       => 'reversed',
					'label'    => 'Reversed',
					'minWidth' => 900,
					'maxWidth' => 800,
				);
				$devices[]              = array(
					'id'       => 'negative',
					'label'    => 'Negative',
					'maxWidth' => -5,
				);
				$devices[]              = array(
					'id'       => 'huge',
					'label'    => 'Huge',
					'minWidth' => 99999,
				);
				$devices[]              = array(
					'id'       => 'css',
					'label'    => 'CSS',
					'maxWidth' => '767px;}',
				);
				$devices[]              = array(
					'id'       => 'mobile',
					'label'    => 'Duplicate',
					'maxWidth' => 500,
				);
				$devices[]              = 'not a device';
				return $devices;
			}
		);

		$devices = Breakpoints::all();

		$this->assertSame( array( 'desktop', 'tablet', 'mobile', 'widescreen' ), array_column( $devices, 'id' ) );
		$this->assertSame( 1101, $devices[0]['minWidth'] );
		$this->assertSame( 1100, $devices[1]['maxWidth'] );
		$this->assertSame( 767, $devices[2]['maxWidth'] );
		$this->assertSame(
			array(
				'id'       => 'widescreen',
				'label'    => 'Wide',
				'minWidth' => 1600,
			),
			$devices[3]
		);
	}

	public function test_a_filter_that_returns_no_list_keeps_the_file(): void {
		add_filter( 'gblocks_pro_breakpoints', '__return_null' );

		$this->assertSame( array( 'desktop', 'tablet', 'mobile' ), array_column( Breakpoints::all(), 'id' ) );
	}
}
