/**
 * The full-screen Pattern Library of the editor (the 'pattern-library' dashboard, its own chunk
 * build/editor-pattern-library.js): a library switcher, categories with counts, a debounced search,
 * previews at desktop, tablet and mobile widths, and Insert (the pattern's classes are imported first).
 */

/**
 * External dependencies
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * WordPress dependencies
 */
import {
	Button,
	SearchControl,
	SelectControl,
	VisuallyHidden,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { can } from '../../editor';
import { FullScreenModal } from '../../shared/components/full-screen-modal';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import { patternLibraryApi } from '../shared/api';
import { EMPTY_CACHE_MINUTES, SEARCH_DEBOUNCE_MS } from './constants';
import {
	importPatternStyles,
	insertPatternBlocks,
	InsertError,
} from './insert';
import { PatternGrid } from './pattern-grid';
import { PatternPreview } from './pattern-preview';
import {
	GLOBAL_CLASSES_QUERY_ROOT,
	libraryQueryKeys,
	useCategories,
	useLibraries,
	useLibraryStyles,
	usePatterns,
} from './queries';
import type { Library, Pattern, Viewport } from './types';
import './style.scss';

/**
 * A library's name in the switcher, with where it comes from (two sites may share a name).
 *
 * @param library The library.
 */
export function libraryLabel( library: Library ): string {
	if ( library.isLocal ) {
		return sprintf(
			/* translators: %s: library (site) name. */
			__( '%s (this site)', 'gblocks-pro' ),
			library.name
		);
	}
	const host = library.domain.replace( /^https?:\/\//, '' );
	return host
		? sprintf(
				/* translators: 1: library name, 2: its address. */
				__( '%1$s (%2$s)', 'gblocks-pro' ),
				library.name,
				host
			)
		: library.name;
}

function errorText( error: unknown, fallback: string ): string {
	return error instanceof Error && error.message ? error.message : fallback;
}

function ErrorState( {
	message,
	onRetry,
}: {
	message: string;
	onRetry: () => void;
} ) {
	return (
		<div className="gblocks-pro-pattern-library__error" role="alert">
			<p>{ message }</p>
			<Button variant="secondary" onClick={ onRetry }>
				{ __( 'Try again', 'gblocks-pro' ) }
			</Button>
		</div>
	);
}

function GridSkeleton() {
	return (
		<div className="gblocks-pro-pattern-library__loading" role="status">
			<VisuallyHidden>
				{ __( 'Loading patterns…', 'gblocks-pro' ) }
			</VisuallyHidden>
			<div className="gblocks-pro-pattern-grid" aria-hidden="true">
				{ [ 0, 1, 2, 3, 4, 5 ].map( ( item ) => (
					<div
						key={ item }
						className="gblocks-pro-pattern-grid__item is-skeleton"
					/>
				) ) }
			</div>
		</div>
	);
}

const VIEWPORTS: Array< { id: Viewport; label: string } > = [
	{ id: 'desktop', label: __( 'Desktop', 'gblocks-pro' ) },
	{ id: 'tablet', label: __( 'Tablet', 'gblocks-pro' ) },
	{ id: 'mobile', label: __( 'Mobile', 'gblocks-pro' ) },
];

function ViewportSwitch( {
	value,
	onChange,
}: {
	value: Viewport;
	onChange: ( viewport: Viewport ) => void;
} ) {
	return (
		<div
			className="gblocks-pro-pattern-library__viewports"
			role="group"
			aria-label={ __( 'Preview width', 'gblocks-pro' ) }
		>
			{ VIEWPORTS.map( ( viewport ) => (
				<Button
					key={ viewport.id }
					__next40pxDefaultSize
					variant={ value === viewport.id ? 'primary' : 'secondary' }
					aria-pressed={ value === viewport.id }
					onClick={ () => onChange( viewport.id ) }
				>
					{ viewport.label }
				</Button>
			) ) }
		</div>
	);
}

function Categories( {
	libraryId,
	value,
	onChange,
}: {
	libraryId: string;
	value: string;
	onChange: ( slug: string ) => void;
} ) {
	const categories = useCategories( libraryId );
	const items = [
		{ slug: '', label: __( 'All', 'gblocks-pro' ) },
		...( categories.data ?? [] ).map( ( category ) => ( {
			slug: category.slug,
			label: sprintf(
				/* translators: 1: category name, 2: number of patterns. */
				__( '%1$s (%2$d)', 'gblocks-pro' ),
				category.name,
				category.count
			),
		} ) ),
	];
	return (
		<nav
			className="gblocks-pro-pattern-library__categories"
			aria-label={ __( 'Categories', 'gblocks-pro' ) }
		>
			<ul>
				{ items.map( ( item ) => (
					<li key={ item.slug || 'all' }>
						<Button
							className="gblocks-pro-pattern-library__category"
							variant={
								value === item.slug ? 'primary' : 'tertiary'
							}
							aria-pressed={ value === item.slug }
							onClick={ () => onChange( item.slug ) }
						>
							{ item.label }
						</Button>
					</li>
				) ) }
			</ul>
			{ categories.isError && (
				<ErrorState
					message={ errorText(
						categories.error,
						__( 'Failed to load categories.', 'gblocks-pro' )
					) }
					onRetry={ () => categories.refetch() }
				/>
			) }
		</nav>
	);
}

function PatternDetail( {
	pattern,
	css,
	viewport,
	isInserting,
	onInsert,
}: {
	pattern: Pattern;
	css: string;
	viewport: Viewport;
	isInserting: boolean;
	onInsert: () => void;
} ) {
	const insertRef = useRef< HTMLButtonElement >( null );
	useEffect( () => insertRef.current?.focus(), [] );
	return (
		<section
			className="gblocks-pro-pattern-library__detail"
			aria-label={ pattern.title }
		>
			<div className="gblocks-pro-pattern-library__detail-header">
				<h2>{ pattern.title || __( '(no title)', 'gblocks-pro' ) }</h2>
				<Button
					ref={ insertRef }
					variant="primary"
					isBusy={ isInserting }
					accessibleWhenDisabled
					disabled={ isInserting }
					onClick={ onInsert }
				>
					{ isInserting
						? __( 'Inserting…', 'gblocks-pro' )
						: __( 'Insert', 'gblocks-pro' ) }
				</Button>
			</div>
			<div
				className="gblocks-pro-pattern-library__detail-preview"
				aria-hidden="true"
			>
				<PatternPreview
					content={ pattern.content }
					css={ css }
					viewport={ viewport }
				/>
			</div>
		</section>
	);
}

export interface PatternLibraryDashboardProps {
	options: Record< string, unknown >;
	onClose: () => void;
}

export function PatternLibraryDashboard( {
	onClose,
}: PatternLibraryDashboardProps ) {
	const queryClient = useQueryClient();
	const { createSuccessNotice, createErrorNotice } =
		useDispatch( noticesStore );
	// Refreshing drops the library's cache for the whole site: managers only (as the route checks).
	const canRefresh = can( 'manage_options' );
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
	const [ isInserting, setInserting ] = useState( false );
	const returnFocus = useRef< HTMLElement | null >( null );
	const resultsRef = useRef< HTMLDivElement >( null );
	// Closing the library while an insert waits cancels the insert (the classes may be imported).
	const isOpen = useRef( true );
	useEffect(
		() => () => {
			isOpen.current = false;
		},
		[]
	);

	useEffect( () => setPage( 1 ), [ libraryId, category, search ] );

	const patterns = usePatterns( libraryId, search, category, page );
	const css = useLibraryStyles( libraryId );

	const refresh = useMutation( {
		mutationFn: () => patternLibraryApi.refresh( libraryId ),
		onSuccess: () => {
			libraryQueryKeys( libraryId ).forEach( ( queryKey ) =>
				queryClient.invalidateQueries( { queryKey } )
			);
			createSuccessNotice( __( 'Patterns refreshed.', 'gblocks-pro' ), {
				type: 'snackbar',
			} );
		},
		onError: ( error ) =>
			createErrorNotice(
				errorText(
					error,
					__( 'Failed to refresh patterns.', 'gblocks-pro' )
				),
				{ type: 'snackbar' }
			),
	} );

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

	async function insert( pattern: Pattern ) {
		if ( ! library || isInserting ) {
			return;
		}
		setInserting( true );
		try {
			const { classes, note } = await importPatternStyles(
				library,
				pattern
			);
			if ( ! isOpen.current ) {
				return;
			}
			insertPatternBlocks( pattern.content );
			if ( classes.length > 0 ) {
				queryClient.invalidateQueries( {
					queryKey: GLOBAL_CLASSES_QUERY_ROOT,
				} );
			}
			const inserted = __( 'Pattern inserted.', 'gblocks-pro' );
			// A class an administrator had set to draft and this import published again is never
			// published silently: the server says which, and the snackbar shows it.
			createSuccessNotice( note ? `${ inserted } ${ note }` : inserted, {
				type: 'snackbar',
			} );
			onClose();
		} catch ( error ) {
			if ( ! isOpen.current ) {
				return;
			}
			setInserting( false );
			createErrorNotice(
				error instanceof InsertError
					? error.message
					: errorText(
							error,
							__(
								'The pattern could not be inserted.',
								'gblocks-pro'
							)
						),
				{ type: 'snackbar' }
			);
		}
	}

	const refreshButton = (
		<Button
			__next40pxDefaultSize
			variant="tertiary"
			isBusy={ refresh.isPending }
			disabled={ refresh.isPending }
			accessibleWhenDisabled
			onClick={ () => refresh.mutate() }
		>
			{ __( 'Refresh patterns', 'gblocks-pro' ) }
		</Button>
	);

	let body;
	if ( libraries.isPending ) {
		body = <GridSkeleton />;
	} else if ( libraries.isError ) {
		body = (
			<ErrorState
				message={ errorText(
					libraries.error,
					__( 'Failed to load libraries.', 'gblocks-pro' )
				) }
				onRetry={ () => libraries.refetch() }
			/>
		);
	} else if ( ! library ) {
		body = (
			<p className="gblocks-pro-pattern-library__empty">
				{ __(
					'No pattern libraries are enabled. An administrator can add one under GBlocks Pro > Pattern Library.',
					'gblocks-pro'
				) }
			</p>
		);
	} else {
		const data = patterns.data;
		let results;
		if ( patterns.isPending ) {
			results = <GridSkeleton />;
		} else if ( patterns.isError ) {
			results = (
				<ErrorState
					message={ errorText(
						patterns.error,
						__( 'Failed to load patterns.', 'gblocks-pro' )
					) }
					onRetry={ () => patterns.refetch() }
				/>
			);
		} else if ( ! data || data.items.length === 0 ) {
			results = (
				<div className="gblocks-pro-pattern-library__empty">
					<p>{ __( 'No patterns found.', 'gblocks-pro' ) }</p>
					{ ! library.isLocal && (
						<p>
							{ sprintf(
								/* translators: %d: minutes. */
								_n(
									'This list may be cached: patterns added to the library in the last %d minute may not show yet.',
									'This list may be cached: patterns added to the library in the last %d minutes may not show yet.',
									EMPTY_CACHE_MINUTES,
									'gblocks-pro'
								),
								EMPTY_CACHE_MINUTES
							) }{ ' ' }
							{ ! canRefresh &&
								__(
									'An administrator can refresh it.',
									'gblocks-pro'
								) }
						</p>
					) }
					{ ! library.isLocal && canRefresh && refreshButton }
				</div>
			);
		} else {
			results = (
				<>
					<p className="gblocks-pro-pattern-library__count">
						{ sprintf(
							/* translators: %d: number of patterns. */
							_n(
								'%d pattern',
								'%d patterns',
								data.total,
								'gblocks-pro'
							),
							data.total
						) }
					</p>
					<PatternGrid
						patterns={ data.items }
						css={ css }
						viewport={ viewport }
						onOpen={ open }
					/>
					{ data.pages > 1 && (
						<div className="gblocks-pro-pattern-library__pages">
							<Button
								variant="secondary"
								disabled={ page <= 1 }
								accessibleWhenDisabled
								onClick={ () => setPage( page - 1 ) }
							>
								{ __( 'Previous', 'gblocks-pro' ) }
							</Button>
							<span>
								{ sprintf(
									/* translators: 1: current page, 2: number of pages. */
									__( 'Page %1$d of %2$d', 'gblocks-pro' ),
									page,
									data.pages
								) }
							</span>
							<Button
								variant="secondary"
								disabled={ page >= data.pages }
								accessibleWhenDisabled
								onClick={ () => setPage( page + 1 ) }
							>
								{ __( 'Next', 'gblocks-pro' ) }
							</Button>
						</div>
					) }
				</>
			);
		}
		body = (
			<>
				<div className="gblocks-pro-pattern-library__toolbar">
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Library', 'gblocks-pro' ) }
						value={ libraryId }
						options={ list.map( ( item ) => ( {
							value: item.id,
							label: libraryLabel( item ),
						} ) ) }
						onChange={ ( id: string ) => {
							setChosenId( id );
							setCategory( '' );
							setOpened( null );
						} }
					/>
					<SearchControl
						__nextHasNoMarginBottom
						label={ __( 'Search patterns', 'gblocks-pro' ) }
						placeholder={ __( 'Search patterns', 'gblocks-pro' ) }
						value={ searchText }
						onChange={ ( value: string ) => setSearchText( value ) }
					/>
					<ViewportSwitch
						value={ viewport }
						onChange={ setViewport }
					/>
					{ canRefresh && refreshButton }
				</div>
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
						<div hidden={ opened !== null }>{ results }</div>
					</div>
				</div>
			</>
		);
	}

	return (
		<FullScreenModal
			title={ __( 'Pattern Library', 'gblocks-pro' ) }
			onClose={ onClose }
			className="gblocks-pro-pattern-library"
			backLabel={ __( 'Back to patterns', 'gblocks-pro' ) }
			onBack={ opened ? back : undefined }
		>
			{ body }
		</FullScreenModal>
	);
}
