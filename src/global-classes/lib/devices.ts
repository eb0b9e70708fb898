/**
 * The devices the class editor offers: window.gblocksPro.breakpoints (Styles\Breakpoints::all(), the
 * filtered list) on the admin screen, else the defaults of src/styles/breakpoints.json (read by the one
 * reader, src/styles/breakpoints).
 */

/**
 * Internal dependencies
 */
import { breakpointsFrom } from '../../styles/breakpoints';
import type { Device } from '../types';

/**
 * The devices, widest first.
 *
 * @param source Where to read them (window.gblocksPro by default).
 */
export function devices(
	source: unknown = ( window as { gblocksPro?: { breakpoints?: unknown } } )
		.gblocksPro?.breakpoints
): Device[] {
	return breakpointsFrom( source );
}
