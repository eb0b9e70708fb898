/**
 * Playwright against a local test site (bin/test.sh e2e starts and stops it), in Debian's Chromium.
 */
import path from 'path';
import { defineConfig } from '@playwright/test';

const artifacts =
	process.env.WP_ARTIFACTS_PATH ??
	path.resolve( __dirname, '../../artifacts' );
process.env.WP_ARTIFACTS_PATH = artifacts;
process.env.STORAGE_STATE_PATH ??= path.join(
	artifacts,
	'storage-states/admin.json'
);

const baseURL = process.env.WP_BASE_URL ?? 'http://127.0.0.1:8889';

export default defineConfig( {
	testDir: './specs',
	outputDir: path.join( artifacts, 'test-results' ),
	reporter: process.env.CI ? [ [ 'list' ] ] : [ [ 'list' ] ],
	forbidOnly: !! process.env.CI,
	workers: 1,
	// One retry on CI, where the two cores are shared with the whole suite; a test that passes only on
	// its retry is reported as flaky by bin/test.sh.
	retries: process.env.CI ? 1 : 0,
	timeout: 60_000,
	reportSlowTests: null,
	globalSetup: require.resolve( './global-setup.ts' ),
	use: {
		baseURL,
		headless: true,
		viewport: { width: 1280, height: 800 },
		locale: 'en-US',
		contextOptions: { reducedMotion: 'reduce', strictSelectors: true },
		storageState: process.env.STORAGE_STATE_PATH,
		// The headless shell answers the Clipboard API only with the permission a user grants.
		permissions: [ 'clipboard-read', 'clipboard-write' ],
		actionTimeout: 10_000,
		// A trace records a screencast and a DOM snapshot at every step: measured on conditions.spec.ts, it
		// was 38 % of the e2e processor time (209 s against 130 s). It is kept for the retry of a test
		// that failed (CI retries once); elsewhere, run the failing spec again with `-- --trace on`.
		trace: 'on-first-retry',
		screenshot: 'only-on-failure',
		launchOptions: {
			// Debian's chromium-headless-shell (bin/lib.sh APT_PACKAGES_BROWSER): Chromium without the
			// browser's interface, a third less processor time than `chromium --headless`.
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
		},
	},
	projects: [ { name: 'chromium' } ],
} );
