/**
 * The dynamic tags parts loaded on demand (their own chunk, build/editor-dynamic-tags.js): the builder
 * dialog and the previews panel. The editor pays for them only when a tag is inserted or a block with
 * tags is selected.
 */

/**
 * WordPress dependencies
 */
import { lazy } from '@wordpress/element';

export const LazyTagBuilder = lazy( () =>
	import( /* webpackChunkName: "editor-dynamic-tags" */ './chunk' ).then(
		( module ) => ( { default: module.TagBuilder } )
	)
);

export const LazyPreviewPanel = lazy( () =>
	import( /* webpackChunkName: "editor-dynamic-tags" */ './chunk' ).then(
		( module ) => ( { default: module.PreviewPanel } )
	)
);
