/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	categorySlug,
	CategoryManager,
} from '../../shared/components/category-manager';
import {
	useManagedOverlayCategories,
	useOverlayCategoryMutations,
} from '../hooks/use-overlays';
import type { Frame } from './list-view';

export interface CategoriesViewProps {
	onBack: () => void;
	frame: Frame;
}

/**
 * Manage Categories (categories=true): the shared category manager over overlays/v1/manage_category.
 * The virtual 'uncategorized' category is listed with its count and locked (no edit or delete).
 *
 * @param props        Component props.
 * @param props.onBack
 * @param props.frame
 */
export function CategoriesView( { onBack, frame }: CategoriesViewProps ) {
	const categories = useManagedOverlayCategories();
	const { create, rename, remove } = useOverlayCategoryMutations();

	return (
		<>
			{ frame(
				__( 'Manage Categories', 'gblocks-pro' ),
				<Button
					__next40pxDefaultSize
					variant="secondary"
					onClick={ onBack }
				>
					{ __( 'Back to Overlay Panels', 'gblocks-pro' ) }
				</Button>,
				<div className="gblocks-pro-overlays-categories">
					<CategoryManager
						categories={ ( categories.data ?? [] ).map(
							( category ) => ( {
								...category,
								slug:
									category.id === 'uncategorized'
										? undefined
										: category.slug,
								locked: category.id === 'uncategorized',
							} )
						) }
						emptyHint={ __(
							'Add a category above to group your overlay panels.',
							'gblocks-pro'
						) }
						isLoading={ categories.isLoading }
						loadFailed={ categories.isError }
						onCreate={ ( name ) =>
							create.mutateAsync( {
								name,
								slug: categorySlug( name ),
							} )
						}
						onRename={ ( id, name ) =>
							rename.mutateAsync( { id: Number( id ), name } )
						}
						onDelete={ ( id ) =>
							remove.mutateAsync( Number( id ) )
						}
					/>
				</div>
			) }
		</>
	);
}
