/**
 * The mobile breakpoint of the Navigation block (SPEC 9), from ../breakpoint.json, the definition the
 * server reads too: validation, the block class and the CSS that moves core's switch point (the same
 * rules PHP prints, injected into the editor canvas for the preview).
 */

/**
 * Internal dependencies
 */
import definition from '../breakpoint.json';
import { validBreakpoints } from '../../styles/breakpoints';
import type { Device } from '../types';

export const BREAKPOINT_ATTRIBUTE: string = definition.attribute;
export const CORE_BREAKPOINT: string = definition.coreDefault;
export const BREAKPOINT_UNITS = Object.keys( definition.units );

const PATTERN = new RegExp( definition.pattern );
const RANGES: Record< string, { min: number; max: number } > = definition.units;

/**
 * The value when it is a valid breakpoint ("768px", "47.5em", "40rem" within range), else ''.
 *
 * @param value A value.
 */
export function validBreakpoint( value: unknown ): string {
	if (
		typeof value !== 'string' ||
		value.length > definition.maxLength ||
		! PATTERN.test( value )
	) {
		return '';
	}
	const match = /^(\d+(?:\.\d+)?)([a-z]+)$/.exec( value );
	const range = match ? RANGES[ match[ 2 ] ] : undefined;
	if ( ! match || ! range ) {
		return '';
	}
	const number = Number( match[ 1 ] );
	return number >= range.min && number <= range.max ? value : '';
}

/**
 * The htmlAttributes of a block, or an empty object.
 *
 * @param attributes Block attributes.
 */
export function htmlAttributes(
	attributes: Record< string, unknown >
): Record< string, string > {
	const value = attributes.htmlAttributes;
	if (
		typeof value !== 'object' ||
		value === null ||
		Array.isArray( value )
	) {
		return {};
	}
	return value as Record< string, string >;
}

/**
 * The stored breakpoint of a block (as stored, valid or not).
 *
 * @param attributes Block attributes.
 */
export function storedBreakpoint(
	attributes: Record< string, unknown >
): string {
	const value = htmlAttributes( attributes )[ BREAKPOINT_ATTRIBUTE ];
	return typeof value === 'string' ? value : '';
}

/**
 * The htmlAttributes with the breakpoint set ('' removes it; undefined when nothing is left).
 *
 * @param attributes Block attributes.
 * @param value      The breakpoint, or ''.
 */
export function withBreakpoint(
	attributes: Record< string, unknown >,
	value: string
): Record< string, string > | undefined {
	const next = { ...htmlAttributes( attributes ) };
	if ( value ) {
		next[ BREAKPOINT_ATTRIBUTE ] = value;
	} else {
		delete next[ BREAKPOINT_ATTRIBUTE ];
	}
	return Object.keys( next ).length > 0 ? next : undefined;
}

/**
 * The class that scopes a valid breakpoint's CSS (gb-nav-bp-768px, gb-nav-bp-47_5em).
 *
 * @param breakpoint A valid breakpoint.
 */
export function breakpointClassName( breakpoint: string ): string {
	return definition.classPrefix + breakpoint.replace( /\./g, '_' );
}

/**
 * The CSS of a valid breakpoint, as the server prints it.
 *
 * @param breakpoint A valid breakpoint.
 */
export function breakpointCss( breakpoint: string ): string {
	const scope = definition.scope.replace(
		'{class}',
		breakpointClassName( breakpoint )
	);
	return ( [ 'below', 'above' ] as const )
		.map( ( side ) => {
			const media = definition.media[ side ].replace(
				'{value}',
				breakpoint
			);
			const body = definition.rules[ side ]
				.map(
					( rule ) =>
						`${ scope } ${ rule.selector }{${ Object.entries(
							rule.declarations
						)
							.map(
								( [ property, value ] ) =>
									`${ property }:${ value };`
							)
							.join( '' ) }}`
				)
				.join( '' );
			return `${ media }{${ body }}`;
		} )
		.join( '' );
}

export interface BreakpointPreset {
	value: string;
	label: string;
}

/**
 * The presets of the breakpoint control: each device width where a device starts (its minWidth),
 * smallest first, e.g. Tablet 768px and Desktop 1025px.
 *
 * @param devices The breakpoints list.
 */
export function breakpointPresets( devices: Device[] ): BreakpointPreset[] {
	return devices
		.filter(
			( device ): device is Device & { minWidth: number } =>
				typeof device.minWidth === 'number'
		)
		.sort( ( a, b ) => a.minWidth - b.minWidth )
		.map( ( device ) => ( {
			value: `${ device.minWidth }px`,
			label: device.label,
		} ) );
}

/**
 * The devices of a value (the editor data), leaving out anything of the wrong shape (the one
 * breakpoints reader, src/styles/breakpoints).
 *
 * @param raw The value.
 */
export function devicesFrom( raw: unknown ): Device[] {
	return validBreakpoints( raw );
}
