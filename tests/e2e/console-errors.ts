/**
 * Collects the console errors and uncaught exceptions of a page, so that a test can assert there are
 * none.
 */
import type { Page } from '@playwright/test';

export function collectConsoleErrors( page: Page ): string[] {
	const errors: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			errors.push( message.text() );
		}
	} );
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	return errors;
}

/**
 * The errors of pages served through Varnish, without those of the theme's modules and fonts: they come
 * from the site's own address, which Varnish's origin may not load (a CORS refusal); nothing else may
 * fail.
 *
 * @param errors The errors of each page.
 */
export function withoutOriginErrors( errors: string[][] ): string[] {
	return errors
		.flat()
		.filter(
			( error ) =>
				! /blocked by CORS policy|Failed to load resource: net::ERR_FAILED/.test(
					error
				)
		);
}
