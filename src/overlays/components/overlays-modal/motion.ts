/**
 * The modal's timings (SPEC 2.2, 9) and the user's motion preference, read at the moment of each
 * transition (no motion and no delay under prefers-reduced-motion).
 */

/** The slide between the dashboard and editor views, in ms. */
export const SLIDE_MS = 260;

/** The delay before the modal goes away after Close or Escape, in ms. */
export const CLOSE_DELAY_MS = 300;

/** Whether the user asked for reduced motion. */
export function prefersReducedMotion(): boolean {
	return (
		typeof window.matchMedia === 'function' &&
		window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
}
