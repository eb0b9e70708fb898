/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CategoriesView as ManageCategories } from '../../categories';
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
 * Manage Categories (categories=true): the categories module's view over overlays/v1/manage_category.
 * The virtual 'uncategorized' category is listed with its count and locked (no edit or delete); a
 * create sends the slug of the shared rule.
 *
 * @param props        Component props.
 * @param props.onBack
 * @param props.frame
 */
export function CategoriesView( { onBack, frame }: CategoriesViewProps ) {
	return (
		<ManageCategories
			onBack={ onBack }
			frame={ frame }
			backLabel={ __( 'Back to Overlay Panels', 'gblocks-pro' ) }
			emptyHint={ __(
				'Add a category above to group your overlay panels.',
				'gblocks-pro'
			) }
			categories={ useManagedOverlayCategories() }
			mutations={ useOverlayCategoryMutations() }
			lockedId="uncategorized"
			sendSlug
			className="gblocks-pro-overlays-categories"
		/>
	);
}
