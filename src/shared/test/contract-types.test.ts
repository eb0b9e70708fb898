/**
 * The TS types generated from the JSON contracts (bin/support/contract-types.cjs): the committed
 * *.generated.ts files are what the contracts give (the stale check of bin/test.sh lint), and a changed
 * contract changes them.
 */

/**
 * External dependencies
 */
import fs from 'fs';
import os from 'os';
import path from 'path';

interface ContractEntry {
	source: string;
	kind: string;
	name?: string;
}

interface Generator {
	CONTRACTS: ContractEntry[];
	outputPath: ( source: string ) => string;
	generate: ( entry: ContractEntry, contract: unknown ) => string;
	generateFile: ( entry: ContractEntry, root?: string ) => string;
	main: ( args: string[], root?: string ) => number;
}

const ROOT = path.resolve( __dirname, '../../..' );

// A build script of the repository, loaded by its path (it is no module of src).
const generator: Generator = require(
	path.join( ROOT, 'bin', 'support', 'contract-types.cjs' )
);

/**
 * The contract of a kind (found by kind, so that moving a contract is one line of the generator).
 *
 * @param kind The kind, e.g. 'breakpoints'.
 */
function ofKind( kind: string ): ContractEntry {
	const found = generator.CONTRACTS.find( ( item ) => item.kind === kind );
	if ( ! found ) {
		throw new Error( `No contract of the kind ${ kind }` );
	}
	return found;
}

function contract( source: string ) {
	return JSON.parse( fs.readFileSync( path.join( ROOT, source ), 'utf8' ) );
}

describe( 'types generated from the JSON contracts', () => {
	it.each( generator.CONTRACTS.map( ( item ) => [ item.source, item ] ) )(
		'the committed types of %s are what the contract gives',
		( _source, item ) => {
			const committed = fs.readFileSync(
				path.join( ROOT, generator.outputPath( item.source ) ),
				'utf8'
			);
			expect( generator.generateFile( item ) ).toBe( committed );
		}
	);

	it( 'covers the overlay settings, rule tree, block attributes and breakpoints', () => {
		expect( generator.CONTRACTS.map( ( item ) => item.kind ) ).toEqual(
			expect.arrayContaining( [
				'overlay-settings',
				'json-schema',
				'block-attributes',
				'breakpoints',
			] )
		);
		expect( ofKind( 'json-schema' ).source ).toMatch(
			/conditions\/tree-schema\.json$/
		);
	} );

	it( 'gives OverlayMeta every setting of settings.json', () => {
		const item = ofKind( 'overlay-settings' );
		const source = item.source;
		const settings = contract( source );
		const output = generator.generateFile( item );
		const meta = output.slice( output.indexOf( 'interface OverlayMeta' ) );
		const keys = Object.keys( settings.settings );
		expect( keys.length ).toBeGreaterThanOrEqual( 26 );
		for ( const key of keys ) {
			expect( meta ).toContain(
				`\t${ settings.metaPrefix }${ key }: OverlaySettingValues[ '${ key }' ];`
			);
		}
	} );

	it( 'changes the overlay types when a setting or an enum member is added', () => {
		const item = ofKind( 'overlay-settings' );
		const source = item.source;
		const settings = contract( source );
		const before = generator.generate( item, settings );
		settings.settings.new_flag = {
			type: 'boolean',
			default: false,
			attribute: 'flag',
		};
		settings.settings.width_mode.enum.push( 'wide' );
		const after = generator.generate( item, settings );
		expect( after ).not.toBe( before );
		expect( after ).toContain( '\tnew_flag: boolean;' );
		expect( after ).toContain(
			"\t_gb_overlay_new_flag: OverlaySettingValues[ 'new_flag' ];"
		);
		expect( after ).toContain(
			"\tflag: OverlaySettingValues[ 'new_flag' ];"
		);
		expect( after ).toContain( "\twidth_mode: '' | 'full' | 'wide';" );
	} );

	it( 'changes the rule tree type when the schema changes', () => {
		const item = ofKind( 'json-schema' );
		const source = item.source;
		const schema = contract( source );
		const before = generator.generate( item, schema );
		schema.properties.logic.enum.push( 'XOR' );
		schema.required.push( 'logic' );
		const after = generator.generate( item, schema );
		expect( before ).toContain( "\tlogic?: 'AND' | 'OR';" );
		expect( after ).toContain( "\tlogic: 'AND' | 'OR' | 'XOR';" );
	} );

	it( 'changes the block attribute types when an attribute is added', () => {
		const item = ofKind( 'block-attributes' );
		const source = item.source;
		const attributes = contract( source );
		attributes.all.gbExtra = { type: 'array', items: { type: 'number' } };
		attributes.blocks[ 'core/quote' ] = { gbCite: { type: 'string' } };
		const after = generator.generate( item, attributes );
		expect( after ).toContain( '\tgbExtra?: number[];' );
		expect( after ).toContain(
			"\t'core/quote': {\n\t\tgbCite?: string;\n\t};"
		);
	} );

	it( 'makes a breakpoint property optional when a device lacks it', () => {
		const item = ofKind( 'breakpoints' );
		const source = item.source;
		const breakpoints = contract( source );
		const before = generator.generate( item, breakpoints );
		expect( before ).toContain( '\tlabel: string;' );
		delete breakpoints.devices[ 0 ].label;
		const after = generator.generate( item, breakpoints );
		expect( after ).toContain( '\tlabel?: string;' );
	} );

	it( '--check fails on a stale generated file and passes on a fresh one', () => {
		const root = fs.mkdtempSync(
			path.join( os.tmpdir(), 'contract-types-' )
		);
		const write = jest
			.spyOn( process.stderr, 'write' )
			.mockImplementation( () => true );
		const out = jest
			.spyOn( process.stdout, 'write' )
			.mockImplementation( () => true );
		try {
			for ( const item of generator.CONTRACTS ) {
				for ( const file of [
					item.source,
					generator.outputPath( item.source ),
				] ) {
					fs.mkdirSync( path.dirname( path.join( root, file ) ), {
						recursive: true,
					} );
					fs.copyFileSync(
						path.join( ROOT, file ),
						path.join( root, file )
					);
				}
			}
			expect( generator.main( [ '--check' ], root ) ).toBe( 0 );

			const { source } = ofKind( 'overlay-settings' );
			const generated = generator.outputPath( source );
			const settingsFile = path.join( root, source );
			const settings = JSON.parse(
				fs.readFileSync( settingsFile, 'utf8' )
			);
			delete settings.settings.hover_buffer;
			fs.writeFileSync( settingsFile, JSON.stringify( settings ) );
			expect( generator.main( [ '--check' ], root ) ).toBe( 1 );
			expect( write ).toHaveBeenCalledWith(
				expect.stringContaining( generated )
			);

			// Without --check it writes the file, after which the check passes.
			expect( generator.main( [], root ) ).toBe( 0 );
			expect( generator.main( [ '--check' ], root ) ).toBe( 0 );
			expect(
				fs.readFileSync( path.join( root, generated ), 'utf8' )
			).not.toContain( 'hover_buffer' );
		} finally {
			write.mockRestore();
			out.mockRestore();
			fs.rmSync( root, { recursive: true, force: true } );
		}
	} );
} );
