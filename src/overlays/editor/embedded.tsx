/**
 * The overlay editor's embedded mode (DESIGN §15): when it runs in the Overlay Panels modal's frame
 * (gb_embedded_overlay=1), it tells the modal, through the shared message bus (named origin):
 * - gb_unsaved_changes { hasChanges } each time core/editor's isEditedPostDirty changes (the shared
 *   unsaved-changes guard, which also warns before the frame is navigated away with unsaved changes);
 * - gb_overlay_saved { id } after each save the user made (not an autosave) that succeeded, then
 *   gb_invalidate_conditions, so that every condition picker of the host refreshes (SPEC 4).
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { editorStore } from '../../editor/stores';
import { postToParent } from '../../shared/messages';
import { withQueryParams } from '../../shared/hooks/use-query-params';
import { useUnsavedChanges } from '../../shared/hooks/use-unsaved-changes';

/** The query flags of the embedded editor (includes/Overlays/Editor.php). */
export const EMBEDDED_FLAGS = {
	gb_overlay_context: '1',
	gb_embedded_overlay: '1',
} as const;

export interface SaveState {
	isSaving: boolean;
	isAutosaving: boolean;
	didSucceed: boolean;
}

/**
 * Follows the editor's save state and says when a save the user made has just succeeded.
 *
 * @return A function fed with each save state; it returns true once per successful manual save.
 */
export function saveTracker(): ( state: SaveState ) => boolean {
	let manualSaveRunning = false;
	return ( { isSaving, isAutosaving, didSucceed } ) => {
		if ( isSaving ) {
			if ( ! isAutosaving ) {
				manualSaveRunning = true;
			}
			return false;
		}
		if ( ! manualSaveRunning ) {
			return false;
		}
		manualSaveRunning = false;
		return didSucceed;
	};
}

/**
 * Puts the embedded flags back into the frame's address when the editor replaced it (after the first
 * save of a new overlay it becomes post.php?post=ID&action=edit), so that a reload stays embedded.
 */
function keepFlagsInAddress(): void {
	const params = new URLSearchParams( window.location.search );
	if ( params.get( 'gb_embedded_overlay' ) === '1' ) {
		return;
	}
	window.history.replaceState(
		window.history.state,
		'',
		window.location.pathname +
			withQueryParams( window.location.search, EMBEDDED_FLAGS ) +
			window.location.hash
	);
}

export function EmbeddedOverlayReporter() {
	const { isDirty, postId, isSaving, isAutosaving, didSucceed } = useSelect(
		( select ) => {
			// By store name (the editor's store is always registered where this runs, and the
			// name keeps @wordpress/editor out of this module).
			const editor = select( editorStore );
			return {
				isDirty: editor.isEditedPostDirty(),
				postId: Number( editor.getCurrentPostId() ),
				isSaving: editor.isSavingPost(),
				isAutosaving: editor.isAutosavingPost(),
				didSucceed: editor.didPostSaveRequestSucceed(),
			};
		},
		[]
	);

	useUnsavedChanges( isDirty );

	const track = useRef( saveTracker() );
	useEffect( () => {
		if ( ! track.current( { isSaving, isAutosaving, didSucceed } ) ) {
			return undefined;
		}
		postToParent(
			Number.isInteger( postId ) && postId > 0
				? { type: 'gb_overlay_saved', id: postId }
				: { type: 'gb_overlay_saved' }
		);
		postToParent( { type: 'gb_invalidate_conditions' } );
		// After the editor's own address update of this save.
		window.setTimeout( keepFlagsInAddress, 0 );
		return undefined;
	}, [ isSaving, isAutosaving, didSucceed, postId ] );

	return null;
}
