/**
 * External dependencies
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { settingsApi, settingsKeys } from '../api';
import { FLAG_NAMES } from '../flags';
import { INSIGHTS_NAMES, retentionValid } from '../insights';
import { CACHE_SAFE_OPTION, RETENTION_OPTION } from '../types';
import type {
	CacheSafeMode,
	InsightsToggleName,
	SettingsValues,
	ToggleName,
} from '../types';

/**
 * The settings form's data: the stored flags and Insights settings (query), the values being edited
 * (null until loaded), whether they differ from the stored ones and can be saved, and the save (a
 * snackbar says how it went).
 */
export function useSettingsForm() {
	const queryClient = useQueryClient();
	const { createSuccessNotice, createErrorNotice } =
		useDispatch( noticesStore );
	const query = useQuery( {
		queryKey: settingsKeys.all,
		queryFn: () => settingsApi.get(),
	} );
	const [ values, setValues ] = useState< SettingsValues | null >( null );

	useEffect( () => {
		if ( query.data && values === null ) {
			setValues( query.data );
		}
	}, [ query.data, values ] );

	const save = useMutation( {
		mutationFn: ( next: SettingsValues ) => settingsApi.save( next ),
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
		[ ...FLAG_NAMES, ...INSIGHTS_NAMES ].some(
			( name ) => values[ name ] !== query.data[ name ]
		);
	// A retention the server would refuse (400) is not sent: the field says why.
	const valid =
		values !== null && retentionValid( values[ RETENTION_OPTION ] );

	const onSubmit = ( event: FormEvent ) => {
		event.preventDefault();
		if ( values && valid ) {
			save.mutate( values );
		}
	};

	const setFlag = ( name: ToggleName, on: boolean ) =>
		setValues( ( current ) =>
			current ? { ...current, [ name ]: on } : current
		);

	const setInsight = ( name: InsightsToggleName, on: boolean ) =>
		setValues( ( current ) =>
			current ? { ...current, [ name ]: on } : current
		);

	const setRetention = ( days: number ) =>
		setValues( ( current ) =>
			current ? { ...current, [ RETENTION_OPTION ]: days } : current
		);

	const setCacheSafeMode = ( mode: CacheSafeMode ) =>
		setValues( ( current ) =>
			current ? { ...current, [ CACHE_SAFE_OPTION ]: mode } : current
		);

	return {
		query,
		values,
		save,
		changed,
		valid,
		onSubmit,
		setFlag,
		setInsight,
		setRetention,
		setCacheSafeMode,
	};
}
