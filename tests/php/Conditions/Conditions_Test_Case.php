<?php
/**
 * Shared helpers of the conditions tests.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Conditions\Context;
use GBlocks_Pro\Conditions\Decisions;
use GBlocks_Pro\Conditions\Evaluator;
use GBlocks_Pro\Conditions\Post_Type;
use GBlocks_Pro\Conditions\Registry;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Resets the engine's per-request state and the request globals around each test.
 */
abstract class Conditions_Test_Case extends Test_Case {

	/**
	 * Globals saved before the test.
	 *
	 * @var array<string, mixed>
	 */
	private array $saved = array();

	protected function setUp(): void {
		parent::setUp();
		$this->saved     = array(
			'wp_query'     => $GLOBALS['wp_query'] ?? null,
			'wp_the_query' => $GLOBALS['wp_the_query'] ?? null,
			'post'         => $GLOBALS['post'] ?? null,
			'server'       => $_SERVER,
		);
		$GLOBALS['post'] = null;
		unset( $_SERVER['HTTP_USER_AGENT'], $_SERVER['HTTP_REFERER'], $_SERVER['HTTP_SEC_CH_UA_MOBILE'] );
		Decisions::flush();
		Registry::reset();
	}

	protected function tearDown(): void {
		$GLOBALS['wp_query']     = $this->saved['wp_query'];
		$GLOBALS['wp_the_query'] = $this->saved['wp_the_query'];
		$GLOBALS['post']         = $this->saved['post'];
		$_SERVER                 = $this->saved['server'];
		Decisions::flush();
		Registry::reset();
		parent::tearDown();
	}

	/**
	 * One row.
	 */
	protected static function row( string $type, string $rule, string $operator, string $value = '' ): array {
		return array(
			'type'     => $type,
			'rule'     => $rule,
			'operator' => $operator,
			'value'    => $value,
		);
	}

	/**
	 * A tree of one AND group holding the rows.
	 *
	 * @param array ...$rows Rows.
	 */
	protected static function tree( array ...$rows ): array {
		return array(
			'logic'  => 'OR',
			'groups' => array(
				array(
					'logic'      => 'AND',
					'conditions' => $rows,
				),
			),
		);
	}

	/**
	 * Creates a condition and returns its id.
	 */
	protected function create_condition( array $tree, string $status = 'publish', string $title = '' ): int {
		$id = $this->create_post(
			array(
				'post_type'   => Post_Type::POST_TYPE,
				'post_status' => $status,
				'post_title'  => '' === $title ? 'Condition ' . self::unique() : $title,
			)
		);
		Post_Type::save_tree( $id, $tree );
		return $id;
	}

	/**
	 * Evaluates one row with the given context post.
	 */
	protected function evaluate_row( array $row, ?int $context_post_id = null ): bool {
		return Evaluator::instance()->evaluate_tree( self::tree( $row ), new Context( $context_post_id ) );
	}

	/**
	 * Makes the main query the one for these query vars (as a front-end request would).
	 */
	protected function go_to( array $query_vars, bool $is_404 = false ): \WP_Query {
		$query = new \WP_Query();
		$query->query( $query_vars );
		if ( $is_404 ) {
			$query->set_404();
		}
		$GLOBALS['wp_the_query'] = $query;
		$GLOBALS['wp_query']     = $query;
		Decisions::forget_results();
		return $query;
	}

	/**
	 * Pins "now" for date and time rules.
	 */
	protected function freeze_time( string $moment, string $timezone = '' ): void {
		$zone = '' === $timezone ? wp_timezone() : new \DateTimeZone( $timezone );
		$now  = new \DateTimeImmutable( $moment, $zone );
		add_filter( 'gblocks_pro_condition_now', static fn() => $now );
	}
}
