<?php
/**
 * The one reader of stored values for dynamic tags and loops.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Meta;

use GBlocks_Pro\Meta\Meta_Values;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Meta_Values::get(): post, user and term meta, options, user fields, the gblocks_pro_meta_value filter.
 */
final class Meta_Values_Test extends Test_Case {

	public function test_reads_post_meta_single_and_unserialised(): void {
		$post = $this->create_post();
		update_post_meta( $post, 'color', 'blue' );
		update_post_meta( $post, 'list', array( 'a', 'b' ) );

		$this->assertSame( 'blue', Meta_Values::get( 'post', $post, 'color' ) );
		$this->assertSame( array( 'a', 'b' ), Meta_Values::get( 'post', (string) $post, 'list' ) );
	}

	public function test_missing_keys_and_objects_give_null_not_an_empty_string(): void {
		$post = $this->create_post();
		update_post_meta( $post, 'empty', '' );

		$this->assertNull( Meta_Values::get( 'post', $post, 'nothing' ) );
		$this->assertSame( '', Meta_Values::get( 'post', $post, 'empty' ) );
		$this->assertNull( Meta_Values::get( 'post', 0, 'empty' ) );
		$this->assertNull( Meta_Values::get( 'post', 'abc', 'empty' ) );
		$this->assertNull( Meta_Values::get( 'post', $post, '' ) );
		$this->assertNull( Meta_Values::get( 'comment-ish', $post, 'empty' ) );
		$this->assertNull( Meta_Values::get( 'option', 0, 'gblocks_pro_no_such_option' ) );
	}

	public function test_reads_user_meta_and_readable_user_fields_but_never_the_password(): void {
		$user = $this->create_user( 'author', array( 'display_name' => 'Ada L.' ) );
		update_user_meta( $user, 'first_name', 'Ada' );

		$this->assertSame( 'Ada', Meta_Values::get( 'user', $user, 'first_name' ) );
		$this->assertSame( 'Ada L.', Meta_Values::get( 'user', $user, 'display_name' ) );
		$this->assertNull( Meta_Values::get( 'user', $user, 'user_pass' ) );
	}

	public function test_reads_term_meta_and_options(): void {
		$term = wp_insert_term( 'Term ' . self::unique(), 'category' );
		$this->assertIsArray( $term );
		update_term_meta( (int) $term['term_id'], 'icon', 'star' );
		update_option( 'gblocks_pro_test_list', array( 'x' => 1 ) );

		$this->assertSame( 'star', Meta_Values::get( 'term', (int) $term['term_id'], 'icon' ) );
		$this->assertSame( array( 'x' => 1 ), Meta_Values::get( 'option', 0, 'gblocks_pro_test_list' ) );
		$this->assertSame( array( 'x' => 1 ), Meta_Values::get( 'option', 'ignored', 'gblocks_pro_test_list' ) );
	}

	public function test_the_filter_answers_first_and_null_falls_through(): void {
		$post = $this->create_post();
		update_post_meta( $post, 'field', 'stored' );
		$seen = array();
		add_filter(
			'gblocks_pro_meta_value',
			static function ( $value, $type, $id, $key ) use ( &$seen ) {
				$seen[] = array( $type, $id, $key );
				return 'field' === $key && 'post' === $type ? array( 'from' => 'acf' ) : null;
			},
			10,
			4
		);

		$this->assertSame( array( 'from' => 'acf' ), Meta_Values::get( 'post', $post, 'field' ) );
		update_post_meta( $post, 'other', 'stored' );
		$this->assertSame( 'stored', Meta_Values::get( 'post', $post, 'other' ) );
		$this->assertSame( array( array( 'post', $post, 'field' ), array( 'post', $post, 'other' ) ), $seen );
	}
}
