/**
 * External dependencies
 */
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { Button, Modal, Notice, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { categorySlug, isValidCategoryName } from '../../../categories/slug';
import { useCategoryMutations } from '../../hooks/use-conditions';
import type { ConditionCategory } from '../../types';

export interface CategoryCreateModalProps {
	onCreated: ( category: ConditionCategory ) => void;
	onClose: () => void;
}

/**
 * The '+ Add new category' modal of the editor.
 *
 * @param props           Component props.
 * @param props.onCreated
 * @param props.onClose
 */
export function CategoryCreateModal( {
	onCreated,
	onClose,
}: CategoryCreateModalProps ) {
	const [ name, setName ] = useState( '' );
	const { createFromEditor } = useCategoryMutations();

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		if ( ! isValidCategoryName( name ) ) {
			return;
		}
		createFromEditor.mutate(
			{ name: name.trim(), slug: categorySlug( name ) },
			{ onSuccess: onCreated }
		);
	};

	return (
		<Modal
			title={ __( 'Add New Category', 'gblocks-pro' ) }
			onRequestClose={ onClose }
			size="small"
		>
			<form onSubmit={ submit } className="gblocks-pro-category-create">
				{ createFromEditor.isError && (
					<Notice status="error" isDismissible={ false }>
						{ createFromEditor.error?.message.trim() ||
							__( 'Failed to create category.', 'gblocks-pro' ) }
					</Notice>
				) }
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Category name', 'gblocks-pro' ) }
					value={ name }
					onChange={ setName }
					disabled={ createFromEditor.isPending }
				/>
				<div className="gblocks-pro-category-create__actions">
					<Button
						__next40pxDefaultSize
						variant="tertiary"
						onClick={ onClose }
					>
						{ __( 'Cancel', 'gblocks-pro' ) }
					</Button>
					<Button
						__next40pxDefaultSize
						variant="primary"
						type="submit"
						isBusy={ createFromEditor.isPending }
						disabled={
							! isValidCategoryName( name ) ||
							createFromEditor.isPending
						}
						accessibleWhenDisabled
					>
						{ __( 'Add Category', 'gblocks-pro' ) }
					</Button>
				</div>
			</form>
		</Modal>
	);
}
