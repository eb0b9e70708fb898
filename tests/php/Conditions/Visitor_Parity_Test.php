<?php
/**
 * The visitor-rule parity table, on the server side.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Conditions\Condition_Type;
use GBlocks_Pro\Conditions\Context;
use GBlocks_Pro\Conditions\Evaluator;
use GBlocks_Pro\Conditions\Registry;
use GBlocks_Pro\Conditions\Visitor_History;

/**
 * Every row of tests/fixtures/conditions/visitor-parity.json evaluated through Context::from_facets and
 * the engine (the browser evaluator runs the same rows in Jest): one meaning in both languages.
 */
final class Visitor_Parity_Test extends Conditions_Test_Case {

	/**
	 * The table's rows keyed by name.
	 *
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function rows(): array {
		$rows = array();
		foreach ( self::table()['rows'] as $row ) {
			$rows[ $row['name'] ] = array( $row );
		}
		return $rows;
	}

	/**
	 * One row.
	 *
	 * @dataProvider rows
	 *
	 * @param array<string, mixed> $row One row of the table.
	 */
	public function test_the_server_gives_the_tables_answer( array $row ): void {
		$visitor = $row['visitor'];
		self::set_site_timezone( (string) ( $visitor['timezone'] ?? 'UTC' ) );
		$facets = array();
		foreach ( array( 'user_agent', 'cookies', 'query', 'referrer' ) as $facet ) {
			if ( isset( $visitor[ $facet ] ) ) {
				$facets[ $facet ] = $visitor[ $facet ];
			}
		}
		if ( isset( $visitor['now'] ) ) {
			$facets['now'] = new \DateTimeImmutable( $visitor['now'] );
		}
		if ( isset( $visitor['history'] ) ) {
			$history = Visitor_History::from_array( self::table()['histories'][ $visitor['history'] ] );
			$this->assertInstanceOf( Visitor_History::class, $history, $row['name'] );
			$facets['history'] = $history;
		}
		$context = Context::from_facets( $facets );
		$type    = Registry::instance()->get( $row['rule']['type'] );
		$this->assertNotNull( $type, 'The row names a registered type.' );
		$this->assertTrue( $type->browser_decides( $row['rule']['rule'] ), 'The table holds rules the browser decides only.' );
		$this->assertSame( $row['expect'], Evaluator::instance()->evaluate_row( $row['rule'], $context ), $row['name'] );
	}

	public function test_the_table_covers_every_visitor_type_and_operator(): void {
		$seen = array();
		foreach ( self::rows() as $row ) {
			$seen[ $row[0]['rule']['type'] . ':' . $row[0]['rule']['operator'] ] = true;
			$seen[ $row[0]['rule']['type'] . '.' . $row[0]['rule']['rule'] ]     = true;
		}
		foreach ( Registry::instance()->labels() as $name => $label ) {
			$type = Registry::instance()->get( $name );
			foreach ( array_keys( $type->rules() ) as $rule ) {
				if ( ! $type->browser_decides( $rule ) ) {
					continue;
				}
				if ( Condition_Type::BROWSER === $type->decided_in( $rule ) ) {
					$this->assertArrayHasKey( $name . '.' . $rule, $seen, "The parity table has a row for the {$name} rule {$rule}." );
				}
				foreach ( $type->operators( $rule ) as $operator ) {
					$this->assertArrayHasKey( $name . ':' . $operator, $seen, "The parity table has a row for {$name} {$operator}." );
				}
			}
		}
	}

	/**
	 * The shared table.
	 *
	 * @return array<string, mixed>
	 */
	private static function table(): array {
		return json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/conditions/visitor-parity.json' ), true );
	}

	/**
	 * Sets the site timezone: an IANA name, or an offset such as '+05:30'.
	 *
	 * @param string $zone The zone.
	 */
	private static function set_site_timezone( string $zone ): void {
		if ( preg_match( '/^([+-])(\d{2}):(\d{2})$/', $zone, $m ) ) {
			update_option( 'timezone_string', '' );
			update_option( 'gmt_offset', ( '-' === $m[1] ? -1 : 1 ) * ( (int) $m[2] + (int) $m[3] / 60 ) );
			return;
		}
		update_option( 'timezone_string', $zone );
		update_option( 'gmt_offset', 0 );
	}
}
