/**
 * External dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { ApiError } from './api-error';
import type {
	Envelope,
	Paged,
	RequestOptions,
	WordPressErrorBody,
} from './types';

function isObject( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

/**
 * The message a failure should show: our envelope's response text, then WordPress's message, then the
 * fallback the caller gives (the SPEC's 'Failed to …' texts).
 *
 * @param body     Whatever api-fetch rejected or resolved with.
 * @param fallback Text used when the server said nothing readable.
 */
export function messageFrom( body: unknown, fallback: string ): string {
	if ( isObject( body ) ) {
		if ( typeof body.response === 'string' && body.response.trim() ) {
			return body.response;
		}
		if ( typeof body.message === 'string' && body.message.trim() ) {
			return body.message;
		}
	}
	if ( body instanceof Error && body.message ) {
		return body.message;
	}
	return fallback;
}

function toApiError( body: unknown, fallback: string ): ApiError {
	if ( body instanceof ApiError ) {
		return body;
	}
	const wpBody = isObject( body ) ? ( body as WordPressErrorBody ) : null;
	return new ApiError( messageFrom( body, fallback ), {
		status: wpBody?.data?.status ?? null,
		code: typeof wpBody?.code === 'string' ? wpBody.code : null,
		body,
	} );
}

/**
 * Calls a route of our namespaces and unwraps `{ success, response }`. A transport failure, an HTTP
 * error or `success: false` all throw an ApiError with the server's message.
 *
 * @param options  Path, method, data.
 * @param fallback Message used when the server gives none.
 */
export async function request< T >(
	options: RequestOptions,
	fallback: string
): Promise< T > {
	return ( await requestEnvelope< T >( options, fallback ) ).response;
}

/**
 * Like request(), but resolves with the whole envelope, for the few routes that put extra fields next
 * to `response` (e.g. the rule groups of get_condition_rules).
 *
 * @param options  Path, method, data.
 * @param fallback Message used when the server gives none.
 */
export async function requestEnvelope< T >(
	options: RequestOptions,
	fallback: string
): Promise< Envelope< T > & Record< string, unknown > > {
	let body: unknown;
	try {
		body = await apiFetch( { ...options } );
	} catch ( error ) {
		throw toApiError( error, fallback );
	}
	if ( ! isObject( body ) || typeof body.success !== 'boolean' ) {
		throw new ApiError( fallback, { body } );
	}
	const envelope = body as unknown as Envelope< T > &
		Record< string, unknown >;
	if ( ! envelope.success ) {
		throw toApiError( body, fallback );
	}
	return envelope;
}

/**
 * Calls a core route (no envelope) and returns its JSON body.
 *
 * @param options  Path, method, data.
 * @param fallback Message used when the server gives none.
 */
export async function requestCore< T >(
	options: RequestOptions,
	fallback: string
): Promise< T > {
	try {
		return ( await apiFetch( { ...options } ) ) as T;
	} catch ( error ) {
		throw toApiError( error, fallback );
	}
}

/**
 * Calls a paginated core collection and reads X-WP-Total and X-WP-TotalPages.
 *
 * @param options  Path (with its query string) and method.
 * @param fallback Message used when the server gives none.
 */
export async function requestPaged< T >(
	options: RequestOptions,
	fallback: string
): Promise< Paged< T > > {
	let response: Response;
	try {
		response = ( await apiFetch( {
			...options,
			parse: false,
		} ) ) as Response;
	} catch ( error ) {
		// With parse: false api-fetch rejects with the raw Response on HTTP errors.
		if ( error && typeof ( error as Response ).json === 'function' ) {
			const failed = error as Response;
			const errorBody: unknown = await failed.json().catch( () => null );
			const apiError = toApiError( errorBody, fallback );
			throw new ApiError( apiError.message, {
				status: failed.status,
				code: apiError.code,
				body: errorBody,
			} );
		}
		throw toApiError( error, fallback );
	}
	const items = ( await response.json().catch( () => null ) ) as T[] | null;
	if ( ! Array.isArray( items ) ) {
		throw new ApiError( fallback, { status: response.status } );
	}
	return {
		items,
		total: Number( response.headers.get( 'X-WP-Total' ) ?? items.length ),
		totalPages: Number( response.headers.get( 'X-WP-TotalPages' ) ?? 1 ),
	};
}
