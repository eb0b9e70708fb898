/**
 * The Overlay Panels dashboard on the editor shell: the 'overlays' dashboard (the full-screen modal,
 * openDashboard( 'overlays', { editId, overlayType, onSaved } )), the sidebar section 'Overlay Panels'
 * that opens it, and, inside the modal's own frame, the reporter of the embedded overlay editor.
 */

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	CAPABILITIES,
	openDashboard,
	registerDashboard,
	registerRootEffect,
	registerSidebarSection,
} from '../../editor';
import type { OverlayEditorData } from './data';
import { EmbeddedOverlayReporter } from './embedded';

/**
 * The Overlay Panels modal, loaded when it is first opened (its own chunk, build/editor-overlays.js).
 */
export const OverlaysModal = lazy( () =>
	import(
		/* webpackChunkName: "editor-overlays" */ '../components/overlays-modal'
	).then( ( module ) => ( { default: module.OverlaysModal } ) )
);

/** The dashboard name of the Overlay Panels modal (openDashboard( OVERLAYS_DASHBOARD, options )). */
export const OVERLAYS_DASHBOARD = 'overlays';
export const MANAGE_OVERLAYS = CAPABILITIES.manageOverlays;

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
 * Registers the dashboard; the sidebar section everywhere except in the modal's own frame (no modal in
 * the modal); the embedded reporter only in that frame.
 *
 * @param data The overlay editor data.
 */
export function registerOverlaysDashboard( data: OverlayEditorData ): void {
	registerDashboard( { name: OVERLAYS_DASHBOARD, Component: OverlaysModal } );
	if ( data.isEmbedded ) {
		registerRootEffect( {
			name: 'gblocks-pro-embedded-overlay',
			Component: EmbeddedOverlayReporter,
		} );
		return;
	}
	registerSidebarSection( {
		name: 'overlays',
		title: __( 'Overlay Panels', 'gblocks-pro' ),
		order: 10,
		capability: MANAGE_OVERLAYS,
		Component: OverlaysSidebarSection,
	} );
}
