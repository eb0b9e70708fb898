<?php
/**
 * Issue 36 S11: every command prints through Support\Cli\Cli (printable()), so no stored control
 * character reaches a terminal by a path of its own.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Cli;

use PHPUnit\Framework\TestCase;

/**
 * Reads the command classes: WP-CLI's printers are called in includes/Support/Cli/Cli.php only.
 */
final class Output_Path_Test extends TestCase {

	public function test_commands_print_only_through_the_cli_helper(): void {
		$root     = dirname( __DIR__, 3 ) . '/includes';
		$direct   = array();
		$iterator = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root, \FilesystemIterator::SKIP_DOTS ) );
		$commands = 0;
		foreach ( $iterator as $file ) {
			if ( ! $file instanceof \SplFileInfo || 'php' !== $file->getExtension() || str_ends_with( $file->getPathname(), '/Support/Cli/Cli.php' ) ) {
				continue;
			}
			$code = (string) file_get_contents( $file->getPathname() );
			if ( str_contains( $file->getPathname(), '/Cli/' ) ) {
				++$commands;
			}
			if ( preg_match_all( '/WP_CLI::(line|log|success|warning|error|print_value|colorize)\s*\(|format_items\s*\(/', $code, $found ) ) {
				$direct[] = substr( $file->getPathname(), strlen( $root ) + 1 ) . ': ' . implode( ', ', array_unique( $found[0] ) );
			}
		}
		$this->assertGreaterThanOrEqual( 5, $commands, 'The command classes were found.' );
		$this->assertSame( array(), $direct, 'Print with Cli::line(), success(), warning(), fail(), items(), item() or table().' );
	}
}
