/**
 * Whether an event reaches an overlay's goal (issue 38, Insights), as the overlay journey decides it to
 * keep conversions in the visitor history (its "stop after a conversion" cap), from the goals of the page
 * config Insights\Page_Config prints. The counting script (src/insights/runtime) decides the same rule
 * inline, for its own 1 KB budget; one fixture table (tests/fixtures/insights/goals.json) runs both.
 */

/** An overlay's goal in the page config. */
export interface OverlayGoal {
	/** Missing: click. */
	type?: 'click' | 'selector' | 'form' | 'page' | 'event';
	selector?: string;
	scope?: 'overlay' | 'page';
}

/**
 * Whether an event reaches the goal of an overlay viewed in this page view: a click on a link or button
 * inside it that is not a close control (click); a click on the selector, inside it or anywhere on the
 * page (selector); a form submitted inside it (form); gblocks:conversion naming it, whatever the goal.
 * A page-visit goal is reached on another page (decided from the time of the view).
 *
 * @param event The click, submit or gblocks:conversion event.
 * @param goal  The overlay's goal ({}: none, only gblocks:conversion reaches it).
 * @param el    The overlay's element.
 * @param id    The overlay's post id.
 */
export const reachesGoal = (
	event: Event,
	goal: OverlayGoal,
	el: Element,
	id: number
): boolean => {
	const { type, selector, scope } = goal;
	const target = event.target as Element;
	let match: Element | false | null = null;
	try {
		if ( event.type === 'click' ) {
			match =
				type === 'selector'
					? target.closest( selector as string )
					: type === 'click' &&
						! target.closest( '[data-gb-overlay-close]' ) &&
						target.closest( 'a[href],button' );
		} else if ( event.type === 'submit' ) {
			match = type === 'form' && target;
		} else {
			// gblocks:conversion, whatever the goal: its overlay, by its post id as a number or its digits.
			match =
				String( ( event as CustomEvent ).detail?.overlay ) ===
					String( id ) && el;
		}
	} catch {
		// A selector the browser cannot parse: that goal is never reached.
	}
	return !! match && ( scope === 'page' || el.contains( match ) );
};
