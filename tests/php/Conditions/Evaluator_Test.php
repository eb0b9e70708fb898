<?php
/**
 * Tree semantics, statuses, memo and priming of the evaluator, and the public function.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Conditions\Context;
use GBlocks_Pro\Conditions\Decisions;
use GBlocks_Pro\Conditions\Evaluator;
use GBlocks_Pro\Conditions\Post_Type;
use GBlocks_Pro\Conditions\Tree;

/**
 * Behaviour that depends on the database: runs on MariaDB too (bin/test.sh).
 *
 * @group database
 */
final class Evaluator_Test extends Conditions_Test_Case {

	/**
	 * Rows that always pass or fail, so that only the logic decides.
	 */
	private static function yes(): array {
		return self::row( 'location', 'general:site', 'is' );
	}

	private static function no(): array {
		return self::row( 'location', 'general:site', 'is_not' );
	}

	/**
	 * Trees and their results.
	 *
	 * @return array<string, array{array, bool}>
	 */
	public function trees(): array {
		$group = static fn( ?string $logic, array ...$rows ): array => array_filter(
			array(
				'logic'      => $logic,
				'conditions' => $rows,
			),
			static fn( $v ) => null !== $v
		);
		return array(
			'no groups passes'                   => array( array( 'groups' => array() ), true ),
			'missing groups key passes'          => array( array(), true ),
			'empty group passes'                 => array( array( 'groups' => array( $group( 'AND' ) ) ), true ),
			'group default logic is AND'         => array( array( 'groups' => array( $group( null, self::yes(), self::no() ) ) ), false ),
			'top default logic is OR'            => array( array( 'groups' => array( $group( 'AND', self::no() ), $group( 'AND', self::yes() ) ) ), true ),
			'top AND needs every group'          => array(
				array(
					'logic'  => 'AND',
					'groups' => array( $group( 'AND', self::no() ), $group( 'AND', self::yes() ) ),
				),
				false,
			),
			'group OR needs one row'             => array( array( 'groups' => array( $group( 'OR', self::no(), self::yes() ) ) ), true ),
			'group OR with no passing row fails' => array( array( 'groups' => array( $group( 'OR', self::no(), self::no() ) ) ), false ),
			'lowercase logic is read'            => array( array( 'groups' => array( $group( 'or', self::no(), self::yes() ) ) ), true ),
			'row without a type fails'           => array(
				array(
					'groups' => array(
						$group(
							'AND',
							array(
								'rule'     => 'general:site',
								'operator' => 'is',
							)
						),
					),
				),
				false,
			),
			'row without an operator fails'      => array(
				array(
					'groups' => array(
						$group(
							'AND',
							array(
								'type' => 'location',
								'rule' => 'general:site',
							)
						),
					),
				),
				false,
			),
			'row of an unknown type fails'       => array( array( 'groups' => array( $group( 'AND', self::row( 'weather', 'rain', 'is' ) ) ) ), false ),
			'unknown rule of a known type fails' => array( array( 'groups' => array( $group( 'AND', self::row( 'location', 'general:mars', 'is' ) ) ) ), false ),
			'unknown operator fails'             => array( array( 'groups' => array( $group( 'AND', self::row( 'location', 'general:site', 'sometimes' ) ) ) ), false ),
			'a row that is not an array fails'   => array( array( 'groups' => array( $group( 'AND', array() ) ) ), false ),
			'a group that is not an array fails' => array( array( 'groups' => array( 'nonsense' ) ), false ),
		);
	}

	/**
	 * One case of the table.
	 *
	 * @dataProvider trees
	 */
	public function test_tree_logic( array $tree, bool $expected ): void {
		$this->go_to( array() );
		$this->assertSame( $expected, Evaluator::instance()->evaluate_tree( $tree, new Context( 0 ) ) );
	}

	public function test_published_condition_is_evaluated(): void {
		$this->go_to( array() );
		$this->assertTrue( gblocks_pro_condition_passes( $this->create_condition( self::tree( self::yes() ) ) ) );
		$this->assertFalse( gblocks_pro_condition_passes( $this->create_condition( self::tree( self::no() ) ) ) );
	}

	public function test_draft_condition_is_not_applied(): void {
		$id = $this->create_condition( self::tree( self::no() ), 'draft' );
		$this->assertTrue( gblocks_pro_condition_passes( $id ) );
	}

	public function test_missing_condition_hides(): void {
		$this->assertFalse( gblocks_pro_condition_passes( 987654 ) );
		$this->assertFalse( gblocks_pro_condition_passes( 0 ) );
		$this->assertFalse( gblocks_pro_condition_passes( -3 ) );
	}

	public function test_trashed_condition_hides(): void {
		$id = $this->create_condition( self::tree( self::yes() ) );
		wp_trash_post( $id );
		$this->assertFalse( gblocks_pro_condition_passes( $id ) );
	}

	public function test_a_post_of_another_type_is_not_a_condition(): void {
		$this->assertFalse( gblocks_pro_condition_passes( $this->create_post() ) );
	}

	public function test_condition_without_rules_passes(): void {
		$this->assertTrue( gblocks_pro_condition_passes( $this->create_condition( array( 'groups' => array() ) ) ) );
	}

	public function test_changing_a_condition_is_seen_in_the_same_request(): void {
		$this->go_to( array() );
		$id = $this->create_condition( self::tree( self::yes() ) );
		$this->assertTrue( gblocks_pro_condition_passes( $id ) );
		Post_Type::save_tree( $id, self::tree( self::no() ) );
		$this->assertFalse( gblocks_pro_condition_passes( $id ) );
		wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => 'draft',
			)
		);
		$this->assertTrue( gblocks_pro_condition_passes( $id ) );
		wp_delete_post( $id, true );
		$this->assertFalse( gblocks_pro_condition_passes( $id ) );
	}

	public function test_result_is_filterable(): void {
		$id = $this->create_condition( self::tree( self::no() ) );
		add_filter( 'gblocks_pro_condition_passes', static fn( bool $result, int $condition_id ): bool => $condition_id === $id ? true : $result, 10, 2 );
		$this->assertTrue( gblocks_pro_condition_passes( $id ) );
	}

	public function test_context_post_is_part_of_the_memo_key(): void {
		$with    = $this->create_post();
		$without = $this->create_post();
		add_post_meta( $with, 'featured', 'yes' );
		$id = $this->create_condition( self::tree( self::row( 'post_meta', 'custom', 'equals', 'featured|yes' ) ) );
		$this->assertTrue( gblocks_pro_condition_passes( $id, $with ) );
		$this->assertFalse( gblocks_pro_condition_passes( $id, $without ) );
		$this->assertTrue( gblocks_pro_condition_passes( $id, $with ) );
	}

	public function test_without_a_context_post_the_global_post_is_read(): void {
		$post = $this->create_post();
		add_post_meta( $post, 'featured', 'yes' );
		$id = $this->create_condition( self::tree( self::row( 'post_meta', 'custom', 'equals', 'featured|yes' ) ) );
		$this->assertFalse( gblocks_pro_condition_passes( $id ) );
		$GLOBALS['post'] = get_post( $post );
		$this->assertTrue( gblocks_pro_condition_passes( $id ) );
	}

	public function test_prime_loads_every_condition_in_one_query(): void {
		global $wpdb;
		$ids = array();
		for ( $i = 0; $i < 5; $i++ ) {
			$ids[] = $this->create_condition( self::tree( self::yes() ) );
		}
		Decisions::flush();
		$before = $wpdb->num_queries;
		gblocks_pro_prime_conditions( array_merge( $ids, array( 999999 ) ) );
		$this->assertSame( 1, $wpdb->num_queries - $before );
		gblocks_pro_prime_conditions( $ids );
		$this->assertSame( 1, $wpdb->num_queries - $before, 'Primed conditions are not loaded again.' );
	}

	public function test_n_conditions_for_m_blocks_issue_no_query_per_block(): void {
		global $wpdb;
		$this->go_to( array() );
		$posts = array();
		for ( $i = 0; $i < 6; $i++ ) {
			$posts[] = $this->create_post( array( 'post_title' => 'Loop ' . $i ) );
			add_post_meta( end( $posts ), 'tier', (string) $i );
		}
		$term = wp_insert_term( 'Featured ' . self::unique(), 'category' );
		wp_set_post_terms( $posts[0], array( $term['term_id'] ), 'category' );
		$conditions = array(
			$this->create_condition( self::tree( self::row( 'post_meta', 'custom', 'greater_than', 'tier|2' ) ) ),
			$this->create_condition( self::tree( self::row( 'location', 'post_terms:category', 'includes_any', wp_json_encode( array( (string) $term['term_id'] ) ) ) ) ),
			$this->create_condition( self::tree( self::row( 'user_role', 'general:logged_out', 'is' ), self::row( 'device', 'desktop', 'is' ) ) ),
			$this->create_condition( self::tree( self::row( 'date_time', 'day_of_week', 'includes_any', '["1","2","3","4","5","6","7"]' ) ) ),
		);
		Decisions::flush();
		wp_cache_flush();

		// The page: a query loop (which primes meta and terms of its posts, as core does), and the
		// conditions of its blocks primed once.
		$loop   = new \WP_Query(
			array(
				'post__in'       => $posts,
				'posts_per_page' => -1,
			)
		);
		$before = $wpdb->num_queries;
		gblocks_pro_prime_conditions( $conditions );
		$this->assertSame( 1, $wpdb->num_queries - $before );

		$before  = $wpdb->num_queries;
		$results = array();
		for ( $block = 0; $block < 50; $block++ ) {
			foreach ( $loop->posts as $post ) {
				foreach ( $conditions as $condition ) {
					$results[] = gblocks_pro_condition_passes( $condition, $post->ID );
				}
			}
		}
		$this->assertSame( 0, $wpdb->num_queries - $before, '1,200 evaluations (4 conditions x 6 loop posts x 50 blocks) issue no query.' );
		// Every one of the 1,200 answers is the right one: tier > 2 for posts 3-5; the term on post 0
		// only; a logged-out visitor on a desktop (no user agent) everywhere; every day of the week.
		$expected = array();
		foreach ( $loop->posts as $post ) {
			$index      = array_search( $post->ID, $posts, true );
			$expected[] = $index > 2;
			$expected[] = 0 === $index;
			$expected[] = true;
			$expected[] = true;
		}
		$this->assertCount( 24, $expected );
		$this->assertContains( false, $expected );
		$this->assertSame( array_merge( ...array_fill( 0, 50, $expected ) ), $results );
	}

	public function test_the_logic_of_a_tree_is_read_as_tree_reads_it(): void {
		foreach ( array( null, 'AND', 'OR', 'and', 'Or', '', 'XOR', 1, true, array( 'AND' ) ) as $logic ) {
			foreach ( array( 'AND', 'OR' ) as $default ) {
				$this->assertSame( 'AND' === Tree::logic( $logic, $default ), Evaluator::is_and( $logic, $default ), wp_json_encode( array( $logic, $default ) ) );
			}
		}
	}
}
