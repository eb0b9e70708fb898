/**
 * Removes, from every block in the canvas (not only the selected one), an overlay trigger that no
 * longer names an interactive overlay (SPEC 4, Blocks), once the overlay list has loaded. The change
 * is marked as not persistent: it is no undo step of the user's.
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { blockEditorStore } from '../../../editor/stores';
import type { BlockEditorSelectors as BlockEditorStoreSelectors } from '../../../editor/stores';
import { useOverlayPickerList } from '../../../pickers/overlays';
import type { PickerOverlay } from '../../../pickers/overlays';
import { OVERLAY_TRIGGER_LIST_PAGE_SIZE } from '../../../shared/query/constants';
import { TRIGGER_ATTRIBUTE, triggerOverlayId, withTriggerChoice } from './lib';

/** The block editor's selectors this reads. */
type BlockEditorSelectors = Pick<
	BlockEditorStoreSelectors,
	'getClientIdsWithDescendants' | 'getBlockAttributes'
>;

/**
 * The blocks carrying an overlay trigger, as 'clientId:overlayId' entries joined by spaces (a string,
 * so that the selector's result compares equal while nothing changed).
 *
 * @param selectors The block editor's selectors.
 */
export function triggerBlocksKey( selectors: BlockEditorSelectors ): string {
	const entries: string[] = [];
	for ( const clientId of selectors.getClientIdsWithDescendants() ) {
		const html = selectors.getBlockAttributes( clientId )?.htmlAttributes;
		if ( typeof html !== 'object' || html === null ) {
			continue;
		}
		const id = triggerOverlayId(
			( html as Record< string, unknown > )[ TRIGGER_ATTRIBUTE ]
		);
		if ( id !== null ) {
			entries.push( `${ clientId }:${ id }` );
		}
	}
	return entries.join( ' ' );
}

/**
 * The client ids whose trigger names no interactive overlay of the list.
 *
 * @param key      triggerBlocksKey().
 * @param overlays The loaded overlays.
 */
export function staleTriggerBlocks(
	key: string,
	overlays: PickerOverlay[]
): string[] {
	const interactive = new Set(
		overlays
			.filter( ( overlay ) => overlay.isInteractive )
			.map( ( overlay ) => overlay.id )
	);
	return key
		.split( ' ' )
		.filter( Boolean )
		.map( ( entry ) => {
			const at = entry.lastIndexOf( ':' );
			return {
				clientId: entry.slice( 0, at ),
				id: Number( entry.slice( at + 1 ) ),
			};
		} )
		.filter( ( entry ) => ! interactive.has( entry.id ) )
		.map( ( entry ) => entry.clientId );
}

/**
 * @param props           Props.
 * @param props.canManage The user manages overlays: only then does the list hold every status, so
 *                        only then can a missing overlay be told from one the user may not list.
 */
export function StaleTriggerCleanup( { canManage }: { canManage: boolean } ) {
	const key = useSelect(
		( select ) =>
			canManage ? triggerBlocksKey( select( blockEditorStore ) ) : '',
		[ canManage ]
	);
	const list = useOverlayPickerList( true, key !== '' );
	const { updateBlockAttributes, __unstableMarkNextChangeAsNotPersistent } =
		useDispatch( blockEditorStore );
	const getAttributes = useSelect(
		( select ) => select( blockEditorStore ).getBlockAttributes,
		[]
	);

	useEffect( () => {
		// A full list only: beyond 200 overlays a missing one may just not be on it.
		if (
			key === '' ||
			! list.isSuccess ||
			list.data.length >= OVERLAY_TRIGGER_LIST_PAGE_SIZE
		) {
			return;
		}
		for ( const clientId of staleTriggerBlocks( key, list.data ) ) {
			const html = getAttributes( clientId )?.htmlAttributes;
			__unstableMarkNextChangeAsNotPersistent();
			updateBlockAttributes( clientId, {
				htmlAttributes: withTriggerChoice( html, '' ),
			} );
		}
	}, [
		key,
		list.isSuccess,
		list.data,
		getAttributes,
		updateBlockAttributes,
		__unstableMarkNextChangeAsNotPersistent,
	] );
	return null;
}
