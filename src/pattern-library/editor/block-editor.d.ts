/**
 * The part of @wordpress/block-editor's API the editor library uses, which the plugin's declaration in
 * types/wordpress-block-editor.d.ts does not list (the package's own types are not reachable).
 */
declare module '@wordpress/block-editor' {
	import type { ComponentType } from 'react';

	export const BlockPreview: ComponentType< {
		blocks: unknown[];
		viewportWidth?: number;
		minHeight?: number;
		additionalStyles?: Array< { css: string } >;
	} >;
}
