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
	Notice,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { patternLibraryApi, patternLibraryKeys } from '../../shared/api';
import type { Library, LibraryChanges } from '../../shared/types';
import { SectionCard } from '../components/section-card';
import { FieldError, LoadError, Skeleton } from '../components/states';
import {
	applyLibraryUpdate,
	isValid,
	normaliseDomain,
	removeById,
	upsertById,
	validateLibraryForm,
	type LibraryFormErrors,
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

/**
 * The Add Library form: Domain and Public key, checked here (SPEC 5), then by the server, whose text is
 * shown on failure (else 'Error adding library.', SPEC 8).
 *
 * @param props         Component props.
 * @param props.onAdded Called with the new record.
 */
function AddLibraryForm( {
	onAdded,
}: {
	onAdded: ( library: Library ) => void;
} ) {
	const [ domain, setDomain ] = useState( '' );
	const [ publicKey, setPublicKey ] = useState( '' );
	const [ errors, setErrors ] = useState< LibraryFormErrors >( {} );
	const [ serverError, setServerError ] = useState( '' );
	const domainRef = useRef< HTMLInputElement >( null );
	const keyRef = useRef< HTMLInputElement >( null );

	const add = useMutation( {
		mutationFn: () =>
			patternLibraryApi.addLibrary( {
				domain: domain.trim(),
				publicKey: publicKey.trim(),
			} ),
		onSuccess: ( library ) => {
			setDomain( '' );
			setPublicKey( '' );
			setServerError( '' );
			onAdded( library );
		},
		onError: ( error: Error ) => {
			setServerError(
				error.message || __( 'Error adding library.', 'gblocks-pro' )
			);
		},
	} );

	const onSubmit = ( event: FormEvent ) => {
		event.preventDefault();
		const found = validateLibraryForm( { domain, publicKey } );
		setErrors( found );
		setServerError( '' );
		if ( ! isValid( found ) ) {
			( found.domain ? domainRef : keyRef ).current?.focus();
			return;
		}
		add.mutate();
	};

	const preview = normaliseDomain( domain );

	return (
		<SectionCard title={ __( 'Add Library', 'gblocks-pro' ) }>
			<form
				className="gblocks-pro-pattern-library__form"
				onSubmit={ onSubmit }
				noValidate
			>
				{ serverError && (
					<Notice status="error" isDismissible={ false }>
						<span role="alert">{ serverError }</span>
					</Notice>
				) }
				<div className="gblocks-pro-pattern-library__field">
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						ref={ domainRef }
						label={ __( 'Domain', 'gblocks-pro' ) }
						value={ domain }
						onChange={ setDomain }
						placeholder="https://example.com"
						autoComplete="url"
						spellCheck={ false }
						aria-invalid={ Boolean( errors.domain ) }
						aria-describedby="gblocks-pro-library-domain-error gblocks-pro-library-domain-preview"
						help={
							preview ? (
								<span id="gblocks-pro-library-domain-preview">
									{ sprintf(
										/* translators: %s: the address that will be added. */
										__(
											'Will be added as %s',
											'gblocks-pro'
										),
										preview
									) }
								</span>
							) : undefined
						}
					/>
					<FieldError
						id="gblocks-pro-library-domain-error"
						message={ errors.domain }
					/>
				</div>
				<div className="gblocks-pro-pattern-library__field">
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						ref={ keyRef }
						label={ __( 'Public key', 'gblocks-pro' ) }
						value={ publicKey }
						onChange={ setPublicKey }
						autoComplete="off"
						spellCheck={ false }
						aria-invalid={ Boolean( errors.publicKey ) }
						aria-describedby="gblocks-pro-library-key-error"
					/>
					<FieldError
						id="gblocks-pro-library-key-error"
						message={ errors.publicKey }
					/>
				</div>
				<div>
					<Button
						__next40pxDefaultSize
						variant="primary"
						type="submit"
						isBusy={ add.isPending }
						disabled={ add.isPending }
						accessibleWhenDisabled
					>
						{ __( 'Add Library', 'gblocks-pro' ) }
					</Button>
				</div>
			</form>
		</SectionCard>
	);
}

/**
 * The "Libraries" tab: the libraries this site reads patterns from (this site's own, and remote ones),
 * enable/disable, make default, delete (not the local one), and the Add Library form.
 */
export function LibrariesTab() {
	const queryClient = useQueryClient();
	const notify = useSnackbars();
	const key = patternLibraryKeys.libraries();
	const query = useQuery( {
		queryKey: key,
		queryFn: () => patternLibraryApi.libraries(),
	} );
	const [ deleting, setDeleting ] = useState< Library | null >( null );
	const [ focusId, setFocusId ] = useState< string | null >( null );
	const rowRefs = useRef< Record< string, HTMLElement | null > >( {} );

	useEffect( () => {
		if ( focusId && rowRefs.current[ focusId ] ) {
			rowRefs.current[ focusId ]?.focus();
			setFocusId( null );
		}
	}, [ focusId, query.data ] );

	const setList = ( change: ( list: Library[] ) => Library[] ) =>
		queryClient.setQueryData< Library[] >( key, ( list ) =>
			change( list ?? [] )
		);

	const update = useMutation( {
		mutationFn: ( {
			library,
			changes,
		}: {
			library: Library;
			changes: LibraryChanges;
		} ) => patternLibraryApi.updateLibrary( library.id, changes ),
		onSuccess: ( updated, { changes } ) => {
			setList( ( list ) => applyLibraryUpdate( list, updated ) );
			let message: string;
			if ( changes.isDefault ) {
				message = sprintf(
					/* translators: %s: library name. */
					__( '%s is now the default library.', 'gblocks-pro' ),
					updated.name
				);
			} else if ( updated.isEnabled ) {
				message = sprintf(
					/* translators: %s: library name. */
					__( '%s enabled.', 'gblocks-pro' ),
					updated.name
				);
			} else {
				message = sprintf(
					/* translators: %s: library name. */
					__( '%s disabled.', 'gblocks-pro' ),
					updated.name
				);
			}
			notify.success( message );
		},
		onError: ( error: Error ) =>
			notify.error(
				error.message ||
					__( 'Failed to update the library.', 'gblocks-pro' )
			),
	} );

	const remove = useMutation( {
		mutationFn: ( library: Library ) =>
			patternLibraryApi.deleteLibrary( library.id ),
		onSuccess: ( _answer, library ) => {
			setList( ( list ) => removeById( list, library.id ) );
			setDeleting( null );
			notify.success(
				sprintf(
					/* translators: %s: library name. */
					__( 'Library %s deleted.', 'gblocks-pro' ),
					library.name
				)
			);
		},
		onError: ( error: Error ) => {
			setDeleting( null );
			notify.error(
				error.message ||
					__( 'Failed to delete the library.', 'gblocks-pro' )
			);
		},
	} );

	const refresh = useMutation( {
		mutationFn: ( library: Library ) =>
			patternLibraryApi.refresh( library.id ),
		onSuccess: ( _answer, library ) => {
			queryClient.invalidateQueries( {
				queryKey: patternLibraryKeys.categories( library.id ),
			} );
			queryClient.invalidateQueries( {
				queryKey: [ ...patternLibraryKeys.all, 'patterns', library.id ],
			} );
			notify.success(
				sprintf(
					/* translators: %s: library name. */
					__(
						'The patterns of %s will be fetched again.',
						'gblocks-pro'
					),
					library.name
				)
			);
		},
		onError: ( error: Error ) =>
			notify.error(
				error.message ||
					__( 'Failed to refresh patterns.', 'gblocks-pro' )
			),
	} );

	const onAdded = ( library: Library ) => {
		setList( ( list ) =>
			applyLibraryUpdate( upsertById( list, library ), library )
		);
		setFocusId( library.id );
		notify.success(
			sprintf(
				/* translators: %s: library name. */
				__( 'Library %s added.', 'gblocks-pro' ),
				library.name
			)
		);
	};

	let list;
	if ( query.isError ) {
		list = (
			<LoadError
				message={
					query.error.message ||
					__( 'Failed to load libraries.', 'gblocks-pro' )
				}
				onRetry={ () => query.refetch() }
			/>
		);
	} else if ( ! query.data ) {
		list = <Skeleton label={ __( 'Loading libraries…', 'gblocks-pro' ) } />;
	} else if ( ! query.data.length ) {
		list = (
			<p className="gblocks-pro-pattern-library__empty">
				{ __( 'No libraries yet.', 'gblocks-pro' ) }
			</p>
		);
	} else {
		list = (
			<table className="widefat striped gblocks-pro-pattern-library__table">
				<caption className="screen-reader-text">
					{ __( 'Libraries', 'gblocks-pro' ) }
				</caption>
				<thead>
					<tr>
						<th scope="col">{ __( 'Name', 'gblocks-pro' ) }</th>
						<th scope="col">{ __( 'Domain', 'gblocks-pro' ) }</th>
						<th scope="col">{ __( 'Type', 'gblocks-pro' ) }</th>
						<th scope="col">{ __( 'Default', 'gblocks-pro' ) }</th>
						<th scope="col">{ __( 'Enabled', 'gblocks-pro' ) }</th>
						<th scope="col">
							<span className="screen-reader-text">
								{ __( 'Actions', 'gblocks-pro' ) }
							</span>
						</th>
					</tr>
				</thead>
				<tbody>
					{ query.data.map( ( library ) => (
						<tr key={ library.id } data-library-id={ library.id }>
							<th
								scope="row"
								tabIndex={ -1 }
								ref={ ( element ) => {
									rowRefs.current[ library.id ] = element;
								} }
							>
								{ library.name }
							</th>
							<td data-colname={ __( 'Domain', 'gblocks-pro' ) }>
								{ library.isLocal
									? __( 'This site', 'gblocks-pro' )
									: library.domain }
							</td>
							<td data-colname={ __( 'Type', 'gblocks-pro' ) }>
								{ library.isLocal
									? __( 'Local', 'gblocks-pro' )
									: __( 'Remote', 'gblocks-pro' ) }
							</td>
							<td data-colname={ __( 'Default', 'gblocks-pro' ) }>
								{ library.isDefault ? (
									<span className="gblocks-pro-pattern-library__badge">
										{ __( 'Default', 'gblocks-pro' ) }
									</span>
								) : (
									<Button
										variant="link"
										disabled={ update.isPending }
										accessibleWhenDisabled
										aria-label={ sprintf(
											/* translators: %s: library name. */
											__(
												'Make %s the default library',
												'gblocks-pro'
											),
											library.name
										) }
										onClick={ () =>
											update.mutate( {
												library,
												changes: { isDefault: true },
											} )
										}
									>
										{ __( 'Make default', 'gblocks-pro' ) }
									</Button>
								) }
							</td>
							<td data-colname={ __( 'Enabled', 'gblocks-pro' ) }>
								<ToggleControl
									__nextHasNoMarginBottom
									label={
										<span className="screen-reader-text">
											{ sprintf(
												/* translators: %s: library name. */
												__(
													'Enable %s',
													'gblocks-pro'
												),
												library.name
											) }
										</span>
									}
									checked={ library.isEnabled }
									disabled={ update.isPending }
									onChange={ ( on: boolean ) =>
										update.mutate( {
											library,
											changes: { isEnabled: on },
										} )
									}
								/>
							</td>
							<td className="gblocks-pro-pattern-library__actions">
								{ ! library.isLocal && (
									<Button
										variant="tertiary"
										isBusy={
											refresh.isPending &&
											refresh.variables?.id === library.id
										}
										disabled={ refresh.isPending }
										accessibleWhenDisabled
										onClick={ () =>
											refresh.mutate( library )
										}
										aria-label={ sprintf(
											/* translators: %s: library name. */
											__(
												'Refresh patterns of %s',
												'gblocks-pro'
											),
											library.name
										) }
									>
										{ __(
											'Refresh patterns',
											'gblocks-pro'
										) }
									</Button>
								) }
								{ ! library.isLocal && (
									<Button
										variant="tertiary"
										isDestructive
										onClick={ () => setDeleting( library ) }
										aria-label={ sprintf(
											/* translators: %s: library name. */
											__( 'Delete %s', 'gblocks-pro' ),
											library.name
										) }
									>
										{ __( 'Delete', 'gblocks-pro' ) }
									</Button>
								) }
							</td>
						</tr>
					) ) }
				</tbody>
			</table>
		);
	}

	return (
		<div className="gblocks-pro-pattern-library__tab">
			<SectionCard title={ __( 'Libraries', 'gblocks-pro' ) }>
				<p className="gblocks-pro-pattern-library__intro">
					{ __(
						'The libraries editors can insert patterns from. This site’s own synced patterns are always a library; add another site with the address and public key its administrator gave you.',
						'gblocks-pro'
					) }
				</p>
				{ list }
			</SectionCard>
			<AddLibraryForm onAdded={ onAdded } />
			{ deleting && (
				<ConfirmDialog
					title={ __( 'Delete library?', 'gblocks-pro' ) }
					subject={ deleting.name }
					message={ __(
						'Editors will no longer see its patterns. Patterns already inserted stay.',
						'gblocks-pro'
					) }
					confirmLabel={ __( 'Delete', 'gblocks-pro' ) }
					isDestructive
					isBusy={ remove.isPending }
					onConfirm={ () => remove.mutate( deleting ) }
					onCancel={ () => setDeleting( null ) }
				/>
			) }
		</div>
	);
}
