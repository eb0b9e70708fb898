/**
 * The output order of the classes: moves by one (the Move up / Move down buttons) and by drag.
 */

/**
 * The list with the item at `from` moved to `to` (both clamped); the same list when nothing moves.
 *
 * @param list The list.
 * @param from The index of the item.
 * @param to   Its new index.
 */
export function moveTo< T >(
	list: readonly T[],
	from: number,
	to: number
): T[] {
	const target = Math.max( 0, Math.min( list.length - 1, to ) );
	if ( from < 0 || from >= list.length || from === target ) {
		return [ ...list ];
	}
	const next = [ ...list ];
	const [ item ] = next.splice( from, 1 );
	next.splice( target, 0, item );
	return next;
}

/**
 * The list with the item of that id moved by `delta` places (-1 up, +1 down).
 *
 * @param ids   The ids in order.
 * @param id    The id to move.
 * @param delta Places to move.
 */
export function moveBy(
	ids: readonly number[],
	id: number,
	delta: number
): number[] {
	const from = ids.indexOf( id );
	return moveTo( ids, from, from + delta );
}

/**
 * Whether an item can move up / down.
 *
 * @param ids The ids in order.
 * @param id  The id.
 */
export function canMove(
	ids: readonly number[],
	id: number
): { up: boolean; down: boolean } {
	const index = ids.indexOf( id );
	return {
		up: index > 0,
		down: index >= 0 && index < ids.length - 1,
	};
}

/**
 * Items sorted by the order of ids (items whose id is not there keep their place at the end).
 *
 * @param items The items.
 * @param ids   The ids in their new order.
 */
export function sortByIds< T extends { id: number } >(
	items: readonly T[],
	ids: readonly number[]
): T[] {
	const position = new Map( ids.map( ( id, index ) => [ id, index ] ) );
	return [ ...items ]
		.map( ( item, index ) => ( { item, index } ) )
		.sort(
			( a, b ) =>
				( position.get( a.item.id ) ?? ids.length + a.index ) -
				( position.get( b.item.id ) ?? ids.length + b.index )
		)
		.map( ( { item } ) => item );
}
