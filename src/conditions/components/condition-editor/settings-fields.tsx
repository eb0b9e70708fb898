/**
 * External dependencies
 */
import type { RefObject } from 'react';

/**
 * WordPress dependencies
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ConditionCategory, ConditionStatus } from '../../types';

/** The Category select's value that opens the new-category modal. */
export const NEW_CATEGORY = '__gblocks_pro_new_category';

interface SettingsFieldsProps {
	title: string;
	onTitleChange: ( title: string ) => void;
	category: string;
	/** Called with the chosen category's slug, or NEW_CATEGORY. */
	onCategoryChange: ( category: string ) => void;
	categories: ConditionCategory[];
	categoryRef: RefObject< HTMLSelectElement >;
	status: ConditionStatus;
	onStatusChange: ( status: ConditionStatus ) => void;
}

/**
 * The condition's name, category (with + Add new category) and status.
 *
 * @param props                  Props.
 * @param props.title            The name.
 * @param props.onTitleChange    Sets it.
 * @param props.category         The category's slug ('' uncategorized).
 * @param props.onCategoryChange Called with the chosen category's slug, or NEW_CATEGORY.
 * @param props.categories       The categories.
 * @param props.categoryRef      The Category select (focus comes back to it after the modal).
 * @param props.status           The status.
 * @param props.onStatusChange   Sets it.
 */
export function SettingsFields( {
	title,
	onTitleChange,
	category,
	onCategoryChange,
	categories,
	categoryRef,
	status,
	onStatusChange,
}: SettingsFieldsProps ) {
	const categoryOptions = [
		{ value: '', label: __( 'Uncategorized', 'gblocks-pro' ) },
		...categories.map( ( item ) => ( {
			value: item.slug,
			label: item.name,
		} ) ),
		{
			value: NEW_CATEGORY,
			label: __( '+ Add new category', 'gblocks-pro' ),
		},
	];
	return (
		<div className="gblocks-pro-condition-editor__settings">
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				className="gblocks-pro-condition-editor__name"
				label={ __( 'Name', 'gblocks-pro' ) }
				value={ title }
				onChange={ onTitleChange }
				placeholder={ __(
					'e.g. Logged-in members on the blog',
					'gblocks-pro'
				) }
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				ref={ categoryRef }
				label={ __( 'Category', 'gblocks-pro' ) }
				value={ category }
				options={ categoryOptions }
				onChange={ onCategoryChange }
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Status', 'gblocks-pro' ) }
				value={ status }
				options={ [
					{
						value: 'publish',
						label: __( 'Published', 'gblocks-pro' ),
					},
					{
						value: 'draft',
						label: __( 'Draft', 'gblocks-pro' ),
					},
				] }
				onChange={ ( next: string ) =>
					onStatusChange( next as ConditionStatus )
				}
			/>
		</div>
	);
}
