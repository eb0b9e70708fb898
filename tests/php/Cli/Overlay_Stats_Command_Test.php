<?php
/**
 * `wp gblocks overlay stats` through the real WP-CLI.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Cli;

/**
 * Every format, with and without an id, the same figures as the REST routes, bad inputs and a missing
 * table. Rollup rows are written by tests/php/Cli/fixtures/insights-rows.php.
 */
final class Overlay_Stats_Command_Test extends Cli_Test_Case {

	private const FIXTURE = '--require=' . __DIR__ . '/fixtures/insights-rows.php';

	/**
	 * Writes rollup rows in the class's site.
	 *
	 * @param list<array<string, int|string>> $rows The rows.
	 */
	private static function rows( array $rows ): void {
		$result = self::wp( array( self::FIXTURE, 'gblocks-test-insights', 'rows' ), (string) wp_json_encode( $rows ) );
		self::assertSame( 0, $result['code'], $result['stderr'] . $result['stdout'] );
	}

	public function test_totals_and_one_overlays_days_in_every_format(): void {
		$a = (int) trim( self::ok( array( 'post', 'create', '--post_type=gblocks_overlay', '--post_title=Promo', '--post_status=publish', '--porcelain' ) ) );
		$b = (int) trim( self::ok( array( 'post', 'create', '--post_type=gblocks_overlay', '--post_title=Newsletter', '--post_status=publish', '--porcelain' ) ) );
		self::rows(
			array(
				array(
					'overlay_id'    => $a,
					'day'           => '2026-02-01',
					'device'        => 1,
					'page'          => '/',
					'views'         => 8,
					'closes_button' => 2,
					'conversions'   => 2,
				),
				array(
					'overlay_id'    => $a,
					'day'           => '2026-02-03',
					'device'        => 3,
					'page'          => '/shop/',
					'views'         => 2,
					'closes_escape' => 1,
				),
				array(
					'overlay_id' => $a,
					'day'        => '2026-02-04',
					'device'     => 3,
					'page'       => '/shop/',
					'views'      => 50,
				),
				array(
					'overlay_id'  => $b,
					'day'         => '2026-02-02',
					'device'      => 2,
					'page'        => '/',
					'views'       => 5,
					'conversions' => 0,
				),
				array(
					'overlay_id' => 0,
					'day'        => '2026-02-02',
					'device'     => 0,
					'page'       => '',
					'dropped'    => 3,
				),
			)
		);
		$range = array( '--from=2026-02-01', '--to=2026-02-03' );

		$totals = self::json( array_merge( array( 'gblocks', 'overlay', 'stats', '--format=json' ), $range ) );
		$this->assertSame(
			array(
				'from'     => '2026-02-01',
				'to'       => '2026-02-03',
				'overlays' => array(
					array(
						'id'          => $a,
						'views'       => 10,
						'closes'      => 3,
						'conversions' => 2,
						'rate'        => 0.2,
					),
					array(
						'id'          => $b,
						'views'       => 5,
						'closes'      => 0,
						'conversions' => 0,
						'rate'        => 0,
					),
				),
				'total'    => array(
					'views'       => 15,
					'closes'      => 3,
					'conversions' => 2,
					'rate'        => 0.1333,
				),
				'dropped'  => 3,
			),
			$totals
		);
		$this->assertSame(
			"id\ttitle\tviews\tcloses\tconversions\trate\n{$a}\tPromo\t10\t3\t2\t0.2\n{$b}\tNewsletter\t5\t0\t0\t0\ntotal\t\t15\t3\t2\t0.1333\n",
			self::ok( array_merge( array( 'gblocks', 'overlay', 'stats' ), $range ) )
		);
		$this->assertSame(
			"id,title,views,closes,conversions,rate\n{$a},Promo,10,3,2,0.2\n{$b},Newsletter,5,0,0,0\ntotal,,15,3,2,0.1333",
			trim( self::ok( array_merge( array( 'gblocks', 'overlay', 'stats', '--format=csv' ), $range ) ) )
		);
		$yaml = self::ok( array_merge( array( 'gblocks', 'overlay', 'stats', '--format=yaml' ), $range ) );
		$this->assertStringContainsString( "id: {$b}\n  title: Newsletter\n  views: 5", $yaml );

		$report = self::json( array_merge( array( 'gblocks', 'overlay', 'stats', (string) $a, '--format=json' ), $range ) );
		$this->assertSame( array( 'id', 'title', 'from', 'to', 'totals', 'previous', 'days', 'closes', 'pages', 'devices' ), array_keys( $report ) );
		$this->assertSame( array( 'Promo', 10, 2 ), array( $report['title'], $report['totals']['views'], $report['totals']['conversions'] ) );
		$this->assertSame( array( '2026-01-29', '2026-01-31', 0 ), array( $report['previous']['from'], $report['previous']['to'], $report['previous']['views'] ) );
		$this->assertSame( array( 8, 0, 2 ), array_column( $report['days'], 'views' ) );
		$this->assertSame(
			array(
				'button'     => 2,
				'escape'     => 1,
				'outside'    => 0,
				'trigger'    => 0,
				'navigation' => 0,
			),
			$report['closes']
		);
		$this->assertSame( array( '/', '/shop/' ), array_column( $report['pages'], 'page' ) );
		$this->assertSame(
			array(
				'views'       => 2,
				'conversions' => 0,
			),
			$report['devices']['mobile']
		);
		$this->assertSame(
			"day\tviews\tconversions\n2026-02-01\t8\t2\n2026-02-02\t0\t0\n2026-02-03\t2\t0\ntotal\t10\t2\n",
			self::ok( array_merge( array( 'gblocks', 'overlay', 'stats', (string) $a ), $range ) )
		);
		$this->assertSame( "day,views,conversions\n2026-02-01,8,2\n2026-02-02,0,0\n2026-02-03,2,0\ntotal,10,2", trim( self::ok( array_merge( array( 'gblocks', 'overlay', 'stats', (string) $a, '--format=csv' ), $range ) ) ) );
		$this->assertStringContainsString( "day: 2026-02-02\n  views: 0", self::ok( array_merge( array( 'gblocks', 'overlay', 'stats', (string) $a, '--format=yaml' ), $range ) ) );
	}

	public function test_bad_inputs_exit_non_zero_with_one_error_line(): void {
		$page = (int) trim( self::ok( array( 'post', 'create', '--post_title=A page', '--post_status=publish', '--porcelain' ) ) );
		self::all_fail(
			array(
				array( array( 'gblocks', 'overlay', 'stats', '--from=2026-02-30' ), '--from: from must be a date such as 2026-01-01 (YYYY-MM-DD).' ),
				array( array( 'gblocks', 'overlay', 'stats', '--from=' ), '--from: from must be a date' ),
				array( array( 'gblocks', 'overlay', 'stats', '--to=tomorrow' ), '--to: to must be a date' ),
				array( array( 'gblocks', 'overlay', 'stats', '--from=2026-03-02', '--to=2026-03-01' ), '--to: to must not be before from.' ),
				array( array( 'gblocks', 'overlay', 'stats', '--from=2016-01-01', '--to=2026-01-08' ), '--from: The range from from to to may cover at most 3660 days.' ),
				array( array( 'gblocks', 'overlay', 'stats', 'abc' ), 'Invalid overlay id "abc"' ),
				array( array( 'gblocks', 'overlay', 'stats', (string) $page ), 'There is no overlay panel with the id ' . $page . '.' ),
				array( array( 'gblocks', 'overlay', 'stats', '--format=count' ), 'Unknown --format "count"' ),
			)
		);
		// A process of its own: the missing table.
		self::ok( array( self::FIXTURE, 'gblocks-test-insights', 'drop' ) );
		try {
			self::fails( array( 'gblocks', 'overlay', 'stats' ), 'The Insights tables are missing.' );
		} finally {
			self::ok( array( self::FIXTURE, 'gblocks-test-insights', 'install' ) );
		}
		$this->assertSame( array(), self::json( array( 'gblocks', 'overlay', 'stats', '--format=json', '--from=2020-01-01', '--to=2020-01-01' ) )['overlays'] );
	}
}
