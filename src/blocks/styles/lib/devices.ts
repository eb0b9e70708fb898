/**
 * Device visibility, the part the editor needs on every block (eagerly loaded): the breakpoints the
 * editor got from PHP and the canvas classes of a block hidden on some devices. The rest (toggles,
 * preview CSS) is in ./visibility, loaded with the block styles chunk.
 */

/**
 * Internal dependencies
 */
import breakpointsFile from '../../../shared/breakpoints.json';
import type { StyleObject } from '../../../shared/styles/compiler';
import {
	DEVICE_VISIBILITY_RULES,
	isHidden,
} from '../../../shared/styles/device-visibility';
import type { Breakpoint } from '../../../shared/styles/device-visibility';

export type { Breakpoint };

/** The canvas class of a block hidden on a device: HIDDEN_CLASS_PREFIX + device id. */
export const HIDDEN_CLASS_PREFIX = 'gblocks-pro-hidden-on-';

function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

function isWidth( value: unknown ): boolean {
	return value === undefined || ( typeof value === 'number' && value >= 0 );
}

/**
 * The breakpoints of the editor data (window.gblocksPro.editor.breakpoints, filtered on the server),
 * leaving out anything of the wrong shape; the shipped list when there is none.
 *
 * @param raw The editor data's value.
 */
export function breakpointsFrom( raw: unknown ): Breakpoint[] {
	const devices = Array.isArray( raw )
		? raw.filter(
				( device ): device is Breakpoint =>
					isRecord( device ) &&
					typeof device.id === 'string' &&
					typeof device.label === 'string' &&
					isWidth( device.minWidth ) &&
					isWidth( device.maxWidth )
			)
		: [];
	return devices.length > 0 ? devices : breakpointsFile.devices;
}

/**
 * A block's gbStyles as a style object ({} when it holds none).
 *
 * @param attributes The block's attributes.
 */
export function blockStyles(
	attributes: Record< string, unknown >
): StyleObject {
	const value = attributes.gbStyles;
	return isRecord( value ) ? ( value as StyleObject ) : {};
}

/**
 * Whether WordPress itself (6.9's block visibility, `metadata.blockVisibility === false`) hides the
 * block everywhere. We show it and never change it.
 *
 * @param attributes The block's attributes.
 */
export function hiddenByWordPress(
	attributes: Record< string, unknown >
): boolean {
	const metadata = attributes.metadata;
	return isRecord( metadata ) && metadata.blockVisibility === false;
}

/**
 * The ids of the devices a block is hidden on by its gbStyles.
 *
 * @param styles      The block's gbStyles.
 * @param breakpoints The devices.
 */
export function hiddenDevices(
	styles: StyleObject,
	breakpoints: Breakpoint[]
): string[] {
	const devices = new Set< string >();
	DEVICE_VISIBILITY_RULES.forEach( ( rule ) => {
		if ( isHidden( styles, rule.id, breakpoints ) ) {
			rule.devices.forEach( ( device ) => devices.add( device ) );
		}
	} );
	return breakpoints
		.map( ( device ) => device.id )
		.filter( ( id ) => devices.has( id ) );
}

/**
 * The canvas classes of a block hidden on some devices, undefined when none.
 *
 * @param attributes  The block's attributes.
 * @param breakpoints The devices.
 */
export function hiddenClassName(
	attributes: Record< string, unknown >,
	breakpoints: Breakpoint[]
): string | undefined {
	const styles = blockStyles( attributes );
	if ( Object.keys( styles ).length === 0 ) {
		return undefined;
	}
	const devices = hiddenDevices( styles, breakpoints );
	return devices.length > 0
		? devices.map( ( id ) => HIDDEN_CLASS_PREFIX + id ).join( ' ' )
		: undefined;
}
