/**
 * Block styles in the editor (DESIGN §9), on the editor shell: the "Device Visibility" group of every
 * block's Settings panel, the canvas classes and preview CSS (the device preview shows the effect; a
 * block hidden on the previewed device is marked, not lost), and the "Styles" menu of the block
 * toolbar. The menu is a fill of the toolbar's last-item slot, rendered once for the selection, so
 * that it works on a multi-selection of blocks of different types (a block's own BlockControls show
 * only when one block, or blocks of one type, are selected).
 */

/**
 * External dependencies
 */
import type { ComponentType, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import * as blockEditor from '@wordpress/block-editor';
import { useDispatch, useSelect, select as selectStore } from '@wordpress/data';
import { useEffect, useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';
import { registerPlugin } from '@wordpress/plugins';

/**
 * Internal dependencies
 */
import { editorValue } from '../../editor/data';
import {
	registerBlockClassName,
	registerInspectorControl,
} from '../../editor/registry';
import type { BlockControlProps } from '../../editor/registry';
import { cachedBlockCss, syncCanvasStyles } from './canvas-styles';
import { DeviceVisibilityPanel } from './device-visibility-panel';
import { sessionBuffer, supportsStylesMenu } from './lib/buffer';
import type { Attributes } from './lib/buffer';
import {
	blockStyles,
	breakpointsFrom,
	hiddenClassName,
	markerCss,
} from './lib/visibility';
import type { Breakpoint } from './lib/visibility';
import { StylesMenu } from './styles-menu';
import type { StyleBlock } from './styles-menu';

const BLOCK_EDITOR = 'core/block-editor';

interface BlockEditorSelectors {
	getSelectedBlockClientIds: () => string[];
	getBlocksByClientId: ( ids: string[] ) => Array< {
		clientId: string;
		name: string;
		attributes: Attributes;
	} | null >;
	getClientIdsWithDescendants: () => string[];
	getBlockAttributes: ( id: string ) => Attributes | null;
}

interface BlockEditorActions {
	updateBlockAttributes: (
		ids: string[],
		attributes: Record< string, Attributes >,
		uniqueByBlock: true
	) => void;
}

let breakpointsCache: Breakpoint[] | null = null;

/** The editor's breakpoints (read once). */
function breakpoints(): Breakpoint[] {
	breakpointsCache ??= breakpointsFrom( editorValue( 'breakpoints' ) );
	return breakpointsCache;
}

/**
 * The attribute names a block type declares.
 *
 * @param name The block type.
 */
function declaredAttributes( name: string ): ReadonlySet< string > {
	const blocks = selectStore( 'core/blocks' ) as unknown as {
		getBlockType: (
			blockName: string
		) => { attributes?: Record< string, unknown > } | undefined;
	};
	return new Set(
		Object.keys( blocks.getBlockType( name )?.attributes ?? {} )
	);
}

function BlockDeviceVisibility( props: BlockControlProps ) {
	return (
		<DeviceVisibilityPanel
			attributes={ props.attributes }
			setAttributes={ props.setAttributes }
			breakpoints={ breakpoints() }
		/>
	);
}

/** The toolbar slot that is rendered for any selection, single or multiple. */
const LastItem = (
	blockEditor as unknown as {
		__unstableBlockToolbarLastItem?: ComponentType< {
			children?: ReactNode;
		} >;
	}
 ).__unstableBlockToolbarLastItem;

function StylesToolbar() {
	const selected = useSelect( ( select ) => {
		const editor = select(
			BLOCK_EDITOR
		) as unknown as BlockEditorSelectors;
		return editor.getBlocksByClientId( editor.getSelectedBlockClientIds() );
	}, [] );
	const { updateBlockAttributes } = useDispatch(
		BLOCK_EDITOR
	) as unknown as BlockEditorActions;
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
	if ( ! LastItem || blocks.length === 0 ) {
		return null;
	}
	return (
		<LastItem>
			<StylesMenu
				blocks={ blocks }
				storage={ sessionBuffer() }
				apply={ ( changes ) =>
					updateBlockAttributes(
						Object.keys( changes ),
						changes,
						true
					)
				}
				notify={ {
					success: ( message ) =>
						createSuccessNotice( message, { type: 'snackbar' } ),
					error: ( message ) =>
						createErrorNotice( message, { type: 'snackbar' } ),
				} }
			/>
		</LastItem>
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

/** Keeps the preview CSS of the blocks' gbStyles in the canvas. */
function CanvasStyles() {
	const devices = breakpoints();
	const blocksCss = useSelect(
		( select ) => {
			const editor = select(
				BLOCK_EDITOR
			) as unknown as BlockEditorSelectors;
			let css = '';
			editor.getClientIdsWithDescendants().forEach( ( clientId ) => {
				const styles = blockStyles(
					editor.getBlockAttributes( clientId ) ?? {}
				);
				if ( Object.keys( styles ).length > 0 ) {
					css += cachedBlockCss( clientId, styles, devices );
				}
			} );
			return css;
		},
		[ devices ]
	);
	const markers = useMemo(
		() => markerCss( devices, hiddenLabel ),
		[ devices ]
	);
	useEffect( () => {
		syncCanvasStyles( document, markers + blocksCss );
	}, [ markers, blocksCss ] );
	return null;
}

/** Registers block styles' editor parts. */
export function registerBlockStylesEditor(): void {
	registerInspectorControl( {
		name: 'gblocks-pro/device-visibility',
		group: 'settings',
		Component: BlockDeviceVisibility,
	} );
	registerBlockClassName( {
		name: 'gblocks-pro/device-hidden',
		className: ( block ) =>
			hiddenClassName( block.attributes, breakpoints() ),
	} );
	registerPlugin( 'gblocks-pro-block-styles', {
		render: () => (
			<>
				<CanvasStyles />
				<StylesToolbar />
			</>
		),
	} );
}
