/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { COPIED_LABEL_MS } from '../../../shared/query/constants';
import { copyText } from '../lib';

export interface CopyButtonProps {
	/** What to copy. */
	text: string;
	/** What the button copies, for screen readers (e.g. 'Copy the key'). */
	label: string;
	/** The field that shows the text, selected where the Clipboard API is missing. */
	field?: () => HTMLInputElement | null;
	variant?: 'primary' | 'secondary';
}

/**
 * A Copy button whose label reads 'Copied!' for COPIED_LABEL_MS (SPEC 9) after a copy; the change is
 * announced (aria-live).
 *
 * @param props         Component props.
 * @param props.text
 * @param props.label
 * @param props.field
 * @param props.variant
 */
export function CopyButton( {
	text,
	label,
	field,
	variant = 'secondary',
}: CopyButtonProps ) {
	const [ copied, setCopied ] = useState( false );
	const { createErrorNotice } = useDispatch( noticesStore );

	useEffect( () => {
		if ( ! copied ) {
			return undefined;
		}
		const timer = window.setTimeout(
			() => setCopied( false ),
			COPIED_LABEL_MS
		);
		return () => window.clearTimeout( timer );
	}, [ copied ] );

	const copy = () => {
		copyText( text, field?.() )
			.then( () => setCopied( true ) )
			.catch( () => {
				setCopied( false );
				createErrorNotice(
					__(
						'Could not copy. Select the text and copy it.',
						'gblocks-pro'
					),
					{ type: 'snackbar' }
				);
			} );
	};

	return (
		<Button
			__next40pxDefaultSize
			variant={ variant }
			onClick={ copy }
			label={ copied ? undefined : label }
			showTooltip={ false }
			className="gblocks-pro-pattern-library__copy"
		>
			<span aria-live="polite">
				{ copied
					? __( 'Copied!', 'gblocks-pro' )
					: __( 'Copy', 'gblocks-pro' ) }
			</span>
		</Button>
	);
}
