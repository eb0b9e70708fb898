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

function entry( source: string ): ContractEntry {
	const found = generator.CONTRACTS.find(
		( item ) => item.source === source
	);
	if ( ! found ) {
		throw new Error( `No contract ${ source }` );
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
		expect( generator.CONTRACTS.map( ( item ) => item.source ) ).toEqual(
			expect.arrayContaining( [
				'src/overlays/settings.json',
				'src/conditions/tree-schema.json',
				'src/blocks/attributes.json',
				'src/shared/breakpoints.json',
			] )
		);
	} );

	it( 'gives OverlayMeta every setting of settings.json', () => {
		const settings = contract( 'src/overlays/settings.json' );
		const output = generator.generateFile(
			entry( 'src/overlays/settings.json' )
		);
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
		const source = 'src/overlays/settings.json';
		const settings = contract( source );
		const before = generator.generate( entry( source ), settings );
		settings.settings.new_flag = {
			type: 'boolean',
			default: false,
			attribute: 'flag',
		};
		settings.settings.width_mode.enum.push( 'wide' );
		const after = generator.generate( entry( source ), settings );
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
		const source = 'src/conditions/tree-schema.json';
		const schema = contract( source );
		const before = generator.generate( entry( source ), schema );
		schema.properties.logic.enum.push( 'XOR' );
		schema.required.push( 'logic' );
		const after = generator.generate( entry( source ), schema );
		expect( before ).toContain( "\tlogic?: 'AND' | 'OR';" );
		expect( after ).toContain( "\tlogic: 'AND' | 'OR' | 'XOR';" );
	} );

	it( 'changes the block attribute types when an attribute is added', () => {
		const source = 'src/blocks/attributes.json';
		const attributes = contract( source );
		attributes.all.gbExtra = { type: 'array', items: { type: 'number' } };
		attributes.blocks[ 'core/quote' ] = { gbCite: { type: 'string' } };
		const after = generator.generate( entry( source ), attributes );
		expect( after ).toContain( '\tgbExtra?: number[];' );
		expect( after ).toContain(
			"\t'core/quote': {\n\t\tgbCite?: string;\n\t};"
		);
	} );

	it( 'makes a breakpoint property optional when a device lacks it', () => {
		const source = 'src/shared/breakpoints.json';
		const breakpoints = contract( source );
		const before = generator.generate( entry( source ), breakpoints );
		expect( before ).toContain( '\tlabel: string;' );
		delete breakpoints.devices[ 0 ].label;
		const after = generator.generate( entry( source ), breakpoints );
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

			const settingsFile = path.join(
				root,
				'src/overlays/settings.json'
			);
			const settings = JSON.parse(
				fs.readFileSync( settingsFile, 'utf8' )
			);
			delete settings.settings.hover_buffer;
			fs.writeFileSync( settingsFile, JSON.stringify( settings ) );
			expect( generator.main( [ '--check' ], root ) ).toBe( 1 );
			expect( write ).toHaveBeenCalledWith(
				expect.stringContaining( 'src/overlays/settings.generated.ts' )
			);

			// Without --check it writes the file, after which the check passes.
			expect( generator.main( [], root ) ).toBe( 0 );
			expect( generator.main( [ '--check' ], root ) ).toBe( 0 );
			expect(
				fs.readFileSync(
					path.join( root, 'src/overlays/settings.generated.ts' ),
					'utf8'
				)
			).not.toContain( 'hover_buffer' );
		} finally {
			write.mockRestore();
			out.mockRestore();
			fs.rmSync( root, { recursive: true, force: true } );
		}
	} );
} );
