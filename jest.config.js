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
	// uuid, marked and parsel-js (used by @wordpress/blocks and block-editor) and @wordpress/theme
	// (used by @wordpress/components) ship ES modules only: let Babel
	// compile them for Jest.
	transform: {
		...baseConfig.transform,
		'\\.mjs$':
			Object.values( baseConfig.transform ?? {} )[ 0 ] ?? 'babel-jest',
	},
	transformIgnorePatterns: [
		'/node_modules/(?!(uuid|marked|parsel-js|@wordpress/theme)/)',
	],
};
