/**
 * The style compiler (DESIGN §9): a block's `gbStyles` object to CSS, for the editor's preview. The
 * server compiles the same object with GBlocks_Pro\Styles\Compiler at render time; both are run
 * against the golden fixtures in tests/fixtures/styles/*.json, so what the editor shows is what the page
 * gets, byte for byte.
 *
 * The object: CSS properties (camelCase, kebab-case, vendor `WebkitX`/`msX`, custom `--x` kept as
 * written) with string or number values; nested keys with `&` (replaced by the parent selector:
 * `&:hover`, `& > a`, `.dark &`) or without (a descendant: `a`, `svg path`); comma lists on either side
 * (`&:hover, &:focus`); at-rule keys `@media`, `@supports`, `@container`, at the top or inside nested
 * keys. An `@media` inside an `@media` merges with `and` (when the inner query starts with `(` and
 * neither is a comma list nor starts with `not`); any other at-rule inside an at-rule is dropped, and
 * so are other at-rules (`@import`, `@font-face`, `@keyframes`...).
 *
 * The output, in the style engine's unprettified format: the base rule, nested rules in the order they
 * are first met, then the at-rule groups (in a group: the rules of the at-rules written at the top
 * first, then those inside nested keys). `@media` groups first, mobile-first: min-width only
 * ascending, then those with a max-width descending, then other media queries as met; `@supports` and
 * `@container` groups last, as met. Declarations of one selector in one group are merged (a later value
 * replaces an earlier one in its first place).
 *
 * Sanitising: values lose `;{}<>\`, line breaks, comments, `expression(`, `javascript:`, `vbscript:`,
 * `@import` (until none is left), and all quotes of a kind whose count is odd; whitespace collapses;
 * numbers are written as they are (no unit added); empty values, empty objects, booleans, null and
 * lists are dropped. Selector keys read `&amp;` as `&`, then lose `{}<;\` and comments; at-rule keys
 * lose `{};\`, `</` and comments. Property names that are not CSS names after conversion are dropped.
 */

export type StyleValue = string | number;

export interface StyleObject {
	[ key: string ]: StyleValue | StyleObject;
}

/** One rule, as WordPress's style engine takes it. */
export interface StyleRule {
	selector: string;
	declarations: Record< string, string >;
	/** The at-rule the rule sits in, e.g. `@media (max-width:767px)`. */
	rulesGroup?: string;
}

interface Bucket {
	selector: string;
	group: string;
	declarations: Map< string, string >;
}

const AT_RULES = [ '@media', '@supports', '@container' ];
const AT_KEY = /^[ \t\n\r\f\x0B]*@/;
const FORBIDDEN = [ 'expression(', 'javascript:', 'vbscript:', '@import' ];

/**
 * Removes every occurrence of the needles (case-insensitive) until none is left.
 *
 * @param text    Text.
 * @param needles Lowercase needles.
 */
function removeAll( text: string, needles: string[] ): string {
	let result = text;
	let changed = true;
	while ( changed ) {
		changed = false;
		for ( const needle of needles ) {
			const at = asciiLower( result ).indexOf( needle );
			if ( at !== -1 ) {
				result =
					result.slice( 0, at ) + result.slice( at + needle.length );
				changed = true;
			}
		}
	}
	return result;
}

/**
 * Lowercases ASCII letters only (as PHP's strtolower does), so that indexes stay the same.
 *
 * @param text Text.
 */
function asciiLower( text: string ): string {
	return text.replace( /[A-Z]/g, ( letter ) => letter.toLowerCase() );
}

/**
 * Collapses runs of ASCII whitespace to one space and trims it (the same set in PHP).
 *
 * @param text Text.
 */
function collapse( text: string ): string {
	return text.replace( /[ \t\n\r\f\x0B]+/g, ' ' ).replace( /^ | $/g, '' );
}

/**
 * A declaration value as it may reach the page ('' when nothing is left).
 *
 * @param value A stored value.
 */
export function sanitizeValue( value: unknown ): string {
	let text: string;
	if ( typeof value === 'number' ) {
		if ( ! Number.isFinite( value ) ) {
			return '';
		}
		text = String( value );
	} else if ( typeof value === 'string' ) {
		text = value;
	} else {
		return '';
	}
	text = text.replace( /[;{}<>\\\0]/g, '' );
	text = removeAll( text, [ '/*', '*/', ...FORBIDDEN ] );
	for ( const quote of [ '"', "'" ] ) {
		if ( text.split( quote ).length % 2 === 0 ) {
			text = text.split( quote ).join( '' );
		}
	}
	return collapse( text );
}

/**
 * The CSS property of a key ('' when it is not a CSS property name).
 *
 * @param key A style object key.
 */
export function propertyName( key: string ): string {
	if ( key.startsWith( '--' ) ) {
		return /^--[a-zA-Z0-9_-]+$/.test( key ) ? key : '';
	}
	let name = /^ms[A-Z]/.test( key ) ? '-' + key : key;
	name = name.replace( /[A-Z]/g, ( letter ) => '-' + letter ).toLowerCase();
	return /^-?[a-z][a-z0-9-]*$/.test( name ) ? name : '';
}

/**
 * Splits at the commas that are not inside parentheses, brackets or quotes; parts trimmed, empty
 * parts dropped.
 *
 * @param text Text.
 */
function splitList( text: string ): string[] {
	const parts: string[] = [];
	let depth = 0;
	let quote = '';
	let current = '';
	for ( const char of text ) {
		if ( quote ) {
			if ( char === quote ) {
				quote = '';
			}
		} else if ( char === '"' || char === "'" ) {
			quote = char;
		} else if ( char === '(' || char === '[' ) {
			depth++;
		} else if ( ( char === ')' || char === ']' ) && depth > 0 ) {
			depth--;
		} else if ( char === ',' && depth === 0 ) {
			parts.push( current );
			current = '';
			continue;
		}
		current += char;
	}
	parts.push( current );
	return parts.map( collapse ).filter( ( part ) => part !== '' );
}

/**
 * A nested selector key, sanitised. `&amp;` is `&` first: kses escapes `&` in block comments when
 * content is saved by a user without unfiltered_html outside the editor (WP-CLI, an import), and its
 * `;` would otherwise be dropped, leaving `amp` glued to the selector.
 *
 * @param key Key.
 */
function sanitizeSelectorKey( key: string ): string {
	return collapse(
		removeAll(
			key
				.split( '&amp;' )
				.join( '&' )
				.replace( /[{}<;\\\0]/g, '' ),
			[ '/*', '*/' ]
		)
	);
}

/**
 * An at-rule key, sanitised: [ name, prelude ] ('' name when it is not an at-rule we keep).
 *
 * @param key Key.
 */
function atRule( key: string ): [ string, string ] {
	const clean = collapse(
		removeAll( key.replace( /[{};\\\0]/g, '' ), [ '</', '/*', '*/' ] )
	);
	const match = /^(@[a-zA-Z-]+) ?(.*)$/.exec( clean );
	if ( ! match ) {
		return [ '', '' ];
	}
	const name = asciiLower( match[ 1 ] );
	const prelude = match[ 2 ];
	if ( ! AT_RULES.includes( name ) || prelude === '' ) {
		return [ '', '' ];
	}
	return [ name, prelude ];
}

/**
 * The group an at-rule opens inside a group ('' when it cannot be written).
 *
 * @param group   The group so far ('' at the top).
 * @param name    The at-rule's name.
 * @param prelude Its prelude.
 */
function mergeGroup( group: string, name: string, prelude: string ): string {
	if ( group === '' ) {
		return name + ' ' + prelude;
	}
	if ( name !== '@media' || ! group.startsWith( '@media ' ) ) {
		return '';
	}
	const outer = group.slice( '@media '.length );
	if (
		! prelude.startsWith( '(' ) ||
		splitList( prelude ).length > 1 ||
		splitList( outer ).length > 1 ||
		/^not /i.test( outer )
	) {
		return '';
	}
	return group + ' and ' + prelude;
}

/**
 * Whether a value is a style object (not a list, not null).
 *
 * @param value A value.
 */
function isObject( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * Orders the at-rule groups (see the file's comment).
 *
 * @param groups Groups in the order met.
 */
function orderGroups( groups: string[] ): string[] {
	const width = ( group: string, side: string ): number | null => {
		const match = new RegExp(
			side + '-width *: *(\\d+(?:\\.\\d+)?)px',
			'i'
		).exec( group );
		return match ? parseFloat( match[ 1 ] ) : null;
	};
	const keyed = groups.map( ( group, index ) => {
		const min = width( group, 'min' );
		const max = width( group, 'max' );
		let rank = 3;
		let size = 0;
		if ( group.startsWith( '@media ' ) ) {
			if ( max !== null ) {
				rank = 1;
				size = -max;
			} else if ( min !== null ) {
				rank = 0;
				size = min;
			} else {
				rank = 2;
			}
		}
		return { group, index, rank, size };
	} );
	keyed.sort(
		( a, b ) => a.rank - b.rank || a.size - b.size || a.index - b.index
	);
	return keyed.map( ( item ) => item.group );
}

/**
 * The rules of a style object under a selector, in output order.
 *
 * @param styles   The style object.
 * @param selector The selector that scopes it (e.g. `.gb-s-1a2b3c4d`).
 */
export function compileRules( styles: unknown, selector: string ): StyleRule[] {
	const buckets = new Map< string, Bucket >();
	const groups: string[] = [];

	const walk = (
		object: Record< string, unknown >,
		selectors: string[],
		group: string
	): void => {
		const joined = selectors.join( ',' );
		for ( const [ key, value ] of Object.entries( object ) ) {
			if ( isObject( value ) ) {
				continue;
			}
			const property = propertyName( key );
			const text = property ? sanitizeValue( value ) : '';
			if ( text === '' ) {
				continue;
			}
			const id = group + '\u0000' + joined;
			let bucket = buckets.get( id );
			if ( ! bucket ) {
				bucket = { selector: joined, group, declarations: new Map() };
				buckets.set( id, bucket );
				if ( group !== '' && ! groups.includes( group ) ) {
					groups.push( group );
				}
			}
			bucket.declarations.set( property, text );
		}
		for ( const [ key, value ] of Object.entries( object ) ) {
			if ( ! isObject( value ) || ! AT_KEY.test( key ) ) {
				continue;
			}
			const [ name, prelude ] = atRule( key );
			const inner = name ? mergeGroup( group, name, prelude ) : '';
			if ( inner !== '' ) {
				walk( value, selectors, inner );
			}
		}
		for ( const [ key, value ] of Object.entries( object ) ) {
			if ( ! isObject( value ) || AT_KEY.test( key ) ) {
				continue;
			}
			const parts = splitList( sanitizeSelectorKey( key ) );
			if ( ! parts.length ) {
				continue;
			}
			const nested: string[] = [];
			for ( const parent of selectors ) {
				for ( const part of parts ) {
					nested.push(
						part.includes( '&' )
							? part.split( '&' ).join( parent )
							: parent + ' ' + part
					);
				}
			}
			walk( value, nested, group );
		}
	};

	const scopes = splitList( selector );
	if ( isObject( styles ) && scopes.length ) {
		walk( styles, scopes, '' );
	}

	const rules: StyleRule[] = [];
	const add = ( bucket: Bucket ): void => {
		const rule: StyleRule = {
			selector: bucket.selector,
			declarations: Object.fromEntries( bucket.declarations ),
		};
		if ( bucket.group !== '' ) {
			rule.rulesGroup = bucket.group;
		}
		rules.push( rule );
	};
	buckets.forEach( ( bucket ) => {
		if ( bucket.group === '' ) {
			add( bucket );
		}
	} );
	for ( const group of orderGroups( groups ) ) {
		buckets.forEach( ( bucket ) => {
			if ( bucket.group === group ) {
				add( bucket );
			}
		} );
	}
	return rules;
}

/**
 * CSS of a style object under a selector, in the style engine's unprettified format, e.g.
 * `.a{color:red;}@media (max-width:767px){.a{display:none !important;}}`.
 *
 * @param styles   The style object.
 * @param selector The selector that scopes it.
 */
export function compileStyles( styles: StyleObject, selector: string ): string {
	return compileRules( styles, selector )
		.map( ( rule ) => {
			const body = Object.entries( rule.declarations )
				.map( ( [ property, value ] ) => `${ property }:${ value };` )
				.join( '' );
			const block = `${ rule.selector }{${ body }}`;
			return rule.rulesGroup ? `${ rule.rulesGroup }{${ block }}` : block;
		} )
		.join( '' );
}
