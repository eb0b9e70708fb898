/**
 * The Global Styles screen's data: the class list (react-query over the core entity), and one mutation
 * per action, each confirming with a snackbar or reporting the server's message.
 */

/**
 * External dependencies
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { messageFrom } from '../../shared/api';
import {
	createClass,
	deleteClass,
	fetchClasses,
	fetchUsage,
	saveOrder,
	updateClass,
} from '../api';
import { useUsage } from '../../usage';
import { sortByIds } from '../lib/order';
import { globalClassKeys } from '../query-keys';
import type { ClassChanges, GlobalClass } from '../types';

export function useGlobalClasses() {
	return useQuery( {
		queryKey: globalClassKeys.list(),
		queryFn: fetchClasses,
	} );
}

export function useClassUsage( id: number ) {
	return useUsage( globalClassKeys.usage( id ), () => fetchUsage( id ) );
}

function useFeedback() {
	const { createSuccessNotice, createErrorNotice } =
		useDispatch( noticesStore );
	return {
		success: ( message: string ) =>
			createSuccessNotice( message, { type: 'snackbar' } ),
		failure: ( error: unknown, fallback: string ) =>
			createErrorNotice( messageFrom( error, fallback ), {
				type: 'snackbar',
			} ),
	};
}

/**
 * Every action of the screen. Each resolves with its result or rejects (the caller keeps its form open
 * on failure); the snackbar is shown here.
 */
export function useClassActions() {
	const client = useQueryClient();
	const feedback = useFeedback();
	const refresh = () =>
		client.invalidateQueries( { queryKey: globalClassKeys.all } );
	const setList = ( update: ( list: GlobalClass[] ) => GlobalClass[] ) =>
		client.setQueryData< GlobalClass[] >(
			globalClassKeys.list(),
			( list ) => update( list ?? [] )
		);

	const create = useMutation( {
		mutationFn: ( name: string ) => createClass( { name } ),
		onSuccess: ( created ) => {
			setList( ( list ) => [ ...list, created ] );
			feedback.success(
				sprintf(
					/* translators: %s: class selector. */
					__( 'Class %s created.', 'gblocks-pro' ),
					created.selector
				)
			);
			refresh();
		},
		onError: ( error ) =>
			feedback.failure(
				error,
				__( 'Failed to create class', 'gblocks-pro' )
			),
	} );

	const update = useMutation( {
		mutationFn: ( {
			id,
			changes,
		}: {
			id: number;
			changes: ClassChanges;
			message?: string;
		} ) => updateClass( id, changes ),
		onSuccess: ( saved, { message } ) => {
			setList( ( list ) =>
				list.map( ( item ) => ( item.id === saved.id ? saved : item ) )
			);
			feedback.success(
				message ??
					sprintf(
						/* translators: %s: class selector. */
						__( 'Class %s saved.', 'gblocks-pro' ),
						saved.selector
					)
			);
			refresh();
		},
		onError: ( error ) =>
			feedback.failure(
				error,
				__( 'Failed to update class', 'gblocks-pro' )
			),
	} );

	const remove = useMutation( {
		mutationFn: ( item: GlobalClass ) => deleteClass( item.id ),
		onSuccess: ( _result, item ) => {
			setList( ( list ) =>
				list.filter( ( entry ) => entry.id !== item.id )
			);
			feedback.success(
				sprintf(
					/* translators: %s: class selector. */
					__( 'Class %s deleted.', 'gblocks-pro' ),
					item.selector
				)
			);
			refresh();
		},
		onError: ( error ) =>
			feedback.failure(
				error,
				__( 'Failed to delete class', 'gblocks-pro' )
			),
	} );

	const reorder = useMutation( {
		mutationFn: ( ids: number[] ) => saveOrder( ids ),
		onMutate: async ( ids ) => {
			await client.cancelQueries( { queryKey: globalClassKeys.list() } );
			const previous = client.getQueryData< GlobalClass[] >(
				globalClassKeys.list()
			);
			setList( ( list ) => sortByIds( list, ids ) );
			return { previous };
		},
		onSuccess: () => {
			feedback.success( __( 'Order saved.', 'gblocks-pro' ) );
			refresh();
		},
		onError: ( error, _ids, context ) => {
			if ( context?.previous ) {
				client.setQueryData( globalClassKeys.list(), context.previous );
			}
			feedback.failure(
				error,
				__( 'Failed to save the order', 'gblocks-pro' )
			);
		},
	} );

	return { create, update, remove, reorder };
}
