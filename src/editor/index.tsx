/**
 * The editor shell (DESIGN §12). Features register into ./registry from src/<feature>/editor/, then
 * src/entries/editor.tsx calls bootEditor(), which adds the plugin's one filter of each kind and its
 * plugins: the shell root (dashboards, condition sync, the features' root effects and canvas styles)
 * and the "GBlocks Pro" sidebar.
 */

/**
 * External dependencies
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { addFilter } from '@wordpress/hooks';
import { registerPlugin } from '@wordpress/plugins';

/**
 * Internal dependencies
 */
import { useInvalidateConditionsOnMessage } from '../shared/hooks/use-conditions-sync';
import { addSchemaAttributes } from './attributes';
import { withBlockClassNames } from './block-class-names';
import { withBlockControls } from './block-controls';
import { DashboardHost } from './dashboard-host';
import { sidebarComponents } from './plugin-components';
import type { SidebarWordPressGlobal } from './plugin-components';
import { editorQueryClient } from './query-client';
import { blockClassNames } from './registry';
import { RootEffects, registerOwnPluginEffects } from './root-effects';
import { GBlocksProSidebar, sidebarIcon, visibleSections } from './sidebar';

export * from './registry';
export {
	CAPABILITIES,
	can,
	canShowProtectedKeys,
	editorData,
	editorValue,
} from './data';
export type { Capability, EditorData } from './data';
export { closeDashboard, openDashboard } from './dashboards';
export { editorQueryClient } from './query-client';
export * from './stores';
export { useCanvasStyle } from './canvas-styles';
export type { CanvasStyleTarget } from './canvas-styles';

export const SHELL_PLUGIN = 'gblocks-pro';
export const SIDEBAR_PLUGIN = 'gblocks-pro-sidebar';

function ShellEffects() {
	useInvalidateConditionsOnMessage();
	return null;
}

/**
 * The shell root: condition sync with other windows, the features' root effects and canvas styles, and
 * the open dashboard.
 */
export function ShellRoot() {
	return (
		<QueryClientProvider client={ editorQueryClient }>
			<ShellEffects />
			<RootEffects />
			<DashboardHost />
		</QueryClientProvider>
	);
}

/**
 * @param props          Props.
 * @param props.children Its children.
 */
function EditorQueryProvider( { children }: { children: ReactNode } ) {
	return (
		<QueryClientProvider client={ editorQueryClient }>
			{ children }
		</QueryClientProvider>
	);
}

let booted = false;

/**
 * Adds the filters and registers the plugins, once.
 *
 * @param wp The wp global (tests).
 */
export function bootEditor(
	wp: SidebarWordPressGlobal | undefined = (
		window as { wp?: SidebarWordPressGlobal }
	 ).wp
): void {
	if ( booted ) {
		return;
	}
	booted = true;
	addFilter(
		'blocks.registerBlockType',
		'gblocks-pro/attributes',
		addSchemaAttributes
	);
	addFilter(
		'editor.BlockEdit',
		'gblocks-pro/block-controls',
		withBlockControls
	);
	if ( blockClassNames().length > 0 ) {
		addFilter(
			'editor.BlockListBlock',
			'gblocks-pro/block-class-names',
			withBlockClassNames
		);
	}
	registerPlugin( SHELL_PLUGIN, { render: ShellRoot } );
	registerOwnPluginEffects( EditorQueryProvider );

	const sections = visibleSections();
	const components = sidebarComponents( wp );
	if ( sections.length > 0 && components ) {
		registerPlugin( SIDEBAR_PLUGIN, {
			icon: sidebarIcon,
			render: () => (
				<QueryClientProvider client={ editorQueryClient }>
					<GBlocksProSidebar
						components={ components }
						sections={ sections }
					/>
				</QueryClientProvider>
			),
		} );
	}
}

/** Lets bootEditor() run again (tests). */
export function resetBootForTests(): void {
	booted = false;
}
