/**
 * Overlay types shared by the editor code.
 */
export type OverlayType = 'standard' | 'anchored' | 'mega-menu';

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

/** The overlay's settings as post meta (DESIGN §4). */
export interface OverlayMeta {
	_gb_overlay_type: OverlayType;
	_gb_overlay_trigger_type: string;
	_gb_overlay_display_condition: string;
	_gb_overlay_display_condition_invert: boolean;
	_gb_overlay_position: string;
	_gb_overlay_placement: string;
	_gb_overlay_position_to_parent: string;
	_gb_overlay_width_mode: string;
	_gb_overlay_backdrop: boolean;
	_gb_overlay_backdrop_color: string;
	_gb_overlay_backdrop_blur: number;
	_gb_overlay_animation_in: string;
	_gb_overlay_animation_out: string;
	_gb_overlay_animation_duration: number;
	_gb_overlay_scroll_percent: number;
	_gb_overlay_time_delay: number;
	_gb_overlay_cookie_duration: number;
	_gb_overlay_custom_event: string;
	_gb_overlay_close_on_esc: boolean;
	_gb_overlay_close_on_click_outside: boolean;
	_gb_overlay_disable_page_scroll: boolean;
	_gb_overlay_hover_buffer: number;
	_gb_overlay_show_close_button: boolean;
}
