/**
 * External dependencies
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import {
	Button,
	CheckboxControl,
	Modal,
	Notice,
	TextControl,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { patternLibraryApi, patternLibraryKeys } from '../../shared/api';
import type {
	Collection,
	CreatedSharingKey,
	SharingKey,
	SyncedPattern,
} from '../../shared/types';
import { CopyButton } from '../components/copy-button';
import { SectionCard } from '../components/section-card';
import { FieldError, LoadError, Skeleton } from '../components/states';
import {
	collectionNames,
	formatGmtDate,
	isValid,
	KEY_NAME_MAX_LENGTH,
	removeById,
	siteUrl,
	toggleCollection,
	upsertById,
	validateKeyForm,
	type KeyFormErrors,
} from '../lib';

function useSnackbars() {
	const { createSuccessNotice, createErrorNotice } =
		useDispatch( noticesStore );
	return {
		success: ( message: string ) =>
			createSuccessNotice( message, { type: 'snackbar' } ),
		error: ( message: string ) =>
			createErrorNotice( message, { type: 'snackbar' } ),
	};
}

function useCollections() {
	return useQuery( {
		queryKey: patternLibraryKeys.collections(),
		queryFn: () => patternLibraryApi.collections(),
	} );
}

/**
 * This site's address, which another site enters as Domain, with a Copy button.
 */
function SiteAddress() {
	const url = siteUrl();
	const field = useRef< HTMLInputElement >( null );
	return (
		<SectionCard title={ __( 'This site’s address', 'gblocks-pro' ) }>
			<p id="gblocks-pro-site-address-help">
				{ __(
					'Another site adds this library with this address as Domain and one of the keys below as Public key.',
					'gblocks-pro'
				) }
			</p>
			<div className="gblocks-pro-pattern-library__inline">
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					ref={ field }
					label={ __( 'Domain', 'gblocks-pro' ) }
					value={ url }
					onChange={ () => undefined }
					readOnly
					aria-describedby="gblocks-pro-site-address-help"
					onFocus={ ( event ) => event.target.select() }
				/>
				<CopyButton
					text={ url }
					label={ __( 'Copy the address', 'gblocks-pro' ) }
					field={ () => field.current }
				/>
			</div>
		</SectionCard>
	);
}

/**
 * Collections: create, rename (inline), delete with confirmation; through /wp/v2/pattern-collections.
 */
function CollectionsCard() {
	const queryClient = useQueryClient();
	const notify = useSnackbars();
	const query = useCollections();
	const [ name, setName ] = useState( '' );
	const [ nameError, setNameError ] = useState( '' );
	const [ editing, setEditing ] = useState< Collection | null >( null );
	const [ editName, setEditName ] = useState( '' );
	const [ deleting, setDeleting ] = useState< Collection | null >( null );
	const [ focusId, setFocusId ] = useState< number | null >( null );
	const rowRefs = useRef< Record< number, HTMLElement | null > >( {} );
	const editRef = useRef< HTMLInputElement >( null );
	const key = patternLibraryKeys.collections();

	// Rename opens a field in place of the name: focus it.
	useEffect( () => {
		if ( editing ) {
			editRef.current?.focus();
		}
	}, [ editing ] );

	useEffect( () => {
		if ( focusId !== null && rowRefs.current[ focusId ] ) {
			rowRefs.current[ focusId ]?.focus();
			setFocusId( null );
		}
	}, [ focusId, query.data, editing ] );

	const setList = ( change: ( list: Collection[] ) => Collection[] ) =>
		queryClient.setQueryData< Collection[] >( key, ( list ) =>
			change( list ?? [] )
		);

	const create = useMutation( {
		mutationFn: ( value: string ) =>
			patternLibraryApi.createCollection( value ),
		onSuccess: ( collection ) => {
			setList( ( list ) => upsertById( list, collection ) );
			setName( '' );
			setFocusId( collection.id );
			notify.success(
				sprintf(
					/* translators: %s: collection name. */
					__( 'Collection %s created.', 'gblocks-pro' ),
					collection.name
				)
			);
		},
		onError: ( error: Error ) => setNameError( error.message ),
	} );

	const rename = useMutation( {
		mutationFn: ( { id, value }: { id: number; value: string } ) =>
			patternLibraryApi.renameCollection( id, value ),
		onSuccess: ( collection ) => {
			setList( ( list ) => upsertById( list, collection ) );
			setEditing( null );
			setFocusId( collection.id );
			notify.success( __( 'Collection renamed.', 'gblocks-pro' ) );
		},
		onError: ( error: Error ) => notify.error( error.message ),
	} );

	const remove = useMutation( {
		mutationFn: ( collection: Collection ) =>
			patternLibraryApi.deleteCollection( collection.id ),
		onSuccess: ( _answer, collection ) => {
			setList( ( list ) => removeById( list, collection.id ) );
			setDeleting( null );
			queryClient.invalidateQueries( {
				queryKey: patternLibraryKeys.syncedPatterns(),
			} );
			queryClient.invalidateQueries( {
				queryKey: patternLibraryKeys.keys(),
			} );
			notify.success(
				sprintf(
					/* translators: %s: collection name. */
					__( 'Collection %s deleted.', 'gblocks-pro' ),
					collection.name
				)
			);
		},
		onError: ( error: Error ) => {
			setDeleting( null );
			notify.error( error.message );
		},
	} );

	const onCreate = ( event: FormEvent ) => {
		event.preventDefault();
		if ( ! name.trim() ) {
			setNameError(
				__( 'Please enter a name for the collection.', 'gblocks-pro' )
			);
			return;
		}
		setNameError( '' );
		create.mutate( name.trim() );
	};

	const onRename = ( event: FormEvent ) => {
		event.preventDefault();
		if ( editing && editName.trim() ) {
			rename.mutate( { id: editing.id, value: editName.trim() } );
		}
	};

	let list;
	if ( query.isError ) {
		list = (
			<LoadError
				message={ query.error.message }
				onRetry={ () => query.refetch() }
			/>
		);
	} else if ( ! query.data ) {
		list = (
			<Skeleton label={ __( 'Loading collections…', 'gblocks-pro' ) } />
		);
	} else if ( ! query.data.length ) {
		list = (
			<p className="gblocks-pro-pattern-library__empty">
				{ __(
					'No collections yet. Create one, put synced patterns in it, then create a key for it.',
					'gblocks-pro'
				) }
			</p>
		);
	} else {
		list = (
			<ul className="gblocks-pro-pattern-library__collections">
				{ query.data.map( ( collection ) => (
					<li key={ collection.id }>
						{ editing?.id === collection.id ? (
							<form
								className="gblocks-pro-pattern-library__inline"
								onSubmit={ onRename }
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
									ref={ editRef }
									onKeyDown={ ( event ) => {
										if ( event.key === 'Escape' ) {
											event.stopPropagation();
											setEditing( null );
											setFocusId( collection.id );
										}
									} }
								/>
								<Button
									__next40pxDefaultSize
									variant="primary"
									type="submit"
									isBusy={ rename.isPending }
									disabled={
										! editName.trim() || rename.isPending
									}
									accessibleWhenDisabled
								>
									{ __( 'Save', 'gblocks-pro' ) }
								</Button>
								<Button
									__next40pxDefaultSize
									variant="tertiary"
									onClick={ () => {
										setEditing( null );
										setFocusId( collection.id );
									} }
								>
									{ __( 'Cancel', 'gblocks-pro' ) }
								</Button>
							</form>
						) : (
							<div className="gblocks-pro-pattern-library__row">
								<span
									className="gblocks-pro-pattern-library__name"
									tabIndex={ -1 }
									ref={ ( element ) => {
										rowRefs.current[ collection.id ] =
											element;
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
									onClick={ () => {
										setEditing( collection );
										setEditName( collection.name );
									} }
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
									onClick={ () => setDeleting( collection ) }
								>
									{ __( 'Delete', 'gblocks-pro' ) }
								</Button>
							</div>
						) }
					</li>
				) ) }
			</ul>
		);
	}

	return (
		<SectionCard title={ __( 'Collections', 'gblocks-pro' ) }>
			{ list }
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
					onCancel={ () => setDeleting( null ) }
				/>
			) }
		</SectionCard>
	);
}

/**
 * Which synced patterns are in which collection: a checkbox per collection on each pattern, saved at
 * once through POST /wp/v2/blocks/{id}.
 */
function PatternsCard() {
	const queryClient = useQueryClient();
	const notify = useSnackbars();
	const collections = useCollections();
	const key = patternLibraryKeys.syncedPatterns();
	const query = useQuery( {
		queryKey: key,
		queryFn: () => patternLibraryApi.syncedPatterns(),
	} );

	const assign = useMutation( {
		mutationFn: ( {
			pattern,
			ids,
		}: {
			pattern: SyncedPattern;
			ids: number[];
		} ) => patternLibraryApi.setPatternCollections( pattern.id, ids ),
		onSuccess: ( updated ) => {
			queryClient.setQueryData< SyncedPattern[] >( key, ( list ) =>
				upsertById( list ?? [], updated )
			);
			// Collection counts changed.
			queryClient.invalidateQueries( {
				queryKey: patternLibraryKeys.collections(),
			} );
			notify.success(
				sprintf(
					/* translators: %s: pattern title. */
					__( 'Collections of %s saved.', 'gblocks-pro' ),
					updated.title || __( '(no title)', 'gblocks-pro' )
				)
			);
		},
		onError: ( error: Error ) => notify.error( error.message ),
	} );

	let content;
	if ( query.isError || collections.isError ) {
		content = (
			<LoadError
				message={
					( query.error ?? collections.error )?.message ??
					__( 'Failed to load patterns.', 'gblocks-pro' )
				}
				onRetry={ () => {
					query.refetch();
					collections.refetch();
				} }
			/>
		);
	} else if ( ! query.data || ! collections.data ) {
		content = (
			<Skeleton label={ __( 'Loading patterns…', 'gblocks-pro' ) } />
		);
	} else if ( ! query.data.length ) {
		content = (
			<p className="gblocks-pro-pattern-library__empty">
				{ __(
					'This site has no synced patterns yet. Create one in the block editor (Create pattern, Synced).',
					'gblocks-pro'
				) }
			</p>
		);
	} else if ( ! collections.data.length ) {
		content = (
			<p className="gblocks-pro-pattern-library__empty">
				{ __(
					'Create a collection first, then choose its patterns here.',
					'gblocks-pro'
				) }
			</p>
		);
	} else {
		const all = collections.data;
		content = (
			<table className="widefat striped gblocks-pro-pattern-library__table">
				<caption className="screen-reader-text">
					{ __(
						'Synced patterns and their collections',
						'gblocks-pro'
					) }
				</caption>
				<thead>
					<tr>
						<th scope="col">{ __( 'Pattern', 'gblocks-pro' ) }</th>
						<th scope="col">
							{ __( 'Collections', 'gblocks-pro' ) }
						</th>
					</tr>
				</thead>
				<tbody>
					{ query.data.map( ( pattern ) => {
						const title =
							pattern.title || __( '(no title)', 'gblocks-pro' );
						return (
							<tr key={ pattern.id }>
								<th scope="row">
									{ title }
									{ pattern.status !== 'publish' && (
										<span className="gblocks-pro-pattern-library__status">
											{ __(
												'Not published: not shared',
												'gblocks-pro'
											) }
										</span>
									) }
								</th>
								<td>
									<fieldset className="gblocks-pro-pattern-library__checks">
										<legend className="screen-reader-text">
											{ sprintf(
												/* translators: %s: pattern title. */
												__(
													'Collections of %s',
													'gblocks-pro'
												),
												title
											) }
										</legend>
										{ all.map( ( collection ) => (
											<CheckboxControl
												__nextHasNoMarginBottom
												key={ collection.id }
												label={ collection.name }
												// Every row has the same collection names: the pattern's name makes each one unique.
												aria-label={ sprintf(
													/* translators: 1: collection name, 2: pattern title. */
													__(
														'%1$s (%2$s)',
														'gblocks-pro'
													),
													collection.name,
													title
												) }
												checked={ pattern.collections.includes(
													collection.id
												) }
												disabled={ assign.isPending }
												onChange={ ( on: boolean ) =>
													assign.mutate( {
														pattern,
														ids: toggleCollection(
															pattern,
															collection.id,
															on
														),
													} )
												}
											/>
										) ) }
									</fieldset>
								</td>
							</tr>
						);
					} ) }
				</tbody>
			</table>
		);
	}

	return (
		<SectionCard title={ __( 'Patterns in collections', 'gblocks-pro' ) }>
			<p className="gblocks-pro-pattern-library__intro">
				{ __(
					'A key shares the published synced patterns of its collections.',
					'gblocks-pro'
				) }
			</p>
			{ content }
		</SectionCard>
	);
}

/**
 * The new key, shown this once, with a Copy button and the warning that it will not be shown again.
 *
 * @param props         Component props.
 * @param props.created The record the server returned, with the key.
 * @param props.onClose Closes the dialog.
 */
function NewKeyDialog( {
	created,
	onClose,
}: {
	created: CreatedSharingKey;
	onClose: () => void;
} ) {
	const field = useRef< HTMLInputElement >( null );
	return (
		<Modal
			title={ __( 'Copy your new key', 'gblocks-pro' ) }
			onRequestClose={ onClose }
			className="gblocks-pro-pattern-library__key-dialog"
			shouldCloseOnClickOutside={ false }
			aria={ { describedby: 'gblocks-pro-new-key-warning' } }
		>
			<Notice status="warning" isDismissible={ false }>
				<span id="gblocks-pro-new-key-warning">
					{ __(
						'This key will not be shown again. Copy it now and keep it somewhere safe; if it is lost, revoke it and create a new one.',
						'gblocks-pro'
					) }
				</span>
			</Notice>
			<div className="gblocks-pro-pattern-library__inline">
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					ref={ field }
					label={ sprintf(
						/* translators: %s: key name. */
						__( 'Public key for %s', 'gblocks-pro' ),
						created.name
					) }
					value={ created.key }
					onChange={ () => undefined }
					readOnly
					className="gblocks-pro-pattern-library__key-field"
					onFocus={ ( event ) => event.target.select() }
				/>
				<CopyButton
					text={ created.key }
					label={ __( 'Copy the key', 'gblocks-pro' ) }
					field={ () => field.current }
					variant="primary"
				/>
			</div>
			<div className="gblocks-pro-pattern-library__dialog-actions">
				<Button
					__next40pxDefaultSize
					variant="secondary"
					onClick={ onClose }
				>
					{ __( 'Done', 'gblocks-pro' ) }
				</Button>
			</div>
		</Modal>
	);
}

/**
 * Keys: create (name + collections), the list (name, prefix…, collections, created, last used), revoke.
 */
function KeysCard() {
	const queryClient = useQueryClient();
	const notify = useSnackbars();
	const collections = useCollections();
	const key = patternLibraryKeys.keys();
	const query = useQuery( {
		queryKey: key,
		queryFn: () => patternLibraryApi.keys(),
	} );
	const [ name, setName ] = useState( '' );
	const [ chosen, setChosen ] = useState< number[] >( [] );
	const [ errors, setErrors ] = useState< KeyFormErrors >( {} );
	const [ serverError, setServerError ] = useState( '' );
	const [ created, setCreated ] = useState< CreatedSharingKey | null >(
		null
	);
	const [ revoking, setRevoking ] = useState< SharingKey | null >( null );
	const nameRef = useRef< HTMLInputElement >( null );

	const create = useMutation( {
		mutationFn: () =>
			patternLibraryApi.createKey( {
				name: name.trim(),
				collections: chosen,
			} ),
		onSuccess: ( record ) => {
			const listed: SharingKey = {
				id: record.id,
				name: record.name,
				collections: record.collections,
				prefix: record.prefix,
				created: record.created,
				lastUsed: record.lastUsed,
			};
			queryClient.setQueryData< SharingKey[] >( key, ( list ) =>
				upsertById( list ?? [], listed )
			);
			setName( '' );
			setChosen( [] );
			setServerError( '' );
			setCreated( record );
			notify.success(
				sprintf(
					/* translators: %s: key name. */
					__( 'Key %s created.', 'gblocks-pro' ),
					record.name
				)
			);
		},
		onError: ( error: Error ) => setServerError( error.message ),
	} );

	const revoke = useMutation( {
		mutationFn: ( record: SharingKey ) =>
			patternLibraryApi.revokeKey( record.id ),
		onSuccess: ( _answer, record ) => {
			queryClient.setQueryData< SharingKey[] >( key, ( list ) =>
				removeById( list ?? [], record.id )
			);
			setRevoking( null );
			notify.success(
				sprintf(
					/* translators: %s: key name. */
					__( 'Key %s revoked.', 'gblocks-pro' ),
					record.name
				)
			);
		},
		onError: ( error: Error ) => {
			setRevoking( null );
			notify.error( error.message );
		},
	} );

	const existing = ( collections.data ?? [] ).map( ( term ) => term.id );

	const onSubmit = ( event: FormEvent ) => {
		event.preventDefault();
		const found = validateKeyForm(
			{ name, collections: chosen },
			existing
		);
		setErrors( found );
		setServerError( '' );
		if ( ! isValid( found ) ) {
			if ( found.name ) {
				nameRef.current?.focus();
			}
			return;
		}
		create.mutate();
	};

	let list;
	if ( query.isError ) {
		list = (
			<LoadError
				message={ query.error.message }
				onRetry={ () => query.refetch() }
			/>
		);
	} else if ( ! query.data ) {
		list = <Skeleton label={ __( 'Loading keys…', 'gblocks-pro' ) } />;
	} else if ( ! query.data.length ) {
		list = (
			<p className="gblocks-pro-pattern-library__empty">
				{ __(
					'No keys yet: no other site can read this site’s patterns.',
					'gblocks-pro'
				) }
			</p>
		);
	} else {
		const never = __( 'Never', 'gblocks-pro' );
		list = (
			<table className="widefat striped gblocks-pro-pattern-library__table">
				<caption className="screen-reader-text">
					{ __( 'Keys', 'gblocks-pro' ) }
				</caption>
				<thead>
					<tr>
						<th scope="col">{ __( 'Name', 'gblocks-pro' ) }</th>
						<th scope="col">{ __( 'Key', 'gblocks-pro' ) }</th>
						<th scope="col">
							{ __( 'Collections', 'gblocks-pro' ) }
						</th>
						<th scope="col">{ __( 'Created', 'gblocks-pro' ) }</th>
						<th scope="col">
							{ __( 'Last used', 'gblocks-pro' ) }
						</th>
						<th scope="col">
							<span className="screen-reader-text">
								{ __( 'Actions', 'gblocks-pro' ) }
							</span>
						</th>
					</tr>
				</thead>
				<tbody>
					{ query.data.map( ( record ) => (
						<tr key={ record.id } data-key-id={ record.id }>
							<th scope="row">{ record.name }</th>
							<td>
								<code>{ `${ record.prefix }…` }</code>
							</td>
							<td>
								{ collectionNames(
									record,
									collections.data ?? []
								).join( ', ' ) || '—' }
							</td>
							<td>{ formatGmtDate( record.created, never ) }</td>
							<td>{ formatGmtDate( record.lastUsed, never ) }</td>
							<td className="gblocks-pro-pattern-library__actions">
								<Button
									variant="tertiary"
									isDestructive
									aria-label={ sprintf(
										/* translators: %s: key name. */
										__( 'Revoke %s', 'gblocks-pro' ),
										record.name
									) }
									onClick={ () => setRevoking( record ) }
								>
									{ __( 'Revoke', 'gblocks-pro' ) }
								</Button>
							</td>
						</tr>
					) ) }
				</tbody>
			</table>
		);
	}

	return (
		<SectionCard title={ __( 'Keys', 'gblocks-pro' ) }>
			{ list }
			<form
				className="gblocks-pro-pattern-library__form gblocks-pro-pattern-library__create"
				onSubmit={ onSubmit }
				noValidate
			>
				<h3 className="gblocks-pro-pattern-library__subheading">
					{ __( 'Create a key', 'gblocks-pro' ) }
				</h3>
				{ serverError && (
					<Notice status="error" isDismissible={ false }>
						<span role="alert">{ serverError }</span>
					</Notice>
				) }
				<div className="gblocks-pro-pattern-library__field">
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						ref={ nameRef }
						label={ __( 'Key name', 'gblocks-pro' ) }
						help={ __(
							'Who the key is for, e.g. the site that will use it.',
							'gblocks-pro'
						) }
						value={ name }
						maxLength={ KEY_NAME_MAX_LENGTH }
						onChange={ setName }
						aria-invalid={ Boolean( errors.name ) }
						aria-describedby="gblocks-pro-key-name-error"
					/>
					<FieldError
						id="gblocks-pro-key-name-error"
						message={ errors.name }
					/>
				</div>
				<fieldset
					className="gblocks-pro-pattern-library__checks"
					aria-describedby="gblocks-pro-key-collections-error"
				>
					<legend>
						{ __( 'Collections it may read', 'gblocks-pro' ) }
					</legend>
					{ collections.data && ! collections.data.length && (
						<p>
							{ __(
								'Create a collection first.',
								'gblocks-pro'
							) }
						</p>
					) }
					{ ( collections.data ?? [] ).map( ( collection ) => (
						<CheckboxControl
							__nextHasNoMarginBottom
							key={ collection.id }
							label={ collection.name }
							checked={ chosen.includes( collection.id ) }
							onChange={ ( on: boolean ) =>
								setChosen( ( current ) =>
									on
										? [ ...current, collection.id ]
										: current.filter(
												( id ) => id !== collection.id
											)
								)
							}
						/>
					) ) }
					<FieldError
						id="gblocks-pro-key-collections-error"
						message={ errors.collections }
					/>
				</fieldset>
				<div>
					<Button
						__next40pxDefaultSize
						variant="primary"
						type="submit"
						isBusy={ create.isPending }
						disabled={ create.isPending }
						accessibleWhenDisabled
					>
						{ __( 'Create key', 'gblocks-pro' ) }
					</Button>
				</div>
			</form>
			{ created && (
				<NewKeyDialog
					created={ created }
					onClose={ () => setCreated( null ) }
				/>
			) }
			{ revoking && (
				<ConfirmDialog
					title={ __( 'Revoke key?', 'gblocks-pro' ) }
					subject={ revoking.name }
					message={ __(
						'Sites using this key will no longer be able to read this site’s patterns. This cannot be undone.',
						'gblocks-pro'
					) }
					confirmLabel={ __( 'Revoke', 'gblocks-pro' ) }
					isDestructive
					isBusy={ revoke.isPending }
					onConfirm={ () => revoke.mutate( revoking ) }
					onCancel={ () => setRevoking( null ) }
				/>
			) }
		</SectionCard>
	);
}

/**
 * The "Sharing" tab: what this site shares with other sites (its address, collections, which patterns
 * are in them, and keys).
 */
export function SharingTab() {
	return (
		<div className="gblocks-pro-pattern-library__tab">
			<SiteAddress />
			<CollectionsCard />
			<PatternsCard />
			<KeysCard />
		</div>
	);
}
