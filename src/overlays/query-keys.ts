/**
 * The query-key factory of the Overlays feature. Condition data (the display-condition picker) is
 * shared/conditions-picker's, under CONDITIONS_ROOT.
 */

export const overlayKeys = {
	all: [ 'gblocks-pro', 'overlays' ] as const,
	lists: () => [ ...overlayKeys.all, 'list' ] as const,
	/** The overlay pickers' list (trigger selector, mega menu). */
	selector: () => [ ...overlayKeys.lists(), 'selector' ] as const,
};
