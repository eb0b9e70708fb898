<?php
/**
 * Evaluates rule trees (the tree semantics of DESIGN §5).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

/**
 * Evaluates rule trees: the engine behind the decision API. Which conditions are read, their status and
 * whether the content they guard shows are decided by Decisions (reading through Condition_Store); this
 * class only knows the tree semantics. passes(), prime() and flush() remain for existing callers and go
 * through Decisions.
 */
final class Evaluator {

	/**
	 * The shared instance.
	 *
	 * @var Evaluator|null
	 */
	private static ?Evaluator $instance = null;

	/**
	 * The shared instance.
	 */
	public static function instance(): self {
		if ( null === self::$instance ) {
			self::$instance = new self();
		}
		return self::$instance;
	}

	/**
	 * Loads the given conditions in one query (Decisions::prime()).
	 *
	 * @param array<int|string> $ids Condition ids.
	 */
	public function prime( array $ids ): void {
		Decisions::prime( $ids );
	}

	/**
	 * Whether the condition passes for the current request, as gblocks_pro_condition_passes() answers:
	 * a draft passes (not applied), a missing, trashed or unreadable condition and an id below 1 fail.
	 *
	 * @param int      $condition_id    Condition id.
	 * @param int|null $context_post_id The post that post-related rules read (null: the current post).
	 */
	public function passes( int $condition_id, ?int $context_post_id = null ): bool {
		return $condition_id > 0 && Decisions::decide( $condition_id, false, $context_post_id )->shows();
	}

	/**
	 * Evaluates a rule tree: the top logic (default OR) over groups, each group's logic (default AND)
	 * over its rows. No groups, or an empty group, passes. A row missing its type, rule or operator,
	 * of an unknown type or rule, or with an operator its rule does not offer, fails.
	 *
	 * @param array<string, mixed> $tree    The tree.
	 * @param Context              $context Context.
	 */
	public function evaluate_tree( array $tree, Context $context ): bool {
		$groups = $tree['groups'] ?? array();
		if ( ! is_array( $groups ) || array() === $groups ) {
			return true;
		}
		$and = 'AND' === Tree::logic( $tree['logic'] ?? null, 'OR' );
		foreach ( $groups as $group ) {
			$passes = is_array( $group ) && $this->evaluate_group( $group, $context );
			if ( $and && ! $passes ) {
				return false;
			}
			if ( ! $and && $passes ) {
				return true;
			}
		}
		return $and;
	}

	/**
	 * Evaluates one row.
	 *
	 * @param mixed   $row     The row.
	 * @param Context $context Context.
	 */
	public function evaluate_row( mixed $row, Context $context ): bool {
		if ( ! is_array( $row ) ) {
			return false;
		}
		foreach ( array( 'type', 'rule', 'operator' ) as $key ) {
			if ( ! isset( $row[ $key ] ) || ! is_string( $row[ $key ] ) || '' === $row[ $key ] ) {
				return false;
			}
		}
		$type = Registry::instance()->get( $row['type'] );
		// An unknown type, rule, or an operator the rule does not offer, fails.
		if ( ! $type || ! in_array( $row['operator'], $type->operators( $row['rule'] ), true ) ) {
			return false;
		}
		$value = isset( $row['value'] ) && is_scalar( $row['value'] ) ? (string) $row['value'] : '';
		return $type->evaluate( $row['rule'], $row['operator'], $value, $context );
	}

	/**
	 * Forgets everything loaded or computed (Decisions::flush()).
	 */
	public function flush(): void {
		Decisions::flush();
	}

	/**
	 * Forgets results (the main query changed).
	 */
	public function forget_results(): void {
		Decisions::forget_results();
	}

	/**
	 * Evaluates a group.
	 *
	 * @param array<string, mixed> $group   The group.
	 * @param Context              $context Context.
	 */
	private function evaluate_group( array $group, Context $context ): bool {
		$rows = $group['conditions'] ?? array();
		if ( ! is_array( $rows ) || array() === $rows ) {
			return true;
		}
		$and = 'AND' === Tree::logic( $group['logic'] ?? null, 'AND' );
		foreach ( $rows as $row ) {
			$passes = $this->evaluate_row( $row, $context );
			if ( $and && ! $passes ) {
				return false;
			}
			if ( ! $and && $passes ) {
				return true;
			}
		}
		return $and;
	}
}
