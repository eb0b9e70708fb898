<?php
/**
 * Enqueues the bundles built by wp-scripts into build/.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

/**
 * Reads build/<entry>.asset.php for dependencies and version, and sets script translations.
 */
final class Assets {

	/**
	 * The script handle of an entry.
	 *
	 * @param string $entry Entry name, as in src/entries/<entry>.tsx.
	 * @return non-empty-string
	 */
	public static function handle( string $entry ): string {
		return 'gblocks-pro-' . $entry;
	}

	/**
	 * The asset file of an entry, or null when the bundle has not been built.
	 *
	 * @param string $entry Entry name.
	 * @return array{dependencies: array<int, non-empty-string>, version: string}|null
	 */
	public static function asset( string $entry ): ?array {
		$file = GBLOCKS_PRO_DIR . 'build/' . $entry . '.asset.php';
		if ( ! is_readable( $file ) ) {
			return null;
		}
		$asset = require $file;
		if ( ! is_array( $asset ) ) {
			return null;
		}
		return array(
			'dependencies' => array_values( array_filter( array_map( 'strval', (array) ( $asset['dependencies'] ?? array() ) ) ) ),
			'version'      => (string) ( $asset['version'] ?? GBLOCKS_PRO_VERSION ),
		);
	}

	/**
	 * Enqueues an entry's script and, if it has one, its stylesheet.
	 *
	 * @param string               $entry      Entry name.
	 * @param array<string, mixed> $data       Data exposed to the script as window.gblocksPro (merged).
	 * @param string[]             $style_deps Stylesheet dependencies.
	 * @return bool False when the bundle is missing (a notice tells the administrator to build).
	 */
	public static function enqueue( string $entry, array $data = array(), array $style_deps = array() ): bool {
		$asset = self::asset( $entry );
		if ( null === $asset ) {
			add_action( 'admin_notices', array( self::class, 'missing_build_notice' ) );
			return false;
		}
		$handle = self::handle( $entry );
		if ( in_array( 'react-jsx-runtime', $asset['dependencies'], true ) ) {
			self::ensure_jsx_runtime();
		}
		wp_enqueue_script( $handle, plugins_url( 'build/' . $entry . '.js', GBLOCKS_PRO_FILE ), $asset['dependencies'], $asset['version'], true );
		wp_set_script_translations( $handle, 'gblocks-pro', GBLOCKS_PRO_DIR . 'languages' );
		if ( $data ) {
			wp_add_inline_script(
				$handle,
				'window.gblocksPro = Object.assign( window.gblocksPro || {}, ' . wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP ) . ' );',
				'before'
			);
		}
		if ( is_readable( GBLOCKS_PRO_DIR . 'build/' . $entry . '.css' ) ) {
			wp_enqueue_style( $handle, plugins_url( 'build/' . $entry . '.css', GBLOCKS_PRO_FILE ), $style_deps, $asset['version'] );
		}
		return true;
	}

	/**
	 * WordPress 6.6 added the react-jsx-runtime script that bundles built with the automatic JSX
	 * runtime depend on. On 6.5 it is missing, so an equivalent is registered over wp.element's React.
	 */
	public static function ensure_jsx_runtime(): void {
		if ( wp_script_is( 'react-jsx-runtime', 'registered' ) ) {
			return;
		}
		wp_register_script( 'react-jsx-runtime', false, array( 'react' ), GBLOCKS_PRO_VERSION, true );
		wp_add_inline_script(
			'react-jsx-runtime',
			'window.ReactJSXRuntime = window.ReactJSXRuntime || ( function ( React ) {' .
			'function jsx( type, props, key ) { var p = Object.assign( {}, props ); if ( key !== undefined ) { p.key = key; } return React.createElement( type, p ); }' .
			'return { jsx: jsx, jsxs: jsx, Fragment: React.Fragment };' .
			'} )( window.React );'
		);
	}

	/**
	 * Shown when a screen needs a bundle that was not built.
	 */
	public static function missing_build_notice(): void {
		printf(
			'<div class="notice notice-error"><p>%s</p></div>',
			esc_html__( 'GBlocks Pro: the plugin\'s scripts have not been built. Run "npm run build" in the plugin folder.', 'gblocks-pro' )
		);
	}
}
