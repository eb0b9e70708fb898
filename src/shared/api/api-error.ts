/**
 * The one error type the client throws: it carries the server's message, so that a screen can show
 * what went wrong instead of a generic text.
 */
export class ApiError extends Error {
	readonly status: number | null;
	readonly code: string | null;
	readonly body: unknown;

	constructor(
		message: string,
		options: {
			status?: number | null;
			code?: string | null;
			body?: unknown;
		} = {}
	) {
		super( message );
		this.name = 'ApiError';
		this.status = options.status ?? null;
		this.code = options.code ?? null;
		this.body = options.body;
	}
}

export function isApiError( error: unknown ): error is ApiError {
	return error instanceof ApiError;
}
