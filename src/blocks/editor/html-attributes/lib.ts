/**
 * The pure rules of the HTML attributes editor (SPEC 5, 9): name sanitising, validation in the SPEC's
 * order, and the parsing of `name="value"` text typed, pasted or read from the clipboard. Every list
 * comes from src/blocks/html-attributes.json, which PHP reads too.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import rules from '../../html-attributes.json';
import { isUnsafeAttribute, unsafePart } from './policy';

/** A map of attribute name to value, as stored in htmlAttributes / linkHtmlAttributes. */
export type AttributeMap = Record< string, string >;

export interface AttributeError {
	field: 'name' | 'value';
	message: string;
}

export interface ParsedAttribute {
	name: string;
	value: string;
}

const NAME_STRIP = new RegExp( rules.namePattern, 'g' );
const BOOLEANS: readonly string[] = rules.booleanAttributes;
const FORBIDDEN: readonly string[] = rules.forbiddenNames;

/** The attributes the Overlay Panel Trigger select manages (hidden from the rows). */
export const MANAGED_NAMES: readonly string[] = [
	rules.overlayTrigger,
	rules.overlayClose,
];

/**
 * Whether a block type gets the HTML attributes editor (SPEC 9 exclusions).
 *
 * @param blockName Block name.
 */
export function supportsHtmlAttributes( blockName: string ): boolean {
	return ! ( rules.excludedBlocks as readonly string[] ).includes(
		blockName
	);
}

/**
 * A name stripped to letters, digits, hyphen, underscore and dot.
 *
 * @param name What the user typed.
 */
export function sanitizeName( name: string ): string {
	return name.replace( NAME_STRIP, '' );
}

/**
 * Whether an attribute may have an empty value: a known boolean attribute, data-*, or alt.
 *
 * @param name Attribute name.
 */
export function isValueOptional( name: string ): boolean {
	const lower = sanitizeName( name ).toLowerCase();
	return (
		BOOLEANS.includes( lower ) ||
		rules.valueOptionalPrefixes.some( ( prefix ) =>
			lower.startsWith( prefix )
		) ||
		rules.valueOptionalNames.includes( lower )
	);
}

/**
 * Whether a name is refused ('class', also ' class' or 'CLASS').
 *
 * @param name Attribute name.
 */
export function isForbiddenName( name: string ): boolean {
	return FORBIDDEN.includes( sanitizeName( name ).toLowerCase() );
}

/**
 * Whether the Overlay Panel Trigger select manages this name.
 *
 * @param name Attribute name.
 */
export function isManagedName( name: string ): boolean {
	return MANAGED_NAMES.includes( name );
}

/**
 * The first error of an attribute, in SPEC 5's order (name required, value required unless the value
 * is optional, class refused), then, for a user without unfiltered_html, what the save would refuse
 * (an event handler, srcdoc, formaction, a script URL or style: policy.ts), or null when it is valid.
 *
 * @param name                Attribute name.
 * @param value               Attribute value.
 * @param options             Options.
 * @param options.allowUnsafe Whether the user has unfiltered_html (then nothing is refused as unsafe).
 */
export function validateAttribute(
	name: string,
	value: string,
	options: { allowUnsafe?: boolean } = {}
): AttributeError | null {
	const clean = sanitizeName( name );
	if ( clean === '' ) {
		return {
			field: 'name',
			message: __( 'Attribute name is required.', 'gblocks-pro' ),
		};
	}
	if ( value.trim() === '' && ! isValueOptional( clean ) ) {
		return {
			field: 'value',
			message: __( 'Attribute value is required.', 'gblocks-pro' ),
		};
	}
	if ( isForbiddenName( clean ) ) {
		return {
			field: 'name',
			message: __( 'Class attribute is not allowed.', 'gblocks-pro' ),
		};
	}
	if ( ! options.allowUnsafe ) {
		return unsafeError( name, value );
	}
	return null;
}

/**
 * The error of an attribute that a user without unfiltered_html may not save, or null.
 *
 * @param name  Attribute name.
 * @param value Attribute value.
 */
export function unsafeError(
	name: string,
	value: string
): AttributeError | null {
	const part = unsafePart( name, value );
	if ( part === 'name' ) {
		return {
			field: 'name',
			message: sprintf(
				/* translators: %s: attribute name, e.g. onclick. */
				__(
					'The attribute "%s" can run scripts: only users who may post unfiltered HTML can add it.',
					'gblocks-pro'
				),
				sanitizeName( name ) || name
			),
		};
	}
	if ( part === 'value' ) {
		return {
			field: 'value',
			message: sprintf(
				/* translators: %s: attribute name, e.g. href. */
				__(
					'This value of "%s" can run scripts: only users who may post unfiltered HTML can use it.',
					'gblocks-pro'
				),
				sanitizeName( name ) || name
			),
		};
	}
	return null;
}

/**
 * For a user without unfiltered_html, the error of a change whose result still holds an attribute that
 * can run scripts: the save keeps such an attribute only in a map identical to the one stored (its
 * neighbours may be what a handler reads), so the block's attributes must stay as saved until it is
 * removed. Null when the change is allowed.
 *
 * @param next        The attributes after the change (undefined: none left).
 * @param allowUnsafe Whether the user has unfiltered_html.
 */
export function lockedChangeError(
	next: AttributeMap | undefined,
	allowUnsafe: boolean
): AttributeError | null {
	if ( allowUnsafe || ! next ) {
		return null;
	}
	const blocker = Object.entries( next ).find( ( [ name, value ] ) =>
		isUnsafeAttribute( name, value )
	);
	if ( ! blocker ) {
		return null;
	}
	return {
		field: 'name',
		message: sprintf(
			/* translators: %s: attribute name, e.g. onclick. */
			__(
				'"%s" can run scripts, so this block\'s attributes must stay as they were saved. Remove it first to change them.',
				'gblocks-pro'
			),
			blocker[ 0 ]
		),
	};
}

const ASSIGNMENT = /^([^\s=]+)\s*=\s*(?:"([^"]*)"?|'([^']*)'?|(.*))$/s;

/**
 * Splits `name="value"`, `name='value'`, `name=value` or a bare known boolean name into name and
 * value; null for text that is none of these (a bare name that is not a boolean attribute, or text
 * whose name has nothing left once sanitised). The name is sanitised; an unclosed quote keeps what
 * follows it.
 *
 * @param text Typed, pasted or clipboard text.
 */
export function parseAttributeText( text: string ): ParsedAttribute | null {
	const trimmed = text.trim();
	if ( trimmed === '' ) {
		return null;
	}
	const match = ASSIGNMENT.exec( trimmed );
	if ( match ) {
		const name = sanitizeName( match[ 1 ] );
		if ( name === '' ) {
			return null;
		}
		const value = match[ 2 ] ?? match[ 3 ] ?? ( match[ 4 ] ?? '' ).trim();
		return { name, value };
	}
	if ( BOOLEANS.includes( trimmed.toLowerCase() ) ) {
		return { name: trimmed.toLowerCase(), value: '' };
	}
	return null;
}

/**
 * What a change of the name field becomes: text with '=' splits into both fields (value null means
 * keep the value field as it is), anything else is only sanitised.
 *
 * @param text The name field's new text.
 */
export function nameFieldInput( text: string ): {
	name: string;
	value: string | null;
} {
	if ( text.includes( '=' ) ) {
		const parsed = parseAttributeText( text );
		if ( parsed ) {
			return parsed;
		}
		return { name: sanitizeName( text ), value: null };
	}
	return { name: sanitizeName( text ), value: null };
}

/**
 * The clipboard suggestion for text read from the clipboard: the parsed attribute, and whether it
 * replaces an existing one; null when the text is no attribute, names class or a managed attribute.
 *
 * @param text       The clipboard's text.
 * @param attributes The current attributes.
 */
export function clipboardSuggestion(
	text: string,
	attributes: AttributeMap
): ( ParsedAttribute & { replaces: boolean } ) | null {
	const parsed = parseAttributeText( text );
	if (
		! parsed ||
		isForbiddenName( parsed.name ) ||
		isManagedName( parsed.name )
	) {
		return null;
	}
	return {
		...parsed,
		replaces: Object.prototype.hasOwnProperty.call(
			attributes,
			parsed.name
		),
	};
}

/**
 * `name="value"`, as the suggestion shows it.
 *
 * @param attribute The attribute.
 */
export function formatAttribute( attribute: ParsedAttribute ): string {
	return `${ attribute.name }="${ attribute.value }"`;
}

/**
 * The string entries of a stored attribute map (anything else is ignored).
 *
 * @param value The stored attribute.
 */
export function attributeMap( value: unknown ): AttributeMap {
	if (
		typeof value !== 'object' ||
		value === null ||
		Array.isArray( value )
	) {
		return {};
	}
	const map: AttributeMap = {};
	Object.entries( value as Record< string, unknown > ).forEach(
		( [ name, entry ] ) => {
			if ( typeof entry === 'string' ) {
				map[ name ] = entry;
			} else if ( typeof entry === 'number' || entry === true ) {
				map[ name ] = entry === true ? '' : String( entry );
			}
		}
	);
	return map;
}

/**
 * The map with one attribute set (renaming `previous` when given), or undefined when nothing is left.
 *
 * @param map      Current attributes.
 * @param name     Name to set.
 * @param value    Its value.
 * @param previous The row's old name, when a row is renamed.
 */
export function withAttribute(
	map: AttributeMap,
	name: string,
	value: string,
	previous?: string
): AttributeMap {
	const next: AttributeMap = {};
	Object.entries( map ).forEach( ( [ key, entry ] ) => {
		if ( key === previous ) {
			next[ name ] = value;
		} else if ( key !== name ) {
			next[ key ] = entry;
		}
	} );
	if ( ! ( name in next ) ) {
		next[ name ] = value;
	}
	return next;
}

/**
 * The map without an attribute, or undefined when it is empty (the attribute leaves the block).
 *
 * @param map  Current attributes.
 * @param name Name to remove.
 */
export function withoutAttribute(
	map: AttributeMap,
	name: string
): AttributeMap | undefined {
	const next = { ...map };
	delete next[ name ];
	return Object.keys( next ).length ? next : undefined;
}
