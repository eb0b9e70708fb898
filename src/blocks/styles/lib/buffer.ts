/**
 * The logic of the Styles toolbar menu (DESIGN §9): what a block's styles are, the copy buffer in
 * sessionStorage, and the attribute changes of pasting and clearing. Pure functions over plain
 * attribute objects, so the menu is tested without an editor.
 */

/**
 * Internal dependencies
 */
import config from '../../styles-toolbar.json';

/** The sessionStorage key of the copy buffer (GenerateBlocks' own key, so both plugins share it). */
export const STORAGE_KEY: string = config.storageKey;

/** The attributes that make up a block's styles. */
export const STYLE_ATTRIBUTES: readonly string[] = config.styleAttributes;

/** Preset attribute -> the path of the custom value it stands for in the `style` attribute. */
const PRESETS: Record< string, readonly string[] > = config.presets;

const EXCLUDED = new Set< string >( config.excludedBlocks );

export type Attributes = Record< string, unknown >;

/** The storage the buffer lives in (sessionStorage; anything with the same two methods in tests). */
export type BufferStorage = Pick< Storage, 'getItem' | 'setItem' >;

function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * Whether a value holds something: not undefined, null or '', and not an object or array whose
 * values are all empty.
 *
 * @param value The value.
 */
export function isFilled( value: unknown ): boolean {
	if ( value === undefined || value === null || value === '' ) {
		return false;
	}
	if ( Array.isArray( value ) ) {
		return value.some( isFilled );
	}
	if ( isRecord( value ) ) {
		return Object.values( value ).some( isFilled );
	}
	return true;
}

/**
 * Whether the Styles menu is offered on a block type (SPEC 9 exclusions).
 *
 * @param blockName The block's name.
 */
export function supportsStylesMenu( blockName: string ): boolean {
	return ! EXCLUDED.has( blockName );
}

/**
 * The styles of a block: its filled style attributes.
 *
 * @param attributes The block's attributes.
 */
export function copyableStyles( attributes: Attributes ): Attributes {
	const styles: Attributes = {};
	STYLE_ATTRIBUTES.forEach( ( name ) => {
		if ( isFilled( attributes[ name ] ) ) {
			styles[ name ] = attributes[ name ];
		}
	} );
	return styles;
}

/**
 * Whether a block has any styles (to copy or to clear).
 *
 * @param attributes The block's attributes.
 */
export function hasStyles( attributes: Attributes ): boolean {
	return STYLE_ATTRIBUTES.some( ( name ) => isFilled( attributes[ name ] ) );
}

/**
 * The copied styles, or null when the buffer is empty, unreadable (storage refused, not JSON, not an
 * object) or holds no styles. Only the style attributes are taken from it.
 *
 * @param storage The storage (sessionStorage).
 */
export function readBuffer( storage: BufferStorage | null ): Attributes | null {
	let raw: string | null;
	try {
		raw = storage ? storage.getItem( STORAGE_KEY ) : null;
	} catch {
		return null;
	}
	if ( ! raw ) {
		return null;
	}
	let parsed: unknown;
	try {
		parsed = JSON.parse( raw );
	} catch {
		return null;
	}
	if ( ! isRecord( parsed ) ) {
		return null;
	}
	const styles = copyableStyles( parsed );
	return Object.keys( styles ).length > 0 ? styles : null;
}

/**
 * Stores the styles in the buffer. False when the storage refused them (private mode, quota).
 *
 * @param storage The storage (sessionStorage).
 * @param styles  The styles.
 */
export function writeBuffer(
	storage: BufferStorage | null,
	styles: Attributes
): boolean {
	if ( ! storage ) {
		return false;
	}
	try {
		storage.setItem( STORAGE_KEY, JSON.stringify( styles ) );
		return true;
	} catch {
		return false;
	}
}

/**
 * The window's sessionStorage, or null where reading it throws (storage disabled).
 */
export function sessionBuffer(): BufferStorage | null {
	try {
		return window.sessionStorage;
	} catch {
		return null;
	}
}

/**
 * `target` with `source` merged in: objects merged key by key, anything else (arrays too) replaced by
 * the source's value. Neither argument is changed.
 *
 * @param target The existing value.
 * @param source The pasted value.
 */
export function deepMerge( target: unknown, source: unknown ): unknown {
	if ( ! isRecord( target ) || ! isRecord( source ) ) {
		return source;
	}
	const merged: Record< string, unknown > = { ...target };
	Object.entries( source ).forEach( ( [ key, value ] ) => {
		merged[ key ] = deepMerge( target[ key ], value );
	} );
	return merged;
}

/**
 * `value` without the entry at `path`, leaving out the objects that removal empties; undefined when
 * nothing is left.
 *
 * @param value The object.
 * @param path  The path of keys.
 */
function withoutPath( value: unknown, path: readonly string[] ): unknown {
	if ( ! isRecord( value ) || path.length === 0 ) {
		return value;
	}
	const [ key, ...rest ] = path;
	if ( ! ( key in value ) ) {
		return value;
	}
	const next: Record< string, unknown > = { ...value };
	const child =
		rest.length > 0 ? withoutPath( value[ key ], rest ) : undefined;
	if ( child === undefined || ( isRecord( child ) && ! isFilled( child ) ) ) {
		delete next[ key ];
	} else {
		next[ key ] = child;
	}
	return Object.keys( next ).length > 0 ? next : undefined;
}

function valueAt( value: unknown, path: readonly string[] ): unknown {
	return path.reduce< unknown >(
		( current, key ) =>
			isRecord( current ) ? current[ key ] : undefined,
		value
	);
}

/**
 * The attribute changes that paste the buffer into a block: gbStyles and style deep-merged into the
 * block's own, presets replaced. The pasted look wins: a pasted preset removes the custom value it
 * stands for from the block's style, and a pasted custom value removes the block's preset. Only
 * attributes the block declares are touched.
 *
 * @param attributes The block's attributes.
 * @param buffer     The copied styles.
 * @param declared   The attribute names the block type declares.
 */
export function pasteChanges(
	attributes: Attributes,
	buffer: Attributes,
	declared: ReadonlySet< string >
): Attributes {
	const changes: Attributes = {};
	Object.entries( copyableStyles( buffer ) ).forEach( ( [ name, value ] ) => {
		if ( ! declared.has( name ) ) {
			return;
		}
		changes[ name ] = isRecord( value )
			? deepMerge( attributes[ name ], value )
			: value;
	} );
	if ( declared.has( 'style' ) ) {
		let style = 'style' in changes ? changes.style : attributes.style;
		Object.entries( PRESETS ).forEach( ( [ preset, path ] ) => {
			const pastedPreset = preset in changes;
			const pastedCustom = isFilled( valueAt( buffer.style, path ) );
			if ( pastedPreset && ! pastedCustom ) {
				style = withoutPath( style, path );
			} else if (
				pastedCustom &&
				! pastedPreset &&
				declared.has( preset ) &&
				attributes[ preset ] !== undefined
			) {
				changes[ preset ] = undefined;
			}
		} );
		if (
			style !== ( 'style' in changes ? changes.style : attributes.style )
		) {
			changes.style = style;
		}
	}
	return changes;
}

/**
 * The attribute changes that clear a block's styles: every style attribute it holds, unset.
 *
 * @param attributes The block's attributes.
 */
export function clearChanges( attributes: Attributes ): Attributes {
	const changes: Attributes = {};
	STYLE_ATTRIBUTES.forEach( ( name ) => {
		if ( attributes[ name ] !== undefined ) {
			changes[ name ] = undefined;
		}
	} );
	return changes;
}
