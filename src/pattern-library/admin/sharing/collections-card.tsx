/**
 * External dependencies
 */
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { Button, TextControl } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isValidCategoryName } from '../../../categories/slug';
import { useCategoryEditing } from '../../../categories/use-category-editing';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import type { Collection } from '../../shared/types';
import { SectionCard } from '../components/section-card';
import { FieldError, LoadError, Skeleton } from '../components/states';
import {
	CollectionRenameForm,
	CollectionRow,
	type CollectionRowsState,
} from './collection-rows';
import {
	useCollectionMutations,
	useCollections,
} from './hooks/use-collections';

/**
 * The collections, or why there are none yet: loading, the load error with Retry, or the empty text.
 *
 * @param props       Component props.
 * @param props.state The rows' state.
 */
function CollectionList( { state }: { state: CollectionRowsState } ) {
	const query = useCollections();
	if ( query.isError ) {
		return (
			<LoadError
				message={ query.error.message }
				onRetry={ () => query.refetch() }
			/>
		);
	}
	if ( ! query.data ) {
		return (
			<Skeleton label={ __( 'Loading collections…', 'gblocks-pro' ) } />
		);
	}
	if ( ! query.data.length ) {
		return (
			<p className="gblocks-pro-pattern-library__empty">
				{ __(
					'No collections yet. Create one, put synced patterns in it, then create a key for it.',
					'gblocks-pro'
				) }
			</p>
		);
	}
	return (
		<ul className="gblocks-pro-pattern-library__collections">
			{ query.data.map( ( collection ) => (
				<li key={ collection.id }>
					{ state.editing.editing?.id === collection.id ? (
						<CollectionRenameForm
							collection={ collection }
							state={ state }
						/>
					) : (
						<CollectionRow
							collection={ collection }
							state={ state }
						/>
					) }
				</li>
			) ) }
		</ul>
	);
}

/**
 * Collections: create, rename (inline), delete with confirmation; through /wp/v2/pattern-collections.
 * The rename and delete state is the categories module's (collections are this site's categories of
 * shared patterns); the texts are the collections' own.
 */
export function CollectionsCard() {
	const query = useCollections();
	const editing = useCategoryEditing< Collection >();
	const [ name, setName ] = useState( '' );
	const [ nameError, setNameError ] = useState( '' );
	const [ focusId, setFocusId ] = useState< number | null >( null );
	const rowRefs = useRef< Record< number, HTMLElement | null > >( {} );
	const editRef = useRef< HTMLInputElement >( null );

	// Rename opens a field in place of the name: focus it.
	useEffect( () => {
		if ( editing.editing ) {
			editRef.current?.focus();
		}
	}, [ editing.editing ] );

	useEffect( () => {
		if ( focusId !== null && rowRefs.current[ focusId ] ) {
			rowRefs.current[ focusId ]?.focus();
			setFocusId( null );
		}
	}, [ focusId, query.data, editing.editing ] );

	const { create, rename, remove } = useCollectionMutations( {
		created: ( collection ) => {
			setName( '' );
			setFocusId( collection.id );
		},
		createFailed: setNameError,
		renamed: ( collection ) => {
			editing.stopEdit();
			setFocusId( collection.id );
		},
		deleteEnded: () => editing.setDeleting( null ),
	} );

	const onCreate = ( event: FormEvent ) => {
		event.preventDefault();
		if ( ! isValidCategoryName( name ) ) {
			setNameError(
				__( 'Please enter a name for the collection.', 'gblocks-pro' )
			);
			return;
		}
		setNameError( '' );
		create.mutate( name.trim() );
	};

	const state: CollectionRowsState = {
		editing,
		editRef,
		rowRefs,
		cancelEdit: ( collection ) => {
			editing.stopEdit();
			setFocusId( collection.id );
		},
		onRename: ( event ) => {
			event.preventDefault();
			if ( editing.editing && isValidCategoryName( editing.editName ) ) {
				rename.mutate( {
					id: editing.editing.id,
					value: editing.editName.trim(),
				} );
			}
		},
		renaming: rename.isPending,
	};
	const { deleting } = editing;

	return (
		<SectionCard title={ __( 'Collections', 'gblocks-pro' ) }>
			<CollectionList state={ state } />
			<form
				className="gblocks-pro-pattern-library__inline gblocks-pro-pattern-library__create"
				onSubmit={ onCreate }
				noValidate
			>
				<div className="gblocks-pro-pattern-library__field">
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'New collection', 'gblocks-pro' ) }
						value={ name }
						onChange={ setName }
						aria-invalid={ Boolean( nameError ) }
						aria-describedby="gblocks-pro-collection-error"
					/>
					<FieldError
						id="gblocks-pro-collection-error"
						message={ nameError }
					/>
				</div>
				<Button
					__next40pxDefaultSize
					variant="secondary"
					type="submit"
					isBusy={ create.isPending }
					disabled={ create.isPending }
					accessibleWhenDisabled
				>
					{ __( 'Add collection', 'gblocks-pro' ) }
				</Button>
			</form>
			{ deleting && (
				<ConfirmDialog
					title={ __( 'Delete collection?', 'gblocks-pro' ) }
					subject={ deleting.name }
					message={ __(
						'Its patterns stay on this site, but keys limited to this collection no longer share them.',
						'gblocks-pro'
					) }
					confirmLabel={ __( 'Delete', 'gblocks-pro' ) }
					isDestructive
					isBusy={ remove.isPending }
					onConfirm={ () => remove.mutate( deleting ) }
					onCancel={ () => editing.setDeleting( null ) }
				/>
			) }
		</SectionCard>
	);
}
