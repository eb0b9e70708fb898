/**
 * The front-end runtime of overlay panels (DESIGN §7): no framework, no dependencies.
 *
 * Standard overlays are <dialog> elements opened with showModal(); anchored and mega-menu panels are
 * non-modal disclosures. Every opening path dispatches gbOverlayOpening (cancelable), gbOverlayOpened
 * and gbOverlayClosed on document, with detail { id, overlay, trigger }; gbOverlayClosed's detail also
 * has reason, how it closed: 'button' (the close button), 'escape', 'outside' (a click outside or on the
 * backdrop, focus or the hover pointer leaving a panel), 'trigger' (an element with data-gb-overlay-close,
 * its trigger again, or another overlay opening in its place) or 'navigation' (the page is left while it
 * is open: dispatched on pagehide, the overlay left as it is for a page the back/forward cache restores).
 * gbOverlayOpening's detail also has source, what opens it: 'auto' (an automatic trigger), 'click' or
 * 'hover'.
 *
 * Automatic triggers: an overlay's trigger and its more triggers (more_triggers), the first that fires
 * opening it, once per page. The runtime watches exit intent, scroll, time and a custom event; the
 * journey (src/overlays/journey) the others, and fires one by dispatching gbOverlayFire on document with
 * the overlay's element id as detail (which anyone may do: it opens an automatic overlay as its triggers
 * do, caps and the closed cookie included).
 */
import { computePlacement, inHoverZone } from './placement';
import { eachPrintedOverlay } from './printed';
import { createQueue } from './queue';
import {
	closedCookie,
	cookieName,
	hasCookie,
	isAutomatic,
	isFastScrollUp,
	opensOnHover,
	parseSettings,
	scrollPercent,
	type OverlaySettings,
} from './settings';

interface Overlay {
	el: HTMLElement;
	id: string;
	s: OverlaySettings;
	modal: boolean;
	open: boolean;
	/** How the current opening started. */
	source?: string;
	trigger?: HTMLElement | null;
	timer?: ReturnType< typeof setTimeout >;
	/** Opened, gbOverlayOpened not dispatched yet (its animation runs). */
	opening?: boolean;
	/** Opens it as an automatic trigger does, once per page (set up by watchAutomatic). */
	fire?: () => void;
}

declare global {
	interface Window {
		/**
		 * Printed by includes/Overlays/Renderer.php: live-region texts, the element ids of the overlays the
		 * server printed, and the key each of them carries (data-gb-overlay-key).
		 */
		gblocksProOverlays?: {
			opened?: string;
			closed?: string;
			ids?: string[];
			key?: string;
		};
	}
}

const doc = document;
const root = doc.documentElement;
// Looked up with ids that may be undefined (no such element or attribute): get() gives undefined.
const overlays = new Map< string, Overlay >();
/** Triggers already set up. */
const ready = new WeakSet< Element >();
const queue = createQueue();
const TRIGGER = '[data-gb-overlay]';
const CLOSER = '[data-gb-overlay-close]';
const FOCUSABLE =
	'a[href],button:not([disabled]),input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])';
let pointerType = 'mouse';
let locks = 0;
let live: HTMLElement | null = null;

const on = (
	target: EventTarget,
	type: string,
	listener: ( event: never ) => void,
	options?: AddEventListenerOptions
) => target.addEventListener( type, listener as EventListener, options );

/**
 * Dispatches one of the runtime's events. A close has a reason; gbOverlayOpening, the only one without,
 * is cancelable (gbOverlayOpened is dispatched without a reason too, and nothing reads its answer).
 * @param name
 * @param ov
 * @param reason
 */
const emit = ( name: string, ov: Overlay, reason?: string ) =>
	doc.dispatchEvent(
		new CustomEvent( name, {
			cancelable: ! reason,
			detail: {
				reason,
				id: ov.id,
				overlay: ov.el,
				trigger: ov.trigger,
				source: ov.source,
			},
		} )
	);

const triggersOf = ( ov: Overlay ) =>
	doc.querySelectorAll< HTMLElement >( `[data-gb-overlay="${ ov.id }"]` );

const reducedMotion = () =>
	matchMedia( '(prefers-reduced-motion: reduce)' ).matches;

function announce( ov: Overlay, key: 'opened' | 'closed' ) {
	const text = window.gblocksProOverlays?.[ key ];
	const label =
		ov.el.getAttribute( 'aria-label' ) || ov.trigger?.textContent?.trim();
	if ( ! text || ! label ) {
		return;
	}
	if ( ! live ) {
		live = doc.createElement( 'div' );
		live.className = 'gb-overlay-sr';
		live.setAttribute( 'aria-live', 'polite' );
		doc.body.append( live );
	}
	live.textContent = text.replace( '%s', label );
}

/**
 * Locks page scroll without moving the layout: the scrollbar's room is kept.
 * @param lock
 */
function lockScroll( lock: boolean ) {
	if ( lock ? locks++ : --locks ) {
		return;
	}
	const style = root.style;
	if ( lock ) {
		const gutter = innerWidth - root.clientWidth;
		if ( gutter > 0 ) {
			if ( CSS.supports( 'scrollbar-gutter', 'stable' ) ) {
				style.scrollbarGutter = 'stable';
			} else {
				style.paddingRight = gutter + 'px';
			}
		}
	} else {
		style.scrollbarGutter = style.paddingRight = '';
	}
	root.classList.toggle( 'gb-overlay-lock', lock );
}

/**
 * Places a non-modal panel against its anchor: the trigger, or its ancestor matching the setting.
 * @param ov
 */
function place( ov: Overlay ) {
	let anchor = ov.trigger;
	try {
		anchor = ( ov.s.parent && anchor?.closest( ov.s.parent ) ) || anchor;
	} catch {
		// A selector the browser cannot parse: placed against the trigger.
	}
	if ( ! anchor ) {
		return;
	}
	const full = ov.s.width === 'full';
	const viewport = { width: root.clientWidth, height: innerHeight };
	const placed = computePlacement(
		anchor.getBoundingClientRect(),
		{ width: ov.el.offsetWidth, height: ov.el.offsetHeight },
		viewport,
		ov.s.placement,
		full ? 0 : 8
	);
	const style = ov.el.style;
	style.top = placed.top + 'px';
	style.left = ( full ? 0 : placed.left ) + 'px';
	ov.el.dataset.gbOverlayPlaced = placed.placement;
}

/**
 * Stops what plays inside a closed overlay. Iframes are reloaded, which stops any embedded player.
 * @param el
 */
function stopMedia( el: HTMLElement ) {
	el.querySelectorAll( 'video,audio' ).forEach( ( media ) =>
		( media as HTMLMediaElement ).pause()
	);
	el.querySelectorAll( 'iframe:not([data-gb-overlay-keep])' ).forEach(
		( frame ) => {
			const src = frame.getAttribute( 'src' );
			if ( src ) {
				frame.setAttribute( 'src', src );
			}
		}
	);
}

/**
 * Dispatches gbOverlayOpened once per opening: when its animation ends, or when it closes before that.
 * @param ov
 */
function opened( ov: Overlay ) {
	if ( ov.opening ) {
		ov.opening = false;
		emit( 'gbOverlayOpened', ov );
	}
}

/**
 * aria-expanded of every trigger of an overlay, modal or not, on every opening and closing path.
 * @param ov
 */
function setExpanded( ov: Overlay ) {
	triggersOf( ov ).forEach( ( trigger ) =>
		trigger.setAttribute( 'aria-expanded', String( ov.open ) )
	);
}

function animate( ov: Overlay, name: string, done: () => void ) {
	ov.el.dataset.gbOverlayAnim = name;
	clearTimeout( ov.timer );
	const duration = reducedMotion() || ! name ? 0 : ov.s.duration;
	ov.timer = setTimeout( done, duration );
}

/**
 * The visible focusable elements of a scope, in document order.
 * @param scope
 */
const focusables = ( scope: ParentNode ) =>
	[ ...scope.querySelectorAll< HTMLElement >( FOCUSABLE ) ].filter(
		( el ) => el.getClientRects().length
	);

export function open(
	ov: Overlay,
	trigger: HTMLElement | null,
	source: string
): void {
	if ( ov.open ) {
		return;
	}
	if ( ov.modal ) {
		const answer = queue.request( ov.id, source === 'auto' );
		if ( ! answer ) {
			return;
		}
		if ( answer !== true ) {
			close( overlays.get( answer ), 'trigger', false );
		}
	} else {
		// One panel at a time, except panels that contain this trigger.
		openPanels().forEach(
			( other ) =>
				other.el.contains( trigger ) || close( other, 'trigger', false )
		);
	}
	ov.trigger = trigger ?? ( doc.activeElement as HTMLElement | null );
	ov.source = source;
	if ( ! emit( 'gbOverlayOpening', ov ) ) {
		queue.release( ov.id );
		return;
	}
	ov.open = true;
	const el = ov.el;
	if ( ov.modal ) {
		( el as HTMLDialogElement ).showModal();
	} else {
		el.hidden = false;
		place( ov );
		if ( source !== 'hover' ) {
			const first =
				el.querySelector< HTMLElement >( FOCUSABLE ) ??
				( el.firstElementChild as HTMLElement | null );
			// A panel without focusable elements: its first element, in the tab order (see keydown's Tab).
			if ( first && ! first.matches( FOCUSABLE ) ) {
				first.tabIndex = 0;
			}
			first?.focus();
		}
	}
	if ( ov.s.lock ) {
		lockScroll( true );
	}
	setExpanded( ov );
	announce( ov, 'opened' );
	el.classList.remove( 'is-open' );
	// The closed state has been rendered once, so adding is-open transitions from it.
	void el.offsetWidth;
	el.classList.add( 'is-open' );
	ov.opening = true;
	animate( ov, ov.s.animIn, () => opened( ov ) );
}

export function close(
	ov: Overlay | undefined,
	reason: string,
	restoreFocus = true
): void {
	if ( ! ov?.open ) {
		return;
	}
	ov.open = false;
	opened( ov );
	const el = ov.el;
	el.classList.remove( 'is-open' );
	setExpanded( ov );
	const hadFocus = el.contains( doc.activeElement );
	animate( ov, ov.s.animOut, () => {
		if ( ov.modal ) {
			( el as HTMLDialogElement ).close();
		} else {
			el.hidden = true;
		}
		stopMedia( el );
		if ( ov.s.lock ) {
			lockScroll( false );
		}
		if ( restoreFocus && ( hadFocus || ov.modal ) ) {
			ov.trigger?.focus();
		}
		announce( ov, 'closed' );
		// With a visitor history on the page, the close is kept there (the journey's caps), not in a cookie.
		if ( isAutomatic( ov.s ) && ! self.gbHistory ) {
			const cookie = closedCookie( cookieName( ov.id ), ov.s.cookie );
			if ( cookie ) {
				doc.cookie = cookie;
			}
		}
		emit( 'gbOverlayClosed', ov, reason );
		const next = ov.modal ? queue.release( ov.id ) : null;
		if ( next ) {
			open( overlays.get( next ) as Overlay, null, 'auto' );
		}
	} );
}

const openPanels = () =>
	[ ...overlays.values() ].filter( ( ov ) => ov.open && ! ov.modal );

const isInside = ( ov: Overlay, target: EventTarget | null ) =>
	target instanceof Node &&
	( ov.el.contains( target ) ||
		[ ...triggersOf( ov ) ].some( ( trigger ) =>
			trigger.contains( target )
		) );

/**
 * Automatic triggers of a standard overlay: once per page, not while its cookie is set, and not when the
 * overlay journey marked it capped (data-gb-overlay-capped).
 * @param ov
 */
function watchAutomatic( ov: Overlay ) {
	if (
		! isAutomatic( ov.s ) ||
		hasCookie( doc.cookie, cookieName( ov.id ) ) ||
		// Capped for this page view by the journey's frequency caps (marked before this runs).
		'gbOverlayCapped' in ov.el.dataset ||
		( ov.s.nocookie && ! navigator.cookieEnabled )
	) {
		return;
	}
	const controller = new AbortController();
	const signal = controller.signal;
	const options = { signal, passive: true };
	const fire = ( ov.fire = () => {
		if ( ! signal.aborted ) {
			controller.abort();
			open( ov, null, 'auto' );
		}
	} );
	const { delay, scroll, event } = ov.s;
	for ( const trigger of [ ov.s.trigger, ...ov.s.more.split( ',' ) ] ) {
		if ( trigger === 'time' ) {
			setTimeout( fire, delay );
		} else if ( trigger === 'custom' && event ) {
			on( doc, event, fire, options );
		} else if ( trigger === 'scroll' ) {
			on(
				window,
				'scroll',
				() =>
					scrollPercent( scrollY, root.scrollHeight, innerHeight ) >=
						scroll && fire(),
				options
			);
		} else if ( trigger === 'exit-intent' ) {
			on(
				doc,
				'mouseout',
				( e: MouseEvent ) =>
					! e.relatedTarget && e.clientY <= 0 && fire(),
				options
			);
			if ( matchMedia( '(hover: none)' ).matches ) {
				let lastY = scrollY;
				let lastT = performance.now();
				on(
					window,
					'scroll',
					() => {
						const now = performance.now();
						if ( isFastScrollUp( lastY, lastT, scrollY, now ) ) {
							fire();
						}
						lastY = scrollY;
						lastT = now;
					},
					options
				);
			}
		}
	}
}

function onClick( e: MouseEvent ) {
	const target = e.target as Element;
	const closer = target.closest( CLOSER );
	if ( closer ) {
		e.preventDefault();
		close(
			overlays.get( closer.closest( '.gb-overlay' )?.id as string ),
			closer.matches( '.gb-overlay__close' ) ? 'button' : 'trigger'
		);
		return;
	}
	const backdrop = target.closest( '.gb-overlay__backdrop' );
	if ( backdrop ) {
		const ov = overlays.get( backdrop.parentElement?.id as string );
		if ( ov?.s.outside ) {
			close( ov, 'outside' );
		}
		return;
	}
	const trigger = target.closest< HTMLElement >( TRIGGER );
	const ov = overlays.get( trigger?.dataset.gbOverlay as string );
	if ( ! trigger || ! ov ) {
		return;
	}
	// A mouse click on a hover-only link follows the link; touch and keyboard toggle the panel.
	if (
		ov.s.trigger === 'hover' &&
		pointerType === 'mouse' &&
		e.detail > 0 &&
		trigger.matches( 'a[href]' )
	) {
		return;
	}
	e.preventDefault();
	if ( ! ov.open ) {
		open( ov, trigger, 'click' );
	} else if ( ov.source === 'hover' && pointerType === 'mouse' ) {
		// Clicking a panel the pointer opened keeps it open instead of toggling it away.
		ov.source = 'click';
	} else {
		close( ov, 'trigger' );
	}
}

function setUpTrigger( trigger: HTMLElement ) {
	const ov = overlays.get( trigger.dataset.gbOverlay as string );
	if ( ! ov || ready.has( trigger ) ) {
		return;
	}
	ready.add( trigger );
	if ( ! trigger.matches( FOCUSABLE ) ) {
		trigger.tabIndex = 0;
		trigger.setAttribute( 'role', 'button' );
	}
	if ( ov.modal ) {
		trigger.setAttribute( 'aria-haspopup', 'dialog' );
	}
	trigger.setAttribute( 'aria-controls', ov.id );
	setExpanded( ov );
	if ( opensOnHover( ov.s ) ) {
		on( trigger, 'pointerenter', ( e: PointerEvent ) => {
			// Off on touch screens, also for the mouse events some of them emulate.
			if (
				e.pointerType === 'mouse' &&
				! matchMedia( '(hover: none)' ).matches
			) {
				open( ov, trigger, 'hover' );
			}
		} );
	}
}

/**
 * Binds the overlays the server printed and the triggers of bound overlays that are not set up yet. Runs
 * at start and on gbConditionsDecided: content a visitor condition decides in the browser (an overlay,
 * or a block holding a trigger) arrives after load. A trigger whose overlay never arrives stays inert.
 */
function bind() {
	// Only what the server printed: never an element someone put in the page's content.
	eachPrintedOverlay( ( el ) => {
		if ( overlays.get( el.id )?.el === el ) {
			return;
		}
		const s = parseSettings( el.dataset );
		const ov: Overlay = {
			el,
			id: el.id,
			s,
			modal: s.type === 'standard' && el instanceof HTMLDialogElement,
			open: false,
		};
		overlays.set( el.id, ov );
		if ( ov.modal ) {
			// Escape: closed with its animation, or kept open when the setting says so.
			on( el, 'cancel', ( e: Event ) => {
				e.preventDefault();
				if ( s.esc ) {
					close( ov, 'escape' );
				}
			} );
			// Closed without the runtime (a form with method="dialog", a script, a second Escape the
			// browser does not let a page refuse): the same close path, so the state, aria-expanded,
			// events and focus stay in step. The event of the runtime's own close() arrives a task
			// later: by then the dialog may have been opened again, and is left open. Its reason is
			// 'escape': the browser's own close, which cannot be told from a second Escape here.
			on(
				el,
				'close',
				() => ( el as HTMLDialogElement ).open || close( ov, 'escape' )
			);
		}
		watchAutomatic( ov );
	} );
	doc.querySelectorAll< HTMLElement >( TRIGGER ).forEach( setUpTrigger );
}

export function init(): void {
	bind();
	on( doc, 'gbConditionsDecided', bind );
	on( doc, 'gbOverlayFire', ( e: CustomEvent ) =>
		overlays.get( e.detail )?.fire?.()
	);
	on( doc, 'click', onClick );
	on(
		doc,
		'pointerdown',
		( e: PointerEvent ) => {
			pointerType = e.pointerType;
			openPanels().forEach(
				( ov ) =>
					ov.s.outside &&
					! isInside( ov, e.target ) &&
					close( ov, 'outside', false )
			);
		},
		{ capture: true }
	);
	on( doc, 'pointermove', ( e: PointerEvent ) => {
		openPanels().forEach( ( ov ) => {
			if (
				ov.source === 'hover' &&
				e.pointerType === 'mouse' &&
				! inHoverZone(
					e.clientX,
					e.clientY,
					[ ov.el, ...triggersOf( ov ) ].map( ( el ) =>
						el.getBoundingClientRect()
					),
					ov.s.buffer
				)
			) {
				close( ov, 'outside', false );
			}
		} );
	} );
	on( doc, 'focusin', ( e: FocusEvent ) =>
		openPanels().forEach(
			( ov ) =>
				! isInside( ov, e.target ) && close( ov, 'outside', false )
		)
	);
	on( doc, 'keydown', ( e: KeyboardEvent ) => {
		// A close element or a set-up trigger that is not a native button (the server gives a close
		// element role="button" and tabindex, setUpTrigger a trigger) answers Enter and Space as a button
		// does, also a link (where Space would scroll the page).
		const button = ( e.target as Element ).closest?.< HTMLElement >(
			CLOSER + ',' + TRIGGER
		);
		if (
			( e.key === 'Enter' || e.key === ' ' ) &&
			button &&
			( ready.has( button ) || button.matches( CLOSER ) ) &&
			! button.matches( 'button,input,select,textarea' )
		) {
			e.preventDefault();
			button.click();
			return;
		}
		const ov = openPanels().pop();
		if ( e.key === 'Escape' && ov?.s.esc ) {
			close( ov, 'escape' );
		}
		if ( e.key === 'Tab' && ov ) {
			// The disclosure pattern's tab order: a panel is printed at the end of <body>, not after its
			// trigger, so its elements take their place right after the trigger: Tab from the trigger
			// enters the panel, Shift+Tab from its first element goes back to the trigger, Tab from its
			// last element goes on to what follows the trigger (focus leaving closes the panel).
			const el = ov.el;
			const at = doc.activeElement as HTMLElement;
			const order = focusables( doc ).filter(
				( item ) => ! el.contains( item )
			);
			order.splice(
				order.indexOf( ov.trigger as HTMLElement ) + 1,
				0,
				...focusables( el )
			);
			const to = order[ order.indexOf( at ) + ( e.shiftKey ? -1 : 1 ) ];
			if ( to && isInside( ov, at ) ) {
				e.preventDefault();
				to.focus();
			}
		}
	} );
	let frame = 0;
	const reposition = () => {
		cancelAnimationFrame( frame );
		frame = requestAnimationFrame( () => openPanels().forEach( place ) );
	};
	for ( const type of [ 'scroll', 'resize' ] ) {
		on( window, type, reposition, { passive: true } );
	}
	// Leaving the page (a link inside an overlay, or anything else) while an overlay is open: its close is
	// told now, as nothing runs after pagehide (a script that counts it sends what it has on this close,
	// whichever pagehide listener runs first).
	on( window, 'pagehide', () =>
		overlays.forEach(
			( ov ) => ov.open && emit( 'gbOverlayClosed', ov, 'navigation' )
		)
	);
}
