<?php
/**
 * DESIGN §11, the trust rule: text that looks like a dynamic tag is never let past kses (issue 29, D1).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Dynamic_Tags;

/**
 * Contributors, authors and editors without unfiltered_html store `{{…}}` holding script payloads
 * through REST, XML-RPC (wp.newPost, metaWeblog.newPost) and wp_insert_post(): what is stored and what
 * renders (the_content, as the front end and the preview do) holds nothing that runs. Legitimate tags
 * (in text, in an href) keep working.
 */
final class Stored_Xss_Test extends Dynamic_Tags_Test_Case {

	private const PASSWORD = 'correct horse battery staple 29';

	/**
	 * Script payloads.
	 *
	 * @return array<string, string>
	 */
	private static function payloads(): array {
		return array(
			'script'        => '<script>alert(1)</script>',
			'img onerror'   => '<img src=x onerror=alert(1)>',
			'svg onload'    => '<svg onload=alert(1)>',
			'iframe srcdoc' => '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
		);
	}

	/**
	 * Content holding a payload in every place a tag may be: paragraph text (an unknown name and a known
	 * one), freeform (non-block) text, an attribute value (breaking out of it), an href, and a block's
	 * HTML attributes.
	 *
	 * @param string $payload The payload.
	 */
	private static function hostile_content( string $payload ): string {
		$json = (string) wp_json_encode( array( 'htmlAttributes' => array( 'title' => '{{zz x:">' . $payload . '}}' ) ) );
		return '<!-- wp:paragraph --><p>{{zz x:' . $payload . '}}</p><!-- /wp:paragraph -->'
			. '<!-- wp:paragraph --><p>{{post_meta key:' . $payload . '}}</p><!-- /wp:paragraph -->'
			. '<!-- wp:paragraph --><p title="{{post_meta key:&quot;>' . $payload . '}}">t</p><!-- /wp:paragraph -->'
			. '<!-- wp:paragraph --><p><a href="{{post_meta key:x|y:">' . $payload . '}}">go</a></p><!-- /wp:paragraph -->'
			. '<!-- wp:paragraph ' . $json . ' --><p>h</p><!-- /wp:paragraph -->'
			. "\n\n<p>free {{zz x:" . $payload . "}}</p>\n<div title=\"{{option key:\">" . $payload . '}}">d</div>';
	}

	/**
	 * Roles × ways of saving × payloads.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	public static function cases(): array {
		$cases = array();
		foreach ( array( 'contributor', 'author', 'editor without unfiltered_html' ) as $role ) {
			foreach ( array( 'rest', 'xmlrpc wp.newPost', 'xmlrpc metaWeblog.newPost', 'wp_insert_post' ) as $channel ) {
				foreach ( array_keys( self::payloads() ) as $payload ) {
					$cases[ $role . ', ' . $channel . ', ' . $payload ] = array( $role, $channel, $payload );
				}
			}
		}
		return $cases;
	}

	/**
	 * Logs in a new user of the role (an editor without unfiltered_html for the third) as core would:
	 * kses_init runs for them.
	 *
	 * @param string $role Role label.
	 * @return array{0: int, 1: string} User id and login.
	 */
	private function log_in( string $role ): array {
		if ( str_starts_with( $role, 'editor' ) ) {
			add_filter(
				'map_meta_cap',
				static fn( array $caps, string $cap ): array => 'unfiltered_html' === $cap ? array( 'do_not_allow' ) : $caps,
				10,
				2
			);
			$role = 'editor';
		}
		$user = $this->create_user( $role, array( 'user_pass' => self::PASSWORD ) );
		wp_set_current_user( $user );
		$this->assertFalse( current_user_can( 'unfiltered_html' ) );
		$this->assertNotFalse( has_filter( 'content_save_pre', 'wp_filter_post_kses' ), 'kses runs for this user' );
		return array( $user, (string) get_userdata( $user )->user_login );
	}

	/**
	 * Saves a post as the current user through a channel and returns its id.
	 *
	 * @param string $channel How.
	 * @param string $login   The user's login.
	 * @param string $content Content.
	 */
	private function save_through( string $channel, string $login, string $content ): int {
		$status = current_user_can( 'publish_posts' ) ? 'publish' : 'pending';
		switch ( $channel ) {
			case 'rest':
				$response = $this->rest(
					'POST',
					'/wp/v2/posts',
					array(
						'title'   => 'XSS',
						'status'  => $status,
						'content' => $content,
					)
				);
				$this->assertStatus( 201, $response );
				return (int) $response->get_data()['id'];
			case 'xmlrpc wp.newPost':
			case 'xmlrpc metaWeblog.newPost':
				// What xmlrpc.php loads before it serves a request.
				require_once ABSPATH . 'wp-admin/includes/admin.php';
				require_once ABSPATH . WPINC . '/class-IXR.php';
				require_once ABSPATH . WPINC . '/class-wp-xmlrpc-server.php';
				add_filter( 'xmlrpc_enabled', '__return_true' );
				$server = new \wp_xmlrpc_server();
				$result = 'xmlrpc wp.newPost' === $channel
					? $server->wp_newPost(
						array(
							1,
							$login,
							self::PASSWORD,
							array(
								'post_title'   => 'XSS',
								'post_status'  => $status,
								'post_content' => $content,
							),
						)
					)
					: $server->mw_newPost(
						array(
							1,
							$login,
							self::PASSWORD,
							array(
								'title'       => 'XSS',
								'description' => $content,
							),
							'publish' === $status,
						)
					);
				$this->assertIsNotObject( $result, $result instanceof \IXR_Error ? $result->message : 'XML-RPC failed' );
				return (int) $result;
			default:
				return $this->create_post(
					array(
						'post_author'  => get_current_user_id(),
						'post_status'  => $status,
						// Data as core's callers pass it to wp_insert_post(): slashed.
						'post_content' => wp_slash( $content ),
					)
				);
		}
	}

	/**
	 * Asserts that markup holds nothing that runs: no script, iframe, svg, object or embed element, no
	 * on* or srcdoc attribute, no javascript: URL.
	 *
	 * @param string $html  Markup.
	 * @param string $label What it is.
	 */
	private function assertNothingRuns( string $html, string $label ): void {
		$tags  = new \WP_HTML_Tag_Processor( $html );
		$count = 0;
		while ( $tags->next_tag() ) {
			++$count;
			$this->assertNotContains( $tags->get_tag(), array( 'SCRIPT', 'IFRAME', 'SVG', 'OBJECT', 'EMBED' ), $label . ': ' . $html );
			foreach ( (array) $tags->get_attribute_names_with_prefix( '' ) as $name ) {
				$this->assertStringStartsNotWith( 'on', $name, $label . ': ' . $html );
				$this->assertNotSame( 'srcdoc', $name, $label . ': ' . $html );
				$value = $tags->get_attribute( $name );
				if ( is_string( $value ) ) {
					$this->assertStringNotContainsStringIgnoringCase( 'javascript:', $value, $label . ': ' . $html );
				}
			}
		}
		$this->assertGreaterThan( 0, $count, $label . ' has markup' );
		$this->assertStringNotContainsStringIgnoringCase( '<script', $html, $label );
	}

	/**
	 * Nothing of a payload runs, stored or rendered (previewed by an administrator, published for
	 * visitors).
	 *
	 * @dataProvider cases
	 *
	 * @param string $role    Role.
	 * @param string $channel How the post is saved.
	 * @param string $payload Payload name.
	 */
	public function test_payloads_in_tag_text_are_filtered_by_kses_and_never_run( string $role, string $channel, string $payload ): void {
		list( , $login ) = $this->log_in( $role );
		$post_id         = $this->save_through( $channel, $login, self::hostile_content( self::payloads()[ $payload ] ) );

		$stored = (string) get_post_field( 'post_content', $post_id );
		$this->assertNothingRuns( $stored, 'stored' );
		$this->assertStringNotContainsString( 'gbdt', $stored );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertNothingRuns( $this->render_post( $post_id ), 'rendered for an administrator' );
		wp_set_current_user( 0 );
		$this->assertNothingRuns( $this->render_post( $post_id ), 'rendered for a visitor' );
	}

	/**
	 * Ways of saving, per role.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function channels(): array {
		$cases = array();
		foreach ( array( 'contributor', 'editor without unfiltered_html' ) as $role ) {
			foreach ( array( 'rest', 'xmlrpc wp.newPost', 'wp_insert_post' ) as $channel ) {
				$cases[ $role . ', ' . $channel ] = array( $role, $channel );
			}
		}
		return $cases;
	}

	/**
	 * Legitimate tags survive kses and render: in text, in an href and a src, with escapes.
	 *
	 * @dataProvider channels
	 *
	 * @param string $role    Role.
	 * @param string $channel How the post is saved.
	 */
	public function test_legitimate_tags_still_save_and_render( string $role, string $channel ): void {
		list( , $login ) = $this->log_in( $role );
		$content         = self::paragraph( 'Price: {{post_meta key:price}} <a href="{{post_meta key:url}}">go</a> <img src="{{post_meta key:img|required:false}}" alt="{{post_meta key:a\|b|required:false}}"/>' );
		$post_id         = $this->save_through( $channel, $login, $content );

		$stored = (string) get_post_field( 'post_content', $post_id );
		$this->assertStringContainsString( 'Price: {{post_meta key:price}}', $stored );
		$this->assertStringContainsString( 'href="{{post_meta key:url}}"', $stored );
		$this->assertStringContainsString( 'src="{{post_meta key:img|required:false}}"', $stored );
		$this->assertStringContainsString( 'alt="{{post_meta key:a\|b|required:false}}"', $stored );

		update_post_meta( $post_id, 'price', '12 <b>EUR</b>' );
		update_post_meta( $post_id, 'url', 'https://example.org/a' );
		// Previewed by an administrator (a contributor's post is pending).
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$html = $this->render_post( $post_id );
		$this->assertStringContainsString( 'Price: 12 &lt;b&gt;EUR&lt;/b&gt; <a href="https://example.org/a">go</a>', $html );
	}

	/**
	 * A tag cannot bring an attribute value the HTML attribute policy refuses to an author without
	 * unfiltered_html (the stored text `{{post_meta key:s}}` is harmless, the value it becomes is not);
	 * an administrator's content keeps it.
	 */
	public function test_a_tag_cannot_smuggle_an_unsafe_attribute_value(): void {
		$attrs   = array(
			'htmlAttributes' => array(
				'style' => '{{post_meta key:s}}',
				'title' => '{{post_meta key:t}}',
			),
		);
		$content = '<!-- wp:paragraph ' . wp_json_encode( $attrs ) . ' --><p>x</p><!-- /wp:paragraph -->';
		$this->log_in( 'contributor' );
		$post_id = $this->save_through( 'rest', '', $content );
		update_post_meta( $post_id, 's', 'background:url(javascript:alert(1))' );
		update_post_meta( $post_id, 't', 'Title' );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$html = $this->render_post( $post_id );
		$this->assertStringContainsString( 'title="Title"', $html );
		$this->assertStringNotContainsString( 'javascript', $html );

		$admin_post = $this->create_post(
			array(
				'post_author'  => get_current_user_id(),
				'post_content' => $content,
			)
		);
		update_post_meta( $admin_post, 's', 'color:red' );
		update_post_meta( $admin_post, 't', 'Title' );
		$this->assertStringContainsString( 'style="color:red"', $this->render_post( $admin_post ) );
	}
}
