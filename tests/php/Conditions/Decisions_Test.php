<?php
/**
 * The decision API: shown, hidden or not applied for (condition, invert, context post); and
 * Tree::read(), which tells a readable tree from stored garbage.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Conditions\Condition_Store;
use GBlocks_Pro\Conditions\Decisions;
use GBlocks_Pro\Conditions\Tree;
use GBlocks_Pro\Conditions\Decision;

/**
 * Behaviour that depends on the database: runs on MariaDB too (bin/test.sh).
 *
 * @group database
 */
final class Decisions_Test extends Conditions_Test_Case {

	private static function passing(): array {
		return self::tree( self::row( 'location', 'general:site', 'is' ) );
	}

	private static function failing(): array {
		return self::tree( self::row( 'location', 'general:site', 'is_not' ) );
	}

	/**
	 * Outcome and reason for both values of invert.
	 *
	 * @param int|string $id Condition id.
	 * @return array<string, array{string, string}>
	 */
	private static function both( int|string $id ): array {
		$plain    = Decisions::decide( $id );
		$inverted = Decisions::decide( $id, true );
		return array(
			'plain'    => array( $plain->outcome(), $plain->reason() ),
			'inverted' => array( $inverted->outcome(), $inverted->reason() ),
		);
	}

	public function test_no_condition_shows(): void {
		foreach ( array( '', '0', 0, ' ' ) as $none ) {
			$decision = Decisions::decide( $none, true );
			$this->assertSame( Decision::SHOWN, $decision->outcome(), (string) wp_json_encode( $none ) );
			$this->assertSame( Decision::REASON_NONE, $decision->reason() );
			$this->assertTrue( $decision->shows() );
		}
	}

	public function test_a_missing_trashed_or_foreign_id_hides_inverted_or_not(): void {
		$trashed = $this->create_condition( self::passing() );
		wp_trash_post( $trashed );
		$hidden = array(
			'plain'    => array( Decision::HIDDEN, Decision::REASON_MISSING ),
			'inverted' => array( Decision::HIDDEN, Decision::REASON_MISSING ),
		);
		foreach ( array( 987654, '987654', -3, 'abc', $trashed, (string) $this->create_post() ) as $id ) {
			$this->assertSame( $hidden, self::both( $id ), (string) wp_json_encode( $id ) );
		}
		$this->assertFalse( Decisions::decide( 987654 )->shows() );
	}

	public function test_a_draft_pending_or_scheduled_condition_is_not_applied_inverted_or_not(): void {
		foreach ( array( 'draft', 'pending' ) as $status ) {
			$id = $this->create_condition( self::failing(), $status );
			$this->assertSame(
				array(
					'plain'    => array( Decision::NOT_APPLIED, Decision::REASON_DRAFT ),
					'inverted' => array( Decision::NOT_APPLIED, Decision::REASON_DRAFT ),
				),
				self::both( $id ),
				$status
			);
			$this->assertTrue( Decisions::decide( $id, true )->shows() );
		}
		$scheduled = $this->create_post(
			array(
				'post_type'   => 'gblocks_condition',
				'post_status' => 'future',
				'post_date'   => gmdate( 'Y-m-d H:i:s', time() + DAY_IN_SECONDS ),
			)
		);
		$this->assertSame( 'future', get_post_status( $scheduled ) );
		$this->assertSame( Decision::NOT_APPLIED, Decisions::decide( $scheduled )->outcome() );
	}

	public function test_a_published_or_private_condition_is_evaluated_then_inverted(): void {
		$this->go_to( array() );
		$passing = $this->create_condition( self::passing() );
		$failing = $this->create_condition( self::failing(), 'private' );
		$this->assertSame(
			array(
				'plain'    => array( Decision::SHOWN, Decision::REASON_PASSED ),
				'inverted' => array( Decision::HIDDEN, Decision::REASON_FAILED ),
			),
			self::both( $passing )
		);
		$this->assertSame(
			array(
				'plain'    => array( Decision::HIDDEN, Decision::REASON_FAILED ),
				'inverted' => array( Decision::SHOWN, Decision::REASON_PASSED ),
			),
			self::both( (string) $failing )
		);
	}

	public function test_unreadable_rules_hide_inverted_or_not(): void {
		global $wpdb;
		$id = $this->create_condition( self::passing() );
		$wpdb->update( $wpdb->postmeta, array( 'meta_value' => 'N;' ), array( 'post_id' => $id, 'meta_key' => '_gb_conditions' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.SlowDBQuery, WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		Decisions::flush();
		$this->assertSame(
			array(
				'plain'    => array( Decision::HIDDEN, Decision::REASON_UNREADABLE ),
				'inverted' => array( Decision::HIDDEN, Decision::REASON_UNREADABLE ),
			),
			self::both( $id )
		);
		$this->assertNull( Condition_Store::instance()->get( $id )['tree'] );
	}

	public function test_the_filter_sees_published_results_before_invert(): void {
		$id    = $this->create_condition( self::failing() );
		$draft = $this->create_condition( self::failing(), 'draft' );
		$seen  = array();
		add_filter(
			'gblocks_pro_condition_passes',
			static function ( bool $result, int $condition_id ) use ( &$seen ): bool {
				$seen[] = $condition_id;
				return true;
			},
			10,
			2
		);
		$this->assertSame( Decision::SHOWN, Decisions::decide( $id )->outcome() );
		$this->assertSame( Decision::HIDDEN, Decisions::decide( $id, true )->outcome() );
		$this->assertSame( Decision::HIDDEN, Decisions::decide( 987654 )->outcome(), 'The filter cannot show a missing condition.' );
		$this->assertSame( Decision::NOT_APPLIED, Decisions::decide( $draft, true )->outcome() );
		$this->assertSame( array( $id ), $seen, 'Evaluated once, memoised; only published conditions reach the filter.' );
	}

	public function test_the_public_functions_answer_through_the_decision_api(): void {
		$this->go_to( array() );
		$id = $this->create_condition( self::failing() );
		$this->assertSame( 'hidden', gblocks_pro_condition_decision( $id ) );
		$this->assertSame( 'shown', gblocks_pro_condition_decision( (string) $id, true ) );
		$this->assertSame( 'shown', gblocks_pro_condition_decision( '' ) );
		$this->assertSame( 'not_applied', gblocks_pro_condition_decision( $this->create_condition( self::failing(), 'draft' ) ) );
		$this->assertFalse( gblocks_pro_condition_passes( $id ) );
		$this->assertFalse( gblocks_pro_condition_passes( 0 ), 'The passes() function keeps answering false for an id below 1.' );
	}

	public function test_priming_loads_many_in_one_query_and_deciding_then_costs_none(): void {
		global $wpdb;
		$ids = array();
		for ( $i = 0; $i < 6; $i++ ) {
			$ids[] = $this->create_condition( 0 === $i % 2 ? self::passing() : self::failing(), 0 === $i % 3 ? 'draft' : 'publish' );
		}
		Decisions::flush();
		wp_cache_flush();
		wp_load_alloptions(); // As every request does while WordPress boots.
		$before = $wpdb->num_queries;
		Decisions::prime( array_merge( array_map( 'strval', $ids ), array( '', '0', 987654 ) ) );
		$this->assertSame( 1, $wpdb->num_queries - $before );
		$outcomes = array();
		foreach ( $ids as $id ) {
			$outcomes[] = Decisions::decide( $id )->outcome();
		}
		Decisions::decide( 987654 );
		$this->assertSame( 1, $wpdb->num_queries - $before, 'Deciding primed conditions costs no query.' );
		$this->assertSame( array( 'not_applied', 'hidden', 'shown', 'not_applied', 'shown', 'hidden' ), $outcomes );
	}

	public function test_a_change_to_a_condition_is_seen_in_the_same_request(): void {
		$this->go_to( array() );
		$id = $this->create_condition( self::passing() );
		$this->assertSame( Decision::SHOWN, Decisions::decide( $id )->outcome() );
		update_post_meta( $id, '_gb_conditions', 'garbage' );
		$this->assertSame( Decision::REASON_UNREADABLE, Decisions::decide( $id )->reason() );
		delete_post_meta( $id, '_gb_conditions' );
		$this->assertSame( Decision::SHOWN, Decisions::decide( $id )->outcome(), 'A condition without a rules row has no rules.' );
	}

	/**
	 * Stored values Tree::read() accepts.
	 *
	 * @return array<string, array{mixed}>
	 */
	public function readable(): array {
		$tree = array(
			'logic'  => 'OR',
			'groups' => array(
				array(
					'logic'      => 'AND',
					'conditions' => array( self::row( 'device', 'mobile', 'is' ) ),
				),
			),
		);
		return array(
			'the empty tree as JSON'       => array( '{"logic":"OR","groups":[]}' ),
			'the empty tree serialized'    => array( serialize( Tree::empty_tree() ) ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize
			'a tree as an array'           => array( $tree ),
			'a tree serialized'            => array( serialize( $tree ) ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize
			'a tree as JSON'               => array( wp_json_encode( $tree ) ),
			'a tree as serialized JSON'    => array( serialize( wp_json_encode( $tree ) ) ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize
			'an empty group'               => array( '{"groups":[{"logic":"AND","conditions":[]}]}' ),
			'an incomplete row (it fails)' => array( '{"groups":[{"conditions":[{"type":"device"}]}]}' ),
		);
	}

	/**
	 * A readable value gives the tree.
	 *
	 * @dataProvider readable
	 *
	 * @param mixed $stored Stored value.
	 */
	public function test_read_accepts_trees( mixed $stored ): void {
		$tree = Tree::read( $stored );
		$this->assertIsArray( $tree );
		$this->assertIsArray( $tree['groups'] );
	}

	/**
	 * Stored values Tree::read() refuses.
	 *
	 * @return array<string, array{mixed}>
	 */
	public function unreadable(): array {
		return array(
			'null'                   => array( null ),
			'false'                  => array( false ),
			'an int'                 => array( 42 ),
			'an object'              => array( (object) array( 'groups' => array() ) ),
			'empty string'           => array( '' ),
			'spaces'                 => array( '   ' ),
			'invalid JSON'           => array( '{"groups":[' ),
			'JSON null'              => array( 'null' ),
			'b:0;'                   => array( 'b:0;' ),
			'N;'                     => array( 'N;' ),
			'truncated serialized'   => array( 'a:1:{s:6:"groups";a:1:{i:0;a:' ),
			'serialized object'      => array( 'O:8:"stdClass":1:{s:6:"groups";a:0:{}}' ),
			'no groups'              => array( '{"logic":"OR"}' ),
			'groups as a string'     => array( '{"groups":"x"}' ),
			'groups as a map'        => array( '{"groups":{"a":{"conditions":[]}}}' ),
			'a group that is a list' => array( '{"groups":[["x"]]}' ),
			'conditions missing'     => array( '{"groups":[{"logic":"AND"}]}' ),
			'conditions as a string' => array( '{"groups":[{"conditions":"x"}]}' ),
			'a row that is a string' => array( '{"groups":[{"conditions":["x"]}]}' ),
			'a row holding an array' => array( '{"groups":[{"conditions":[{"type":"device","value":["a"]}]}]}' ),
			'logic as an array'      => array( '{"logic":["OR"],"groups":[]}' ),
			'2,000-deep JSON'        => array( str_repeat( '[', 2000 ) . str_repeat( ']', 2000 ) ),
		);
	}

	/**
	 * An unreadable value gives null, without a PHP warning.
	 *
	 * @dataProvider unreadable
	 *
	 * @param mixed $stored Stored value.
	 */
	public function test_read_refuses_anything_else( mixed $stored ): void {
		$this->assertNull( Tree::read( $stored ) );
	}

	public function test_read_refuses_a_2000_deep_array(): void {
		$deep = array();
		for ( $i = 0; $i < 2000; $i++ ) {
			$deep = array( $deep );
		}
		$this->assertNull( Tree::read( array( 'groups' => $deep ) ) );
		$this->assertNull( Tree::read( array( 'groups' => array( array( 'conditions' => $deep ) ) ) ) );
		$this->assertNull( Tree::read( serialize( $deep ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize
	}

	/**
	 * Values that name a condition, and the id the one normaliser gives them (0: none, -1: names no
	 * condition, which the decision hides).
	 *
	 * @return array<string, array{0: mixed, 1: int}>
	 */
	public static function condition_id_values(): array {
		return array(
			'digits'              => array( '12', 12 ),
			'padded digits'       => array( " 12\n", 12 ),
			'leading zeros'       => array( '007', 7 ),
			'int'                 => array( 12, 12 ),
			'whole float'         => array( 12.0, 12 ),
			'null'                => array( null, 0 ),
			'false'               => array( false, 0 ),
			'empty array'         => array( array(), 0 ),
			'empty string'        => array( '', 0 ),
			'blanks'              => array( '  ', 0 ),
			'zero string'         => array( '0', 0 ),
			'padded zero'         => array( ' 0 ', 0 ),
			'zero'                => array( 0, 0 ),
			'zero float'          => array( 0.0, 0 ),
			'negative int'        => array( -5, -1 ),
			'negative string'     => array( '-5', -1 ),
			'zeros'               => array( '00', -1 ),
			'fraction'            => array( 1.5, -1 ),
			'negative float'      => array( -2.0, -1 ),
			'words'               => array( 'abc', -1 ),
			'true'                => array( true, -1 ),
			'array with an id'    => array( array( 12 ), -1 ),
			'object'              => array( new \stdClass(), -1 ),
			'digits and a letter' => array( '12a', -1 ),
		);
	}

	/**
	 * Every value is read by the one normaliser.
	 *
	 * @dataProvider condition_id_values
	 *
	 * @param mixed $value    The value.
	 * @param int   $expected The id.
	 */
	public function test_one_normaliser_reads_every_condition_id( mixed $value, int $expected ): void {
		$this->assertSame( $expected, Decisions::condition_id( $value ) );
	}

	public function test_a_string_id_is_decided_as_its_normalised_id(): void {
		$this->go_to( array() );
		$id = $this->create_condition( self::failing() );
		$this->assertSame( Decisions::decide( $id )->outcome(), Decisions::decide( ' ' . $id . ' ' )->outcome() );
		$this->assertSame( 'shown', Decisions::decide( ' 0 ' )->outcome() );
		$this->assertSame( Decision::REASON_MISSING, Decisions::decide( '00' )->reason(), 'A string of zeros names no condition: hidden.' );
		$this->assertSame( Decision::REASON_MISSING, Decisions::decide( 'abc' )->reason() );
	}
}
