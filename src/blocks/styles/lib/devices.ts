/**
 * Device visibility, the part the editor needs on every block (eagerly loaded): the breakpoints the
 * editor got from PHP (read by src/styles/breakpoints) and the canvas classes of a block hidden on
 * some devices. The rest (toggles, preview CSS) is in ./visibility, loaded with the block styles chunk.
 */

/**
 * Internal dependencies
 */
import type { StyleObject } from '../../../styles/compiler';
import { hiddenDevices } from '../../../styles/device-visibility';
import type { Breakpoint } from '../../../styles/breakpoints';

export type { Breakpoint };
export { breakpointsFrom } from '../../../styles/breakpoints';
export { hiddenDevices } from '../../../styles/device-visibility';

/** The canvas class of a block hidden on a device: HIDDEN_CLASS_PREFIX + device id. */
export const HIDDEN_CLASS_PREFIX = 'gblocks-pro-hidden-on-';

function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
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
