<?php
/**
 * Display conditions on blocks, through the block render pipeline.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Blocks;

use GBlocks_Pro\Blocks\Block_Conditions;
use GBlocks_Pro\Blocks\Render_Pipeline;
use GBlocks_Pro\Conditions\Condition_Store;
use GBlocks_Pro\Conditions\Decisions;
use GBlocks_Pro\Support\Feature_Flags;
use GBlocks_Pro\Tests\Conditions\Conditions_Test_Case;

/**
 * Every block shape and every outcome of a block's display condition, rendered by real WordPress.
 *
 * @group database
 */
final class Block_Conditions_Test extends Conditions_Test_Case {

	protected function setUp(): void {
		parent::setUp();
		Render_Pipeline::instance()->reset();
	}

	protected function tearDown(): void {
		Render_Pipeline::instance()->reset();
		parent::tearDown();
	}

	/**
	 * The tree "the visitor is logged in".
	 *
	 * @return array<string, mixed>
	 */
	private static function logged_in(): array {
		return self::tree( self::row( 'user_role', 'general:logged_in', 'is' ) );
	}

	/**
	 * A paragraph block with the given extra attributes (JSON without braces).
	 */
	private static function paragraph( string $text, string $attributes = '' ): string {
		return '<!-- wp:paragraph' . ( '' === $attributes ? '' : ' {' . $attributes . '}' ) . ' --><p>' . $text . '</p><!-- /wp:paragraph -->';
	}

	/**
	 * The condition attribute as the editor saves it.
	 */
	private static function condition( int|string $id, bool $invert = false ): string {
		return '"gbBlockCondition":"' . $id . '"' . ( $invert ? ',"gbBlockConditionInvert":true' : '' );
	}

	/**
	 * Renders block markup as the front end does, with the decisions of a new request.
	 */
	private static function render( string $content ): string {
		Decisions::forget_results();
		return do_blocks( $content );
	}

	/**
	 * Counts render_block calls of a block type.
	 *
	 * @param string $block_name Block name.
	 * @return \ArrayObject<string, int>
	 */
	private static function count_renders( string $block_name ): \ArrayObject {
		$count = new \ArrayObject( array( 'n' => 0 ) );
		add_filter(
			'render_block_' . $block_name,
			static function ( $html ) use ( $count ) {
				++$count['n'];
				return $html;
			}
		);
		return $count;
	}

	public function test_a_static_paragraph_shows_when_its_condition_passes_and_is_hidden_otherwise(): void {
		$id      = $this->create_condition( self::logged_in() );
		$content = self::paragraph( 'Members only', self::condition( $id ) ) . self::paragraph( 'For all' );

		$html = self::render( $content );
		$this->assertStringNotContainsString( 'Members only', $html );
		$this->assertStringContainsString( 'For all', $html );

		$this->act_as( 'subscriber' );
		$this->assertStringContainsString( 'Members only', self::render( $content ) );
	}

	public function test_invert_hides_the_block_when_the_condition_passes(): void {
		$id      = $this->create_condition( self::logged_in() );
		$content = self::paragraph( 'Guests only', self::condition( $id, true ) );

		$this->assertStringContainsString( 'Guests only', self::render( $content ) );
		$this->act_as( 'subscriber' );
		$this->assertStringNotContainsString( 'Guests only', self::render( $content ) );
	}

	public function test_a_draft_condition_is_not_applied_even_inverted(): void {
		$id = $this->create_condition( self::logged_in(), 'draft' );
		$this->assertStringContainsString( 'Draft guarded', self::render( self::paragraph( 'Draft guarded', self::condition( $id ) ) ) );
		$this->assertStringContainsString( 'Draft inverted', self::render( self::paragraph( 'Draft inverted', self::condition( $id, true ) ) ) );
	}

	public function test_a_missing_or_trashed_condition_hides_the_block_inverted_or_not(): void {
		$trashed = $this->create_condition( self::logged_in() );
		wp_trash_post( $trashed );
		$missing = $trashed + 100000;
		$this->act_as( 'administrator' );
		foreach ( array( $trashed, $missing ) as $id ) {
			foreach ( array( false, true ) as $invert ) {
				$this->assertStringNotContainsString( 'Guarded', self::render( self::paragraph( 'Guarded', self::condition( $id, $invert ) ) ), "Condition $id, invert " . ( $invert ? 'true' : 'false' ) );
			}
		}
	}

	/**
	 * Issue 29, D12 (accepted): a contributor may attach any condition to their own draft and sees only
	 * their own outcome of a published one. A draft condition and an unknown or trashed id keep telling
	 * them nothing: a draft is not applied, inverted or not (the block shows both ways), and an unknown
	 * or trashed id hides the block both ways.
	 */
	public function test_a_contributors_own_draft_learns_nothing_from_draft_or_unknown_conditions(): void {
		$published = $this->create_condition( self::logged_in() );
		$draft     = $this->create_condition( self::logged_in(), 'draft' );
		$trashed   = $this->create_condition( self::logged_in() );
		wp_trash_post( $trashed );
		$unknown = $trashed + 100000;
		$this->act_as( 'contributor' );
		$content = self::paragraph( 'Published plain', self::condition( $published ) )
			. self::paragraph( 'Published inverted', self::condition( $published, true ) )
			. self::paragraph( 'Draft plain', self::condition( $draft ) )
			. self::paragraph( 'Draft inverted', self::condition( $draft, true ) )
			. self::paragraph( 'Trashed plain', self::condition( $trashed ) )
			. self::paragraph( 'Trashed inverted', self::condition( $trashed, true ) )
			. self::paragraph( 'Unknown plain', self::condition( $unknown ) )
			. self::paragraph( 'Unknown inverted', self::condition( $unknown, true ) );

		$saved = $this->rest(
			'POST',
			'/wp/v2/posts',
			array(
				'status'  => 'draft',
				'title'   => 'My draft',
				'content' => $content,
			)
		);
		$this->assertStatus( 201, $saved );
		$post = get_post( (int) $saved->get_data()['id'] );
		$this->assertInstanceOf( \WP_Post::class, $post );
		$GLOBALS['post'] = $post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The previewed post.
		Decisions::forget_results();
		$html = (string) apply_filters( 'the_content', $post->post_content );
		unset( $GLOBALS['post'] );

		$this->assertStringContainsString( 'Published plain', $html, 'Their own outcome: logged in.' );
		$this->assertStringNotContainsString( 'Published inverted', $html );
		$this->assertStringContainsString( 'Draft plain', $html, 'A draft condition is not applied.' );
		$this->assertStringContainsString( 'Draft inverted', $html, 'A draft condition is not applied, inverted either.' );
		foreach ( array( 'Trashed plain', 'Trashed inverted', 'Unknown plain', 'Unknown inverted' ) as $hidden ) {
			$this->assertStringNotContainsString( $hidden, $html, $hidden . ' fails closed.' );
		}
	}

	public function test_no_condition_shows_the_block(): void {
		foreach ( array( '"gbBlockCondition":""', '"gbBlockCondition":"0"', '"gbBlockCondition":0', '"gbBlockCondition":null', '"gbBlockConditionInvert":true' ) as $attributes ) {
			$this->assertStringContainsString( 'Plain', self::render( self::paragraph( 'Plain', $attributes ) ), $attributes );
		}
	}

	public function test_bad_values_never_warn_and_hide_the_block(): void {
		$this->act_as( 'administrator' );
		foreach ( array( '"gbBlockCondition":"abc"', '"gbBlockCondition":-3', '"gbBlockCondition":"-3"', '"gbBlockCondition":["1"]', '"gbBlockCondition":{"id":1}', '"gbBlockCondition":1.5', '"gbBlockCondition":true' ) as $attributes ) {
			$this->assertStringNotContainsString( 'Bad', self::render( self::paragraph( 'Bad', $attributes ) ), $attributes );
		}
	}

	public function test_a_dynamic_core_block_is_hidden_before_it_renders(): void {
		$id     = $this->create_condition( self::logged_in() );
		$titles = self::count_renders( 'core/site-title' );
		$this->assertStringNotContainsString( 'wp-block-site-title', self::render( '<!-- wp:site-title {' . self::condition( $id ) . '} /-->' ) );
		$this->assertSame( 0, $titles['n'], 'The hidden dynamic block was rendered.' );

		$this->act_as( 'subscriber' );
		$this->assertStringContainsString( 'wp-block-site-title', self::render( '<!-- wp:site-title {' . self::condition( $id ) . '} /-->' ) );
		$this->assertSame( 1, $titles['n'] );
	}

	public function test_a_hidden_group_never_renders_its_inner_blocks(): void {
		$id         = $this->create_condition( self::logged_in() );
		$paragraphs = self::count_renders( 'core/paragraph' );
		$content    = '<!-- wp:group {' . self::condition( $id ) . '} --><div class="wp-block-group">' . self::paragraph( 'Inner one' ) . self::paragraph( 'Inner two' ) . '</div><!-- /wp:group -->';

		$html = self::render( $content );
		$this->assertStringNotContainsString( 'wp-block-group', $html );
		$this->assertSame( 0, $paragraphs['n'], 'Inner blocks of a hidden group rendered.' );

		$this->act_as( 'subscriber' );
		$this->assertStringContainsString( 'Inner two', self::render( $content ) );
		$this->assertSame( 2, $paragraphs['n'] );
	}

	public function test_a_hidden_block_inside_a_shown_group_is_dropped_alone(): void {
		$id      = $this->create_condition( self::logged_in() );
		$content = '<!-- wp:group --><div class="wp-block-group">' . self::paragraph( 'Kept' ) . self::paragraph( 'Dropped', self::condition( $id ) ) . '</div><!-- /wp:group -->';
		$html    = self::render( $content );
		$this->assertStringContainsString( 'Kept', $html );
		$this->assertStringNotContainsString( 'Dropped', $html );
	}

	public function test_inside_a_query_loop_the_loop_post_is_the_context(): void {
		$token = 'gbloop' . wp_generate_password( 8, false );
		$flag  = $this->create_post( array( 'post_title' => $token . ' flagged' ) );
		$other = $this->create_post( array( 'post_title' => $token . ' plain' ) );
		add_post_meta( $flag, 'gb_flag', 'yes' );
		$id      = $this->create_condition( self::tree( self::row( 'post_meta', 'custom', 'equals', 'gb_flag|yes' ) ) );
		$content = '<!-- wp:query {"queryId":7,"query":{"perPage":10,"pages":0,"offset":0,"postType":"post","order":"desc","orderBy":"date","search":"' . $token . '","inherit":false}} --><div class="wp-block-query">'
			. '<!-- wp:post-template --><!-- wp:post-title {' . self::condition( $id ) . '} /--><!-- wp:post-excerpt /--><!-- /wp:post-template -->'
			. '</div><!-- /wp:query -->';

		$html = self::render( $content );
		$this->assertStringContainsString( $token . ' flagged', $html );
		$this->assertStringNotContainsString( $token . ' plain', $html );
		$this->assertGreaterThan( 0, $other );
	}

	public function test_the_parent_blocks_post_id_context_is_the_context_post(): void {
		$flag = $this->create_post();
		add_post_meta( $flag, 'gb_flag', 'yes' );
		$plain    = $this->create_post();
		$id       = $this->create_condition( self::tree( self::row( 'post_meta', 'custom', 'equals', 'gb_flag|yes' ) ) );
		$block    = parse_blocks( self::paragraph( 'In context', self::condition( $id ) ) )[0];
		$parent   = static fn( int $post ): \WP_Block => new \WP_Block(
			array(
				'blockName'    => 'core/post-title',
				'attrs'        => array(),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			),
			array( 'postId' => $post )
		);
		$pipeline = Render_Pipeline::instance();
		$this->assertNull( $pipeline->pre_render_block( null, $block, $parent( $flag ) ) );
		$pipeline->reset();
		$this->assertSame( '', $pipeline->pre_render_block( null, $block, $parent( $plain ) ) );
	}

	public function test_a_synced_pattern_and_its_inner_blocks_take_conditions(): void {
		$id      = $this->create_condition( self::logged_in() );
		$pattern = $this->create_post(
			array(
				'post_type'    => 'wp_block',
				'post_content' => self::paragraph( 'Pattern public' ) . self::paragraph( 'Pattern members', self::condition( $id ) ),
			)
		);
		$html    = self::render( '<!-- wp:block {"ref":' . $pattern . '} /-->' );
		$this->assertStringContainsString( 'Pattern public', $html );
		$this->assertStringNotContainsString( 'Pattern members', $html );

		$this->assertStringNotContainsString( 'Pattern public', self::render( '<!-- wp:block {"ref":' . $pattern . ',' . self::condition( $id ) . '} /-->' ) );
		$this->act_as( 'subscriber' );
		$this->assertStringContainsString( 'Pattern members', self::render( '<!-- wp:block {"ref":' . $pattern . '} /-->' ) );
	}

	/**
	 * Creates a template part of the active theme.
	 */
	private function create_template_part( string $slug, string $content ): int {
		$id = $this->create_post(
			array(
				'post_type'    => 'wp_template_part',
				'post_name'    => $slug,
				'post_title'   => $slug,
				'post_content' => $content,
			)
		);
		wp_set_post_terms( $id, get_stylesheet(), 'wp_theme' );
		return $id;
	}

	public function test_a_template_part_and_its_inner_blocks_take_conditions(): void {
		$id   = $this->create_condition( self::logged_in() );
		$slug = 'gb-part-' . wp_generate_password( 6, false, false );
		$this->create_template_part( $slug, self::paragraph( 'Part public' ) . self::paragraph( 'Part members', self::condition( $id ) ) );

		$html = self::render( '<!-- wp:template-part {"slug":"' . $slug . '"} /-->' );
		$this->assertStringContainsString( 'Part public', $html );
		$this->assertStringNotContainsString( 'Part members', $html );
		$this->assertStringNotContainsString( 'Part public', self::render( '<!-- wp:template-part {"slug":"' . $slug . '",' . self::condition( $id ) . '} /-->' ) );

		$this->act_as( 'subscriber' );
		$this->assertStringContainsString( 'Part members', self::render( '<!-- wp:template-part {"slug":"' . $slug . '"} /-->' ) );
	}

	public function test_navigation_links_and_submenus_take_conditions_and_a_hidden_submenu_hides_its_children(): void {
		$id      = $this->create_condition( self::logged_in() );
		$content = '<!-- wp:navigation {"overlayMenu":"never"} -->'
			. '<!-- wp:navigation-link {"label":"Public link","url":"https://example.org/public"} /-->'
			. '<!-- wp:navigation-link {"label":"Members link","url":"https://example.org/members",' . self::condition( $id ) . '} /-->'
			. '<!-- wp:navigation-submenu {"label":"Members menu","url":"https://example.org/menu",' . self::condition( $id ) . '} -->'
			. '<!-- wp:navigation-link {"label":"Child link","url":"https://example.org/child"} /-->'
			. '<!-- /wp:navigation-submenu -->'
			. '<!-- /wp:navigation -->';

		$rendered = new \ArrayObject();
		$log      = static function ( $html, $block ) use ( $rendered ) {
			$rendered[] = $block['attrs']['label'] ?? '';
			return $html;
		};
		add_filter( 'render_block_core/navigation-link', $log, 10, 2 );
		add_filter( 'render_block_core/navigation-submenu', $log, 10, 2 );

		$html = self::render( $content );
		$this->assertSame( array(), array_values( array_intersect( array( 'Members link', 'Members menu', 'Child link' ), $rendered->getArrayCopy() ) ), 'Hidden items and their children never render.' );
		$this->assertContains( 'Public link', $rendered->getArrayCopy() );
		$this->assertStringContainsString( 'Public link', $html );
		$this->assertStringNotContainsString( 'Members link', $html );
		$this->assertStringNotContainsString( 'Members menu', $html );
		$this->assertStringNotContainsString( 'Child link', $html );

		$this->act_as( 'subscriber' );
		$html = self::render( $content );
		$this->assertStringContainsString( 'Members link', $html );
		$this->assertStringContainsString( 'Members menu', $html );
		$this->assertStringContainsString( 'Child link', $html );
	}

	public function test_a_navigation_menu_post_takes_conditions_on_its_items(): void {
		$id       = $this->create_condition( self::logged_in() );
		$menu     = $this->create_post(
			array(
				'post_type'    => 'wp_navigation',
				'post_content' => '<!-- wp:navigation-link {"label":"Menu public","url":"https://example.org/a"} /--><!-- wp:navigation-link {"label":"Menu members","url":"https://example.org/b",' . self::condition( $id ) . '} /-->',
			)
		);
		$rendered = new \ArrayObject();
		add_filter(
			'render_block_core/navigation-link',
			static function ( $html, $block ) use ( $rendered ) {
				$rendered[] = $block['attrs']['label'] ?? '';
				return $html;
			},
			10,
			2
		);
		$html = self::render( '<!-- wp:navigation {"ref":' . $menu . ',"overlayMenu":"never"} /-->' );
		$this->assertNotContains( 'Menu members', $rendered->getArrayCopy(), 'The hidden item never rendered.' );
		$this->assertStringContainsString( 'Menu public', $html );
		$this->assertStringNotContainsString( 'Menu members', $html );
	}

	public function test_a_widget_group_hides_its_guarded_inner_block(): void {
		$id   = $this->create_condition( self::logged_in() );
		$html = self::render( '<!-- wp:widget-group --><!-- wp:paragraph --><p>Widget public</p><!-- /wp:paragraph -->' . self::paragraph( 'Widget members', self::condition( $id ) ) . '<!-- /wp:widget-group -->' );
		$this->assertStringContainsString( 'Widget public', $html );
		$this->assertStringNotContainsString( 'Widget members', $html );
	}

	public function test_rest_post_content_applies_conditions_for_visitors_and_not_in_the_edit_context(): void {
		$id   = $this->create_condition( self::logged_in() );
		$post = $this->create_post( array( 'post_content' => self::paragraph( 'Rest public' ) . self::paragraph( 'Rest members', self::condition( $id ) ) ) );

		$view = $this->rest( 'GET', '/wp/v2/posts/' . $post );
		$this->assertStatus( 200, $view );
		$this->assertStringContainsString( 'Rest public', $view->get_data()['content']['rendered'] );
		$this->assertStringNotContainsString( 'Rest members', $view->get_data()['content']['rendered'] );

		$this->act_as( 'editor' );
		$edit = $this->rest( 'GET', '/wp/v2/posts/' . $post, array( 'context' => 'edit' ) );
		$this->assertStatus( 200, $edit );
		$this->assertStringContainsString( 'Rest members', $edit->get_data()['content']['rendered'] );
	}

	public function test_the_flag_off_leaves_blocks_alone(): void {
		$id = $this->create_condition( self::logged_in() );
		update_option( Feature_Flags::BLOCK_CONDITIONS, '0' );
		Render_Pipeline::instance()->reset();
		$this->assertStringContainsString( 'Flag off', self::render( self::paragraph( 'Flag off', self::condition( $id ) ) ) );

		update_option( Feature_Flags::BLOCK_CONDITIONS, '1' );
		Render_Pipeline::instance()->reset();
		$this->assertStringNotContainsString( 'Flag on', self::render( self::paragraph( 'Flag on', self::condition( $id ) ) ) );
	}

	public function test_the_rest_block_renderer_shows_the_block_to_a_user_who_can_edit_posts(): void {
		$id     = $this->create_condition( self::tree( self::row( 'user_role', 'general:logged_out', 'is' ) ) );
		$params = array(
			'context'    => 'edit',
			'attributes' => array( 'gbBlockCondition' => (string) $id ),
		);
		$this->act_as( 'editor' );
		$this->assertStringNotContainsString( 'wp-block-site-title', self::render( '<!-- wp:site-title {' . self::condition( $id ) . '} /-->' ), 'On the front end the editor does not see it.' );

		$response = $this->rest( 'GET', '/wp/v2/block-renderer/core/site-title', $params );
		$this->assertStatus( 200, $response );
		$data = $response->get_data();
		$this->assertIsArray( $data );
		$this->assertStringContainsString( 'wp-block-site-title', (string) $data['rendered'] );

		// After the REST request, the front end applies conditions again.
		$this->assertStringNotContainsString( 'wp-block-site-title', self::render( '<!-- wp:site-title {' . self::condition( $id ) . '} /-->' ) );
	}

	/**
	 * A page of 300 blocks (100 groups of a heading and a paragraph) whose paragraphs use 20 conditions,
	 * and the same page without conditions.
	 *
	 * @return array{0: string, 1: string}
	 */
	private function page_of_300_blocks(): array {
		$ids = array();
		for ( $i = 0; $i < 20; $i++ ) {
			$ids[] = $this->create_condition( self::logged_in() );
		}
		$with    = '';
		$without = '';
		for ( $i = 0; $i < 100; $i++ ) {
			$group    = '<!-- wp:group --><div class="wp-block-group"><!-- wp:heading --><h2 class="wp-block-heading">Heading ' . $i . '</h2><!-- /wp:heading -->';
			$with    .= $group . self::paragraph( 'Paragraph ' . $i, self::condition( $ids[ $i % 20 ] ) ) . '</div><!-- /wp:group -->';
			$without .= $group . self::paragraph( 'Paragraph ' . $i ) . '</div><!-- /wp:group -->';
		}
		return array( $with, $without );
	}

	/**
	 * Queries made while rendering the page as its main query (the request's first conditional block
	 * primes every condition), after a warm-up render of the same page without conditions.
	 *
	 * @param string $with    Page with conditions.
	 * @param string $without Same page without.
	 */
	private function queries_to_render( string $with, string $without ): int {
		global $wpdb;
		$page = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_content' => $with,
			)
		);
		$this->go_to( array( 'page_id' => $page ) );
		Decisions::flush();
		do_blocks( $without );
		$before = $wpdb->num_queries;
		$html   = do_blocks( $with );
		$count  = $wpdb->num_queries - $before;
		$this->assertSame( 0, substr_count( $html, 'Paragraph ' ), 'Visitors see no guarded paragraph.' );
		$this->assertSame( 100, substr_count( $html, 'Heading ' ) );
		return $count;
	}

	public function test_a_300_block_page_with_20_conditions_makes_no_query_with_the_condition_cache(): void {
		list( $with, $without ) = $this->page_of_300_blocks();
		Condition_Store::instance()->rebuild_cache();
		$this->assertSame( 0, $this->queries_to_render( $with, $without ) );
	}

	public function test_with_the_condition_cache_the_template_parts_are_not_read_for_priming(): void {
		list( $with, $without ) = $this->page_of_300_blocks();
		$slug                   = 'gb-part-' . wp_generate_password( 6, false, false );
		$this->create_template_part( $slug, self::paragraph( 'Part' ) );
		Condition_Store::instance()->rebuild_cache();
		// A block template with a customised template part: priming would read it (a query) to collect the
		// ids of its conditions; with every condition in the cache there is nothing to prime.
		$GLOBALS['_wp_current_template_content'] = '<!-- wp:template-part {"slug":"' . $slug . '"} /--><!-- wp:post-content /-->';
		try {
			$this->assertSame( 0, $this->queries_to_render( $with, $without ) );
		} finally {
			unset( $GLOBALS['_wp_current_template_content'] );
		}
	}

	public function test_a_300_block_page_with_20_conditions_makes_one_query_without_the_cache(): void {
		list( $with, $without ) = $this->page_of_300_blocks();
		delete_option( Condition_Store::CACHE_OPTION );
		$this->assertSame( 1, $this->queries_to_render( $with, $without ) );
	}

	public function test_a_300_block_page_with_20_conditions_makes_one_query_on_a_site_with_more_than_200_conditions(): void {
		list( $with, $without ) = $this->page_of_300_blocks();
		// What rebuild_cache() stores for a site with more conditions than CACHE_LIMIT.
		Condition_Store::instance()->rebuild_cache();
		update_option(
			Condition_Store::CACHE_OPTION,
			array(
				'generation' => get_option( Condition_Store::GENERATION_OPTION ),
				'value'      => array(
					'complete' => false,
					'records'  => array(),
				),
			),
			true
		);
		$this->assertFalse( Condition_Store::instance()->answers_from_cache() );
		$this->assertTrue( Condition_Store::instance()->may_have_visitor_rules() );
		$this->assertSame( 1, $this->queries_to_render( $with, $without ) );
	}

	public function test_the_request_primes_conditions_of_the_template_its_parts_synced_patterns_and_menus(): void {
		$ids     = array();
		$ids[]   = $this->create_condition( self::logged_in() );
		$ids[]   = $this->create_condition( self::logged_in() );
		$ids[]   = $this->create_condition( self::logged_in() );
		$ids[]   = $this->create_condition( self::logged_in() );
		$ids[]   = $this->create_condition( self::logged_in() );
		$pattern = $this->create_post(
			array(
				'post_type'    => 'wp_block',
				'post_content' => self::paragraph( 'P', self::condition( $ids[2] ) ),
			)
		);
		$menu    = $this->create_post(
			array(
				'post_type'    => 'wp_navigation',
				'post_content' => '<!-- wp:navigation-link {"label":"M","url":"https://example.org/m",' . self::condition( $ids[3] ) . '} /-->',
			)
		);
		$slug    = 'gb-part-' . wp_generate_password( 6, false, false );
		$this->create_template_part( $slug, self::paragraph( 'T', self::condition( $ids[4] ) ) . '<!-- wp:navigation {"ref":' . $menu . '} /-->' );
		$page = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_content' => self::paragraph( 'C', self::condition( $ids[0] ) ) . '<!-- wp:block {"ref":' . $pattern . '} /-->',
			)
		);
		$this->go_to( array( 'page_id' => $page ) );
		$GLOBALS['_wp_current_template_content'] = '<!-- wp:template-part {"slug":"' . $slug . '"} /--><!-- wp:post-content /--><!-- wp:paragraph {' . self::condition( $ids[1] ) . '} --><p>X</p><!-- /wp:paragraph -->';
		try {
			$found = Block_Conditions::request_condition_ids();
		} finally {
			unset( $GLOBALS['_wp_current_template_content'] );
		}
		sort( $found );
		$this->assertSame( array_map( 'strval', $ids ), $found );
	}

	public function test_condition_ids_are_read_from_markup_as_strings_or_numbers(): void {
		$this->assertSame( array( '12', '7' ), Block_Conditions::ids_in( '<!-- wp:paragraph {"gbBlockCondition":"12"} /--><!-- wp:group {"gbBlockCondition":7} /--><!-- wp:paragraph {"gbBlockCondition":"12"} /-->' ) );
		$this->assertSame( array(), Block_Conditions::ids_in( '<!-- wp:paragraph {"gbBlockCondition":""} /-->' ) );
	}
}
