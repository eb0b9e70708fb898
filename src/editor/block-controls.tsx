/**
 * The one editor.BlockEdit filter of the plugin: for the selected block, every available inspector
 * control in its InspectorControls group and every available toolbar item in its BlockControls group,
 * inside the editor QueryClient. An unselected block renders as it is, with no extra work. A block
 * whose editing mode is not "default" (content-only in a pattern or a contentOnly template lock, or
 * disabled) gets none of them: like core's own advanced and style controls, no style, HTML attribute
 * or condition control where only the content may be edited.
 *
 * Each control gets only the attribute keys it declares, and is memoised: a change of another
 * attribute does not render it again.
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
import { memo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { editorQueryClient } from './query-client';
import type { BlockControlProps } from './registry';
import { inspectorControls, toolbarItems } from './registry';

type Attributes = Record< string, unknown >;

/**
 * The attributes a control declared (all when it declared none).
 *
 * @param attributes The block's attributes.
 * @param keys       The keys the control reads.
 */
export function ownAttributes(
	attributes: Attributes,
	keys: readonly string[] | undefined
): Attributes {
	if ( ! keys ) {
		return attributes;
	}
	const own: Attributes = {};
	keys.forEach( ( key ) => {
		if ( key in attributes ) {
			own[ key ] = attributes[ key ];
		}
	} );
	return own;
}

/**
 * Whether two attribute objects hold the same values (by identity, key by key).
 *
 * @param a One.
 * @param b The other.
 */
function sameAttributes( a: Attributes, b: Attributes ): boolean {
	const keys = Object.keys( a );
	return (
		keys.length === Object.keys( b ).length &&
		keys.every( ( key ) => key in b && Object.is( a[ key ], b[ key ] ) )
	);
}

interface ControlProps extends BlockControlProps {
	Control: ComponentType< BlockControlProps >;
}

/** One control, rendered again only when its own props or attributes change. */
export const MemoisedControl = memo(
	( { Control, ...props }: ControlProps ) => <Control { ...props } />,
	( prev: ControlProps, next: ControlProps ) =>
		prev.Control === next.Control &&
		prev.name === next.name &&
		prev.clientId === next.clientId &&
		prev.isSelected === next.isSelected &&
		prev.setAttributes === next.setAttributes &&
		sameAttributes( prev.attributes, next.attributes )
);

/**
 * A control with its own attributes, memoised.
 *
 * @param props   Block props.
 * @param Control The control.
 * @param keys    The attribute keys it reads.
 */
function renderControl(
	props: BlockControlProps,
	Control: ComponentType< BlockControlProps >,
	keys: readonly string[] | undefined
) {
	return (
		<MemoisedControl
			Control={ Control }
			name={ props.name }
			clientId={ props.clientId }
			isSelected={ props.isSelected }
			setAttributes={ props.setAttributes }
			attributes={ ownAttributes( props.attributes, keys ) }
		/>
	);
}

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
			{ toolbar.map( ( { name, group, attributes, Component } ) => (
				<BlockControls key={ name } group={ group ?? 'default' }>
					{ renderControl( props, Component, attributes ) }
				</BlockControls>
			) ) }
			{ inspector.map( ( { name, group, attributes, Component } ) => (
				<InspectorControls
					key={ name }
					group={ group === 'default' ? undefined : group }
				>
					{ renderControl( props, Component, attributes ) }
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
