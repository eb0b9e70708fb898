/**
 * Tag strings: what the builder writes, and what the previews find in a block.
 */

/**
 * Internal dependencies
 */
import {
	DEFAULT_TAG_OPTIONS,
	buildTag,
	escapeTagValue,
	findTags,
	linkChoices,
	mayHaveTags,
	tagsInAttributes,
} from '../lib/tag';
import type { TagOptions } from '../lib/tag';

const options = ( changes: Partial< TagOptions > ): TagOptions => ( {
	...DEFAULT_TAG_OPTIONS,
	...changes,
} );

describe( 'buildTag', () => {
	it.each< [ string, Partial< TagOptions >, string ] >( [
		[ 'a key only', { key: 'subtitle' }, '{{post_meta key:subtitle}}' ],
		[ 'no key', {}, '{{post_meta}}' ],
		[
			'the next post',
			{ key: 'price', source: 'next-post' },
			'{{post_meta key:price|source:next-post}}',
		],
		[
			'the previous post in the same category',
			{ key: 'price', source: 'previous-post', inSameTerm: true },
			'{{post_meta key:price|source:previous-post|inSameTerm}}',
		],
		[
			'the previous post in the same term of a taxonomy',
			{
				key: 'price',
				source: 'previous-post',
				inSameTerm: true,
				taxonomy: 'genre',
			},
			'{{post_meta key:price|source:previous-post|inSameTerm|taxonomy:genre}}',
		],
		[
			'a chosen post',
			{ key: 'price', source: 'post', id: 42 },
			'{{post_meta key:price|id:42}}',
		],
		[
			'author meta of the next post',
			{ tag: 'author_meta', key: 'first_name', source: 'next-post' },
			'{{author_meta key:first_name|source:next-post}}',
		],
		[
			'source is left out where it means nothing',
			{ tag: 'option', key: 'blogname', source: 'next-post' },
			'{{option key:blogname}}',
		],
		[
			'a term',
			{ tag: 'term_meta', key: 'color', id: 7 },
			'{{term_meta key:color|id:7}}',
		],
		[
			'not required, truncated, upper case, linked',
			{
				tag: 'user_meta',
				key: 'user_url',
				required: false,
				trunc: 20,
				textCase: 'upper',
				link: 'value',
			},
			'{{user_meta key:user_url|required:false|trunc:20|case:upper|link:value}}',
		],
		[
			'a dot path',
			{ key: 'address.city' },
			'{{post_meta key:address.city}}',
		],
		[
			'a key with the separators, escaped',
			{ key: 'a|b:c' },
			'{{post_meta key:a\\|b\\:c}}',
		],
		[
			'a key with braces, which would end the tag',
			{ key: 'x}}y{{' },
			'{{post_meta key:xy}}',
		],
		[
			'spaces around the key',
			{ key: '  subtitle ' },
			'{{post_meta key:subtitle}}',
		],
	] )( '%s', ( _name, changes, expected ) => {
		expect( buildTag( options( changes ) ) ).toBe( expected );
	} );

	it( 'escapes \\, | and : in every value it writes', () => {
		expect( escapeTagValue( 'a|b:c\nd\\e' ) ).toBe( 'a\\|b\\:c d\\\\e' );
	} );

	it( 'offers the links that make sense for each tag', () => {
		expect( linkChoices( 'post_meta' ) ).toEqual( [
			'',
			'post',
			'value',
			'mailto',
			'tel',
		] );
		expect( linkChoices( 'term_meta' ) ).toContain( 'term' );
		expect( linkChoices( 'option' ) ).not.toContain( 'post' );
	} );

	it( 'finds the tag it built in a text, escapes included', () => {
		const tag = buildTag(
			options( { key: 'a|b', source: 'next-post', trunc: 3 } )
		);
		expect( findTags( `<p>Price: ${ tag } only</p>` ) ).toEqual( [ tag ] );
	} );
} );

describe( 'finding tags', () => {
	it( 'finds well-formed tags once each, in order, and leaves other braces alone', () => {
		expect(
			findTags(
				'{{option key:blogname}} and {{loop_index}}, {{unknown x:y}}, {{ post_meta }}, {{option key:blogname}}, {{post_meta key:a\\}b}}'
			)
		).toEqual( [
			'{{option key:blogname}}',
			'{{loop_index}}',
			'{{post_meta key:a\\}b}}',
		] );
	} );

	it( 'recognises only known names with plain-text values, as the server does (src/dynamic-tags/tags.json)', () => {
		expect(
			findTags(
				[
					'{{zz x:<img src=x onerror=alert(1)>}}',
					'{{post_meta key:<script>alert(1)</script>}}',
					'{{post_meta key:x"onmouseover=alert(1)}}',
					"{{post_meta key:x'y}}",
					'{{post_meta key:a`b}}',
					'{{post_meta key:a\\<b}}',
					'{{option key:a>b}}',
					'{{Post_Meta key:price}}',
				].join( ' ' )
			)
		).toEqual( [ '{{Post_Meta key:price}}' ] );
	} );

	it( 'reads text, rich text values and nested attribute values', () => {
		const richText = {
			toHTMLString: () => 'Hello {{user_meta key:first_name}}',
		};
		expect(
			tagsInAttributes( {
				content: richText,
				url: '{{post_meta key:link}}',
				htmlAttributes: { title: '{{option key:blogname}}' },
				count: 3,
			} )
		).toEqual( [
			'{{user_meta key:first_name}}',
			'{{post_meta key:link}}',
			'{{option key:blogname}}',
		] );
	} );

	it( 'says cheaply whether a block may hold tags', () => {
		expect( mayHaveTags( { content: 'plain', level: 2 } ) ).toBe( false );
		expect( mayHaveTags( { content: 'a {{loop_item}}' } ) ).toBe( true );
		expect(
			mayHaveTags( {
				htmlAttributes: { 'data-x': '{{option key:blogname}}' },
			} )
		).toBe( true );
	} );
} );
