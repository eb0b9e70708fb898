/**
 * The editor's port of the unsafe-attribute rule agrees with PHP's Html_Attribute_Policy on the shared
 * table tests/fixtures/html-attributes/unsafe-cases.json (PHPUnit: Html_Attribute_Policy_Cases_Test).
 */

/**
 * External dependencies
 */
import { readFileSync } from 'fs';
import { join } from 'path';

/**
 * Internal dependencies
 */
import { isUnsafeAttribute, unsafePart } from '../policy';

interface UnsafeCase {
	label: string;
	name: string;
	value: string;
	unsafe: boolean;
}

const table = JSON.parse(
	readFileSync(
		join(
			__dirname,
			'../../../../../tests/fixtures/html-attributes/unsafe-cases.json'
		),
		'utf8'
	)
) as { cases: UnsafeCase[] };

describe( 'isUnsafeAttribute (the shared table PHP judges too)', () => {
	it( 'has safe and unsafe cases', () => {
		const unsafe = table.cases.filter( ( item ) => item.unsafe );
		expect( unsafe.length ).toBeGreaterThanOrEqual( 60 );
		expect( table.cases.length - unsafe.length ).toBeGreaterThanOrEqual(
			10
		);
	} );

	it.each( table.cases.map( ( item ) => [ item.label, item ] as const ) )(
		'%s',
		( _label, item ) => {
			expect( isUnsafeAttribute( item.name, item.value ) ).toBe(
				item.unsafe
			);
		}
	);
} );

describe( 'unsafePart', () => {
	it( 'blames the name for handlers, srcdoc and formaction, and the value for script URLs and styles', () => {
		expect( unsafePart( 'onclick', 'x' ) ).toBe( 'name' );
		expect( unsafePart( ' SrcDoc', 'x' ) ).toBe( 'name' );
		expect( unsafePart( 'formaction', 'https://example.org/' ) ).toBe(
			'name'
		);
		expect( unsafePart( 'href', 'javascript:alert(1)' ) ).toBe( 'value' );
		expect( unsafePart( 'style', 'width:expression(1)' ) ).toBe( 'value' );
		expect( unsafePart( 'href', 'https://example.org/' ) ).toBeNull();
	} );
} );
