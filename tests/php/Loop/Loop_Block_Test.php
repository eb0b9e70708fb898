<?php
/**
 * The loop block on the front end.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

// phpcs:disable WordPress.DB.SlowDBQuery.slow_db_query_meta_key, WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- The loop's attribute names (SPEC 3), not query arguments.

namespace GBlocks_Pro\Tests\Loop;

use GBlocks_Pro\Loop\Loop_Block;
use GBlocks_Pro\Support\Contract_File;

/**
 * Post meta and options, pagination, bad values, nested blocks, core/post-title inside, refusals.
 */
final class Loop_Block_Test extends Loop_Test_Case {

	public function test_both_blocks_are_registered_from_their_block_json(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		$loop     = $registry->get_registered( 'gblocks-pro/loop' );
		$area     = $registry->get_registered( 'gblocks-pro/loop-no-results' );
		$this->assertNotNull( $loop );
		$this->assertNotNull( $area );
		$this->assertSame( 'Loop', $loop->title );
		$this->assertTrue( $loop->skip_inner_blocks );
		$this->assertSame( 'No Results', $area->title );
		$this->assertSame( array( 'gblocks-pro/loop' ), $area->parent );
		$this->assertFalse( $area->supports['html'] );
	}

	/**
	 * Registering reads each block.json from the manifest registered with WordPress (the generated copy
	 * of the contracts), identical to the file, instead of opening and decoding the file per request.
	 */
	public function test_the_blocks_metadata_comes_from_the_registered_manifest(): void {
		foreach ( array(
			'src/loop'            => 'src/loop/block.json',
			'src/loop/no-results' => 'src/loop/no-results/block.json',
		) as $folder => $file ) {
			$metadata = \WP_Block_Metadata_Registry::get_metadata( Contract_File::path( $folder ) );
			$this->assertIsArray( $metadata, $folder );
			$this->assertSame( json_decode( (string) file_get_contents( Contract_File::path( $file ) ), true ), $metadata, $folder ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- The block's own block.json.
		}
	}

	public function test_post_meta_items_render_the_inner_blocks_once_each_with_item_and_index(): void {
		$html = $this->render_as_author( self::loop( array( 'meta_key' => 'colors' ) ), 'administrator', array( 'colors' => array( 'red', 'green', 'blue' ) ) );

		$this->assertSame( array( '[1:red:', '[2:green:', '[3:blue:' ), array_map( static fn( string $p ): string => substr( $p, 0, strrpos( $p, ':' ) + 1 ), self::probes( $html ) ) );
		$this->assertSame( 3, substr_count( $html, 'class="gblocks-pro-loop__item"' ) );
		$this->assertStringContainsString( 'wp-block-gblocks-pro-loop', $html );
	}

	public function test_the_no_results_area_renders_only_when_there_are_no_items(): void {
		$with    = $this->render_as_author( self::loop( array( 'meta_key' => 'colors' ), '<!-- wp:gbtest/loop-probe /-->', self::paragraph( 'Nothing here' ) ), 'administrator', array( 'colors' => array( 'red' ) ) );
		$without = $this->render_as_author( self::loop( array( 'meta_key' => 'missing' ), '<!-- wp:gbtest/loop-probe /-->', self::paragraph( 'Nothing here' ) ) );

		$this->assertStringNotContainsString( 'Nothing here', $with );
		$this->assertCount( 1, self::probes( $with ) );
		$this->assertStringContainsString( 'Nothing here', $without );
		$this->assertSame( array(), self::probes( $without ) );
	}

	public function test_a_loop_without_items_and_without_no_results_area_prints_nothing(): void {
		$this->assertSame( '', trim( $this->render_as_author( self::loop( array( 'meta_key' => 'missing' ) ) ) ) );
	}

	/**
	 * Stored values that are not arrays.
	 *
	 * @return array<string, array{mixed}>
	 */
	public function not_arrays(): array {
		return array(
			'string'       => array( 'red, green' ),
			'number'       => array( 42 ),
			'true'         => array( true ),
			'empty string' => array( '' ),
			'object'       => array( (object) array( 'a' => 1 ) ),
			'serialized'   => array( 'a:1:{i:0;s:1:"x";}x' ),
			'json string'  => array( '["a","b"]' ),
			'empty array'  => array( array() ),
		);
	}

	/**
	 * Anything but an array gives the no-results content, without a warning.
	 *
	 * @dataProvider not_arrays
	 *
	 * @param mixed $value The stored value.
	 */
	public function test_values_that_are_not_arrays_give_the_no_results_content( $value ): void {
		$html = $this->render_as_author( self::loop( array( 'meta_key' => 'value' ), '<!-- wp:gbtest/loop-probe /-->', self::paragraph( 'No items' ) ), 'administrator', array( 'value' => $value ) );

		$this->assertSame( array(), self::probes( $html ) );
		$this->assertStringContainsString( 'No items', $html );
	}

	public function test_nested_junk_items_render_without_warnings(): void {
		$junk = array( null, array( 'a' => array( 'b' => array( 'c' => array( 'd' => 1 ) ) ) ), (object) array( 'x' => 'y' ), 1.5, '', false, array() );
		$html = $this->render_as_author( self::loop( array( 'meta_key' => 'junk' ) ), 'administrator', array( 'junk' => $junk ) );

		$this->assertCount( 7, self::probes( $html ) );
		$this->assertStringContainsString( '[2:{&quot;a&quot;:{&quot;b&quot;', $html );
	}

	public function test_options_are_looped(): void {
		update_option( 'gbtest_menu_items', array( 'Home', 'About' ) );
		$html = $this->render_as_author(
			self::loop(
				array(
					'queryType' => 'option',
					'meta_key'  => 'gbtest_menu_items',
				)
			)
		);

		$this->assertSame( array( '[1:Home:', '[2:About:' ), array_map( static fn( string $p ): string => substr( $p, 0, strrpos( $p, ':' ) + 1 ), self::probes( $html ) ) );
	}

	/**
	 * Per page and offset, and what they give over ten items 1..10.
	 *
	 * @return array<string, array{array<string, mixed>, int[]}>
	 */
	public function pages(): array {
		return array(
			'default per page 10'             => array( array(), range( 1, 10 ) ),
			'per page 3'                      => array( array( 'posts_per_page' => 3 ), array( 1, 2, 3 ) ),
			'per page 3, offset 2'            => array(
				array(
					'posts_per_page' => 3,
					'offset'         => 2,
				),
				array( 3, 4, 5 ),
			),
			'offset past the end'             => array(
				array(
					'posts_per_page' => 3,
					'offset'         => 50,
				),
				array(),
			),
			'per page -1 shows all'           => array( array( 'posts_per_page' => -1 ), range( 1, 12 ) ),
			'offset ignored with per page -1' => array(
				array(
					'posts_per_page' => -1,
					'offset'         => 5,
				),
				range( 1, 12 ),
			),
			'negative offset counts as 0'     => array(
				array(
					'posts_per_page' => 2,
					'offset'         => -4,
				),
				array( 1, 2 ),
			),
			'per page below -1 counts as -1'  => array(
				array(
					'posts_per_page' => -7,
					'offset'         => 3,
				),
				range( 1, 12 ),
			),
			'per page 0 shows none'           => array( array( 'posts_per_page' => 0 ), array() ),
			'a fraction is cut'               => array( array( 'posts_per_page' => 2.7 ), array( 1, 2 ) ),
			'not a number: the default'       => array( array( 'posts_per_page' => 'lots' ), range( 1, 10 ) ),
		);
	}

	/**
	 * Per page (min -1) and offset (min 0, ignored when per page is -1).
	 *
	 * @dataProvider pages
	 *
	 * @param array<string, mixed> $attributes Pagination attributes.
	 * @param int[]                $expected   Items rendered.
	 */
	public function test_per_page_and_offset( array $attributes, array $expected ): void {
		$html  = $this->render_as_author( self::loop( array( 'meta_key' => 'numbers' ) + $attributes ), 'administrator', array( 'numbers' => range( 1, 12 ) ) );
		$items = array_map( static fn( string $p ): int => (int) explode( ':', $p )[1], self::probes( $html ) );
		$this->assertSame( $expected, $items );
	}

	public function test_ten_thousand_items_render_one_page_and_at_most_the_cap_with_per_page_minus_one(): void {
		$many = range( 1, 10000 );
		$page = $this->render_as_author( self::loop( array( 'meta_key' => 'many' ) ), 'administrator', array( 'many' => $many ) );
		$all  = $this->render_as_author(
			self::loop(
				array(
					'meta_key'       => 'many',
					'posts_per_page' => -1,
				)
			),
			'administrator',
			array( 'many' => $many )
		);

		$this->assertCount( 10, self::probes( $page ) );
		$this->assertCount( 1000, self::probes( $all ) );
	}

	public function test_the_cap_is_filterable(): void {
		add_filter( 'gblocks_pro_loop_max_items', static fn(): int => 4 );
		$html = $this->render_as_author(
			self::loop(
				array(
					'meta_key'       => 'numbers',
					'posts_per_page' => -1,
				)
			),
			'administrator',
			array( 'numbers' => range( 1, 12 ) )
		);
		$this->assertCount( 4, self::probes( $html ) );
	}

	public function test_nested_blocks_and_a_nested_loop_get_the_item_context(): void {
		$first  = $this->create_post( array( 'post_title' => 'First' ) );
		$second = $this->create_post( array( 'post_title' => 'Second' ) );
		update_post_meta( $first, 'tags', array( 'a', 'b' ) );
		update_post_meta( $second, 'tags', array( 'c' ) );
		$inner = "<!-- wp:group -->\n<div class=\"wp-block-group\"><!-- wp:gbtest/loop-probe /-->\n" . self::loop( array( 'meta_key' => 'tags' ) ) . "</div>\n<!-- /wp:group -->";

		$html = $this->render_as_author( self::loop( array( 'meta_key' => 'related' ), $inner ), 'administrator', array( 'related' => array( $first, $second ) ) );

		$this->assertSame(
			array( "[1:$first:$first]", "[1:a:$first]", "[2:b:$first]", "[2:$second:$second]", "[1:c:$second]" ),
			self::probes( $html ),
			'The inner loop reads the meta of the outer item\'s post ("current"), with its own index.'
		);
	}

	public function test_core_post_title_inside_shows_each_item_post(): void {
		$first  = $this->create_post( array( 'post_title' => 'Alpha title' ) );
		$second = $this->create_post( array( 'post_title' => 'Beta title' ) );
		$items  = array( $first, array( 'ID' => $second ), (object) array( 'id' => (string) $first ) );

		$html = $this->render_as_author( self::loop( array( 'meta_key' => 'posts' ), '<!-- wp:post-title /-->' ), 'administrator', array( 'posts' => $items ) );

		$this->assertSame( 2, substr_count( $html, 'Alpha title' ) );
		$this->assertSame( 1, substr_count( $html, 'Beta title' ) );
	}

	public function test_a_private_post_item_does_not_become_the_context_post_for_visitors(): void {
		$private = $this->create_post(
			array(
				'post_title'  => 'Secret private title',
				'post_status' => 'private',
			)
		);
		$html    = $this->render_as_author( self::loop( array( 'meta_key' => 'posts' ), '<!-- wp:post-title /-->' ), 'administrator', array( 'posts' => array( $private ) ) );

		$this->assertStringNotContainsString( 'Secret private title', $html );
	}

	public function test_meta_of_another_post_is_read_by_id(): void {
		$source = $this->create_post();
		update_post_meta( $source, 'list', array( 'x', 'y' ) );
		$html = $this->render_as_author(
			self::loop(
				array(
					'meta_key'    => 'list',
					'meta_key_id' => (string) $source,
				)
			),
			'author'
		);

		$this->assertCount( 2, self::probes( $html ) );
	}

	public function test_meta_of_a_post_the_author_may_not_read_gives_no_items(): void {
		$private = $this->create_post(
			array(
				'post_status' => 'private',
				'post_author' => $this->create_user( 'administrator' ),
			)
		);
		update_post_meta( $private, 'list', array( 'x', 'y' ) );
		$html = $this->render_as_author(
			self::loop(
				array(
					'meta_key'    => 'list',
					'meta_key_id' => (string) $private,
				),
				'<!-- wp:gbtest/loop-probe /-->',
				self::paragraph( 'None' )
			),
			'author'
		);

		$this->assertSame( array(), self::probes( $html ) );
		$this->assertStringContainsString( 'None', $html );
	}

	/**
	 * Keys and whether content by an author (no manage_options) and by an administrator may loop them.
	 *
	 * @return array<string, array{string, string, bool, bool}>
	 */
	public function access(): array {
		return array(
			'public post meta'    => array( 'post_meta', 'gallery', true, true ),
			'protected post meta' => array( 'post_meta', '_gallery', false, true ),
			'option off the list' => array( 'option', 'gbtest_list', false, true ),
			'allowed option'      => array( 'option', 'blogname', true, true ),
			'secret option'       => array( 'option', 'gbtest_api_token', false, false ),
		);
	}

	/**
	 * Meta_Access applies to the author of the content on render.
	 *
	 * @dataProvider access
	 *
	 * @param string $type      queryType.
	 * @param string $key       Key.
	 * @param bool   $for_author Whether an author's content may loop it.
	 * @param bool   $for_admin  Whether an administrator's content may loop it.
	 */
	public function test_refused_keys_give_no_items( string $type, string $key, bool $for_author, bool $for_admin ): void {
		$value = array( 'one', 'two' );
		if ( 'option' === $type ) {
			add_filter( 'pre_option_' . $key, static fn() => $value );
		}
		$markup = self::loop(
			array(
				'queryType' => $type,
				'meta_key'  => $key,
			)
		);
		$meta   = 'post_meta' === $type ? array( $key => $value ) : array();

		$this->assertCount( $for_author ? 2 : 0, self::probes( $this->render_as_author( $markup, 'author', $meta ) ), 'author' );
		$this->assertCount( $for_admin ? 2 : 0, self::probes( $this->render_as_author( $markup, 'administrator', $meta ) ), 'administrator' );
	}

	public function test_trusted_code_reads_what_administrators_may_but_never_secrets(): void {
		$post = $this->create_post( array( 'post_author' => $this->create_user( 'author' ) ) );
		update_post_meta( $post, '_gallery', array( 'a', 'b' ) );
		add_filter( 'pre_option_gbtest_api_token', static fn() => array( 'x' ) );
		$GLOBALS['post'] = get_post( $post ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The post being shown.

		// do_blocks() outside any content source: a theme file or PHP code, trusted.
		$this->assertCount( 2, self::probes( do_blocks( self::loop( array( 'meta_key' => '_gallery' ) ) ) ) );
		$this->assertCount(
			0,
			self::probes(
				do_blocks(
					self::loop(
						array(
							'queryType' => 'option',
							'meta_key'  => 'gbtest_api_token',
						)
					)
				)
			)
		);
	}

	public function test_a_synced_pattern_by_an_author_is_judged_by_its_author(): void {
		$pattern = $this->create_post(
			array(
				'post_type'    => 'wp_block',
				'post_author'  => $this->create_user( 'author' ),
				'post_content' => self::loop( array( 'meta_key' => '_gallery' ) ),
			)
		);
		$html    = $this->render_as_author( '<!-- wp:block {"ref":' . $pattern . '} /-->', 'administrator', array( '_gallery' => array( 'a', 'b' ) ) );

		$this->assertSame( array(), self::probes( $html ) );
	}

	public function test_dynamic_tags_inside_read_the_item_and_index(): void {
		$items = array(
			array( 'title' => 'First <b>item</b>' ),
			array( 'title' => 'Second' ),
		);
		$html  = $this->render_as_author( self::loop( array( 'meta_key' => 'rows' ), self::paragraph( '{{loop_index}}. {{loop_item key:title}}' ) ), 'administrator', array( 'rows' => $items ) );

		$this->assertStringContainsString( '1. First &lt;b&gt;item&lt;/b&gt;', $html );
		$this->assertStringContainsString( '2. Second', $html );
	}

	public function test_item_context_sets_post_context_only_for_readable_posts(): void {
		$post = $this->create_post();
		$this->assertSame(
			array(
				'gblocks-pro/loopItem'  => 'x',
				'gblocks-pro/loopIndex' => 3,
			),
			Loop_Block::item_context( 'x', 3, 0 )
		);
		$context = Loop_Block::item_context( array( 'ID' => $post ), 1, 0 );
		$this->assertSame( $post, $context['postId'] );
		$this->assertSame( 'post', $context['postType'] );
		$this->assertArrayNotHasKey( 'postId', Loop_Block::item_context( 999999, 1, 0 ) );
	}
}
