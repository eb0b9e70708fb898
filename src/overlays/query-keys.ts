/**
 * The query-key factory of the Overlays feature. Every key starts with OVERLAYS_ROOT, so that one
 * invalidateOverlayData() refreshes the dashboard, the trigger picker and the mega-menu picker.
 * Condition data (the display-condition picker, the dashboard's condition titles) is
 * pickers/conditions', under CONDITIONS_ROOT.
 */

/**
 * Internal dependencies
 */
import { OVERLAYS_ROOT } from '../shared/query/keys';

export const overlayKeys = {
	all: OVERLAYS_ROOT,
	lists: () => [ ...overlayKeys.all, 'list' ] as const,
	/** The overlay pickers' list (trigger selector, mega menu). */
	selector: () => [ ...overlayKeys.lists(), 'selector' ] as const,
	/** Every page of the dashboard's list. */
	dashboard: () => [ ...overlayKeys.lists(), 'dashboard' ] as const,
	/**
	 * One page of the dashboard's list.
	 *
	 * @param page Page number.
	 */
	page: ( page: number ) => [ ...overlayKeys.dashboard(), page ] as const,
	/** Every overlay of the dashboard at once (the list sorted by an added column). */
	everyOverlay: () => [ ...overlayKeys.dashboard(), 'all' ] as const,
	/** Category names (Category column) and the category manager's list. */
	categories: () => [ ...overlayKeys.all, 'categories' ] as const,
	categoryNames: () => [ ...overlayKeys.categories(), 'names' ] as const,
	managedCategories: () =>
		[ ...overlayKeys.categories(), 'managed' ] as const,
};
