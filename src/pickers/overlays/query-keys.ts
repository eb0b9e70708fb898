/**
 * Query keys of the overlay pickers, under the shared OVERLAYS_ROOT: an overlay save (in the
 * dashboard, or by message from an embedded editor) refreshes every picker with one invalidation.
 */

/**
 * Internal dependencies
 */
import { OVERLAYS_ROOT } from '../../shared/query/keys';

export const overlayPickerKeys = {
	all: [ ...OVERLAYS_ROOT, 'picker' ] as const,
	/**
	 * The list of up to 200 overlays.
	 *
	 * @param allStatuses Drafts and other statuses included (managers), or published only.
	 */
	list: ( allStatuses: boolean ) =>
		[
			...overlayPickerKeys.all,
			'list',
			allStatuses ? 'any' : 'publish',
		] as const,
	/** The category names. */
	categories: () => [ ...overlayPickerKeys.all, 'categories' ] as const,
};
