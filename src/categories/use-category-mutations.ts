/**
 * External dependencies
 */
import { useMutation } from '@tanstack/react-query';

export interface CategoryCreate {
	name: string;
	/** The slug to send; the server derives it from the name when there is none. */
	slug?: string;
}

export interface CategoryRename {
	id: number;
	name: string;
}

/**
 * The manage_category calls of one feature.
 */
export interface CategoryApi {
	create: ( category: CategoryCreate ) => Promise< unknown >;
	rename: ( id: number, name: string ) => Promise< unknown >;
	remove: ( id: number ) => Promise< unknown >;
}

/**
 * What CategoriesView calls.
 */
export interface CategoryMutations {
	create: {
		mutateAsync: ( variables: CategoryCreate ) => Promise< unknown >;
	};
	rename: {
		mutateAsync: ( variables: CategoryRename ) => Promise< unknown >;
	};
	remove: { mutateAsync: ( id: number ) => Promise< unknown > };
}

/**
 * Create, rename and delete of a feature's categories, each refreshing what the feature shows; a delete
 * then runs onRemoved (e.g. the details that named the category). Failures are the caller's to show
 * (the category manager does).
 *
 * @param api       The feature's calls.
 * @param refresh   Refreshes the feature's data after any change.
 * @param onRemoved Runs after the refresh of a delete.
 */
export function useCategoryMutations(
	api: CategoryApi,
	refresh: () => Promise< unknown >,
	onRemoved?: () => Promise< unknown >
) {
	const create = useMutation( {
		mutationFn: ( category: CategoryCreate ) => api.create( category ),
		onSuccess: refresh,
	} );
	const rename = useMutation( {
		mutationFn: ( { id, name }: CategoryRename ) => api.rename( id, name ),
		onSuccess: refresh,
	} );
	const remove = useMutation( {
		mutationFn: ( id: number ) => api.remove( id ),
		onSuccess: async () => {
			await refresh();
			await onRemoved?.();
		},
	} );
	return { create, rename, remove };
}
