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
import type { BlockControlProps } from '../../editor';
import {
	MEGA_MENU_ATTRIBUTE,
	MEGA_MENU_BLOCKS,
	MegaMenuControl,
} from '../components/mega-menu-control';
import { OverlaySettingsPanel } from '../components/overlay-settings-panel';

/** What includes/Overlays/Editor.php adds to the editor data under 'overlay'. */
export interface OverlayEditorData {
	isOverlay: boolean;
	conditionsUrl: string;
}

/**
 * The overlay part of the editor data, with defaults.
 *
 * @param value editorValue( 'overlay' ).
 */
export function overlayEditorData( value: unknown ): OverlayEditorData {
	const data =
		typeof value === 'object' && value !== null
			? ( value as Record< string, unknown > )
			: {};
	return {
		isOverlay: data.isOverlay === true,
		conditionsUrl:
			typeof data.conditionsUrl === 'string' ? data.conditionsUrl : '',
	};
}

/**
 * The mega-menu control of a selected navigation item.
 *
 * @param props               Block props.
 * @param props.attributes
 * @param props.setAttributes
 */
export function MegaMenuInspectorControl( {
	attributes,
	setAttributes,
}: BlockControlProps ) {
	const value = attributes[ MEGA_MENU_ATTRIBUTE ];
	return (
		<MegaMenuControl
			value={ typeof value === 'number' ? value : undefined }
			onChange={ ( next ) =>
				setAttributes( { [ MEGA_MENU_ATTRIBUTE ]: next } )
			}
		/>
	);
}

/**
 * Registers the overlay controls; the settings panel only in the overlay editor.
 *
 * @param data The overlay editor data (read from the editor data by default).
 */
export function registerOverlaysEditor(
	data: OverlayEditorData = overlayEditorData( editorValue( 'overlay' ) )
): void {
	registerInspectorControl( {
		name: 'overlays/mega-menu',
		group: 'default',
		order: 20,
		isAvailable: ( blockName ) => MEGA_MENU_BLOCKS.includes( blockName ),
		Component: MegaMenuInspectorControl,
	} );
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
