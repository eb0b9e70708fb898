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
import {
	acfActive as readAcfActive,
	cacheSafeInEffect as readCacheSafeInEffect,
	flagDefinitions,
	pageCacheActive as readPageCacheActive,
} from '../flags';
import type { FlagDefinition, FlagName, FlagValues } from '../types';
import '../style.scss';

export interface SettingsAppProps {
	/** Whether Advanced Custom Fields is loaded (default: what PHP printed). */
	acfActive?: boolean;
	/** Whether the site has a page cache, WP_CACHE (default: what PHP printed). */
	pageCache?: boolean;
	/**
	 * Whether page cache compatibility is in effect after the PHP filter (default: what PHP printed;
	 * null: unknown).
	 */
	cacheSafeInEffect?: boolean | null;
}

/**
 * GBlocks Pro > Settings: a toggle per feature flag, saved together through /wp/v2/settings.
 *
 * @param props                   Component props.
 * @param props.acfActive         Whether Advanced Custom Fields is loaded.
 * @param props.pageCache         Whether the site has a page cache (WP_CACHE).
 * @param props.cacheSafeInEffect Whether page cache compatibility is in effect after the PHP filter.
 */
export function SettingsApp( {
	acfActive = readAcfActive(),
	pageCache = readPageCacheActive(),
	cacheSafeInEffect = readCacheSafeInEffect(),
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
	// Page cache compatibility says what its default is on this site, and when a filter overrides what is
	// stored.
	const cacheSafeNotes = () => {
		const stored = query.data?.gblocks_pro_cache_safe_conditions;
		let filtered = '';
		if (
			cacheSafeInEffect !== null &&
			stored !== undefined &&
			cacheSafeInEffect !== stored
		) {
			filtered = cacheSafeInEffect
				? __(
						'A filter (gblocks_pro_cache_safe_conditions) overrides this setting: it is on.',
						'gblocks-pro'
					)
				: __(
						'A filter (gblocks_pro_cache_safe_conditions) overrides this setting: it is off.',
						'gblocks-pro'
					);
		}
		return (
			<>
				<span className="gblocks-pro-settings__note gblocks-pro-settings__note--info">
					{ pageCache
						? __(
								'This site has a page cache (WP_CACHE is set), so this is on by default.',
								'gblocks-pro'
							)
						: __(
								'No page cache was detected (WP_CACHE is not set), so this is off by default.',
								'gblocks-pro'
							) }
				</span>
				{ filtered && (
					<span className="gblocks-pro-settings__note">
						{ filtered }
					</span>
				) }
			</>
		);
	};
	const helpOf = ( flag: FlagDefinition, on: boolean ) => {
		if ( flag.name === 'gblocks_pro_cache_safe_conditions' ) {
			return (
				<>
					{ flag.help }
					{ cacheSafeNotes() }
				</>
			);
		}
		return acfBlocked( flag ) ? (
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
	};

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
