/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ErrorState, errorText } from './dashboard-states';
import { useCategories } from './queries';

/**
 * The categories of a library, with their counts, as toggle buttons ('All' first).
 *
 * @param props           Component props.
 * @param props.libraryId The library.
 * @param props.value     The chosen category slug ('' for all).
 * @param props.onChange  Chooses a category.
 */
export function Categories( {
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
