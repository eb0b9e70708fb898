/**
 * The parts of @wordpress/block-editor the Loop block uses, typed here: the package's types are not
 * reachable (see types/wordpress-block-editor.d.ts), and declaring them there would touch the shared
 * declaration.
 */

/**
 * External dependencies
 */
import type { ComponentType, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import * as blockEditor from '@wordpress/block-editor';

export type TemplateEntry = [
	string,
	Record< string, unknown >?,
	TemplateEntry[]?,
];
export type BlockTemplate = TemplateEntry[];

interface LoopBlockEditor {
	useBlockProps: (
		props?: Record< string, unknown >
	) => Record< string, unknown >;
	useInnerBlocksProps: (
		props?: Record< string, unknown >,
		options?: {
			template?: BlockTemplate;
			templateLock?: false | 'all' | 'insert' | 'contentOnly';
			renderAppender?: ComponentType | false;
		}
	) => Record< string, unknown >;
	InnerBlocks: ComponentType & {
		Content: ComponentType;
		ButtonBlockAppender: ComponentType;
	};
	InspectorControls: ComponentType< { children?: ReactNode } >;
}

const api = blockEditor as unknown as LoopBlockEditor;

export const useBlockProps = api.useBlockProps;
export const useInnerBlocksProps = api.useInnerBlocksProps;
export const InnerBlocks = api.InnerBlocks;
export const InspectorControls = api.InspectorControls;
