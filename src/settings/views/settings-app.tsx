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
	Card,
	CardBody,
	Notice,
	Spinner,
	ToggleControl,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { AdminPage } from '../../shared/components/admin-page';
import { settingsApi, settingsKeys } from '../api';
import { acfActive as readAcfActive, flagDefinitions } from '../flags';
import type { FlagDefinition, FlagName, FlagValues } from '../types';
import '../style.scss';

export interface SettingsAppProps {
	/** Whether Advanced Custom Fields is loaded (default: what PHP printed). */
	acfActive?: boolean;
}

/**
 * GBlocks Pro > Settings: a toggle per feature flag, saved together through /wp/v2/settings.
 *
 * @param props           Component props.
 * @param props.acfActive Whether Advanced Custom Fields is loaded.
 */
export function SettingsApp( {
	acfActive = readAcfActive(),
}: SettingsAppProps ) {
	const queryClient = useQueryClient();
	const { createSuccessNotice, createErrorNotice } =
		useDispatch( noticesStore );
	const query = useQuery( {
		queryKey: settingsKeys.all,
		queryFn: () => settingsApi.get(),
	} );
	const [ values, setValues ] = useState< FlagValues | null >( null );

	useEffect( () => {
		if ( query.data && values === null ) {
			setValues( query.data );
		}
	}, [ query.data, values ] );

	const save = useMutation( {
		mutationFn: ( next: FlagValues ) => settingsApi.save( next ),
		onSuccess: ( stored ) => {
			queryClient.setQueryData( settingsKeys.all, stored );
			setValues( stored );
			createSuccessNotice( __( 'Settings saved.', 'gblocks-pro' ), {
				type: 'snackbar',
			} );
		},
		onError: ( error: Error ) => {
			createErrorNotice(
				error.message ||
					__( 'Failed to save settings.', 'gblocks-pro' ),
				{ type: 'snackbar' }
			);
		},
	} );

	const changed =
		values !== null &&
		query.data !== undefined &&
		flagDefinitions().some(
			( flag ) => values[ flag.name ] !== query.data[ flag.name ]
		);

	const onSubmit = ( event: FormEvent ) => {
		event.preventDefault();
		if ( values ) {
			save.mutate( values );
		}
	};

	// Without ACF the ACF toggle cannot be switched on, and says why in its description (read with the
	// toggle); one that is already on may still be switched off, and says when it takes effect.
	const acfBlocked = ( flag: FlagDefinition ) =>
		flag.name === 'gblocks_pro_enable_acf' && ! acfActive;
	const helpOf = ( flag: FlagDefinition, on: boolean ) =>
		acfBlocked( flag ) ? (
			<>
				{ flag.help }
				<span className="gblocks-pro-settings__note">
					{ on
						? __(
								'Advanced Custom Fields is not active: this takes effect once ACF is active.',
								'gblocks-pro'
							)
						: __(
								'Advanced Custom Fields is not active. Activate it to turn this on.',
								'gblocks-pro'
							) }
				</span>
			</>
		) : (
			flag.help
		);

	const setFlag = ( name: FlagName, on: boolean ) =>
		setValues( ( current ) =>
			current ? { ...current, [ name ]: on } : current
		);

	let content;
	if ( query.isError ) {
		content = (
			<Notice status="error" isDismissible={ false }>
				{ query.error.message ||
					__( 'Failed to load settings.', 'gblocks-pro' ) }
			</Notice>
		);
	} else if ( values === null ) {
		content = (
			<p className="gblocks-pro-settings__loading">
				<Spinner />
				{ __( 'Loading settings…', 'gblocks-pro' ) }
			</p>
		);
	} else {
		content = (
			<form className="gblocks-pro-settings" onSubmit={ onSubmit }>
				<Card>
					<CardBody>
						<h2 className="gblocks-pro-settings__heading">
							{ __( 'Features', 'gblocks-pro' ) }
						</h2>
						{ flagDefinitions().map( ( flag ) => (
							<div
								key={ flag.name }
								className="gblocks-pro-settings__flag"
							>
								<ToggleControl
									__nextHasNoMarginBottom
									label={ flag.label }
									help={ helpOf( flag, values[ flag.name ] ) }
									checked={ values[ flag.name ] }
									disabled={
										save.isPending ||
										( acfBlocked( flag ) &&
											! values[ flag.name ] )
									}
									onChange={ ( on: boolean ) =>
										setFlag( flag.name, on )
									}
								/>
							</div>
						) ) }
					</CardBody>
				</Card>
				<div className="gblocks-pro-settings__actions">
					<Button
						variant="primary"
						type="submit"
						isBusy={ save.isPending }
						disabled={ ! changed || save.isPending }
						accessibleWhenDisabled
					>
						{ save.isPending
							? __( 'Saving…', 'gblocks-pro' )
							: __( 'Save settings', 'gblocks-pro' ) }
					</Button>
				</div>
			</form>
		);
	}

	return (
		<AdminPage title={ __( 'Settings', 'gblocks-pro' ) }>
			{ content }
		</AdminPage>
	);
}
