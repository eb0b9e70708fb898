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
	const result: boolean | undefined = {
		exists: found !== undefined,
		value: !! found,
		equals: found === expected,
		contains: !! found?.includes( expected ),
		starts_with: !! found?.startsWith( expected ),
		ends_with: !! found?.endsWith( expected ),
	}[ operator.replace( /^(not|no|has)_/, '' ) ];
	return result !== undefined && result !== /^no/.test( operator );
}

/**
 * Compare::is(): 'is' or 'is_not' a yes/no fact; false for other operators.
 * @param fact
 * @param operator
 */
export const is = ( fact: boolean, operator: string ) =>
	operator === 'is' ? fact : operator === 'is_not' && ! fact;
