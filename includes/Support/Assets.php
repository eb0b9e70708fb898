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
	 * @return array{dependencies: list<non-empty-string>, version: string}|null
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
		$dependencies = array();
		foreach ( (array) ( $asset['dependencies'] ?? array() ) as $dependency ) {
			if ( is_string( $dependency ) && '' !== $dependency ) {
				$dependencies[] = $dependency;
			}
		}
		return array(
			'dependencies' => $dependencies,
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
		wp_enqueue_script( $handle, plugins_url( 'build/' . $entry . '.js', GBLOCKS_PRO_FILE ), $asset['dependencies'], $asset['version'], true );
		wp_set_script_translations( $handle, 'gblocks-pro', GBLOCKS_PRO_DIR . 'languages' );
		if ( ! has_filter( 'load_script_translations', array( self::class, 'merge_chunk_translations' ) ) ) {
			add_filter( 'load_script_translations', array( self::class, 'merge_chunk_translations' ), 10, 4 );
		}
		if ( $data ) {
			wp_add_inline_script(
				$handle,
				'window.gblocksPro = Object.assign( window.gblocksPro || {}, ' . wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP ) . ' );',
				'before'
			);
		}
		if ( is_readable( GBLOCKS_PRO_DIR . 'build/' . $entry . '.css' ) ) {
			wp_enqueue_style( $handle, plugins_url( 'build/' . $entry . '.css', GBLOCKS_PRO_FILE ), $style_deps, $asset['version'] );
			// The build writes a mirrored <entry>-rtl.css beside each stylesheet: right-to-left locales get it.
			if ( is_readable( GBLOCKS_PRO_DIR . 'build/' . $entry . '-rtl.css' ) ) {
				wp_style_add_data( $handle, 'rtl', 'replace' );
			}
		}
		return true;
	}

	/**
	 * The chunks an entry loads on demand (build/<entry>-<chunk>.js: the editor's dashboards). A file
	 * with its own build/<name>.asset.php is another entry (e.g. editor-canvas), not a chunk.
	 *
	 * @param string $entry Entry name.
	 * @return string[] Chunk file names without the extension.
	 */
	public static function chunks( string $entry ): array {
		$files  = glob( GBLOCKS_PRO_DIR . 'build/' . $entry . '-*.js' );
		$names  = array_map( static fn ( string $file ): string => basename( $file, '.js' ), $files ? $files : array() );
		$chunks = array_filter( $names, static fn ( string $name ): bool => ! is_file( GBLOCKS_PRO_DIR . 'build/' . $name . '.asset.php' ) );
		return array_values( $chunks );
	}

	/**
	 * Adds the translations of an entry's on-demand chunks to the entry's own: WordPress prints the
	 * translations of enqueued scripts only, and a chunk is loaded by the bundle itself, so its strings
	 * travel with the entry (filter load_script_translations).
	 *
	 * @param string|false $translations The entry's translations (JSON), false when none.
	 * @param string       $file         The translation file read.
	 * @param string       $handle       The script handle.
	 * @param string       $domain       The text domain.
	 * @return string|false
	 */
	public static function merge_chunk_translations( $translations, $file, $handle, $domain ) {
		unset( $file );
		$prefix = self::handle( '' );
		if ( 'gblocks-pro' !== $domain || ! is_string( $translations ) || ! str_starts_with( $handle, $prefix ) || str_contains( $handle, '--chunk-' ) ) {
			return $translations;
		}
		$merged = json_decode( $translations, true );
		if ( ! is_array( $merged ) || ! isset( $merged['locale_data']['messages'] ) || ! is_array( $merged['locale_data']['messages'] ) ) {
			return $translations;
		}
		$entry = substr( $handle, strlen( $prefix ) );
		foreach ( self::chunks( $entry ) as $chunk ) {
			// A registered, never enqueued handle: load_script_textdomain() finds translation files by the script's path.
			$chunk_handle = $handle . '--chunk-' . $chunk;
			$chunk_src    = plugins_url( 'build/' . $chunk . '.js', GBLOCKS_PRO_FILE );
			if ( '' === $chunk_src ) {
				continue;
			}
			wp_register_script( $chunk_handle, $chunk_src, array(), GBLOCKS_PRO_VERSION, true );
			$json = load_script_textdomain( $chunk_handle, 'gblocks-pro', GBLOCKS_PRO_DIR . 'languages' );
			$data = is_string( $json ) ? json_decode( $json, true ) : null;
			if ( is_array( $data ) && isset( $data['locale_data']['messages'] ) && is_array( $data['locale_data']['messages'] ) ) {
				// The entry's own strings win; the chunk's header ('' key) is not copied over.
				$merged['locale_data']['messages'] += array_diff_key( $data['locale_data']['messages'], array( '' => true ) );
			}
		}
		$encoded = wp_json_encode( $merged );
		return false === $encoded ? $translations : $encoded;
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
