/**
 * Reading and writing a block's gbGlobalClasses (class names without the dot).
 */

/**
 * Internal dependencies
 */
import type { BlockAttributes } from '../../editor/attributes';
import { classNameError, normalizeClassName } from './names';

export const GLOBAL_CLASSES_ATTRIBUTE =
	'gbGlobalClasses' satisfies keyof BlockAttributes;
export const STYLES_ATTRIBUTE = 'gbStyles' satisfies keyof BlockAttributes;

/**
 * The class names a block carries (anything that is not a list of strings reads as none).
 *
 * @param attributes The block's attributes.
 */
export function blockClasses(
	attributes: Record< string, unknown >
): string[] {
	const value = attributes[ GLOBAL_CLASSES_ATTRIBUTE ];
	return Array.isArray( value )
		? value.filter(
				( name ): name is string =>
					typeof name === 'string' && name !== ''
			)
		: [];
}

/**
 * The names a token field's value becomes: sanitized, valid, once each; when the known classes are
 * given, only those (a typo does not become a class the site does not have).
 *
 * @param tokens The tokens.
 * @param known  The known class names, or null when they are not loaded.
 */
export function tokensToClasses(
	tokens: ReadonlyArray< string | { value: string } >,
	known: readonly string[] | null
): string[] {
	const result: string[] = [];
	for ( const token of tokens ) {
		const name = normalizeClassName(
			typeof token === 'string' ? token : token.value
		);
		if ( classNameError( name ) || result.includes( name ) ) {
			continue;
		}
		if ( known && ! known.includes( name ) ) {
			continue;
		}
		result.push( name );
	}
	return result;
}

/**
 * Whether a block has styles of its own (something to make a class from).
 *
 * @param attributes The block's attributes.
 */
export function hasBlockStyles(
	attributes: Record< string, unknown >
): boolean {
	const styles = attributes[ STYLES_ATTRIBUTE ];
	return (
		typeof styles === 'object' &&
		styles !== null &&
		! Array.isArray( styles ) &&
		Object.keys( styles ).length > 0
	);
}

/**
 * Every class name the blocks use, once each, in the order first met.
 *
 * @param blocks The blocks' attributes.
 */
export function usedClasses(
	blocks: ReadonlyArray< Record< string, unknown > | null >
): string[] {
	const seen = new Set< string >();
	for ( const attributes of blocks ) {
		if ( attributes ) {
			blockClasses( attributes ).forEach( ( name ) => seen.add( name ) );
		}
	}
	return [ ...seen ];
}

/**
 * The used names in the classes' list order (names the list does not know keep their place at the end).
 *
 * @param used  Names the blocks use.
 * @param order Names in list order.
 */
export function inListOrder(
	used: readonly string[],
	order: readonly string[]
): string[] {
	const position = ( name: string ) => {
		const index = order.indexOf( name );
		return index === -1 ? order.length : index;
	};
	return [ ...used ].sort( ( a, b ) => position( a ) - position( b ) );
}
