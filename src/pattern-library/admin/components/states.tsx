/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Placeholder rows while a list loads (announced as busy).
 *
 * @param props       Component props.
 * @param props.label What is loading, for screen readers.
 * @param props.rows  How many rows to draw.
 */
export function Skeleton( {
	label,
	rows = 3,
}: {
	label: string;
	rows?: number;
} ) {
	return (
		<div
			className="gblocks-pro-pattern-library__skeleton"
			role="status"
			aria-busy="true"
		>
			<span className="screen-reader-text">{ label }</span>
			{ Array.from( { length: rows }, ( _, index ) => (
				<span
					key={ index }
					className="gblocks-pro-pattern-library__skeleton-row"
					aria-hidden="true"
				/>
			) ) }
		</div>
	);
}

/**
 * A failed load: the server's message and Try again.
 *
 * @param props         Component props.
 * @param props.message What went wrong.
 * @param props.onRetry Loads again.
 */
export function LoadError( {
	message,
	onRetry,
}: {
	message: string;
	onRetry: () => void;
} ) {
	return (
		<Notice
			status="error"
			isDismissible={ false }
			className="gblocks-pro-pattern-library__error"
			actions={ [
				{
					label: __( 'Try again', 'gblocks-pro' ),
					onClick: onRetry,
					variant: 'secondary',
				},
			] }
		>
			{ message }
		</Notice>
	);
}

/**
 * A field's error text, referenced by the field's aria-describedby.
 *
 * @param props         Component props.
 * @param props.id      Element id.
 * @param props.message The error, or nothing.
 */
export function FieldError( {
	id,
	message,
}: {
	id: string;
	message?: string;
} ) {
	if ( ! message ) {
		return null;
	}
	return (
		<p id={ id } className="gblocks-pro-pattern-library__field-error">
			{ message }
		</p>
	);
}
