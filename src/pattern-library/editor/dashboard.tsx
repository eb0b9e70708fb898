/**
 * The full-screen Pattern Library of the editor (the 'pattern-library' dashboard, its own chunk
 * build/editor-pattern-library.js): a library switcher, categories with counts, a debounced search,
 * previews at desktop, tablet and mobile widths, and Insert (the pattern's classes are imported first).
 */

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CAPABILITIES, can } from '../../editor';
import { FullScreenModal } from '../../shared/components/full-screen-modal';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import { libraryLabel } from '../shared/library-label';
import { Categories } from './categories-nav';
import { SEARCH_DEBOUNCE_MS } from './constants';
import { DashboardToolbar, RefreshButton } from './dashboard-toolbar';
import { ErrorState, errorText, GridSkeleton } from './dashboard-states';
import { PatternDetail } from './pattern-detail';
import { PatternResults } from './pattern-results';
import { useLibraries, useLibraryStyles, usePatterns } from './queries';
import type { Library, Pattern, Viewport } from './types';
import { usePatternInsert } from './use-pattern-insert';
import { useRefreshLibrary } from './use-refresh-library';
import './style.scss';

export interface PatternLibraryDashboardProps {
	options: Record< string, unknown >;
	onClose: () => void;
}

/**
 * The library's state when it has no patterns to show: loading, the error, or no library enabled.
 *
 * @param props           Component props.
 * @param props.libraries The libraries query.
 */
function LibrariesState( {
	libraries,
}: {
	libraries: ReturnType< typeof useLibraries >;
} ) {
	if ( libraries.isPending ) {
		return <GridSkeleton />;
	}
	if ( libraries.isError ) {
		return (
			<ErrorState
				message={ errorText(
					libraries.error,
					__( 'Failed to load libraries.', 'gblocks-pro' )
				) }
				onRetry={ () => libraries.refetch() }
			/>
		);
	}
	return (
		<p className="gblocks-pro-pattern-library__empty">
			{ __(
				'No pattern libraries are enabled. An administrator can add one under GBlocks Pro > Pattern Library.',
				'gblocks-pro'
			) }
		</p>
	);
}

export function PatternLibraryDashboard( {
	onClose,
}: PatternLibraryDashboardProps ) {
	// Refreshing drops the library's cache for the whole site: managers only (as the route checks).
	const canRefresh = can( CAPABILITIES.manageOptions );
	const libraries = useLibraries();
	const list: Library[] = libraries.data ?? [];
	const [ chosenId, setChosenId ] = useState( '' );
	const library = list.find( ( item ) => item.id === chosenId ) ?? list[ 0 ];
	const libraryId = library?.id ?? '';

	const [ category, setCategory ] = useState( '' );
	const [ searchText, setSearchText ] = useState( '' );
	const search = useDebouncedValue( searchText.trim(), SEARCH_DEBOUNCE_MS );
	const [ page, setPage ] = useState( 1 );
	const [ viewport, setViewport ] = useState< Viewport >( 'desktop' );
	const [ opened, setOpened ] = useState< Pattern | null >( null );
	const returnFocus = useRef< HTMLElement | null >( null );
	const resultsRef = useRef< HTMLDivElement >( null );
	const { insert, isInserting } = usePatternInsert( library, onClose );

	useEffect( () => setPage( 1 ), [ libraryId, category, search ] );

	const patterns = usePatterns( libraryId, search, category, page );
	const css = useLibraryStyles( libraryId );
	const refresh = useRefreshLibrary( libraryId );

	function open( pattern: Pattern ) {
		const focused = resultsRef.current?.ownerDocument.activeElement;
		returnFocus.current = focused instanceof HTMLElement ? focused : null;
		setOpened( pattern );
	}

	function back() {
		setOpened( null );
		const target = returnFocus.current;
		window.setTimeout( () => target?.focus(), 0 );
	}

	const refreshButton = (
		<RefreshButton
			isBusy={ refresh.isPending }
			onRefresh={ () => refresh.mutate() }
		/>
	);

	return (
		<FullScreenModal
			title={ __( 'Pattern Library', 'gblocks-pro' ) }
			onClose={ onClose }
			className="gblocks-pro-pattern-library"
			backLabel={ __( 'Back to patterns', 'gblocks-pro' ) }
			onBack={ opened ? back : undefined }
		>
			{ libraries.isPending || libraries.isError || ! library ? (
				<LibrariesState libraries={ libraries } />
			) : (
				<>
					<DashboardToolbar
						libraries={ list }
						libraryId={ libraryId }
						labelOf={ libraryLabel }
						onLibrary={ ( id ) => {
							setChosenId( id );
							setCategory( '' );
							setOpened( null );
						} }
						searchText={ searchText }
						onSearch={ setSearchText }
						viewport={ viewport }
						onViewport={ setViewport }
						refreshButton={ canRefresh && refreshButton }
					/>
					<div className="gblocks-pro-pattern-library__body">
						<Categories
							libraryId={ libraryId }
							value={ category }
							onChange={ setCategory }
						/>
						<div
							className="gblocks-pro-pattern-library__results"
							ref={ resultsRef }
						>
							{ opened && (
								<PatternDetail
									pattern={ opened }
									css={ css }
									viewport={ viewport }
									isInserting={ isInserting }
									onInsert={ () => insert( opened ) }
								/>
							) }
							<div hidden={ opened !== null }>
								<PatternResults
									library={ library }
									patterns={ patterns }
									css={ css }
									viewport={ viewport }
									page={ page }
									canRefresh={ canRefresh }
									refreshButton={ refreshButton }
									onPage={ setPage }
									onOpen={ open }
								/>
							</div>
						</div>
					</div>
				</>
			) }
		</FullScreenModal>
	);
}
