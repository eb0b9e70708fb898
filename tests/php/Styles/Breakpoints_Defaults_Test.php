<?php
/**
 * Breakpoints::defaults(): the shipped list, the one the editor saved its queries with.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Styles;

use GBlocks_Pro\Styles\Breakpoints;
use GBlocks_Pro\Styles\Device_Visibility;
use GBlocks_Pro\Support\Contract_File;
use GBlocks_Pro\Tests\Test_Case;

/**
 * The one breakpoints reader gives the file's devices as shipped (no filter, no translation), and
 * device visibility maps the queries of that list to those of the filtered one.
 */
final class Breakpoints_Defaults_Test extends Test_Case {

	public function test_the_defaults_are_the_contract_file_whatever_the_filter_says(): void {
		add_filter(
			'gblocks_pro_breakpoints',
			static function ( array $devices ): array {
				$devices[2]['maxWidth'] = 599;
				$devices[1]['minWidth'] = 600;
				return $devices;
			}
		);

		$this->assertSame( Contract_File::read( Breakpoints::FILE )['devices'], Breakpoints::defaults() );
		$this->assertSame( 599, Breakpoints::all()[2]['maxWidth'] );
		$this->assertSame(
			array(
				'@media (max-width:1024px) and (min-width:768px)' => '@media (max-width:1024px) and (min-width:600px)',
				'@media (max-width:767px)' => '@media (max-width:599px)',
			),
			Device_Visibility::query_map()
		);
	}

	public function test_without_a_filter_nothing_is_remapped(): void {
		$this->assertSame( 'src/styles/breakpoints.json', Breakpoints::FILE );
		$this->assertSame( array(), Device_Visibility::query_map() );
	}
}
