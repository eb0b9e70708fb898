/**
 * External dependencies
 */
import { useQueryClient } from '@tanstack/react-query';

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { errorText } from './dashboard-states';
import {
	importPatternStyles,
	insertPatternBlocks,
	InsertError,
} from './insert';
import { GLOBAL_CLASSES_QUERY_ROOT } from './queries';
import type { Library, Pattern } from './types';

/**
 * Inserting a pattern of a library: its classes are imported first, then its blocks go into the
 * post and the library closes (a snackbar says so); a failure keeps it open with an error snackbar.
 * Closing the library while an insert waits cancels the insert (the classes may be imported).
 *
 * @param library The library chosen (none while loading).
 * @param onClose Closes the library.
 */
export function usePatternInsert(
	library: Library | undefined,
	onClose: () => void
) {
	const queryClient = useQueryClient();
	const { createSuccessNotice, createErrorNotice } =
		useDispatch( noticesStore );
	const [ isInserting, setInserting ] = useState( false );
	const isOpen = useRef( true );
	useEffect(
		() => () => {
			isOpen.current = false;
		},
		[]
	);

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

	return { insert, isInserting };
}
