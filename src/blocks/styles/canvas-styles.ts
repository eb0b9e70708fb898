/**
 * The preview CSS in the editor canvas (DESIGN §9): one <style> element with the compiled gbStyles of
 * every block (scoped to its wrapper, [data-block="<clientId>"]) and the markers of blocks hidden on
 * the previewed device, kept in the canvas iframe, or in the editor's document when the canvas is not
 * an iframe (never both: the editor's own List View rows carry data-block too), written by the
 * shell's useCanvasStyle() (target 'canvas'). The iframe of the device preview (Desktop / Tablet /
 * Mobile) has the device's width, so the real media queries apply.
 */

/**
 * Internal dependencies
 */
import type { StyleObject } from '../../styles/compiler';
import { blockPreviewCss } from './lib/visibility';
import type { Breakpoint } from './lib/visibility';

/** The id of our <style> element in each canvas document. */
export const CANVAS_STYLE_ID = 'gblocks-pro-block-styles-preview';

/** The CSS of a style object per selector, kept while the object lives (attributes are immutable). */
const cache = new WeakMap< object, Map< string, string > >();

/**
 * The preview CSS of a block, compiled once per styles object and block.
 *
 * @param clientId    The block.
 * @param styles      Its gbStyles.
 * @param breakpoints The devices.
 */
export function cachedBlockCss(
	clientId: string,
	styles: StyleObject,
	breakpoints: Breakpoint[]
): string {
	let byBlock = cache.get( styles );
	if ( ! byBlock ) {
		byBlock = new Map();
		cache.set( styles, byBlock );
	}
	let css = byBlock.get( clientId );
	if ( css === undefined ) {
		css = blockPreviewCss( clientId, styles, breakpoints );
		byBlock.set( clientId, css );
	}
	return css;
}
