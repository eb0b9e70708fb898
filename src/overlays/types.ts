/**
 * Overlay types shared by the editor code.
 */
export type OverlayType = 'standard' | 'anchored' | 'mega-menu';

export interface OverlaySummary {
	id: number;
	title: string;
	status: string;
	overlay_type: OverlayType;
	trigger_info: { trigger_type: string; is_interactive: boolean };
}

export interface ConditionSummary {
	id: number;
	title: string;
	status: string;
}

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
}
