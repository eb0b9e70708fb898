/**
 * The one editor.BlockEdit filter of the plugin: for the selected block, every available inspector
 * control in its InspectorControls group and every available toolbar item in its BlockControls group,
 * inside the editor QueryClient. An unselected block renders as it is, with no extra work. A block
 * whose editing mode is not "default" (content-only in a pattern or a contentOnly template lock, or
 * disabled) gets none of them: like core's own advanced and style controls, no style, HTML attribute
 * or condition control where only the content may be edited.
 */

/**
 * External dependencies
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * WordPress dependencies
 */
import {
	BlockControls,
	InspectorControls,
	useBlockEditingMode,
} from '@wordpress/block-editor';
import { createHigherOrderComponent } from '@wordpress/compose';

/**
 * Internal dependencies
 */
import { editorQueryClient } from './query-client';
import type { BlockControlProps } from './registry';
import { inspectorControls, toolbarItems } from './registry';

/**
 * The registered controls of the selected block.
 *
 * @param props Block props.
 */
export function SelectedBlockControls( props: BlockControlProps ) {
	const blockEditingMode = useBlockEditingMode();
	if ( blockEditingMode !== 'default' ) {
		return null;
	}
	const inspector = inspectorControls().filter(
		( control ) => control.isAvailable?.( props.name ) ?? true
	);
	const toolbar = toolbarItems().filter(
		( item ) => item.isAvailable?.( props.name, props.attributes ) ?? true
	);
	if ( inspector.length === 0 && toolbar.length === 0 ) {
		return null;
	}
	return (
		<QueryClientProvider client={ editorQueryClient }>
			{ toolbar.map( ( { name, group, Component } ) => (
				<BlockControls key={ name } group={ group ?? 'default' }>
					<Component { ...props } />
				</BlockControls>
			) ) }
			{ inspector.map( ( { name, group, Component } ) => (
				<InspectorControls
					key={ name }
					group={ group === 'default' ? undefined : group }
				>
					<Component { ...props } />
				</InspectorControls>
			) ) }
		</QueryClientProvider>
	);
}

export const withBlockControls = createHigherOrderComponent(
	( BlockEdit: ComponentType< BlockControlProps > ) =>
		function GBlocksProBlockEdit( props: BlockControlProps ) {
			if ( ! props.isSelected ) {
				return <BlockEdit { ...props } />;
			}
			return (
				<>
					<BlockEdit { ...props } />
					<SelectedBlockControls { ...props } />
				</>
			);
		},
	'withGBlocksProBlockControls'
);
