/**
 * Class names (DESIGN §9): characters outside [a-zA-Z0-9_-] are stripped, and a name must start with a
 * letter or an underscore. The selector is the name with a leading dot.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * The name with every character outside [a-zA-Z0-9_-] removed (a leading dot too).
 *
 * @param raw What the user typed.
 */
export function sanitizeClassName( raw: string ): string {
	return raw.replace( /[^a-zA-Z0-9_-]/g, '' );
}

/**
 * Why a name cannot be used, or null when it can. The name is sanitized first.
 *
 * @param raw      What the user typed.
 * @param existing Names already taken (the class being renamed excluded).
 */
export function classNameError(
	raw: string,
	existing: readonly string[] = []
): string | null {
	const name = sanitizeClassName( raw.trim().replace( /^\./, '' ) );
	if ( ! name ) {
		return __( 'Enter a class name.', 'gblocks-pro' );
	}
	if ( ! /^[a-zA-Z_]/.test( name ) ) {
		return __(
			'A class name must start with a letter or an underscore.',
			'gblocks-pro'
		);
	}
	if ( existing.includes( name ) ) {
		return __( 'A class with this name already exists.', 'gblocks-pro' );
	}
	return null;
}

/**
 * The class name a user's input becomes: without a leading dot, sanitized.
 *
 * @param raw What the user typed.
 */
export function normalizeClassName( raw: string ): string {
	return sanitizeClassName( raw.trim().replace( /^\./, '' ) );
}

/**
 * What saving changes in a name, said before it is saved: the name it will be saved as and the
 * characters removed ('promo box!' is saved as 'promobox': a class name cannot contain a space or
 * '!'), or null when the name is kept as typed (or nothing would be left of it).
 *
 * @param raw What the user typed.
 */
export function classNameChange( raw: string ): string | null {
	const typed = raw.trim().replace( /^\./, '' );
	const name = sanitizeClassName( typed );
	if ( ! name || name === typed ) {
		return null;
	}
	const removed = Array.from(
		new Set( typed.replace( /[a-zA-Z0-9_-]/g, '' ) )
	).map( ( character ) =>
		/\s/.test( character )
			? __( 'a space', 'gblocks-pro' )
			: sprintf(
					/* translators: %s: a character. */
					__( '“%s”', 'gblocks-pro' ),
					character
				)
	);
	return sprintf(
		/* translators: 1: the class name that will be saved, 2: the characters removed, e.g. 'a space, “!”'. */
		__(
			'It will be saved as “%1$s”: a class name cannot contain %2$s.',
			'gblocks-pro'
		),
		name,
		removed.join( ', ' )
	);
}

/**
 * The selector of a class name.
 *
 * @param name The name.
 */
export function toSelector( name: string ): string {
	return `.${ name }`;
}

/**
 * The class name of a selector.
 *
 * @param selector The selector, with or without the dot.
 */
export function fromSelector( selector: string ): string {
	return selector.replace( /^\./, '' );
}
