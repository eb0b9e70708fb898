/**
 * A pattern rendered as blocks in an isolated frame (BlockPreview renders in an iframe), with the
 * library's global class CSS injected into that frame only, at a preview width.
 */

/**
 * WordPress dependencies
 */
import { BlockPreview } from '@wordpress/block-editor';
import { parse } from '@wordpress/blocks';
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { PREVIEW_WIDTHS } from './constants';
import type { Viewport } from './types';

export interface PatternPreviewProps {
	content: string;
	css: string;
	viewport: Viewport;
}

export function PatternPreview( {
	content,
	css,
	viewport,
}: PatternPreviewProps ) {
	const blocks = useMemo( () => parse( content ), [ content ] );
	const additionalStyles = useMemo(
		() => ( css ? [ { css } ] : [] ),
		[ css ]
	);
	const width = PREVIEW_WIDTHS[ viewport ];
	return (
		<div
			className={ `gblocks-pro-pattern-preview is-${ viewport }` }
			style={ { maxWidth: width } }
			data-viewport-width={ width }
		>
			<BlockPreview
				blocks={ blocks }
				viewportWidth={ width }
				additionalStyles={ additionalStyles }
			/>
		</div>
	);
}
