/**
 * Features do not import each other (DESIGN §2, §12): a file under src/<feature>/ imports only
 * src/shared, src/editor, the shared modules and its own feature; src/shared imports only itself; a
 * shared module (src/categories: the slug rule, the category manager, CategoriesView and its hooks;
 * src/styles: the compiler, breakpoints, device visibility; src/usage: where a condition or a class is
 * used; src/pickers: the condition, overlay, meta-key, post and object pickers and their selects)
 * imports src/shared and itself; src/editor imports src/shared, itself and the block attribute
 * schema; src/entries may import anything.
 */

/**
 * External dependencies
 */
import fs from 'fs';
import path from 'path';

/**
 * Internal dependencies
 */
import capabilityNames from '../capabilities.json';

const SRC = path.resolve( __dirname, '../..' );

/** Cross-feature concepts with a home of their own, which features may import. */
const SHARED_MODULES = [ 'categories', 'styles', 'usage', 'pickers' ];

function sourceFiles( dir: string ): string[] {
	return fs
		.readdirSync( dir, { withFileTypes: true } )
		.flatMap( ( entry ) => {
			const full = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				return sourceFiles( full );
			}
			return /\.(tsx?|jsx?)$/.test( entry.name ) ? [ full ] : [];
		} );
}

/**
 * The relative module paths a file imports, re-exports, requires or mocks.
 *
 * @param source The file's text.
 */
export function relativeImports( source: string ): string[] {
	const pattern =
		/(?:\bfrom\s+|\bimport\s*\(?\s*|\brequire\s*\(\s*|\bjest\.mock\s*\(\s*)['"](\.{1,2}\/[^'"]*)['"]/g;
	return Array.from( source.matchAll( pattern ), ( match ) => match[ 1 ] );
}

/**
 * The top folder under src/ of a path, e.g. 'conditions'; '' for a file outside src.
 * @param file
 */
function topFolder( file: string ): string {
	const relative = path.relative( SRC, file );
	if ( relative.startsWith( '..' ) ) {
		return '';
	}
	return relative.split( path.sep )[ 0 ];
}

/**
 * Whether a file of one top folder may import a target.
 *
 * @param from   The importing file's top folder.
 * @param target The imported path, resolved.
 */
export function isAllowed( from: string, target: string ): boolean {
	const to = topFolder( target );
	if ( from === 'entries' || to === from || to === 'shared' ) {
		return true;
	}
	// src/shared and the shared modules import only src/shared (and themselves).
	if ( from === 'shared' || SHARED_MODULES.includes( from ) ) {
		return false;
	}
	if ( SHARED_MODULES.includes( to ) ) {
		return from !== 'editor';
	}
	if ( from === 'editor' ) {
		// The shell adds the block attributes of the one schema (and gives the features their types).
		return (
			target === path.join( SRC, 'blocks', 'attributes.json' ) ||
			target === path.join( SRC, 'blocks', 'attributes.generated' )
		);
	}
	return to === 'editor';
}

describe( 'feature boundaries', () => {
	it( 'finds the imports of every kind', () => {
		expect(
			relativeImports(
				[
					"import { a } from '../../editor';",
					"import type { B } from '../shared/x';",
					"import './style.scss';",
					"export * from './registry';",
					"jest.mock( '../api' );",
					"const c = require( '../other' );",
					"import d from '@wordpress/data';",
				].join( '\n' )
			)
		).toEqual( [
			'../../editor',
			'../shared/x',
			'./style.scss',
			'./registry',
			'../api',
			'../other',
		] );
	} );

	it( 'allows only shared, editor and the own feature', () => {
		const at = ( ...parts: string[] ) => path.join( SRC, ...parts );
		expect( isAllowed( 'overlays', at( 'editor', 'index.tsx' ) ) ).toBe(
			true
		);
		expect( isAllowed( 'overlays', at( 'shared', 'api' ) ) ).toBe( true );
		expect( isAllowed( 'overlays', at( 'conditions', 'api.ts' ) ) ).toBe(
			false
		);
		expect( isAllowed( 'shared', at( 'editor', 'index.tsx' ) ) ).toBe(
			false
		);
		expect( isAllowed( 'overlays', at( 'categories', 'index.ts' ) ) ).toBe(
			true
		);
		expect( isAllowed( 'categories', at( 'shared', 'api' ) ) ).toBe( true );
		expect( isAllowed( 'categories', at( 'conditions', 'api.ts' ) ) ).toBe(
			false
		);
		expect( isAllowed( 'shared', at( 'categories', 'index.ts' ) ) ).toBe(
			false
		);
		expect( isAllowed( 'overlays', at( 'styles', 'compiler.ts' ) ) ).toBe(
			true
		);
		expect( isAllowed( 'styles', at( 'blocks', 'index.tsx' ) ) ).toBe(
			false
		);
		expect( isAllowed( 'shared', at( 'styles', 'compiler.ts' ) ) ).toBe(
			false
		);
		expect( isAllowed( 'editor', at( 'conditions', 'editor' ) ) ).toBe(
			false
		);
		expect( isAllowed( 'entries', at( 'conditions', 'editor' ) ) ).toBe(
			true
		);
		expect( isAllowed( 'conditions', at( 'usage', 'index.ts' ) ) ).toBe(
			true
		);
		expect( isAllowed( 'usage', at( 'shared', 'api' ) ) ).toBe( true );
		expect( isAllowed( 'usage', at( 'conditions', 'api.ts' ) ) ).toBe(
			false
		);
		expect( isAllowed( 'blocks', at( 'pickers', 'overlays' ) ) ).toBe(
			true
		);
		expect( isAllowed( 'pickers', at( 'shared', 'api' ) ) ).toBe( true );
		expect( isAllowed( 'pickers', at( 'overlays', 'api' ) ) ).toBe( false );
		expect( isAllowed( 'shared', at( 'pickers', 'objects' ) ) ).toBe(
			false
		);
	} );

	it( 'holds for every file under src', () => {
		const violations = sourceFiles( SRC ).flatMap( ( file ) => {
			const from = topFolder( file );
			return relativeImports( fs.readFileSync( file, 'utf8' ) )
				.map( ( specifier ) =>
					path.resolve( path.dirname( file ), specifier )
				)
				.filter( ( target ) => ! isAllowed( from, target ) )
				.map(
					( target ) =>
						`${ path.relative( SRC, file ) } imports ${ path.relative(
							SRC,
							target
						) }`
				);
		} );
		expect( violations ).toEqual( [] );
	} );
} );

describe( 'the typed editor layer', () => {
	/** The source files outside tests, with their text. */
	const sources = () =>
		sourceFiles( SRC )
			.filter( ( file ) => ! file.split( path.sep ).includes( 'test' ) )
			.map( ( file ) => ( {
				file: path.relative( SRC, file ),
				text: fs.readFileSync( file, 'utf8' ),
			} ) );

	it( 'is the only place that names a WordPress store', () => {
		const names = /['"]core\/(?:block-editor|editor|blocks|edit-post)['"]/;
		const found = sources()
			.filter( ( { text } ) => names.test( text ) )
			.map( ( { file } ) => file );
		expect( found ).toEqual( [ path.join( 'editor', 'stores.ts' ) ] );
	} );

	it( 'is the only place that names a capability (CAPABILITIES)', () => {
		const found = sources().flatMap( ( { file, text } ) =>
			Object.values( capabilityNames )
				.filter( ( name ) => text.includes( `'${ name }'` ) )
				.map( ( name ) => `${ file }: ${ name }` )
		);
		expect( found ).toEqual( [] );
	} );
} );
