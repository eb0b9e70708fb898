/**
 * The registries of the editor shell (DESIGN §12): each feature registers its inspector controls,
 * toolbar items, canvas class names, sidebar sections, dashboards, root effects and canvas styles here,
 * from its src/<feature>/editor/index.ts(x), before bootEditor() runs. No feature registers a plugin of
 * its own: the shell mounts root effects and canvas styles under its one plugin.
 */

/**
 * External dependencies
 */
import type { ComponentType } from 'react';

export interface BlockControlProps {
	name: string;
	clientId: string;
	attributes: Record< string, unknown >;
	setAttributes: ( attributes: Record< string, unknown > ) => void;
	isSelected: boolean;
}

export interface InspectorControlDefinition {
	name: string;
	group: 'default' | 'advanced' | 'settings' | 'styles';
	order?: number;
	isAvailable?: ( blockName: string ) => boolean;
	/**
	 * The attribute keys the control reads: it gets only those, and renders again only when one of
	 * them changes (omitted: every attribute, and it renders again when any changes).
	 */
	attributes?: readonly string[];
	Component: ComponentType< BlockControlProps >;
}

export interface ToolbarItemDefinition {
	name: string;
	group?: 'default' | 'block' | 'inline' | 'other' | 'parent';
	order?: number;
	isAvailable?: (
		blockName: string,
		attributes: Record< string, unknown >
	) => boolean;
	/** The attribute keys the item reads (see InspectorControlDefinition). */
	attributes?: readonly string[];
	Component: ComponentType< BlockControlProps >;
}

export interface BlockClassNameDefinition {
	name: string;
	/** Extra classes on the block's wrapper in the canvas (editor.BlockListBlock). */
	className: ( block: {
		name: string;
		attributes: Record< string, unknown >;
	} ) => string | undefined;
	/**
	 * What the class marks, for screen readers (the wrapper's aria-description), when a class alone
	 * (e.g. a badge drawn in CSS) would only be seen.
	 */
	description?: ( block: {
		name: string;
		attributes: Record< string, unknown >;
	} ) => string | undefined;
}

export interface SidebarSectionDefinition {
	name: string;
	title: string;
	order?: number;
	/** Shown only when can( capability ). */
	capability?: string;
	Component: ComponentType;
}

/**
 * A component the shell mounts once for the editor (not per block), e.g. a slot fill or a watcher of
 * the block editor's store, inside the editor QueryClient; an error in it unmounts it alone.
 */
export interface RootEffectDefinition {
	name: string;
	Component: ComponentType;
	/**
	 * Mounted as a plugin of this name, not in the shell root: for a slot fill whose identity comes
	 * from its plugin's name (a PluginDocumentSettingPanel's preference key is `{plugin}/{panel}`).
	 */
	ownPlugin?: boolean;
}

/**
 * A component that keeps CSS in the editor's canvas, through useCanvasStyle() of ./canvas-styles (the
 * one way of injecting canvas CSS). Mounted by the shell like a root effect, after them.
 */
export interface CanvasStyleDefinition {
	name: string;
	Component: ComponentType;
}

export type DashboardOptions = Record< string, unknown >;

export interface DashboardDefinition {
	name: string;
	Component: ComponentType< {
		options: DashboardOptions;
		onClose: () => void;
	} >;
}

interface Registries {
	inspectorControls: InspectorControlDefinition[];
	toolbarItems: ToolbarItemDefinition[];
	classNames: BlockClassNameDefinition[];
	sidebarSections: SidebarSectionDefinition[];
	dashboards: Map< string, DashboardDefinition >;
	rootEffects: RootEffectDefinition[];
	canvasStyles: CanvasStyleDefinition[];
}

function emptyRegistries(): Registries {
	return {
		inspectorControls: [],
		toolbarItems: [],
		classNames: [],
		sidebarSections: [],
		dashboards: new Map(),
		rootEffects: [],
		canvasStyles: [],
	};
}

let registries: Registries = emptyRegistries();

/**
 * A list with the definition of that name replaced (a feature registering twice keeps one entry),
 * sorted by order (then by registration).
 *
 * @param list       The current list.
 * @param definition The new definition.
 */
function withDefinition< T extends { name: string; order?: number } >(
	list: T[],
	definition: T
): T[] {
	const others = list.filter( ( item ) => item.name !== definition.name );
	return [ ...others, definition ]
		.map( ( item, index ) => ( { item, index } ) )
		.sort(
			( a, b ) =>
				( a.item.order ?? 10 ) - ( b.item.order ?? 10 ) ||
				a.index - b.index
		)
		.map( ( { item } ) => item );
}

export function registerInspectorControl(
	d: InspectorControlDefinition
): void {
	registries.inspectorControls = withDefinition(
		registries.inspectorControls,
		d
	);
}

export function registerToolbarItem( d: ToolbarItemDefinition ): void {
	registries.toolbarItems = withDefinition( registries.toolbarItems, d );
}

export function registerBlockClassName( d: BlockClassNameDefinition ): void {
	registries.classNames = [
		...registries.classNames.filter( ( item ) => item.name !== d.name ),
		d,
	];
}

export function registerSidebarSection( d: SidebarSectionDefinition ): void {
	registries.sidebarSections = withDefinition(
		registries.sidebarSections,
		d
	);
}

export function registerDashboard( d: DashboardDefinition ): void {
	registries.dashboards.set( d.name, d );
}

export function registerRootEffect( d: RootEffectDefinition ): void {
	registries.rootEffects = withDefinition( registries.rootEffects, d );
}

export function registerCanvasStyle( d: CanvasStyleDefinition ): void {
	registries.canvasStyles = withDefinition( registries.canvasStyles, d );
}

/** Inspector controls, by order. */
export function inspectorControls(): readonly InspectorControlDefinition[] {
	return registries.inspectorControls;
}

/** Toolbar items, by order. */
export function toolbarItems(): readonly ToolbarItemDefinition[] {
	return registries.toolbarItems;
}

/** Class-name providers, in registration order. */
export function blockClassNames(): readonly BlockClassNameDefinition[] {
	return registries.classNames;
}

/** Sidebar sections, by order (every one, whatever the capabilities). */
export function sidebarSections(): readonly SidebarSectionDefinition[] {
	return registries.sidebarSections;
}

/**
 * A registered dashboard.
 *
 * @param name Its name.
 */
export function dashboard( name: string ): DashboardDefinition | undefined {
	return registries.dashboards.get( name );
}

/** Root effects, in registration order. */
export function rootEffects(): readonly RootEffectDefinition[] {
	return registries.rootEffects;
}

/** Canvas styles, in registration order. */
export function canvasStyles(): readonly CanvasStyleDefinition[] {
	return registries.canvasStyles;
}

/** Empties every registry (tests). */
export function resetRegistries(): void {
	registries = emptyRegistries();
}
