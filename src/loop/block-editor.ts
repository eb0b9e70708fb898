/**
 * The parts of @wordpress/block-editor the Loop block uses (declared in types/wordpress-block-editor.d.ts:
 * the package's own types are not reachable).
 */

/**
 * WordPress dependencies
 */
import type { TemplateEntry } from '@wordpress/block-editor';

export type { TemplateEntry };
export type BlockTemplate = TemplateEntry[];

export {
	InnerBlocks,
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
