/**
 * A library's name as the Pattern Library screens and the editor's switcher show it.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Library } from './types';

/**
 * A library's name with where it comes from, as two sites (a site and its copy) may share a name:
 * "GBlocks Pro (dev) — 127.0.0.1:8890", or "… (this site)" for the local library.
 *
 * @param library The library.
 */
export function libraryLabel(
	library: Pick< Library, 'name' | 'domain' | 'isLocal' >
): string {
	if ( library.isLocal ) {
		return sprintf(
			/* translators: %s: library (site) name. */
			__( '%s (this site)', 'gblocks-pro' ),
			library.name
		);
	}
	const host = library.domain
		.replace( /^https?:\/\//, '' )
		.replace( /\/$/, '' );
	return host
		? sprintf(
				/* translators: 1: library name, 2: its address (host and port). */
				__( '%1$s — %2$s', 'gblocks-pro' ),
				library.name,
				host
			)
		: library.name;
}
