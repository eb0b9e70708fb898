<?php
/**
 * The upgrade of stored content to today's trust rule (issue 36, S7).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Trust;

use GBlocks_Pro\Blocks\Html_Attributes;
use GBlocks_Pro\Blocks\Render_Pipeline;
use GBlocks_Pro\Plugin;
use GBlocks_Pro\Support\Save_Lock;
use GBlocks_Pro\Tests\Test_Case;
use GBlocks_Pro\Trust\Content_Upgrade;

/**
 * Content written into the database as an install before the trust rule stored it (its save guard set
 * every `{{…}}` aside from kses): what renders before and after the routine, its batches, resumption,
 * lock, report and idempotence, and what it leaves alone.
 *
 * @group database
 */
final class Content_Upgrade_Test extends Test_Case {

	protected function setUp(): void {
		parent::setUp();
		Render_Pipeline::instance()->reset();
		Html_Attributes::instance()->reset();
		delete_option( Content_Upgrade::OPTION );
	}

	protected function tearDown(): void {
		Render_Pipeline::instance()->reset();
		Html_Attributes::instance()->reset();
		unset( $GLOBALS['post'] );
		parent::tearDown();
	}

	/**
	 * The eight ways an old install stored `{{…}}` text holding markup, and whether each renders
	 * something that runs today (before the upgrade).
	 *
	 * @return array<string, array{0: string, 1: bool}>
	 */
	public static function variants(): array {
		$paragraph = static fn( string $html, string $json = '' ): string => '<!-- wp:paragraph ' . ( '' === $json ? '' : $json . ' ' ) . '--><p>' . $html . '</p><!-- /wp:paragraph -->';
		return array(
			'text, unknown name'              => array( $paragraph( '{{zz x:<img src=x onerror=alert(1)>}}' ), true ),
			'text, known name'                => array( $paragraph( '{{post_meta key:<img src=x onerror=alert(2)>}}' ), true ),
			'a script in the tag'             => array( $paragraph( 'a {{zz x:<script>alert(3)</script>}}' ), true ),
			'a quote out of an attribute'     => array( '<!-- wp:paragraph --><p title="{{post_meta key:"><img src=x onerror=alert(4)>}}">t</p><!-- /wp:paragraph -->', true ),
			'escaped \\| and a quote in href' => array( $paragraph( '<a href="{{post_meta key:https\\://x.test\\|y:" onmouseover="alert(5)}}">go</a>' ), true ),
			'inside an HTML comment'          => array( $paragraph( 'a<!-- {{zz x:--><img src=x onerror=alert(6)>}} -->' ), true ),
			'entity-encoded markup'           => array( $paragraph( '{{post_meta key:&lt;img src=x onerror=alert(7)&gt;}}' ), false ),
			'in a block attribute value'      => array( $paragraph( 'h', '{"htmlAttributes":{"title":"{{zz x:\u0022\u003e\u003cimg src=x onerror=alert(8)\u003e}}"}}' ), false ),
		);
	}

	/**
	 * A post whose content is written into the database directly, as an old install has it.
	 *
	 * @param string $content   Content.
	 * @param int    $author_id Author.
	 * @param string $type      Post type.
	 */
	private function stored_post( string $content, int $author_id, string $type = 'post' ): int {
		global $wpdb;
		$id = $this->create_post(
			array(
				'post_author' => $author_id,
				'post_type'   => $type,
			)
		);
		$wpdb->update( $wpdb->posts, array( 'post_content' => $content ), array( 'ID' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- As an old install stored it.
		clean_post_cache( $id );
		return $id;
	}

	/**
	 * What of a visitor's rendering of the post can run: script elements and on* attributes.
	 *
	 * @param int $post_id Post id.
	 * @return string[]
	 */
	private static function running( int $post_id ): array {
		$user = get_current_user_id();
		wp_set_current_user( 0 );
		clean_post_cache( $post_id );
		$GLOBALS['post'] = get_post( $post_id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The post being rendered.
		setup_postdata( $GLOBALS['post'] );
		$tags  = new \WP_HTML_Tag_Processor( (string) apply_filters( 'the_content', $GLOBALS['post']->post_content ) );
		$found = array();
		while ( $tags->next_tag() ) {
			if ( 'SCRIPT' === $tags->get_tag() ) {
				$found[] = 'script';
			}
			foreach ( (array) $tags->get_attribute_names_with_prefix( 'on' ) as $name ) {
				$found[] = strtolower( $tags->get_tag() ) . '[' . $name . ']';
			}
		}
		wp_set_current_user( $user );
		return $found;
	}

	/**
	 * Runs batches until the upgrade is done; the number of batches.
	 *
	 * @param int $size Batch size.
	 */
	private static function run_to_end( int $size = Content_Upgrade::BATCH ): int {
		$batches = 0;
		while ( 'running' === Content_Upgrade::state()['status'] && $batches < 100 ) {
			Content_Upgrade::run_batch( $size );
			++$batches;
		}
		return $batches;
	}

	public function test_the_eight_variants_render_nothing_that_runs_after_the_upgrade(): void {
		$contributor = $this->create_user( 'contributor' );
		$ids         = array();
		$raw         = array();
		foreach ( self::variants() as $name => list( $content, $runs ) ) {
			$ids[ $name ] = $this->stored_post( $content, $contributor );
			$raw[ $name ] = array() !== self::running( $ids[ $name ] );
			$this->assertSame( $runs, $raw[ $name ], $name . ' before the upgrade' );
		}
		Content_Upgrade::start();
		self::run_to_end();
		foreach ( $ids as $name => $id ) {
			$this->assertSame( array(), self::running( $id ), $name . ' after the upgrade' );
		}
		$state = Content_Upgrade::state();
		$this->assertSame( 'done', $state['status'] );
		// The six whose text kses had never seen change; the other two were already inert, and kses
		// leaves their text (encoded markup, a JSON-escaped attribute value filtered at render) alone or
		// rewrites only the block attribute value.
		$this->assertGreaterThanOrEqual( 6, $state['posts'] );
		$this->assertGreaterThanOrEqual( 6, $state['tags'] );
	}

	public function test_safe_content_and_privileged_authors_are_untouched(): void {
		$contributor = $this->create_user( 'contributor' );
		$admin       = $this->create_user( 'administrator' );
		$safe        = '<!-- wp:paragraph --><p>Price: {{post_meta key:price}} &amp; <a href="{{post_meta key:url}}">more</a> <strong>now</strong></p><!-- /wp:paragraph -->'
			. '<!-- wp:paragraph {"htmlAttributes":{"data-x":"1","title":"A \u0026 B"}} --><p>a &lt; b, {not a tag}, {{ zz }}</p><!-- /wp:paragraph -->';
		$hostile     = '<!-- wp:paragraph --><p>{{zz x:<img src=x onerror=alert(1)>}}</p><!-- /wp:paragraph -->';
		$safe_id     = $this->stored_post( $safe, $contributor );
		$mixed_id    = $this->stored_post( $safe . $hostile, $contributor );
		$admin_id    = $this->stored_post( $safe . $hostile, $admin );
		Content_Upgrade::start();
		self::run_to_end();
		$this->assertSame( $safe, get_post( $safe_id )->post_content, 'A contributor\'s safe content is not rewritten.' );
		$this->assertSame( $safe . $hostile, get_post( $admin_id )->post_content, 'An administrator\'s content is the administrator\'s.' );
		$mixed = get_post( $mixed_id )->post_content;
		// The changed post is what a save by its author stores: its safe text byte for byte, block
		// attribute values as kses writes them for such users ("&" as "&amp;"), rendered the same.
		$this->assertSame( parse_blocks( $safe )[0], parse_blocks( $mixed )[0], 'The safe block of a changed post stays as it was.' );
		$GLOBALS['post'] = get_post( $mixed_id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The post being rendered.
		$tags            = new \WP_HTML_Tag_Processor( (string) apply_filters( 'the_content', $mixed ) );
		while ( $tags->next_tag( array( 'tag_name' => 'p' ) ) && null === $tags->get_attribute( 'data-x' ) ) {
			continue;
		}
		$this->assertSame( 'A & B', $tags->get_attribute( 'title' ) );
		$this->assertSame( '1', $tags->get_attribute( 'data-x' ) );
		$this->assertStringNotContainsString( 'onerror', $mixed );
		$this->assertStringContainsString( '{{zz x:<img src="x">}}', $mixed, 'kses keeps the image and drops its handler.' );
		$this->assertSame( array( 'img[onerror]' ), self::running( $admin_id ) );
	}

	public function test_unsafe_html_attributes_of_every_post_type_that_holds_blocks_are_removed_and_counted(): void {
		$author  = $this->create_user( 'author' );
		$content = '<!-- wp:group --><div class="wp-block-group"><!-- wp:paragraph {"htmlAttributes":{"onclick":"alert(1)","style":"background:url(javascript:alert(2))","data-safe":"kept"}} --><p>x</p><!-- /wp:paragraph --></div><!-- /wp:group -->';
		$ids     = array();
		foreach ( array( 'post', 'page', 'wp_block', 'wp_template_part', 'wp_navigation', 'gblocks_overlay' ) as $type ) {
			$ids[ $type ] = $this->stored_post( $content, $author, $type );
		}
		Content_Upgrade::start();
		self::run_to_end();
		foreach ( $ids as $type => $id ) {
			$blocks = parse_blocks( get_post( $id )->post_content );
			$this->assertSame( array( 'data-safe' => 'kept' ), $blocks[0]['innerBlocks'][0]['attrs']['htmlAttributes'] ?? null, $type );
		}
		$state = Content_Upgrade::state();
		$this->assertSame( count( $ids ), $state['posts'] );
		$this->assertSame( 2 * count( $ids ), $state['attributes'] );
		$this->assertSame( 0, $state['tags'] );
	}

	public function test_batches_resume_after_an_interruption_and_a_second_run_changes_nothing(): void {
		$contributor = $this->create_user( 'contributor' );
		$ids         = array();
		for ( $i = 0; $i < 5; $i++ ) {
			$ids[] = $this->stored_post( '<!-- wp:paragraph --><p>' . $i . ' {{zz x:<img src=x onerror=alert(' . $i . ')>}}</p><!-- /wp:paragraph -->', $contributor );
		}
		Content_Upgrade::start();
		$start = Content_Upgrade::state();
		$this->assertSame( 'running', $start['status'] );
		$this->assertGreaterThanOrEqual( 5, $start['total'] );

		$first = Content_Upgrade::run_batch( 2 );
		$this->assertIsArray( $first );
		$this->assertSame( 2, $first['scanned'] );
		$after_one = Content_Upgrade::state();
		$this->assertSame( 2, $after_one['done'] );
		$this->assertSame( 'running', $after_one['status'] );
		// Interrupted here (the process ends): the next run starts at the cursor, not at the beginning.
		foreach ( $ids as $id ) {
			$this->assertSame( $id > $after_one['cursor'], str_contains( get_post( $id )->post_content, 'onerror' ), 'Post ' . $id . ', cursor ' . $after_one['cursor'] );
		}

		// Another process holds the lock: this one runs nothing and the state does not move.
		$token = Save_Lock::acquire( Content_Upgrade::LOCK, 0.0 );
		$this->assertIsString( $token );
		$this->assertNull( Content_Upgrade::run_batch( 2 ) );
		$this->assertSame( $after_one, Content_Upgrade::state() );
		Save_Lock::release( Content_Upgrade::LOCK, $token );

		self::run_to_end( 2 );
		$done = Content_Upgrade::state();
		$this->assertSame( 'done', $done['status'] );
		$this->assertSame( $done['total'], $done['done'] );
		$this->assertSame( 5, $done['posts'], 'Each post counted once.' );
		$this->assertSame( 5, $done['tags'] );
		foreach ( $ids as $id ) {
			$this->assertSame( array(), self::running( $id ) );
		}
		$this->assertNull( Content_Upgrade::run_batch( 2 ), 'A finished run has no batch left.' );

		$contents = array_map( static fn( int $id ): string => get_post( $id )->post_content, $ids );
		Content_Upgrade::start();
		self::run_to_end( 2 );
		$this->assertSame( 0, Content_Upgrade::state()['posts'], 'A second run changes nothing.' );
		$this->assertSame( $contents, array_map( static fn( int $id ): string => get_post( $id )->post_content, $ids ) );
	}

	public function test_a_data_version_bump_starts_the_upgrade_and_the_notice_shows_its_progress(): void {
		update_option( Content_Upgrade::VERSION_OPTION, 0 );
		wp_clear_scheduled_hook( Content_Upgrade::CRON_HOOK );
		Plugin::upgrade_data();
		$this->assertSame( Content_Upgrade::VERSION, (int) get_option( Content_Upgrade::VERSION_OPTION ) );
		$this->assertSame( 'running', Content_Upgrade::state()['status'] );
		$this->assertIsInt( wp_next_scheduled( Content_Upgrade::CRON_HOOK ), 'The first batch is scheduled.' );

		$contributor = $this->create_user( 'contributor' );
		$this->stored_post( '<!-- wp:paragraph --><p>{{zz x:<b onclick=x()>b</b>}}</p><!-- /wp:paragraph -->', $contributor );
		Content_Upgrade::start();
		$state = Content_Upgrade::state();
		$this->assertSame( sprintf( 'Updating stored content: 0 of %d posts…', $state['total'] ), wp_strip_all_tags( Content_Upgrade::notice_html( $state ) ) );
		$this->act_as( 'editor' );
		ob_start();
		Content_Upgrade::notice();
		$this->assertSame( '', ob_get_clean(), 'Only users with manage_options see it.' );

		// The scheduled event runs a batch and schedules the next while the run is not done.
		wp_clear_scheduled_hook( Content_Upgrade::CRON_HOOK );
		do_action( Content_Upgrade::CRON_HOOK );
		$this->assertSame( 'done', Content_Upgrade::state()['status'] );
		$summary = Content_Upgrade::notice_html( Content_Upgrade::state() );
		$this->assertStringContainsString( 'Stored content updated to the current trust rule: 1 posts changed, 0 unsafe HTML attributes removed, 1 dynamic-tag texts holding markup removed or escaped.', $summary );
		$this->assertStringContainsString( 'is-dismissible', $summary );
		$this->assertStringContainsString( 'action=' . Content_Upgrade::DISMISS_ACTION, $summary );
		Content_Upgrade::dismiss();
		$this->assertSame( '', Content_Upgrade::notice_html( Content_Upgrade::state() ) );
	}
}
