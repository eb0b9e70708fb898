/**
 * Deciding 50 conditioned elements in the browser (issue 24: at most 1 ms, in Chromium).
 *
 * A page with the built evaluator inline (as the server prints it), served from memory to the same
 * Debian Chromium the e2e uses, cross-origin isolated so that performance.now() is precise to 5 µs. The
 * visitor has a cookie, a query parameter and a referrer. Each round appends 50 deferred elements one at
 * a time, each followed by gbVisitorConditions.run() as the server's inline call does (device, cookie,
 * query, referrer, date/time and nested any/all/not residuals; half pass), and times the whole.
 *
 * The verdict is a ratio (DESIGN §10), so that it is the same on a slower or busier machine: each round
 * also times the baseline, the same 50 elements appended and shown without the evaluator (each template
 * replaced by its content, the DOM work any way of showing them costs), and the round's figure is the
 * evaluator's time divided by the baseline's. Its budget is the 1 ms budget divided by the baseline's
 * median on the reference machine (REFERENCE_BASELINE_MS: this project's 2-core machine). Prints
 * the absolute median and interquartile range as information, then the ratio's; exits 3 when the whole
 * interquartile range of the ratio is over its budget.
 *
 * With --history (issue 39: reading the history and deciding 50 elements, at most 1 ms): the page also
 * holds the visitor-history counter and the history rules inline, as the server prints them, and a
 * returning visitor's history (three visits, eight overlays); each round runs the counter again (a new
 * inline script: it reads, checks and parses the stored entry and counts the page view) and decides 50
 * elements whose rules are the Visitor rules (returning, page views, the first touch's campaign,
 * seconds in this visit, overlay views and conversions within days, nested any/all/not). Its baseline is
 * the same.
 *
 * Run: node tests/bench/visitor-conditions-chromium.mjs [rounds] [--history]   (after npm run build)
 */
/* eslint-disable no-console -- A bench prints its figure. */
import { readFileSync } from 'fs';
import { dirname, join } from 'path';
import { fileURLToPath } from 'url';
import { chromium } from '@playwright/test';

const root = join( dirname( fileURLToPath( import.meta.url ) ), '../..' );
const BUDGET_MS = 1;
// The baseline's median on the reference machine (see the comment at the top): 0.505 and 0.540 ms in two
// runs of 200 rounds at load 4.8 (the evaluator 0.727 and 0.788 ms there: 1.57x both times; 1.53x at
// load 20, so the ratio holds where the absolute figures do not). The budget is 2x the baseline.
const REFERENCE_BASELINE_MS = 0.5;
const BUDGET_RATIO = BUDGET_MS / REFERENCE_BASELINE_MS;
const ELEMENTS = 50;
const rounds =
	Number( process.argv.slice( 2 ).find( ( arg ) => /^\d+$/.test( arg ) ) ) ||
	200;
const HISTORY = process.argv.includes( '--history' );
const built = ( name ) =>
	readFileSync( join( root, `build/${ name }.js` ), 'utf8' );
const evaluator = built( 'visitor-conditions' );
const counter = HISTORY ? built( 'visitor-history' ) : '';

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
const visitor = ( rule, operator, value = '' ) => ( {
	type: 'visitor',
	rule,
	operator,
	value,
} );
const historyRules = [
	visitor( 'returning', 'is' ),
	visitor( 'page_views', 'at_least', '5' ),
	visitor( 'utm_source', 'equals', 'news' ),
	visitor( 'session_seconds', 'at_most', '600' ),
	visitor( 'overlay_views', 'at_least', '12|2|7' ),
	visitor( 'overlay_conversions', 'at_most', 'any|0|30' ),
	{
		all: [
			{
				any: [
					visitor( 'sessions', 'at_least', '3' ),
					{ not: visitor( 'landing_page', 'contains', '/sale/' ) },
				],
			},
			visitor( 'overlay_closes', 'at_least', '15|1|0' ),
		],
	},
];
const chosen = HISTORY ? historyRules : rules;
const residuals = Array.from( { length: ELEMENTS }, ( _, i ) =>
	i % 2 ? chosen[ i % chosen.length ] : { not: chosen[ i % chosen.length ] }
);

/** A returning visitor's stored history (src/shared/visitor-history, version 2), an hour ago. */
const now = Math.floor( Date.now() / 1e3 );
const overlays = Object.fromEntries(
	[ 12, 15, 20, 31, 44, 57, 63, 78 ].map( ( id, i ) => [
		id,
		[
			3 + i,
			1,
			i % 3 ? 0 : 1,
			[ now - 86400 * 3, now - 7200, now - 3600 ],
			[ now - 7000 ],
			i % 3 ? [] : [ now - 86400 * 40 ],
		],
	] )
);
const stored = JSON.stringify( [
	2,
	now - 86400 * 20,
	now - 3600,
	now - 4000,
	9,
	3,
	3,
	'/sale/winter/',
	'?utm_source=news&utm_medium=email',
	'https://search.example/',
	'/',
	'',
	'',
	overlays,
] );

const counterTag = ( source ) =>
	`<script id="gblocks-pro-visitor-history" data-gb-idle="1800">${ source }</script>`;
const page = `<!doctype html><html><head><meta charset="utf-8"><title>bench</title>${
	HISTORY
		? counterTag( counter ) +
			`<script id="gblocks-pro-visitor-history-rules">${ built(
				'visitor-history-rules'
			) }</script>`
		: ''
}</head><body>
<script id="gblocks-pro-visitor-conditions" data-gb-tz="Europe/Berlin">${ evaluator }</script>
<main id="main"></main></body></html>`;

const browser = await chromium.launch( {
	executablePath:
		process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
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
	if ( HISTORY ) {
		await context.addInitScript( ( entry ) => {
			localStorage.setItem( 'gbHistory', entry );
		}, stored );
	}
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
		( { residuals: list, rounds: count, counter: source, entry } ) => {
			const main = document.getElementById( 'main' );
			const make = () =>
				list.map( ( residual, i ) => {
					const template = document.createElement( 'template' );
					template.dataset.gbCondition = JSON.stringify( residual );
					template.innerHTML = `<div class="wp-block-group"><h2>Offer ${ i }</h2><p>Some text of block ${ i } with a <a href="#x">link</a>.</p></div>`;
					return template;
				} );
			const times = [];
			const baselines = [];
			let shown = 0;
			for ( let round = -10; round < count; round++ ) {
				// The baseline: the same elements appended and shown, without deciding anything.
				main.replaceChildren();
				let templates = make();
				let start = performance.now();
				for ( const template of templates ) {
					main.append( template );
					template.replaceWith( template.content.cloneNode( true ) );
				}
				const baseline = performance.now() - start;
				main.replaceChildren();
				templates = make();
				let script = null;
				if ( source ) {
					// The stored history as the counter finds it on each page, and a new script of it.
					localStorage.setItem( 'gbHistory', entry );
					script = document.createElement( 'script' );
					script.dataset.gbIdle = '1800';
					script.textContent = source;
				}
				start = performance.now();
				if ( script ) {
					// An inline script runs as it is inserted: it reads the history and counts the view.
					document.head.append( script );
				}
				for ( const template of templates ) {
					main.append( template );
					window.gbVisitorConditions.run();
				}
				const elapsed = performance.now() - start;
				if ( round >= 0 ) {
					times.push( elapsed );
					baselines.push( baseline );
				}
				shown = main.children.length;
			}
			return {
				times,
				baselines,
				shown,
				isolated: window.crossOriginIsolated,
			};
		},
		{ residuals, rounds, counter, entry: stored }
	);
	const spread = ( values ) => {
		const sorted = [ ...values ].sort( ( a, b ) => a - b );
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
		return [ at( 0.25 ), at( 0.5 ), at( 0.75 ) ];
	};
	const [ p25, median, p75 ] = spread( result.times );
	const [ , baseline ] = spread( result.baselines );
	// The timer's 5 µs grain: a baseline that reads 0 is taken as one grain.
	const ratios = result.times.map(
		( time, i ) => time / Math.max( result.baselines[ i ], 0.005 )
	);
	const [ r25, rMedian, r75 ] = spread( ratios );
	let verdict = 'ok';
	if ( r25 > BUDGET_RATIO ) {
		verdict = 'OVER';
		status = 3;
	} else if ( rMedian > BUDGET_RATIO ) {
		verdict = 'median over budget, inside the spread';
	}
	const f = ( ms ) => ms.toFixed( 3 );
	const x = ( ratio ) => ratio.toFixed( 2 );
	console.log(
		`visitor conditions, ${
			HISTORY ? 'reading the visitor history and ' : ''
		}deciding ${ ELEMENTS } elements in Chromium: ${ f( median ) } ms median (IQR ${ f( p25 ) } to ${ f( p75 ) }, ${ rounds } rounds; ${ result.shown } shown${ result.isolated ? '' : '; timer not isolated' }); ${ x( rMedian ) }x the baseline (IQR ${ x( r25 ) } to ${ x( r75 ) }; baseline ${ f( baseline ) } ms, the same elements shown without deciding) (budget ${ x( BUDGET_RATIO ) }x, ${ BUDGET_MS } ms on the reference machine: ${ verdict })`
	);
} finally {
	await browser.close();
}
process.exit( status );
