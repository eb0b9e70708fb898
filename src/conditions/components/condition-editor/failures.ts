/**
 * What a failed save means for the user (SPEC §8): the server's validation refusal, a conflicting save
 * elsewhere, a failed create or update.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isApiError } from '../../../shared/api';

export interface SaveFailure {
	message: string;
	details: string[];
}

function isRecord( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

/**
 * What the server's validation refusal means for the user (SPEC §8).
 *
 * @param error What validate_conditions threw.
 */
export function validationFailure( error: unknown ): SaveFailure {
	if (
		isApiError( error ) &&
		( error.status === 401 || error.status === 403 )
	) {
		return { message: error.message, details: [] };
	}
	const body = isApiError( error ) ? error.body : null;
	if ( isRecord( body ) && body.success === false ) {
		const errors = Array.isArray( body.errors )
			? body.errors.map( String )
			: [];
		return {
			message: __(
				'Condition validation failed. Please check your configuration and try again.',
				'gblocks-pro'
			),
			details: errors,
		};
	}
	return {
		message: __(
			'Failed to save condition. Please try again.',
			'gblocks-pro'
		),
		details: [],
	};
}

/**
 * Whether a save was refused because the condition was saved elsewhere since it was loaded.
 *
 * @param error What the save threw.
 */
export function isConflict( error: unknown ): boolean {
	return isApiError( error ) && error.status === 409;
}

/**
 * What a failed create or update means for the user (SPEC §8).
 *
 * @param error What the save threw.
 */
export function saveFailure( error: unknown ): SaveFailure {
	const message = error instanceof Error ? error.message : '';
	if ( /validation/i.test( message ) ) {
		return {
			message: __(
				'Condition validation failed. Please check that all fields are properly filled out.',
				'gblocks-pro'
			),
			details: [],
		};
	}
	const generic = __(
		'Failed to save condition. Please try again.',
		'gblocks-pro'
	);
	// A readable server reason (a permission refusal, a bad field) is shown under the generic text.
	const specific =
		isApiError( error ) && isRecord( error.body ) && message
			? [ message ]
			: [];
	return { message: generic, details: specific };
}
