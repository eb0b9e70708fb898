/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ViewFrame } from '../../shared/components/admin-page/frames';
import { CategoryManager } from '../../shared/components/category-manager';
import {
	useCategoryMutations,
	useConditionCategories,
} from '../hooks/use-conditions';

export interface CategoriesViewProps {
	onBack: () => void;
	frame: ViewFrame;
}

/**
 * Manage Categories (categories=manage): the shared category manager over the conditions' categories.
 *
 * @param props        Component props.
 * @param props.onBack
 * @param props.frame
 */
export function CategoriesView( { onBack, frame }: CategoriesViewProps ) {
	const categories = useConditionCategories();
	const { create, rename, remove } = useCategoryMutations();
	return (
		<>
			{ frame(
				__( 'Manage Categories', 'gblocks-pro' ),
				<Button
					__next40pxDefaultSize
					variant="secondary"
					onClick={ onBack }
				>
					{ __( 'Back to Conditions', 'gblocks-pro' ) }
				</Button>,
				<CategoryManager
					categories={ ( categories.data ?? [] ).map(
						( category ) => ( {
							id: category.id,
							name: category.name,
							slug: category.slug,
							count: category.count,
						} )
					) }
					emptyHint={ __(
						'Add a category above to group your conditions.',
						'gblocks-pro'
					) }
					isLoading={ categories.isLoading }
					loadFailed={ categories.isError }
					onCreate={ ( name ) => create.mutateAsync( { name } ) }
					onRename={ ( id, name ) =>
						rename.mutateAsync( { id: Number( id ), name } )
					}
					onDelete={ ( id ) => remove.mutateAsync( Number( id ) ) }
				/>
			) }
		</>
	);
}
