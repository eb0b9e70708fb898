/**
 * The overlay pickers' data (the Overlay Panel Trigger select), in the one shape components read.
 */

/** An overlay as the pickers see it. */
export interface PickerOverlay {
	id: number;
	/** Plain text, '' when untitled. */
	title: string;
	/** publish, draft, pending, private or future. */
	status: string;
	/** trigger_info.is_interactive: opened by click, hover or both. */
	isInteractive: boolean;
	/** gblocks_overlay_cat ids (empty for users who may not manage overlays: the field is not sent). */
	categories: number[];
	/** standard, anchored or mega-menu. */
	type: string;
	/** The display condition's id, '' for everywhere (absent when not known). */
	displayCondition?: string;
	/** Whether the overlay shows when its condition does not pass. */
	displayConditionInvert?: boolean;
}

/** An overlay category (id and name). */
export interface PickerOverlayCategory {
	id: number;
	name: string;
}

/** One overlay as GET /wp/v2/gblocks_overlay sends it with the picker's _fields. */
export interface PickerOverlayWire {
	id: number | string;
	title?: string | { rendered?: string; raw?: string };
	status?: string;
	trigger_info?: { trigger_type?: string; is_interactive?: boolean };
	gblocks_overlay_cat?: unknown;
	overlay_type?: string;
	display_condition?: unknown;
	display_condition_invert?: unknown;
}
