/**
 * The HTML attribute rules of SPEC 5 and 9, table by table.
 */

/**
 * Internal dependencies
 */
import rules from '../../../html-attributes.json';
import {
	attributeMap,
	clipboardSuggestion,
	formatAttribute,
	isForbiddenName,
	isManagedName,
	isValueOptional,
	nameFieldInput,
	parseAttributeText,
	sanitizeName,
	supportsHtmlAttributes,
	validateAttribute,
	withAttribute,
	withoutAttribute,
} from '../lib';

const NAME_REQUIRED = 'Attribute name is required.';
const VALUE_REQUIRED = 'Attribute value is required.';
const CLASS_REFUSED = 'Class attribute is not allowed.';

describe( 'sanitizeName keeps letters, digits, hyphen, underscore and dot', () => {
	it.each( [
		[ 'data-test', 'data-test' ],
		[ 'aria-label', 'aria-label' ],
		[ 'x_y.z-1', 'x_y.z-1' ],
		[ ' class', 'class' ],
		[ 'data test', 'datatest' ],
		[ 'on"click', 'onclick' ],
		[ '<script>', 'script' ],
		[ 'a=b', 'ab' ],
		[ "a'b", 'ab' ],
		[ 'é-name', '-name' ],
		[ 'tab\tname', 'tabname' ],
		[ 'new\nline', 'newline' ],
		[ 'x/y', 'xy' ],
		[ '@click', 'click' ],
		[ ':prop', 'prop' ],
		[ '', '' ],
		[ '   ', '' ],
		[ 'DATA-Upper', 'DATA-Upper' ],
	] )( '%j becomes %j', ( input, expected ) => {
		expect( sanitizeName( input ) ).toBe( expected );
	} );
} );

describe( 'isValueOptional: boolean attributes, data-* and alt', () => {
	it.each( rules.booleanAttributes.map( ( name ) => [ name ] ) )(
		'%s (boolean) needs no value',
		( name ) => {
			expect( isValueOptional( name ) ).toBe( true );
			expect( isValueOptional( name.toUpperCase() ) ).toBe( true );
		}
	);
	it.each( [
		[ 'data-x', true ],
		[ 'data-', true ],
		[ 'DATA-Y', true ],
		[ 'alt', true ],
		[ 'ALT', true ],
		[ 'title', false ],
		[ 'aria-label', false ],
		[ 'href', false ],
		[ 'dataset', false ],
		[ 'alternative', false ],
		[ 'id', false ],
		[ 'class', false ],
	] )( '%s: %s', ( name, expected ) => {
		expect( isValueOptional( name ) ).toBe( expected );
	} );
} );

describe( 'validateAttribute: the SPEC 5 texts, in its order', () => {
	it.each( [
		// Name required first, whatever the value.
		[ '', '', 'name', NAME_REQUIRED ],
		[ '', 'x', 'name', NAME_REQUIRED ],
		[ '   ', 'x', 'name', NAME_REQUIRED ],
		[ '"=<>', 'x', 'name', NAME_REQUIRED ],
		// Then the value, unless it is optional.
		[ 'title', '', 'value', VALUE_REQUIRED ],
		[ 'title', '   ', 'value', VALUE_REQUIRED ],
		[ 'aria-label', '', 'value', VALUE_REQUIRED ],
		[ 'id', '', 'value', VALUE_REQUIRED ],
		[ 'href', '', 'value', VALUE_REQUIRED ],
		// The value rule comes before the class rule.
		[ 'class', '', 'value', VALUE_REQUIRED ],
		// Then class, in any case or with stripped characters.
		[ 'class', 'x', 'name', CLASS_REFUSED ],
		[ ' class', 'x', 'name', CLASS_REFUSED ],
		[ 'CLASS', 'x', 'name', CLASS_REFUSED ],
		[ 'Class', 'x', 'name', CLASS_REFUSED ],
		[ 'cl ass', 'x', 'name', CLASS_REFUSED ],
		[ 'class ', 'x', 'name', CLASS_REFUSED ],
	] )( '%j = %j is refused on %s: %s', ( name, value, field, message ) => {
		expect( validateAttribute( name, value ) ).toEqual( {
			field,
			message,
		} );
	} );

	it.each( [
		[ 'data-test', 'x' ],
		[ 'data-test', '' ],
		[ 'data-gb-overlay-close', '' ],
		[ 'alt', '' ],
		[ 'disabled', '' ],
		[ 'hidden', '' ],
		[ 'HIDDEN', '' ],
		[ 'download', '' ],
		[ 'open', '' ],
		[ 'aria-label', 'Close' ],
		[ 'target', '_blank' ],
		[ 'rel', 'noopener' ],
		[ 'classname', 'x' ],
		[ 'data-class', 'x' ],
		[ 'id', 'main' ],
	] )( '%j = %j is valid', ( name, value ) => {
		expect( validateAttribute( name, value ) ).toBeNull();
	} );
} );

describe( 'isForbiddenName', () => {
	it.each( [
		[ 'class', true ],
		[ 'CLASS', true ],
		[ ' class', true ],
		[ 'cLaSs', true ],
		[ 'classes', false ],
		[ 'data-class', false ],
		[ 'className', false ],
	] )( '%j: %s', ( name, expected ) => {
		expect( isForbiddenName( name ) ).toBe( expected );
	} );
} );

describe( 'parseAttributeText splits name="value", quotes optional', () => {
	it.each( [
		[ 'data-test="x"', { name: 'data-test', value: 'x' } ],
		[ "data-test='x'", { name: 'data-test', value: 'x' } ],
		[ 'data-test=x', { name: 'data-test', value: 'x' } ],
		[ '  target="_blank"  ', { name: 'target', value: '_blank' } ],
		[
			'aria-label = "Open menu"',
			{ name: 'aria-label', value: 'Open menu' },
		],
		[
			'title="a \'quoted\' word"',
			{ name: 'title', value: "a 'quoted' word" },
		],
		[ 'title=\'say "hi"\'', { name: 'title', value: 'say "hi"' } ],
		[ 'data-x=', { name: 'data-x', value: '' } ],
		[ 'data-x=""', { name: 'data-x', value: '' } ],
		[ 'data-x="unclosed', { name: 'data-x', value: 'unclosed' } ],
		[
			'href=https://example.com/?a=b',
			{ name: 'href', value: 'https://example.com/?a=b' },
		],
		[ 'data-json=\'{"a":1}\'', { name: 'data-json', value: '{"a":1}' } ],
		[ 'on"click="x"', { name: 'onclick', value: 'x' } ],
		[ 'disabled', { name: 'disabled', value: '' } ],
		[ 'HIDDEN', { name: 'hidden', value: '' } ],
		[ ' autoplay ', { name: 'autoplay', value: '' } ],
		[ 'class="x"', { name: 'class', value: 'x' } ],
	] )( '%j gives %j', ( text, expected ) => {
		expect( parseAttributeText( text ) ).toEqual( expected );
	} );

	it.each( [
		[ '' ],
		[ '   ' ],
		[ 'hello' ],
		[ 'just some words' ],
		[ '=value' ],
		[ '"=x' ],
		[ 'title' ],
	] )( '%j is no attribute', ( text ) => {
		expect( parseAttributeText( text ) ).toBeNull();
	} );
} );

describe( 'nameFieldInput: what typing in the name field does', () => {
	it.each( [
		[ 'data-test', { name: 'data-test', value: null } ],
		[ 'data test', { name: 'datatest', value: null } ],
		[ 'title=', { name: 'title', value: '' } ],
		[ 'title="Hello"', { name: 'title', value: 'Hello' } ],
		[ "title='Hello'", { name: 'title', value: 'Hello' } ],
		[ 'title=Hello', { name: 'title', value: 'Hello' } ],
		[ 'disabled', { name: 'disabled', value: null } ],
		[ '=', { name: '', value: null } ],
	] )( '%j gives %j', ( text, expected ) => {
		expect( nameFieldInput( text ) ).toEqual( expected );
	} );
} );

describe( 'clipboardSuggestion', () => {
	const current = { 'data-test': 'old' };
	it.each( [
		[
			'data-test="new"',
			{ name: 'data-test', value: 'new', replaces: true },
		],
		[ 'title="Hi"', { name: 'title', value: 'Hi', replaces: false } ],
		[ 'hidden', { name: 'hidden', value: '', replaces: false } ],
	] )( '%j suggests %j', ( text, expected ) => {
		expect( clipboardSuggestion( text, current ) ).toEqual( expected );
	} );
	it.each( [
		[ 'class="x"' ],
		[ 'CLASS="x"' ],
		[ 'plain words' ],
		[ '' ],
		[ 'data-gb-overlay="gb-overlay-5"' ],
		[ 'data-gb-overlay-close=""' ],
	] )( 'never for %j', ( text ) => {
		expect( clipboardSuggestion( text, current ) ).toBeNull();
	} );
	it( 'shows the attribute as name="value"', () => {
		expect( formatAttribute( { name: 'title', value: 'Hi' } ) ).toBe(
			'title="Hi"'
		);
	} );
} );

describe( 'the block exclusions of SPEC 9', () => {
	it.each( rules.excludedBlocks.map( ( name ) => [ name ] ) )(
		'%s has no attributes editor',
		( name ) => {
			expect( supportsHtmlAttributes( name ) ).toBe( false );
		}
	);
	it.each( [
		[ 'core/paragraph' ],
		[ 'core/button' ],
		[ 'core/image' ],
		[ 'core/group' ],
		[ 'acme/widget' ],
	] )( '%s has it', ( name ) => {
		expect( supportsHtmlAttributes( name ) ).toBe( true );
	} );
} );

describe( 'attribute maps', () => {
	it( 'keeps only string values, numbers as text and true as empty', () => {
		expect(
			attributeMap( { a: 'x', b: 2, c: true, d: null, e: {} } )
		).toEqual( { a: 'x', b: '2', c: '' } );
		expect( attributeMap( null ) ).toEqual( {} );
		expect( attributeMap( [ 'x' ] ) ).toEqual( {} );
	} );
	it( 'adds, replaces and renames in place', () => {
		const map = { a: '1', b: '2', c: '3' };
		expect( withAttribute( map, 'd', '4' ) ).toEqual( {
			a: '1',
			b: '2',
			c: '3',
			d: '4',
		} );
		expect( withAttribute( map, 'b', 'x' ) ).toEqual( {
			a: '1',
			b: 'x',
			c: '3',
		} );
		expect( Object.keys( withAttribute( map, 'z', '2', 'b' ) ) ).toEqual( [
			'a',
			'z',
			'c',
		] );
		// Renaming onto another row's name replaces that row.
		expect( withAttribute( map, 'c', 'x', 'a' ) ).toEqual( {
			c: 'x',
			b: '2',
		} );
	} );
	it( 'removes, and leaves undefined when nothing is left', () => {
		expect( withoutAttribute( { a: '1', b: '2' }, 'a' ) ).toEqual( {
			b: '2',
		} );
		expect( withoutAttribute( { a: '1' }, 'a' ) ).toBeUndefined();
	} );
	it( 'knows the names the trigger select manages', () => {
		expect( isManagedName( 'data-gb-overlay' ) ).toBe( true );
		expect( isManagedName( 'data-gb-overlay-close' ) ).toBe( true );
		expect( isManagedName( 'data-gb-overlays' ) ).toBe( false );
	} );
} );
