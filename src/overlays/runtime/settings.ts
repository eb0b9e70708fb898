/**
 * The settings an overlay element carries in its data-gb-overlay-* attributes, read into typed values.
 * Names, types, defaults, enums and ranges come from the one settings definition (../settings.json) that
 * includes/Overlays/Meta.php and Markup.php read too.
 */
import definition from '../settings.json';
import type {
	OverlayRuntimeSettings,
	OverlaySettingValues,
} from '../settings.generated';

export type OverlayType = OverlaySettingValues[ 'type' ];
export type TriggerType = OverlaySettingValues[ 'trigger_type' ];

/** Keyed by each setting's "property" in settings.json (generated from it). */
export type OverlaySettings = OverlayRuntimeSettings;

type Data = Record< string, string | undefined >;

interface Setting {
	type?: string;
	default: string | number | boolean;
	enum?: string[];
	minimum?: number;
	maximum?: number;
	attribute?: string;
	property?: string;
	/** false: only the stylesheet reads the attribute. */
	runtime?: boolean;
}

/**
 * One attribute's value: '1'/'0' flags, numbers clamped to the setting's range, enum members; the
 * setting's default when the attribute is missing or invalid. The kind of value is told by the type of
 * the default (a boolean, an integer or a string, as settings.json's type says: the build's loader,
 * bin/support/runtime-settings-loader.js, checks that they agree and leaves `type` out of the bundle).
 *
 * @param setting The setting's definition.
 * @param raw     The attribute's value.
 */
function read( setting: Setting, raw: string | undefined ) {
	const fallback = setting.default;
	if ( raw === undefined ) {
		return fallback;
	}
	if ( typeof fallback === 'boolean' ) {
		return raw === '' ? fallback : raw === '1';
	}
	if ( typeof fallback === 'number' ) {
		const parsed = Math.round( Number( raw ) );
		return raw === '' || ! isFinite( parsed )
			? fallback
			: Math.min(
					setting.maximum ?? parsed,
					Math.max( setting.minimum ?? parsed, parsed )
				);
	}
	return setting.enum && ! setting.enum.includes( raw ) ? fallback : raw;
}

/**
 * Reads the settings of an overlay element's dataset.
 *
 * @param data The element's dataset.
 */
export function parseSettings( data: Data ): OverlaySettings {
	const settings: Record< string, unknown > = {};
	for ( const setting of Object.values( definition.settings ) as Setting[] ) {
		const { attribute } = setting;
		if ( attribute && setting.runtime !== false ) {
			settings[ setting.property ?? attribute ] = read(
				setting,
				data[
					'gbOverlay' +
						attribute[ 0 ].toUpperCase() +
						attribute.slice( 1 )
				]
			);
		}
	}
	return settings as unknown as OverlaySettings;
}

/**
 * Whether the overlay opens by itself (exit intent, scroll, time, custom event): standard overlays only.
 *
 * @param settings Overlay settings.
 */
export function isAutomatic( settings: OverlaySettings ): boolean {
	return (
		settings.type === 'standard' &&
		! definition.interactiveTriggers.includes( settings.trigger )
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
