/**
 * The Loop block's editing side, loaded when a Loop block is first shown (build/editor-loop.js).
 */

/**
 * WordPress dependencies
 */
import { lazy } from '@wordpress/element';

export const LazyLoopEdit = lazy( () =>
	import( /* webpackChunkName: "editor-loop" */ './edit' ).then(
		( module ) => ( { default: module.LoopEdit } )
	)
);

export const LazyNoResultsEdit = lazy( () =>
	import( /* webpackChunkName: "editor-loop" */ './edit' ).then(
		( module ) => ( { default: module.NoResultsEdit } )
	)
);
