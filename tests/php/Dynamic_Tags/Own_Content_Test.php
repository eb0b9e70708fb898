<?php
/**
 * Only a block's own saved content is a template: tags in text the block renders from elsewhere
 * (comments, post titles and excerpts, search queries) stay as text.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Dynamic_Tags;

/**
 * A tag is replaced only where the block's innerHTML or its own attribute values hold it: a comment, a
 * title or an excerpt written by someone else, or a search query from the URL, is never read with the
 * trust of the content (or template) that renders it.
 */
final class Own_Content_Test extends Dynamic_Tags_Test_Case {

	/**
	 * The administrator who writes the pages.
	 *
	 * @var int
	 */
	private int $admin = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->admin = $this->create_user( 'administrator' );
		wp_set_current_user( $this->admin );
		// An option outside the allow-list: only content of a user with manage_options (or a theme file)
		// may read it.
		update_option( 'my_plugin_setting', 'SECRET-OPTION' );
	}

	protected function tearDown(): void {
		delete_option( 'my_plugin_setting' );
		set_query_var( 's', '' );
		parent::tearDown();
	}

	/**
	 * An administrator's page rendered for a visitor.
	 *
	 * @param string               $content Block content.
	 * @param array<string, mixed> $meta    Post meta of the page.
	 */
	private function admin_page( string $content, array $meta = array() ): string {
		$page = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_author'  => $this->admin,
				'post_content' => $content,
			)
		);
		foreach ( $meta as $key => $value ) {
			update_post_meta( $page, (string) $key, $value );
		}
		wp_set_current_user( 0 );
		return $this->render_post( $page );
	}

	public function test_a_comment_holding_a_tag_is_not_replaced(): void {
		$page = $this->create_post(
			array(
				'post_author'    => $this->admin,
				'comment_status' => 'open',
				'post_content'   => self::paragraph( 'Price {{post_meta key:price}}' )
					. '<!-- wp:comments --><div class="wp-block-comments"><!-- wp:comment-template --><!-- wp:comment-content /--><!-- /wp:comment-template --></div><!-- /wp:comments -->',
			)
		);
		update_post_meta( $page, 'price', 'PRICE-12' );
		wp_insert_comment(
			array(
				'comment_post_ID'  => $page,
				'comment_content'  => 'Nice {{option key:my_plugin_setting}} and {{post_meta key:price}}',
				'comment_approved' => 1,
				'comment_author'   => 'Visitor',
			)
		);
		wp_set_current_user( 0 );
		$html = $this->render_post( $page );

		$this->assertStringContainsString( 'Price PRICE-12', $html, 'The author\'s own tag is replaced.' );
		$this->assertStringContainsString( 'Nice {{option key:my_plugin_setting}} and {{post_meta key:price}}', $html );
		$this->assertStringNotContainsString( 'SECRET-OPTION', $html );
		$this->assertSame( 1, substr_count( $html, 'PRICE-12' ) );
	}

	/**
	 * A query loop listing a contributor's post whose title and excerpt are tags.
	 */
	private function query_loop(): string {
		$contributor = $this->create_user( 'contributor' );
		$this->create_post(
			array(
				'post_author'  => $contributor,
				'post_title'   => '{{option key:my_plugin_setting}}',
				'post_excerpt' => '{{author_meta id:' . $this->admin . '|key:description}}',
			)
		);
		wp_update_user(
			array(
				'ID'          => $this->admin,
				'description' => 'ADMIN-BIO',
			)
		);
		return '<!-- wp:query {"queryId":1,"query":{"perPage":3,"postType":"post","inherit":false}} --><div class="wp-block-query"><!-- wp:post-template --><!-- wp:post-title /--><!-- wp:post-excerpt /--><!-- /wp:post-template --></div><!-- /wp:query -->';
	}

	public function test_a_post_title_and_excerpt_holding_tags_in_an_administrators_query_loop_are_not_replaced(): void {
		$html = $this->admin_page( $this->query_loop() );

		$this->assertStringContainsString( '{{option key:my_plugin_setting}}', $html );
		$this->assertStringContainsString( 'key:description}}', $html );
		$this->assertStringNotContainsString( 'SECRET-OPTION', $html );
		$this->assertStringNotContainsString( 'ADMIN-BIO', $html );
	}

	public function test_a_post_title_holding_a_tag_in_a_theme_template_is_not_replaced(): void {
		$template = $this->query_loop();
		wp_set_current_user( 0 );
		// A theme file rendered outside the_content: trusted code.
		$html = do_blocks( $template );

		$this->assertStringContainsString( '{{option key:my_plugin_setting}}', $html );
		$this->assertStringNotContainsString( 'SECRET-OPTION', $html );
		$this->assertStringNotContainsString( 'ADMIN-BIO', $html );
	}

	public function test_a_search_query_echoed_by_the_search_block_is_not_replaced(): void {
		wp_set_current_user( 0 );
		set_query_var( 's', '{{option key:my_plugin_setting}}' );
		$html = do_blocks( '<!-- wp:search {"label":"Search","buttonText":"Search"} /-->' );

		$this->assertStringContainsString( 'value="{{option key:my_plugin_setting}}"', $html );
		$this->assertStringNotContainsString( 'SECRET-OPTION', $html );
	}

	public function test_tags_the_author_wrote_in_paragraphs_buttons_headings_and_navigation_links_are_replaced(): void {
		$html = $this->admin_page(
			self::paragraph( 'P={{post_meta key:price}}' )
			. '<!-- wp:heading --><h2 class="wp-block-heading">H={{option key:my_plugin_setting}}</h2><!-- /wp:heading -->'
			. '<!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button --><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="{{post_meta key:url}}">B={{post_meta key:price}}</a></div><!-- /wp:button --></div><!-- /wp:buttons -->'
			. '<!-- wp:navigation {"overlayMenu":"never"} --><!-- wp:navigation-link {"label":"N={{post_meta key:price}}","url":"https://example.org/n"} /--><!-- /wp:navigation -->',
			array(
				'price' => 'PRICE-12',
				'url'   => 'https://example.org/buy',
			)
		);

		$this->assertStringContainsString( '<p>P=PRICE-12</p>', $html );
		$this->assertStringContainsString( 'H=SECRET-OPTION</h2>', $html );
		$this->assertStringContainsString( 'href="https://example.org/buy">B=PRICE-12</a>', $html );
		$this->assertStringContainsString( 'N=PRICE-12', $html );
		$this->assertStringNotContainsString( '{{', $html );
	}

	public function test_a_tag_in_the_blocks_html_attributes_is_its_own_content(): void {
		$html = $this->admin_page(
			'<!-- wp:paragraph {"htmlAttributes":{"title":"T={{post_meta key:price}}"}} --><p>text</p><!-- /wp:paragraph -->',
			array( 'price' => 'PRICE-12' )
		);

		$this->assertStringContainsString( 'title="T=PRICE-12"', $html );
	}
}
