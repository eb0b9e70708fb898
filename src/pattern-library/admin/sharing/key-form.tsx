/**
 * External dependencies
 */
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import {
	Button,
	CheckboxControl,
	Notice,
	TextControl,
} from '@wordpress/components';
import { useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CreatedSharingKey } from '../../shared/types';
import { FieldError } from '../components/states';
import {
	isValid,
	KEY_NAME_MAX_LENGTH,
	validateKeyForm,
	type KeyFormErrors,
} from '../lib';
import { useCollections } from './hooks/use-collections';
import { useCreateKey } from './hooks/use-keys';

/**
 * Create a key: its name and the collections it may read, checked before sending (focus goes to the
 * name when it is the problem); the server's refusal is shown above the fields.
 *
 * @param props           Component props.
 * @param props.onCreated Gets the new key, to show it once.
 */
export function KeyForm( {
	onCreated,
}: {
	onCreated: ( record: CreatedSharingKey ) => void;
} ) {
	const collections = useCollections();
	const [ name, setName ] = useState( '' );
	const [ chosen, setChosen ] = useState< number[] >( [] );
	const [ errors, setErrors ] = useState< KeyFormErrors >( {} );
	const [ serverError, setServerError ] = useState( '' );
	const nameRef = useRef< HTMLInputElement >( null );

	const create = useCreateKey( ( record ) => {
		setName( '' );
		setChosen( [] );
		setServerError( '' );
		onCreated( record );
	}, setServerError );

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
		create.mutate( { name: name.trim(), collections: chosen } );
	};

	return (
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
					<p>{ __( 'Create a collection first.', 'gblocks-pro' ) }</p>
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
	);
}
