/**
 * The categories module: the slug rule shared with PHP (category-slug.json), the category manager and
 * its state, the mutations, and the Manage Categories view that every feature with categories shows.
 */
export { categorySlug, isValidCategoryName } from './slug';
export { CategoryManager } from './category-manager';
export type { CategoryManagerProps, ManagedCategory } from './types';
export { CategoriesView } from './categories-view';
export type { CategoriesViewProps } from './categories-view';
export { useCategoryMutations } from './use-category-mutations';
export type {
	CategoryApi,
	CategoryCreate,
	CategoryMutations,
	CategoryRename,
} from './use-category-mutations';
export { useCategoryEditing } from './use-category-editing';
export type { CategoryEditing } from './use-category-editing';
