/**
 * External dependencies
 */
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { Button, Notice, TextControl } from '@wordpress/components';
import { useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { patternLibraryApi } from '../../shared/api';
import type { Library } from '../../shared/types';
import {
	isValid,
	normaliseDomain,
	validateLibraryForm,
	type LibraryFormErrors,
} from '../lib';
import { SectionCard } from './section-card';
import { FieldError } from './states';

/**
 * The Add Library form: Domain and Public key, checked here (SPEC 5), then by the server, whose text is
 * shown on failure (else 'Error adding library.', SPEC 8).
 *
 * @param props         Component props.
 * @param props.onAdded Called with the new record.
 */
export function AddLibraryForm( {
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
