/**
 * The page's view, driven by the address (SPEC §2.4): edit={id|new}, categories=manage and
 * conditionPage=n. View changes push history, the list page is kept with history replace, and
 * back/forward re-sync the view. In modal mode the view lives in state only.
 */

/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { CONDITIONS_DEFAULT_PAGE } from '../../shared/query/constants';
import type { ConditionsLocation } from '../types';

/**
 * Reads the view from a query string.
 *
 * @param search location.search.
 */
export function readLocation( search: string ): ConditionsLocation {
	const params = new URLSearchParams( search );
	const page = Number.parseInt( params.get( 'conditionPage' ) ?? '', 10 );
	const edit = params.get( 'edit' );
	const editId =
		edit === 'new' || ( edit && /^\d+$/.test( edit ) ) ? edit : null;
	let view: ConditionsLocation[ 'view' ] = 'list';
	if ( editId ) {
		view = 'edit';
	} else if ( params.get( 'categories' ) === 'manage' ) {
		view = 'categories';
	}
	return {
		view,
		editId,
		page:
			Number.isFinite( page ) && page > 0
				? page
				: CONDITIONS_DEFAULT_PAGE,
	};
}

/**
 * The query string of a view, keeping every other parameter (page=generateblocks-conditions...).
 *
 * @param search   Current location.search.
 * @param location The view to show.
 */
export function writeLocation(
	search: string,
	location: ConditionsLocation
): string {
	const params = new URLSearchParams( search );
	params.delete( 'edit' );
	params.delete( 'categories' );
	params.delete( 'conditionPage' );
	if ( location.view === 'edit' && location.editId ) {
		params.set( 'edit', location.editId );
	} else if ( location.view === 'categories' ) {
		params.set( 'categories', 'manage' );
	}
	if ( location.page > CONDITIONS_DEFAULT_PAGE ) {
		params.set( 'conditionPage', String( location.page ) );
	}
	const text = params.toString();
	return text ? `?${ text }` : '';
}

export type Navigate = (
	location: ConditionsLocation,
	options?: { replace?: boolean }
) => void;

export const LIST_LOCATION: ConditionsLocation = {
	view: 'list',
	editId: null,
	page: CONDITIONS_DEFAULT_PAGE,
};

/**
 * @param modal      Modal mode: no address syncing.
 * @param onPopState Called on back/forward with the new location; return false to stay (the app
 *                   restores the address and asks first).
 */
export function useConditionsLocation(
	modal: boolean,
	onPopState?: ( next: ConditionsLocation ) => boolean
): [ ConditionsLocation, Navigate ] {
	const [ location, setLocation ] = useState< ConditionsLocation >( () =>
		modal ? LIST_LOCATION : readLocation( window.location.search )
	);

	const navigate = useCallback< Navigate >(
		( next, options = {} ) => {
			setLocation( next );
			if ( modal ) {
				return;
			}
			const url =
				window.location.pathname +
				writeLocation( window.location.search, next ) +
				window.location.hash;
			if ( options.replace ) {
				window.history.replaceState( window.history.state, '', url );
			} else {
				window.history.pushState( null, '', url );
			}
		},
		[ modal ]
	);

	useEffect( () => {
		if ( modal ) {
			return undefined;
		}
		const onPop = () => {
			const next = readLocation( window.location.search );
			if ( onPopState && ! onPopState( next ) ) {
				return;
			}
			setLocation( next );
		};
		window.addEventListener( 'popstate', onPop );
		return () => window.removeEventListener( 'popstate', onPop );
	}, [ modal, onPopState ] );

	return [ location, navigate ];
}
