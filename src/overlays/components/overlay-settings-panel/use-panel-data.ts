/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';

/**
 * Internal dependencies
 */
import { blockEditorStore } from '../../../editor';
import { useOverlayMeta } from '../../hooks/use-overlay-meta';

/**
 * The data of the Overlay Settings panel: the edited overlay's settings and their setter, its type and
 * trigger (with their defaults), the post's id and the editor's color palette.
 */
export function usePanelData() {
	const [ meta, set ] = useOverlayMeta();
	const { postId, palette } = useSelect(
		( select ) => ( {
			postId: select( editorStore ).getCurrentPostId() as number | null,
			// The editor's merged palette (theme, default and custom colors).
			palette: select( blockEditorStore ).getSettings().colors,
		} ),
		[]
	);
	const type = meta._gb_overlay_type ?? 'standard';
	return {
		meta,
		set,
		postId,
		palette,
		type,
		trigger: meta._gb_overlay_trigger_type ?? 'click',
		isStandard: type === 'standard',
	};
}
