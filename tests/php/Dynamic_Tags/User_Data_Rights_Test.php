<?php
/**
 * Tags read another user's data beyond the safe list only with edit_user on that user (issue 36, S1 on a
 * single site; the network case is tests/php/Multisite/User_Data_Network_Test).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Dynamic_Tags;

/**
 * The capability manage_options alone does not unlock other users' data (a role with manage_options but not
 * edit_users, as a site administrator of a network is); administrators of a single site, who may edit
 * every user, read what they read before; everyone keeps the safe list and their own data.
 */
final class User_Data_Rights_Test extends Dynamic_Tags_Test_Case {

	/**
	 * A role with manage_options that may not edit users.
	 */
	private const OPTIONS_MANAGER = 'gblocks_test_options_manager';

	protected function setUp(): void {
		parent::setUp();
		add_role(
			self::OPTIONS_MANAGER,
			'Options manager',
			array(
				'read'              => true,
				'edit_posts'        => true,
				'publish_posts'     => true,
				'edit_pages'        => true,
				'manage_options'    => true,
				'edit_others_posts' => true,
			)
		);
	}

	protected function tearDown(): void {
		remove_role( self::OPTIONS_MANAGER );
		parent::tearDown();
	}

	/**
	 * A user with private data and a published post: [ user, post ].
	 *
	 * @param string $role The user's role.
	 * @return array{0: int, 1: int}
	 */
	private function user_with_private_data( string $role ): array {
		$user = $this->create_user( $role, array( 'first_name' => 'Ada' ) );
		update_user_meta( $user, 'billing_phone', '+15550001111' );
		update_user_meta( $user, '_two_factor_totp_key', 'TOTPSECRET' );
		return array( $user, $this->create_post( array( 'post_author' => $user ) ) );
	}

	/**
	 * Content reading the private data of the author of a post, optional tags so that labels stay.
	 *
	 * @param int $post The post.
	 */
	private static function reading( int $post ): string {
		return self::paragraph( 'P={{author_meta id:' . $post . '|key:billing_phone|required:false}} K={{author_meta id:' . $post . '|key:_two_factor_totp_key|required:false}} E={{author_meta id:' . $post . '|key:user_email|required:false}} N={{author_meta id:' . $post . '|key:first_name|required:false}}' );
	}

	public function test_manage_options_without_edit_user_reads_only_the_safe_list_of_another_user(): void {
		list( $admin, $post ) = $this->user_with_private_data( 'administrator' );
		$manager              = $this->act_as( self::OPTIONS_MANAGER );
		$this->assertTrue( current_user_can( 'manage_options' ) );
		$this->assertFalse( current_user_can( 'edit_user', $admin ) );

		$response = $this->rest(
			'POST',
			'/wp/v2/posts',
			array(
				'status'  => 'publish',
				'content' => self::reading( $post ),
			)
		);
		$this->assertStatus( 403, $response );
		$this->assertSame( 'gblocks_pro_forbidden_dynamic_tag', $response->get_data()['code'] );
		$this->assertSame( 'billing_phone', $response->get_data()['data']['key'] );

		// Saved by them outside REST, the tags they may not read are stored as inert text.
		list( , $html ) = $this->render_new_post( self::reading( $post ), array( 'post_author' => $manager ) );
		$this->assertStringContainsString( 'P=&#123;&#123;author_meta id:' . $post . '|key:billing_phone|required:false&#125;&#125; K=&#123;&#123;', $html );
		$this->assertStringContainsString( 'N=Ada', $html );
		$this->assertStringNotContainsString( '+15550001111', $html );
		$this->assertStringNotContainsString( 'TOTPSECRET', $html );

		// Stored by trusted code, the render side refuses them the same keys for the author.
		wp_set_current_user( 0 );
		list( , $html ) = $this->render_new_post( self::reading( $post ), array( 'post_author' => $manager ) );
		$this->assertStringContainsString( 'P= K= E= N=Ada', $html );

		// The visitor's data: nothing of a visitor they may not edit, their own when they visit.
		update_user_meta( $manager, 'billing_phone', '+15559990000' );
		$page = $this->create_post(
			array(
				'post_author'  => $manager,
				'post_content' => self::paragraph( 'V={{user_meta key:billing_phone|required:false}}' ),
			)
		);
		wp_set_current_user( $admin );
		$this->assertStringContainsString( 'V=</p>', $this->render_post( $page ) );
		wp_set_current_user( $manager );
		$this->assertStringContainsString( 'V=+15559990000</p>', $this->render_post( $page ) );
	}

	public function test_an_administrator_of_a_single_site_still_reads_an_authors_data(): void {
		list( $author, $post ) = $this->user_with_private_data( 'author' );
		$admin                 = $this->act_as( 'administrator' );
		$this->assertTrue( current_user_can( 'edit_user', $author ) );

		$response = $this->rest(
			'POST',
			'/wp/v2/posts',
			array(
				'status'  => 'publish',
				'content' => self::reading( $post ) . self::paragraph( 'V={{user_meta key:billing_phone|required:false}}' ),
			)
		);
		$this->assertStatus( 201, $response );
		$page = (int) $response->get_data()['id'];
		$this->assertSame( $admin, (int) get_post_field( 'post_author', $page ) );

		$subscriber = $this->create_user( 'subscriber' );
		update_user_meta( $subscriber, 'billing_phone', '+15553334444' );
		wp_set_current_user( $subscriber );
		$html = $this->render_post( $page );
		$this->assertStringContainsString( 'P=+15550001111 K=TOTPSECRET E=' . get_the_author_meta( 'user_email', $author ) . ' N=Ada', $html );
		$this->assertStringContainsString( 'V=+15553334444', $html );
	}

	public function test_an_editor_keeps_the_safe_list_of_others_and_their_own_keys(): void {
		list( , $post ) = $this->user_with_private_data( 'administrator' );
		$editor         = $this->act_as( 'editor' );
		update_user_meta( $editor, 'first_name', 'Eve' );
		$content  = self::paragraph( 'N={{author_meta id:' . $post . '|key:first_name}} O={{author_meta key:first_name}} D={{author_meta id:' . $post . '|key:display_name}}' );
		$response = $this->rest(
			'POST',
			'/wp/v2/posts',
			array(
				'status'  => 'publish',
				'content' => $content,
			)
		);
		$this->assertStatus( 201, $response );
		wp_set_current_user( 0 );
		$html = $this->render_post( (int) $response->get_data()['id'] );
		$this->assertStringContainsString( 'N=Ada O=Eve D=', $html );
		$this->assertStringNotContainsString( 'D=</p>', $html );
	}
}
