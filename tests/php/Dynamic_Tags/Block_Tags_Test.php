<?php
/**
 * Dynamic tags replaced in rendered blocks.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Dynamic_Tags;

/**
 * Every tag, escaping for text, attributes and URLs, required, modifiers, braces never read twice.
 */
final class Block_Tags_Test extends Dynamic_Tags_Test_Case {

	protected function setUp(): void {
		parent::setUp();
		// Posts are written by an administrator (unfiltered_html: kses leaves attribute values alone) and
		// rendered for a visitor.
		wp_set_current_user( $this->create_user( 'administrator' ) );
	}

	/**
	 * Renders as a visitor.
	 *
	 * @param string               $content Content.
	 * @param array<string, mixed> $meta    Post meta.
	 * @param array<string, mixed> $fields  Post fields.
	 */
	private function visitor_render( string $content, array $meta = array(), array $fields = array() ): string {
		$admin   = get_current_user_id();
		$post_id = $this->create_post( array( 'post_content' => $content ) + $fields + array( 'post_author' => $admin ) );
		foreach ( $meta as $key => $value ) {
			update_post_meta( $post_id, (string) $key, $value );
		}
		wp_set_current_user( 0 );
		return $this->render_post( $post_id );
	}

	public function test_post_meta_in_text_is_escaped_as_html(): void {
		$html = $this->visitor_render( self::paragraph( 'Price: {{post_meta key:price}} EUR' ), array( 'price' => '<b>12</b> & more' ) );

		$this->assertStringContainsString( '<p>Price: &lt;b&gt;12&lt;/b&gt; &amp; more EUR</p>', $html );
	}

	public function test_tags_in_attribute_values_are_escaped_for_the_attribute_and_urls_through_esc_url(): void {
		$content = self::paragraph( '<a href="{{post_meta key:url}}" title="{{post_meta key:title}}" data-x="a{{post_meta key:url}}b">Go</a>' );

		$html = $this->visitor_render(
			$content,
			array(
				'url'   => 'https://example.org/?a=1&b=2',
				'title' => 'Say "hi" <now>',
			)
		);
		$this->assertStringContainsString( 'href="https://example.org/?a=1&#038;b=2"', $html );
		$this->assertStringContainsString( 'title="Say &quot;hi&quot; &lt;now&gt;"', $html );
		$this->assertStringContainsString( 'data-x="ahttps://example.org/?a=1&amp;b=2b"', $html );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$html = $this->visitor_render(
			$content,
			array(
				'url'   => 'javascript:alert(1)',
				'title' => 't',
			)
		);
		$this->assertStringContainsString( 'href=""', $html );
		$this->assertStringNotContainsString( 'href="javascript', $html );
	}

	public function test_a_value_holding_a_tag_is_never_read_as_a_tag_again(): void {
		update_option( 'blogname', 'SECRET-BLOG-NAME' );
		$content = '<!-- wp:group --><div class="wp-block-group" title="{{post_meta key:trap}}">'
			. self::paragraph( '{{post_meta key:trap}} <a href="https://example.org/{{post_meta key:trap}}" title="{{post_meta key:trap}}">x</a>' )
			. '</div><!-- /wp:group -->';

		$html = $this->visitor_render( $content, array( 'trap' => '{{option key:blogname}}' ) );
		$this->assertStringNotContainsString( 'SECRET-BLOG-NAME', $html );
		$this->assertStringNotContainsString( '{{', $html );
		$this->assertStringContainsString( '<p>&#123;&#123;option key:blogname&#125;&#125; ', $html );
		$this->assertSame( 3, substr_count( $html, 'title="&#123;&#123;option key:blogname&#125;&#125;"' ) + substr_count( $html, '&#123;&#123;option key:blogname&#125;&#125;</p>' ) + substr_count( $html, '<p>&#123;&#123;' ) );
	}

	public function test_an_empty_required_tag_removes_its_block_only(): void {
		$content = '<!-- wp:group --><div class="wp-block-group">'
			. self::paragraph( 'Keep me' )
			. self::paragraph( 'Gone {{post_meta key:missing}}' )
			. self::paragraph( 'Also gone <a href="{{post_meta key:empty}}">x</a>' )
			. self::paragraph( 'Optional [{{post_meta key:missing|required:false}}]' )
			. '</div><!-- /wp:group -->';

		$html = $this->visitor_render( $content, array( 'empty' => '' ) );
		$this->assertStringContainsString( 'Keep me', $html );
		$this->assertStringNotContainsString( 'Gone', $html );
		$this->assertStringNotContainsString( 'Also gone', $html );
		$this->assertStringContainsString( '<p>Optional []</p>', $html );
		$this->assertStringContainsString( 'wp-block-group', $html );
	}

	public function test_dot_paths_walk_into_arrays(): void {
		$html = $this->visitor_render(
			self::paragraph( '{{post_meta key:address.city}} / {{post_meta key:tags.1}} / {{post_meta key:tags}} / [{{post_meta key:address.nope|required:false}}]' ),
			array(
				'address' => array( 'city' => 'Lyon' ),
				'tags'    => array( 'a', 'b' ),
			)
		);

		$this->assertStringContainsString( '<p>Lyon / b / a, b / []</p>', $html );
	}

	public function test_author_user_option_and_term_tags(): void {
		$author = $this->create_user( 'author', array( 'first_name' => 'Ada' ) );
		$term   = wp_insert_term( 'Term ' . self::unique(), 'category' );
		$this->assertIsArray( $term );
		update_term_meta( (int) $term['term_id'], 'icon', 'star' );
		update_option( 'blogname', 'My Site' );
		$content = self::paragraph( 'A={{author_meta key:first_name}} O={{option key:blogname}} T={{term_meta id:' . $term['term_id'] . '|key:icon}}' )
			. self::paragraph( 'U={{user_meta key:first_name}}' );
		$post_id = $this->create_post(
			array(
				'post_content' => $content,
				'post_author'  => $author,
			)
		);

		// The author has no manage_options: the keys used here are all on the allow-lists.
		wp_set_current_user( 0 );
		$html = $this->render_post( $post_id );
		$this->assertStringContainsString( '<p>A=Ada O=My Site T=star</p>', $html );
		$this->assertStringNotContainsString( 'U=', $html, 'Logged out: user_meta is empty and removes its block.' );

		wp_set_current_user( $this->create_user( 'subscriber', array( 'first_name' => 'Visitor' ) ) );
		$this->assertStringContainsString( '<p>U=Visitor</p>', $this->render_post( $post_id ) );
	}

	public function test_the_authors_capability_is_asked_only_for_a_key_refused_without_it(): void {
		update_option( 'blogname', 'My Site' );
		update_option( 'gb_plain_option', 'plain' );
		$asked = array();
		add_filter(
			'user_has_cap',
			static function ( $allcaps, $caps, $args ) use ( &$asked ) {
				$asked[] = (string) ( $args[0] ?? '' );
				return $allcaps;
			},
			10,
			3
		);
		foreach ( array(
			'author'        => '',
			'administrator' => 'plain',
		) as $role => $expected ) {
			$author = $this->create_user( $role );
			// blogname is on the allow-list: whether the author has manage_options is never asked.
			$public = $this->create_post(
				array(
					'post_content' => self::paragraph( 'O={{option key:blogname}}' ),
					'post_author'  => $author,
				)
			);
			// An option off the allow-list needs manage_options: asked once.
			$other = $this->create_post(
				array(
					'post_content' => self::paragraph( 'P={{option key:gb_plain_option|required:false}}' ),
					'post_author'  => $author,
				)
			);
			wp_set_current_user( 0 );
			\GBlocks_Pro\Trust\Content_Author::instance()->reset();
			$asked = array();
			$this->assertStringContainsString( '<p>O=My Site</p>', $this->render_post( $public ), $role );
			$this->assertSame( array(), $asked, $role . ': a key any author may read asks no capability.' );
			$this->assertStringContainsString( '<p>P=' . $expected . '</p>', $this->render_post( $other ), $role );
			$this->assertSame( array( 'manage_options' ), $asked, $role );
		}
	}

	public function test_values_remembered_for_the_request_follow_changes_of_meta_options_terms_posts_and_the_visitor(): void {
		$term = wp_insert_term( 'Term ' . self::unique(), 'category' );
		$this->assertIsArray( $term );
		$term_id = (int) $term['term_id'];
		update_term_meta( $term_id, 'icon', 'star' );
		update_option( 'blogname', 'First' );
		$other   = $this->create_post();
		$content = self::paragraph( 'M={{post_meta key:price}} O={{option key:blogname}} T={{term_meta id:' . $term_id . '|key:icon}} X={{post_meta id:' . $other . '|key:price|required:false}}' )
			. self::paragraph( 'U={{user_meta key:first_name|required:false}}' );
		$post_id = $this->create_post( array( 'post_content' => $content ) );
		update_post_meta( $post_id, 'price', '1' );
		update_post_meta( $other, 'price', 'other' );
		wp_set_current_user( 0 );
		$this->assertStringContainsString( '<p>M=1 O=First T=star X=other</p>', $this->render_post( $post_id ) );

		update_post_meta( $post_id, 'price', '2' );
		update_option( 'blogname', 'Second' );
		update_term_meta( $term_id, 'icon', 'moon' );
		// A password the visitor has not given hides the other post (its status would not: the content's
		// author, an administrator, may read drafts).
		wp_update_post(
			array(
				'ID'            => $other,
				'post_password' => 'pw',
			)
		);
		$html = $this->render_post( $post_id );
		$this->assertStringContainsString( '<p>M=2 O=Second T=moon X=</p>', $html );
		$this->assertStringContainsString( '<p>U=</p>', $html );

		wp_set_current_user( $this->create_user( 'subscriber', array( 'first_name' => 'Visitor' ) ) );
		$this->assertStringContainsString( '<p>U=Visitor</p>', $this->render_post( $post_id ) );
	}

	public function test_id_reads_another_post_the_author_may_read_but_never_one_behind_a_password(): void {
		$other   = $this->create_post();
		$private = $this->create_post( array( 'post_status' => 'private' ) );
		$locked  = $this->create_post( array( 'post_password' => 'pw' ) );
		foreach ( array( $other, $private, $locked ) as $id ) {
			update_post_meta( $id, 'price', 'P' . $id );
		}

		$html = $this->visitor_render(
			self::paragraph( 'other={{post_meta id:' . $other . '|key:price}}' )
			. self::paragraph( 'private={{post_meta id:' . $private . '|key:price}}' )
			. self::paragraph( 'locked={{post_meta id:' . $locked . '|key:price}}' )
			. self::paragraph( 'bad={{post_meta id:abc|key:price}}' )
		);
		$this->assertStringContainsString( '<p>other=P' . $other . '</p>', $html );
		// The content's author (an administrator) may read the private post: its rights decide, not the
		// visitor's (issue 29, D2). The password is the visitor's to give.
		$this->assertStringContainsString( '<p>private=P' . $private . '</p>', $html );
		$this->assertStringNotContainsString( 'locked=', $html );
		$this->assertStringNotContainsString( 'bad=', $html );
	}

	/**
	 * Three posts a day apart, the only published posts of the site: first (in the term), middle
	 * (not), last (in the term).
	 *
	 * @return array{0: int, 1: int, 2: int, 3: int} The three ids and the term id.
	 */
	private function three_posts(): array {
		foreach ( get_posts(
			array(
				'numberposts' => -1,
				'fields'      => 'ids',
				'post_status' => 'any',
			)
		) as $existing ) {
			wp_delete_post( (int) $existing, true );
		}
		$term = wp_insert_term( 'Series ' . self::unique(), 'category' );
		$this->assertIsArray( $term );
		$ids = array();
		foreach ( array( '2001-01-01', '2001-01-02', '2001-01-03' ) as $index => $date ) {
			$ids[] = $this->create_post(
				array(
					'post_title'    => 'Adjacent ' . $index,
					'post_date'     => $date . ' 10:00:00',
					'post_category' => 1 === $index ? array( 1 ) : array( (int) $term['term_id'] ),
				)
			);
			update_post_meta( end( $ids ), 'label', 'L' . $index );
		}
		return array( $ids[0], $ids[1], $ids[2], (int) $term['term_id'] );
	}

	public function test_next_and_previous_post_including_at_the_first_and_last_post(): void {
		list( $first, $middle, $last ) = $this->three_posts();
		$tags                          = self::paragraph( 'next={{post_meta key:label|source:next-post|required:false}}' ) . self::paragraph( 'prev={{post_meta key:label|source:previous-post|required:false}}' );
		foreach ( array( $first, $middle, $last ) as $id ) {
			wp_update_post(
				array(
					'ID'           => $id,
					'post_content' => $tags,
				)
			);
		}
		wp_set_current_user( 0 );

		$html = $this->render_post( $middle );
		$this->assertStringContainsString( '<p>next=L2</p>', $html );
		$this->assertStringContainsString( '<p>prev=L0</p>', $html );

		$html = $this->render_post( $last );
		$this->assertStringContainsString( '<p>next=</p>', $html, 'The last post has no next post.' );
		$this->assertStringContainsString( '<p>prev=L1</p>', $html );

		$html = $this->render_post( $first );
		$this->assertStringContainsString( '<p>next=L1</p>', $html );
		$this->assertStringNotContainsString( 'prev=L', $html );
	}

	public function test_in_same_term_holds_in_both_directions_and_taxonomy_is_honoured(): void {
		list( $first, , $last, $term ) = $this->three_posts();
		$content                       = self::paragraph( 'next={{post_meta key:label|source:next-post|inSameTerm|taxonomy:category|required:false}}' )
			. self::paragraph( 'prev={{post_meta key:label|source:previous-post|inSameTerm|required:false}}' )
			. self::paragraph( 'tag={{post_meta key:label|source:previous-post|inSameTerm|taxonomy:post_tag|required:false}}' );
		wp_update_post(
			array(
				'ID'           => $first,
				'post_content' => $content,
			)
		);
		wp_update_post(
			array(
				'ID'           => $last,
				'post_content' => $content,
			)
		);
		$this->assertGreaterThan( 0, $term );
		wp_set_current_user( 0 );

		$this->assertStringContainsString( '<p>next=L2</p>', $this->render_post( $first ), 'The middle post is skipped: not in the term.' );
		$html = $this->render_post( $last );
		$this->assertStringContainsString( '<p>prev=L0</p>', $html );
		$this->assertStringContainsString( '<p>tag=</p>', $html, 'No post shares a tag with it.' );
	}

	public function test_author_meta_of_the_next_post(): void {
		list( $first, $middle ) = $this->three_posts();
		$author                 = $this->create_user( 'author', array( 'last_name' => 'Lovelace' ) );
		wp_update_post(
			array(
				'ID'          => $middle,
				'post_author' => $author,
			)
		);
		wp_update_post(
			array(
				'ID'           => $first,
				'post_content' => self::paragraph( 'by {{author_meta key:last_name|source:next-post}}' ),
			)
		);
		wp_set_current_user( 0 );

		$this->assertStringContainsString( '<p>by Lovelace</p>', $this->render_post( $first ) );
	}

	public function test_modifiers_trunc_case_and_link(): void {
		$content = self::paragraph( '[{{post_meta key:long|trunc:5}}] [{{post_meta key:name|case:upper}}] [{{post_meta key:name|case:title}}] [{{post_meta key:long|case:lower|trunc:3}}] [{{post_meta key:name|trunc:50}}]' )
			. self::paragraph( '{{post_meta key:name|link:post}}' )
			. self::paragraph( '{{post_meta key:site|link:value}}' )
			. self::paragraph( '{{post_meta key:mail|link:mailto}}' )
			. self::paragraph( '<a title="{{post_meta key:name|link:post}}">t</a>' );
		$html    = $this->visitor_render(
			$content,
			array(
				'long' => 'ABCDEFGH',
				'name' => 'élan vital',
				'site' => 'https://example.org/a?b=1&c=2',
				'mail' => 'ada@example.org',
			)
		);
		$post    = get_post();
		$this->assertInstanceOf( \WP_Post::class, $post );

		$this->assertStringContainsString( '<p>[ABCDE…] [ÉLAN VITAL] [Élan Vital] [abc…] [élan vital]</p>', $html );
		$this->assertStringContainsString( '<p><a href="' . esc_url( (string) get_permalink( $post ) ) . '">élan vital</a></p>', $html );
		$this->assertStringContainsString( '<p><a href="https://example.org/a?b=1&#038;c=2">https://example.org/a?b=1&amp;c=2</a></p>', $html );
		$this->assertStringContainsString( '<p><a href="mailto:ada@example.org">ada@example.org</a></p>', $html );
		$this->assertStringContainsString( '<a title="élan vital">t</a>', $html, 'link: is ignored in attributes.' );
	}

	public function test_loop_item_and_loop_index_read_the_block_context(): void {
		$parsed = parse_blocks( self::paragraph( '#{{loop_index}} {{loop_item key:name}} ({{loop_item key:meta.color}})' ) )[0];
		$block  = new \WP_Block(
			$parsed,
			array(
				'gblocks-pro/loopItem'  => array(
					'name' => 'Pear & co',
					'meta' => array( 'color' => 'green' ),
				),
				'gblocks-pro/loopIndex' => 2,
			)
		);
		$this->assertSame( '<p>#2 Pear &amp; co (green)</p>', $block->render() );

		$scalar = new \WP_Block(
			parse_blocks( self::paragraph( '{{loop_item}}' ) )[0],
			array(
				'gblocks-pro/loopItem'  => 'plain',
				'gblocks-pro/loopIndex' => 1,
			)
		);
		$this->assertSame( '<p>plain</p>', $scalar->render() );
		$this->assertSame( '', ( new \WP_Block( $parsed ) )->render(), 'Outside a loop the tags are empty: the block is removed.' );
	}

	public function test_unknown_and_malformed_tags_stay_as_written_and_the_filter_can_answer(): void {
		$content = self::paragraph( '{{unknown_tag a:b}} {{ post_meta key:x}} {{post_meta key:x' );
		$this->assertStringContainsString( '<p>{{unknown_tag a:b}} {{ post_meta key:x}} {{post_meta key:x</p>', $this->visitor_render( $content ) );

		// The value filter alone does not make a name a tag: it must be registered.
		add_filter( 'gblocks_pro_dynamic_tag_value', static fn( $value, $tag ) => 'unknown_tag' === $tag->name ? '<i>' . $tag->option( 'a' ) . '</i>' : $value, 10, 2 );
		$this->assertStringContainsString( '<p>{{unknown_tag a:b}} {{ post_meta key:x}}', $this->visitor_render( $content ) );

		add_filter( 'gblocks_pro_dynamic_tag_names', static fn( array $names ): array => array_merge( $names, array( 'unknown_tag' ) ) );
		$this->assertStringContainsString( '<p>&lt;i&gt;b&lt;/i&gt; {{ post_meta key:x}}', $this->visitor_render( $content ) );
	}

	public function test_entities_in_written_options_are_decoded(): void {
		$html = $this->visitor_render( self::paragraph( '{{post_meta key:a&amp;b}}' ), array( 'a&b' => 'amp-key' ) );

		$this->assertStringContainsString( '<p>amp-key</p>', $html );
	}

	public function test_scripts_styles_and_comments_are_left_alone(): void {
		$content = '<!-- wp:html --><script>var a = "{{post_meta key:x}}";</script><style>a{content:"{{post_meta key:x}}"}</style><!-- {{post_meta key:x}} --><span>{{post_meta key:x}}</span><!-- /wp:html -->';

		$html = $this->visitor_render( $content, array( 'x' => 'X' ) );
		$this->assertStringContainsString( '<script>var a = "{{post_meta key:x}}";</script>', $html );
		$this->assertStringContainsString( 'content:"{{post_meta key:x}}"', $html );
		$this->assertStringContainsString( '<!-- {{post_meta key:x}} -->', $html );
		$this->assertStringContainsString( '<span>X</span>', $html );
	}
}
