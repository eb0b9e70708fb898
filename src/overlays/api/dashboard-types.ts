/**
 * Types of the Overlay Panels dashboard's routes (SPEC §7), in the shapes components read.
 */

/**
 * Internal dependencies
 */
import type { OverlaySummary, OverlayWire } from '../types';

/** Post statuses the dashboard lists (SPEC §3). */
export type OverlayStatus =
	'publish' | 'draft' | 'pending' | 'private' | 'future';

/** Every status: the dashboard's `status` parameter (SPEC §7). */
export const ANY_STATUS = 'publish,draft,pending,private,future';

/** One overlay of the dashboard's list. */
export interface DashboardOverlay extends OverlaySummary {
	date: string;
	modified: string;
	/** The overlay in the block editor. */
	admin_edit_url: string;
}

/** One page of GET /wp/v2/gblocks_overlay, with X-WP-Total and X-WP-TotalPages. */
export interface OverlayPage {
	overlays: DashboardOverlay[];
	total: number;
	pages: number;
}

/** An overlay of /wp/v2/gblocks_overlay as the server sends it. */
export interface DashboardOverlayWire extends OverlayWire {
	date?: string;
	modified?: string;
	admin_edit_url?: string;
}

/** GET /wp/v2/gblocks_overlay/{id}?context=edit: what a duplicate copies. */
export interface OverlayForDuplication {
	title: string;
	content: string;
	meta: Record< string, unknown >;
	gblocks_overlay_cat: number[];
}

/** The body of POST /wp/v2/gblocks_overlay (duplicate). */
export interface OverlayCreatePayload {
	title: string;
	content: string;
	status: OverlayStatus;
	meta: Record< string, unknown >;
	gblocks_overlay_cat: number[];
}

/** A category of GET /wp/v2/overlay-categories (names of the Category column). */
export interface OverlayCategory {
	id: number;
	name: string;
}

/** A category of the category manager (overlays/v1/manage_category), the virtual one included. */
export interface ManagedOverlayCategory {
	id: number | 'uncategorized';
	name: string;
	slug: string;
	count: number;
}

/** A condition's title for the Display Condition column; null when the id names no condition. */
export interface ConditionTitle {
	id: number;
	title: string;
	status: string;
}
