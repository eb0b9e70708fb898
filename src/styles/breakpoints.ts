/**
 * The one reader of the device breakpoints (DESIGN §9) in the editor and the admin screens:
 * src/styles/breakpoints.json as shipped, and the filtered list the server sends
 * (GBlocks_Pro\Styles\Breakpoints::all(), as window.gblocksPro.editor.breakpoints in the editor and
 * window.gblocksPro.breakpoints on the Global Styles screen).
 */

/**
 * Internal dependencies
 */
import breakpointsFile from './breakpoints.json';
import type { Breakpoint } from './breakpoints.generated';

export type { Breakpoint };

/** The devices of src/styles/breakpoints.json, widest first. */
export const DEFAULT_BREAKPOINTS: Breakpoint[] = breakpointsFile.devices;

function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

function isWidth( value: unknown ): boolean {
	return value === undefined || ( typeof value === 'number' && value >= 0 );
}

/**
 * Whether a value is a device: an id, a label, and a minWidth and/or a maxWidth.
 *
 * @param value A value read from the page.
 */
export function isBreakpoint( value: unknown ): value is Breakpoint {
	return (
		isRecord( value ) &&
		typeof value.id === 'string' &&
		typeof value.label === 'string' &&
		isWidth( value.minWidth ) &&
		isWidth( value.maxWidth ) &&
		( typeof value.minWidth === 'number' ||
			typeof value.maxWidth === 'number' )
	);
}

/**
 * The devices of a value sent by the server, leaving out anything of the wrong shape ([] when it is
 * not a list).
 *
 * @param raw The value.
 */
export function validBreakpoints( raw: unknown ): Breakpoint[] {
	return Array.isArray( raw ) ? raw.filter( isBreakpoint ) : [];
}

/**
 * The devices of a value sent by the server; the shipped list when it holds none.
 *
 * @param raw The value.
 */
export function breakpointsFrom( raw: unknown ): Breakpoint[] {
	const devices = validBreakpoints( raw );
	return devices.length > 0 ? devices : DEFAULT_BREAKPOINTS;
}
