/**
 * The one editor.BlockListBlock filter of the plugin: the registered class names on the block's wrapper
 * in the canvas.
 */

/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * WordPress dependencies
 */
import { createHigherOrderComponent } from '@wordpress/compose';

/**
 * Internal dependencies
 */
import { blockClassNames } from './registry';

export interface BlockListBlockProps {
	name: string;
	attributes: Record< string, unknown >;
	className?: string;
}

/**
 * The extra classes of a block, '' when none.
 *
 * @param block            The block.
 * @param block.name
 * @param block.attributes
 */
export function extraClassNames( block: {
	name: string;
	attributes: Record< string, unknown >;
} ): string {
	return blockClassNames()
		.map( ( definition ) => definition.className( block ) )
		.filter( ( value ): value is string => !! value )
		.join( ' ' );
}

export const withBlockClassNames = createHigherOrderComponent(
	( BlockListBlock: ComponentType< BlockListBlockProps > ) =>
		function GBlocksProBlockListBlock( props: BlockListBlockProps ) {
			const extra = extraClassNames( {
				name: props.name,
				attributes: props.attributes ?? {},
			} );
			if ( ! extra ) {
				return <BlockListBlock { ...props } />;
			}
			return (
				<BlockListBlock
					{ ...props }
					className={ [ props.className, extra ]
						.filter( Boolean )
						.join( ' ' ) }
				/>
			);
		},
	'withGBlocksProBlockClassNames'
);
