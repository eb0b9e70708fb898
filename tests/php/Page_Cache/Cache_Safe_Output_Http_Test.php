<?php
/**
 * Page cache compatibility through real HTTP: the front end served by `php -S`, its headers and HTML.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Page_Cache;

use GBlocks_Pro\Conditions\Post_Type as Condition_Post_Type;
use GBlocks_Pro\Page_Cache\Cache_Safety;
use GBlocks_Pro\Page_Cache\Visitor_Script;
use GBlocks_Pro\Tests\Loopback_Server;
use GBlocks_Pro\Tests\Parallel_Test_Case;

/**
 * Anonymous visits of real pages (tests/php/fixtures/front-end-router.php), with the block theme (the
 * template renders before any output) and a classic theme (output starts before the content renders):
 *
 * - setting off: a page whose output depended on a visitor rule decided on the server says
 *   `Cache-Control: private, no-cache` and defines DONOTCACHEPAGE; a page without one does neither;
 * - setting on: the same page is cacheable, carries the inert markup and the evaluator once, and holds
 *   no server rule's type, rule, key, value or condition title (issue 24 §6);
 * - without a choice the setting follows WP_CACHE (a server with WP_CACHE defined).
 *
 * @group database
 */
final class Cache_Safe_Output_Http_Test extends Parallel_Test_Case {

	protected const WORKERS = 2;

	/**
	 * A desktop browser.
	 */
	private const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

	/**
	 * Serves the front end.
	 */
	protected static function router(): string {
		return dirname( __DIR__ ) . '/fixtures/front-end-router.php';
	}

	/**
	 * Creates (and commits) a post, deleted again after the test.
	 *
	 * @param array<string, mixed> $fields wp_insert_post() fields.
	 */
	private function committed_post( array $fields ): int {
		$id = $this->create_post( $fields + array( 'post_status' => 'publish' ) );
		$this->cleanup( static fn() => wp_delete_post( $id, true ) );
		return $id;
	}

	/**
	 * Creates a published condition with rules.
	 *
	 * @param array<string, mixed> $tree  The rules.
	 * @param string               $title Its title.
	 */
	private function condition( array $tree, string $title = '' ): int {
		$id = $this->committed_post(
			array(
				'post_type'  => Condition_Post_Type::POST_TYPE,
				'post_title' => '' === $title ? 'Condition ' . self::unique() : $title,
			)
		);
		Condition_Post_Type::save_tree( $id, $tree );
		return $id;
	}

	/**
	 * One row.
	 *
	 * @return array<string, string>
	 */
	private static function row( string $type, string $rule, string $operator, string $value = '' ): array {
		return array(
			'type'     => $type,
			'rule'     => $rule,
			'operator' => $operator,
			'value'    => $value,
		);
	}

	/**
	 * An OR of AND groups.
	 *
	 * @param array<int, array<string, string>> ...$groups Each group's rows.
	 * @return array<string, mixed>
	 */
	private static function any_of( array ...$groups ): array {
		return array(
			'logic'  => 'OR',
			'groups' => array_map(
				static fn( array $rows ) => array(
					'logic'      => 'AND',
					'conditions' => $rows,
				),
				$groups
			),
		);
	}

	/**
	 * An option as stored (null: none).
	 *
	 * @param string $name Option name.
	 */
	private static function raw_option( string $name ): ?string {
		global $wpdb;
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- The stored row itself.
		return null === $value ? null : (string) $value;
	}

	/**
	 * Stores an option for the server (what was stored before is back after the test).
	 *
	 * @param string $name  Option name.
	 * @param string $value Its value.
	 */
	private function committed_option( string $name, string $value ): void {
		$before = self::raw_option( $name );
		update_option( $name, $value );
		$this->cleanup(
			static function () use ( $name, $before ): void {
				delete_option( $name );
				if ( null !== $before ) {
					add_option( $name, $before, '', true );
				}
			}
		);
	}

	/**
	 * A page with a paragraph under a condition.
	 */
	private function page_with( int $condition, string $text ): int {
		return $this->committed_post(
			array(
				'post_type'    => 'page',
				'post_title'   => 'Page ' . self::unique(),
				'post_content' => '<!-- wp:paragraph --><p>Always here</p><!-- /wp:paragraph -->'
					. '<!-- wp:paragraph {"gbBlockCondition":"' . $condition . '"} --><p>' . $text . '</p><!-- /wp:paragraph -->',
			)
		);
	}

	/**
	 * An anonymous GET of a page.
	 *
	 * @param int                   $page    Page id.
	 * @param array<string, string> $headers Request headers.
	 * @param int                   $port    The server's port (0: the class's server).
	 * @return array{status: int, headers: array<string, string>, body: string}
	 */
	private function visit( int $page, array $headers = array(), int $port = 0 ): array {
		return $this->fetch( '?page_id=' . $page, $headers, $port );
	}

	/**
	 * An anonymous GET of the front end.
	 *
	 * @param string                $query   The query string, from its '?'.
	 * @param array<string, string> $headers Request headers.
	 * @param int                   $port    The server's port (0: the class's server).
	 * @return array{status: int, headers: array<string, string>, body: string}
	 */
	private function fetch( string $query, array $headers = array(), int $port = 0 ): array {
		$headers += array(
			'Host'                => 'example.org',
			'User-Agent'          => self::DESKTOP,
			'X-Gb-Test-Evaluator' => '1',
		);
		$received = array();
		$handle   = curl_init( 'http://127.0.0.1:' . ( $port > 0 ? $port : self::port() ) . '/' . $query );
		curl_setopt_array(
			$handle,
			array(
				CURLOPT_RETURNTRANSFER => true,
				CURLOPT_TIMEOUT        => 60,
				CURLOPT_HTTPHEADER     => array_map( static fn( $name, $value ) => $name . ': ' . $value, array_keys( $headers ), $headers ),
				CURLOPT_HEADERFUNCTION => static function ( $curl, string $line ) use ( &$received ): int {
					$parts = explode( ':', $line, 2 );
					if ( 2 === count( $parts ) ) {
						$received[ strtolower( trim( $parts[0] ) ) ] = trim( $parts[1] );
					}
					return strlen( $line );
				},
			)
		);
		$body   = (string) curl_exec( $handle );
		$status = (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE );
		curl_close( $handle );
		$this->assertSame( 200, $status, $body );
		return array(
			'status'  => $status,
			'headers' => $received,
			'body'    => $body,
		);
	}

	/**
	 * Whether a response tells shared caches not to keep it.
	 *
	 * @param array{headers: array<string, string>, body: string} $response The response.
	 */
	private static function marked_private( array $response ): bool {
		return Cache_Safety::NO_CACHE === ( $response['headers']['cache-control'] ?? '' );
	}

	/**
	 * The DONOTCACHEPAGE a page cache plugin read at the end of the page (the router's comment).
	 *
	 * @param array{body: string} $response The response.
	 */
	private function donotcachepage( array $response ): bool {
		$this->assertSame( 1, preg_match( '/<!-- gb-test DONOTCACHEPAGE=([01]) -->/', $response['body'], $match ), 'The router says what DONOTCACHEPAGE was.' );
		return '1' === $match[1];
	}

	/**
	 * Every residual on a page, decoded.
	 *
	 * @param string $html The page.
	 * @return array<int, mixed>
	 */
	private static function residuals( string $html ): array {
		preg_match_all( '/\sdata-gb-condition="([^"]*)"/', $html, $matches );
		return array_map( static fn( string $value ) => json_decode( html_entity_decode( $value, ENT_QUOTES | ENT_HTML5 ), true ), $matches[1] );
	}

	/**
	 * The rule rows of a residual.
	 *
	 * @param mixed $node A residual node.
	 * @return array<int, array<string, mixed>>
	 */
	private static function rows_of( mixed $node ): array {
		if ( ! is_array( $node ) ) {
			return array( array( 'type' => '(not a node)' ) );
		}
		if ( isset( $node['any'] ) || isset( $node['all'] ) ) {
			return array_merge( ...array_map( array( self::class, 'rows_of' ), (array) ( $node['any'] ?? $node['all'] ) ) );
		}
		if ( array_key_exists( 'not', $node ) ) {
			return self::rows_of( $node['not'] );
		}
		return array( $node );
	}

	/**
	 * Setting off: a visitor rule decided on the server makes the page private, in both kinds of theme.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function themes(): array {
		return array(
			'block theme'   => array( 'block' ),
			'classic theme' => array( 'classic' ),
		);
	}

	/**
	 * Setting off: a page that a visitor rule decided on the server is private and not cached.
	 *
	 * @dataProvider themes
	 *
	 * @param string $theme Which theme serves the page.
	 */
	public function test_with_the_setting_off_a_page_decided_by_a_visitor_rule_is_private( string $theme ): void {
		$this->committed_option( Cache_Safety::OPTION, '0' );
		$page = $this->page_with( $this->condition( self::any_of( array( self::row( 'device', 'mobile', 'is' ) ) ) ), 'Phones only' );

		$response = $this->visit( $page, array( 'X-Gb-Test-Theme' => $theme ) );

		$this->assertStringContainsString( 'Always here', $response['body'] );
		$this->assertStringNotContainsString( 'Phones only', $response['body'], 'Decided on the server: a desktop.' );
		$this->assertStringNotContainsString( '<template data-gb-condition', $response['body'] );
		$this->assertTrue( self::marked_private( $response ), 'Cache-Control: ' . ( $response['headers']['cache-control'] ?? '(none)' ) );
		$this->assertTrue( $this->donotcachepage( $response ) );
	}

	/**
	 * Setting off: server rules alone leave the page cacheable.
	 *
	 * @dataProvider themes
	 *
	 * @param string $theme Which theme serves the page.
	 */
	public function test_with_the_setting_off_a_page_decided_by_server_rules_only_stays_cacheable( string $theme ): void {
		$this->committed_option( Cache_Safety::OPTION, '0' );
		$page = $this->page_with( $this->condition( self::any_of( array( self::row( 'user_role', 'general:logged_out', 'is' ) ) ) ), 'Guests' );

		$response = $this->visit( $page, array( 'X-Gb-Test-Theme' => $theme ) );

		$this->assertStringContainsString( '<p>Guests</p>', $response['body'] );
		$this->assertFalse( self::marked_private( $response ) );
		$this->assertFalse( $this->donotcachepage( $response ) );
	}

	/**
	 * Setting on: the page carries the inert block and the evaluator once, and stays cacheable.
	 *
	 * @dataProvider themes
	 *
	 * @param string $theme Which theme serves the page.
	 */
	public function test_with_the_setting_on_the_page_is_cacheable_and_the_browser_decides( string $theme ): void {
		$this->committed_option( Cache_Safety::OPTION, '1' );
		$page = $this->page_with( $this->condition( self::any_of( array( self::row( 'device', 'mobile', 'is' ) ) ) ), 'Phones only' );

		$response = $this->visit( $page, array( 'X-Gb-Test-Theme' => $theme ) );
		$body     = $response['body'];

		$this->assertStringContainsString( '<template data-gb-condition="{&quot;type&quot;:&quot;device&quot;,&quot;rule&quot;:&quot;mobile&quot;,&quot;operator&quot;:&quot;is&quot;,&quot;value&quot;:&quot;&quot;}"><p>Phones only</p></template><script>gbVisitorConditions.run()</script>', $body );
		$this->assertSame( 1, substr_count( $body, 'id="' . Visitor_Script::ID . '"' ) );
		$this->assertStringContainsString( 'e<1&&t>2', $body, 'The evaluator reaches the page as built.' );
		$this->assertLessThan( strpos( $body, '<template data-gb-condition' ), strpos( $body, 'id="' . Visitor_Script::ID . '"' ), 'The evaluator comes first.' );
		$this->assertFalse( self::marked_private( $response ) );
		$this->assertFalse( $this->donotcachepage( $response ) );
	}

	public function test_with_the_setting_on_a_theme_asking_the_php_function_about_a_visitor_rule_makes_the_page_private(): void {
		$this->committed_option( Cache_Safety::OPTION, '1' );
		$this->committed_option( 'gblocks_test_condition', (string) $this->condition( self::any_of( array( self::row( 'device', 'mobile', 'is' ) ) ) ) );
		$page = $this->committed_post(
			array(
				'post_type'    => 'page',
				'post_title'   => 'Theme page',
				'post_content' => '<!-- wp:paragraph --><p>Body</p><!-- /wp:paragraph -->',
			)
		);

		$response = $this->visit( $page, array( 'X-Gb-Test-Theme' => 'classic' ) );

		$this->assertStringContainsString( '<p>Theme: fails</p>', $response['body'] );
		$this->assertTrue( self::marked_private( $response ), 'Decided on the server after the output started.' );
		$this->assertTrue( $this->donotcachepage( $response ) );
	}

	public function test_with_the_setting_on_a_classic_menu_item_is_sent_in_a_template_with_its_residual(): void {
		$this->committed_option( Cache_Safety::OPTION, '1' );
		$condition = $this->condition( self::any_of( array( self::row( 'cookie', 'custom', 'equals', 'promo|1' ) ) ) );
		$menu      = wp_create_nav_menu( 'Main ' . self::unique() );
		$this->assertIsInt( $menu );
		$this->cleanup( static fn() => wp_delete_nav_menu( $menu ) );
		$item = wp_update_nav_menu_item(
			$menu,
			0,
			array(
				'menu-item-title'  => 'Promo',
				'menu-item-url'    => 'https://example.org/promo',
				'menu-item-status' => 'publish',
			)
		);
		$this->assertIsInt( $item );
		update_post_meta( $item, '_gb_menu_condition', (string) $condition );
		$this->committed_option( 'gblocks_test_menu', (string) $menu );
		$page = $this->committed_post(
			array(
				'post_type'    => 'page',
				'post_title'   => 'Menu page',
				'post_content' => '<!-- wp:paragraph --><p>Body</p><!-- /wp:paragraph -->',
			)
		);

		$response = $this->visit( $page, array( 'X-Gb-Test-Theme' => 'classic' ) );

		$this->assertMatchesRegularExpression( '#<template data-gb-condition="\{&quot;type&quot;:&quot;cookie&quot;[^"]*"><li id="menu-item-' . $item . '" class="[^"]*"><a href="https://example.org/promo">Promo</a></li></template>#', $response['body'] );
		$this->assertSame( 1, substr_count( $response['body'], 'id="' . Visitor_Script::ID . '"' ) );
		$this->assertFalse( self::marked_private( $response ) );
	}

	/**
	 * Issue 24 §6: an anonymous page holds no server rule's type, rule, key or value, and no condition
	 * title; only visitor rows.
	 *
	 * @dataProvider themes
	 *
	 * @param string $theme Which theme serves the page.
	 */
	public function test_nothing_of_the_server_rules_reaches_an_anonymous_page( string $theme ): void {
		$this->committed_option( Cache_Safety::OPTION, '1' );
		$this->committed_option( 'gbtest_campaign_plan', 'gbtest-gold-value' );
		$condition = $this->condition(
			self::any_of(
				array(
					self::row( 'user_role', 'general:logged_out', 'is' ),
					self::row( 'options', 'custom', 'equals', 'gbtest_campaign_plan|gbtest-gold-value' ),
					self::row( 'post_meta', 'custom', 'equals', 'gbtest_member_flag|gbtest-flag-value' ),
					self::row( 'device', 'mobile', 'is' ),
				),
				array(
					self::row( 'user_role', 'role:administrator', 'is' ),
					self::row( 'user_meta', 'custom', 'exists', 'gbtest_vip_level|' ),
					self::row( 'cookie', 'custom', 'equals', 'promo|1' ),
				),
				array(
					self::row( 'query_arg', 'custom', 'equals', 'utm_source|news' ),
					self::row( 'referrer', 'custom', 'contains', 'google' ),
				)
			),
			'Gbtest Secret Title'
		);
		$page      = $this->page_with( $condition, 'Mixed' );
		update_post_meta( $page, 'gbtest_member_flag', 'gbtest-flag-value' );

		$response = $this->visit( $page, array( 'X-Gb-Test-Theme' => $theme ) );
		$body     = $response['body'];

		$this->assertStringContainsString( '<p>Mixed</p></template>', $body, 'The server part does not decide it: deferred.' );
		foreach ( array( 'gbtest_campaign_plan', 'gbtest-gold-value', 'gbtest_member_flag', 'gbtest-flag-value', 'gbtest_vip_level', 'Gbtest Secret Title', 'user_role', 'general:logged_out', 'role:administrator', 'user_meta', 'post_meta' ) as $private ) {
			$this->assertStringNotContainsString( $private, $body );
		}
		$residuals = self::residuals( $body );
		$this->assertNotEmpty( $residuals );
		$rows = array_merge( ...array_map( array( self::class, 'rows_of' ), $residuals ) );
		$this->assertNotEmpty( $rows );
		foreach ( $rows as $row ) {
			$this->assertContains( $row['type'] ?? null, array( 'device', 'cookie', 'referrer', 'query_arg', 'date_time' ), (string) wp_json_encode( $row ) );
			$this->assertSame( array( 'operator', 'rule', 'type', 'value' ), self::sorted_keys( $row ) );
		}
		$this->assertContains( 'mobile', array_column( $rows, 'rule' ) );
		$this->assertNotContains( 'promo|1', array_column( $rows, 'value' ), 'The group of an administrator is decided (false) on the server.' );
	}

	/**
	 * Issue 36 S6: a post whose paragraphs are decided by a cookie rule (left to the browser), by a
	 * server rule that shows them to a guest, and by one that hides them; each paragraph says which.
	 *
	 * @param string $word A word of the post's title and text, for searches.
	 */
	private function post_with_gated_paragraphs( string $word ): int {
		$this->committed_option( Cache_Safety::OPTION, '1' );
		$cookie = $this->condition( self::any_of( array( self::row( 'cookie', 'custom', 'equals', 'promo|1' ) ) ) );
		$guests = $this->condition( self::any_of( array( self::row( 'user_role', 'general:logged_out', 'is' ) ) ) );
		$admins = $this->condition( self::any_of( array( self::row( 'user_role', 'role:administrator', 'is' ) ) ) );
		return $this->committed_post(
			array(
				'post_title'   => 'Gated ' . $word,
				'post_content' => '<!-- wp:paragraph --><p>Opening ' . $word . ' words</p><!-- /wp:paragraph -->'
					. '<!-- wp:paragraph {"gbBlockCondition":"' . $cookie . '"} --><p>Visitor decided promo text</p><!-- /wp:paragraph -->'
					. '<!-- wp:paragraph {"gbBlockCondition":"' . $guests . '"} --><p>Server kept guest text</p><!-- /wp:paragraph -->'
					. '<!-- wp:paragraph {"gbBlockCondition":"' . $admins . '"} --><p>Server hidden admin text</p><!-- /wp:paragraph -->',
			)
		);
	}

	/**
	 * What a response made of the gated post: the visitor-decided paragraph left out (the visitor even
	 * sends the cookie that passes it), the server's decisions kept.
	 *
	 * @param string $text The response's text (HTML, XML or JSON strings).
	 * @param string $word The post's word.
	 */
	private function assert_visitor_content_left_out( string $text, string $word ): void {
		$this->assertStringContainsString( 'Opening ' . $word . ' words', $text );
		$this->assertStringContainsString( 'Server kept guest text', $text, 'A server rule keeps its decision.' );
		$this->assertStringNotContainsString( 'Server hidden admin text', $text );
		$this->assertStringNotContainsString( 'Visitor decided promo', $text, 'Text made from content leaves out what the browser would decide.' );
	}

	/**
	 * Headers of an anonymous visitor that sends the cookie the visitor rule passes with.
	 *
	 * @param string $theme Which theme serves the page.
	 * @return array<string, string>
	 */
	private static function promo_visitor( string $theme = 'block' ): array {
		return array(
			'Cookie'          => 'promo=1',
			'X-Gb-Test-Theme' => $theme,
		);
	}

	public function test_a_query_loop_excerpt_leaves_out_visitor_decided_content(): void {
		$word = 'gbloop' . strtolower( self::unique() );
		$this->post_with_gated_paragraphs( $word );
		$page = $this->committed_post(
			array(
				'post_type'    => 'page',
				'post_title'   => 'Loop ' . $word,
				'post_content' => '<!-- wp:query {"queryId":1,"query":{"perPage":5,"postType":"post","search":"' . $word . '","inherit":false}} --><div class="wp-block-query">'
					. '<!-- wp:post-template --><!-- wp:post-title /--><!-- wp:post-excerpt {"excerptLength":100} /--><!-- /wp:post-template -->'
					. '</div><!-- /wp:query -->',
			)
		);

		$response = $this->visit( $page, self::promo_visitor() );

		$this->assertStringContainsString( 'wp-block-post-excerpt', $response['body'] );
		$this->assert_visitor_content_left_out( $response['body'], $word );
		$this->assertFalse( self::marked_private( $response ) );
	}

	public function test_a_search_results_page_leaves_visitor_decided_content_out_of_its_excerpts(): void {
		$word = 'gbsearch' . strtolower( self::unique() );
		$this->post_with_gated_paragraphs( $word );

		$response = $this->fetch( '?s=' . $word, self::promo_visitor( 'classic' ) );

		$this->assert_visitor_content_left_out( $response['body'], $word );
		$this->assertFalse( self::marked_private( $response ) );
	}

	public function test_the_rss_feed_leaves_out_visitor_decided_content(): void {
		$word = 'gbfeed' . strtolower( self::unique() );
		$this->post_with_gated_paragraphs( $word );

		$response = $this->fetch( '?feed=rss2&s=' . $word, self::promo_visitor() );
		$body     = $response['body'];

		$this->assertStringContainsString( '<content:encoded>', $body, 'The feed carries the whole content.' );
		$this->assertStringContainsString( '<description>', $body );
		$this->assert_visitor_content_left_out( $body, $word );
	}

	public function test_rest_content_and_excerpt_leave_out_visitor_decided_content_for_anonymous_requests(): void {
		$word = 'gbrest' . strtolower( self::unique() );
		$post = $this->post_with_gated_paragraphs( $word );

		$response = $this->fetch( '?rest_route=' . rawurlencode( '/wp/v2/posts/' . $post ), self::promo_visitor() );
		$data     = json_decode( $response['body'], true );

		$this->assertIsArray( $data, $response['body'] );
		$this->assert_visitor_content_left_out( (string) ( $data['content']['rendered'] ?? '' ), $word );
		$this->assert_visitor_content_left_out( (string) ( $data['excerpt']['rendered'] ?? '' ), $word );
	}

	public function test_the_oembed_page_leaves_visitor_decided_content_out_of_its_excerpt(): void {
		$word = 'gbembed' . strtolower( self::unique() );
		$post = $this->post_with_gated_paragraphs( $word );

		$response = $this->fetch( '?p=' . $post . '&embed=true', self::promo_visitor() );

		$this->assertStringContainsString( 'wp-embed-excerpt', $response['body'] );
		$this->assert_visitor_content_left_out( $response['body'], $word );
	}

	/**
	 * A row's keys, sorted.
	 *
	 * @param array<string, mixed> $row The row.
	 * @return string[]
	 */
	private static function sorted_keys( array $row ): array {
		$keys = array_map( 'strval', array_keys( $row ) );
		sort( $keys );
		return $keys;
	}

	public function test_without_a_choice_a_site_with_wp_cache_defers_and_the_settings_route_says_automatic(): void {
		$page   = $this->page_with( $this->condition( self::any_of( array( self::row( 'device', 'mobile', 'is' ) ) ) ), 'Phones only' );
		$admin  = $this->http_user( 'administrator' );
		$server = Loopback_Server::start( self::router(), array( 'GB_TEST_WP_CACHE' => '1' ) + self::wordpress_env() );
		try {
			$response = $this->visit( $page, array(), $server->port );
			$settings = $this->settings_through( $server->port, $admin['auth'] );
		} finally {
			$server->stop();
		}

		$this->assertSame( Cache_Safety::FOLLOW_WP_CACHE, self::raw_option( Cache_Safety::OPTION ), 'No choice stored.' );
		$this->assertStringContainsString( '<p>Phones only</p></template>', $response['body'] );
		$this->assertFalse( self::marked_private( $response ) );
		$this->assertSame( Cache_Safety::FOLLOW_WP_CACHE, $settings[ Cache_Safety::OPTION ] ?? null, 'The route says automatic; the screen is told WP_CACHE.' );

		// The same site without WP_CACHE: off, decided on the server, private.
		$response = $this->visit( $page );
		$this->assertStringNotContainsString( 'Phones only', $response['body'] );
		$this->assertTrue( self::marked_private( $response ) );
	}

	/**
	 * GET /wp/v2/settings on a server, as an administrator.
	 *
	 * @param int    $port The server's port.
	 * @param string $auth Authorization header value.
	 * @return array<string, mixed>
	 */
	private function settings_through( int $port, string $auth ): array {
		$handle = curl_init( 'http://127.0.0.1:' . $port . '/?rest_route=' . rawurlencode( '/wp/v2/settings' ) );
		curl_setopt_array(
			$handle,
			array(
				CURLOPT_RETURNTRANSFER => true,
				CURLOPT_TIMEOUT        => 60,
				CURLOPT_HTTPHEADER     => array( 'Host: example.org', 'Authorization: ' . $auth ),
			)
		);
		$body = (string) curl_exec( $handle );
		curl_close( $handle );
		$data = json_decode( $body, true );
		$this->assertIsArray( $data, $body );
		return $data;
	}
}
