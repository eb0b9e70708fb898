/**
 * The navigation feature's editor parts, on the editor shell (DESIGN §12): the "Mobile menu" panel
 * in the Navigation block's settings (menu and close icons, mobile breakpoint), the block's canvas
 * classes, and the canvas CSS that previews them. Its attributes (gbMenuIcon, gbCloseIcon) come from
 * src/blocks/attributes.json through the shell; the breakpoint lives in htmlAttributes.
 */

/**
 * Internal dependencies
 */
import { editorValue } from '../../editor/data';
import {
	registerBlockClassName,
	registerCanvasStyle,
	registerInspectorControl,
} from '../../editor/registry';
import type { BlockControlProps } from '../../editor/registry';
import { MenuTogglePanel } from '../components/menu-toggle-panel';
import { devicesFrom } from '../lib/breakpoint';
import { canvasClassNames } from '../lib/canvas';
import { iconSets } from '../lib/icons';
import { CLOSE_ICON_ATTRIBUTE, MENU_ICON_ATTRIBUTE } from '../types';
import type { Device, MenuToggleIconSet } from '../types';
import { NavigationCanvasStyles } from './canvas-styles';

export interface NavigationEditorData {
	sets: MenuToggleIconSet[];
	devices: Device[];
	blocks: string[];
}

/** The feature's editor data (window.gblocksPro.editor). */
export function navigationEditorData(): NavigationEditorData {
	const navigation = editorValue( 'navigation' ) as
		{ blocks?: unknown } | undefined;
	const blocks = Array.isArray( navigation?.blocks )
		? navigation.blocks.filter(
				( name ): name is string => typeof name === 'string'
			)
		: [ 'core/navigation' ];
	return {
		sets: iconSets( editorValue( 'menuToggleIcons' ) ),
		devices: devicesFrom( editorValue( 'breakpoints' ) ),
		blocks,
	};
}

/**
 * Registers the navigation parts.
 *
 * @param data The editor data (read from window.gblocksPro.editor by default).
 */
export function registerNavigationEditor(
	data: NavigationEditorData = navigationEditorData()
): void {
	const { sets, devices, blocks } = data;
	function NavigationMenuToggle( props: BlockControlProps ) {
		return (
			<MenuTogglePanel
				attributes={ props.attributes }
				setAttributes={ props.setAttributes }
				sets={ sets }
				devices={ devices }
			/>
		);
	}
	registerInspectorControl( {
		name: 'gblocks-pro/navigation-menu-toggle',
		group: 'settings',
		isAvailable: ( blockName ) => blocks.includes( blockName ),
		// The icons, and the breakpoint in htmlAttributes.
		attributes: [
			MENU_ICON_ATTRIBUTE,
			CLOSE_ICON_ATTRIBUTE,
			'htmlAttributes',
		],
		Component: NavigationMenuToggle,
	} );
	registerBlockClassName( {
		name: 'gblocks-pro/navigation-menu-toggle',
		className: ( block ) =>
			blocks.includes( block.name )
				? canvasClassNames( block.attributes, sets ) || undefined
				: undefined,
	} );
	registerCanvasStyle( {
		name: 'gblocks-pro-navigation-canvas',
		Component: () => (
			<NavigationCanvasStyles blocks={ blocks } sets={ sets } />
		),
	} );
}
