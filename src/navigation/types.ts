/**
 * Types of the navigation feature: the menu-toggle icon sets (menu-toggle-icons.json, served filtered
 * and sanitised as window.gblocksPro.editor.menuToggleIcons) and the device breakpoints
 * (src/styles/breakpoints.json, served as window.gblocksPro.editor.breakpoints).
 */

/**
 * Internal dependencies
 */
import type { Breakpoint } from '../styles/breakpoints';
import type { BlockTypeAttributes } from '../editor/attributes';

export interface MenuToggleIcon {
	/** Id within its set, e.g. "menu-3" or "close". */
	id: string;
	label: string;
	/** Sanitised SVG markup (24×24 viewBox, currentColor). */
	svg: string;
}

export interface MenuToggleIconSet {
	/** E.g. "medium" or "light". */
	id: string;
	label: string;
	icons: MenuToggleIcon[];
}

/** A device of the breakpoints list (src/styles/breakpoints). */
export type Device = Breakpoint;

/** The block attributes this feature reads and writes (src/blocks/attributes.json). */
export const MENU_ICON_ATTRIBUTE =
	'gbMenuIcon' satisfies keyof BlockTypeAttributes[ 'core/navigation' ];
export const CLOSE_ICON_ATTRIBUTE =
	'gbCloseIcon' satisfies keyof BlockTypeAttributes[ 'core/navigation' ];
