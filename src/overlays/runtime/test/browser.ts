/**
 * What jsdom lacks for the overlay runtime: matchMedia (no query matches: a pointer that hovers, motion
 * allowed) and <dialog>'s showModal() and close() (they set and remove the open attribute).
 */
export function stubBrowser() {
	window.matchMedia = ( ( query: string ) => ( {
		matches: false,
		media: query,
	} ) ) as unknown as typeof window.matchMedia;
	HTMLDialogElement.prototype.showModal = function () {
		this.setAttribute( 'open', '' );
	};
	HTMLDialogElement.prototype.close = function () {
		this.removeAttribute( 'open' );
	};
}
