export { objectsApi, searchParams } from './api';
export { objectKeys } from './query-keys';
export type { ObjectType, SearchResult, SearchTarget } from './types';
export {
	SEARCH_DEBOUNCE_MS,
	useObjectSearch,
	useObjectTitles,
} from './use-object-lookup';
