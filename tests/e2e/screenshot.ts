/**
 * Screenshots for people to look at, taken only when asked for: `GB_SCREENSHOTS=1 npm run test:e2e`.
 * They assert nothing, so a normal run (and CI) skips them; failures still get Playwright's own
 * screenshot and trace (playwright.config.ts).
 */

interface Shootable {
	screenshot: ( options: {
		path?: string;
		fullPage?: boolean;
	} ) => Promise< unknown >;
}

/**
 * Takes a screenshot of a page or locator when GB_SCREENSHOTS is set.
 *
 * @param target           The page or locator.
 * @param options          Where to write it (and fullPage for a page).
 * @param options.path
 * @param options.fullPage
 */
export async function screenshot(
	target: Shootable,
	options: { path: string; fullPage?: boolean }
): Promise< void > {
	if ( ! process.env.GB_SCREENSHOTS ) {
		return;
	}
	await target.screenshot( options );
}
