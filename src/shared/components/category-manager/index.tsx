/**
 * External dependencies
 */
import type { FormEvent, KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import {
	Button,
	DropdownMenu,
	MenuGroup,
	MenuItem,
	Notice,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { ConfirmDialog } from '../confirm-dialog';
import { isValidCategoryName } from './slug';
import './style.scss';

export { categorySlug, isValidCategoryName } from './slug';

export interface ManagedCategory {
	id: number | string;
	name: string;
	slug?: string;
	count?: number;
	/** Built-in entries (the overlays' 'uncategorized') cannot be edited or deleted. */
	locked?: boolean;
}

export interface CategoryManagerProps {
	categories: ManagedCategory[];
	isLoading: boolean;
	loadFailed: boolean;
	onCreate: ( name: string ) => Promise< unknown >;
	onRename: (
		id: ManagedCategory[ 'id' ],
		name: string
	) => Promise< unknown >;
	onDelete: ( id: ManagedCategory[ 'id' ] ) => Promise< unknown >;
	/** The next step shown under 'No categories found.' when there are none. */
	emptyHint?: string;
}

type Failure = 'create' | 'update' | 'delete' | null;

/**
 * Lists categories with an add form, an inline edit form (closed on save or cancel) and a delete
 * confirmation. Shared by the conditions page and the overlay panels dashboard; the caller supplies
 * the data and the three actions.
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
	const { createSuccessNotice } = useDispatch( noticesStore );
	const newNameRef = useRef< HTMLInputElement >( null );
	const [ refocusAdd, setRefocusAdd ] = useState( false );
	const [ newName, setNewName ] = useState( '' );
	const [ editing, setEditing ] = useState< ManagedCategory[ 'id' ] | null >(
		null
	);
	const [ editName, setEditName ] = useState( '' );
	const [ deleting, setDeleting ] = useState< ManagedCategory | null >(
		null
	);
	const [ busy, setBusy ] = useState< Failure >( null );
	const [ failure, setFailure ] = useState< Failure >( null );
	const [ returnFocus, setReturnFocus ] = useState< string | null >( null );
	const tableRef = useRef< HTMLTableElement >( null );

	useEffect( () => {
		if ( returnFocus && tableRef.current ) {
			tableRef.current
				.querySelector< HTMLElement >(
					`[data-focus-key="${ returnFocus }"]`
				)
				?.focus();
			setReturnFocus( null );
		}
	}, [ returnFocus, categories, editing ] );

	// After an add, the name field (disabled while saving) takes focus again, ready for the next.
	useEffect( () => {
		if ( refocusAdd && busy === null ) {
			newNameRef.current?.focus();
			setRefocusAdd( false );
		}
	}, [ refocusAdd, busy ] );

	const run = async (
		kind: Exclude< Failure, null >,
		work: () => Promise< unknown >
	) => {
		setBusy( kind );
		setFailure( null );
		try {
			await work();
			return true;
		} catch {
			setFailure( kind );
			return false;
		} finally {
			setBusy( null );
		}
	};

	const create = async ( event: FormEvent ) => {
		event.preventDefault();
		const name = newName.trim();
		if ( ! isValidCategoryName( name ) ) {
			return;
		}
		if ( await run( 'create', () => onCreate( name ) ) ) {
			setNewName( '' );
			setRefocusAdd( true );
			createSuccessNotice( __( 'Category added.', 'gblocks-pro' ), {
				type: 'snackbar',
			} );
		}
	};

	const startEdit = ( category: ManagedCategory ) => {
		setEditing( category.id );
		setEditName( category.name );
	};

	const closeEdit = ( id: ManagedCategory[ 'id' ] ) => {
		setEditing( null );
		setReturnFocus( `menu-${ id }` );
	};

	const saveEdit = async (
		event: FormEvent,
		id: ManagedCategory[ 'id' ]
	) => {
		event.preventDefault();
		const name = editName.trim();
		if ( ! isValidCategoryName( name ) ) {
			return;
		}
		if ( await run( 'update', () => onRename( id, name ) ) ) {
			closeEdit( id );
		}
	};

	const confirmDelete = async () => {
		if ( ! deleting ) {
			return;
		}
		await run( 'delete', () => onDelete( deleting.id ) );
		setDeleting( null );
	};

	const failureText: Record< Exclude< Failure, null >, string > = {
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
					{ failureText[ failure ] }
				</Notice>
			) }

			<form
				className="gblocks-pro-category-manager__add"
				onSubmit={ create }
			>
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
								<tr key={ category.id }>
									<td colSpan={ 4 }>
										<form
											className="gblocks-pro-category-manager__edit"
											onSubmit={ ( event ) =>
												saveEdit( event, category.id )
											}
										>
											<TextControl
												__next40pxDefaultSize
												__nextHasNoMarginBottom
												label={ __(
													'Category name',
													'gblocks-pro'
												) }
												value={ editName }
												onChange={ setEditName }
												onKeyDown={ (
													event: KeyboardEvent
												) => {
													if (
														event.key === 'Escape'
													) {
														event.preventDefault();
														closeEdit(
															category.id
														);
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
													! isValidCategoryName(
														editName
													) || busy === 'update'
												}
												accessibleWhenDisabled
											>
												{ __( 'Save', 'gblocks-pro' ) }
											</Button>
											<Button
												__next40pxDefaultSize
												variant="tertiary"
												onClick={ () =>
													closeEdit( category.id )
												}
											>
												{ __(
													'Cancel',
													'gblocks-pro'
												) }
											</Button>
										</form>
									</td>
								</tr>
							) : (
								<tr key={ category.id }>
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
													__(
														'Actions for “%s”',
														'gblocks-pro'
													),
													category.name
												) }
												toggleProps={
													{
														size: 'compact',
														// Closing the edit form gives focus back to this button.
														'data-focus-key': `menu-${ category.id }`,
													} as Record<
														string,
														string
													>
												}
												popoverProps={ {
													placement: 'bottom-end',
												} }
											>
												{ ( { onClose } ) => (
													<MenuGroup>
														<MenuItem
															onClick={ () => {
																onClose();
																startEdit(
																	category
																);
															} }
														>
															{ __(
																'Edit',
																'gblocks-pro'
															) }
														</MenuItem>
														<MenuItem
															isDestructive
															onClick={ () => {
																onClose();
																setDeleting(
																	category
																);
															} }
														>
															{ __(
																'Delete',
																'gblocks-pro'
															) }
														</MenuItem>
													</MenuGroup>
												) }
											</DropdownMenu>
										) }
									</td>
								</tr>
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
