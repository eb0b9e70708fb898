/**
 * The overlay features of the block editor: the "Overlay Settings" panel of the gblocks_overlay editor,
 * and the mega-menu attribute and control of navigation items.
 */
/**
 * External dependencies
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * WordPress dependencies
 */
import type { BlockConfiguration } from '@wordpress/blocks';
import { createHigherOrderComponent } from '@wordpress/compose';
import { addFilter } from '@wordpress/hooks';
import { registerPlugin } from '@wordpress/plugins';

/**
 * Internal dependencies
 */
import { useInvalidateConditionsOnMessage } from '../shared/hooks/use-conditions-sync';
import { createQueryClient } from '../shared/query';
import {
	MEGA_MENU_ATTRIBUTE,
	MEGA_MENU_BLOCKS,
	MegaMenuControl,
} from './components/mega-menu-control';
import { OverlaySettingsPanel } from './components/overlay-settings-panel';

interface EditorData {
	isOverlay?: boolean;
	conditionsUrl?: string;
}

interface BlockEditProps {
	name: string;
	isSelected: boolean;
	attributes: Record< string, unknown >;
	setAttributes: ( attributes: Record< string, unknown > ) => void;
}

/** One QueryClient for the bundle: its roots (panel, inspector controls) share the cache. */
const queryClient = createQueryClient();

/**
 * The settings panel, kept in sync with conditions saved in other frames or windows (the Conditions
 * screen posts gb_invalidate_conditions).
 *
 * @param props               Props.
 * @param props.conditionsUrl Address of the Conditions admin page.
 */
function OverlaySettingsRoot( { conditionsUrl }: { conditionsUrl: string } ) {
	useInvalidateConditionsOnMessage();
	return <OverlaySettingsPanel conditionsUrl={ conditionsUrl } />;
}

/**
 * Adds the gbOverlay attribute to navigation items (also registered on the server).
 *
 * @param settings Block settings.
 * @param name     Block name.
 */
export function addMegaMenuAttribute(
	settings: BlockConfiguration,
	name: string
): BlockConfiguration {
	if ( ! MEGA_MENU_BLOCKS.includes( name ) ) {
		return settings;
	}
	return {
		...settings,
		attributes: {
			...settings.attributes,
			[ MEGA_MENU_ATTRIBUTE ]: { type: 'number' },
		},
	};
}

const withMegaMenuControl = createHigherOrderComponent(
	( BlockEdit: ComponentType< BlockEditProps > ) =>
		function MegaMenuEdit( props: BlockEditProps ) {
			if (
				! MEGA_MENU_BLOCKS.includes( props.name ) ||
				! props.isSelected
			) {
				return <BlockEdit { ...props } />;
			}
			const value = props.attributes[ MEGA_MENU_ATTRIBUTE ];
			return (
				<>
					<BlockEdit { ...props } />
					<QueryClientProvider client={ queryClient }>
						<MegaMenuControl
							value={
								typeof value === 'number' ? value : undefined
							}
							onChange={ ( next ) =>
								props.setAttributes( {
									[ MEGA_MENU_ATTRIBUTE ]: next,
								} )
							}
						/>
					</QueryClientProvider>
				</>
			);
		},
	'withMegaMenuControl'
);

/**
 * Registers everything; the settings panel only in the overlay editor.
 *
 * @param data Data printed by includes/Overlays/Editor.php.
 */
export function registerOverlayEditor( data: EditorData ): void {
	addFilter(
		'blocks.registerBlockType',
		'gblocks-pro/mega-menu-attribute',
		addMegaMenuAttribute
	);
	addFilter(
		'editor.BlockEdit',
		'gblocks-pro/mega-menu-control',
		withMegaMenuControl
	);
	if ( data.isOverlay ) {
		registerPlugin( 'gblocks-pro-overlay-settings', {
			render: () => (
				<QueryClientProvider client={ queryClient }>
					<OverlaySettingsRoot
						conditionsUrl={ data.conditionsUrl ?? '' }
					/>
				</QueryClientProvider>
			),
		} );
	}
}
