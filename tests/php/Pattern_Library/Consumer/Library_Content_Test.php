<?php
/**
 * Categories and patterns of libraries: the local one in-process, remote ones through a 24 h cache.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Pattern_Library\Consumer;

use GBlocks_Pro\Pattern_Library\Library_Contract;
use GBlocks_Pro\Pattern_Library\Library_Store;

final class Library_Content_Test extends Consumer_Test_Case {

	public function test_remote_patterns_are_cached_so_a_second_call_makes_no_request(): void {
		$id = self::library( 'gbpl_good' );
		$this->act_as( 'author' );

		$first  = $this->rest( 'GET', self::BASE . '/libraries/' . $id . '/patterns', array( 'page' => 1 ) );
		$second = $this->rest( 'GET', self::BASE . '/libraries/' . $id . '/patterns', array( 'page' => 1 ) );

		$this->assertStatus( 200, $first );
		$this->assertSame( $first->get_data(), $second->get_data() );
		$this->assertCount( 1, self::hits(), 'The second answer came from the cache.' );
		$this->assertStringContainsString( 'page=1', self::hits()[0] );
		$this->assertStringContainsString( 'per_page=100', self::hits()[0] );

		$this->rest( 'GET', self::BASE . '/libraries/' . $id . '/patterns', array( 'page' => 2 ) );
		$this->assertCount( 2, self::hits(), 'Other arguments are another cache entry.' );

		$timeout = (int) get_option( '_transient_timeout_gblocks_pro_pl_' . md5( $id . '|1|patterns|' . wp_json_encode( array( 'page' => 1, 'per_page' => 100 ) ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- One line key.
		$this->assertEqualsWithDelta( time() + DAY_IN_SECONDS, $timeout, 60, 'Cached for 24 hours.' );
	}

	public function test_refresh_drops_the_cache_of_that_library(): void {
		$id = self::library( 'gbpl_good' );
		$this->act_as( 'contributor' );
		$this->rest( 'GET', self::BASE . '/libraries/' . $id . '/categories' );
		$this->rest( 'GET', self::BASE . '/libraries/' . $id . '/categories' );
		$this->assertCount( 1, self::hits() );

		$this->act_as( 'administrator' );
		$refreshed = $this->post_empty( self::BASE . '/libraries/' . $id . '/refresh' );
		$this->act_as( 'contributor' );
		$this->rest( 'GET', self::BASE . '/libraries/' . $id . '/categories' );

		$this->assertStatus( 200, $refreshed );
		$this->assertSame( array( 'refreshed' => true ), self::payload( $refreshed ) );
		$this->assertCount( 2, self::hits(), 'After a refresh the library is asked again.' );
	}

	public function test_only_managers_may_drop_the_site_wide_cache(): void {
		$id = self::library( 'gbpl_good' );
		$this->act_as( 'editor' );
		$this->rest( 'GET', self::BASE . '/libraries/' . $id . '/categories' );

		$refused = $this->post_empty( self::BASE . '/libraries/' . $id . '/refresh' );
		$this->rest( 'GET', self::BASE . '/libraries/' . $id . '/categories' );

		$this->assertStatus( 403, $refused );
		$this->assertSame( 'Sorry, you are not allowed to manage pattern libraries.', self::payload( $refused ) );
		$this->assertCount( 1, self::hits(), 'The cache was kept.' );
	}

	public function test_an_empty_library_is_cached_for_minutes_not_a_day(): void {
		$id = self::library( 'gbpl_empty' );
		$this->act_as( 'author' );
		$contract = json_decode( (string) file_get_contents( GBLOCKS_PRO_DIR . Library_Contract::FILE ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- The contract file.

		$patterns   = $this->rest( 'GET', self::BASE . '/libraries/' . $id . '/patterns' );
		$categories = $this->rest( 'GET', self::BASE . '/libraries/' . $id . '/categories' );
		$again      = $this->rest( 'GET', self::BASE . '/libraries/' . $id . '/patterns' );

		$this->assertStatus( 200, $patterns );
		$this->assertSame( array(), self::payload( $patterns )['items'] );
		$this->assertSame( array(), self::payload( $categories ) );
		$this->assertSame( self::payload( $patterns ), self::payload( $again ) );
		$this->assertCount( 2, self::hits(), 'An empty answer is cached too, for a while.' );
		$this->assertSame( 300, $contract['emptyCacheSeconds'] );
		$timeouts = array(
			'patterns'   => '|1|patterns|' . wp_json_encode( array( 'page' => 1, 'per_page' => 100 ) ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- One line key.
			'categories' => '|1|categories|[]',
		);
		foreach ( $timeouts as $route => $key ) {
			$timeout = (int) get_option( '_transient_timeout_gblocks_pro_pl_' . md5( $id . $key ) );
			$this->assertEqualsWithDelta( time() + $contract['emptyCacheSeconds'], $timeout, 5, $route . ': cached for emptyCacheSeconds.' );
		}
	}

	public function test_a_failed_fetch_is_never_cached(): void {
		$id = self::library( 'gbpl_500' );
		$this->act_as( 'editor' );

		$failed = $this->rest( 'GET', self::BASE . '/libraries/' . $id . '/patterns' );
		self::set_key( $id, 'gbpl_good' );
		$later = $this->rest( 'GET', self::BASE . '/libraries/' . $id . '/patterns' );

		$this->assertStatus( 502, $failed );
		$this->assertSame( 'Could not load patterns from Fake library: The library had an error (HTTP 500). Try again later.', self::payload( $failed ) );
		$this->assertStatus( 200, $later );
		$this->assertCount( 1, self::payload( $later )['items'], 'Not an empty list from the cache.' );
		$this->assertCount( 2, self::hits() );
	}

	/**
	 * Malformed answers fail the patterns route with a reason and are not cached either.
	 *
	 * @return array<string, array{string, string}>
	 */
	public static function broken(): array {
		return array(
			'malformed JSON' => array( 'gbpl_malformed', 'The library sent an answer this site cannot read.' ),
			'wrong shape'    => array( 'gbpl_shape', 'The library sent an answer this site cannot read.' ),
			'over 5 MB'      => array( 'gbpl_big', 'The library answered with more than 5 MB.' ),
			'timeout'        => array( 'gbpl_slow', 'Could not reach the library: ' ),
			'rate limited'   => array( 'gbpl_429', 'The library is receiving too many requests. Try again in a minute.' ),
			'revoked key'    => array( 'gbpl_revoked', 'The library refused this public key.' ),
		);
	}

	/**
	 * A broken provider gives a 502 naming the library and the reason, every time (nothing cached).
	 *
	 * @dataProvider broken
	 *
	 * @param string $key    The key (the provider's behaviour).
	 * @param string $reason The reason (its start for transport errors).
	 */
	public function test_a_broken_provider_answers_a_named_502( string $key, string $reason ): void {
		self::time_enough_for( $key );
		$id = self::library( $key );
		$this->act_as( 'author' );

		$response = $this->rest( 'GET', self::BASE . '/libraries/' . $id . '/patterns' );
		$this->rest( 'GET', self::BASE . '/libraries/' . $id . '/categories' );

		$this->assertStatus( 502, $response );
		$this->assertFalse( $response->get_data()['success'] );
		$this->assertStringStartsWith( 'Could not load patterns from Fake library: ' . $reason, self::payload( $response ) );
		$this->assertCount( 2, self::hits() );
	}

	public function test_remote_content_is_sanitised_before_it_is_cached_or_returned(): void {
		$id = self::library( 'gbpl_good' );
		$this->act_as( 'administrator' );

		$response = $this->rest( 'GET', self::BASE . '/libraries/' . $id . '/patterns' );

		$this->assertStatus( 200, $response );
		$item = self::payload( $response )['items'][0];
		$this->assertSame( 101, $item['id'] );
		$this->assertSame( 'Hero page 1', $item['title'] );
		$this->assertSame( array( 'heroes' ), $item['categories'] );
		$this->assertStringContainsString( '<!-- wp:paragraph {"className":"pl-card"} -->', $item['content'] );
		$this->assertStringContainsString( 'Hello', $item['content'] );
		$this->assertStringNotContainsString( '<script', $item['content'] );
		$this->assertStringNotContainsString( 'javascript:', $item['content'] );
		$this->assertStringNotContainsString( 'onclick', $item['content'] );
		$cached = wp_json_encode( $this->rest( 'GET', self::BASE . '/libraries/' . $id . '/patterns' )->get_data() );
		$this->assertStringNotContainsString( '<script', (string) $cached );
		$this->assertSame( 1, count( self::hits() ) );
	}

	public function test_remote_patterns_lose_unsafe_html_attributes_and_dynamic_tags_whoever_asks(): void {
		$id = self::library( 'gbpl_hostile' );
		$this->act_as( 'administrator' );
		$this->assertTrue( current_user_can( 'unfiltered_html' ), 'the strictest policy applies even to administrators' );

		$response = $this->rest( 'GET', self::BASE . '/libraries/' . $id . '/patterns' );

		$this->assertStatus( 200, $response );
		$content = (string) self::payload( $response )['items'][0]['content'];
		foreach ( array( 'onclick', 'onmouseover', 'onfocus', 'javascript', 'jav&#x61;script', 'srcdoc', 'alert', '{{', 'u007b', 'admin_email', '_secret' ) as $unsafe ) {
			$this->assertStringNotContainsStringIgnoringCase( $unsafe, $content );
		}
		$blocks = parse_blocks( $content );
		$group  = $blocks[0];
		$this->assertSame( 'core/group', $group['blockName'] );
		$this->assertSame(
			array(
				'data-ok' => 'kept',
				'title'   => 'Mail ',
			),
			$group['attrs']['htmlAttributes']
		);
		$this->assertSame( 'pl-card', $group['attrs']['className'] );
		$this->assertSame( array( 'rel' => 'nofollow' ), $group['innerBlocks'][0]['attrs']['linkHtmlAttributes'] );
		$this->assertStringContainsString( '<p>Email:', $content );
		$this->assertStringContainsString( 'done</p>', $content );
		$this->assertStringContainsString( '>Go</a>', $content );

		// What is cached is what was returned: the second answer comes from the cache, cleaned.
		$again = $this->rest( 'GET', self::BASE . '/libraries/' . $id . '/patterns' );
		$this->assertSame( $content, self::payload( $again )['items'][0]['content'] );
		$this->assertSame( 1, count( self::hits() ) );
	}

	public function test_remote_categories_are_passed_on_as_plain_text(): void {
		$id = self::library( 'gbpl_good' );
		$this->act_as( 'contributor' );

		$response = $this->rest( 'GET', self::BASE . '/libraries/' . $id . '/categories' );

		$this->assertStatus( 200, $response );
		$this->assertSame(
			array(
				array(
					'id'    => 7,
					'name'  => 'Heroes',
					'slug'  => 'heroes',
					'count' => 1,
				),
				array(
					'id'    => 8,
					'name'  => 'Cards',
					'slug'  => 'cards',
					'count' => 1,
				),
			),
			self::payload( $response )
		);
	}

	public function test_search_and_category_are_sent_to_the_provider(): void {
		$id = self::library( 'gbpl_good' );
		$this->act_as( 'author' );

		$this->rest(
			'GET',
			self::BASE . '/libraries/' . $id . '/patterns',
			array(
				'search'   => 'big hero & co',
				'category' => 'Heroes',
				'per_page' => 10,
			)
		);

		$this->assertStringContainsString( 'search=big%20hero%20%26%20co', self::hits()[0] );
		$this->assertStringContainsString( 'category=heroes', self::hits()[0] );
		$this->assertStringContainsString( 'per_page=10', self::hits()[0] );
	}

	public function test_the_local_library_answers_every_published_synced_pattern_without_http(): void {
		$term = wp_insert_term( 'Heroes', 'wp_pattern_category' );
		$this->assertIsArray( $term );
		$hero  = $this->create_post(
			array(
				'post_type'    => 'wp_block',
				'post_title'   => 'Big Hero',
				'post_content' => '<!-- wp:paragraph --><p>Hero</p><!-- /wp:paragraph -->',
			)
		);
		$other = $this->create_post(
			array(
				'post_type'  => 'wp_block',
				'post_title' => 'Another',
			)
		);
		$this->create_post(
			array(
				'post_type'   => 'wp_block',
				'post_title'  => 'Draft pattern',
				'post_status' => 'draft',
			)
		);
		wp_set_object_terms( $hero, array( (int) $term['term_id'] ), 'wp_pattern_category' );
		$local = Library_Store::all()[0]['id'];
		$this->act_as( 'contributor' );

		$patterns   = self::payload( $this->rest( 'GET', self::BASE . '/libraries/' . $local . '/patterns' ) );
		$categories = self::payload( $this->rest( 'GET', self::BASE . '/libraries/' . $local . '/categories' ) );
		$in_heroes  = self::payload( $this->rest( 'GET', self::BASE . '/libraries/' . $local . '/patterns', array( 'category' => 'heroes' ) ) );
		$searched   = self::payload( $this->rest( 'GET', self::BASE . '/libraries/' . $local . '/patterns', array( 'search' => 'Another' ) ) );

		$this->assertSame( 2, $patterns['total'] );
		$this->assertSame( 1, $patterns['pages'] );
		$this->assertSame( array( 'Another', 'Big Hero' ), array_column( $patterns['items'], 'title' ) );
		$this->assertSame( array( $other, $hero ), array_column( $patterns['items'], 'id' ) );
		$this->assertSame( array( 'heroes' ), $patterns['items'][1]['categories'] );
		$this->assertSame( '<!-- wp:paragraph --><p>Hero</p><!-- /wp:paragraph -->', $patterns['items'][1]['content'] );
		$this->assertSame(
			array(
				array(
					'id'    => (int) $term['term_id'],
					'name'  => 'Heroes',
					'slug'  => 'heroes',
					'count' => 1,
				),
			),
			$categories
		);
		$this->assertSame( array( $hero ), array_column( $in_heroes['items'], 'id' ) );
		$this->assertSame( array( $other ), array_column( $searched['items'], 'id' ) );
		$this->assertSame( array(), self::hits() );
	}

	public function test_a_disabled_library_is_unknown_to_editors_but_not_to_administrators(): void {
		$id = self::library( 'gbpl_good' );
		Library_Store::update( $id, array( 'isEnabled' => false ) );

		$this->act_as( 'editor' );
		$editor = $this->rest( 'GET', self::BASE . '/libraries/' . $id . '/patterns' );
		$this->act_as( 'administrator' );
		$admin = $this->rest( 'GET', self::BASE . '/libraries/' . $id . '/patterns' );

		$this->assertStatus( 404, $editor );
		$this->assertSame( 'Library not found.', self::payload( $editor ) );
		$this->assertStatus( 200, $admin );
	}
}
