/**
 * One `<style>` element of ours in the block editor's canvas: in the canvas iframe (also after it is
 * created late or recreated, e.g. by the device preview) and in the editor document when the canvas is
 * not iframed. Features that preview CSS in the canvas (navigation, global classes) share it.
 */

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';

/**
 * The editor document and every canvas iframe's document.
 */
export function canvasDocuments(): Document[] {
	const frames = Array.from(
		document.querySelectorAll< HTMLIFrameElement >(
			'iframe[name="editor-canvas"]'
		)
	);
	return [
		document,
		...frames
			.map( ( frame ) => frame.contentDocument )
			.filter( ( doc ): doc is Document => !! doc ),
	];
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
 * Keeps the style element of that id in every canvas document with this CSS.
 *
 * @param id  The style element's id.
 * @param css The CSS ('' removes it).
 */
export function useCanvasStyle( id: string, css: string ) {
	useEffect( () => {
		const apply = () =>
			canvasDocuments().forEach( ( doc ) =>
				applyCanvasStyle( doc, id, css )
			);
		apply();
		// The canvas iframe is created after the editor and recreated by the device preview.
		const observer = new window.MutationObserver( () => {
			if (
				css &&
				canvasDocuments().some(
					( doc ) => doc.head && ! doc.getElementById( id )
				)
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
	}, [ id, css ] );
}
