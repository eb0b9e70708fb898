/**
 * Block styles in the editor (DESIGN §9), on the editor shell: the "Device Visibility" group of every
 * block's Settings panel, the canvas classes and preview CSS (the device preview shows the effect; a
 * block hidden on the previewed device is marked, not lost), and the "Styles" menu of the block
 * toolbar.
 *
 * The menu is a fill of the toolbar's last-item slot, rendered once for the selection, so that it
 * works on a multi-selection of blocks of different types (a block's own BlockControls show only when
 * one block, or blocks of one type, are selected).
 *
 * Only what every block needs loads with the editor (this file and ./lib/devices); the panel, the
 * menu and the compiler are in the chunk build/editor-block-styles.js, loaded when a block is
 * selected or a block has styles.
 */

/**
 * WordPress dependencies
 */
import * as blockEditor from '@wordpress/block-editor';
import { useSelect } from '@wordpress/data';
import { Suspense, lazy, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { editorValue } from '../../editor/data';
import {
	registerBlockClassName,
	registerCanvasStyle,
	registerInspectorControl,
	registerRootEffect,
} from '../../editor/registry';
import type { BlockControlProps } from '../../editor/registry';
import { blockEditorStore } from '../../editor/stores';
import { supportsStylesMenu } from './lib/buffer';
import { blockStyles, breakpointsFrom, hiddenClassName } from './lib/devices';
import type { Breakpoint } from './lib/devices';

function load() {
	return import(
		/* webpackChunkName: "editor-block-styles" */ './editor-parts'
	);
}

const DeviceVisibility = lazy( () =>
	load().then( ( module ) => ( { default: module.DeviceVisibility } ) )
);
const StylesToolbar = lazy( () =>
	load().then( ( module ) => ( { default: module.StylesToolbar } ) )
);
const CanvasStyles = lazy( () =>
	load().then( ( module ) => ( { default: module.CanvasStyles } ) )
);

let breakpointsCache: Breakpoint[] | null = null;

/** The editor's breakpoints (window.gblocksPro.editor.breakpoints, read once). */
function breakpoints(): Breakpoint[] {
	breakpointsCache ??= breakpointsFrom( editorValue( 'breakpoints' ) );
	return breakpointsCache;
}

/** The toolbar slot that is rendered for any selection, single or multiple. */
const LastItem = blockEditor.__unstableBlockToolbarLastItem;

function BlockDeviceVisibility( props: BlockControlProps ) {
	return (
		<Suspense fallback={ null }>
			<DeviceVisibility
				attributes={ props.attributes }
				setAttributes={ props.setAttributes }
				breakpoints={ breakpoints() }
			/>
		</Suspense>
	);
}

/** The Styles menu, when a selected block supports it. */
function StylesToolbarSlot() {
	const supported = useSelect( ( select ) => {
		const editor = select( blockEditorStore );
		return editor
			.getSelectedBlockClientIds()
			.some( ( id ) =>
				supportsStylesMenu( editor.getBlockName( id ) ?? '' )
			);
	}, [] );
	if ( ! LastItem || ! supported ) {
		return null;
	}
	return (
		<LastItem>
			<Suspense fallback={ null }>
				<StylesToolbar />
			</Suspense>
		</LastItem>
	);
}

/** The canvas preview CSS, from the first block with styles on (then kept, to follow removals). */
function CanvasStylesSlot() {
	const anyStyles = useSelect( ( select ) => {
		const editor = select( blockEditorStore );
		return editor
			.getClientIdsWithDescendants()
			.some(
				( id ) =>
					Object.keys(
						blockStyles( editor.getBlockAttributes( id ) ?? {} )
					).length > 0
			);
	}, [] );
	const started = useRef( false );
	started.current ||= anyStyles;
	if ( ! started.current ) {
		return null;
	}
	return (
		<Suspense fallback={ null }>
			<CanvasStyles breakpoints={ breakpoints() } />
		</Suspense>
	);
}

/** Registers block styles' editor parts. */
export function registerBlockStylesEditor(): void {
	registerInspectorControl( {
		name: 'gblocks-pro/device-visibility',
		group: 'settings',
		// gbStyles, and the block visibility of WordPress (metadata.blockVisibility).
		attributes: [ 'gbStyles', 'metadata' ],
		Component: BlockDeviceVisibility,
	} );
	registerBlockClassName( {
		name: 'gblocks-pro/device-hidden',
		className: ( block ) =>
			hiddenClassName( block.attributes, breakpoints() ),
	} );
	registerCanvasStyle( {
		name: 'gblocks-pro-block-styles',
		Component: CanvasStylesSlot,
	} );
	registerRootEffect( {
		name: 'gblocks-pro-block-styles-toolbar',
		Component: StylesToolbarSlot,
	} );
}
