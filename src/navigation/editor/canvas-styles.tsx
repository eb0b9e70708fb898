/**
 * Keeps the canvas CSS of the Navigation blocks in the editor canvas: in the canvas iframe (also after
 * it is recreated, e.g. by the device preview) and in the editor document when the canvas is not
 * iframed.
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { useCanvasStyle } from '../../editor/canvas-styles';
import { blockEditorStore } from '../../editor/stores';
import { canvasCss, sidebarPreviewCss } from '../lib/canvas';
import type { MenuToggleIconSet } from '../types';

export const CANVAS_STYLE_ID = 'gblocks-pro-navigation-canvas';
export const SIDEBAR_STYLE_ID = 'gblocks-pro-navigation-sidebar-preview';

/**
 * The plugin component.
 *
 * @param props        Props.
 * @param props.blocks The block names that take the settings.
 * @param props.sets   The icon sets.
 */
export function NavigationCanvasStyles( {
	blocks,
	sets,
}: {
	blocks: string[];
	sets: MenuToggleIconSet[];
} ) {
	const css = useSelect(
		( select ) => {
			const store = select( blockEditorStore );
			const attributes = blocks
				.flatMap( ( name ) => store.getBlocksByName( name ) )
				.map( ( clientId ) => store.getBlockAttributes( clientId ) )
				.filter( ( value ): value is Record< string, unknown > =>
					Boolean( value )
				);
			return canvasCss( attributes, sets );
		},
		[ blocks, sets ]
	);

	// Core's own toggle preview in the selected block's sidebar shows the chosen icons too.
	const sidebarCss = useSelect(
		( select ) => {
			const store = select( blockEditorStore );
			const selected = store.getSelectedBlockClientId();
			const name = selected ? store.getBlockName( selected ) : null;
			return selected && name && blocks.includes( name )
				? sidebarPreviewCss(
						store.getBlockAttributes( selected ),
						sets
					)
				: '';
		},
		[ blocks, sets ]
	);

	useCanvasStyle( CANVAS_STYLE_ID, css );
	useCanvasStyle( SIDEBAR_STYLE_ID, sidebarCss );

	return null;
}
