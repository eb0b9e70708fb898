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
 * class only knows the tree semantics, and never calls back into Decisions.
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
	 * Whether a stored logic value means AND (Tree::logic() decides; the values a saved tree holds,
	 * 'AND', 'OR' or none, are answered here so that deciding from the cache does not load Tree).
	 *
	 * @param mixed  $logic   Stored logic.
	 * @param string $default Default (OR at the top, AND in groups).
	 */
	public static function is_and( mixed $logic, string $default ): bool {
		if ( null === $logic ) {
			return 'AND' === $default;
		}
		if ( 'AND' === $logic || 'OR' === $logic ) {
			return 'AND' === $logic;
		}
		return 'AND' === Tree::logic( $logic, $default );
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
		$and = self::is_and( $tree['logic'] ?? null, 'OR' );
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
		$type = $this->row_type( $row );
		if ( null === $type ) {
			return false;
		}
		if ( $context->is_request() && 0 === did_action( self::VISITOR_RULE_DECIDED ) && Condition_Type::VISITOR === $type->decided_in( $row['rule'] ) ) {
			/**
			 * Fires once per request, the first time a rule decided by the visitor (device, cookie,
			 * referrer, query parameter, date and time) is evaluated on the server against the real
			 * request: the output now depends on this visitor, so a shared cache must not store it.
			 * Not fired for simulations, nor for cache-safe output (where the browser decides).
			 */
			do_action( 'gblocks_pro_visitor_rule_decided' );
		}
		$value = isset( $row['value'] ) && is_scalar( $row['value'] ) ? (string) $row['value'] : '';
		return $type->evaluate( $row['rule'], $row['operator'], $value, $context );
	}

	/**
	 * Partial evaluation (cache-safe output): server rules are decided, visitor rules are kept. Returns
	 * true or false when the server part decides the tree (false AND …, true OR …, or no visitor rule
	 * left), else the residual: a node over visitor rules only,
	 *
	 *     {"any": [node, …]} (OR, 2+ children) | {"all": [node, …]} (AND, 2+ children) | {"not": node}
	 *     | {"type": …, "rule": …, "operator": …, "value": "…"} (a visitor rule row)
	 *
	 * with decided parts folded away (true AND x is x, false OR x is x) and single children collapsed.
	 * The semantics are evaluate_tree()'s: a malformed or unknown row fails on the server.
	 *
	 * @param array<string, mixed> $tree    The tree.
	 * @param Context              $context Context (its server facts; its visitor facts are not read).
	 * @return bool|array<string, mixed>
	 */
	public function reduce_tree( array $tree, Context $context ): bool|array {
		return Residual::reduce( $tree, $context );
	}

	/**
	 * The negation of a node (invert folded in): not(not x) is x.
	 *
	 * @param array<string, mixed> $node A residual node.
	 * @return array<string, mixed>
	 */
	public static function negate( array $node ): array {
		return Residual::negate( $node );
	}

	/**
	 * The action fired the first time a visitor rule is decided on the server for the real request.
	 */
	public const VISITOR_RULE_DECIDED = 'gblocks_pro_visitor_rule_decided';

	/**
	 * The type of a well-formed row (type, rule and operator non-empty strings) whose operator its rule
	 * offers, else null (the row fails).
	 *
	 * @param mixed $row The row.
	 */
	public function row_type( mixed $row ): ?Condition_Type {
		if ( ! is_array( $row ) ) {
			return null;
		}
		foreach ( array( 'type', 'rule', 'operator' ) as $key ) {
			if ( ! isset( $row[ $key ] ) || ! is_string( $row[ $key ] ) || '' === $row[ $key ] ) {
				return null;
			}
		}
		$type = Registry::instance()->get( $row['type'] );
		// An unknown type, rule, or an operator the rule does not offer, fails.
		if ( ! $type || ! in_array( $row['operator'], $type->operators( $row['rule'] ), true ) ) {
			return null;
		}
		return $type;
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
		$and = self::is_and( $group['logic'] ?? null, 'AND' );
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
