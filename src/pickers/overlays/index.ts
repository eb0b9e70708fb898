export { ALL_STATUSES, normalisePickerOverlay, overlaysPickerApi } from './api';
export type { OverlaysPickerApi } from './api';
export { useOverlayPickerCategories, useOverlayPickerList } from './hooks';
export { overlayPickerKeys } from './query-keys';
export type { PickerOverlay, PickerOverlayCategory } from './types';
