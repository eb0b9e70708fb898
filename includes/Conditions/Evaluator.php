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
 *
 * Its combine() is the one reading of a tree's shape and logic, for the evaluator (every row true or false),
 * the partial evaluation (Residual: a row decided in the browser is a residual node) and the simulator
 * (every row evaluated, each answer kept), so that the three read a tree, a malformed one included, the
 * same way:
 *
 * - the top logic (default OR) over the groups, each group's logic (default AND) over its rows; a logic
 *   other than AND or OR (any case) is the default;
 * - no groups (missing, not a list, or empty) passes; a group that is not an array fails; a group
 *   without rows (missing, not a list, or empty) passes;
 * - AND: false if any part is false, else the undecided parts joined ({"all": [...]}), or true when none
 *   is left; OR: true if any part is true, else {"any": [...]} of the undecided, or false. One undecided
 *   part is itself.
 *
 * What a row answers is the caller's (its row function): a malformed or unknown row fails there.
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
	 * over its rows, as combine() reads a tree. No groups, or an empty group, passes. A row missing its
	 * type, rule or operator, of an unknown type or rule, or with an operator its rule does not offer,
	 * fails.
	 *
	 * @param array<string, mixed> $tree    The tree.
	 * @param Context              $context Context.
	 */
	public function evaluate_tree( array $tree, Context $context ): bool {
		return true === self::combine( $tree, fn( mixed $row ): bool => $this->evaluate_row( $row, $context ) );
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
	 * The tree's answer: true, false, or (when a row function answers nodes) the residual node.
	 *
	 * @param array<string, mixed>                         $tree  The tree.
	 * @param callable(mixed): (bool|array<string, mixed>) $row   A row's answer.
	 * @param bool                                         $every Evaluate every row and group (the simulator: each row
	 *                                                            gets its answer), instead of stopping at the first
	 *                                                            that decides.
	 * @param callable|null                                $group Called with each group's answer, whether it is AND, and
	 *                                                            the group as read (an array, or null for a malformed one).
	 * @return bool|array<string, mixed>
	 */
	public static function combine( array $tree, callable $row, bool $every = false, ?callable $group = null ): bool|array {
		$groups = $tree['groups'] ?? null;
		if ( ! is_array( $groups ) || array() === $groups ) {
			return true;
		}
		$and   = self::is_and( $tree['logic'] ?? null, 'OR' );
		$parts = array();
		foreach ( $groups as $one ) {
			$answer = is_array( $one ) ? self::combine_group( $one, $row, $every ) : false;
			if ( null !== $group ) {
				$group( $answer, is_array( $one ) ? self::is_and( $one['logic'] ?? null, 'AND' ) : true, is_array( $one ) ? $one : null );
			}
			$parts[] = $answer;
			if ( ! $every && ! $and === $answer ) {
				return $answer;
			}
		}
		return self::join_parts( $parts, $and );
	}

	/**
	 * A group's answer.
	 *
	 * @param array<string, mixed>                         $group The group.
	 * @param callable(mixed): (bool|array<string, mixed>) $row   A row's answer.
	 * @param bool                                         $every Evaluate every row.
	 * @return bool|array<string, mixed>
	 */
	private static function combine_group( array $group, callable $row, bool $every ): bool|array {
		$rows = $group['conditions'] ?? null;
		if ( ! is_array( $rows ) || array() === $rows ) {
			return true;
		}
		$and   = self::is_and( $group['logic'] ?? null, 'AND' );
		$parts = array();
		foreach ( $rows as $one ) {
			$answer  = $row( $one );
			$parts[] = $answer;
			if ( ! $every && ! $and === $answer ) {
				return $answer;
			}
		}
		return self::join_parts( $parts, $and );
	}

	/**
	 * Parts joined by AND or OR: a deciding part (false for AND, true for OR) decides; the neutral ones
	 * fold away; the undecided (nodes) are left, one as itself, more joined.
	 *
	 * @param array<int, bool|array<string, mixed>> $parts The parts.
	 * @param bool                                  $and   AND (else OR).
	 * @return bool|array<string, mixed>
	 */
	private static function join_parts( array $parts, bool $and ): bool|array {
		$left = array();
		foreach ( $parts as $part ) {
			if ( is_array( $part ) ) {
				$left[] = $part;
			} elseif ( $part !== $and ) {
				return $part;
			}
		}
		if ( array() === $left ) {
			return $and;
		}
		if ( 1 === count( $left ) ) {
			return $left[0];
		}
		return array( ( $and ? 'all' : 'any' ) => $left );
	}
}
