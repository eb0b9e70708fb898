<?php
/**
 * The WP-CLI commands call the services, never the REST layer (issue 25 §4).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Architecture;

use PHPUnit\Framework\TestCase;

/**
 * Reads every PHP file under includes/ in a Cli folder: a command must not build REST requests, call
 * a route's callbacks in process (a controller, the category routes, rest_do_request()), or read an
 * answer's envelope. The rules live in the services (Condition_Service, Overlay_Service,
 * Category_Service, Key_Service…) that the routes call too.
 */
final class Cli_Services_Test extends TestCase {

	/**
	 * What a command must not mention, and why.
	 */
	private const FORBIDDEN = array(
		'/\bWP_REST_(?:Request|Response|Server)\b/'    => 'builds or reads a REST request or answer',
		'/\brest_(?:do_request|ensure_response)\s*\(/' => 'runs a REST route in process',
		'/\\\\Rest\\\\/'                               => 'uses a class of a Rest namespace',
		'/\b\w+_Controller\b/'                         => 'uses a REST controller',
		'/\bCategory_Routes\b/'                        => 'uses the category routes instead of Category_Service',
	);

	/**
	 * Every PHP file under includes/ in a Cli folder, by path.
	 *
	 * @return array<string, string> Path => code without comments.
	 */
	private static function commands(): array {
		$root  = dirname( __DIR__, 3 );
		$files = array();
		$all   = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root . '/includes', \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $all as $file ) {
			$path = str_replace( $root . '/', '', (string) $file );
			if ( str_ends_with( $path, '.php' ) && str_contains( $path, '/Cli/' ) ) {
				$code = '';
				foreach ( token_get_all( (string) file_get_contents( (string) $file ) ) as $token ) {
					if ( ! is_array( $token ) || ! in_array( $token[0], array( T_COMMENT, T_DOC_COMMENT ), true ) ) {
						$code .= is_array( $token ) ? $token[1] : $token;
					}
				}
				$files[ $path ] = $code;
			}
		}
		ksort( $files );
		return $files;
	}

	public function test_every_command_family_is_read(): void {
		$files = self::commands();
		foreach ( array( 'Global_Classes/Cli/Styles_Command', 'Conditions/Cli/Condition_Command', 'Overlays/Cli/Overlay_Command', 'Pattern_Library/Cli/Key_Command', 'Categories/Cli/Category_Command' ) as $command ) {
			$this->assertArrayHasKey( 'includes/' . $command . '.php', $files );
		}
	}

	public function test_commands_call_services_not_the_rest_layer(): void {
		$found = array();
		foreach ( self::commands() as $path => $code ) {
			foreach ( self::FORBIDDEN as $pattern => $why ) {
				if ( preg_match( $pattern, $code, $match ) ) {
					$found[] = "{$path}: {$why} ({$match[0]})";
				}
			}
		}
		$this->assertSame( array(), $found );
	}
}
