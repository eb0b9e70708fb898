/**
 * The registries of the editor shell (DESIGN §12): each feature registers its inspector controls,
 * toolbar items, canvas class names, sidebar sections and dashboards here, from its
 * src/<feature>/editor/index.ts(x), before bootEditor() runs.
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
	Component: ComponentType< BlockControlProps >;
}

export interface BlockClassNameDefinition {
	name: string;
	/** Extra classes on the block's wrapper in the canvas (editor.BlockListBlock). */
	className: ( block: {
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
}

function emptyRegistries(): Registries {
	return {
		inspectorControls: [],
		toolbarItems: [],
		classNames: [],
		sidebarSections: [],
		dashboards: new Map(),
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

/** Empties every registry (tests). */
export function resetRegistries(): void {
	registries = emptyRegistries();
}
