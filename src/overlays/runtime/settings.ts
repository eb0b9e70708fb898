/**
 * The settings an overlay element carries in its data-gb-overlay-* attributes (printed by
 * includes/Overlays/Markup.php), read into typed values with the defaults of DESIGN §4.
 */
import type { Placement } from './placement';

export type OverlayType = 'standard' | 'anchored' | 'mega-menu';
export type TriggerType =
	'click' | 'hover' | 'both' | 'exit-intent' | 'scroll' | 'time' | 'custom';

export interface OverlaySettings {
	type: OverlayType;
	trigger: TriggerType;
	placement: Placement;
	/** Selector of the trigger's ancestor the panel is placed against. */
	parent: string;
	full: boolean;
	/** Hover buffer in px. */
	buffer: number;
	animIn: string;
	animOut: string;
	/** Animation duration in ms. */
	duration: number;
	esc: boolean;
	outside: boolean;
	lock: boolean;
	/** Scroll percentage of a scroll trigger. */
	scroll: number;
	/** Delay in ms of a time trigger. */
	delay: number;
	/** Event name of a custom trigger. */
	event: string;
	/** Hours an automatic overlay stays suppressed after it was closed. */
	cookie: number;
}

type Data = Record< string, string | undefined >;

const TYPES: OverlayType[] = [ 'standard', 'anchored', 'mega-menu' ];
const TRIGGERS: TriggerType[] = [
	'click',
	'hover',
	'both',
	'exit-intent',
	'scroll',
	'time',
	'custom',
];
const PLACEMENTS: Placement[] = [
	'bottom-start',
	'bottom',
	'bottom-end',
	'top-start',
	'top',
	'top-end',
	'left',
	'right',
];

function oneOf< T extends string >( value: string | undefined, list: T[] ): T {
	return list.includes( value as T ) ? ( value as T ) : list[ 0 ];
}

function num( value: string | undefined, fallback: number ): number {
	const parsed = Number( value );
	return value === undefined || value === '' || ! isFinite( parsed )
		? fallback
		: Math.max( 0, parsed );
}

/**
 * Reads the settings of an overlay element's dataset.
 *
 * @param data The element's dataset.
 */
export function parseSettings( data: Data ): OverlaySettings {
	return {
		type: oneOf( data.gbOverlayType, TYPES ),
		trigger: oneOf( data.gbOverlayTrigger, TRIGGERS ),
		placement: oneOf( data.gbOverlayPlacement, PLACEMENTS ),
		parent: data.gbOverlayParent ?? '',
		full: data.gbOverlayWidth === 'full',
		buffer: num( data.gbOverlayBuffer, 20 ),
		animIn: data.gbOverlayIn ?? 'fade',
		animOut: data.gbOverlayOut ?? 'fade',
		duration: num( data.gbOverlayDuration, 300 ),
		esc: data.gbOverlayEsc !== '0',
		outside: data.gbOverlayOutside !== '0',
		lock: data.gbOverlayLock === '1',
		scroll: Math.min( 100, num( data.gbOverlayScroll, 50 ) ),
		delay: num( data.gbOverlayDelay, 5000 ),
		event: data.gbOverlayEvent ?? '',
		cookie: num( data.gbOverlayCookie, 0 ),
	};
}

/**
 * Whether the overlay opens by itself (exit intent, scroll, time, custom event): standard overlays only.
 *
 * @param settings Overlay settings.
 */
export function isAutomatic( settings: OverlaySettings ): boolean {
	return (
		settings.type === 'standard' &&
		! [ 'click', 'hover', 'both' ].includes( settings.trigger )
	);
}

/**
 * Whether hovering a trigger opens the overlay: hover and both, on non-modal panels.
 *
 * @param settings Overlay settings.
 */
export function opensOnHover( settings: OverlaySettings ): boolean {
	return (
		settings.type !== 'standard' &&
		( settings.trigger === 'hover' || settings.trigger === 'both' )
	);
}

/**
 * The name of the cookie that suppresses an automatic overlay after it was closed.
 *
 * @param elementId Overlay element id, gb-overlay-{id}.
 */
export function cookieName( elementId: string ): string {
	return 'gb_overlay_closed_' + elementId.replace( /\D/g, '' );
}

/**
 * Whether a cookie string holds the named cookie.
 *
 * @param cookies document.cookie.
 * @param name    Cookie name.
 */
export function hasCookie( cookies: string, name: string ): boolean {
	return cookies
		.split( /;\s*/ )
		.some( ( pair ) => pair.split( '=' )[ 0 ] === name );
}

/**
 * The cookie to set when an automatic overlay is closed, or null when it is not suppressed (0 hours).
 *
 * @param name  Cookie name.
 * @param hours Suppression in hours.
 */
export function closedCookie( name: string, hours: number ): string | null {
	return hours > 0
		? `${ name }=1; max-age=${ Math.round(
				hours * 3600
			) }; path=/; SameSite=Lax`
		: null;
}

/**
 * How far down the page the visitor has scrolled, 0-100.
 *
 * @param scrollY        Current scroll offset.
 * @param scrollHeight   Document height.
 * @param viewportHeight Viewport height.
 */
export function scrollPercent(
	scrollY: number,
	scrollHeight: number,
	viewportHeight: number
): number {
	const scrollable = scrollHeight - viewportHeight;
	return scrollable <= 0
		? 100
		: Math.min( 100, Math.max( 0, ( scrollY / scrollable ) * 100 ) );
}

/**
 * The exit-intent signal of touch devices, which have no pointer leaving the window: a fast scroll
 * back up (at least 1 px/ms over at least 60 px) once the visitor has scrolled some way down.
 *
 * @param fromY Previous scroll offset.
 * @param fromT Time of the previous offset (ms).
 * @param toY   Current scroll offset.
 * @param toT   Current time (ms).
 */
export function isFastScrollUp(
	fromY: number,
	fromT: number,
	toY: number,
	toT: number
): boolean {
	const distance = fromY - toY;
	return (
		fromY > 200 &&
		distance >= 60 &&
		distance / Math.max( 1, toT - fromT ) >= 1
	);
}
