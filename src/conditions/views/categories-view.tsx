/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CategoriesView as ManageCategories } from '../../categories';
import type { ViewFrame } from '../../shared/components/admin-page/frames';
import {
	useCategoryMutations,
	useConditionCategories,
} from '../hooks/use-conditions';

export interface CategoriesViewProps {
	onBack: () => void;
	frame: ViewFrame;
}

/**
 * Manage Categories (categories=manage): the categories module's view over the conditions' categories.
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
			backLabel={ __( 'Back to Conditions', 'gblocks-pro' ) }
			emptyHint={ __(
				'Add a category above to group your conditions.',
				'gblocks-pro'
			) }
			categories={ useConditionCategories() }
			mutations={ useCategoryMutations() }
		/>
	);
}
