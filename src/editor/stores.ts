/**
 * The typed editor layer (DESIGN §12): the part of the WordPress stores core/block-editor, core/editor,
 * core/blocks and core (core-data) that the plugin uses, typed once. Features read and write those
 * stores through these descriptors, e.g.
 *
 *     useSelect( ( select ) => select( blockEditorStore ).getBlockName( id ), [ id ] );
 *     dispatch( blockEditorStore ).updateBlockAttributes( id, attributes );
 *
 * A descriptor names its store: the data registry looks stores up by name, so this adds no dependency
 * on the store's package (whose types are not reachable here, see types/wordpress-block-editor.d.ts,
 * and whose script must not be required where it is not loaded, e.g. @wordpress/editor).
 */

/**
 * WordPress dependencies
 */
import type { ReduxStoreConfig, StoreDescriptor } from '@wordpress/data';
import type { parse } from '@wordpress/blocks';

/** A block made by @wordpress/blocks (parse(), createBlock()). */
export type BlockInstance = ReturnType< typeof parse >[ number ];

/** Block attributes as the stores hand them out. */
export type Attributes = Record< string, unknown >;

/** A block of the block editor's store (getBlocksByClientId). */
export interface EditorBlock {
	clientId: string;
	name: string;
	attributes: Attributes;
	innerBlocks?: EditorBlock[];
}

/** A color of the editor's palette (block editor settings). */
export interface PaletteColor {
	name: string;
	slug?: string;
	color: string;
}

/** The core/block-editor selectors the plugin uses. */
export interface BlockEditorSelectors {
	getSelectedBlockClientId: () => string | null;
	getSelectedBlockClientIds: () => string[];
	getBlockName: ( clientId: string ) => string | null;
	getBlockAttributes: ( clientId: string ) => Attributes | null;
	getBlocksByClientId: ( clientIds: string[] ) => Array< EditorBlock | null >;
	getBlocksByName: ( name: string ) => string[];
	getClientIdsWithDescendants: () => string[];
	getBlockRootClientId: ( clientId: string ) => string | null;
	getBlockIndex: ( clientId: string ) => number;
	getSettings: () => { colors?: PaletteColor[] };
}

/** The core/block-editor actions the plugin uses. */
export interface BlockEditorActions {
	updateBlockAttributes: (
		clientIds: string | string[],
		attributes: Attributes | Record< string, Attributes >,
		uniqueByBlock?: boolean
	) => void;
	__unstableMarkNextChangeAsNotPersistent: () => void;
	replaceBlocks: (
		clientIds: string | string[],
		blocks: BlockInstance[]
	) => void;
	insertBlocks: (
		blocks: BlockInstance[],
		index?: number,
		rootClientId?: string,
		updateSelection?: boolean
	) => void;
	resetBlocks: ( blocks: BlockInstance[] ) => void;
	selectBlock: ( clientId: string ) => void;
	multiSelect: ( start: string, end: string ) => void;
}

/**
 * The core/editor selectors the plugin uses. The optional ones are missing from some editors (the
 * widget editors have no post, older editors no device type).
 */
export interface EditorSelectors {
	getCurrentPostId: () => number | string | null;
	getCurrentPostType?: () => string | null;
	getEditedPostAttribute?: ( attribute: string ) => unknown;
	getDeviceType?: () => string;
	isEditedPostDirty: () => boolean;
	isSavingPost: () => boolean;
	isAutosavingPost: () => boolean;
	didPostSaveRequestSucceed: () => boolean;
}

/** A registered block type, as far as the plugin reads it. */
export interface BlockTypeInfo {
	name: string;
	attributes?: Record< string, unknown >;
}

/** The core/blocks selectors the plugin uses. */
export interface BlocksSelectors {
	getBlockType: ( name: string ) => BlockTypeInfo | undefined;
}

/** The core (core-data) selectors the plugin uses. */
export interface CoreDataSelectors {
	getCurrentUser: () => { id?: number } | undefined;
}

/** The core/edit-post actions the plugin uses (the post editor only). */
export interface EditPostActions {
	openGeneralSidebar?: ( name: string ) => void;
}

/**
 * The selectors of a store's configuration take the state first; a caller sees them without it.
 */
type WithState< Curried > = {
	[ Name in keyof Curried ]: NonNullable< Curried[ Name ] > extends (
		...args: infer Args
	) => infer Result
		? ( state: unknown, ...args: Args ) => Result
		: Curried[ Name ];
};

export type TypedStore< Selectors, Actions = object > = StoreDescriptor<
	ReduxStoreConfig< unknown, Actions, WithState< Selectors > >
>;

/**
 * A descriptor of a store WordPress registers, by its name.
 *
 * @param name The store's name.
 */
function storeNamed< Selectors, Actions = object >(
	name: string
): TypedStore< Selectors, Actions > {
	return {
		name,
		instantiate: () => {
			throw new Error(
				`The store ${ name } is registered by WordPress, not by this plugin.`
			);
		},
	};
}

export const BLOCK_EDITOR_STORE = 'core/block-editor';
export const EDITOR_STORE = 'core/editor';
export const BLOCKS_STORE = 'core/blocks';
export const CORE_DATA_STORE = 'core';
export const EDIT_POST_STORE = 'core/edit-post';

export const blockEditorStore = storeNamed<
	BlockEditorSelectors,
	BlockEditorActions
>( BLOCK_EDITOR_STORE );
export const editorStore = storeNamed< EditorSelectors >( EDITOR_STORE );
export const blocksStore = storeNamed< BlocksSelectors >( BLOCKS_STORE );
export const coreDataStore = storeNamed< CoreDataSelectors >( CORE_DATA_STORE );
export const editPostStore = storeNamed< object, EditPostActions >(
	EDIT_POST_STORE
);
