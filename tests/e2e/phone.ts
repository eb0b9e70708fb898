/**
 * The phone checks of the admin list tables (issue 31, item 5): at 375 px wide the page does not scroll
 * sideways, each row's "⋯" menu is on screen and opens, the row's "Show more details" toggle reveals its
 * other cells, and the screen passes axe.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WordPress's phone width in the reports (an iPhone SE/mini). */
export const PHONE = { width: 375, height: 800 };

/**
 * The page is no wider than the phone.
 *
 * @param page The page.
 */
export async function expectNoSidewaysScroll( page: Page ) {
	expect(
		await page.evaluate( () => document.documentElement.scrollWidth )
	).toBeLessThanOrEqual( PHONE.width );
}

/**
 * A row's actions and details are reachable at phone width, and the screen passes axe.
 *
 * @param page             The page, already at phone width on the list.
 * @param options
 * @param options.root     The screen's React root (for axe).
 * @param options.name     The row's name, as in 'Actions for “{name}”'.
 * @param options.menuItem A menu item the row menu must offer.
 * @param options.detail   A text of a cell that only the expanded row shows.
 */
export async function expectRowReachableOnPhone(
	page: Page,
	{
		root,
		name,
		menuItem,
		detail,
	}: { root: string; name: string; menuItem: string; detail: string }
) {
	await expectNoSidewaysScroll( page );

	const menu = page.getByRole( 'button', {
		name: `Actions for “${ name }”`,
	} );
	await expect( menu ).toBeVisible();
	const box = await menu.boundingBox();
	expect( box?.width ).toBeGreaterThanOrEqual( 24 );
	expect( ( box?.x ?? 0 ) + ( box?.width ?? 0 ) ).toBeLessThanOrEqual(
		PHONE.width
	);
	await menu.click();
	await expect(
		page.getByRole( 'menuitem', { name: menuItem } )
	).toBeVisible();
	await page.keyboard.press( 'Escape' );
	await expect(
		page.getByRole( 'menuitem', { name: menuItem } )
	).toHaveCount( 0 );

	const row = page.getByRole( 'row' ).filter( { has: menu } );
	await expect( row.getByText( detail, { exact: true } ) ).toBeHidden();
	const toggle = page.getByRole( 'button', {
		name: `Show more details for “${ name }”`,
	} );
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	await toggle.click();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( row.getByText( detail, { exact: true } ) ).toBeVisible();
	await expectNoSidewaysScroll( page );

	const scan = await new AxeBuilder( { page } ).include( root ).analyze();
	expect( scan.violations ).toEqual( [] );
}
