/**
 * @param                  props
 * @param                  options
 * @param                  options.template
 * @param                  options.templateLock
 * @param                  options.renderAppender
 * @wordpress/block-editor ships its types in build-types but its package exports do not point to them,
 * so TypeScript cannot find them. This declares the part of its API the plugin uses.
 */
declare module '@wordpress/block-editor' {
	import type { ComponentType, ReactNode } from 'react';

	export const InspectorControls: ComponentType< {
		children?: ReactNode;
		group?: string;
	} >;

	export const BlockControls: ComponentType< {
		children?: ReactNode;
		group?: string;
	} >;

	/**
	 * The editing mode of the block in context (or of the editor): default, contentOnly or disabled.
	 *
	 * @param mode A mode to set for the block in context (omitted: only read it).
	 */
	export function useBlockEditingMode(
		mode?: 'default' | 'contentOnly' | 'disabled'
	): 'default' | 'contentOnly' | 'disabled';

	/** The toolbar slot rendered for any selection, single or multiple (missing in some versions). */
	export const __unstableBlockToolbarLastItem:
		ComponentType< { children?: ReactNode } > | undefined;

	export const RichTextToolbarButton: ComponentType< {
		icon: JSX.Element;
		title: string;
		onClick: () => void;
		isActive?: boolean;
		name?: string;
		shortcutType?: string;
		shortcutCharacter?: string;
	} >;

	export type TemplateEntry = [
		string,
		Record< string, unknown >?,
		TemplateEntry[]?,
	];

	export function useBlockProps(
		props?: Record< string, unknown >
	): Record< string, unknown >;

	export function useInnerBlocksProps(
		props?: Record< string, unknown >,
		options?: {
			template?: TemplateEntry[];
			templateLock?: false | 'all' | 'insert' | 'contentOnly';
			renderAppender?: ComponentType | false;
		}
	): Record< string, unknown >;

	export const InnerBlocks: ComponentType & {
		Content: ComponentType;
		ButtonBlockAppender: ComponentType;
	};
}
