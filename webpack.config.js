/**
 * One named bundle per file in src/entries: build/<entry>.js and build/<entry>.asset.php.
 * React and WordPress packages stay external (the dependency extraction plugin of wp-scripts).
 */
const fs = require( 'fs' );
const path = require( 'path' );
const CopyWebpackPlugin = require( 'copy-webpack-plugin' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

const entriesDir = path.resolve( __dirname, 'src/entries' );
const entry = Object.fromEntries(
	fs
		.readdirSync( entriesDir )
		.filter( ( file ) => /\.(tsx?|js)$/.test( file ) )
		.map( ( file ) => [
			file.replace( /\.(tsx?|js)$/, '' ),
			path.join( entriesDir, file ),
		] )
);

module.exports = {
	...defaultConfig,
	entry,
	module: {
		...defaultConfig.module,
		rules: [
			...defaultConfig.module.rules,
			{
				// The overlay runtime's copy of the settings definition holds only what it reads.
				test: /[\\/]src[\\/]overlays[\\/]settings\.json$/,
				issuer: /[\\/]src[\\/]overlays[\\/]runtime[\\/]/,
				use: path.resolve(
					__dirname,
					'bin/support/runtime-settings-loader.js'
				),
			},
		],
	},
	output: {
		...defaultConfig.output,
		path: path.resolve( __dirname, 'build' ),
	},
	optimization: {
		...defaultConfig.optimization,
		// Each bundle gets its own <entry>.css, shared component styles included, so that a screen
		// enqueues exactly one stylesheet.
		// The editor's dashboards are loaded on demand (React.lazy: build/editor-*.js), but their
		// styles stay in build/editor.css: one stylesheet, enqueued with its RTL twin by WordPress.
		splitChunks: {
			cacheGroups: {
				default: false,
				// The chart library of the Insights view (src/insights/admin/view), loaded with it on
				// demand: a chunk of the Overlay Panels page's, named so (tests/bench/admin-bundle-size.sh).
				insightsChart: {
					test: /[\\/]node_modules[\\/]chartist[\\/]/,
					name: 'overlays-admin-insights-chart',
					chunks: 'async',
					enforce: true,
				},
				editorStyles: {
					type: 'css/mini-extract',
					name: 'editor',
					chunks: 'async',
					enforce: true,
				},
			},
		},
	},
	plugins: [
		...defaultConfig.plugins,
		// The JSON contracts PHP reads at run time (and the Loop's block.json files) go into the built
		// plugin as build/contracts/<path without src/>: the installable zip ships build/, not src/.
		new CopyWebpackPlugin( {
			patterns: [
				{
					from: '**/*.json',
					context: path.resolve( __dirname, 'src' ),
					to: 'contracts/[path][name][ext]',
					globOptions: {
						ignore: [ '**/test/**', '**/__fixtures__/**' ],
					},
				},
			],
		} ),
	],
	watchOptions: {
		ignored: [ '**/node_modules', '**/.wp', '**/.cache', '**/vendor' ],
	},
};
