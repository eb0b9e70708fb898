/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { EMPTY_CACHE_MINUTES } from './constants';
import { ErrorState, errorText, GridSkeleton } from './dashboard-states';
import { PatternGrid } from './pattern-grid';
import type { usePatterns } from './queries';
import type { Library, Pattern, Viewport } from './types';

export interface PatternResultsProps {
	library: Library;
	patterns: ReturnType< typeof usePatterns >;
	css: string;
	viewport: Viewport;
	page: number;
	/** Whether the user may refresh the library (managers). */
	canRefresh: boolean;
	/** The Refresh patterns button. */
	refreshButton: ReactNode;
	onPage: ( page: number ) => void;
	onOpen: ( pattern: Pattern ) => void;
}

/**
 * A page of a library's patterns: loading, the error with Try again, "No patterns found." (with the
 * cache note of a remote library), or the count, the grid and Previous/Next.
 *
 * @param props               Component props.
 * @param props.library       The library.
 * @param props.patterns      The patterns query.
 * @param props.css           The library's styles.
 * @param props.viewport      The preview width.
 * @param props.page          The page shown.
 * @param props.canRefresh    Whether the user may refresh the library.
 * @param props.refreshButton The Refresh patterns button.
 * @param props.onPage        Shows another page.
 * @param props.onOpen        Opens a pattern.
 */
export function PatternResults( {
	library,
	patterns,
	css,
	viewport,
	page,
	canRefresh,
	refreshButton,
	onPage,
	onOpen,
}: PatternResultsProps ) {
	const data = patterns.data;
	if ( patterns.isPending ) {
		return <GridSkeleton />;
	}
	if ( patterns.isError ) {
		return (
			<ErrorState
				message={ errorText(
					patterns.error,
					__( 'Failed to load patterns.', 'gblocks-pro' )
				) }
				onRetry={ () => patterns.refetch() }
			/>
		);
	}
	if ( ! data || data.items.length === 0 ) {
		return (
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
	}
	return (
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
				onOpen={ onOpen }
			/>
			{ data.pages > 1 && (
				<div className="gblocks-pro-pattern-library__pages">
					<Button
						variant="secondary"
						disabled={ page <= 1 }
						accessibleWhenDisabled
						onClick={ () => onPage( page - 1 ) }
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
						onClick={ () => onPage( page + 1 ) }
					>
						{ __( 'Next', 'gblocks-pro' ) }
					</Button>
				</div>
			) }
		</>
	);
}
