/**
 * The mega-menu control of navigation items, as an inspector control of the editor shell.
 */

/**
 * Internal dependencies
 */
import type { BlockControlProps } from '../../editor/registry';
import {
	MEGA_MENU_ATTRIBUTE,
	MEGA_MENU_BLOCKS,
	MegaMenuControl,
} from '../components/mega-menu-control';

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

/** The inspector control definition (registered by registerOverlaysEditor). */
export const megaMenuInspectorControl = {
	name: 'overlays/mega-menu',
	group: 'default' as const,
	order: 20,
	isAvailable: ( blockName: string ) =>
		MEGA_MENU_BLOCKS.includes( blockName ),
	attributes: [ MEGA_MENU_ATTRIBUTE ],
	Component: MegaMenuInspectorControl,
};
