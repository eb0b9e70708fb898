/**
 * Every cache time, page size and timing constant of SPEC §9, in one place.
 */

const MINUTE = 60 * 1000;

/** Default cache: stale after 5 minutes, kept 10 minutes, one retry, refetch on window focus. */
export const DEFAULT_STALE_TIME = 5 * MINUTE;
export const DEFAULT_GC_TIME = 10 * MINUTE;
export const DEFAULT_RETRY = 1;
export const DEFAULT_REFETCH_ON_WINDOW_FOCUS = true;

/** Per-resource stale times. */
export const OVERLAY_LIST_STALE_TIME = 2 * MINUTE;
export const CONDITION_TYPES_STALE_TIME = 10 * MINUTE;
export const CATEGORIES_STALE_TIME = 5 * MINUTE;
export const CONDITION_FETCH_STALE_TIME = 120000;
export const CONDITION_FETCH_GC_TIME = 300000;

/** Page sizes. */
export const OVERLAY_DASHBOARD_PAGE_SIZE = 20;
export const OVERLAY_TRIGGER_LIST_PAGE_SIZE = 200;
export const OVERLAY_SELECTOR_PAGE_SIZE = 100;
export const CATEGORIES_PAGE_SIZE = 100;
export const CONDITIONS_SELECTOR_PAGE_SIZE = 100;
export const CONDITIONS_LIST_PAGE_SIZE = 20;
export const CONDITIONS_DEFAULT_PAGE = 1;

/** Timings. */
export const MODAL_SLIDE_MS = 260;
export const MODAL_CLOSE_DELAY_MS = 300;
export const COPIED_LABEL_MS = 2000;
export const STYLE_RECORD_WAIT_ATTEMPTS = 10;
export const STYLE_RECORD_WAIT_INTERVAL_MS = 100;

/** Other limits. */
export const LIBRARY_ID_LENGTH = 16;
export const COMBOBOX_PAGE_JUMP = 10;
