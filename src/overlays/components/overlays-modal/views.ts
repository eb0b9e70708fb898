/**
 * The views of the Overlay Panels modal: the dashboard, and the editor of one overlay in a frame. Each
 * view opened gets a new key, so that one leaving and one entering can be shown side by side.
 */

/**
 * Internal dependencies
 */
import type { OverlayType } from '../../types';
import { overlayFrameUrl } from './urls';

export interface DashboardView {
	kind: 'dashboard';
	key: number;
}

export interface EditorView {
	kind: 'editor';
	key: number;
	/** The overlay's id; null for a new overlay until its first save. */
	id: number | null;
	/** The title the dashboard showed, until the overlay's own is loaded. */
	title: string;
	/** The frame's address, fixed when the view opens. */
	src: string;
}

export type View = DashboardView | EditorView;

export type Direction = 'forward' | 'back';

export type Leave = 'back' | 'close';

let viewKeys = 0;

/**
 * The editor view of an existing overlay, or of a new one of a type.
 *
 * @param target The overlay (id and title), or the type of the new one.
 */
export function editorView(
	target: { id: number; title: string } | { type: OverlayType }
): EditorView {
	viewKeys += 1;
	if ( 'id' in target ) {
		return {
			kind: 'editor',
			key: viewKeys,
			id: target.id,
			title: target.title,
			src: overlayFrameUrl( { id: target.id, type: 'standard' } ),
		};
	}
	return {
		kind: 'editor',
		key: viewKeys,
		id: null,
		title: '',
		src: overlayFrameUrl( { id: null, type: target.type } ),
	};
}

/** The dashboard view. */
export function dashboardView(): DashboardView {
	viewKeys += 1;
	return { kind: 'dashboard', key: viewKeys };
}
