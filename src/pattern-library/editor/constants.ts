/**
 * The editor library's constants, from the shared contract file (src/pattern-library/pattern-library.json).
 */

/**
 * Internal dependencies
 */
import contract from '../pattern-library.json';
import type { Viewport } from './types';

export const PATTERN_LIBRARY_DASHBOARD = 'pattern-library';
export const PATTERNS_PER_PAGE: number = contract.patternsPerPage;
/** How long the server keeps an empty answer of a remote library (a full one: a day), in minutes. */
export const EMPTY_CACHE_MINUTES: number = Math.ceil(
	contract.emptyCacheSeconds / 60
);
export const STYLE_WAIT_ATTEMPTS: number = contract.styleWait.attempts;
export const STYLE_WAIT_INTERVAL_MS: number = contract.styleWait.intervalMs;
export const PREVIEW_WIDTHS: Record< Viewport, number > = {
	desktop: contract.previewWidths.desktop,
	tablet: contract.previewWidths.tablet,
	mobile: contract.previewWidths.mobile,
};
/** The delay between the last keystroke in the search field and the query. */
export const SEARCH_DEBOUNCE_MS = 300;
