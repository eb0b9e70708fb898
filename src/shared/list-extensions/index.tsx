/**
 * The extension point of the admin lists: another feature adds columns, row actions and views to a
 * list (e.g. Insights' Views, Conversions and Conversion rate in the Overlay Panels list) without the
 * list importing it, and without it importing the list. The feature registers an extension before the
 * screen mounts (its entry imports both); the list reads the registry, wraps its body in each
 * extension's Wrapper, which renders what goes above the list and provides the column data with
 * ProvideColumnData, and renders the cells, sorts by the values and routes the views it is given.
 */

/**
 * External dependencies
 */
import {
	createContext,
	useContext,
	useMemo,
	type ComponentType,
	type ReactNode,
} from 'react';

/**
 * Internal dependencies
 */
import type { ViewFrame } from '../components/admin-page/frames';

/** A column an extension adds after the list's own columns. */
export interface ExtensionColumn {
	/** Unique in the list (also the orderby= value when sorted by it). */
	key: string;
	label: string;
	/** Whether the list may sort its rows (all pages) by the column's values. */
	sortable?: boolean;
	/** Right-aligned figures. */
	numeric?: boolean;
}

/** What a Wrapper provides for its columns. */
export interface ExtensionColumnData {
	/** The cell of a row. */
	cell: ( column: string, id: number ) => ReactNode;
	/** The value a row sorts by (a row without one sorts as 0). */
	sortValue: ( column: string, id: number ) => number | undefined;
	/** Whether the values are there (the list sorts once they are). */
	ready: boolean;
}

/** A row action: an item of the row menu that opens one of the extension's views for the row. */
export interface ExtensionRowAction {
	label: string;
	/** A key of the extension's views. */
	view: string;
}

export interface ExtensionViewProps {
	/** The row's id (id= in the address). */
	id: number;
	/** Back to the list. */
	onBack: () => void;
	/** How the list's screen frames a view (title, header actions, content). */
	frame: ViewFrame;
	/** Whether the view's state may live in the address (the admin page) or only in React (a modal). */
	sync: boolean;
}

export interface ExtensionWrapperProps {
	children: ReactNode;
	/** As ExtensionViewProps.sync. */
	sync: boolean;
}

export interface ListExtension {
	/** Unique among the list's extensions. */
	id: string;
	columns: readonly ExtensionColumn[];
	/** Wraps the list's body: renders what goes above it and a ProvideColumnData around children. */
	Wrapper: ComponentType< ExtensionWrapperProps >;
	rowActions?: readonly ExtensionRowAction[];
	/** The views of one row, shown instead of the list at view=<key>&id=<id>. */
	views?: Readonly< Record< string, ComponentType< ExtensionViewProps > > >;
}

const registry = new Map< string, ListExtension[] >();

/**
 * Adds an extension to a list (again with the same id: replaces it).
 *
 * @param list      The list's name, e.g. 'overlays'.
 * @param extension The extension.
 */
export function registerListExtension(
	list: string,
	extension: ListExtension
): void {
	const others = ( registry.get( list ) ?? [] ).filter(
		( known ) => known.id !== extension.id
	);
	registry.set( list, [ ...others, extension ] );
}

/**
 * Removes an extension (tests).
 *
 * @param list The list's name.
 * @param id   The extension's id.
 */
export function unregisterListExtension( list: string, id: string ): void {
	registry.set(
		list,
		( registry.get( list ) ?? [] ).filter( ( known ) => known.id !== id )
	);
}

/**
 * The extensions of a list, in the order they were registered.
 *
 * @param list The list's name.
 */
export function listExtensions( list: string ): readonly ListExtension[] {
	return registry.get( list ) ?? [];
}

/**
 * The view an extension offers under a name, if any.
 *
 * @param list The list's name.
 * @param name The view's name.
 */
export function extensionView(
	list: string,
	name: string
): ComponentType< ExtensionViewProps > | null {
	for ( const extension of listExtensions( list ) ) {
		const view = extension.views?.[ name ];
		if ( view ) {
			return view;
		}
	}
	return null;
}

const ColumnDataContext = createContext<
	Readonly< Record< string, ExtensionColumnData > >
>( {} );

/**
 * Provides an extension's column data to the list inside it.
 *
 * @param props           Component props.
 * @param props.extension The extension's id.
 * @param props.data      Its column data.
 * @param props.children  The list.
 */
export function ProvideColumnData( {
	extension,
	data,
	children,
}: {
	extension: string;
	data: ExtensionColumnData;
	children: ReactNode;
} ) {
	const outer = useContext( ColumnDataContext );
	const value = useMemo(
		() => ( { ...outer, [ extension ]: data } ),
		[ outer, extension, data ]
	);
	return (
		<ColumnDataContext.Provider value={ value }>
			{ children }
		</ColumnDataContext.Provider>
	);
}

/** The column data of every extension around, by extension id. */
export function useColumnData(): Readonly<
	Record< string, ExtensionColumnData >
> {
	return useContext( ColumnDataContext );
}

/**
 * The list's body inside every extension's Wrapper (the first registered outermost).
 *
 * @param props            Component props.
 * @param props.extensions The list's extensions.
 * @param props.sync       As ExtensionWrapperProps.sync.
 * @param props.children   The list's body.
 */
export function ExtensionWrappers( {
	extensions,
	sync,
	children,
}: {
	extensions: readonly ListExtension[];
	sync: boolean;
	children: ReactNode;
} ) {
	return (
		<>
			{ extensions.reduceRight< ReactNode >(
				( inner, { id, Wrapper } ) => (
					<Wrapper key={ id } sync={ sync }>
						{ inner }
					</Wrapper>
				),
				children
			) }
		</>
	);
}
