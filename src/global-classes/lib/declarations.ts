/**
 * The class editor's model: a class's style object is edited one slot at a time, a slot being a state
 * (default, or hover and focus) on all devices or on one device of the breakpoints. A slot holds flat
 * declarations, written by the user as `property: value;` lines. Everything else in the style object
 * (descendant selectors, other at-rules) is kept as it is.
 *
 * Stored shape (DESIGN §9): default declarations at the top level; hover/focus under
 * `&:is(:hover, :focus)`; a device's declarations under its `@media …` key, with its hover/focus nested
 * inside that at-rule.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Device, StyleObject, StyleValue } from '../types';

export const HOVER_KEY = '&:is(:hover, :focus)';
export const ALL_DEVICES = 'all';

export type StateId = 'default' | 'hover';

export type Declarations = Record< string, StyleValue >;

export interface ParseResult {
	declarations: Declarations;
	/** One message per line that is not `property: value`. */
	errors: string[];
}

/**
 * camelCase name of a CSS property (`background-color` -> `backgroundColor`, `-webkit-x` -> `WebkitX`);
 * custom properties (`--x`) are kept.
 *
 * @param property The property as written in CSS.
 */
export function toCamel( property: string ): string {
	if ( property.startsWith( '--' ) ) {
		return property;
	}
	const name = property.toLowerCase().startsWith( '-ms-' )
		? property.slice( 1 )
		: property;
	return name.replace( /-([a-z])/gi, ( _m, letter: string ) =>
		letter.toUpperCase()
	);
}

/**
 * CSS name of a camelCase property (`backgroundColor` -> `background-color`, `WebkitX` -> `-webkit-x`,
 * `msX` -> `-ms-x`).
 *
 * @param property The camelCase property.
 */
export function toKebab( property: string ): string {
	if ( property.startsWith( '--' ) ) {
		return property;
	}
	const kebab = property.replace(
		/[A-Z]/g,
		( letter ) => `-${ letter.toLowerCase() }`
	);
	return kebab.startsWith( 'ms-' ) ? `-${ kebab }` : kebab;
}

const PROPERTY = /^(--[a-zA-Z0-9_-]+|-?[a-zA-Z][a-zA-Z0-9-]*)$/;

/**
 * Reads `property: value;` declarations (one per line or separated by semicolons; comments ignored).
 * Not a CSS parser: nothing but flat declarations is accepted.
 *
 * @param text What the user wrote.
 */
export function parseDeclarations( text: string ): ParseResult {
	const declarations: Declarations = {};
	const errors: string[] = [];
	const parts = text
		.replace( /\/\*[\s\S]*?\*\//g, '' )
		.split( /[;\n]/ )
		.map( ( part ) => part.trim() )
		.filter( Boolean );
	for ( const part of parts ) {
		const colon = part.indexOf( ':' );
		const property = colon > 0 ? part.slice( 0, colon ).trim() : '';
		const value = colon > 0 ? part.slice( colon + 1 ).trim() : '';
		if (
			! PROPERTY.test( property ) ||
			! value ||
			/[{}<>]/.test( value )
		) {
			errors.push(
				sprintf(
					/* translators: %s: the line that could not be read. */
					__(
						'Not a "property: value" declaration: %s',
						'gblocks-pro'
					),
					part
				)
			);
			continue;
		}
		declarations[ toCamel( property ) ] = value;
	}
	return { declarations, errors };
}

/**
 * The declarations as `property: value;` lines.
 *
 * @param declarations camelCase declarations.
 */
export function formatDeclarations( declarations: Declarations ): string {
	return Object.entries( declarations )
		.map(
			( [ property, value ] ) => `${ toKebab( property ) }: ${ value };`
		)
		.join( '\n' );
}

/**
 * The media query of a device, in the style compiler's format (the same as device visibility's):
 * `@media (max-width:1024px) and (min-width:768px)`, a side left out when the device is open on it.
 *
 * @param device The device.
 */
export function deviceQuery( device: Device ): string {
	const parts: string[] = [];
	if ( typeof device.maxWidth === 'number' ) {
		parts.push( `(max-width:${ device.maxWidth }px)` );
	}
	if ( typeof device.minWidth === 'number' ) {
		parts.push( `(min-width:${ device.minWidth }px)` );
	}
	return `@media ${ parts.join( ' and ' ) }`;
}

function isObject( value: unknown ): value is StyleObject {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

function flat( object: unknown ): Declarations {
	if ( ! isObject( object ) ) {
		return {};
	}
	const result: Declarations = {};
	for ( const [ key, value ] of Object.entries( object ) ) {
		if ( ! isObject( value ) ) {
			result[ key ] = value;
		}
	}
	return result;
}

function withFlat(
	object: StyleObject,
	declarations: Declarations
): StyleObject {
	const nested = Object.fromEntries(
		Object.entries( object ).filter( ( [ , value ] ) => isObject( value ) )
	) as StyleObject;
	return { ...declarations, ...nested };
}

function withKey(
	object: StyleObject,
	key: string,
	value: StyleObject
): StyleObject {
	const next = { ...object };
	if ( Object.keys( value ).length ) {
		next[ key ] = value;
	} else {
		delete next[ key ];
	}
	return next;
}

/**
 * The declarations of one slot.
 *
 * @param styles The style object.
 * @param state  'default' or 'hover'.
 * @param query  ALL_DEVICES or a device's media query.
 */
export function getSlot(
	styles: StyleObject,
	state: StateId,
	query: string = ALL_DEVICES
): Declarations {
	const scope = query === ALL_DEVICES ? styles : styles[ query ];
	if ( ! isObject( scope ) ) {
		return {};
	}
	return flat( state === 'hover' ? scope[ HOVER_KEY ] : scope );
}

/**
 * The style object with one slot replaced (immutable; empty objects it leaves behind are removed).
 *
 * @param styles       The style object.
 * @param state        'default' or 'hover'.
 * @param query        ALL_DEVICES or a device's media query.
 * @param declarations The slot's new declarations.
 */
export function setSlot(
	styles: StyleObject,
	state: StateId,
	query: string,
	declarations: Declarations
): StyleObject {
	const scope: StyleObject =
		query === ALL_DEVICES
			? styles
			: ( ( isObject( styles[ query ] )
					? styles[ query ]
					: {} ) as StyleObject );
	let nextScope: StyleObject;
	if ( state === 'hover' ) {
		const hover = isObject( scope[ HOVER_KEY ] )
			? ( scope[ HOVER_KEY ] as StyleObject )
			: {};
		nextScope = withKey(
			scope,
			HOVER_KEY,
			withFlat( hover, declarations )
		);
	} else {
		nextScope = withFlat( scope, declarations );
	}
	return query === ALL_DEVICES
		? nextScope
		: withKey( styles, query, nextScope );
}

/**
 * Whether a slot holds declarations (to mark the tabs that are in use).
 *
 * @param styles The style object.
 * @param state  'default' or 'hover'.
 * @param query  ALL_DEVICES or a device's media query.
 */
export function slotHasDeclarations(
	styles: StyleObject,
	state: StateId,
	query: string = ALL_DEVICES
): boolean {
	return Object.keys( getSlot( styles, state, query ) ).length > 0;
}
