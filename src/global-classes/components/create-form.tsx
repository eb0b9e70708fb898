/**
 * The "Create Class" form above the list: a name checked as it is typed (DESIGN §9 name rules).
 */

/**
 * WordPress dependencies
 */
import { Button, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	classNameChange,
	classNameError,
	normalizeClassName,
	toSelector,
} from '../lib/names';

export interface CreateFormProps {
	existingNames: readonly string[];
	isBusy: boolean;
	/** Resolves when the class was created (the form clears), rejects otherwise (the name stays). */
	onCreate: ( name: string ) => Promise< unknown >;
}

export function CreateForm( {
	existingNames,
	isBusy,
	onCreate,
}: CreateFormProps ) {
	const [ name, setName ] = useState( '' );
	const [ tried, setTried ] = useState( false );
	const error = classNameError( name, existingNames );
	const normalized = normalizeClassName( name );
	const showError = Boolean( error ) && ( tried || name.trim() !== '' );
	let help: string | null = __(
		'Letters, digits, hyphens and underscores; start with a letter or an underscore.',
		'gblocks-pro'
	);
	if ( showError ) {
		help = error;
	} else if ( normalized ) {
		help = sprintf(
			/* translators: %s: selector. */
			__( 'Selector: %s', 'gblocks-pro' ),
			toSelector( normalized )
		);
		const change = classNameChange( name );
		if ( change ) {
			help = `${ change } ${ help }`;
		}
	}
	return (
		<form
			className="gblocks-pro-global-styles__create"
			onSubmit={ ( event ) => {
				event.preventDefault();
				setTried( true );
				if ( error || isBusy ) {
					return;
				}
				onCreate( normalized ).then(
					() => {
						setName( '' );
						setTried( false );
					},
					() => undefined
				);
			} }
		>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'New class name', 'gblocks-pro' ) }
				value={ name }
				onChange={ setName }
				help={ help }
				className={ showError ? 'has-error' : undefined }
				autoComplete="off"
			/>
			<Button
				__next40pxDefaultSize
				variant="primary"
				type="submit"
				isBusy={ isBusy }
				accessibleWhenDisabled
				disabled={ isBusy }
			>
				{ __( 'Create Class', 'gblocks-pro' ) }
			</Button>
		</form>
	);
}
