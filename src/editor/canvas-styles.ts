/**
 * The one way of putting CSS into the block editor's canvas (DESIGN §12): a `<style>` element of ours,
 * kept in the canvas iframe also after it is created late or recreated (e.g. by the device preview), and
 * in the editor document when the canvas is not iframed. Features register the components that keep
 * their canvas CSS with registerCanvasStyle() (./registry); the shell mounts them, and they write
 * through useCanvasStyle().
 */

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';

/**
 * Where a style element goes:
 * - 'everywhere': the editor document and every canvas iframe (CSS that also styles the editor's own
 *   UI, e.g. a preview in the block sidebar);
 * - 'canvas': the canvas iframes only, or the editor document when the canvas is not an iframe (CSS
 *   scoped by [data-block], which the editor's own List View rows carry too).
 */
export type CanvasStyleTarget = 'everywhere' | 'canvas';

const CANVAS_FRAME = 'iframe[name="editor-canvas"]';

/** Every canvas iframe's document. */
function frameDocuments(): Document[] {
	return Array.from(
		document.querySelectorAll< HTMLIFrameElement >( CANVAS_FRAME )
	)
		.map( ( frame ) => frame.contentDocument )
		.filter( ( doc ): doc is Document => !! doc );
}

/**
 * The editor document and every canvas iframe's document.
 */
export function canvasDocuments(): Document[] {
	return [ document, ...frameDocuments() ];
}

/**
 * The documents that get the CSS, and the ones that must not have it.
 *
 * @param target Where the style goes.
 */
function targetDocuments( target: CanvasStyleTarget ): {
	write: Document[];
	clear: Document[];
} {
	if ( target === 'everywhere' ) {
		return { write: canvasDocuments(), clear: [] };
	}
	const framed = document.querySelector( CANVAS_FRAME ) !== null;
	return framed
		? { write: frameDocuments(), clear: [ document ] }
		: { write: [ document ], clear: [] };
}

/**
 * Writes the CSS into the style element of that id in a document's head (removed when the CSS is
 * empty).
 *
 * @param doc The document.
 * @param id  The style element's id.
 * @param css The CSS.
 */
export function applyCanvasStyle(
	doc: Document | null | undefined,
	id: string,
	css: string
) {
	if ( ! doc?.head ) {
		return;
	}
	let style = doc.getElementById( id );
	if ( ! css ) {
		style?.remove();
		return;
	}
	if ( ! style ) {
		style = doc.createElement( 'style' );
		style.id = id;
		doc.head.appendChild( style );
	}
	if ( style.textContent !== css ) {
		style.textContent = css;
	}
}

/**
 * Keeps the style element of that id, with this CSS, where the target says.
 *
 * @param id     The style element's id.
 * @param css    The CSS ('' removes it).
 * @param target Where it goes (default: everywhere).
 */
export function useCanvasStyle(
	id: string,
	css: string,
	target: CanvasStyleTarget = 'everywhere'
) {
	useEffect( () => {
		const apply = () => {
			const { write, clear } = targetDocuments( target );
			write.forEach( ( doc ) => applyCanvasStyle( doc, id, css ) );
			clear.forEach( ( doc ) => applyCanvasStyle( doc, id, '' ) );
		};
		apply();
		// The canvas iframe is created after the editor and recreated by the device preview.
		const observer = new window.MutationObserver( () => {
			const { write, clear } = targetDocuments( target );
			if (
				( css &&
					write.some(
						( doc ) => doc.head && ! doc.getElementById( id )
					) ) ||
				clear.some( ( doc ) => doc.getElementById( id ) )
			) {
				apply();
			}
		} );
		observer.observe( document.body, { childList: true, subtree: true } );
		const onLoad = ( event: Event ) => {
			if (
				event.target instanceof HTMLIFrameElement &&
				event.target.name === 'editor-canvas'
			) {
				apply();
			}
		};
		document.addEventListener( 'load', onLoad, true );
		return () => {
			observer.disconnect();
			document.removeEventListener( 'load', onLoad, true );
		};
	}, [ id, css, target ] );
}
