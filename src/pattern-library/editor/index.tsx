/**
 * The Pattern Library in the block editor, on the editor shell: the "Pattern Library" section of the
 * GBlocks Pro sidebar (users who can edit posts) and the full-screen 'pattern-library' dashboard it
 * opens. Only this small part loads with the editor; the library itself is its own chunk.
 */

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	CAPABILITIES,
	openDashboard,
	registerDashboard,
	registerSidebarSection,
} from '../../editor';
import { PATTERN_LIBRARY_DASHBOARD } from './constants';

/**
 * The library, loaded when it is first opened (build/editor-pattern-library.js).
 */
export const PatternLibraryDashboard = lazy( () =>
	import(
		/* webpackChunkName: "editor-pattern-library" */ './dashboard'
	).then( ( module ) => ( { default: module.PatternLibraryDashboard } ) )
);

export { PATTERN_LIBRARY_DASHBOARD };
export const PATTERN_LIBRARY_CAPABILITY = CAPABILITIES.editPosts;

export function PatternLibrarySidebarSection() {
	return (
		<>
			<p>
				{ __(
					'Insert patterns from this site and from the libraries shared with it.',
					'gblocks-pro'
				) }
			</p>
			<Button
				__next40pxDefaultSize
				variant="secondary"
				onClick={ () => openDashboard( PATTERN_LIBRARY_DASHBOARD ) }
			>
				{ __( 'Open Pattern Library', 'gblocks-pro' ) }
			</Button>
		</>
	);
}

export function registerPatternLibraryEditor(): void {
	registerDashboard( {
		name: PATTERN_LIBRARY_DASHBOARD,
		Component: PatternLibraryDashboard,
	} );
	registerSidebarSection( {
		name: 'pattern-library',
		title: __( 'Pattern Library', 'gblocks-pro' ),
		order: 30,
		capability: PATTERN_LIBRARY_CAPABILITY,
		Component: PatternLibrarySidebarSection,
	} );
}
