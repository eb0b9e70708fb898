const wpConfig = require( '@wordpress/scripts/config/eslint.config.cjs' );

module.exports = [
	{
		ignores: [
			'build/**',
			'vendor/**',
			'node_modules/**',
			'.wp/**',
			'.cache/**',
			'artifacts/**',
			'test-results/**',
		],
	},
	...( Array.isArray( wpConfig ) ? wpConfig : [ wpConfig ] ),
	{
		settings: {
			'import/resolver': {
				node: { extensions: [ '.js', '.jsx', '.ts', '.tsx' ] },
				typescript: {},
			},
		},
		rules: {
			// TypeScript checks imports; the resolver cannot see type-only packages.
			'import/no-unresolved': 'off',
			'import/no-extraneous-dependencies': 'off',
		},
	},
	{
		// Screens split into parts with one job each: no function of the sources (tests excepted) over
		// 150 lines, blank lines and comments not counted.
		files: [ 'src/**/*.ts', 'src/**/*.tsx' ],
		ignores: [ 'src/**/test/**', 'src/**/*.test.ts', 'src/**/*.test.tsx' ],
		rules: {
			'max-lines-per-function': [
				'error',
				{ max: 150, skipBlankLines: true, skipComments: true },
			],
		},
	},
	{
		files: [ 'tests/e2e/**' ],
		rules: {
			'jest/no-done-callback': 'off',
			'jest/valid-expect': 'off',
			'jest/expect-expect': 'off',
			'no-console': 'off',
		},
	},
];
