/**
 * WordPress dependencies
 */
import { useRegistry } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { usePluginContext } from '@wordpress/plugins';
import { store as preferencesStore } from '@wordpress/preferences';

type Registry = ReturnType< typeof useRegistry >;

/** Our preferences scope, and the key listing the panels already opened by default once. */
export const PREFERENCES_SCOPE = 'gblocks-pro';
export const OPENED_BY_DEFAULT = 'panelsOpenedByDefault';

/**
 * Opens a document settings panel the first time a user sees it, once: WordPress keeps plugin panels
 * closed until the user opens them, and a panel the user later closes stays closed. The editor keeps
 * its open panels in the preference core/openPanels (what isEditorPanelOpened() reads and
 * toggleEditorPanelOpened() writes); the "done once" mark is ours, per user like every preference.
 *
 * @param registry  The data registry.
 * @param panelName The panel's name, `{plugin}/{panel}`.
 */
export function openByDefault( registry: Registry, panelName: string ): void {
	const preferences = registry.select( preferencesStore );
	const done =
		( preferences.get( PREFERENCES_SCOPE, OPENED_BY_DEFAULT ) as
			string[] | undefined ) ?? [];
	if ( done.includes( panelName ) ) {
		return;
	}
	const { set } = registry.dispatch( preferencesStore );
	set( PREFERENCES_SCOPE, OPENED_BY_DEFAULT, [ ...done, panelName ] );
	const open =
		( preferences.get( 'core', 'openPanels' ) as string[] | undefined ) ??
		[];
	if ( ! open.includes( panelName ) ) {
		set( 'core', 'openPanels', [ ...open, panelName ] );
	}
}

/**
 * Opens the plugin's document settings panel of this name by default (see openByDefault()).
 *
 * @param name The panel's name within the plugin (PluginDocumentSettingPanel's name).
 */
export function useOpenByDefault( name: string ): void {
	const registry = useRegistry();
	const { name: plugin } = usePluginContext();
	const panelName = `${ plugin }/${ name }`;
	useEffect(
		() => openByDefault( registry, panelName ),
		[ registry, panelName ]
	);
}
