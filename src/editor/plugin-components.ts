/**
 * The slot-fill components of the sidebar. WordPress 6.6 moved PluginSidebar and
 * PluginSidebarMoreMenuItem to the editor package (wp.editor); on 6.5 they are only in the edit-post
 * package (wp.editPost), which is not a dependency of this bundle (it must not load in the site editor).
 * Both are read at run time.
 */

/**
 * External dependencies
 */
import type { ComponentType, ReactNode } from 'react';

export interface PluginSidebarProps {
	name: string;
	title: string;
	icon?: ReactNode;
	className?: string;
	children?: ReactNode;
}

export interface PluginSidebarMoreMenuItemProps {
	target: string;
	icon?: ReactNode;
	children?: ReactNode;
}

interface SidebarPackage {
	PluginSidebar?: ComponentType< PluginSidebarProps >;
	PluginSidebarMoreMenuItem?: ComponentType< PluginSidebarMoreMenuItemProps >;
}

export interface SidebarWordPressGlobal {
	editor?: SidebarPackage;
	editPost?: SidebarPackage;
}

export interface SidebarComponents {
	PluginSidebar: ComponentType< PluginSidebarProps >;
	PluginSidebarMoreMenuItem: ComponentType< PluginSidebarMoreMenuItemProps > | null;
}

/**
 * wp.editor's components when WordPress has them (6.6+), else wp.editPost's (6.5), else null.
 *
 * @param wp The wp global.
 */
export function sidebarComponents(
	wp: SidebarWordPressGlobal | undefined = (
		window as { wp?: SidebarWordPressGlobal }
	 ).wp
): SidebarComponents | null {
	const source = wp?.editor?.PluginSidebar ? wp.editor : wp?.editPost;
	if ( ! source?.PluginSidebar ) {
		return null;
	}
	return {
		PluginSidebar: source.PluginSidebar,
		PluginSidebarMoreMenuItem: source.PluginSidebarMoreMenuItem ?? null,
	};
}
