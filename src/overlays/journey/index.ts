/**
 * The overlay journey (issue 39 §4, §5): what an overlay does across a visitor's pages, in the browser so
 * that it stays right behind a page cache. Loaded on demand (build/overlay-journey.js, a classic footer
 * script that runs before the deferred overlay runtime) on pages whose overlays use a cap or a trigger
 * only it fires, and on every page with an overlay where the visitor-history counter is printed.
 * Its settings are the overlays' own data-gb-overlay-* attributes (src/overlays/settings.json,
 * runtime: false), which the server printed sanitized.
 *
 * - The history: each view (gbOverlayOpened), close (gbOverlayClosed with a reason, leaving the page
 *   aside) and conversion is counted into the visitor history (src/shared/visitor-history) and stored,
 *   as consent allows. A conversion, once per page view and overlay: gblocks:conversion naming it (a
 *   page's own script), or its Insights goal (the goals of Insights' page config, decided by
 *   src/shared/overlay-goals: a click, a form or a selector after a view in this page view; a visit to
 *   this page within its minutes of the last view, once per view), whether Insights counts this visitor
 *   or not.
 * - Frequency caps, on automatic openings only (an overlay capped for this page view is marked
 *   data-gb-overlay-capped before the runtime binds it, which then does not watch its triggers): at most
 *   cap displays per session, 24 hours, capdays days or ever; none within gap minutes of the last;
 *   none after a conversion (for good, or for stopdays); none for cookie hours after a close. Without a
 *   history (no storage) nothing is counted, and the runtime's once per page holds.
 * - Triggers the runtime does not watch: inactivity (idle seconds without input), an element scrolled
 *   into view (element: a selector), another overlay closing (after: its post id, 0 any other; then
 *   afterdelay seconds), the nth page view of a session. Each fires through the runtime
 *   (gbOverlayFire), which opens the overlay once per page, the first of its triggers that fires.
 */
import {
	CLOSE,
	CONVERSION,
	DAY,
	OVERLAYS,
	SESSION_VIEWS,
	START,
	VIEW,
	countWithin,
	recordOverlay,
	save,
	timesOf,
	overlaysOf,
	type History,
	type OverlayEvent,
} from '../../shared/visitor-history';
import { reachesGoal, type OverlayGoal } from '../../shared/overlay-goals';
import { eachPrintedOverlay } from '../runtime/printed';

/** The document's methods as Document.prototype has them: page content can shadow the document's own. */
const DOC = Document.prototype;
const doc = document;
const now = () => Math.floor( Date.now() / 1e3 );
const HOUR = 3600;
/** The input that ends inactivity. */
const INPUT = [ 'pointermove', 'pointerdown', 'keydown', 'scroll', 'wheel' ];

const on = (
	target: EventTarget,
	type: string,
	listener: ( detail: Record< string, string > ) => unknown
) =>
	target.addEventListener( type, ( event ) =>
		listener( ( event as CustomEvent ).detail || {} )
	);

/**
 * The post id of an overlay's element id (gb-overlay-{id}), or the id itself.
 *
 * @param id The id.
 */
const postId = ( id: unknown ) => String( id ).replace( 'gb-overlay-', '' );

/**
 * Counts an overlay event into the history (changed in place: the counter's copy) and stores it.
 *
 * @param event The event.
 * @param id    The overlay: its post id, or its element id.
 */
const record = ( event: OverlayEvent, id: unknown ) => {
	const history = self.gbHistory;
	const overlay = +postId( id );
	if ( history && overlay > 0 ) {
		history[ OVERLAYS ] = recordOverlay( history, overlay, event, now() )[
			OVERLAYS
		];
		try {
			save(
				localStorage,
				history,
				(
					DOC.getElementById.call(
						doc,
						'gblocks-pro-visitor-history'
					) as HTMLElement | null
				 )?.dataset.gbConsent
			);
		} catch {}
	}
};

/**
 * Whether a cap keeps an overlay from opening by itself now.
 *
 * @param el The overlay's element.
 */
const capped = ( el: HTMLElement ) => {
	const history = self.gbHistory;
	if ( ! history ) {
		return false;
	}
	const data = el.dataset;
	const time = now();
	const id = postId( el.id );
	const within = ( event: OverlayEvent, seconds: number ) =>
		countWithin( history, id, event, seconds, time ) > 0;
	const cap = +data.gbOverlayCap!;
	const stop = data.gbOverlayStop;
	/** The window a cap counts displays in, by period (0: ever). */
	const period: Record< string, number > = {
		ever: 0,
		// Since the session began (a second more: 0 would be ever).
		session: time - ( history[ START ] as number ) + 1,
		day: DAY,
		days: +data.gbOverlayCapdays! * DAY,
	};
	return (
		( cap > 0 &&
			countWithin(
				history,
				id,
				VIEW,
				period[ data.gbOverlayPer! ] ?? DAY,
				time
			) >= cap ) ||
		( +data.gbOverlayGap! > 0 &&
			within( VIEW, +data.gbOverlayGap! * 60 ) ) ||
		( stop === 'ever' && within( CONVERSION, 0 ) ) ||
		( stop === 'days' &&
			within( CONVERSION, +data.gbOverlayStopdays! * DAY ) ) ||
		( +data.gbOverlayCookie! > 0 &&
			within( CLOSE, +data.gbOverlayCookie! * HOUR ) )
	);
};

/**
 * Marks the overlays a cap keeps from opening by themselves on this page (data-gb-overlay-capped), which
 * the runtime then does not watch, as it does not while a closed cookie is set. Once per page is enough:
 * an automatic overlay opens at most once per page, so nothing this page does changes its caps.
 */
const mark = () =>
	eachPrintedOverlay( ( el ) => {
		if ( capped( el ) ) {
			el.dataset.gbOverlayCapped = '';
		}
	} );

/** Overlays whose triggers are set up. */
const ready = new Set< string >();

/**
 * Sets up the triggers only the journey fires, of the overlays the server printed.
 */
const bind = () =>
	eachPrintedOverlay( ( el ) => {
		const id = el.id;
		const data = el.dataset;
		if ( ready.has( id ) ) {
			return;
		}
		ready.add( id );
		const fire = () =>
			doc.dispatchEvent(
				new CustomEvent( 'gbOverlayFire', { detail: id } )
			);
		const triggers = [
			data.gbOverlayTrigger,
			...( data.gbOverlayMore || '' ).split( ',' ),
		];
		if ( triggers.includes( 'inactivity' ) ) {
			let timer: ReturnType< typeof setTimeout >;
			const wait = () => {
				clearTimeout( timer );
				timer = setTimeout( fire, +data.gbOverlayIdle! * 1e3 );
			};
			INPUT.forEach( ( type ) =>
				addEventListener( type, wait, { passive: true } )
			);
			wait();
		}
		if ( triggers.includes( 'element' ) ) {
			const seen = new IntersectionObserver( ( entries ) => {
				if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
					seen.disconnect();
					fire();
				}
			} );
			const watch = () => {
				try {
					doc.querySelectorAll(
						data.gbOverlayElement as string
					).forEach( ( target ) => seen.observe( target ) );
				} catch {
					// A selector the browser cannot parse: the trigger never fires.
				}
			};
			watch();
			// Elements a visitor condition shows arrive later.
			on( doc, 'gbConditionsDecided', watch );
		}
		if ( triggers.includes( 'overlay-closed' ) ) {
			on( doc, 'gbOverlayClosed', ( detail ) => {
				const after = +data.gbOverlayAfter!;
				if (
					detail.reason !== 'navigation' &&
					detail.id !== id &&
					( ! after || +postId( detail.id ) === after )
				) {
					setTimeout( fire, +data.gbOverlayAfterdelay! * 1e3 );
				}
			} );
		}
		if (
			triggers.includes( 'page-view' ) &&
			self.gbHistory?.[ SESSION_VIEWS ] === +data.gbOverlayNth!
		) {
			fire();
		}
	} );

/**
 * Whether a page-visit goal of this page is reached: a view within its minutes, none converted since.
 *
 * @param history The history.
 * @param id      The overlay's post id.
 * @param minutes The goal's minutes.
 */
const visited = ( history: History, id: string, minutes: number ) => {
	const entry = overlaysOf( history )[ id ];
	const last = ( event: OverlayEvent ) =>
		Math.max( 0, ...( entry ? timesOf( entry, event ) : [] ) );
	return (
		now() - last( VIEW ) <= minutes * 60 &&
		last( CONVERSION ) < last( VIEW )
	);
};

/**
 * Starts the journey: counting and caps at once (before the runtime binds anything), the triggers once
 * the runtime has bound the overlays (it is deferred: it has run by DOMContentLoaded) and again when
 * content a visitor condition decides arrives.
 */
export const start = () => {
	// Insights' page config is printed after this script (with its own, later in the footer): read when used.
	const config = (): {
		goals: Record< string, OverlayGoal >;
		visits: Record< string, number >;
	} => self.gblocksProInsights || { goals: {}, visits: {} };
	/** Viewed in this page view: post id => element. */
	const seen = new Map< string, Element >();
	/** Overlays whose conversion this page view has counted. */
	const converted = new Set< string >();
	const conversion = ( id: string ) => {
		if ( ! converted.has( id ) ) {
			converted.add( id );
			record( CONVERSION, id );
		}
	};
	// Before the runtime binds them (it is deferred), and before it binds what arrives later.
	mark();
	on( doc, 'gbConditionsDecided', mark );
	on( doc, 'gbOverlayOpened', ( { id, overlay } ) => {
		seen.set( postId( id ), overlay as unknown as Element );
		record( VIEW, id );
	} );
	on(
		doc,
		'gbOverlayClosed',
		( { id, reason } ) =>
			reason && reason !== 'navigation' && record( CLOSE, id )
	);
	on( doc, 'gblocks:conversion', ( { overlay } ) =>
		conversion( postId( overlay ) )
	);
	for ( const type of [ 'click', 'submit' ] ) {
		doc.addEventListener( type, ( event ) =>
			seen.forEach(
				( el, id ) =>
					reachesGoal( event, config().goals[ id ] || {}, el, +id ) &&
					conversion( id )
			)
		);
	}
	const go = () => {
		const { visits } = config();
		const history = self.gbHistory;
		for ( const id in visits ) {
			if ( history && visited( history, id, visits[ id ] ) ) {
				conversion( id );
			}
		}
		bind();
		on( doc, 'gbConditionsDecided', bind );
	};
	if ( doc.readyState === 'loading' ) {
		doc.addEventListener( 'DOMContentLoaded', go );
	} else {
		go();
	}
};
