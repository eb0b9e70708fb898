/**
 * RichTextToolbarButton of @wordpress/block-editor, typed here: the package's types are not reachable
 * (see types/wordpress-block-editor.d.ts), and declaring it there would touch the shared declaration.
 */

/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * WordPress dependencies
 */
import * as blockEditor from '@wordpress/block-editor';

export interface RichTextToolbarButtonProps {
	icon: JSX.Element;
	title: string;
	onClick: () => void;
	isActive?: boolean;
	name?: string;
	shortcutType?: string;
	shortcutCharacter?: string;
}

export const RichTextToolbarButton = (
	blockEditor as unknown as {
		RichTextToolbarButton: ComponentType< RichTextToolbarButtonProps >;
	}
 ).RichTextToolbarButton;
