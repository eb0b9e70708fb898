/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Success and error snackbars of the Pattern Library screen.
 */
export function useSnackbars() {
	const { createSuccessNotice, createErrorNotice } =
		useDispatch( noticesStore );
	return {
		success: ( message: string ) =>
			createSuccessNotice( message, { type: 'snackbar' } ),
		error: ( message: string ) =>
			createErrorNotice( message, { type: 'snackbar' } ),
	};
}
