/**
 * RichTextToolbarButton of @wordpress/block-editor (declared in types/wordpress-block-editor.d.ts: the
 * package's own types are not reachable).
 */

/**
 * External dependencies
 */
import type { ComponentProps } from 'react';

/**
 * WordPress dependencies
 */
import { RichTextToolbarButton } from '@wordpress/block-editor';

export type RichTextToolbarButtonProps = ComponentProps<
	typeof RichTextToolbarButton
>;

export { RichTextToolbarButton };
