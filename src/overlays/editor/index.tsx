/**
 * The overlay features of the block editor, on the editor shell: the "Overlay Settings" panel of the
 * gblocks_overlay editor, the mega-menu control of navigation items (its gbOverlay attribute comes
 * from src/blocks/attributes.json through the shell), the 'overlays' dashboard (the Overlay Panels
 * modal: openDashboard( 'overlays', { editId, overlayType, onSaved } )) with the sidebar section that
 * opens it, and, in the modal's frame, the reporter of the embedded overlay editor.
 */

/**
 * External dependencies
 */
import { QueryClientProvider } from '@tanstack/react-query';

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { registerPlugin } from '@wordpress/plugins';

/**
 * Internal dependencies
 */
import {
	editorQueryClient,
	editorValue,
	openDashboard,
	registerDashboard,
	registerInspectorControl,
	registerSidebarSection,
} from '../../editor';
import { OverlaySettingsPanel } from '../components/overlay-settings-panel';
import { OverlaysModal } from '../components/overlays-modal';
import { overlayEditorData } from './data';
import type { OverlayEditorData } from './data';
import { EmbeddedOverlayReporter } from './embedded';
import { megaMenuInspectorControl } from './mega-menu';

/** The dashboard name of the Overlay Panels modal (openDashboard( OVERLAYS_DASHBOARD, options )). */
export const OVERLAYS_DASHBOARD = 'overlays';
export const MANAGE_OVERLAYS = 'manage_gblocks_overlays';

export function OverlaysSidebarSection() {
	return (
		<>
			<p>
				{ __(
					'Modals, dropdowns and mega menus opened by any block.',
					'gblocks-pro'
				) }
			</p>
			<Button
				__next40pxDefaultSize
				variant="secondary"
				onClick={ () => openDashboard( OVERLAYS_DASHBOARD ) }
			>
				{ __( 'Manage Overlay Panels', 'gblocks-pro' ) }
			</Button>
		</>
	);
}

export { overlayEditorData } from './data';
export type { OverlayEditorData } from './data';
export { MegaMenuInspectorControl } from './mega-menu';

/**
 * Registers the overlay controls and the Overlay Panels dashboard; the settings panel only in the
 * overlay editor; the sidebar section everywhere except in the modal's own frame (no modal in the
 * modal); the embedded reporter only in that frame.
 *
 * @param data The overlay editor data (read from the editor data by default).
 */
export function registerOverlaysEditor(
	data: OverlayEditorData = overlayEditorData( editorValue( 'overlay' ) )
): void {
	registerInspectorControl( megaMenuInspectorControl );
	registerDashboard( { name: OVERLAYS_DASHBOARD, Component: OverlaysModal } );
	if ( ! data.isEmbedded ) {
		registerSidebarSection( {
			name: 'overlays',
			title: __( 'Overlay Panels', 'gblocks-pro' ),
			order: 10,
			capability: MANAGE_OVERLAYS,
			Component: OverlaysSidebarSection,
		} );
	}
	if ( data.isEmbedded ) {
		registerPlugin( 'gblocks-pro-embedded-overlay', {
			render: EmbeddedOverlayReporter,
		} );
	}
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
