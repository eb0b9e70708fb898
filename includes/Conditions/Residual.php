<?php
/**
 * Partial evaluation of rule trees for cache-safe output (the residual shared with the browser).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

/**
 * Reduces a rule tree on the server: server rules are decided, rules the browser decides are kept
 * (visitor rules in cache-safe output, and always the rules only the browser can decide: the visitor
 * history). The answer is true or false when the server part decides the tree, else the residual, a
 * node over browser-decided rules only (the JSON the browser evaluator reads):
 *
 *     {"any": [node, …]} (OR, 2+ children) | {"all": [node, …]} (AND, 2+ children) | {"not": node}
 *     | {"type": …, "rule": …, "operator": …, "value": "…"} (a visitor rule row)
 *
 * Decided parts are folded away (true AND x is x, false OR x is x) and a single child collapses
 * (Evaluator::combine(), which the evaluator and the simulator read trees with too): a malformed or unknown row
 * fails on the server. Kept apart from the Evaluator so that a request that never defers does not load
 * it.
 */
final class Residual {

	/**
	 * Partial evaluation of a tree (Evaluator::reduce_tree()).
	 *
	 * @param array<string, mixed> $tree         The tree.
	 * @param Context              $context      Context (its server facts; its visitor facts are not read
	 *                                           when the browser decides them).
	 * @param bool                 $browser_only Keep only the rows only the browser can decide
	 *                                           (Condition_Type::BROWSER) and decide visitor rows here:
	 *                                           output no cache keeps. Else every row the browser may
	 *                                           decide is kept (cache-safe output).
	 * @return bool|array<string, mixed>
	 */
	public static function reduce( array $tree, Context $context, bool $browser_only = false ): bool|array {
		return Evaluator::combine( $tree, static fn( mixed $row ): bool|array => self::reduce_row( $row, $context, $browser_only ) );
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
	 * A row decided on the server (true or false: a malformed or unknown row fails), or kept as a
	 * residual row when the browser decides it.
	 *
	 * @param mixed   $row          The row.
	 * @param Context $context      Context.
	 * @param bool    $browser_only Keep only rows only the browser can decide.
	 * @return bool|array<string, mixed>
	 */
	private static function reduce_row( mixed $row, Context $context, bool $browser_only ): bool|array {
		$evaluator = Evaluator::instance();
		$type      = $evaluator->row_type( $row );
		if ( null === $type || ! is_array( $row ) ) {
			return false;
		}
		$value = isset( $row['value'] ) && is_scalar( $row['value'] ) ? (string) $row['value'] : '';
		$where = $type->decided_in( (string) $row['rule'] );
		if ( $browser_only && Condition_Type::VISITOR === $where ) {
			// Decided here against the request, as the evaluator decides it (the page is then private).
			return $evaluator->evaluate_row( $row, $context );
		}
		if ( Condition_Type::SERVER !== $where ) {
			return array(
				'type'     => (string) $row['type'],
				'rule'     => (string) $row['rule'],
				'operator' => (string) $row['operator'],
				'value'    => $value,
			);
		}
		return $type->evaluate( (string) $row['rule'], (string) $row['operator'], $value, $context );
	}
}
