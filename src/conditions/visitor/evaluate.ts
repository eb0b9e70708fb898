/**
 * The browser's evaluator of a residual (what the server left of a condition: rules the browser
 * decides):
 *   node := {"any": [node, ...]} | {"all": [node, ...]} | {"not": node}
 *         | {"type", "rule", "operator", "value"}   (a row of a browser-decided type)
 * Each row is decided by its type's browser rule (registry.ts), which means what the server's
 * condition type means (the shared table tests/fixtures/conditions/visitor-parity.json holds both to
 * it). A node that is none of these, or a row of a type no rule is registered for, throws: the caller
 * fails closed.
 */

/**
 * A browser-decided type's rule: whether a row passes. Anything but true fails.
 */
export type BrowserRule = (
	rule: string,
	operator: string,
	value: string
) => unknown;

/** The browser rules of this visitor now, by type id (registry.ts). */
export type Rules = Record< string, BrowserRule >;

/** A node as read (any field may be missing or of another type). */
interface Row {
	any?: unknown[];
	all?: unknown[];
	not?: unknown;
	type?: string;
	rule: string;
	operator: string;
	value: string;
}

/**
 * Whether a residual passes for a visitor.
 *
 * @param node  The residual.
 * @param rules The visitor's rules (registry.ts).
 * @throws When the residual is malformed or names a type no rule is registered for.
 */
export function evaluate( node: unknown, rules: Rules ): boolean {
	// A row whose operator or value is no string throws where its rule reads it.
	// null and undefined throw here, a string or a number at the `in` test or as a row of no type.
	const { any, all, type, rule, operator, value } = node as Row;
	const list = any ?? all;
	if ( list ) {
		// Every child is read, so that a malformed one fails the whole element closed.
		// any: one child is true; all: no child is false.
		const either = !! any;
		return (
			list
				.map( ( child ) => evaluate( child, rules ) )
				.includes( either ) === either
		);
	}
	if ( 'not' in ( node as object ) ) {
		return ! evaluate( ( node as Row ).not, rules );
	}
	// A type no rule is registered for (or no type) throws here, before anything else is decided.
	// Only true passes: a member every object has (a type named "constructor") answers something else.
	return rules[ type as string ]( rule, operator, value ) === true;
}
