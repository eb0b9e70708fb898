/**
 * The Insights screens against the real server (issue 38): rollups seeded through the real buffer and
 * flush (WP-CLI `wp eval` on the e2e site: no REST), then the Overlay Panels list with the Views,
 * Conversions and Conversion rate columns and the summary, sorted by Views, and the Insights view of
 * one overlay (charts, their table, close reasons, devices, pages), at 1280 and 375 px, each passing
 * axe; screenshots for review with GB_SCREENSHOTS=1.
 */
import { execFileSync } from 'child_process';
import path from 'path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

import { PHONE, expectNoSidewaysScroll } from '../phone';
import { screenshot } from '../screenshot';

const ROOT = path.resolve( __dirname, '../../..' );
const PAGE = '/wp-admin/admin.php?page=generateblocks-overlay-panels';
const OVERLAYS = '/wp/v2/gblocks_overlay';
const SHOTS = path.resolve(
	process.env.WP_ARTIFACTS_PATH ?? 'artifacts',
	'screenshots'
);
const APP = '#gblocks-pro-overlays-admin';

/**
 * Counts events for an overlay over the last 30 days (views, closes, conversions on two pages and
 * two devices) through Event_Buffer::append() and Flusher::flush() (tests/e2e/fixtures/insights-seed.php,
 * a WP-CLI command loaded with --require); the views counted.
 *
 * @param id The overlay.
 */
function seed( id: number ): number {
	const out = execFileSync(
		'bash',
		[
			path.join( ROOT, 'bin/wp.sh' ),
			`--require=${ path.join( ROOT, 'tests/e2e/fixtures/insights-seed.php' ) }`,
			'gb-e2e-insights-seed',
			String( id ),
		],
		{
			env: { ...process.env, GB_SITE: process.env.GB_E2E_SITE ?? 'e2e' },
			encoding: 'utf8',
		}
	);
	return Number( out.trim() );
}

async function axe( page: Page ) {
	const scan = await new AxeBuilder( { page } ).include( APP ).analyze();
	expect( scan.violations ).toEqual( [] );
}

function rowOf( page: Page, name: string ) {
	return page
		.locator( APP )
		.getByRole( 'row' )
		.filter( { has: page.getByRole( 'link', { name, exact: true } ) } );
}

test.describe( 'Insights screens', () => {
	let counted = 0;
	const ids: number[] = [];

	test.beforeAll( async ( { requestUtils } ) => {
		for ( const title of [ 'Insights newsletter', 'Insights quiet' ] ) {
			const overlay = await requestUtils.rest< { id: number } >( {
				method: 'POST',
				path: OVERLAYS,
				data: { status: 'publish', content: '', title },
			} );
			ids.push( overlay.id );
		}
		counted = seed( ids[ 0 ] );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		for ( const id of ids ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `${ OVERLAYS }/${ id }`,
				params: { force: true },
			} );
		}
	} );

	test( 'the list shows the columns, the summary, and sorts by views', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await page.goto( PAGE );
		const row = rowOf( page, 'Insights newsletter' );
		await expect( row.locator( 'td[data-colname="Views"]' ) ).toHaveText(
			new Intl.NumberFormat( 'en-US' ).format( counted )
		);
		await expect(
			row.locator( 'td[data-colname="Conversions"]' )
		).toHaveText( '30' );
		await expect(
			rowOf( page, 'Insights quiet' ).locator(
				'td[data-colname="Views"]'
			)
		).toHaveText( '0' );
		await expect(
			page.getByRole( 'region', {
				name: 'Summary of all overlay panels',
			} )
		).toBeVisible();

		await page
			.locator( APP )
			.getByRole( 'columnheader', { name: /^Views/ } )
			.getByRole( 'button' )
			.click();
		await expect( page ).toHaveURL( /orderby=views/ );
		await expect(
			page.locator( `${ APP } tbody tr` ).first()
		).toContainText( 'Insights newsletter' );
		await axe( page );
		await screenshot( page, {
			path: path.join( SHOTS, 'insights-list-1280.png' ),
			fullPage: true,
		} );

		await page.setViewportSize( PHONE );
		await expectNoSidewaysScroll( page );
		// Stacked, the name has the row's width (a column width once made it one letter wide).
		const name = await page
			.locator( APP )
			.getByRole( 'link', { name: 'Insights newsletter', exact: true } )
			.boundingBox();
		expect( name?.width ?? 0 ).toBeGreaterThan( 100 );
		await axe( page );
		await screenshot( page, {
			path: path.join( SHOTS, 'insights-list-375.png' ),
			fullPage: true,
		} );
	} );

	test( 'the Insights view of one overlay, on a wide screen and a phone', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await page.goto( PAGE );
		await page
			.getByRole( 'button', {
				name: 'Actions for “Insights newsletter”',
			} )
			.click();
		await page.getByRole( 'menuitem', { name: 'Insights' } ).click();
		await expect(
			page.getByRole( 'heading', {
				level: 1,
				name: 'Insights: Insights newsletter',
			} )
		).toBeVisible();
		await expect( page ).toHaveURL(
			new RegExp( `view=insights&id=${ ids[ 0 ] }` )
		);
		// Both charts drawn (SVG), their table holds every day of the range.
		await expect(
			page.locator( `${ APP } svg.ct-chart-line` )
		).toHaveCount( 2 );
		const days = page.getByRole( 'table', {
			name: 'Views and conversions per day',
		} );
		await expect( days.locator( 'tbody tr' ) ).toHaveCount( 30 );
		await expect(
			page
				.getByRole( 'table', { name: 'Top pages' } )
				.getByRole( 'row', { name: /\/pricing\// } )
		).toBeVisible();
		await axe( page );
		await screenshot( page, {
			path: path.join( SHOTS, 'insights-view-1280.png' ),
			fullPage: true,
		} );

		await page.setViewportSize( PHONE );
		await expectNoSidewaysScroll( page );
		await axe( page );
		await screenshot( page, {
			path: path.join( SHOTS, 'insights-view-375.png' ),
			fullPage: true,
		} );
	} );
} );
