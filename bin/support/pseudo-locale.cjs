#!/usr/bin/env node
/**
 * Pseudo-locales for the translation tests, built from languages/gblocks-pro.pot: every string of the
 * plugin "translated" into accented letters (Cóñdítíóñš), placeholders, HTML tags and entities kept.
 * Installed into a site's language folder, they show which strings reach the screen without going
 * through the translation functions: those stay plain English.
 *
 *   node bin/support/pseudo-locale.cjs <wp-content/languages folder>
 *
 * Writes, for each pseudo-locale (eo: left to right; ar: right to left):
 * - <locale>.mo, a core file that makes the locale available (ar's says the text direction is rtl);
 * - plugins/gblocks-pro-<locale>.po and .mo, the PHP strings;
 * - plugins/gblocks-pro-<locale>-<md5 of build/<file>.js>.json for every built script and chunk, the
 *   TypeScript strings (the file names WordPress's load_script_textdomain() looks for).
 */
'use strict';

const crypto = require( 'crypto' );
const fs = require( 'fs' );
const path = require( 'path' );
const { po, mo } = require( 'gettext-parser' );

const ROOT = path.resolve( __dirname, '..', '..' );
const DOMAIN = 'gblocks-pro';
const PLURAL_FORMS = 'nplurals=2; plural=(n != 1);';
const LOCALES = { eo: 'ltr', ar: 'rtl' };

const ACCENTS = {
	a: 'á',
	c: 'ç',
	e: 'é',
	i: 'í',
	n: 'ñ',
	o: 'ó',
	s: 'š',
	u: 'ú',
	y: 'ý',
	z: 'ž',
	A: 'Á',
	C: 'Ç',
	E: 'É',
	I: 'Í',
	N: 'Ñ',
	O: 'Ó',
	S: 'Š',
	U: 'Ú',
	Y: 'Ý',
	Z: 'Ž',
};

/**
 * A string in the pseudo-locale: letters accented, everything a program reads left as it is
 * (printf placeholders, HTML tags, entities, {{ tags }} and URLs).
 *
 * @param {string} text The English string.
 */
function pseudo( text ) {
	const keep =
		/(%(?:\d+\$)?[-+ 0#]*\d*(?:\.\d+)?[sdfuxXoc%]|<[^>]*>|&[a-z#0-9]+;|\{\{[^}]*\}\}|https?:\/\/\S+)/g;
	return text
		.split( keep )
		.map( ( part, index ) =>
			index % 2 === 1
				? part
				: part.replace(
						/[a-zA-Z]/g,
						( letter ) => ACCENTS[ letter ] ?? letter
					)
		)
		.join( '' );
}

/**
 * A core .mo that makes a locale available to WordPress, with its text direction.
 *
 * @param {string} locale    Locale.
 * @param {string} direction 'ltr' or 'rtl'.
 */
function coreMo( locale, direction ) {
	return mo.compile( {
		charset: 'utf-8',
		headers: {
			Language: locale,
			'Plural-Forms': PLURAL_FORMS,
			'Content-Type': 'text/plain; charset=UTF-8',
		},
		translations: {
			'': { '': { msgid: '', msgstr: [ '' ] } },
			'text direction': {
				ltr: {
					msgctxt: 'text direction',
					msgid: 'ltr',
					msgstr: [ direction ],
				},
			},
		},
	} );
}

/**
 * Writes the pseudo-locales into a language folder.
 *
 * @param {string} dest The site's wp-content/languages folder.
 */
function install( dest ) {
	const template = po.parse(
		fs.readFileSync( path.join( ROOT, 'languages', `${ DOMAIN }.pot` ) )
	);
	const scripts = fs
		.readdirSync( path.join( ROOT, 'build' ) )
		.filter( ( file ) => file.endsWith( '.js' ) )
		.map( ( file ) => `build/${ file }` );
	fs.mkdirSync( path.join( dest, 'plugins' ), { recursive: true } );

	for ( const [ locale, direction ] of Object.entries( LOCALES ) ) {
		const translations = {};
		const messages = {
			'': {
				domain: 'messages',
				lang: locale,
				plural_forms: PLURAL_FORMS,
			},
		};
		for ( const [ context, entries ] of Object.entries(
			template.translations
		) ) {
			translations[ context ] = {};
			for ( const [ msgid, entry ] of Object.entries( entries ) ) {
				if ( msgid === '' ) {
					translations[ context ][ msgid ] = {
						msgid: '',
						msgstr: [ '' ],
					};
					continue;
				}
				const msgstr = entry.msgid_plural
					? [ pseudo( msgid ), pseudo( entry.msgid_plural ) ]
					: [ pseudo( msgid ) ];
				translations[ context ][ msgid ] = { ...entry, msgstr };
				if ( /(^|\n)src\//.test( entry.comments?.reference ?? '' ) ) {
					messages[
						context ? `${ context }\u0004${ msgid }` : msgid
					] = msgstr;
				}
			}
		}
		const catalogue = {
			charset: 'utf-8',
			headers: {
				Language: locale,
				'Plural-Forms': PLURAL_FORMS,
				'Content-Type': 'text/plain; charset=UTF-8',
				'X-Domain': DOMAIN,
			},
			translations,
		};
		catalogue.translations[ '' ][ '' ] = { msgid: '', msgstr: [ '' ] };
		fs.writeFileSync(
			path.join( dest, `${ locale }.mo` ),
			coreMo( locale, direction )
		);
		fs.writeFileSync(
			path.join( dest, 'plugins', `${ DOMAIN }-${ locale }.po` ),
			po.compile( catalogue )
		);
		fs.writeFileSync(
			path.join( dest, 'plugins', `${ DOMAIN }-${ locale }.mo` ),
			mo.compile( catalogue )
		);
		const json = JSON.stringify( {
			'translation-revision-date': '',
			generator: 'gblocks-pro pseudo-locale',
			domain: 'messages',
			locale_data: { messages },
		} );
		for ( const script of scripts ) {
			const hash = crypto
				.createHash( 'md5' )
				.update( script )
				.digest( 'hex' );
			fs.writeFileSync(
				path.join(
					dest,
					'plugins',
					`${ DOMAIN }-${ locale }-${ hash }.json`
				),
				json
			);
		}
		process.stdout.write(
			`Pseudo-locale ${ locale } (${ direction }): ${ Object.keys( messages ).length - 1 } script strings, ${ scripts.length } scripts\n`
		);
	}
}

module.exports = { pseudo, install };

if ( require.main === module ) {
	if ( ! process.argv[ 2 ] ) {
		process.stderr.write(
			'Usage: node bin/support/pseudo-locale.cjs <wp-content/languages folder>\n'
		);
		process.exit( 2 );
	}
	install( process.argv[ 2 ] );
}
