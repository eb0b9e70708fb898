/**
 * The shape of a browser-decided condition type (issue 39 §1): its PHP class (includes/Conditions/Types,
 * decided in 'visitor' or 'browser'), its module in ../types, its rows in the parity table, and one
 * line in ../registry.ts. This test holds the TypeScript half: every registered type has a module of its
 * own and rows in the table, and every type of the table is registered (the PHP half:
 * Visitor_Parity_Test, which asks every PHP type the browser decides for its rows).
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';

import { evaluatorRules, historyRules } from '../registry';

const registry = readFileSync( join( __dirname, '../registry.ts' ), 'utf8' );
const table = JSON.parse(
	readFileSync(
		join(
			__dirname,
			'../../../../tests/fixtures/conditions/visitor-parity.json'
		),
		'utf8'
	)
) as { rows: { rule: { type: string } }[] };

describe( 'the registry of browser-decided types', () => {
	const registered = [
		...Object.keys( evaluatorRules( 'UTC' ) ),
		...Object.keys( historyRules( () => undefined ) ),
	].sort();

	it( 'names each type once, and every type of the parity table', () => {
		expect( new Set( registered ).size ).toBe( registered.length );
		expect( registered ).toEqual(
			[ ...new Set( table.rows.map( ( row ) => row.rule.type ) ) ].sort()
		);
	} );

	it( 'takes each type from a module of its own in ./types', () => {
		const modules = readdirSync( join( __dirname, '../types' ) );
		const imported = [
			...registry.matchAll( /from '\.\/types\/([a-z-]+)'/g ),
		].map( ( match ) => match[ 1 ] + '.ts' );
		imported.forEach( ( file ) => expect( modules ).toContain( file ) );
		// One module per type, but cookie and query_arg share the request's pairs (types/pairs.ts).
		expect( imported.length ).toBe( registered.length - 1 );
	} );
} );
