/**
 * External dependencies
 */
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import {
	Button,
	DropdownMenu,
	MenuGroup,
	MenuItem,
	TextControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isValidCategoryName } from './slug';
import type { ManagedCategory } from './types';
import type { CategoryManagerState } from './use-category-manager';

interface RowProps {
	category: ManagedCategory;
	state: CategoryManagerState;
}

/**
 * A category being renamed: its name field (Escape cancels), Save and Cancel.
 *
 * @param props          Component props.
 * @param props.category The category.
 * @param props.state    The manager's state and actions.
 */
export function CategoryEditRow( { category, state }: RowProps ) {
	const { editName, setEditName, busy, saveEdit, closeEdit } = state;
	return (
		<tr>
			<td colSpan={ 4 }>
				<form
					className="gblocks-pro-category-manager__edit"
					onSubmit={ ( event ) => saveEdit( event, category.id ) }
				>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Category name', 'gblocks-pro' ) }
						value={ editName }
						onChange={ setEditName }
						onKeyDown={ ( event: KeyboardEvent ) => {
							if ( event.key === 'Escape' ) {
								event.preventDefault();
								closeEdit( category.id );
							}
						} }
						disabled={ busy === 'update' }
						// eslint-disable-next-line jsx-a11y/no-autofocus -- focus follows the Edit button the user pressed.
						autoFocus
					/>
					<Button
						__next40pxDefaultSize
						variant="primary"
						type="submit"
						isBusy={ busy === 'update' }
						disabled={
							! isValidCategoryName( editName ) ||
							busy === 'update'
						}
						accessibleWhenDisabled
					>
						{ __( 'Save', 'gblocks-pro' ) }
					</Button>
					<Button
						__next40pxDefaultSize
						variant="tertiary"
						onClick={ () => closeEdit( category.id ) }
					>
						{ __( 'Cancel', 'gblocks-pro' ) }
					</Button>
				</form>
			</td>
		</tr>
	);
}

/**
 * A category: name, slug, count, and its Edit/Delete menu unless it is locked.
 *
 * @param props          Component props.
 * @param props.category The category.
 * @param props.state    The manager's state and actions.
 */
export function CategoryRow( { category, state }: RowProps ) {
	return (
		<tr>
			<td>
				<strong>{ category.name }</strong>
			</td>
			<td>{ category.slug ?? '—' }</td>
			<td className="gblocks-pro-category-manager__count">
				{ category.count ?? 0 }
			</td>
			<td className="gblocks-pro-category-manager__actions">
				{ ! category.locked && (
					<DropdownMenu
						icon="ellipsis"
						label={ sprintf(
							/* translators: %s: category name. */
							__( 'Actions for “%s”', 'gblocks-pro' ),
							category.name
						) }
						toggleProps={
							{
								size: 'compact',
								// Closing the edit form gives focus back to this button.
								'data-focus-key': `menu-${ category.id }`,
							} as Record< string, string >
						}
						popoverProps={ { placement: 'bottom-end' } }
					>
						{ ( { onClose } ) => (
							<MenuGroup>
								<MenuItem
									onClick={ () => {
										onClose();
										state.startEdit( category );
									} }
								>
									{ __( 'Edit', 'gblocks-pro' ) }
								</MenuItem>
								<MenuItem
									isDestructive
									onClick={ () => {
										onClose();
										state.setDeleting( category );
									} }
								>
									{ __( 'Delete', 'gblocks-pro' ) }
								</MenuItem>
							</MenuGroup>
						) }
					</DropdownMenu>
				) }
			</td>
		</tr>
	);
}
