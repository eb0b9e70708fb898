/**
 * The comparisons of includes/Conditions/Compare.php that visitor rules offer.
 */

/**
 * Compare::values() of one stored value, for the operators of the cookie, query_arg and referrer rules:
 * not_exists, no_value and not_contains are the complement of exists, has_value and contains. Any other
 * operator is false, as the server's evaluator refuses one a rule does not offer.
 *
 * @param found    The stored value, undefined when absent.
 * @param operator Operator.
 * @param expected The comparison.
 */
export function values(
	found: string | undefined,
	operator: string,
	expected: string
): boolean {
	const result: unknown = {
		// Any string is at least '', undefined is not.
		exists: ( found as string ) >= '',
		value: !! found,
		equals: found === expected,
		contains: !! found?.includes( expected ),
		starts_with: !! found?.startsWith( expected ),
		ends_with: !! found?.endsWith( expected ),
	}[ operator.replace( /^(not|no|has)_/, '' ) ];
	// undefined (or an Object.prototype member) for an operator the rule does not offer: false.
	return result === ! /^no/.test( operator );
}

/**
 * Compare::is(): 'is' or 'is_not' a yes/no fact; false for other operators and for no fact (undefined:
 * a rule the type does not offer).
 * @param fact
 * @param operator
 */
export const is = ( fact: boolean | undefined, operator: string ) =>
	( ( { is: fact, is_not: fact === false } ) as Record< string, unknown > )[
		operator
	] === true;
