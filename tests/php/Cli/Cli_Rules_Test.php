<?php
/**
 * Issue 36 S11 and issue 37 item 17 through the real WP-CLI: stored control characters never reach
 * the terminal, `simulate --page-url` reaches the simulator (and an address off the site is refused),
 * the CLI's rights whatever --user says, and help text broken only where WP-CLI wraps it.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Cli;

/**
 * What every command shares (includes/Support/Cli/Cli.php), tried on the commands that print stored text.
 */
final class Cli_Rules_Test extends Cli_Test_Case {

	/**
	 * C0, DEL and C1 controls as a contributor's title may hold them (ESC, BEL, CSI U+009B, NEL U+0085).
	 */
	private const CONTROLS = "/[\x{00}-\x{08}\x{0B}-\x{1F}\x{7F}-\x{9F}]/u";

	/**
	 * Asserts that output holds no control character (and no byte 0x9B outside UTF-8).
	 *
	 * @param string $output What a command printed.
	 * @param string $label  The command.
	 */
	private function assert_printable( string $output, string $label ): void {
		$this->assertTrue( mb_check_encoding( $output, 'UTF-8' ), $label . ' printed bytes that are not UTF-8' );
		$this->assertSame( 0, preg_match( self::CONTROLS, $output ), $label . ' printed a control character: ' . json_encode( $output ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode -- Shows the characters escaped.
	}

	public function test_stored_control_characters_never_reach_the_terminal(): void {
		$title = "Promo\x1b[2J\x07 sale\u{9B}2K\u{85}";
		$id    = (int) trim( self::ok( array( 'post', 'create', '--post_type=gblocks_condition', '--post_title=' . $title, '--post_status=publish', '--porcelain' ) ) );
		// A title with a tab and a line break would start a column and a row of its own in a table.
		self::ok( array( 'post', 'create', '--post_type=gblocks_condition', "--post_title=Two\tcolumns\nand 2 rows", '--post_status=draft' ) );
		foreach ( array( 'table', 'csv', 'yaml' ) as $format ) {
			$out = self::ok( array( 'gblocks', 'condition', 'list', '--format=' . $format ) );
			$this->assert_printable( $out, 'condition list --format=' . $format );
			$this->assertStringContainsString( 'Promo[2J sale2K', $out );
		}
		$table = self::ok( array( 'gblocks', 'condition', 'list', '--fields=id,title' ) );
		$this->assertCount( 3, explode( "\n", trim( $table ) ), 'A header and one line per condition: ' . $table );
		$this->assertStringContainsString( "\tTwo columns and 2 rows\n", $table );
		foreach ( array( 'table', 'yaml' ) as $format ) {
			$this->assert_printable( self::ok( array( 'gblocks', 'condition', 'get', (string) $id, '--format=' . $format ) ), 'condition get --format=' . $format );
		}
		// JSON keeps the data exact, escaped.
		$this->assert_printable( self::ok( array( 'gblocks', 'condition', 'list', '--format=json' ) ), 'condition list --format=json' );
		$this->assertSame( $title, self::json( array( 'gblocks', 'condition', 'get', (string) $id, '--format=json' ) )['title'] );
		$export = self::ok( array( 'gblocks', 'condition', 'export', (string) $id ) );
		$this->assert_printable( $export, 'condition export' );
		$this->assertSame( $title, json_decode( $export, true )['conditions'][0]['title'] );

		// The usage of a condition lists others' titles (a contributor's post).
		$content = '<!-- wp:paragraph {"gbBlockCondition":"' . $id . '"} --><p>x</p><!-- /wp:paragraph -->';
		self::ok( array( 'post', 'create', "--post_title=Fake\u{9B}1A\n{$id}\tpost\tforged", '--post_status=publish', '--post_content=' . $content ) );
		$usage = self::ok( array( 'gblocks', 'condition', 'usage', (string) $id ) );
		$this->assert_printable( $usage, 'condition usage' );
		$this->assertCount( 2, explode( "\n", trim( $usage ) ), 'A header and one row: ' . $usage );
		$this->assert_printable( self::ok( array( 'gblocks', 'condition', 'usage', (string) $id, '--format=csv' ) ), 'condition usage --format=csv' );

		// Overlay titles and content.
		$overlay = (int) trim( self::ok( array( 'post', 'create', '--post_type=gblocks_overlay', "--post_title=Over\x1blay\u{9B}", "--post_content=<p>\x07</p>", '--porcelain' ) ) );
		foreach ( array( 'list --format=table', 'list --format=csv', "get {$overlay} --format=yaml", "get {$overlay} --format=json" ) as $command ) {
			$this->assert_printable( self::ok( array_merge( array( 'gblocks', 'overlay' ), explode( ' ', $command ) ) ), 'overlay ' . $command );
		}
		$this->assert_printable( self::ok( array( 'gblocks', 'overlay', 'export', (string) $overlay ) ), 'overlay export' );
		// A message that quotes a stored title (the duplicate's name).
		$this->assert_printable( self::ok( array( 'gblocks', 'overlay', 'duplicate', (string) $overlay ) ), 'overlay duplicate' );
	}

	public function test_simulate_takes_the_page_as_page_url_and_refuses_an_address_off_the_site(): void {
		$page  = (int) trim( self::ok( array( 'post', 'create', '--post_type=page', '--post_title=Shop', '--post_status=publish', '--porcelain' ) ) );
		$home  = rtrim( trim( self::ok( array( 'option', 'get', 'home' ) ) ), '/' );
		$rules = '{"logic":"OR","groups":[{"logic":"AND","conditions":[{"type":"location","rule":"post:page","operator":"is","value":"' . $page . '"}]}]}';
		$id    = trim( self::ok( array( 'gblocks', 'condition', 'create', '--title=On the shop page', '--rules=' . $rules, '--porcelain' ) ) );
		$shop  = self::json( array( 'gblocks', 'condition', 'simulate', $id, '--page-url=' . $home . '/?page_id=' . $page, '--format=json' ) );
		$this->assertSame( 'shown', $shop['result'] );
		$this->assertStringContainsString( '"Shop"', $shop['groups'][0]['rules'][0]['reason'] );
		$this->assertSame( 'hidden', self::json( array( 'gblocks', 'condition', 'simulate', $id, '--format=json' ) )['result'] );
		self::fails( array( 'gblocks', 'condition', 'simulate', $id, '--page-url=https://elsewhere.example/shop/' ), 'context.url: not an address on this site' );
		// The help names the option and why it is not --url.
		$help = (string) preg_replace( '/\s+/', ' ', self::ok( array( 'help', 'gblocks', 'condition', 'simulate' ) ) );
		$this->assertStringContainsString( '[--page-url=<url>] The page visited: a front-end address of this site', $help );
	}

	public function test_the_cli_has_full_rights_whatever_user_says(): void {
		self::ok( array( 'user', 'create', 'writer', 'writer@example.com', '--role=author' ) );
		// An author is refused all of this over REST (manage_gblocks_conditions, manage_options for the
		// options type); the CLI acts as an administrator whatever --user says (README, WP-CLI).
		$options = '{"logic":"OR","groups":[{"logic":"AND","conditions":[{"type":"options","rule":"blogname","operator":"equals","value":"x"}]}]}';
		$id      = trim( self::ok( array( '--user=writer', 'gblocks', 'condition', 'create', '--title=By an author', '--status=draft', '--rules=' . $options, '--porcelain' ) ) );
		$this->assertSame( 'draft', self::json( array( '--user=writer', 'gblocks', 'condition', 'get', $id, '--format=json' ) )['status'] );
		// Drafts are listed to the CLI (REST lists only published conditions to non-managers); tests of
		// this class share the site, so others' drafts may be listed too.
		$this->assertContains( $id, array_map( 'strval', array_column( self::json( array( '--user=writer', 'gblocks', 'condition', 'list', '--status=draft', '--format=json' ) ), 'id' ) ) );
		self::ok( array( '--user=writer', 'gblocks', 'condition', 'update', $id, '--title=Renamed' ) );
		// --user still names the simulated visitor, not the user the command acts as.
		$admin_only = trim( self::ok( array( 'gblocks', 'condition', 'create', '--title=Administrators', '--rules={"logic":"OR","groups":[{"logic":"AND","conditions":[{"type":"user_role","rule":"role:administrator","operator":"is","value":""}]}]}', '--porcelain' ) ) );
		$this->assertSame( 'hidden', self::json( array( '--user=writer', 'gblocks', 'condition', 'simulate', $admin_only, '--format=json' ) )['result'] );
		$this->assertSame( 'shown', self::json( array( '--user=admin', 'gblocks', 'condition', 'simulate', $admin_only, '--format=json' ) )['result'] );
		self::ok( array( '--user=writer', 'gblocks', 'category', 'create', 'By writer', '--for=conditions' ) );
		$this->assertStringContainsString( "Success: Deleted condition {$id}.", self::ok( array( '--user=writer', 'gblocks', 'condition', 'delete', $id ) ) );
	}

	public function test_help_breaks_lines_only_where_wp_cli_wraps_them(): void {
		$commands = array(
			'gblocks condition list',
			'gblocks condition get',
			'gblocks condition create',
			'gblocks condition update',
			'gblocks condition delete',
			'gblocks condition export',
			'gblocks condition import',
			'gblocks condition usage',
			'gblocks condition simulate',
			'gblocks overlay list',
			'gblocks overlay get',
			'gblocks overlay export',
			'gblocks overlay import',
			'gblocks overlay duplicate',
			'gblocks category list',
			'gblocks category create',
			'gblocks category delete',
			'gblocks styles rebuild',
			'gblocks pattern-library key create',
			'gblocks pattern-library key list',
			'gblocks pattern-library key revoke',
			'gblocks stats flush',
			'gblocks stats prune',
		);
		$out      = self::ok( array_merge( array( '--require=' . __DIR__ . '/fixtures/help-pages.php', 'gblocks-test-help' ), $commands ) );
		$pages    = preg_split( '/^=== /m', $out, -1, PREG_SPLIT_NO_EMPTY );
		$this->assertCount( count( $commands ), $pages );
		$breaks = array();
		foreach ( $pages as $page ) {
			$lines   = explode( "\n", $page );
			$command = array_shift( $lines );
			$section = '';
			foreach ( $lines as $i => $line ) {
				if ( preg_match( '/^[A-Z][A-Z ]+$/', $line ) ) {
					$section = $line;
					continue;
				}
				$next = $lines[ $i + 1 ] ?? '';
				if ( 'GLOBAL PARAMETERS' === $section || '' === trim( $line ) || '' === trim( $next ) ) {
					continue;
				}
				if ( 'EXAMPLES' === $section ) {
					// An example goes on with "\" or is a command of its own.
					if ( ! str_ends_with( rtrim( $line ), '\\' ) && ! str_starts_with( ltrim( $next ), 'wp ' ) ) {
						$breaks[] = $command . ': ' . $line . ' / ' . $next;
					}
					continue;
				}
				// Two lines of one paragraph or one option's description: the next line is neither an
				// option, an argument, nor a part of the options' defaults.
				$indent = strlen( $line ) - strlen( ltrim( $line ) );
				$starts = strlen( $next ) - strlen( ltrim( $next ) );
				if ( $indent === $starts && ! preg_match( '/^\s*(\[?--|\[?<|---|default:|options:|- )/', $next ) && ! preg_match( '/^\s*(---|default:|options:|- )/', $line ) ) {
					$breaks[] = $command . ': ' . trim( $line ) . ' / ' . trim( $next );
				}
			}
		}
		$this->assertSame( array(), $breaks, 'Lines broken in the docblock, where WP-CLI would not have broken them.' );
	}
}
