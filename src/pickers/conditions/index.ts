export { conditionsPickerApi } from './api';
export type { ConditionsPickerApi } from './api';
export {
	SEARCH_DEBOUNCE_MS,
	useConditionCategories,
	useConditionChoice,
	useConditionPage,
	useDebouncedValue,
} from './hooks';
export type { ConditionChoice } from './hooks';
export { conditionPickerKeys } from './query-keys';
export type { PickerCategory, PickerCondition, PickerPage } from './types';
