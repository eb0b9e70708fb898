/**
 * The overlays the server printed (issue 9.7): the one test the runtime and the overlay journey bind
 * with, so that markup someone put in the page's content (a fake overlay, or a copy of a real one)
 * does nothing.
 */

/**
 * Calls back with each server-printed overlay element of the page: those whose id the server declared
 * for this page (window.gblocksProOverlays, printed by includes/Overlays/Renderer.php) and that carry
 * this request's key.
 *
 * @param callback Called with each element.
 */
export const eachPrintedOverlay = ( callback: ( el: HTMLElement ) => void ) => {
	const config = window.gblocksProOverlays;
	document
		.querySelectorAll< HTMLElement >( '.gb-overlay[id]' )
		.forEach(
			( el ) =>
				config?.key &&
				el.dataset.gbOverlayKey === config.key &&
				config.ids?.includes( el.id ) &&
				callback( el )
		);
};
