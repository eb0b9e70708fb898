/**
 * The one editor.BlockListBlock filter of the plugin: the registered class names on the block's wrapper
 * in the canvas, and their descriptions (aria-description) for screen readers.
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
	wrapperProps?: Record< string, unknown >;
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

/**
 * The descriptions of a block's extra classes, '' when none.
 *
 * @param block            The block.
 * @param block.name
 * @param block.attributes
 */
export function extraDescriptions( block: {
	name: string;
	attributes: Record< string, unknown >;
} ): string {
	return blockClassNames()
		.map( ( definition ) => definition.description?.( block ) )
		.filter( ( value ): value is string => !! value )
		.join( ' ' );
}

export const withBlockClassNames = createHigherOrderComponent(
	( BlockListBlock: ComponentType< BlockListBlockProps > ) =>
		function GBlocksProBlockListBlock( props: BlockListBlockProps ) {
			const block = {
				name: props.name,
				attributes: props.attributes ?? {},
			};
			const extra = extraClassNames( block );
			if ( ! extra ) {
				return <BlockListBlock { ...props } />;
			}
			const description = extraDescriptions( block );
			return (
				<BlockListBlock
					{ ...props }
					className={ [ props.className, extra ]
						.filter( Boolean )
						.join( ' ' ) }
					wrapperProps={
						description
							? {
									...props.wrapperProps,
									'aria-description': description,
								}
							: props.wrapperProps
					}
				/>
			);
		},
	'withGBlocksProBlockClassNames'
);
