/**
 * The overlay events of the visitor history, enqueued with the overlay runtime on sites that use an
 * overlay rule of the visitor history or a frequency cap (Conditions\Visitor_History_Script). It reads
 * the overlay runtime's document events: each view (gbOverlayOpened), close (gbOverlayClosed with a
 * reason) and conversion (gblocks:conversion, detail.overlay: the post id) is counted into the history
 * the counter (build/visitor-history.js) keeps, which stores it as consent allows.
 */
import {
	CLOSE,
	CONVERSION,
	VIEW,
	recordOverlay,
	type OverlayEvent,
} from '../shared/visitor-history';

/**
 * Counts an overlay event into the history.
 *
 * @param event The event.
 * @param id    The overlay: its post id, or the element id gb-overlay-{id}.
 */
const count = ( event: OverlayEvent, id: unknown ) => {
	const overlay = +String( id ).replace( 'gb-overlay-', '' );
	const history = self.gbHistory?.();
	if ( history && overlay > 0 ) {
		self.gbHistorySave!(
			recordOverlay(
				history,
				overlay,
				event,
				Math.floor( Date.now() / 1e3 )
			)
		);
	}
};

const on = (
	type: string,
	listener: ( detail: Record< string, unknown > ) => unknown
) =>
	document.addEventListener( type, ( event ) =>
		listener( ( event as CustomEvent ).detail || {} )
	);
on( 'gbOverlayOpened', ( { id } ) => count( VIEW, id ) );
on( 'gbOverlayClosed', ( { id, reason } ) => reason && count( CLOSE, id ) );
on( 'gblocks:conversion', ( { overlay } ) => count( CONVERSION, overlay ) );
