/**
 * WordPress dependencies
 */
import { Button, VisuallyHidden } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * The text of a failure: the error's own message, else the fallback.
 *
 * @param error    What failed.
 * @param fallback The text when the error has none.
 */
export function errorText( error: unknown, fallback: string ): string {
	return error instanceof Error && error.message ? error.message : fallback;
}

export function ErrorState( {
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

export function GridSkeleton() {
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
