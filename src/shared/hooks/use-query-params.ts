/**
 * Address syncing shared by the admin screens: a state read from the query string, written back with
 * history push or replace, and re-read on back/forward (popstate). Every parameter the screen does not
 * own (page=…, the admin's own) is kept.
 */

/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';

/** How a screen's state maps to its query parameters. */
export interface QueryParamsCodec< T > {
	/** The state a query string describes (location.search in, state out). */
	read: ( search: string ) => T;
	/** The parameters of a state: a value sets the parameter, null removes it. */
	write: ( state: T ) => Record< string, string | null >;
}

export interface NavigateOptions {
	/** Replace the current history entry instead of pushing a new one. */
	replace?: boolean;
}

export type NavigateTo< T > = ( next: T, options?: NavigateOptions ) => void;

/**
 * A query string with some parameters set or removed, every other one kept; '' when none is left.
 *
 * @param search  The current query string (with or without '?').
 * @param changes Parameters to set (a string) or remove (null).
 */
export function withQueryParams(
	search: string,
	changes: Record< string, string | null >
): string {
	const params = new URLSearchParams( search );
	Object.entries( changes ).forEach( ( [ name, value ] ) => {
		if ( value === null ) {
			params.delete( name );
		} else {
			params.set( name, value );
		}
	} );
	const text = params.toString();
	return text ? `?${ text }` : '';
}

/**
 * The address of the current page showing a state.
 *
 * @param codec The screen's codec.
 * @param state The state.
 */
export function urlOf< T >( codec: QueryParamsCodec< T >, state: T ): string {
	return (
		window.location.pathname +
		withQueryParams( window.location.search, codec.write( state ) ) +
		window.location.hash
	);
}

/**
 * @param codec           How the state maps to query parameters (keep it stable: module level).
 * @param options
 * @param options.sync    False: the state lives in React only (a screen inside a modal).
 * @param options.initial The state when not synced.
 * @param options.onPop   Called on back/forward with the new state; return false to stay (the caller
 *                        restores the address itself, e.g. to ask about unsaved changes first).
 * @return The state and a function to move to another state.
 */
export function useQueryParams< T >(
	codec: QueryParamsCodec< T >,
	{
		sync,
		initial,
		onPop,
	}: { sync: boolean; initial: T; onPop?: ( next: T ) => boolean }
): [ T, NavigateTo< T > ] {
	const [ state, setState ] = useState< T >( () =>
		sync ? codec.read( window.location.search ) : initial
	);

	const navigate = useCallback< NavigateTo< T > >(
		( next, navigateOptions = {} ) => {
			setState( next );
			if ( ! sync ) {
				return;
			}
			const url = urlOf( codec, next );
			if ( navigateOptions.replace ) {
				window.history.replaceState( window.history.state, '', url );
			} else {
				window.history.pushState( null, '', url );
			}
		},
		[ sync, codec ]
	);

	useEffect( () => {
		if ( ! sync ) {
			return undefined;
		}
		const onPopState = () => {
			const next = codec.read( window.location.search );
			if ( onPop && ! onPop( next ) ) {
				return;
			}
			setState( next );
		};
		window.addEventListener( 'popstate', onPopState );
		return () => window.removeEventListener( 'popstate', onPopState );
	}, [ sync, codec, onPop ] );

	return [ state, navigate ];
}
