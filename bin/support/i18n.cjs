#!/usr/bin/env node
/**
 * npm run i18n: writes languages/gblocks-pro.pot from the PHP sources (wp-pot) and the TypeScript
 * sources (@wordpress/babel-plugin-makepot), merged into one template: a string used on both sides is
 * one entry with the references and translator comments of both.
 *
 *   node bin/support/i18n.cjs           write the template
 *   node bin/support/i18n.cjs --check   exit 1 when the committed template's strings are not what the
 *                                       sources give (references to lines are not compared)
 */
'use strict';

const fs = require( 'fs' );
const os = require( 'os' );
const path = require( 'path' );
const babel = require( '@babel/core' );
const { WP_Pot: WpPot } = require( 'wp-pot' );
const { po } = require( 'gettext-parser' );

const ROOT = path.resolve( __dirname, '..', '..' );
const POT = path.join( 'languages', 'gblocks-pro.pot' );
const DOMAIN = 'gblocks-pro';

/**
 * The TypeScript sources that ship: src/**, without tests and declaration files.
 *
 * @param {string} dir Folder, relative to the root.
 * @return {string[]} Paths relative to the root, sorted.
 */
function scriptSources( dir ) {
	const found = [];
	for ( const entry of fs.readdirSync( path.join( ROOT, dir ), {
		withFileTypes: true,
	} ) ) {
		const relative = path.join( dir, entry.name );
		if ( entry.isDirectory() ) {
			if ( entry.name !== 'test' && entry.name !== '__tests__' ) {
				found.push( ...scriptSources( relative ) );
			}
		} else if (
			/\.tsx?$/.test( entry.name ) &&
			! /\.d\.ts$/.test( entry.name )
		) {
			found.push( relative );
		}
	}
	return found.sort();
}

/**
 * The PHP strings (and the plugin header's name and description) as a parsed POT.
 */
function phpTemplate() {
	const contents = new WpPot( {
		globOpts: { cwd: ROOT },
		pathsRelativeTo: ROOT,
		php: { textdomain: DOMAIN, metadataFile: 'plugin.php' },
		pot: { package: 'GBlocks Pro' },
	} )
		.parse( [ 'plugin.php', 'uninstall.php', 'includes/**/*.php' ] )
		.generatePot();
	return po.parse( contents );
}

/**
 * The TypeScript strings as a list of parsed POTs, one per source file that has any (the plugin keeps
 * its strings per plugin instance, so each file is extracted on its own).
 */
function scriptTemplates() {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'gb-i18n-' ) );
	const templates = [];
	scriptSources( 'src' ).forEach( ( file, index ) => {
		const output = path.join( dir, `${ index }.pot` );
		babel.transformSync(
			fs.readFileSync( path.join( ROOT, file ), 'utf8' ),
			{
				filename: path.join( ROOT, file ),
				cwd: ROOT,
				babelrc: false,
				configFile: false,
				presets: [
					require.resolve( '@wordpress/babel-preset-default' ),
				],
				plugins: [
					[
						require.resolve( '@wordpress/babel-plugin-makepot' ),
						{ output },
					],
				],
			}
		);
		if ( fs.existsSync( output ) ) {
			templates.push( po.parse( fs.readFileSync( output ) ) );
		}
	} );
	fs.rmSync( dir, { recursive: true, force: true } );
	return templates;
}

/**
 * References one per line (wp-pot separates them with commas).
 *
 * @param {string|undefined} reference The reference comment.
 */
function referenceLines( reference ) {
	return ( reference || '' )
		.split( /,\s*|\s+/ )
		.filter( Boolean )
		.join( '\n' );
}

/**
 * Lines of a comment field, without duplicates.
 *
 * @param {...(string|undefined)} values Comment values ("\n"-separated lines).
 */
function joinLines( ...values ) {
	const lines = values
		.filter( Boolean )
		.join( '\n' )
		.split( '\n' )
		.filter( ( line ) => line !== '' );
	return [ ...new Set( lines ) ].join( '\n' );
}

/**
 * The merged template as text. Its creation date is left out, so that the same sources give the same file.
 */
function build() {
	const merged = phpTemplate();
	delete merged.headers[ 'POT-Creation-Date' ];
	merged.headers[ 'X-Domain' ] = DOMAIN;
	// wp-pot writes the current year into the header comment: left out, like the date.
	merged.translations[ '' ][ '' ].comments = {
		translator:
			'This file is distributed under the same license as the GBlocks Pro package.',
	};
	for ( const entries of Object.values( merged.translations ) ) {
		for ( const entry of Object.values( entries ) ) {
			if ( entry.comments?.reference ) {
				entry.comments.reference = referenceLines(
					entry.comments.reference
				);
			}
		}
	}
	for ( const scripts of scriptTemplates() ) {
		mergeInto( merged, scripts );
	}
	return po.compile( merged ).toString() + '\n';
}

/**
 * Adds a template's entries to the merged one.
 *
 * @param {Object} merged  The merged template.
 * @param {Object} scripts A template of one script file.
 */
function mergeInto( merged, scripts ) {
	for ( const [ context, entries ] of Object.entries(
		scripts.translations
	) ) {
		merged.translations[ context ] = merged.translations[ context ] || {};
		for ( const [ msgid, entry ] of Object.entries( entries ) ) {
			if ( msgid === '' ) {
				continue; // The header.
			}
			// The plugin keeps the text after "translators:"; PHP's comments keep the keyword, as
			// WordPress's own templates do.
			if ( entry.comments?.extracted ) {
				entry.comments.extracted = entry.comments.extracted
					.split( '\n' )
					.map( ( line ) =>
						/^translators:/i.test( line )
							? line
							: `translators: ${ line }`
					)
					.join( '\n' );
			}
			const existing = merged.translations[ context ][ msgid ];
			if ( ! existing ) {
				merged.translations[ context ][ msgid ] = entry;
				continue;
			}
			existing.comments = existing.comments || {};
			existing.comments.reference = joinLines(
				existing.comments.reference,
				entry.comments?.reference
			);
			existing.comments.extracted = joinLines(
				existing.comments.extracted,
				entry.comments?.extracted
			);
			if ( entry.msgid_plural && ! existing.msgid_plural ) {
				existing.msgid_plural = entry.msgid_plural;
				existing.msgstr = entry.msgstr;
			}
		}
	}
}

const contents = build();
const target = path.join( ROOT, POT );
if ( process.argv.includes( '--check' ) ) {
	const committed = fs.existsSync( target )
		? fs.readFileSync( target, 'utf8' )
		: '';
	// Stale means a string, a context, a plural or a translator comment changed; a reference that only
	// moved to another line is not worth a failed run.
	const withoutReferences = ( text ) => text.replace( /^#: .*\n/gm, '' );
	if ( withoutReferences( committed ) !== withoutReferences( contents ) ) {
		process.stderr.write(
			`${ POT } is stale: a translatable string changed. Run "npm run i18n" and commit it.\n`
		);
		process.exit( 1 );
	}
	process.stdout.write( `${ POT } is current.\n` );
} else {
	fs.mkdirSync( path.dirname( target ), { recursive: true } );
	fs.writeFileSync( target, contents );
	const count = contents.split( '\nmsgid "' ).length - 2;
	process.stdout.write( `Wrote ${ POT } (${ count } strings).\n` );
}
