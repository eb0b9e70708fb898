<?php
/**
 * Partial evaluation of rule trees for cache-safe output (the residual shared with the browser).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

/**
 * Reduces a rule tree on the server: server rules are decided, visitor rules are kept. The answer is
 * true or false when the server part decides the tree, else the residual, a node over visitor rules
 * only (the JSON the browser evaluator reads):
 *
 *     {"any": [node, …]} (OR, 2+ children) | {"all": [node, …]} (AND, 2+ children) | {"not": node}
 *     | {"type": …, "rule": …, "operator": …, "value": "…"} (a visitor rule row)
 *
 * Decided parts are folded away (true AND x is x, false OR x is x) and a single child collapses. The
 * semantics are Evaluator::evaluate_tree()'s: a malformed or unknown row fails on the server. Kept apart
 * from the Evaluator so that a request that never defers does not load it.
 */
final class Residual {

	/**
	 * Partial evaluation of a tree (Evaluator::reduce_tree()).
	 *
	 * @param array<string, mixed> $tree    The tree.
	 * @param Context              $context Context (its server facts; its visitor facts are not read).
	 * @return bool|array<string, mixed>
	 */
	public static function reduce( array $tree, Context $context ): bool|array {
		$groups = $tree['groups'] ?? array();
		if ( ! is_array( $groups ) || array() === $groups ) {
			return true;
		}
		$and  = Evaluator::is_and( $tree['logic'] ?? null, 'OR' );
		$left = array();
		foreach ( $groups as $group ) {
			$result = is_array( $group ) ? self::reduce_group( $group, $context ) : false;
			if ( is_array( $result ) ) {
				$left[] = $result;
			} elseif ( $result !== $and ) {
				// false in an AND, true in an OR: decided.
				return $result;
			}
		}
		return self::fold( $left, $and );
	}

	/**
	 * The negation of a node (invert folded in): not(not x) is x.
	 *
	 * @param array<string, mixed> $node A residual node.
	 * @return array<string, mixed>
	 */
	public static function negate( array $node ): array {
		return isset( $node['not'] ) && is_array( $node['not'] ) && 1 === count( $node ) ? $node['not'] : array( 'not' => $node );
	}

	/**
	 * Partial evaluation of a group.
	 *
	 * @param array<string, mixed> $group   The group.
	 * @param Context              $context Context.
	 * @return bool|array<string, mixed>
	 */
	private static function reduce_group( array $group, Context $context ): bool|array {
		$rows = $group['conditions'] ?? array();
		if ( ! is_array( $rows ) || array() === $rows ) {
			return true;
		}
		$and       = Evaluator::is_and( $group['logic'] ?? null, 'AND' );
		$left      = array();
		$evaluator = Evaluator::instance();
		foreach ( $rows as $row ) {
			$type = $evaluator->row_type( $row );
			if ( null === $type || ! is_array( $row ) ) {
				$result = false;
			} else {
				$value = isset( $row['value'] ) && is_scalar( $row['value'] ) ? (string) $row['value'] : '';
				if ( Condition_Type::VISITOR === $type->decided_in( (string) $row['rule'] ) ) {
					$left[] = array(
						'type'     => (string) $row['type'],
						'rule'     => (string) $row['rule'],
						'operator' => (string) $row['operator'],
						'value'    => $value,
					);
					continue;
				}
				$result = $type->evaluate( (string) $row['rule'], (string) $row['operator'], $value, $context );
			}
			if ( $result !== $and ) {
				return $result;
			}
		}
		return self::fold( $left, $and );
	}

	/**
	 * The nodes left after the decided ones were folded away: none is the neutral answer (true for AND,
	 * false for OR), one is itself, more are joined.
	 *
	 * @param array<int, array<string, mixed>> $left The undecided nodes.
	 * @param bool                             $and  AND (else OR).
	 * @return bool|array<string, mixed>
	 */
	private static function fold( array $left, bool $and ): bool|array {
		if ( array() === $left ) {
			return $and;
		}
		if ( 1 === count( $left ) ) {
			return $left[0];
		}
		return array( ( $and ? 'all' : 'any' ) => $left );
	}
}
