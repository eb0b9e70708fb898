/**
 * External dependencies
 */
import type { FormEvent, MutableRefObject, RefObject } from 'react';

/**
 * WordPress dependencies
 */
import { Button, TextControl } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CategoryEditing } from '../../../categories/use-category-editing';
import type { Collection } from '../../shared/types';

/**
 * The list's state shared by its rows: the editing state of the categories module, the rename form's
 * field, the names that take focus back, and the rename in progress.
 */
export interface CollectionRowsState {
	editing: CategoryEditing< Collection >;
	editRef: RefObject< HTMLInputElement >;
	rowRefs: MutableRefObject< Record< number, HTMLElement | null > >;
	/** Closes the rename form and gives focus back to the collection's name. */
	cancelEdit: ( collection: Collection ) => void;
	onRename: ( event: FormEvent ) => void;
	renaming: boolean;
}

/**
 * A collection being renamed: its new name (Escape cancels), Save and Cancel.
 *
 * @param props            Component props.
 * @param props.collection The collection.
 * @param props.state      The list's state.
 */
export function CollectionRenameForm( {
	collection,
	state,
}: {
	collection: Collection;
	state: CollectionRowsState;
} ) {
	const { editName, setEditName } = state.editing;
	return (
		<form
			className="gblocks-pro-pattern-library__inline"
			onSubmit={ state.onRename }
		>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ sprintf(
					/* translators: %s: collection name. */
					__( 'New name for %s', 'gblocks-pro' ),
					collection.name
				) }
				value={ editName }
				onChange={ setEditName }
				ref={ state.editRef }
				onKeyDown={ ( event ) => {
					if ( event.key === 'Escape' ) {
						event.stopPropagation();
						state.cancelEdit( collection );
					}
				} }
			/>
			<Button
				__next40pxDefaultSize
				variant="primary"
				type="submit"
				isBusy={ state.renaming }
				disabled={ ! editName.trim() || state.renaming }
				accessibleWhenDisabled
			>
				{ __( 'Save', 'gblocks-pro' ) }
			</Button>
			<Button
				__next40pxDefaultSize
				variant="tertiary"
				onClick={ () => state.cancelEdit( collection ) }
			>
				{ __( 'Cancel', 'gblocks-pro' ) }
			</Button>
		</form>
	);
}

/**
 * A collection: its name (which takes focus back after a rename), its pattern count, Rename and Delete.
 *
 * @param props            Component props.
 * @param props.collection The collection.
 * @param props.state      The list's state.
 */
export function CollectionRow( {
	collection,
	state,
}: {
	collection: Collection;
	state: CollectionRowsState;
} ) {
	return (
		<div className="gblocks-pro-pattern-library__row">
			<span
				className="gblocks-pro-pattern-library__name"
				tabIndex={ -1 }
				ref={ ( element ) => {
					state.rowRefs.current[ collection.id ] = element;
				} }
			>
				{ collection.name }
			</span>
			<span className="gblocks-pro-pattern-library__count">
				{ sprintf(
					/* translators: %d: number of patterns. */
					_n(
						'%d pattern',
						'%d patterns',
						collection.count,
						'gblocks-pro'
					),
					collection.count
				) }
			</span>
			<Button
				variant="tertiary"
				aria-label={ sprintf(
					/* translators: %s: collection name. */
					__( 'Rename %s', 'gblocks-pro' ),
					collection.name
				) }
				onClick={ () => state.editing.startEdit( collection ) }
			>
				{ __( 'Rename', 'gblocks-pro' ) }
			</Button>
			<Button
				variant="tertiary"
				isDestructive
				aria-label={ sprintf(
					/* translators: %s: collection name. */
					__( 'Delete %s', 'gblocks-pro' ),
					collection.name
				) }
				onClick={ () => state.editing.setDeleting( collection ) }
			>
				{ __( 'Delete', 'gblocks-pro' ) }
			</Button>
		</div>
	);
}
