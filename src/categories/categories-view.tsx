/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CategoryManager } from './category-manager';
import { categorySlug } from './slug';
import type { ManagedCategory } from './types';
import type { CategoryMutations } from './use-category-mutations';

export interface CategoriesViewProps {
	onBack: () => void;
	/** The admin page's frame: title, actions, content. */
	frame: (
		title: string,
		actions: ReactNode,
		children: ReactNode
	) => ReactNode;
	/** The Back button's text, e.g. 'Back to Conditions'. */
	backLabel: string;
	/** The next step shown under 'No categories found.'. */
	emptyHint: string;
	/** The feature's categories (a query's data, loading and error). */
	categories: {
		data?: ManagedCategory[];
		isLoading: boolean;
		isError: boolean;
	};
	mutations: CategoryMutations;
	/** Id of the virtual category shown without a slug and locked (no edit or delete). */
	lockedId?: string;
	/** Whether a create sends the slug derived from the name (else the server derives it). */
	sendSlug?: boolean;
	/** A wrapper class for the manager. */
	className?: string;
}

/**
 * Manage Categories: the category manager over one feature's categories, in the feature's frame with
 * its Back button. Conditions and overlays both show it.
 *
 * @param props            Component props.
 * @param props.onBack
 * @param props.frame
 * @param props.backLabel
 * @param props.emptyHint
 * @param props.categories
 * @param props.mutations
 * @param props.lockedId
 * @param props.sendSlug
 * @param props.className
 */
export function CategoriesView( {
	onBack,
	frame,
	backLabel,
	emptyHint,
	categories,
	mutations,
	lockedId,
	sendSlug = false,
	className,
}: CategoriesViewProps ) {
	const { create, rename, remove } = mutations;
	const manager = (
		<CategoryManager
			categories={ ( categories.data ?? [] ).map( ( category ) => ( {
				id: category.id,
				name: category.name,
				slug: category.id === lockedId ? undefined : category.slug,
				count: category.count,
				locked: category.id === lockedId,
			} ) ) }
			emptyHint={ emptyHint }
			isLoading={ categories.isLoading }
			loadFailed={ categories.isError }
			onCreate={ ( name ) =>
				create.mutateAsync(
					sendSlug ? { name, slug: categorySlug( name ) } : { name }
				)
			}
			onRename={ ( id, name ) =>
				rename.mutateAsync( { id: Number( id ), name } )
			}
			onDelete={ ( id ) => remove.mutateAsync( Number( id ) ) }
		/>
	);
	return (
		<>
			{ frame(
				__( 'Manage Categories', 'gblocks-pro' ),
				<Button
					__next40pxDefaultSize
					variant="secondary"
					onClick={ onBack }
				>
					{ backLabel }
				</Button>,
				className ? (
					<div className={ className }>{ manager }</div>
				) : (
					manager
				)
			) }
		</>
	);
}
