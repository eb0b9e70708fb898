/**
 * The devices the class editor offers: window.gblocksPro.breakpoints (Support\Breakpoints::all(), the
 * filtered list) on the admin screen, else the defaults of src/shared/breakpoints.json.
 */

/**
 * Internal dependencies
 */
import defaults from '../../shared/breakpoints.json';
import type { Device } from '../types';

function isDevice( value: unknown ): value is Device {
	const device = value as Partial< Device > | null;
	return (
		typeof device === 'object' &&
		device !== null &&
		typeof device.id === 'string' &&
		typeof device.label === 'string' &&
		( typeof device.minWidth === 'number' ||
			typeof device.maxWidth === 'number' )
	);
}

/**
 * The devices, widest first.
 *
 * @param source Where to read them (window.gblocksPro by default).
 */
export function devices(
	source: unknown = ( window as { gblocksPro?: { breakpoints?: unknown } } )
		.gblocksPro?.breakpoints
): Device[] {
	const list = Array.isArray( source ) ? source.filter( isDevice ) : [];
	return list.length ? list : ( defaults.devices as Device[] );
}
