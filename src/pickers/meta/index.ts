export { metaPickersApi, POST_SEARCH_LIMIT } from './api';
export { metaPickerKeys } from './query-keys';
export {
	useDebounced,
	useMetaKeys,
	usePostSearch,
	usePostTitle,
} from './hooks';
export { KeyPicker } from './key-picker';
export type { KeyPickerProps } from './key-picker';
export { CURRENT_POST, PostPicker } from './post-picker';
export type { PostPickerProps } from './post-picker';
export type { MetaKey, MetaObjectType, PostResult } from './types';
