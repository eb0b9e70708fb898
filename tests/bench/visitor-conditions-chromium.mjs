/**
 * Deciding 50 conditioned elements in the browser (issue 24: at most 1 ms, in Chromium).
 *
 * A page with the built evaluator inline (as the server prints it), served from memory to the same
 * Debian Chromium the e2e uses, cross-origin isolated so that performance.now() is precise to 5 µs. The
 * visitor has a cookie, a query parameter and a referrer. Each round appends 50 deferred elements one at
 * a time, each followed by gbVisitorConditions.run() as the server's inline call does (device, cookie,
 * query, referrer, date/time and nested any/all/not residuals; half pass), and times the whole. Prints
 * the median and the interquartile range of the rounds; exits 3 when the whole range is over budget.
 *
 * Run: node tests/bench/visitor-conditions-chromium.mjs [rounds]   (after npm run build)
 */
/* eslint-disable no-console -- A bench prints its figure. */
import { readFileSync } from 'fs';
import { dirname, join } from 'path';
import { fileURLToPath } from 'url';
import { chromium } from '@playwright/test';

const root = join( dirname( fileURLToPath( import.meta.url ) ), '../..' );
const BUDGET_MS = 1;
const ELEMENTS = 50;
const rounds = Number( process.argv[ 2 ] ) || 200;
const evaluator = readFileSync(
	join( root, 'build/visitor-conditions.js' ),
	'utf8'
);

const rules = [
	{ type: 'device', rule: 'mobile', operator: 'is', value: '' },
	{ type: 'cookie', rule: 'custom', operator: 'equals', value: 'promo|1' },
	{
		type: 'query_arg',
		rule: 'custom',
		operator: 'exists',
		value: 'utm_source',
	},
	{
		type: 'referrer',
		rule: 'custom',
		operator: 'contains',
		value: 'google.',
	},
	{
		type: 'date_time',
		rule: 'current_time',
		operator: 'between',
		value: '09:00, 17:00',
	},
	{
		type: 'date_time',
		rule: 'day_of_week',
		operator: 'includes_any',
		value: '["1","2","3","4","5"]',
	},
	{
		all: [
			{
				any: [
					{
						type: 'device',
						rule: 'desktop',
						operator: 'is',
						value: '',
					},
					{
						not: {
							type: 'cookie',
							rule: 'custom',
							operator: 'exists',
							value: 'seen',
						},
					},
				],
			},
			{
				type: 'date_time',
				rule: 'current_date',
				operator: 'after',
				value: '2020-01-01T00:00',
			},
		],
	},
];
const residuals = Array.from( { length: ELEMENTS }, ( _, i ) =>
	i % 2 ? rules[ i % rules.length ] : { not: rules[ i % rules.length ] }
);

const page = `<!doctype html><html><head><meta charset="utf-8"><title>bench</title></head><body>
<script id="gblocks-pro-visitor-conditions" data-gb-tz="Europe/Berlin">${ evaluator }</script>
<main id="main"></main></body></html>`;

const browser = await chromium.launch( {
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-quic',
		'--no-first-run',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
		'--disable-dev-shm-usage',
	],
} );
let status = 0;
try {
	const context = await browser.newContext( {
		extraHTTPHeaders: { Referer: 'https://www.google.com/' },
	} );
	await context.addCookies( [
		{ name: 'promo', value: '1', url: 'http://localhost:8820/' },
	] );
	const tab = await context.newPage();
	await tab.route( 'http://localhost:8820/**', ( route ) =>
		route.fulfill( {
			contentType: 'text/html',
			headers: {
				'Cross-Origin-Opener-Policy': 'same-origin',
				'Cross-Origin-Embedder-Policy': 'require-corp',
			},
			body: page,
		} )
	);
	await tab.goto( 'http://localhost:8820/landing/?utm_source=news' );
	const result = await tab.evaluate(
		( { residuals: list, rounds: count } ) => {
			const main = document.getElementById( 'main' );
			const make = () =>
				list.map( ( residual, i ) => {
					const template = document.createElement( 'template' );
					template.dataset.gbCondition = JSON.stringify( residual );
					template.innerHTML = `<div class="wp-block-group"><h2>Offer ${ i }</h2><p>Some text of block ${ i } with a <a href="#x">link</a>.</p></div>`;
					return template;
				} );
			const times = [];
			let shown = 0;
			for ( let round = -10; round < count; round++ ) {
				main.replaceChildren();
				const templates = make();
				const start = performance.now();
				for ( const template of templates ) {
					main.append( template );
					window.gbVisitorConditions.run();
				}
				const elapsed = performance.now() - start;
				if ( round >= 0 ) {
					times.push( elapsed );
				}
				shown = main.children.length;
			}
			return { times, shown, isolated: window.crossOriginIsolated };
		},
		{ residuals, rounds }
	);
	const sorted = result.times.sort( ( a, b ) => a - b );
	const at = ( p ) => {
		const index = ( sorted.length - 1 ) * p;
		const low = Math.floor( index );
		return (
			sorted[ low ] +
			( sorted[ Math.min( low + 1, sorted.length - 1 ) ] -
				sorted[ low ] ) *
				( index - low )
		);
	};
	const [ p25, median, p75 ] = [ at( 0.25 ), at( 0.5 ), at( 0.75 ) ];
	let verdict = 'ok';
	if ( p25 > BUDGET_MS ) {
		verdict = 'OVER';
		status = 3;
	} else if ( median > BUDGET_MS ) {
		verdict = 'median over budget, inside the spread';
	}
	const f = ( ms ) => ms.toFixed( 3 );
	console.log(
		`visitor conditions, deciding ${ ELEMENTS } elements in Chromium: ${ f( median ) } ms median (IQR ${ f( p25 ) } to ${ f( p75 ) }, ${ rounds } rounds; ${ result.shown } shown${ result.isolated ? '' : '; timer not isolated' }) (budget ${ BUDGET_MS } ms: ${ verdict })`
	);
} finally {
	await browser.close();
}
process.exit( status );
