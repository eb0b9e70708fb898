/**
 * The counting script of Insights (issue 38, DESIGN §17): no framework, no dependencies, at most 1 KB
 * gzipped (tests/bench/insights-runtime-size.sh). Loaded only on pages whose config
 * (window.gblocksProInsights, printed by Insights\Page_Config) names overlays this page may count.
 *
 * It reads the overlay runtime's document events: gbOverlayOpened is a view, gbOverlayClosed a close with
 * its detail.reason (once per counted view). Conversions count at most once per page view per overlay,
 * and only for an overlay whose view was counted in this page view: its goal (a click on a link or button
 * inside it that is not a close control; a click on its selector, inside it or anywhere on the page; a
 * form submitted inside it: the native submit event, which Contact Form 7, Gravity Forms, WPForms,
 * Formidable and Fluent Forms forms all fire, so their own success events, jQuery events or later ones,
 * add nothing), or the document event gblocks:conversion (detail.overlay: the post id) whatever the goal.
 * A page-visit goal is decided here: a counted view of such an overlay keeps its time in localStorage
 * (STORE), and a page whose config lists the overlay in `visits` within its minutes counts the conversion
 * once and forgets the view; every page that loads the script prunes views older than KEPT.
 *
 * Events are queued and sent as one POST per batch of at most limits.batchEvents (sendBeacon with the
 * JSON as a string, which is sent as text/plain; fetch with keepalive when the beacon is refused),
 * DEBOUNCE after the first one queued, on visibilitychange to hidden and on a navigation close (the overlay
 * runtime's, on pagehide).
 *
 * Nothing is counted: while the page is prerendered (the script starts on prerenderingchange), for
 * visitors with Do Not Track or Global Privacy Control when config.dnt, and with config.consent (the WP
 * Consent API is active) without wp_has_consent( 'statistics' ), asked at every event: before it nothing
 * is queued or stored, and a page that finds no consent forgets the stored views. (No listener of
 * wp_listen_for_consent_change is needed: the next event asks again.)
 */
import codes from '../insights.json';
import { MAX_WIDTHS } from '../../styles/breakpoints.generated';
import type { InsightsConfig, Queued } from './types';

/** The one localStorage key of Insights: { "<overlay id>": <time of the last view, ms> }. */
const STORE = 'gblocksProInsights.v1';
/** How long a view is kept: the longest page-visit goal (goal_minutes at most 1,440). */
const KEPT = 864e5;
/** How long after the first queued event a batch leaves. */
const DEBOUNCE = 2000;

const nav = navigator;
const doc = document;
// What the page identity is made of (v, p, o, s) travels with every batch as it was printed.
const { url, goals, visits, dnt, consent, ...page } =
	self.gblocksProInsights || ( {} as InsightsConfig );

// Runs once, when the script loads (a module with no exports: top-level code, no function to call).
// doNotTrack is '1', '0', 'unspecified' or null: only '1' is a number other than 0.
if ( url && ! ( dnt && ( +nav.doNotTrack! || nav.globalPrivacyControl ) ) ) {
	// Every event the script reads reaches the document.
	const on = ( type: string, listener: ( event: never ) => unknown ) =>
		doc.addEventListener( type, listener as EventListener );
	// true, false (refused), or undefined (the WP Consent API's script is not there).
	const given = () => ! consent || self.wp_has_consent?.( 'statistics' );
	const width = innerWidth;
	const device =
		// eslint-disable-next-line no-nested-ternary
		width <= MAX_WIDTHS.mobile
			? 'mobile'
			: width <= MAX_WIDTHS.tablet
				? 'tablet'
				: 'desktop';
	const queue: Queued[] = [];
	/** Viewed in this page view (id: its element). */
	const seen = new Map< number, Element >();
	/** Views whose close is not counted yet (id), and overlays converted in this page view (-id). */
	const marks = new Set< number >();
	let timer: ReturnType< typeof setTimeout > | 0 = 0;

	// A timer still running after an earlier send finds nothing, or sends what came since, a little sooner.
	const send = () => {
		timer = 0;
		while ( queue.length ) {
			const body = JSON.stringify( {
				...page,
				// 16 random digits (a batch id: the last ones of four random 32-bit numbers).
				b: crypto
					.getRandomValues( new Uint32Array( 4 ) )
					.join( '' )
					.slice( -16 ),
				d: device,
				e: queue.splice( 0, codes.limits.batchEvents ),
			} );
			// A string is sent as text/plain: no preflight.
			if ( ! nav.sendBeacon( url, body ) ) {
				fetch( url, { method: 'POST', body, keepalive: true } ).catch(
					() => 0
				);
			}
		}
	};
	/**
	 * Queues an event this page may count, with consent: truthy when it did.
	 *
	 * @param event The event.
	 */
	const add = ( event: Queued ) =>
		given() &&
		page.o.includes( event[ 1 ] ) &&
		queue.push( event ) &&
		( timer ||= setTimeout( send, DEBOUNCE ) );
	const convert = ( id: number ): void => {
		if ( ! marks.has( -id ) ) {
			marks.add( -id );
			add( [ 'conversion', id ] );
		}
	};
	/**
	 * The stored views: pruned, page-visit goals of this page reached (counted once, the view forgotten),
	 * every view forgotten when consent is refused, the view of `id` kept (with consent); written back,
	 * the key removed when none is left.
	 *
	 * @param id An overlay whose goal is a page visit, just viewed.
	 */
	const views = ( id?: number ) => {
		try {
			const all = JSON.parse( localStorage[ STORE ] || '{}' );
			const consented = given();
			const now = Date.now();
			for ( const key in all ) {
				const age = now - all[ key ];
				const reached = age <= visits[ key ] * 6e4;
				if ( reached ) {
					convert( +key );
				}
				// No consent: every view forgotten (also when the WP Consent API's script is missing).
				if ( reached || ! consented || ! ( age < KEPT ) ) {
					delete all[ key ];
				}
			}
			// A view just counted (so with consent).
			if ( id ) {
				all[ id ] = now;
			}
			const text = JSON.stringify( all );
			// Not "{}": at least one view.
			if ( text[ 2 ] ) {
				localStorage[ STORE ] = text;
			} else {
				delete localStorage[ STORE ];
			}
		} catch {
			// No storage (disabled, full, or a value that is not ours): page-visit goals are not counted.
		}
	};
	/**
	 * A goal of the overlays viewed in this page view: a click, a submitted form, gblocks:conversion.
	 *
	 * @param event The click, submit or gblocks:conversion event.
	 */
	const reached = ( event: Event ) =>
		seen.forEach( ( el, id ) => {
			// Page_Config gives every counted overlay its goal's type (click by default); others are not counted.
			const { type, selector, scope } = goals[ id ] || {};
			const target = event.target as Element;
			try {
				const match =
					// eslint-disable-next-line no-nested-ternary
					event.type === 'click'
						? type === 'selector'
							? target.closest( selector as string )
							: type === 'click' &&
								! target.closest( '[data-gb-overlay-close]' ) &&
								target.closest( 'a[href],button' )
						: event.type === 'submit'
							? type === 'form' && target
							: // gblocks:conversion, whatever the goal: its overlay.
								// eslint-disable-next-line eqeqeq -- the post id, a number or its digits.
								( event as CustomEvent ).detail?.overlay ==
									id && el;
				if ( match && ( scope === 'page' || el.contains( match ) ) ) {
					convert( id );
				}
			} catch {
				// A selector the browser cannot parse: that goal is never reached.
			}
		} );

	const start = () => {
		views();
		on( 'gbOverlayOpened', ( { detail }: CustomEvent ) => {
			const id = +detail.id.slice( 11 );
			// Only a counted view has a close and conversions to count.
			if ( add( [ 'view', id ] ) ) {
				seen.set( id, detail.overlay );
				marks.add( id );
				if ( goals[ id ]?.type === 'page' ) {
					views( id );
				}
			}
		} );
		on( 'gbOverlayClosed', ( { detail }: CustomEvent ) => {
			const id = +detail.id.slice( 11 );
			const reason = detail.reason;
			if ( reason && marks.delete( id ) ) {
				add( [ 'close', id, reason ] );
			}
			// Sent now: the page is being left (visibilitychange has come before).
			if ( reason === 'navigation' ) {
				send();
			}
		} );
		for ( const type of [ 'click', 'submit', 'gblocks:conversion' ] ) {
			on( type, reached );
		}
		on( 'visibilitychange', () => doc.hidden && send() );
	};
	if ( doc.prerendering ) {
		on( 'prerenderingchange', start );
	} else {
		start();
	}
}
