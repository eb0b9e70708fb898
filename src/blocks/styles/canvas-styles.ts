/**
 * The preview CSS in the editor canvas (DESIGN §9): one <style> element with the compiled gbStyles of
 * every block (scoped to its wrapper, [data-block="<clientId>"]) and the markers of blocks hidden on
 * the previewed device, kept in the canvas iframe, or in the editor's document when the canvas is not
 * an iframe (never both: the editor's own List View rows carry data-block too). The iframe of the
 * device preview (Desktop / Tablet / Mobile) has the device's width, so the real media queries apply.
 */

/**
 * Internal dependencies
 */
import type { StyleObject } from '../../styles/compiler';
import { blockPreviewCss } from './lib/visibility';
import type { Breakpoint } from './lib/visibility';

/** The id of our <style> element in each canvas document. */
export const CANVAS_STYLE_ID = 'gblocks-pro-block-styles-preview';

/** The canvas iframe of the block editor (post, site and widget editors). */
const CANVAS_FRAME = 'iframe[name="editor-canvas"]';

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

/**
 * Writes the CSS into a document's <style> element, creating it when missing.
 *
 * @param doc The document.
 * @param css The CSS.
 */
export function writeCanvasStyle( doc: Document, css: string ): void {
	let element = doc.getElementById( CANVAS_STYLE_ID );
	if ( ! element ) {
		if ( ! doc.head ) {
			return;
		}
		element = doc.createElement( 'style' );
		element.id = CANVAS_STYLE_ID;
		doc.head.appendChild( element );
	}
	if ( element.textContent !== css ) {
		element.textContent = css;
	}
}

let current = '';
const watched = new WeakSet< HTMLIFrameElement >();
let observer: MutationObserver | null = null;

function writeFrame( frame: HTMLIFrameElement ): void {
	if ( ! watched.has( frame ) ) {
		watched.add( frame );
		// The frame's document is replaced when it (re)loads.
		frame.addEventListener( 'load', () => writeFrame( frame ) );
	}
	const doc = frame.contentDocument;
	if ( doc ) {
		writeCanvasStyle( doc, current );
	}
}

function writeFrames( root: ParentNode ): void {
	root.querySelectorAll< HTMLIFrameElement >( CANVAS_FRAME ).forEach(
		writeFrame
	);
}

/**
 * Puts the CSS into every canvas iframe (or into the editor's document when there is none), now and
 * into iframes that appear later (switching the device preview can mount a new one).
 *
 * @param doc The editor's document.
 * @param css The CSS.
 */
export function syncCanvasStyles( doc: Document, css: string ): void {
	current = css;
	const framed = doc.querySelector( CANVAS_FRAME ) !== null;
	writeCanvasStyle( doc, framed ? '' : css );
	writeFrames( doc );
	if ( ! observer && typeof MutationObserver !== 'undefined' && doc.body ) {
		observer = new MutationObserver( ( records ) => {
			const added = records.some( ( record ) =>
				Array.from( record.addedNodes ).some(
					( node ) =>
						node instanceof Element &&
						( node.tagName === 'IFRAME' ||
							node.getElementsByTagName( 'iframe' ).length > 0 )
				)
			);
			if ( added ) {
				writeCanvasStyle( doc, '' );
				writeFrames( doc );
			}
		} );
		observer.observe( doc.body, { childList: true, subtree: true } );
	}
}

/** Stops watching for new iframes (tests). */
export function resetCanvasStylesForTests(): void {
	observer?.disconnect();
	observer = null;
	current = '';
}
