/**
 * Overlay types shared by the editor code.
 */

/**
 * Internal dependencies
 */
import type { OverlaySettingValues } from './settings.generated';

export type OverlayType = OverlaySettingValues[ 'type' ];

export interface TriggerInfo {
	trigger_type: string;
	is_interactive: boolean;
}

/** An overlay as the pickers see it, whichever shape the list route answered in. */
export interface OverlaySummary {
	id: number;
	/** Plain text. */
	title: string;
	status: string;
	overlay_type: OverlayType;
	trigger_info: TriggerInfo;
	/** Category ids (gblocks_overlay_cat). */
	gblocks_overlay_cat: number[];
	/** Condition id or ''. */
	display_condition: string;
	display_condition_invert: boolean;
}

/** One overlay of GET overlays/v1/overlays, old (title a string) or new (title { rendered }). */
export interface OverlayWire {
	id: number;
	title: string | { rendered?: string; raw?: string };
	status?: string;
	overlay_type?: string;
	trigger_info?: Partial< TriggerInfo > | null;
	gblocks_overlay_cat?: number[];
	display_condition?: string | number | null;
	display_condition_invert?: boolean | string | number | null;
}

/** GET overlays/v1/overlays: `{ modals: [...] }` now, a bare list before. */
export type OverlayListWire = OverlayWire[] | { modals?: OverlayWire[] };

/** The overlay's settings as post meta (DESIGN §4), generated from src/overlays/settings.json. */
export type { OverlayMeta } from './settings.generated';
