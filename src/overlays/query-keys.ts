/**
 * The query-key factory of the Overlays feature. The display-condition picker's queries hold condition
 * data, so they live under the shared CONDITIONS_ROOT: a gb_invalidate_conditions message or a
 * condition save refreshes them with every other condition query.
 */

/**
 * Internal dependencies
 */
import { CONDITIONS_ROOT } from '../shared/query/keys';

export const overlayKeys = {
	all: [ 'gblocks-pro', 'overlays' ] as const,
	lists: () => [ ...overlayKeys.all, 'list' ] as const,
	/** The overlay pickers' list (trigger selector, mega menu). */
	selector: () => [ ...overlayKeys.lists(), 'selector' ] as const,
	conditionSelector: () =>
		[ ...CONDITIONS_ROOT, 'selector', 'overlays' ] as const,
	/**
	 * One page of the display-condition picker.
	 * @param page
	 */
	conditionPage: ( page: number ) =>
		[ ...overlayKeys.conditionSelector(), 'page', page ] as const,
	/**
	 * A stored condition id resolved through GET /conditions/{id}.
	 * @param id
	 */
	condition: ( id: number ) =>
		[ ...overlayKeys.conditionSelector(), 'item', id ] as const,
};
