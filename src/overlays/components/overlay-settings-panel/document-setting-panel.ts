/**
 * The slot-fill component of the "Overlay Settings" panel: PluginDocumentSettingPanel of the editor
 * package (wp.editor), read at run time so that the bundle does not require the editor
 * package where it is not loaded.
 */
import type { ComponentType, ReactNode } from 'react';

export interface DocumentSettingPanelProps {
	name: string;
	title: string;
	children?: ReactNode;
}

type Panel = ComponentType< DocumentSettingPanelProps >;

export interface WordPressGlobal {
	editor?: { PluginDocumentSettingPanel?: Panel };
}

/**
 * wp.editor's panel, or null when the editor package is not loaded.
 *
 * @param wp The wp global.
 */
export function documentSettingPanel(
	wp: WordPressGlobal | undefined = ( window as { wp?: WordPressGlobal } ).wp
): Panel | null {
	return wp?.editor?.PluginDocumentSettingPanel ?? null;
}
