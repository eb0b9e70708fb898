/**
 * The slot-fill component of the "Overlay Settings" panel. WordPress 6.6 moved
 * PluginDocumentSettingPanel to @wordpress/editor (wp.editor); on 6.5 it is only in @wordpress/edit-post
 * (wp.editPost), whose package is not a dependency of this bundle (it must not load in the site editor).
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
	editPost?: { PluginDocumentSettingPanel?: Panel };
}

/**
 * wp.editor's panel when WordPress has it (6.6+), else wp.editPost's (6.5), else null.
 *
 * @param wp The wp global.
 */
export function documentSettingPanel(
	wp: WordPressGlobal | undefined = ( window as { wp?: WordPressGlobal } ).wp
): Panel | null {
	return (
		wp?.editor?.PluginDocumentSettingPanel ??
		wp?.editPost?.PluginDocumentSettingPanel ??
		null
	);
}
