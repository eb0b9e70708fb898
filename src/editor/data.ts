/**
 * The data PHP prints for the editor bundle (Support\Editor_Bundle): window.gblocksPro.editor, built by
 * the gblocks_pro_editor_data filter. Features that add their own keys read them with editorValue().
 */

/**
 * Internal dependencies
 */
import capabilityNames from './capabilities.json';

/**
 * The capabilities the editor data answers about (the keys of its `capabilities`), by role: the list of
 * Support\Editor_Bundle::CAPABILITIES, kept in this one file (a PHP test holds them equal). Features
 * name a capability through it, e.g. can( CAPABILITIES.manageOverlays ).
 */
export const CAPABILITIES: Readonly< typeof capabilityNames > = capabilityNames;

/** A capability the editor data answers about. */
export type Capability =
	( typeof capabilityNames )[ keyof typeof capabilityNames ];

export interface EditorData {
	/** The current user's capabilities the editor asks about, e.g. manage_gblocks_conditions. */
	capabilities: Record< string, boolean >;
	urls: { conditions: string; overlays: string };
	[ key: string ]: unknown;
}

declare global {
	interface Window {
		gblocksPro?: { editor?: Partial< EditorData > } & Record<
			string,
			unknown
		>;
	}
}

function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/** The editor data, with safe defaults when PHP printed none (or something else). */
export function editorData(): EditorData {
	const raw: unknown = window.gblocksPro?.editor;
	const data = isRecord( raw ) ? raw : {};
	const capabilities: Record< string, boolean > = {};
	if ( isRecord( data.capabilities ) ) {
		Object.entries( data.capabilities ).forEach( ( [ name, value ] ) => {
			capabilities[ name ] = value === true;
		} );
	}
	const urls = isRecord( data.urls ) ? data.urls : {};
	return {
		...data,
		capabilities,
		urls: {
			conditions:
				typeof urls.conditions === 'string' ? urls.conditions : '',
			overlays: typeof urls.overlays === 'string' ? urls.overlays : '',
		},
	};
}

/**
 * Whether the current user has a capability, as PHP said.
 *
 * @param capability E.g. CAPABILITIES.manageConditions.
 */
export function can( capability: Capability | string ): boolean {
	return editorData().capabilities[ capability ] === true;
}

/**
 * A key a feature added to the editor data (through the gblocks_pro_editor_data filter).
 *
 * @param key The key.
 */
export function editorValue( key: string ): unknown {
	return editorData()[ key ];
}

/**
 * Whether the key pickers offer "Show protected keys": the server lists keys starting with _ only to
 * users Meta_Access lets read them (editor data metaKeys.canShowProtected).
 */
export function canShowProtectedKeys(): boolean {
	const keys = editorValue( 'metaKeys' );
	return isRecord( keys ) && keys.canShowProtected === true;
}
