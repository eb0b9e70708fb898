/**
 * The slot-fill components of the sidebar: PluginSidebar and PluginSidebarMoreMenuItem of the editor
 * package (wp.editor), read at run time so that the bundle does not require the editor package where it
 * is not loaded.
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
}

export interface SidebarComponents {
	PluginSidebar: ComponentType< PluginSidebarProps >;
	PluginSidebarMoreMenuItem: ComponentType< PluginSidebarMoreMenuItemProps > | null;
}

/**
 * wp.editor's components, or null when the editor package is not loaded.
 *
 * @param wp The wp global.
 */
export function sidebarComponents(
	wp: SidebarWordPressGlobal | undefined = (
		window as { wp?: SidebarWordPressGlobal }
	 ).wp
): SidebarComponents | null {
	const source = wp?.editor;
	if ( ! source?.PluginSidebar ) {
		return null;
	}
	return {
		PluginSidebar: source.PluginSidebar,
		PluginSidebarMoreMenuItem: source.PluginSidebarMoreMenuItem ?? null,
	};
}
