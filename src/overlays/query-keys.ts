/**
 * The query-key factory of the Overlays feature. Condition data (the display-condition picker) is
 * shared/conditions-picker's, under CONDITIONS_ROOT.
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
};
