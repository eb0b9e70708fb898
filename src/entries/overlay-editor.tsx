/**
 * The overlay bundle of the block editor (enqueued by includes/Overlays/Editor.php).
 */
import { registerOverlayEditor } from '../overlays/editor';

declare global {
	interface Window {
		gblocksPro?: {
			overlayEditor?: { isOverlay?: boolean; conditionsUrl?: string };
		};
	}
}

registerOverlayEditor( window.gblocksPro?.overlayEditor ?? {} );
