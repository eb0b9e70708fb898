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
import { flagDefinitions } from '../flags';
import { CACHE_SAFE_OPTION } from '../types';
import type { CacheSafeMode, FlagValues, ToggleName } from '../types';

/**
 * The settings form's data: the stored flags (query), the values being edited (null until loaded),
 * whether they differ from the stored ones, and the save (a snackbar says how it went).
 */
export function useSettingsForm() {
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

	const setFlag = ( name: ToggleName, on: boolean ) =>
		setValues( ( current ) =>
			current ? { ...current, [ name ]: on } : current
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
		onSubmit,
		setFlag,
		setCacheSafeMode,
	};
}
