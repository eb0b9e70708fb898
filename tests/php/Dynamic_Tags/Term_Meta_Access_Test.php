<?php
/**
 * Term meta through dynamic tags: only terms of a public taxonomy, or of one whose terms the content's
 * author (the requesting user for the pickers) can manage; `_` keys refused as for post meta. On the
 * three paths: render, the preview route, the key picker.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Dynamic_Tags;

final class Term_Meta_Access_Test extends Dynamic_Tags_Test_Case {

	private const PREVIEW = '/generateblocks-pro/v1/dynamic-tags/preview';
	private const KEYS    = '/generateblocks-pro/v1/dynamic-tags/keys';

	/**
	 * A taxonomy that is not public, managed with manage_categories (administrators and editors).
	 */
	private const HIDDEN = 'gb_test_hidden_tax';

	/**
	 * A taxonomy that is not public, whose terms anyone who can edit posts manages.
	 */
	private const SHARED = 'gb_test_shared_tax';

	/**
	 * The term of the hidden taxonomy.
	 *
	 * @var int
	 */
	private int $hidden_term = 0;

	/**
	 * A category (public).
	 *
	 * @var int
	 */
	private int $public_term = 0;

	/**
	 * The term of the shared taxonomy.
	 *
	 * @var int
	 */
	private int $shared_term = 0;

	protected function setUp(): void {
		parent::setUp();
		register_taxonomy(
			self::HIDDEN,
			'post',
			array(
				'public'       => false,
				'capabilities' => array( 'manage_terms' => 'manage_categories' ),
			)
		);
		register_taxonomy(
			self::SHARED,
			'post',
			array(
				'public'       => false,
				'capabilities' => array( 'manage_terms' => 'edit_posts' ),
			)
		);
		$this->hidden_term = $this->term( self::HIDDEN );
		$this->public_term = $this->term( 'category' );
		$this->shared_term = $this->term( self::SHARED );
	}

	protected function tearDown(): void {
		unregister_taxonomy( self::HIDDEN );
		unregister_taxonomy( self::SHARED );
		parent::tearDown();
	}

	/**
	 * A term of the taxonomy with a plain key (`icon`) and a private one (`_private`).
	 *
	 * @param string $taxonomy Taxonomy.
	 */
	private function term( string $taxonomy ): int {
		$term = wp_insert_term( 'T ' . self::unique(), $taxonomy );
		$this->assertIsArray( $term );
		$id = (int) $term['term_id'];
		update_term_meta( $id, 'icon', 'ICON-' . $taxonomy );
		update_term_meta( $id, '_private', 'PRIVATE-' . $taxonomy );
		return $id;
	}

	/**
	 * The tag reading a key of a term (not required, so that the block stays).
	 *
	 * @param int    $term Term id.
	 * @param string $key  Key.
	 */
	private static function tag( int $term, string $key ): string {
		return '{{term_meta id:' . $term . '|key:' . $key . '|required:false}}';
	}

	/**
	 * A paragraph showing the plain and private keys of the hidden, shared and public terms.
	 */
	private function content(): string {
		return self::paragraph(
			'H=[' . self::tag( $this->hidden_term, 'icon' ) . '] HP=[' . self::tag( $this->hidden_term, '_private' ) . ']'
			. ' S=[' . self::tag( $this->shared_term, 'icon' ) . ']'
			. ' C=[' . self::tag( $this->public_term, 'icon' ) . '] CP=[' . self::tag( $this->public_term, '_private' ) . ']'
		);
	}

	/**
	 * A contributor's post (stored directly: a REST save would refuse the `_` keys) viewed by an
	 * administrator: the judgement is the author's, not the viewer's.
	 */
	public function test_render_of_a_contributors_content_reads_no_hidden_term_and_no_private_key(): void {
		$contributor = $this->create_user( 'contributor' );
		$post_id     = $this->create_post(
			array(
				'post_author'  => $contributor,
				'post_status'  => 'pending',
				'post_content' => $this->content(),
			)
		);
		$this->act_as( 'administrator' );

		$html = $this->render_post( $post_id );

		$this->assertStringContainsString( 'H=[] HP=[]', $html, 'Nothing of the hidden taxonomy for the contributor, even viewed by an administrator.' );
		$this->assertStringContainsString( 'S=[ICON-' . self::SHARED . ']', $html, 'A taxonomy whose terms the author can manage is readable.' );
		$this->assertStringContainsString( 'C=[ICON-category] CP=[]', $html, 'A public term, but not its private key.' );
		$this->assertStringNotContainsString( 'PRIVATE', $html );
	}

	public function test_render_of_an_administrators_content_reads_the_hidden_term(): void {
		$admin   = $this->create_user( 'administrator' );
		$post_id = $this->create_post(
			array(
				'post_author'  => $admin,
				'post_content' => $this->content(),
			)
		);
		wp_set_current_user( 0 );

		$html = $this->render_post( $post_id );

		$this->assertStringContainsString( 'H=[ICON-' . self::HIDDEN . '] HP=[PRIVATE-' . self::HIDDEN . ']', $html );
		$this->assertStringContainsString( 'C=[ICON-category] CP=[PRIVATE-category]', $html );
	}

	/**
	 * Values are remembered for the request: an editor's tag (an editor manages the hidden taxonomy's
	 * terms, without manage_options) must not answer the same tag in a contributor's synced pattern on
	 * the same page.
	 */
	public function test_a_contributors_synced_pattern_in_an_editors_post_reads_no_hidden_term(): void {
		$contributor = $this->create_user( 'contributor' );
		$editor      = $this->create_user( 'editor' );
		$tag         = self::tag( $this->hidden_term, 'icon' );
		$pattern     = $this->create_post(
			array(
				'post_type'    => 'wp_block',
				'post_author'  => $contributor,
				'post_content' => self::paragraph( 'P=[' . $tag . ']' ),
			)
		);
		$post_id     = $this->create_post(
			array(
				'post_author'  => $editor,
				'post_content' => self::paragraph( 'A=[' . $tag . ']' ) . '<!-- wp:block {"ref":' . $pattern . '} /-->',
			)
		);

		$html = $this->render_post( $post_id );

		$this->assertStringContainsString( '<p>A=[ICON-' . self::HIDDEN . ']</p>', $html );
		$this->assertStringContainsString( '<p>P=[]</p>', $html );
	}

	public function test_the_preview_refuses_a_contributor_the_hidden_term_and_private_keys_naming_why(): void {
		$contributor = $this->act_as( 'contributor' );
		$post_id     = $this->create_post(
			array(
				'post_author' => $contributor,
				'post_status' => 'draft',
			)
		);
		$hidden      = self::tag( $this->hidden_term, 'icon' );
		$private     = self::tag( $this->hidden_term, '_private' );
		$shared      = self::tag( $this->shared_term, 'icon' );
		$public      = self::tag( $this->public_term, 'icon' );

		$response = $this->rest(
			'POST',
			self::PREVIEW,
			array(
				'tags'   => array( $hidden, $private, $shared, $public ),
				'postId' => $post_id,
			)
		);

		$this->assertStatus( 200, $response );
		$answer = $response->get_data()['response'];
		$values = (array) $answer['values'];
		$errors = (array) $answer['errors'];
		$this->assertSame( '', $values[ $hidden ] );
		$this->assertSame( 'The terms of the taxonomy "' . self::HIDDEN . '" are not public: only users who can manage them may read their meta.', $errors[ $hidden ] );
		$this->assertSame( '', $values[ $private ] );
		$this->assertSame( 'The dynamic tag key "_private" is not allowed.', $errors[ $private ] );
		$this->assertSame( 'ICON-' . self::SHARED, $values[ $shared ] );
		$this->assertSame( 'ICON-category', $values[ $public ] );
		$this->assertArrayNotHasKey( $public, $errors );
	}

	public function test_the_preview_gives_an_administrator_the_hidden_term(): void {
		$admin   = $this->act_as( 'administrator' );
		$post_id = $this->create_post( array( 'post_author' => $admin ) );
		$hidden  = self::tag( $this->hidden_term, 'icon' );
		$private = self::tag( $this->hidden_term, '_private' );

		$response = $this->rest(
			'POST',
			self::PREVIEW,
			array(
				'tags'   => array( $hidden, $private ),
				'postId' => $post_id,
			)
		);

		$this->assertStatus( 200, $response );
		$values = (array) $response->get_data()['response']['values'];
		$this->assertSame( 'ICON-' . self::HIDDEN, $values[ $hidden ] );
		$this->assertSame( 'PRIVATE-' . self::HIDDEN, $values[ $private ] );
		$this->assertSame( array(), (array) $response->get_data()['response']['errors'] );
	}

	/**
	 * The key picker's keys of a term.
	 *
	 * @param int $term Term id.
	 */
	private function term_keys( int $term, bool $protected = false ): \WP_REST_Response {
		$params = array(
			'objectType' => 'term',
			'objectId'   => $term,
		);
		if ( $protected ) {
			$params['protected'] = true;
		}
		return $this->rest( 'GET', self::KEYS, $params );
	}

	public function test_the_key_picker_refuses_a_contributor_the_hidden_term_and_hides_private_keys(): void {
		$this->act_as( 'contributor' );

		$hidden = $this->term_keys( $this->hidden_term );
		$this->assertStatus( 403, $hidden );
		$this->assertFalse( $hidden->get_data()['success'] );
		$this->assertSame( 'The terms of the taxonomy "' . self::HIDDEN . '" are not public: only users who can manage them may read their meta.', $hidden->get_data()['response'] );

		$public = $this->term_keys( $this->public_term );
		$this->assertStatus( 200, $public );
		$this->assertSame( array( 'icon' ), array_column( $public->get_data()['response'], 'key' ), 'No `_` key.' );

		$shared = $this->term_keys( $this->shared_term );
		$this->assertStatus( 200, $shared );
		$this->assertSame( array( 'icon' ), array_column( $shared->get_data()['response'], 'key' ) );
	}

	public function test_the_key_picker_gives_an_administrator_the_hidden_terms_keys(): void {
		$this->act_as( 'administrator' );

		$response = $this->term_keys( $this->hidden_term );
		$this->assertStatus( 200, $response );
		$this->assertSame( array( 'icon' ), array_column( $response->get_data()['response'], 'key' ), '`_` keys only when asked for.' );

		$response = $this->term_keys( $this->hidden_term, true );
		$this->assertStatus( 200, $response );
		$this->assertEqualsCanonicalizing( array( 'icon', '_private' ), array_column( $response->get_data()['response'], 'key' ) );
	}
}
