<?php
/**
 * `npm run wp` (bin/wp.sh): the real WP-CLI against a local site, as the README tells a new user to run it.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Cli;

/**
 * The script reaches the site it is pointed at, runs our commands there, and keeps JSON output clean.
 */
final class Wp_Script_Test extends Cli_Test_Case {

	/**
	 * Runs bin/wp.sh against the class's site.
	 *
	 * @param string[] $args Arguments after `wp`.
	 * @return array{code: int, stdout: string, stderr: string}
	 */
	private static function script( array $args ): array {
		return self::exec( array_merge( array( 'env', 'GB_WP_PATH=' . rtrim( (string) getenv( 'GB_WP_DIR' ), '/' ), 'bash', 'bin/wp.sh' ), $args ) );
	}

	public function test_it_runs_wp_cli_and_our_commands_against_the_site(): void {
		$id = (int) trim( self::ok( array( 'gblocks', 'category', 'create', 'Through the script', '--for=conditions', '--porcelain' ) ) );

		$result = self::script( array( 'gblocks', 'category', 'list', '--for=conditions', '--format=json' ) );

		$this->assertSame( 0, $result['code'], $result['stderr'] );
		$this->assertSame( array( $id ), array_column( (array) json_decode( $result['stdout'], true ), 'id' ), 'standard output is the JSON alone: ' . $result['stdout'] );
	}

	public function test_it_says_how_to_start_the_site_when_there_is_none(): void {
		$result = self::exec( array( 'env', 'GB_WP_PATH=/nonexistent/wordpress', 'bash', 'bin/wp.sh', 'option', 'get', 'siteurl' ) );

		$this->assertNotSame( 0, $result['code'] );
		$this->assertStringContainsString( 'No WordPress at /nonexistent/wordpress: start the local site first (npm start).', $result['stderr'] );
		$this->assertSame( '', $result['stdout'] );
	}
}
