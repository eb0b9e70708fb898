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
