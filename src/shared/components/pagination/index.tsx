/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import './style.scss';

export interface PaginationProps {
	page: number;
	totalPages: number;
	onChange: ( page: number ) => void;
	label?: string;
}

/**
 * Previous, 'Page X of Y', Next. Renders nothing when there is only one page.
 *
 * @param props            Component props.
 * @param props.page
 * @param props.totalPages
 * @param props.onChange
 * @param props.label
 */
export function Pagination( {
	page,
	totalPages,
	onChange,
	label = __( 'Pagination', 'gblocks-pro' ),
}: PaginationProps ) {
	if ( totalPages <= 1 ) {
		return null;
	}
	return (
		<nav className="gblocks-pro-pagination" aria-label={ label }>
			<Button
				__next40pxDefaultSize
				variant="secondary"
				disabled={ page <= 1 }
				accessibleWhenDisabled
				onClick={ () => onChange( page - 1 ) }
			>
				{ __( 'Previous', 'gblocks-pro' ) }
			</Button>
			<span className="gblocks-pro-pagination__status" aria-live="polite">
				{ sprintf(
					/* translators: 1: current page, 2: number of pages. */
					__( 'Page %1$d of %2$d', 'gblocks-pro' ),
					page,
					totalPages
				) }
			</span>
			<Button
				__next40pxDefaultSize
				variant="secondary"
				disabled={ page >= totalPages }
				accessibleWhenDisabled
				onClick={ () => onChange( page + 1 ) }
			>
				{ __( 'Next', 'gblocks-pro' ) }
			</Button>
		</nav>
	);
}
