/**
 * WordPress dependencies
 */
import { Button, Notice, Spinner, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ConfirmDialog } from '../shared/components/confirm-dialog';
import { CategoryEditRow, CategoryRow } from './category-rows';
import { isValidCategoryName } from './slug';
import type { CategoryManagerProps } from './types';
import {
	useCategoryManager,
	type CategoryManagerState,
} from './use-category-manager';
import './style.scss';

export type { CategoryManagerProps, ManagedCategory } from './types';

/**
 * The add form: the new name and Add Category (disabled while the name is empty or saving).
 *
 * @param props       Component props.
 * @param props.state The manager's state and actions.
 */
function CategoryAddForm( { state }: { state: CategoryManagerState } ) {
	const { newNameRef, newName, setNewName, busy, create } = state;
	return (
		<form className="gblocks-pro-category-manager__add" onSubmit={ create }>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				ref={ newNameRef }
				label={ __( 'New category name', 'gblocks-pro' ) }
				value={ newName }
				onChange={ setNewName }
				disabled={ busy === 'create' }
			/>
			<Button
				__next40pxDefaultSize
				variant="primary"
				type="submit"
				isBusy={ busy === 'create' }
				disabled={
					! isValidCategoryName( newName ) || busy === 'create'
				}
				accessibleWhenDisabled
			>
				{ __( 'Add Category', 'gblocks-pro' ) }
			</Button>
		</form>
	);
}

/**
 * Lists categories with an add form, an inline edit form (closed on save or cancel) and a delete
 * confirmation. Shared by the conditions page and the overlay panels dashboard (CategoriesView); the
 * caller supplies the data and the three actions.
 *
 * @param props            Component props.
 * @param props.categories
 * @param props.isLoading
 * @param props.loadFailed
 * @param props.onCreate
 * @param props.onRename
 * @param props.onDelete
 * @param props.emptyHint
 */
export function CategoryManager( {
	categories,
	isLoading,
	loadFailed,
	onCreate,
	onRename,
	onDelete,
	emptyHint,
}: CategoryManagerProps ) {
	const state = useCategoryManager( {
		categories,
		onCreate,
		onRename,
		onDelete,
	} );
	const {
		tableRef,
		editing,
		deleting,
		setDeleting,
		busy,
		failure,
		failureReason,
		setFailure,
		confirmDelete,
	} = state;

	const failureText: Record< Exclude< typeof failure, null >, string > = {
		create: __( 'Failed to create category.', 'gblocks-pro' ),
		update: __( 'Failed to update category.', 'gblocks-pro' ),
		delete: __( 'Failed to delete category.', 'gblocks-pro' ),
	};

	return (
		<div className="gblocks-pro-category-manager">
			{ loadFailed && (
				<Notice status="error" isDismissible={ false }>
					{ __( 'Failed to load categories.', 'gblocks-pro' ) }
				</Notice>
			) }
			{ failure && (
				<Notice status="error" onRemove={ () => setFailure( null ) }>
					{ failureReason || failureText[ failure ] }
				</Notice>
			) }

			<CategoryAddForm state={ state } />

			{ isLoading && <Spinner /> }

			{ ! isLoading && ! loadFailed && (
				<table
					ref={ tableRef }
					className="wp-list-table widefat fixed striped gblocks-pro-category-manager__table"
				>
					<thead>
						<tr>
							<th scope="col">{ __( 'Name', 'gblocks-pro' ) }</th>
							<th scope="col">{ __( 'Slug', 'gblocks-pro' ) }</th>
							<th
								scope="col"
								className="gblocks-pro-category-manager__count"
							>
								{ __( 'Count', 'gblocks-pro' ) }
							</th>
							<th
								scope="col"
								className="gblocks-pro-category-manager__actions"
							>
								<span className="screen-reader-text">
									{ __( 'Actions', 'gblocks-pro' ) }
								</span>
							</th>
						</tr>
					</thead>
					<tbody>
						{ categories.length === 0 && (
							<tr>
								<td colSpan={ 4 }>
									<p className="gblocks-pro-category-manager__empty">
										{ __(
											'No categories found.',
											'gblocks-pro'
										) }
									</p>
									{ emptyHint && <p>{ emptyHint }</p> }
								</td>
							</tr>
						) }
						{ categories.map( ( category ) =>
							editing === category.id ? (
								<CategoryEditRow
									key={ category.id }
									category={ category }
									state={ state }
								/>
							) : (
								<CategoryRow
									key={ category.id }
									category={ category }
									state={ state }
								/>
							)
						) }
					</tbody>
				</table>
			) }

			{ deleting && (
				<ConfirmDialog
					title={ __( 'Delete category', 'gblocks-pro' ) }
					subject={ sprintf(
						/* translators: %s: category name. */
						__( 'Category: %s', 'gblocks-pro' ),
						deleting.name
					) }
					confirmLabel={ __( 'Delete category', 'gblocks-pro' ) }
					message={ __(
						'Are you sure you want to delete this category? Items using this category will become uncategorized.',
						'gblocks-pro'
					) }
					isDestructive
					isBusy={ busy === 'delete' }
					onCancel={ () => setDeleting( null ) }
					onConfirm={ confirmDelete }
				/>
			) }
		</div>
	);
}
