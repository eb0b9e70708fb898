const baseConfig = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...baseConfig,
	reporters: [ 'default' ],
	roots: [ '<rootDir>/src' ],
	testMatch: [ '**/test/*.test.[jt]s?(x)' ],
	setupFilesAfterEnv: [ '<rootDir>/tests/js/setup.ts' ],
	testEnvironment: 'jsdom',
};
