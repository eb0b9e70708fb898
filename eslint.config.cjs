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
		files: [ 'tests/e2e/**' ],
		rules: {
			'jest/no-done-callback': 'off',
			'jest/valid-expect': 'off',
			'jest/expect-expect': 'off',
			'no-console': 'off',
		},
	},
];
