/**
 * The block styles parts of the editor that load on demand (their own chunk,
 * build/editor-block-styles.js, see ./index.tsx): the Device Visibility panel, the Styles menu bound
 * to the block editor, and the canvas preview CSS (with the style compiler).
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect, select as selectStore } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { useCanvasStyle } from '../../editor/canvas-styles';
import { blockEditorStore, blocksStore } from '../../editor/stores';
import { CANVAS_STYLE_ID, cachedBlockCss } from './canvas-styles';
import { DeviceVisibilityPanel } from './device-visibility-panel';
import type { DeviceVisibilityPanelProps } from './device-visibility-panel';
import { sessionBuffer, supportsStylesMenu } from './lib/buffer';
import { blockStyles, markerCss } from './lib/visibility';
import type { Breakpoint } from './lib/visibility';
import { StylesMenu } from './styles-menu';
import type { StyleBlock } from './styles-menu';

/**
 * The attribute names a block type declares.
 *
 * @param name The block type.
 */
function declaredAttributes( name: string ): ReadonlySet< string > {
	return new Set(
		Object.keys(
			selectStore( blocksStore ).getBlockType( name )?.attributes ?? {}
		)
	);
}

/**
 * The Device Visibility panel (kept as a named export for React.lazy).
 *
 * @param props Props.
 */
export function DeviceVisibility( props: DeviceVisibilityPanelProps ) {
	return <DeviceVisibilityPanel { ...props } />;
}

/** The Styles menu for the selected blocks (the supported ones). */
export function StylesToolbar() {
	const selected = useSelect( ( select ) => {
		const editor = select( blockEditorStore );
		return editor.getBlocksByClientId( editor.getSelectedBlockClientIds() );
	}, [] );
	const { updateBlockAttributes } = useDispatch( blockEditorStore );
	const { createSuccessNotice, createErrorNotice } =
		useDispatch( noticesStore );
	const blocks = useMemo(
		(): StyleBlock[] =>
			selected
				.filter(
					( block ): block is NonNullable< typeof block > =>
						block !== null && supportsStylesMenu( block.name )
				)
				.map( ( block ) => ( {
					clientId: block.clientId,
					name: block.name,
					attributes: block.attributes,
					declared: declaredAttributes( block.name ),
				} ) ),
		[ selected ]
	);
	return (
		<StylesMenu
			blocks={ blocks }
			storage={ sessionBuffer() }
			apply={ ( changes ) =>
				updateBlockAttributes( Object.keys( changes ), changes, true )
			}
			notify={ {
				success: ( message ) =>
					createSuccessNotice( message, { type: 'snackbar' } ),
				error: ( message ) =>
					createErrorNotice( message, { type: 'snackbar' } ),
			} }
		/>
	);
}

/**
 * The marker text of a device.
 *
 * @param device The device.
 */
function hiddenLabel( device: Breakpoint ): string {
	return sprintf(
		/* translators: %s: device name, e.g. Mobile. */
		__( 'Hidden on %s', 'gblocks-pro' ),
		device.label
	);
}

/**
 * Keeps the preview CSS of the blocks' gbStyles, and the hidden-on-device markers, in the canvas.
 *
 * @param props             Props.
 * @param props.breakpoints The devices.
 */
export function CanvasStyles( { breakpoints }: { breakpoints: Breakpoint[] } ) {
	const blocksCss = useSelect(
		( select ) => {
			const editor = select( blockEditorStore );
			let css = '';
			editor.getClientIdsWithDescendants().forEach( ( clientId ) => {
				const styles = blockStyles(
					editor.getBlockAttributes( clientId ) ?? {}
				);
				if ( Object.keys( styles ).length > 0 ) {
					css += cachedBlockCss( clientId, styles, breakpoints );
				}
			} );
			return css;
		},
		[ breakpoints ]
	);
	const markers = useMemo(
		() => markerCss( breakpoints, hiddenLabel ),
		[ breakpoints ]
	);
	// In the canvas only: the editor's own List View rows carry data-block too.
	useCanvasStyle( CANVAS_STYLE_ID, markers + blocksCss, 'canvas' );
	return null;
}
