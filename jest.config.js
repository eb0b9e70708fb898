const baseConfig = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...baseConfig,
	reporters: [ 'default' ],
	roots: [ '<rootDir>/src' ],
	testMatch: [ '**/test/*.test.[jt]s?(x)' ],
	setupFilesAfterEnv: [ '<rootDir>/tests/js/setup.ts' ],
	testEnvironment: 'jsdom',
	// The suite shares two cores with the e2e stage (bin/test.sh runs them side by side, Jest at a lower
	// priority): a user-event test that takes 2 s alone can take more than Jest's default 5 s there.
	testTimeout: 30000,
	// SWC in place of wp-scripts' Babel: the same TypeScript and JSX (React's automatic runtime, as
	// @wordpress/babel-preset-default), jest.mock() hoisted above the imports. A cold run of the suite
	// (no transform cache, as on CI) took 258 s of processor time with SWC, less than Babel with a warm
	// cache (284 s) and a third less than Babel cold (390 s, beside the e2e stage). uuid, marked and
	// parsel-js (used by @wordpress/blocks and block-editor) and @wordpress/theme (used by
	// @wordpress/components) ship ES modules only: SWC compiles those for Jest too.
	transform: {
		'\\.(mjs|[jt]sx?)$': [
			'@swc/jest',
			{
				jsc: {
					parser: { syntax: 'typescript', tsx: true },
					target: 'es2022',
					transform: { react: { runtime: 'automatic' } },
				},
				module: { type: 'commonjs' },
			},
		],
	},
	transformIgnorePatterns: [
		'/node_modules/(?!(uuid|marked|parsel-js|@wordpress/theme)/)',
	],
};
