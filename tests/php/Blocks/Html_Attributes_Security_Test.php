<?php
/**
 * Unsafe block HTML attributes: refused on save and dropped on render for authors without
 * unfiltered_html, kept for administrators (DESIGN §11).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Blocks;

use GBlocks_Pro\Blocks\Html_Attributes;
use GBlocks_Pro\Blocks\Html_Attributes_Save_Guard;
use GBlocks_Pro\Blocks\Render_Pipeline;
use GBlocks_Pro\Tests\Test_Case;
use GBlocks_Pro\Trust\Html_Attribute_Policy;

/**
 * Every hostile case as an author, a contributor and an administrator, through a real REST save and a
 * real render of the post's content; and how the renderer knows whose content it renders.
 */
final class Html_Attributes_Security_Test extends Test_Case {

	protected function setUp(): void {
		parent::setUp();
		// Each case creates users: the cheapest bcrypt cost keeps 300 cases quick (hooks are restored after).
		add_filter( 'wp_hash_password_options', static fn() => array( 'cost' => 4 ) );
		Render_Pipeline::instance()->reset();
		Html_Attributes::instance()->reset();
	}

	protected function tearDown(): void {
		Render_Pipeline::instance()->reset();
		Html_Attributes::instance()->reset();
		unset( $GLOBALS['post'] );
		parent::tearDown();
	}

	/**
	 * Hostile attributes: name and value as stored in the block comment.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function hostile(): array {
		return array(
			'onclick'                             => array( 'onclick', 'alert(1)' ),
			'ONCLICK'                             => array( 'ONCLICK', 'alert(1)' ),
			'OnMouseOver'                         => array( 'OnMouseOver', 'alert(1)' ),
			'leading space'                       => array( ' onclick', 'alert(1)' ),
			'trailing space'                      => array( 'onclick ', 'alert(1)' ),
			'NUL inside'                          => array( "o\0nclick", 'alert(1)' ),
			'NUL after'                           => array( "onclick\0", 'alert(1)' ),
			'tab before'                          => array( "\tonload", 'alert(1)' ),
			'vertical tab inside'                 => array( "on\x0Berror", 'alert(1)' ),
			'newline inside'                      => array( "on\nfocus", 'alert(1)' ),
			'no-break space before'               => array( "\u{00A0}onclick", 'alert(1)' ),
			'zero-width space before'             => array( "\u{200B}onclick", 'alert(1)' ),
			'accented letter removed by cleaning' => array( "o\u{0144}nclick", 'alert(1)' ),
			'quote removed by cleaning'           => array( 'o"nclick', 'alert(1)' ),
			'onanimationstart'                    => array( 'onanimationstart', 'alert(1)' ),
			'ontoggle'                            => array( 'ontoggle', 'alert(1)' ),
			'onpointerenter'                      => array( 'onpointerenter', 'alert(1)' ),
			'onbegin'                             => array( 'onbegin', 'alert(1)' ),
			'onfocusin'                           => array( 'onfocusin', 'alert(1)' ),
			'on with empty value'                 => array( 'onerror', '' ),
			'srcdoc'                              => array( 'srcdoc', '<script>alert(1)</script>' ),
			'SRCDOC'                              => array( 'SRCDOC', '<script>alert(1)</script>' ),
			'srcdoc with space'                   => array( ' srcdoc', 'x' ),
			'srcdoc with NUL'                     => array( "src\0doc", 'x' ),
			'formaction'                          => array( 'formaction', 'https://example.org/' ),
			'FormAction script'                   => array( 'FormAction', 'javascript:alert(1)' ),
			'style url(javascript:)'              => array( 'style', 'background:url(javascript:alert(1))' ),
			'style expression('                   => array( 'style', 'width: expression(alert(1))' ),
			'STYLE EXPRESSION('                   => array( 'STYLE', 'WIDTH:EXPRESSION(alert(1))' ),
			'style comment inside'                => array( 'style', 'width: expr/**/ession(alert(1))' ),
			'style hex escape'                    => array( 'style', 'width: exp\\72 ession(alert(1))' ),
			'style escaped letters'               => array( 'style', 'width: \\65 x\\p\\r\\65 s\\s\\i\\o\\n(alert(1))' ),
			'style spaces in url('                => array( 'style', 'background:url( javascript:alert(1) )' ),
			'style decimal entity'                => array( 'style', 'background:url(&#106;avascript:alert(1))' ),
			'style hex entity'                    => array( 'style', 'background:url(&#x6A;avascript:alert(1))' ),
			'style tab entity'                    => array( 'style', 'background:url(java&Tab;script:alert(1))' ),
			'style quoted url'                    => array( 'style', 'background:url("javascript:alert(1)")' ),
			'style escaped s'                     => array( 'style', "background:url('java\\73 cript:alert(1)')" ),
			'style comment in scheme'             => array( 'style', 'background:url(ja/* x */vascript:alert(1))' ),
			'style entity paren'                  => array( 'style', 'x:expression&#40;alert(1))' ),
			'style newline'                       => array( 'style', "x:expression\n(alert(1))" ),
			'href javascript'                     => array( 'href', 'javascript:alert(1)' ),
			'href JavaScript'                     => array( 'href', 'JavaScript:alert(1)' ),
			'href leading space'                  => array( 'href', ' javascript:alert(1)' ),
			'href tab'                            => array( 'href', "java\tscript:alert(1)" ),
			'href newline'                        => array( 'href', "java\nscript:alert(1)" ),
			'href decimal entity'                 => array( 'href', '&#106;avascript:alert(1)' ),
			'href hex entity'                     => array( 'href', '&#x6A;avascript:alert(1)' ),
			'href entity without semicolon'       => array( 'href', '&#106avascript:alert(1)' ),
			'href zero-padded entity'             => array( 'href', '&#0000106avascript:alert(1)' ),
			'href colon entity'                   => array( 'href', 'javascript&colon;alert(1)' ),
			'href tab entity'                     => array( 'href', 'java&Tab;script:alert(1)' ),
			'href newline entity'                 => array( 'href', 'java&NewLine;script:alert(1)' ),
			'href encoded tab'                    => array( 'href', 'jav&#x09;ascript:alert(1)' ),
			'href double-encoded'                 => array( 'href', '&amp;#106;avascript:alert(1)' ),
			'href NUL first'                      => array( 'href', "\0javascript:alert(1)" ),
			'href control first'                  => array( 'href', "\x01javascript:alert(1)" ),
			'href vbscript'                       => array( 'href', 'vbscript:msgbox(1)' ),
			'href data'                           => array( 'href', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' ),
			'HREF name'                           => array( 'HREF', 'javascript:alert(1)' ),
			'href name with space'                => array( ' href', 'javascript:alert(1)' ),
			'src data'                            => array( 'src', 'data:text/html,<script>alert(1)</script>' ),
			'action'                              => array( 'action', 'javascript:alert(1)' ),
			'poster'                              => array( 'poster', 'javascript:alert(1)' ),
			'background'                          => array( 'background', 'javascript:alert(1)' ),
			'cite vbscript'                       => array( 'cite', 'vbscript:x' ),
			'data attribute of object'            => array( 'data', 'javascript:alert(1)' ),
			'srcset second entry'                 => array( 'srcset', 'a.jpg 1x, javascript:alert(1) 2x' ),
			'ping second entry'                   => array( 'ping', 'https://example.org/ javascript:alert(1)' ),
			'longdesc'                            => array( 'longdesc', 'javascript:alert(1)' ),
			'usemap data'                         => array( 'usemap', 'data:x' ),
			'codebase'                            => array( 'codebase', 'javascript:alert(1)' ),
		);
	}

	/**
	 * The hostile cases for each role that lacks unfiltered_html.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	public static function hostile_for_restricted_roles(): array {
		$cases = array();
		foreach ( self::hostile() as $key => $case ) {
			foreach ( array( 'author', 'contributor' ) as $role ) {
				$cases[ $role . ': ' . $key ] = array( $case[0], $case[1], $role );
			}
		}
		return $cases;
	}

	/**
	 * A paragraph with the attribute and a safe one.
	 *
	 * @param string $name  Attribute name.
	 * @param string $value Attribute value.
	 */
	private static function content( string $name, string $value ): string {
		$inner = serialize_block(
			array(
				'blockName'    => 'core/paragraph',
				'attrs'        => array(
					'htmlAttributes' => array(
						'data-safe' => 'kept',
						$name       => $value,
					),
				),
				'innerBlocks'  => array(),
				'innerHTML'    => '<p>Hostile</p>',
				'innerContent' => array( '<p>Hostile</p>' ),
			)
		);
		// Nested, so the save guard has to look into inner blocks.
		return '<!-- wp:group --><div class="wp-block-group">' . $inner . '</div><!-- /wp:group -->';
	}

	/**
	 * A published post of the content, written by an administrator and then handed to the author.
	 *
	 * @param string $content   Block content.
	 * @param int    $author_id The post's author.
	 */
	private function post_by( string $content, int $author_id ): int {
		$admin = $this->create_user( 'administrator' );
		wp_set_current_user( $admin );
		$id = $this->create_post( array( 'post_content' => wp_slash( $content ) ) );
		$this->assertSame( $content, get_post( $id )->post_content, 'The administrator\'s content was stored as written.' );
		wp_update_post(
			array(
				'ID'          => $id,
				'post_author' => $author_id,
			)
		);
		wp_set_current_user( 0 );
		return $id;
	}

	/**
	 * A post's content as the front end renders it (the_content of the global post), for a visitor.
	 *
	 * @param int $post_id Post id.
	 */
	private static function render_post( int $post_id ): string {
		wp_set_current_user( 0 );
		$GLOBALS['post'] = get_post( $post_id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The post being rendered.
		setup_postdata( $GLOBALS['post'] );
		return (string) apply_filters( 'the_content', $GLOBALS['post']->post_content );
	}

	/**
	 * The attributes of the rendered paragraph.
	 *
	 * @param string $html Rendered content.
	 * @return array<string, string|true>
	 */
	private static function paragraph_attributes( string $html ): array {
		$tags = new \WP_HTML_Tag_Processor( $html );
		$out  = array();
		if ( $tags->next_tag( array( 'tag_name' => 'p' ) ) ) {
			foreach ( (array) $tags->get_attribute_names_with_prefix( '' ) as $name ) {
				$value        = $tags->get_attribute( $name );
				$out[ $name ] = is_string( $value ) ? $value : true;
			}
		}
		return $out;
	}

	/**
	 * The name the attribute renders under.
	 *
	 * @param string $name Stored name.
	 */
	private static function rendered_name( string $name ): string {
		return strtolower( Html_Attribute_Policy::clean_name( $name ) );
	}

	/**
	 * Creates a post through REST as the user and returns the response.
	 *
	 * @param string $content Content.
	 */
	private function rest_create( string $content ): \WP_REST_Response {
		return $this->rest(
			'POST',
			'/wp/v2/posts',
			array(
				'title'   => 'Hostile ' . self::unique(),
				'content' => $content,
				'status'  => current_user_can( 'publish_posts' ) ? 'publish' : 'draft',
			)
		);
	}

	/**
	 * The count of posts of every status.
	 */
	private static function post_count(): int {
		return count(
			get_posts(
				array(
					'post_type'   => 'post',
					'post_status' => 'any',
					'numberposts' => -1,
					'fields'      => 'ids',
				)
			)
		);
	}

	/**
	 * The data provider has at least 60 cases (issue 11).
	 */
	public function test_there_are_at_least_sixty_hostile_cases_and_the_policy_refuses_each(): void {
		$this->assertGreaterThanOrEqual( 60, count( self::hostile() ) );
		foreach ( self::hostile() as $key => list( $name, $value ) ) {
			$this->assertTrue( Html_Attribute_Policy::is_unsafe( $name, $value ), $key );
		}
	}

	/**
	 * Safe attributes are not refused (no over-blocking of ordinary use).
	 */
	public function test_ordinary_attributes_are_safe(): void {
		$safe = array(
			array( 'data-onclick', 'x' ),
			array( 'aria-label', 'javascript: the language' ),
			array( 'title', 'expression(' ),
			array( 'href', 'https://example.org/?q=javascript:' ),
			array( 'href', '/relative/javascript:x' ),
			array( 'href', '#javascript' ),
			array( 'src', 'https://example.org/data:x.png' ),
			array( 'style', 'color:red;background:url(https://example.org/a.png)' ),
			array( 'open', '' ),
			array( 'data-gb-overlay', 'gb-overlay-12' ),
		);
		foreach ( $safe as list( $name, $value ) ) {
			$this->assertFalse( Html_Attribute_Policy::is_unsafe( $name, $value ), $name . '=' . $value );
		}
	}

	/**
	 * A REST save by a user without unfiltered_html is refused with a 400 naming the attribute and the
	 * block, and nothing is saved.
	 *
	 * @dataProvider hostile_for_restricted_roles
	 *
	 * @param string $name  Attribute name.
	 * @param string $value Attribute value.
	 * @param string $role  Role.
	 */
	public function test_a_restricted_role_cannot_save_it_through_rest( string $name, string $value, string $role ): void {
		$this->act_as( $role );
		$before   = self::post_count();
		$response = $this->rest_create( self::content( $name, $value ) );
		$this->assertStatus( 400, $response );
		$data = (array) $response->get_data();
		$this->assertSame( Html_Attributes_Save_Guard::ERROR_CODE, $data['code'] ?? null );
		$this->assertSame( sprintf( 'The attribute "%s" is not allowed on the Paragraph block. Remove it under Advanced › HTML Attributes.', Html_Attribute_Policy::clean_name( $name ) ), $data['message'] ?? null );
		$this->assertSame( $before, self::post_count(), 'Nothing was saved.' );
	}

	/**
	 * The same content in a post whose author lacks unfiltered_html renders without the attribute (the
	 * safe one stays).
	 *
	 * @dataProvider hostile_for_restricted_roles
	 *
	 * @param string $name  Attribute name.
	 * @param string $value Attribute value.
	 * @param string $role  Role.
	 */
	public function test_it_never_reaches_the_html_of_a_restricted_author( string $name, string $value, string $role ): void {
		$html       = self::render_post( $this->post_by( self::content( $name, $value ), $this->create_user( $role ) ) );
		$attributes = self::paragraph_attributes( $html );
		$this->assertSame( 'kept', $attributes['data-safe'] ?? null, $html );
		$this->assertArrayNotHasKey( self::rendered_name( $name ), $attributes, $html );
		$this->assertStringNotContainsString( 'alert', $html );
	}

	/**
	 * An administrator saves it through REST and it renders.
	 *
	 * @dataProvider hostile
	 *
	 * @param string $name  Attribute name.
	 * @param string $value Attribute value.
	 */
	public function test_an_administrator_saves_and_renders_it( string $name, string $value ): void {
		$this->act_as( 'administrator' );
		$content  = self::content( $name, $value );
		$response = $this->rest_create( $content );
		$this->assertStatus( 201, $response );
		$id = (int) ( (array) $response->get_data() )['id'];
		$this->assertSame( $content, get_post( $id )->post_content );

		$attributes = self::paragraph_attributes( self::render_post( $id ) );
		$this->assertSame( 'kept', $attributes['data-safe'] ?? null );
		$rendered = self::rendered_name( $name );
		if ( in_array( $rendered, wp_kses_uri_attributes(), true ) && '' === esc_url( $value ) ) {
			// WordPress's own late escaping of URL attributes (esc_url in set_attribute) applies to everyone.
			$this->assertArrayNotHasKey( $rendered, $attributes );
			return;
		}
		$this->assertArrayHasKey( $rendered, $attributes, 'Administrators keep full control.' );
	}

	public function test_an_administrators_attribute_is_dropped_once_an_author_owns_the_post(): void {
		$this->act_as( 'administrator' );
		$id = $this->create_post( array( 'post_content' => self::content( 'onclick', 'track()' ) ) );
		$this->assertSame( 'track()', self::paragraph_attributes( self::render_post( $id ) )['onclick'] ?? null );

		$this->act_as( 'administrator' );
		wp_update_post(
			array(
				'ID'          => $id,
				'post_author' => $this->create_user( 'author' ),
			)
		);
		Html_Attributes::instance()->reset();
		$attributes = self::paragraph_attributes( self::render_post( $id ) );
		$this->assertArrayNotHasKey( 'onclick', $attributes );
		$this->assertSame( 'kept', $attributes['data-safe'] ?? null );
	}

	public function test_an_author_who_becomes_an_administrator_is_asked_again(): void {
		$author = $this->create_user( 'author' );
		$id     = $this->post_by( self::content( 'onclick', 'track()' ), $author );
		$this->assertArrayNotHasKey( 'onclick', self::paragraph_attributes( self::render_post( $id ) ) );
		( new \WP_User( $author ) )->set_role( 'administrator' );
		$this->assertSame( 'track()', self::paragraph_attributes( self::render_post( $id ) )['onclick'] ?? null );
	}

	public function test_a_post_whose_author_cannot_be_read_fails_closed(): void {
		$id = $this->post_by( self::content( 'onclick', 'track()' ), 999999 );
		// WordPress stores an author id without asking whether the user exists: no such user.
		$this->assertSame( '999999', (string) get_post( $id )->post_author );
		$this->assertFalse( get_userdata( 999999 ) );
		$this->assertArrayNotHasKey( 'onclick', self::paragraph_attributes( self::render_post( $id ) ) );
	}

	public function test_a_synced_pattern_is_judged_by_its_own_author(): void {
		$unsafe   = self::content( 'onclick', 'track()' );
		$by_admin = $this->post_by( $unsafe, $this->create_user( 'administrator' ) );
		set_post_type( $by_admin, 'wp_block' );
		$by_author = $this->post_by( $unsafe, $this->create_user( 'author' ) );
		set_post_type( $by_author, 'wp_block' );

		$author_page = $this->post_by( '<!-- wp:block {"ref":' . $by_admin . '} /-->', $this->create_user( 'author' ) );
		$this->assertSame( 'track()', self::paragraph_attributes( self::render_post( $author_page ) )['onclick'] ?? null, 'An administrator\'s pattern in an author\'s page keeps its attribute.' );

		$admin_page = $this->post_by( '<!-- wp:block {"ref":' . $by_author . '} /-->', $this->create_user( 'administrator' ) );
		$attributes = self::paragraph_attributes( self::render_post( $admin_page ) );
		$this->assertArrayNotHasKey( 'onclick', $attributes, 'An author\'s pattern in an administrator\'s page loses it.' );
		$this->assertSame( 'kept', $attributes['data-safe'] ?? null );
	}

	public function test_a_template_part_customised_in_the_database_is_judged_by_its_author(): void {
		foreach ( array(
			'author'        => false,
			'administrator' => true,
		) as $role => $kept ) {
			$slug = 'h2-part-' . $role;
			$id   = $this->post_by( self::content( 'onclick', 'track()' ), $this->create_user( $role ) );
			set_post_type( $id, 'wp_template_part' );
			$this->act_as( 'administrator' );
			wp_update_post(
				array(
					'ID'        => $id,
					'post_name' => $slug,
				)
			);
			wp_set_object_terms( $id, get_stylesheet(), 'wp_theme' );
			clean_post_cache( $id );
			wp_set_current_user( 0 );
			// Rendered from a template (no post content around it): the part's own post decides.
			$html = do_blocks( '<!-- wp:template-part {"slug":"' . $slug . '","theme":"' . get_stylesheet() . '"} /-->' );
			$this->assertSame( 'kept', self::paragraph_attributes( $html )['data-safe'] ?? null, $role . ': ' . $html );
			$this->assertSame( $kept, isset( self::paragraph_attributes( $html )['onclick'] ), $role );
		}
	}

	public function test_stored_content_announced_by_a_renderer_is_judged_by_its_post(): void {
		$overlay = get_post( $this->post_by( self::content( 'onclick', 'track()' ), $this->create_user( 'author' ) ) );
		do_action( 'gblocks_pro_before_render_content', $overlay );
		$html = do_blocks( $overlay->post_content );
		do_action( 'gblocks_pro_after_render_content', $overlay );
		$this->assertArrayNotHasKey( 'onclick', self::paragraph_attributes( $html ) );
		// Outside any post (theme files, code), content is trusted.
		$this->assertSame( 'track()', self::paragraph_attributes( do_blocks( $overlay->post_content ) )['onclick'] ?? null );
	}

	public function test_the_block_renderer_of_the_editor_judges_the_current_user(): void {
		$attributes = array(
			'htmlAttributes' => array(
				'onclick'   => 'track()',
				'data-safe' => 'kept',
			),
		);
		foreach ( array(
			'author'        => false,
			'administrator' => true,
		) as $role => $kept ) {
			$this->act_as( $role );
			$response = $this->rest(
				'POST',
				'/wp/v2/block-renderer/core/latest-posts',
				array(
					'context'    => 'edit',
					'attributes' => $attributes,
				)
			);
			$this->assertStatus( 200, $response );
			$html = (string) ( (array) $response->get_data() )['rendered'];
			$this->assertStringContainsString( 'data-safe="kept"', $html );
			$this->assertSame( $kept, str_contains( $html, 'onclick' ), $role );
		}
	}

	public function test_other_saves_by_a_restricted_user_strip_the_unsafe_entries(): void {
		$this->act_as( 'author' );
		$id      = $this->create_post( array( 'post_content' => self::content( 'onclick', 'track()' ) ) );
		$content = get_post( $id )->post_content;
		$this->assertStringNotContainsString( 'onclick', $content );
		$this->assertStringContainsString( '"data-safe":"kept"', $content );
		$this->assertStringContainsString( '<p>Hostile</p>', $content );

		$only = $this->create_post( array( 'post_content' => '<!-- wp:paragraph {"htmlAttributes":{"onclick":"x"}} --><p>a</p><!-- /wp:paragraph -->' ) );
		$this->assertSame( '<!-- wp:paragraph --><p>a</p><!-- /wp:paragraph -->', get_post( $only )->post_content );

		$safe = '<!-- wp:paragraph {"htmlAttributes":{"data-x":"1"}} --><p>a</p><!-- /wp:paragraph -->';
		$this->assertSame( $safe, get_post( $this->create_post( array( 'post_content' => $safe ) ) )->post_content, 'Safe content is stored untouched.' );
	}

	public function test_every_block_editor_post_type_is_guarded_in_rest(): void {
		rest_get_server();
		foreach ( array( 'post', 'page', 'wp_block', 'wp_template', 'wp_template_part', 'wp_navigation', 'gblocks_overlay' ) as $type ) {
			$this->assertContains( $type, Html_Attributes_Save_Guard::post_types(), $type );
			$this->assertNotFalse( has_filter( 'rest_pre_insert_' . $type ), $type );
		}
		$this->act_as( 'editor' );
		$role = get_role( 'editor' );
		$this->assertNotNull( $role );
		// A site that denies editors unfiltered_html (as multisite does).
		add_filter(
			'map_meta_cap',
			static fn( $caps, $cap ) => 'unfiltered_html' === $cap ? array( 'do_not_allow' ) : $caps,
			10,
			2
		);
		$response = $this->rest(
			'POST',
			'/wp/v2/blocks',
			array(
				'title'   => 'Pattern',
				'status'  => 'publish',
				'content' => '<!-- wp:image {"linkHtmlAttributes":{"href":"javascript:alert(1)"}} --><figure class="wp-block-image"><a href="#"><img src="https://example.org/a.jpg" alt=""/></a></figure><!-- /wp:image -->',
			)
		);
		$this->assertStatus( 400, $response );
		$this->assertSame( 'The attribute "href" is not allowed on the Image block. Remove it under Advanced › Link Attributes.', ( (array) $response->get_data() )['message'] ?? null );
	}
}
