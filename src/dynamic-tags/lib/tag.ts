/**
 * Dynamic tag strings (DESIGN §13): `{{name}}` or `{{name key:value|key2:value2|flag}}`, where `\|`
 * and `\:` escape the separators inside a value. The builder writes them; the previews find them in a
 * block's text and attributes. The server parses and replaces them (includes/Dynamic_Tags).
 */
import tagsFile from '../tags.json';

/** The tags the builder offers (loop_item and loop_index are typed by hand inside a Loop block). */
export const BUILDER_TAGS = [
	'post_meta',
	'author_meta',
	'user_meta',
	'term_meta',
	'option',
] as const;
export type BuilderTag = ( typeof BUILDER_TAGS )[ number ];

/**
 * Every tag name the server knows, and the characters no option value may hold (a tag is plain text:
 * anything else is not a tag). One file for PHP (Dynamic_Tags\Parser) and the editor.
 */
export const TAG_NAMES: readonly string[] = tagsFile.names;
const VALUE_FORBIDDEN: string = tagsFile.valueForbidden;

/** Where a post or author tag reads from: `current` (default), the adjacent posts, or a chosen post. */
export type TagSource = 'current' | 'next-post' | 'previous-post' | 'post';

export type TextCase = '' | 'upper' | 'lower' | 'title';

/**
 * What `link:` makes the value a link to: the post or author or term the tag read, the value itself
 * (a URL), or a mailto:/tel: link of the value; '' for no link.
 */
export type TagLink =
	'' | 'post' | 'author' | 'term' | 'value' | 'mailto' | 'tel';

export interface TagOptions {
	tag: BuilderTag;
	/** Post and author tags only. */
	source: TagSource;
	/** The chosen post (source 'post') or term (term_meta); 0 for none. */
	id: number;
	/** Adjacent posts: only posts sharing a term of `taxonomy`. */
	inSameTerm: boolean;
	taxonomy: string;
	key: string;
	/** Default true: an empty value removes the whole block. */
	required: boolean;
	/** Characters to keep; 0 for no limit. */
	trunc: number;
	textCase: TextCase;
	link: TagLink;
}

export const DEFAULT_TAG_OPTIONS: TagOptions = {
	tag: 'post_meta',
	source: 'current',
	id: 0,
	inSameTerm: false,
	taxonomy: '',
	key: '',
	required: true,
	trunc: 0,
	textCase: '',
	link: '',
};

/**
 * The links a tag can make: to what it read (post, author, term), or of its value.
 *
 * @param tag The tag.
 */
export function linkChoices( tag: BuilderTag ): TagLink[] {
	const own: Record< BuilderTag, TagLink[] > = {
		post_meta: [ 'post' ],
		author_meta: [ 'author', 'post' ],
		user_meta: [],
		term_meta: [ 'term' ],
		option: [],
	};
	return [ '', ...own[ tag ], 'value', 'mailto', 'tel' ];
}

/**
 * Whether a tag reads from a post that `source` chooses.
 *
 * @param tag The tag.
 */
export function hasSource( tag: BuilderTag ): boolean {
	return tag === 'post_meta' || tag === 'author_meta';
}

/**
 * A value as it goes in a tag: `\`, `|` and `:` escaped with a backslash; braces, which would end
 * or start a tag, dropped; line breaks turned into spaces.
 *
 * @param value The value.
 */
export function escapeTagValue( value: string ): string {
	return value
		.replace( /[{}]/g, '' )
		.replace( /[\r\n]+/g, ' ' )
		.replace( /([\\|:])/g, '\\$1' );
}

/**
 * The tag string of the builder's options, e.g. `{{post_meta key:subtitle|source:next-post}}`.
 * Defaults are left out (source current, required), so the simplest tag stays short.
 *
 * @param options The builder's options.
 */
export function buildTag( options: TagOptions ): string {
	const parts: string[] = [];
	const key = options.key.trim();
	if ( key ) {
		parts.push( 'key:' + escapeTagValue( key ) );
	}
	if ( hasSource( options.tag ) ) {
		if ( options.source === 'post' ) {
			if ( options.id > 0 ) {
				parts.push( 'id:' + Math.floor( options.id ) );
			}
		} else if ( options.source !== 'current' ) {
			parts.push( 'source:' + options.source );
			if ( options.inSameTerm ) {
				parts.push( 'inSameTerm' );
				const taxonomy = options.taxonomy.trim();
				if ( taxonomy ) {
					parts.push( 'taxonomy:' + escapeTagValue( taxonomy ) );
				}
			}
		}
	}
	if ( options.tag === 'term_meta' && options.id > 0 ) {
		parts.push( 'id:' + Math.floor( options.id ) );
	}
	if ( ! options.required ) {
		parts.push( 'required:false' );
	}
	if ( options.trunc > 0 ) {
		parts.push( 'trunc:' + Math.floor( options.trunc ) );
	}
	if ( options.textCase ) {
		parts.push( 'case:' + options.textCase );
	}
	if ( options.link ) {
		parts.push( 'link:' + options.link );
	}
	return parts.length
		? `{{${ options.tag } ${ parts.join( '|' ) }}}`
		: `{{${ options.tag }}}`;
}

/** The characters of VALUE_FORBIDDEN, escaped for a character class. */
const FORBIDDEN_CLASS = VALUE_FORBIDDEN.replace( /[\\\]^-]/g, '\\$&' );

const TAG_PATTERN = new RegExp(
	'\\{\\{(?:' +
		TAG_NAMES.join( '|' ) +
		')(?:\\s(?:\\\\[^' +
		FORBIDDEN_CLASS +
		']|[^}\\\\' +
		FORBIDDEN_CLASS +
		']|\\}(?!\\}))*)?\\}\\}',
	'gi'
);

/**
 * The well-formed tags in a text, once each, in order of appearance.
 *
 * @param text The text.
 */
export function findTags( text: string ): string[] {
	if ( ! text.includes( '{{' ) ) {
		return [];
	}
	return [ ...new Set( text.match( TAG_PATTERN ) ?? [] ) ];
}

/**
 * A block attribute's text: strings, and rich text values (RichTextData in WordPress 6.5+), whose
 * toString() is their HTML.
 *
 * @param value The attribute's value.
 */
function textOf( value: unknown ): string {
	if ( typeof value === 'string' ) {
		return value;
	}
	if (
		typeof value === 'object' &&
		value !== null &&
		'toHTMLString' in value &&
		typeof value.toHTMLString === 'function'
	) {
		return String( value.toHTMLString() );
	}
	return '';
}

/**
 * Whether any attribute of a block (its text included) may hold a tag: the cheap check run for the
 * selected block and for every block's canvas class, before findTags does the real work. Looks one
 * level into objects and arrays (htmlAttributes, link attributes).
 *
 * @param attributes The block's attributes.
 */
export function mayHaveTags( attributes: Record< string, unknown > ): boolean {
	for ( const value of Object.values( attributes ) ) {
		if ( textOf( value ).includes( '{{' ) ) {
			return true;
		}
		if ( typeof value === 'object' && value !== null ) {
			for ( const inner of Object.values( value ) ) {
				if ( typeof inner === 'string' && inner.includes( '{{' ) ) {
					return true;
				}
			}
		}
	}
	return false;
}

/**
 * Every tag in a block's attributes (text and attribute values, nested objects included), once each.
 *
 * @param attributes The block's attributes.
 */
export function tagsInAttributes(
	attributes: Record< string, unknown >
): string[] {
	const found: string[] = [];
	const visit = ( value: unknown, depth: number ) => {
		const text = textOf( value );
		if ( text ) {
			found.push( ...findTags( text ) );
			return;
		}
		if ( depth < 4 && typeof value === 'object' && value !== null ) {
			Object.values( value ).forEach( ( inner ) =>
				visit( inner, depth + 1 )
			);
		}
	};
	Object.values( attributes ).forEach( ( value ) => visit( value, 0 ) );
	return [ ...new Set( found ) ];
}
