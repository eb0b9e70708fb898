/**
 * The overlay features of the block editor, on the editor shell: the "Overlay Settings" panel of the
 * gblocks_overlay editor, the mega-menu control of navigation items (its gbOverlay attribute comes
 * from src/blocks/attributes.json through the shell), the 'overlays' dashboard (the Overlay Panels
 * modal: openDashboard( 'overlays', { editId, overlayType, onSaved } )) with the sidebar section that
 * opens it, and, in the modal's frame, the reporter of the embedded overlay editor.
 */

/**
 * Internal dependencies
 */
import {
	CAPABILITIES,
	can,
	editorValue,
	openDashboard,
	registerInspectorControl,
	registerRootEffect,
} from '../../editor';
import { OverlaySettingsPanel } from '../components/overlay-settings-panel';
import { registerOverlaysDashboard } from './dashboard';
import { overlayEditorData } from './data';
import type { OverlayEditorData } from './data';
import { megaMenuInspectorControl } from './mega-menu';

export {
	MANAGE_OVERLAYS,
	OVERLAYS_DASHBOARD,
	OverlaysSidebarSection,
} from './dashboard';

/**
 * Registers the overlay controls and the Overlay Panels dashboard (./dashboard.tsx); the settings
 * panel only in the overlay editor.
 *
 * @param data The overlay editor data (read from the editor data by default).
 */
export function registerOverlaysEditor(
	data: OverlayEditorData = overlayEditorData( editorValue( 'overlay' ) )
): void {
	registerInspectorControl( megaMenuInspectorControl );
	registerOverlaysDashboard( data );
	if ( data.isOverlay ) {
		// A plugin of its own name: the panel's preference key is `{plugin}/{panel}`.
		registerRootEffect( {
			name: 'gblocks-pro-overlay-settings',
			ownPlugin: true,
			Component: () => (
				<OverlaySettingsPanel
					openConditions={
						can( CAPABILITIES.manageConditions )
							? ( options ) =>
									openDashboard( 'conditions', options )
							: undefined
					}
				/>
			),
		} );
	}
}
