#!/usr/bin/env node
/**
 * npm run types:contracts (and npm run build, before the bundles): writes the TypeScript types of the
 * JSON contracts PHP and TypeScript share, each next to its contract as <name>.generated.ts.
 *
 *   node bin/support/contract-types.cjs           write the generated files
 *   node bin/support/contract-types.cjs --check   exit 1 when a committed generated file is not what its
 *                                                 contract gives (bin/test.sh lint runs this)
 *
 * The contracts are simple, so this is a small generator of its own, not a JSON Schema library; its
 * output is already in the format Prettier gives (tabs, 80 columns), so lint-js passes on it.
 */
'use strict';

const fs = require( 'fs' );
const path = require( 'path' );

const ROOT = path.resolve( __dirname, '..', '..' );

/**
 * The contracts, in one place: moving a contract is one line here (its generated file moves with it).
 * kind: how the contract is read (see GENERATORS); name: the main type's name where the kind needs one.
 */
const CONTRACTS = [
	{ source: 'src/overlays/settings.json', kind: 'overlay-settings' },
	{
		source: 'src/conditions/tree-schema.json',
		kind: 'json-schema',
		name: 'ConditionTreeSchema',
	},
	{ source: 'src/blocks/attributes.json', kind: 'block-attributes' },
	{
		source: 'src/loop/block.json',
		kind: 'block-json',
		name: 'LoopAttributes',
	},
	{ source: 'src/styles/breakpoints.json', kind: 'breakpoints' },
];

const PRINT_WIDTH = 80;
const TAB_WIDTH = 4;

/**
 * @param {string} source A contract's path, relative to the root.
 * @return {string} Its generated file's path, relative to the root.
 */
function outputPath( source ) {
	return source.replace( /\.json$/, '.generated.ts' );
}

/**
 * @param {string} line A line of output.
 * @return {number} Its width in columns, a tab counting as Prettier counts it.
 */
function width( line ) {
	return line.replace( /\t/g, ' '.repeat( TAB_WIDTH ) ).length;
}

/**
 * @param {unknown} value A string or number of a contract.
 * @return {string} The TypeScript literal type of it.
 */
function literal( value ) {
	return typeof value === 'string'
		? "'" + value.replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ) + "'"
		: String( value );
}

/**
 * @param {string} key A property name.
 * @return {string} The name as a TypeScript property key (quoted when it is not an identifier).
 */
function propertyKey( key ) {
	return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test( key ) ? key : literal( key );
}

/**
 * A type: one line (`text`), a union of literals (`union`) or an object type literal (`members`,
 * always printed on several lines), with `suffix` ('[]' for a list of it).
 *
 * @typedef {{text?: string, union?: string[], members?: Member[], suffix?: string}} Type
 * @typedef {{key: string, optional: boolean, type: Type, doc?: string}} Member
 */

/**
 * @param {string} indent The member's indentation.
 * @param {Member} member The member.
 * @return {string[]} The member's lines, as Prettier prints them.
 */
function printMember( indent, member ) {
	const lines = member.doc ? [ `${ indent }/** ${ member.doc } */` ] : [];
	const head = `${ indent }${ propertyKey( member.key ) }${
		member.optional ? '?' : ''
	}:`;
	const { type } = member;
	const suffix = type.suffix ?? '';
	if ( type.members ) {
		lines.push( `${ head } {` );
		for ( const inner of type.members ) {
			lines.push( ...printMember( indent + '\t', inner ) );
		}
		lines.push( `${ indent }}${ suffix };` );
		return lines;
	}
	if ( type.union && type.union.length > 1 ) {
		const text = type.union.join( ' | ' );
		const oneLine = suffix
			? `${ head } ( ${ text } )${ suffix };`
			: `${ head } ${ text };`;
		if ( width( oneLine ) <= PRINT_WIDTH ) {
			lines.push( oneLine );
		} else {
			lines.push( head );
			type.union.forEach( ( part, index ) =>
				lines.push(
					`${ indent }\t| ${ part }${
						index === type.union.length - 1 ? ';' : ''
					}`
				)
			);
		}
		return lines;
	}
	const text = type.union ? type.union[ 0 ] : type.text;
	lines.push( `${ head } ${ text }${ suffix };` );
	return lines;
}

/**
 * @param {string}   name    The interface's name.
 * @param {string}   doc     Its description.
 * @param {Member[]} members Its members.
 * @return {string[]} The exported interface's lines.
 */
function printInterface( name, doc, members ) {
	const lines = [ `/** ${ doc } */`, `export interface ${ name } {` ];
	for ( const member of members ) {
		lines.push( ...printMember( '\t', member ) );
	}
	lines.push( '}' );
	return lines;
}

/**
 * The type of a JSON Schema (the subset the contracts use: object with properties and required, array
 * with items, string with enum, integer, number, boolean).
 *
 * @param {Object} schema A schema.
 * @return {Type} Its type.
 */
function schemaType( schema ) {
	if ( Array.isArray( schema.enum ) ) {
		return { union: schema.enum.map( literal ) };
	}
	switch ( schema.type ) {
		case 'string':
			return { text: 'string' };
		case 'integer':
		case 'number':
			return { text: 'number' };
		case 'boolean':
			return { text: 'boolean' };
		case 'array': {
			const items = schema.items ? schemaType( schema.items ) : null;
			if ( ! items ) {
				return { text: 'unknown[]' };
			}
			if ( items.union && items.union.length > 1 ) {
				return { text: `( ${ items.union.join( ' | ' ) } )[]` };
			}
			return { ...items, suffix: ( items.suffix ?? '' ) + '[]' };
		}
		case 'object':
			return schema.properties
				? { members: schemaMembers( schema ) }
				: { text: 'Record< string, unknown >' };
		default:
			throw new Error( `Unsupported schema type: ${ schema.type }` );
	}
}

/**
 * @param {Object} schema An object schema.
 * @return {Member[]} Its properties, optional unless required.
 */
function schemaMembers( schema ) {
	const required = schema.required ?? [];
	return Object.entries( schema.properties ).map( ( [ key, property ] ) => ( {
		key,
		optional: ! required.includes( key ),
		type: schemaType( property ),
		doc: property.description,
	} ) );
}

/**
 * @param {Object} attribute A block attribute's definition (block.json format).
 * @return {string|undefined} Its default, described.
 */
function defaultDoc( attribute ) {
	return 'default' in attribute
		? `Default: ${ JSON.stringify( attribute.default ) }.`
		: undefined;
}

/**
 * @param {Object} attributes Block attributes (block.json format).
 * @return {Member[]} Them as members: required when they have a default (the editor fills it in).
 */
function attributeMembers( attributes ) {
	return Object.entries( attributes ).map( ( [ key, attribute ] ) => ( {
		key,
		optional: ! ( 'default' in attribute ),
		type: schemaType( attribute ),
		doc: defaultDoc( attribute ),
	} ) );
}

/**
 * @param {Object} setting An overlay setting of settings.json.
 * @return {string} Its description: default, range, aliases.
 */
function settingDoc( setting ) {
	const parts = [ `Default: ${ JSON.stringify( setting.default ) }.` ];
	if ( 'minimum' in setting || 'maximum' in setting ) {
		parts.push(
			`From ${ setting.minimum ?? '-∞' } to ${ setting.maximum ?? '∞' }${
				setting.step ? `, step ${ setting.step }` : ''
			}.`
		);
	}
	if ( setting.maxLength ) {
		parts.push( `At most ${ setting.maxLength } characters.` );
	}
	return parts.join( ' ' );
}

/**
 * The kinds of contract, each giving the lines of its generated file (after the header).
 */
const GENERATORS = {
	/**
	 * src/overlays/settings.json: the values by setting key, the post meta and the runtime's settings.
	 *
	 * @param {Object} contract The contract.
	 * @return {string[]} Lines.
	 */
	'overlay-settings'( contract ) {
		const entries = Object.entries( contract.settings );
		const valueMembers = entries.map( ( [ key, setting ] ) => ( {
			key,
			optional: false,
			type: schemaType( setting ),
			doc: settingDoc( setting ),
		} ) );
		const metaMembers = entries.map( ( [ key ] ) => ( {
			key: contract.metaPrefix + key,
			optional: false,
			type: { text: `OverlaySettingValues[ ${ literal( key ) } ]` },
		} ) );
		const runtimeMembers = entries
			.filter(
				( [ , setting ] ) =>
					setting.attribute && setting.runtime !== false
			)
			.map( ( [ key, setting ] ) => ( {
				key: setting.property ?? setting.attribute,
				optional: false,
				type: { text: `OverlaySettingValues[ ${ literal( key ) } ]` },
				doc: `The setting ${ key } (data-gb-overlay-${ setting.attribute }).`,
			} ) );
		return [
			...printInterface(
				'OverlaySettingValues',
				'An overlay\'s settings by key: the value types, defaults and ranges of "settings".',
				valueMembers
			),
			'',
			'export type OverlaySettingKey = keyof OverlaySettingValues;',
			'',
			...printInterface(
				'OverlayMeta',
				`The overlay's settings as post meta (DESIGN §4): each key with the prefix ${ contract.metaPrefix }.`,
				metaMembers
			),
			'',
			...printInterface(
				'OverlayRuntimeSettings',
				'The settings the front-end runtime reads from data-gb-overlay-* attributes, by "property" (else "attribute").',
				runtimeMembers
			),
		];
	},

	/**
	 * A JSON Schema: one exported interface named by the contract entry.
	 *
	 * @param {Object} schema The schema.
	 * @param {Object} entry  The contract entry.
	 * @return {string[]} Lines.
	 */
	'json-schema'( schema, entry ) {
		return printInterface(
			entry.name,
			schema.description ?? entry.name,
			schemaMembers( schema )
		);
	},

	/**
	 * src/blocks/attributes.json: the attributes of every block and those of the named block types.
	 *
	 * @param {Object} contract The contract.
	 * @return {string[]} Lines.
	 */
	'block-attributes'( contract ) {
		return [
			...printInterface(
				'BlockAttributes',
				'The attributes added to every block type ("all").',
				attributeMembers( contract.all )
			),
			'',
			...printInterface(
				'BlockTypeAttributes',
				'The attributes added to the named block types ("blocks"), on top of BlockAttributes.',
				Object.entries( contract.blocks ).map(
					( [ name, attributes ] ) => ( {
						key: name,
						optional: false,
						type: { members: attributeMembers( attributes ) },
					} )
				)
			),
		];
	},

	/**
	 * A block.json: its attributes, in an interface named by the contract entry.
	 *
	 * @param {Object} block The block.json.
	 * @param {Object} entry The contract entry.
	 * @return {string[]} Lines.
	 */
	'block-json'( block, entry ) {
		return printInterface(
			entry.name,
			`The attributes of the ${ block.name } block.`,
			attributeMembers( block.attributes )
		);
	},

	/**
	 * src/styles/breakpoints.json: a device of the list, its properties as the shipped devices have them
	 * (a property some device lacks is optional).
	 *
	 * @param {Object} contract The contract.
	 * @return {string[]} Lines.
	 */
	breakpoints( contract ) {
		const keys = [];
		for ( const device of contract.devices ) {
			for ( const key of Object.keys( device ) ) {
				if ( ! keys.includes( key ) ) {
					keys.push( key );
				}
			}
		}
		const maxWidths = contract.devices
			.filter( ( device ) => typeof device.maxWidth === 'number' )
			.map( ( device ) => `${ device.id }: ${ device.maxWidth }` );
		return [
			...printBreakpoint( contract, keys ),
			'',
			'/** The maxWidth of each device that has one, by id: constants a bundle inlines (the Insights counting script). */',
			`export const MAX_WIDTHS = { ${ maxWidths.join( ', ' ) } } as const;`,
		];
	},
};

/**
 * The Breakpoint interface of src/styles/breakpoints.json.
 *
 * @param {Object}   contract The contract.
 * @param {string[]} keys     Every property some device has.
 * @return {string[]} Lines.
 */
function printBreakpoint( contract, keys ) {
	return printInterface(
		'Breakpoint',
		'A device of the breakpoints list (widths in px; a device without minWidth or maxWidth is open on that side).',
		keys.map( ( key ) => {
			const kinds = [
				...new Set(
					contract.devices
						.filter( ( device ) => key in device )
						.map( ( device ) => typeof device[ key ] )
				),
			];
			return {
				key,
				optional: contract.devices.some(
					( device ) => ! ( key in device )
				),
				type: { union: kinds },
			};
		} )
	);
}

/**
 * @param {{source: string, kind: string, name?: string}} entry    A contract entry.
 * @param {Object}                                        contract The contract's content.
 * @return {string} The generated file's content.
 */
function generate( entry, contract ) {
	const generator = GENERATORS[ entry.kind ];
	if ( ! generator ) {
		throw new Error( `Unknown contract kind: ${ entry.kind }` );
	}
	return [
		'/**',
		` * Generated by bin/support/contract-types.cjs from ${ entry.source }: do not edit.`,
		' * npm run types:contracts (or npm run build) rewrites it; bin/test.sh lint fails when it is stale.',
		' */',
		'',
		...generator( contract, entry ),
		'',
	].join( '\n' );
}

/**
 * @param {{source: string}} entry  A contract entry.
 * @param {string}           [root] The repository's root (this one by default).
 * @return {string} The generated file's content for the contract as it is on disk.
 */
function generateFile( entry, root = ROOT ) {
	const contract = JSON.parse(
		fs.readFileSync( path.join( root, entry.source ), 'utf8' )
	);
	return generate( entry, contract );
}

/**
 * @param {string[]} args   Command-line arguments.
 * @param {string}   [root] The repository's root (this one by default).
 * @return {number} Exit code.
 */
function main( args, root = ROOT ) {
	const check = args.includes( '--check' );
	const stale = [];
	for ( const entry of CONTRACTS ) {
		const target = path.join( root, outputPath( entry.source ) );
		const content = generateFile( entry, root );
		const current = fs.existsSync( target )
			? fs.readFileSync( target, 'utf8' )
			: null;
		if ( current === content ) {
			continue;
		}
		if ( check ) {
			stale.push( outputPath( entry.source ) );
		} else {
			fs.writeFileSync( target, content );
			process.stdout.write( `wrote ${ outputPath( entry.source ) }\n` );
		}
	}
	if ( stale.length ) {
		process.stderr.write(
			`Stale generated types (run npm run types:contracts): ${ stale.join(
				', '
			) }\n`
		);
		return 1;
	}
	if ( check ) {
		process.stdout.write(
			`${ CONTRACTS.length } generated type files match their contracts\n`
		);
	}
	return 0;
}

module.exports = { CONTRACTS, outputPath, generate, generateFile, main };

if ( require.main === module ) {
	process.exitCode = main( process.argv.slice( 2 ) );
}
