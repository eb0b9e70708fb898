<?php
/**
 * `wp gblocks content upgrade` through the real WP-CLI (issue 36, S7).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Cli;

/**
 * Content written into the database as an old install has it: the dry run reports and writes nothing,
 * the run changes only the hostile posts of authors without unfiltered_html and prints what it changed,
 * a second run changes nothing, an interrupted run resumes, bad options fail with one line.
 */
final class Content_Command_Test extends Cli_Test_Case {

	/**
	 * Creates a post by a user and writes its content directly; its id.
	 *
	 * @param int    $author  Author id.
	 * @param string $content Content.
	 */
	private static function old_post( int $author, string $content ): int {
		$id     = (int) trim( self::ok( array( 'post', 'create', '--post_title=Old ' . $author, '--post_status=publish', '--post_author=' . $author, '--porcelain' ) ) );
		$result = self::wp( array( '--require=' . __DIR__ . '/fixtures/old-content.php', 'gblocks-test-old-content', (string) $id ), $content );
		self::assertSame( 0, $result['code'], $result['stderr'] );
		return $id;
	}

	/**
	 * A post's stored content.
	 *
	 * @param int $id Post id.
	 */
	private static function content( int $id ): string {
		return self::ok( array( 'post', 'get', (string) $id, '--field=post_content' ) );
	}

	public function test_dry_run_then_upgrade_then_nothing_left(): void {
		$contributor = (int) trim( self::ok( array( 'user', 'create', 'old-contributor', 'old-contributor@example.org', '--role=contributor', '--porcelain' ) ) );
		$tag         = '<!-- wp:paragraph --><p>{{zz x:<img src=x onerror=alert(1)>}}</p><!-- /wp:paragraph -->';
		$attributes  = '<!-- wp:paragraph {"htmlAttributes":{"onclick":"alert(2)","data-safe":"kept"}} --><p>x</p><!-- /wp:paragraph -->';
		$safe        = '<!-- wp:paragraph --><p>Price: {{post_meta key:price}}</p><!-- /wp:paragraph -->';
		$tag_id      = self::old_post( $contributor, $tag );
		$attr_id     = self::old_post( $contributor, $attributes );
		$safe_id     = self::old_post( $contributor, $safe );
		$admin_id    = self::old_post( 1, $tag );

		$dry = self::json( array( 'gblocks', 'content', 'upgrade', '--dry-run', '--format=json' ) );
		$this->assertSame(
			array(
				array(
					'ID'         => $tag_id,
					'post_type'  => 'post',
					'post_title' => 'Old ' . $contributor,
					'attributes' => 0,
					'tags'       => 1,
				),
				array(
					'ID'         => $attr_id,
					'post_type'  => 'post',
					'post_title' => 'Old ' . $contributor,
					'attributes' => 1,
					'tags'       => 0,
				),
			),
			array_slice( $dry, 0, 2 )
		);
		$this->assertCount( 2, $dry );
		$this->assertStringContainsString( 'onerror', self::content( $tag_id ), 'The dry run wrote nothing.' );
		$this->assertMatchesRegularExpression( '/^Success: Dry run: 2 of \d+ posts would change \(1 unsafe HTML attributes removed, 1 dynamic-tag texts holding markup removed or escaped\)\. Nothing was written\.$/m', self::ok( array( 'gblocks', 'content', 'upgrade', '--dry-run' ) ) );
		$this->assertSame( '2', trim( self::ok( array( 'gblocks', 'content', 'upgrade', '--dry-run', '--format=count' ) ) ) );

		$out = self::ok( array( 'gblocks', 'content', 'upgrade', '--batch-size=2' ) );
		// The run activation started (nothing ran it on this site yet) is resumed, or a new one started.
		$this->assertMatchesRegularExpression( "/^(Resuming: 0 of 7 posts checked\.\n)?ID\tpost_type\tpost_title\tattributes\ttags\n{$tag_id}\tpost\tOld {$contributor}\t0\t1\n{$attr_id}\tpost\tOld {$contributor}\t1\t0\n/", $out );
		$this->assertMatchesRegularExpression( '/^Success: Updated 2 of \d+ posts \(1 unsafe HTML attributes removed, 1 dynamic-tag texts holding markup removed or escaped\)\.$/m', $out );
		$this->assertStringNotContainsString( 'onerror', self::content( $tag_id ) );
		$this->assertStringNotContainsString( 'onclick', self::content( $attr_id ) );
		$this->assertStringContainsString( '"data-safe":"kept"', self::content( $attr_id ) );
		$this->assertSame( $safe, trim( self::content( $safe_id ) ) );
		$this->assertSame( $tag, trim( self::content( $admin_id ) ), 'The administrator\'s post is untouched.' );
		$state = self::json( array( 'option', 'get', 'gblocks_pro_content_upgrade', '--format=json' ) );
		$this->assertSame( 'done', $state['status'] );
		$this->assertSame( 2, $state['posts'] );

		$this->assertMatchesRegularExpression( '/^Success: Updated 0 of \d+ posts/m', self::ok( array( 'gblocks', 'content', 'upgrade' ) ) );
	}

	public function test_an_interrupted_run_resumes_at_its_cursor(): void {
		$author = (int) trim( self::ok( array( 'user', 'create', 'old-author', 'old-author@example.org', '--role=author', '--porcelain' ) ) );
		$first  = self::old_post( $author, '<!-- wp:paragraph --><p>{{zz x:<svg onload=alert(1)>}}</p><!-- /wp:paragraph -->' );
		$second = self::old_post( $author, '<!-- wp:paragraph --><p>{{zz x:<svg onload=alert(2)>}}</p><!-- /wp:paragraph -->' );
		// A run stopped after the first post: the second is left to the resumed run, the first not judged again.
		$state = array(
			'status'     => 'running',
			'cursor'     => $first,
			'total'      => 2,
			'done'       => 1,
			'posts'      => 0,
			'attributes' => 0,
			'tags'       => 0,
		);
		self::ok( array( 'option', 'update', 'gblocks_pro_content_upgrade', (string) wp_json_encode( $state ), '--format=json' ) );
		$out = self::ok( array( 'gblocks', 'content', 'upgrade' ) );
		$this->assertMatchesRegularExpression( "/^Resuming: 1 of 2 posts checked\.\nID\tpost_type\tpost_title\tattributes\ttags\n{$second}\tpost\tOld {$author}\t0\t1\nSuccess: Updated 1 of \d+ posts/", $out );
		$this->assertStringContainsString( 'onload', self::content( $first ) );
		$this->assertStringNotContainsString( 'onload', self::content( $second ) );

		self::all_fail(
			array(
				array( array( 'gblocks', 'content', 'upgrade', '--batch-size=0' ), 'Invalid batch size "0": expected a positive whole number.' ),
				array( array( 'gblocks', 'content', 'upgrade', '--format=xml' ), 'Unknown --format "xml"' ),
			)
		);
	}
}
