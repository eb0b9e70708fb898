/**
 * Device visibility (DESIGN §9, SPEC 3): each rule of device-visibility.json hides a block on some
 * devices by writing `display: none !important` into its `gbStyles` under the media query of those
 * devices. The query is built from the breakpoints (window.gblocksPro.editor.breakpoints in the
 * editor), as GBlocks_Pro\Blocks\Styles\Device_Visibility does on the server.
 */

/**
 * Internal dependencies
 */
import rulesFile from './device-visibility.json';
import type { StyleObject, StyleValue } from './compiler';
import type { Breakpoint } from '../breakpoints.generated';

/** A device of the breakpoints list (generated from src/shared/breakpoints.json). */
export type { Breakpoint };

/** A device visibility rule of device-visibility.json. */
export interface DeviceVisibilityRule {
	id: string;
	label: string;
	devices: string[];
}

/** The four rules, in the order of the file. */
export const DEVICE_VISIBILITY_RULES: DeviceVisibilityRule[] = rulesFile.rules;

/** The declaration a rule writes. */
export const HIDDEN_DECLARATION = rulesFile.declaration.display;

/**
 * The at-rule of a rule with these breakpoints, e.g. `@media (max-width:767px)` ('' for an unknown
 * rule, or when none of its devices is in the list or the devices cover every width).
 *
 * @param ruleId      A rule id (largeWidth, mediumWidth, mediumSmallWidth, smallWidth).
 * @param breakpoints The devices.
 */
export function deviceQuery(
	ruleId: string,
	breakpoints: Breakpoint[]
): string {
	const rule = DEVICE_VISIBILITY_RULES.find( ( item ) => item.id === ruleId );
	const devices = rule
		? breakpoints.filter( ( device ) => rule.devices.includes( device.id ) )
		: [];
	if ( ! devices.length ) {
		return '';
	}
	const mins = devices.map( ( device ) => device.minWidth );
	const maxes = devices.map( ( device ) => device.maxWidth );
	const parts: string[] = [];
	if ( maxes.every( ( width ) => typeof width === 'number' ) ) {
		parts.push( `(max-width:${ Math.max( ...( maxes as number[] ) ) }px)` );
	}
	if ( mins.every( ( width ) => typeof width === 'number' ) ) {
		parts.push( `(min-width:${ Math.min( ...( mins as number[] ) ) }px)` );
	}
	return parts.length ? '@media ' + parts.join( ' and ' ) : '';
}

/**
 * Whether a display value hides: `none`, with or without `!important`.
 *
 * @param value A stored value.
 */
function hides( value: StyleValue | StyleObject | undefined ): boolean {
	return (
		typeof value === 'string' &&
		value
			.replace( /!\s*important/i, '' )
			.trim()
			.toLowerCase() === 'none'
	);
}

/**
 * Whether a rule is on in a block's styles.
 *
 * @param styles      The block's gbStyles.
 * @param ruleId      The rule id.
 * @param breakpoints The devices.
 */
export function isHidden(
	styles: StyleObject | undefined,
	ruleId: string,
	breakpoints: Breakpoint[]
): boolean {
	const query = deviceQuery( ruleId, breakpoints );
	const group = query && styles ? styles[ query ] : undefined;
	return (
		typeof group === 'object' && group !== null && hides( group.display )
	);
}

/**
 * The styles with a rule turned on or off (a new object; the given one is not changed). Turning off
 * removes the display of that query, and the query itself when nothing else is left in it.
 *
 * @param styles      The block's gbStyles.
 * @param ruleId      The rule id.
 * @param hidden      Whether the block is hidden on the rule's devices.
 * @param breakpoints The devices.
 */
export function setHidden(
	styles: StyleObject | undefined,
	ruleId: string,
	hidden: boolean,
	breakpoints: Breakpoint[]
): StyleObject {
	const result: StyleObject = { ...( styles ?? {} ) };
	const query = deviceQuery( ruleId, breakpoints );
	if ( ! query ) {
		return result;
	}
	const current = result[ query ];
	const group: StyleObject =
		typeof current === 'object' && current !== null ? { ...current } : {};
	if ( hidden ) {
		group.display = HIDDEN_DECLARATION;
	} else {
		delete group.display;
	}
	if ( Object.keys( group ).length ) {
		result[ query ] = group;
	} else {
		delete result[ query ];
	}
	return result;
}
