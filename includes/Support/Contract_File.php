<?php
/**
 * The JSON files in src/ that PHP and TypeScript both read (DESIGN §3: one source of truth). The build
 * copies each of them to build/contracts/ (the same path without 'src/'), so that the installable zip,
 * which ships build/ and not src/, carries them too.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

/**
 * Reads a contract file of the plugin once per request: from the generated PHP copy of the JSON
 * contracts the PHP names (includes/Support/contracts.generated.php, written from the JSON files by npm
 * run types:contracts and npm run build, checked by the lint stage), else from its JSON file. A missing
 * or broken file is a packaging error, never a state to run in: it throws instead of answering a
 * fallback.
 */
final class Contract_File {

	/**
	 * The generated copy of the contracts the PHP names (bin/support/contracts-php.cjs writes it from the
	 * JSON files; the lint stage and Contract_File_Test fail when it differs from them).
	 */
	public const GENERATED = __DIR__ . '/contracts.generated.php';

	/**
	 * Parsed files by path relative to the plugin folder; null until the first read.
	 *
	 * @var array<string, array<string, mixed>>|null
	 */
	private static ?array $files = null;

	/**
	 * A file's JSON object.
	 *
	 * @param string $path Path relative to the plugin folder, e.g. src/overlays/settings.json.
	 * @return array<string, mixed>
	 *
	 * @throws \RuntimeException When the file is missing or does not hold a JSON object.
	 */
	public static function read( string $path ): array {
		// The generated copy first: OPcache keeps it compiled, so no file is opened or decoded per request.
		self::$files ??= self::generated();
		if ( ! isset( self::$files[ $path ] ) ) {
			$json = file_get_contents( self::path( $path ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A file shipped with the plugin, read from disk; no remote URL.
			$data = is_string( $json ) ? json_decode( $json, true ) : null;
			if ( ! is_array( $data ) ) {
				throw new \RuntimeException( esc_html( 'GBlocks Pro: ' . $path . ' is missing or invalid.' ) );
			}
			self::$files[ $path ] = $data;
		}
		return self::$files[ $path ];
	}

	/**
	 * The contracts of the generated file, by path.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function generated(): array {
		/**
		 * The generated file returns the decoded contracts by path.
		 *
		 * @var array<string, array<string, mixed>> $contracts
		 */
		$contracts = require self::GENERATED;
		return $contracts;
	}

	/**
	 * The absolute path of a contract file or folder: the source in a checkout (src/ is the truth
	 * there), else its copy in build/contracts/ (the installed zip has no src/).
	 *
	 * @param string $path Path relative to the plugin folder, starting with 'src/'.
	 */
	public static function path( string $path ): string {
		$source = GBLOCKS_PRO_DIR . $path;
		if ( ! str_starts_with( $path, 'src/' ) || file_exists( $source ) ) {
			return $source;
		}
		return GBLOCKS_PRO_DIR . 'build/contracts/' . substr( $path, 4 );
	}
}
