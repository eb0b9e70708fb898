/**
 * The PHP copy of the JSON contracts (bin/support/contracts-php.cjs, includes/Support/
 * contracts.generated.php): the committed file is what the contracts give (the stale check of bin/test.sh
 * lint), strings keep every character, and a changed contract makes the check fail until it is rewritten.
 * tests/php/Support/Contract_File_Test.php checks in PHP that each entry is json_decode() of its file.
 */

/**
 * External dependencies
 */
import fs from 'fs';
import os from 'os';
import path from 'path';

interface Generator {
	OUTPUT: string;
	contracts: ( root?: string ) => string[];
	literal: ( value: unknown, indent: string ) => string;
	generate: ( root?: string ) => string;
	main: ( args: string[], root?: string ) => number;
}

const ROOT = path.resolve( __dirname, '../../..' );

// A build script of the repository, loaded by its path (it is no module of src).
const generator: Generator = require(
	path.join( ROOT, 'bin', 'support', 'contracts-php.cjs' )
);

describe( 'contracts-php', () => {
	it( 'the committed copy is what the contracts give', () => {
		expect(
			fs.readFileSync( path.join( ROOT, generator.OUTPUT ), 'utf8' )
		).toBe( generator.generate() );
		expect( generator.contracts( ROOT ) ).toContain(
			'src/overlays/settings.json'
		);
	} );

	it( 'writes strings as PHP reads them back', () => {
		expect( generator.literal( "it's a \\ path", '' ) ).toBe(
			"'it\\'s a \\\\ path'"
		);
		expect( generator.literal( 'a\nb "$x"', '' ) ).toBe(
			'"a\\nb \\"\\$x\\""'
		);
		expect( generator.literal( { a: [ 1, 0.5, true, null ] }, '' ) ).toBe(
			"array(\n\t'a' => array(\n\t\t1,\n\t\t0.5,\n\t\ttrue,\n\t\tnull,\n\t),\n)"
		);
		expect( generator.literal( {}, '' ) ).toBe( 'array()' );
	} );

	it( '--check fails on a stale copy and passes once it is rewritten', () => {
		const root = fs.mkdtempSync(
			path.join( os.tmpdir(), 'contracts-php-' )
		);
		const err = jest
			.spyOn( process.stderr, 'write' )
			.mockImplementation( () => true );
		const out = jest
			.spyOn( process.stdout, 'write' )
			.mockImplementation( () => true );
		try {
			const source = 'src/x/contract.json';
			fs.mkdirSync( path.join( root, 'includes/Support' ), {
				recursive: true,
			} );
			fs.mkdirSync( path.join( root, 'src/x' ), { recursive: true } );
			fs.writeFileSync(
				path.join( root, 'includes/Reader.php' ),
				`<?php read( '${ source }' );\n`
			);
			fs.writeFileSync(
				path.join( root, source ),
				JSON.stringify( { a: 1 } )
			);
			expect( generator.main( [ '--check' ], root ) ).toBe( 1 );
			expect( generator.main( [], root ) ).toBe( 0 );
			expect( generator.main( [ '--check' ], root ) ).toBe( 0 );

			fs.writeFileSync(
				path.join( root, source ),
				JSON.stringify( { a: 2 } )
			);
			expect( generator.main( [ '--check' ], root ) ).toBe( 1 );
			expect( err ).toHaveBeenCalledWith(
				expect.stringContaining( generator.OUTPUT )
			);
		} finally {
			err.mockRestore();
			out.mockRestore();
			fs.rmSync( root, { recursive: true, force: true } );
		}
	} );
} );
