/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { withQueryParams } from '../../shared/hooks/use-query-params';
import {
	filterParams,
	hasFilters,
	NO_FILTERS,
	readFilters,
	type ListFilters,
} from '../lib/list-filters';

/** How long the search box waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The filters of the conditions list: search (debounced), status, category. A change of filters goes to
 * the address (history replace, with syncAddress) and back to page 1; Back and forward re-read them.
 *
 * @param options              Options.
 * @param options.syncAddress  Keep the filters in the address.
 * @param options.page         The list's page.
 * @param options.onPageChange Goes to another page.
 */
export function useListFilters( {
	syncAddress,
	page,
	onPageChange,
}: {
	syncAddress: boolean;
	page: number;
	onPageChange: ( page: number ) => void;
} ) {
	const [ filters, setFilters ] = useState< ListFilters >( () =>
		syncAddress ? readFilters( window.location.search ) : NO_FILTERS
	);
	const [ searchText, setSearchText ] = useState( filters.search );

	// A change of filters goes to the address (history replace) and back to page 1.
	const applyFilters = ( next: ListFilters ) => {
		setFilters( next );
		if ( syncAddress ) {
			window.history.replaceState(
				window.history.state,
				'',
				window.location.pathname +
					withQueryParams(
						window.location.search,
						filterParams( next )
					) +
					window.location.hash
			);
		}
		if ( page !== 1 ) {
			onPageChange( 1 );
		}
	};

	// The search box asks the server once typing pauses.
	useEffect( () => {
		if ( searchText.trim() === filters.search ) {
			return undefined;
		}
		const timer = window.setTimeout(
			() => applyFilters( { ...filters, search: searchText.trim() } ),
			SEARCH_DEBOUNCE_MS
		);
		return () => window.clearTimeout( timer );
		// eslint-disable-next-line react-hooks/exhaustive-deps -- Only typing restarts the wait.
	}, [ searchText ] );

	// Back and forward re-read the filters from the address.
	useEffect( () => {
		if ( ! syncAddress ) {
			return undefined;
		}
		const onPop = () => {
			const next = readFilters( window.location.search );
			setFilters( next );
			setSearchText( next.search );
		};
		window.addEventListener( 'popstate', onPop );
		return () => window.removeEventListener( 'popstate', onPop );
	}, [ syncAddress ] );

	const clearFilters = () => {
		setSearchText( '' );
		applyFilters( NO_FILTERS );
	};

	return {
		filters,
		searchText,
		setSearchText,
		applyFilters,
		clearFilters,
		filtered: hasFilters( filters ),
	};
}
