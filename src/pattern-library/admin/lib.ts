/**
 * The admin screen's logic, kept out of the components so that Jest tests it directly: form checks
 * (SPEC 5), the domain preview (what the server stores: https:// added when there is no scheme, the
 * trailing slash dropped), the list updates after each action, and date display.
 */

/**
 * WordPress dependencies
 */
import { dateI18n, getSettings } from '@wordpress/date';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	Collection,
	Library,
	SharingKey,
	SyncedPattern,
} from '../shared/types';

export const KEY_NAME_MAX_LENGTH = 100;

export interface LibraryForm {
	domain: string;
	publicKey: string;
}

export interface LibraryFormErrors {
	domain?: string;
	publicKey?: string;
}

export interface KeyForm {
	name: string;
	collections: number[];
}

export interface KeyFormErrors {
	name?: string;
	collections?: string;
}

/**
 * The address the server will store for what was typed: https:// when no scheme is given, no trailing
 * slash, the path kept. Empty when nothing was typed.
 *
 * @param input The Domain field as typed.
 */
export function normaliseDomain( input: string ): string {
	let domain = input.trim();
	if ( ! domain ) {
		return '';
	}
	if ( ! /^[a-z][a-z0-9+.-]*:\/\//i.test( domain ) ) {
		domain = `https://${ domain.replace( /^\/+/, '' ) }`;
	}
	return domain.replace( /\/+$/, '' );
}

/**
 * The SPEC 5 checks of the Add Library form.
 *
 * @param form Domain and public key as typed.
 */
export function validateLibraryForm( form: LibraryForm ): LibraryFormErrors {
	const errors: LibraryFormErrors = {};
	if ( ! form.domain.trim() ) {
		errors.domain = __( 'Please enter a domain.', 'gblocks-pro' );
	}
	if ( ! form.publicKey.trim() ) {
		errors.publicKey = __( 'Public key is required.', 'gblocks-pro' );
	}
	return errors;
}

/**
 * The checks of the new-key form (the same texts as the server's).
 *
 * @param form     Name and chosen collections.
 * @param existing Ids of the collections that exist.
 */
export function validateKeyForm(
	form: KeyForm,
	existing: number[]
): KeyFormErrors {
	const errors: KeyFormErrors = {};
	const name = form.name.trim();
	if ( ! name || name.length > KEY_NAME_MAX_LENGTH ) {
		errors.name = __( 'Please enter a name for the key.', 'gblocks-pro' );
	}
	if ( ! form.collections.some( ( id ) => existing.includes( id ) ) ) {
		errors.collections = __(
			'Choose at least one collection.',
			'gblocks-pro'
		);
	}
	return errors;
}

/**
 * Whether a form's checks found nothing.
 *
 * @param errors What a validate function returned.
 */
export function isValid( errors: object ): boolean {
	return Object.values( errors ).every( ( value ) => ! value );
}

/**
 * The list after the server answered a change to one library: the record replaced, and when it became
 * the default, every other one no longer is (exactly one default).
 *
 * @param list    The libraries as listed.
 * @param updated The record the server returned.
 */
export function applyLibraryUpdate(
	list: Library[],
	updated: Library
): Library[] {
	return list.map( ( library ) => {
		if ( library.id === updated.id ) {
			return updated;
		}
		return updated.isDefault && library.isDefault
			? { ...library, isDefault: false }
			: library;
	} );
}

/**
 * The list after a library was deleted.
 *
 * @param list The libraries as listed.
 * @param id   The deleted one.
 */
export function removeById< T extends { id: string | number } >(
	list: T[],
	id: T[ 'id' ]
): T[] {
	return list.filter( ( item ) => item.id !== id );
}

/**
 * The list after an item was created or changed: replaced in place, or appended.
 *
 * @param list The items as listed.
 * @param item The item the server returned.
 */
export function upsertById< T extends { id: string | number } >(
	list: T[],
	item: T
): T[] {
	return list.some( ( existing ) => existing.id === item.id )
		? list.map( ( existing ) =>
				existing.id === item.id ? item : existing
			)
		: [ ...list, item ];
}

/**
 * The collections of a pattern after a checkbox changed.
 *
 * @param pattern    The pattern.
 * @param collection The collection's term id.
 * @param inIt       Whether the pattern should be in it.
 */
export function toggleCollection(
	pattern: SyncedPattern,
	collection: number,
	inIt: boolean
): number[] {
	const rest = pattern.collections.filter( ( id ) => id !== collection );
	return inIt ? [ ...rest, collection ] : rest;
}

/**
 * The names of a key's collections, in the key's order; a deleted collection is left out.
 *
 * @param key         The key.
 * @param collections Every collection.
 */
export function collectionNames(
	key: Pick< SharingKey, 'collections' >,
	collections: Collection[]
): string[] {
	return key.collections
		.map( ( id ) => collections.find( ( term ) => term.id === id )?.name )
		.filter( ( name ): name is string => Boolean( name ) );
}

/**
 * A GMT 'Y-m-d H:i:s' date as the site shows dates: its date and time formats (Settings > General,
 * which core gives wp.date), its language and its timezone; the fallback when there is none.
 *
 * @param gmt      The date as stored, or null.
 * @param fallback Text for null (e.g. 'Never').
 */
export function formatGmtDate( gmt: string | null, fallback: string ): string {
	if ( ! gmt ) {
		return fallback;
	}
	const date = new Date( `${ gmt.replace( ' ', 'T' ) }Z` );
	if ( Number.isNaN( date.getTime() ) ) {
		return gmt;
	}
	const { formats } = getSettings();
	return sprintf(
		/* translators: 1: a date, 2: a time (each in the site's format). */
		__( '%1$s at %2$s', 'gblocks-pro' ),
		dateI18n( formats.date, date, undefined ),
		dateI18n( formats.time, date, undefined )
	);
}

/**
 * The site address a consumer must enter as Domain (printed by PHP: window.gblocksPro.patternLibrary).
 */
export function siteUrl(): string {
	const data: unknown = window.gblocksPro?.patternLibrary;
	if ( typeof data === 'object' && data !== null ) {
		const url = ( data as Record< string, unknown > ).siteUrl;
		if ( typeof url === 'string' ) {
			return url;
		}
	}
	return window.location.origin;
}

/**
 * Copies text to the clipboard (falls back on a selected field where the Clipboard API is missing).
 *
 * @param text          What to copy.
 * @param fallbackField A field holding the text, selected for execCommand.
 */
export async function copyText(
	text: string,
	fallbackField?: HTMLInputElement | null
): Promise< void > {
	if ( window.navigator.clipboard?.writeText ) {
		await window.navigator.clipboard.writeText( text );
		return;
	}
	fallbackField?.select();
	if ( ! document.execCommand( 'copy' ) ) {
		throw new Error( 'copy' );
	}
}
