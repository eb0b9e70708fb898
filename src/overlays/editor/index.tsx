/**
 * The overlay features of the block editor, on the editor shell: the "Overlay Settings" panel of the
 * gblocks_overlay editor, and the mega-menu control of navigation items (its gbOverlay attribute comes
 * from src/blocks/attributes.json through the shell).
 */

/**
 * External dependencies
 */
import { QueryClientProvider } from '@tanstack/react-query';

/**
 * WordPress dependencies
 */
import { registerPlugin } from '@wordpress/plugins';

/**
 * Internal dependencies
 */
import {
	editorQueryClient,
	editorValue,
	registerInspectorControl,
} from '../../editor';
import { OverlaySettingsPanel } from '../components/overlay-settings-panel';
import { overlayEditorData } from './data';
import type { OverlayEditorData } from './data';
import { megaMenuInspectorControl } from './mega-menu';

export { overlayEditorData } from './data';
export type { OverlayEditorData } from './data';
export { MegaMenuInspectorControl } from './mega-menu';

/**
 * Registers the overlay controls; the settings panel only in the overlay editor.
 *
 * @param data The overlay editor data (read from the editor data by default).
 */
export function registerOverlaysEditor(
	data: OverlayEditorData = overlayEditorData( editorValue( 'overlay' ) )
): void {
	registerInspectorControl( megaMenuInspectorControl );
	if ( data.isOverlay ) {
		registerPlugin( 'gblocks-pro-overlay-settings', {
			render: () => (
				<QueryClientProvider client={ editorQueryClient }>
					<OverlaySettingsPanel
						conditionsUrl={ data.conditionsUrl }
					/>
				</QueryClientProvider>
			),
		} );
	}
}
