/**
 * Query keys of the condition pickers. They hold condition data, so they live under the shared
 * CONDITIONS_ROOT: a condition save or a gb_invalidate_conditions message refreshes every picker.
 */

/**
 * Internal dependencies
 */
import { CONDITIONS_ROOT } from '../../shared/query/keys';

export const conditionPickerKeys = {
	all: [ ...CONDITIONS_ROOT, 'picker' ] as const,
	/**
	 * One page of the list, optionally searched.
	 *
	 * @param page   Page number.
	 * @param search Title search, '' for all.
	 */
	page: ( page: number, search: string ) =>
		[ ...conditionPickerKeys.all, 'page', page, search ] as const,
	/**
	 * A stored id resolved through GET /conditions/{id}.
	 *
	 * @param id Condition id.
	 */
	item: ( id: number ) => [ ...conditionPickerKeys.all, 'item', id ] as const,
	/** The category names. */
	categories: () => [ ...conditionPickerKeys.all, 'categories' ] as const,
};
