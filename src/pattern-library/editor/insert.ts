/**
 * Inserting a pattern (SPEC 8, 9): the classes the pattern uses are imported first, the editor waits for
 * their style records (at most styleWait.attempts x styleWait.intervalMs), then the markup is parsed into
 * blocks and inserted through the block editor store, so it saves through the normal editor path.
 */

/**
 * WordPress dependencies
 */
import { parse } from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { blockEditorStore } from '../../editor/stores';
import { patternLibraryApi } from '../shared/api';
import { fetchClassSummaries } from './api-extra';
import { STYLE_WAIT_ATTEMPTS, STYLE_WAIT_INTERVAL_MS } from './constants';
import type { ImportStylesResult } from '../shared/types';
import type { Library, Pattern } from './types';

/** A failure the library shows as an error notice (the pattern is not inserted). */
type BlockInstance = ReturnType< typeof parse >[ number ];

export class InsertError extends Error {
	constructor( message: string ) {
		super( message );
		this.name = 'InsertError';
	}
}

export interface SelectedBlock {
	clientId: string;
	name: string;
	attributes: Record< string, unknown >;
	rootClientId: string | null;
	index: number;
}

export type InsertionTarget =
	| { type: 'replace'; clientId: string }
	| { type: 'insert'; index: number; rootClientId: string | undefined }
	| { type: 'append' };

/**
 * Whether a block is an empty paragraph (the placeholder a pattern replaces).
 *
 * @param block The block.
 */
export function isEmptyParagraph( block: SelectedBlock ): boolean {
	if ( block.name !== 'core/paragraph' ) {
		return false;
	}
	const content = block.attributes.content;
	// RichTextData (WordPress 6.5+) prints its HTML through toString().
	const text =
		content === undefined || content === null ? '' : String( content );
	return text.trim() === '';
}

/**
 * Where a pattern goes: it replaces an empty selected paragraph, else it follows the selected block (in
 * the same parent), else it goes at the end of the post.
 *
 * @param selected The selected block, or null.
 */
export function insertionTarget(
	selected: SelectedBlock | null
): InsertionTarget {
	if ( ! selected ) {
		return { type: 'append' };
	}
	if ( isEmptyParagraph( selected ) ) {
		return { type: 'replace', clientId: selected.clientId };
	}
	return {
		type: 'insert',
		index: selected.index + 1,
		rootClientId: selected.rootClientId ?? undefined,
	};
}

function sleep( ms: number ): Promise< void > {
	return new Promise( ( resolve ) => setTimeout( resolve, ms ) );
}

function nameOf( selector: string ): string {
	return selector.replace( /^\./, '' );
}

/**
 * Waits until every named class is a published style record of this site: one look immediately, then
 * one every interval, attempts looks in all.
 *
 * @param names The class names (without the dot).
 * @return Whether they all arrived.
 */
export async function waitForClasses( names: string[] ): Promise< boolean > {
	if ( names.length === 0 ) {
		return true;
	}
	for ( let attempt = 1; attempt <= STYLE_WAIT_ATTEMPTS; attempt++ ) {
		try {
			const published = new Set(
				( await fetchClassSummaries() )
					.filter( ( item ) => item.status === 'publish' )
					.map( ( item ) => item.name )
			);
			if ( names.every( ( name ) => published.has( name ) ) ) {
				return true;
			}
		} catch {
			// A failed look counts as an attempt; the next may succeed.
		}
		if ( attempt < STYLE_WAIT_ATTEMPTS ) {
			await sleep( STYLE_WAIT_INTERVAL_MS );
		}
	}
	return false;
}

/** What importing a pattern's classes did. */
export interface ImportedStyles {
	/** The names of the classes now available (imported or existing). */
	classes: string[];
	/** What the server says the user must know (classes published again), or ''. */
	note: string;
}

/**
 * The text of a failed import: the server's message first (classes only an administrator can import,
 * or classes it published again), then 'Import failed: {selector}: {reason}' for the other failures.
 *
 * @param result The import's answer, with at least one failure.
 */
function failureText( result: ImportStylesResult ): string {
	const refused = new Set( result.refused ?? [] );
	const message = result.message ?? '';
	const others = result.failed.filter(
		( item ) => message === '' || ! refused.has( item.selector )
	);
	const parts = message === '' ? [] : [ message ];
	if ( others.length > 0 ) {
		parts.push(
			sprintf(
				/* translators: %s: why the import failed. */
				__( 'Import failed: %s', 'gblocks-pro' ),
				others
					.map( ( item ) => `${ item.selector }: ${ item.reason }` )
					.join( '; ' )
			)
		);
	}
	return parts.join( ' ' );
}

/**
 * Imports the global classes a pattern uses (not for this site's own library) and waits for their style
 * records. Throws an InsertError with the text to show when the import fails (a class this user may not
 * import is one: the pattern is then not inserted) or the records never come.
 *
 * @param library The library.
 * @param pattern The pattern.
 * @return The classes now available, and what to tell the user.
 */
export async function importPatternStyles(
	library: Library,
	pattern: Pattern
): Promise< ImportedStyles > {
	const nothing: ImportedStyles = { classes: [], note: '' };
	if ( library.isLocal ) {
		return nothing;
	}
	let selectors: string[] = [];
	try {
		const data = await patternLibraryApi.globalStyleData( library.id, [
			pattern.id,
		] );
		selectors = ( data?.styles ?? [] )
			.map( ( style ) => style.selector )
			.filter( Boolean );
	} catch {
		// SPEC 8: a failed global style data fetch gives an empty list.
		selectors = [];
	}
	if ( selectors.length === 0 ) {
		return nothing;
	}
	let result: ImportStylesResult;
	try {
		result = await patternLibraryApi.importStyles( library.id, selectors );
	} catch ( error ) {
		throw new InsertError(
			sprintf(
				/* translators: %s: why the import failed. */
				__( 'Import failed: %s', 'gblocks-pro' ),
				error instanceof Error && error.message
					? error.message
					: __( 'Unknown error.', 'gblocks-pro' )
			)
		);
	}
	if ( ( result?.failed ?? [] ).length > 0 ) {
		throw new InsertError( failureText( result ) );
	}
	const names = [
		...( result?.imported ?? [] ),
		...( result?.existing ?? [] ),
	].map( nameOf );
	if ( ! ( await waitForClasses( names ) ) ) {
		throw new InsertError(
			__(
				'The imported styles did not become available in time, so the pattern was not inserted. Please try again.',
				'gblocks-pro'
			)
		);
	}
	return { classes: names, note: result?.message ?? '' };
}

/** The selected block, as the insertion rule needs it. */
export function selectedBlock(): SelectedBlock | null {
	const editor = select( blockEditorStore );
	const clientId = editor.getSelectedBlockClientId();
	if ( ! clientId ) {
		return null;
	}
	return {
		clientId,
		name: editor.getBlockName( clientId ) ?? '',
		attributes: editor.getBlockAttributes( clientId ) ?? {},
		rootClientId: editor.getBlockRootClientId( clientId ),
		index: editor.getBlockIndex( clientId ),
	};
}

/**
 * Parses the markup and inserts the blocks where insertionTarget() says, then selects them.
 *
 * @param content The pattern's block markup.
 * @return The inserted blocks.
 */
export function insertPatternBlocks( content: string ): BlockInstance[] {
	const blocks = parse( content );
	if ( blocks.length === 0 ) {
		throw new InsertError(
			__( 'This pattern has no blocks to insert.', 'gblocks-pro' )
		);
	}
	const actions = dispatch( blockEditorStore );
	const target = insertionTarget( selectedBlock() );
	if ( target.type === 'replace' ) {
		actions.replaceBlocks( target.clientId, blocks );
	} else if ( target.type === 'insert' ) {
		actions.insertBlocks(
			blocks,
			target.index,
			target.rootClientId,
			false
		);
	} else {
		actions.insertBlocks( blocks, undefined, undefined, false );
	}
	const first = blocks[ 0 ].clientId;
	const last = blocks[ blocks.length - 1 ].clientId;
	if ( first === last ) {
		actions.selectBlock( first );
	} else {
		actions.multiSelect( first, last );
	}
	return blocks;
}
