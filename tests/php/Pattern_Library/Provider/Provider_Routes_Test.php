<?php
/**
 * What a key sees through the provider routes: its collections' published patterns only.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Pattern_Library\Provider;

/**
 * Behaviour that depends on the database: runs on MariaDB too (bin/test.sh).
 *
 * @group database
 */
final class Provider_Routes_Test extends Provider_Test_Case {

	public function test_library_name_is_the_plain_site_name_and_filterable(): void {
		update_option( 'blogname', 'Tom & Jerry <b>Shop</b>' ); // Stored escaped, as the General Settings screen stores it.
		$key = $this->key_for( array( $this->create_collection( 'A' ) ) );

		$this->assertSame( array( 'name' => 'Tom & Jerry Shop' ), $this->payload( $this->provider( 'get-library-by-public-key', $key ) ) );

		add_filter( 'gblocks_pro_pattern_library_name', static fn(): string => 'Design System' );
		$this->assertSame( array( 'name' => 'Design System' ), $this->payload( $this->provider( 'get-library-by-public-key', $key ) ) );
	}

	public function test_a_key_sees_only_published_patterns_of_its_own_collections(): void {
		$a = $this->create_collection( 'A' );
		$b = $this->create_collection( 'B' );

		$in_a     = $this->create_pattern( 'Hero in A', array( $a ) );
		$in_both  = $this->create_pattern( 'Footer in both', array( $a, $b ) );
		$only_b   = $this->create_pattern( 'Secret in B', array( $b ) );
		$draft    = $this->create_pattern( 'Draft in A', array( $a ), array(), array( 'post_status' => 'draft' ) );
		$private  = $this->create_pattern( 'Private in A', array( $a ), array(), array( 'post_status' => 'private' ) );
		$password = $this->create_pattern( 'Locked in A', array( $a ), array(), array( 'post_password' => 'x' ) );
		$none     = $this->create_pattern( 'Nowhere', array() );
		$post     = $this->create_post( array( 'post_title' => 'A post' ) );
		wp_set_object_terms( $post, array( $a ), 'gblocks_pattern_collections' );

		$key_a = $this->key_for( array( $a ) );
		$key_b = $this->key_for( array( $b ) );

		// Even a logged-in administrator's request sees only what the key sees.
		$this->act_as( 'administrator' );
		$page = $this->payload( $this->provider( 'patterns', $key_a ) );
		$this->assertSame( array( $in_both, $in_a ), array_column( $page['items'], 'id' ), 'ordered by title' );
		$this->assertSame( 2, $page['total'] );
		$this->assertSame( 1, $page['pages'] );

		$page_b = $this->payload( $this->provider( 'patterns', $key_b ) );
		$this->assertSame( array( $in_both, $only_b ), array_column( $page_b['items'], 'id' ) );

		foreach ( array( $draft, $private, $password, $none, $post ) as $hidden ) {
			$this->assertNotContains( $hidden, array_column( $page['items'], 'id' ) );
			$this->assertNotContains( $hidden, array_column( $page_b['items'], 'id' ) );
		}
	}

	public function test_a_pattern_item_holds_only_id_title_raw_content_and_category_slugs(): void {
		$a       = $this->create_collection( 'A' );
		$heroes  = $this->create_category( 'Heroes' );
		$content = '<!-- wp:group {"gbGlobalClasses":["card"]} --><div class="wp-block-group"><!-- wp:paragraph --><p>Hi &amp; bye</p><!-- /wp:paragraph --></div><!-- /wp:group -->';
		$id      = $this->create_pattern( 'Big <em>Hero</em> &amp; more', array( $a ), array( $heroes ), array( 'post_content' => $content ) );
		$key     = $this->key_for( array( $a ) );

		$page = $this->payload( $this->provider( 'patterns', $key ) );

		$this->assertSame(
			array(
				'id'         => $id,
				'title'      => 'Big Hero & more',
				'content'    => $content,
				'categories' => array( $heroes ),
			),
			$page['items'][0]
		);
		$this->assertSame( 'no-store', $this->provider( 'patterns', $key )->get_headers()['Cache-Control'] ?? null );
	}

	public function test_search_category_and_paging(): void {
		$a       = $this->create_collection( 'A' );
		$heroes  = $this->create_category( 'Heroes' );
		$footers = $this->create_category( 'Footers' );
		$one     = $this->create_pattern( 'Alpha hero', array( $a ), array( $heroes ) );
		$two     = $this->create_pattern( 'Beta', array( $a ), array( $footers ), array( 'post_content' => '<!-- wp:paragraph --><p>hero inside the content</p><!-- /wp:paragraph -->' ) );
		$three   = $this->create_pattern( 'Gamma', array( $a ), array( $heroes ) );
		$key     = $this->key_for( array( $a ) );

		$found = $this->payload( $this->provider( 'patterns', $key, array( 'search' => 'hero' ) ) );
		$this->assertSame( array( $one, $two ), array_column( $found['items'], 'id' ), 'title and content are searched' );

		$in_heroes = $this->payload( $this->provider( 'patterns', $key, array( 'category' => $heroes ) ) );
		$this->assertSame( array( $one, $three ), array_column( $in_heroes['items'], 'id' ) );

		$both = $this->payload(
			$this->provider(
				'patterns',
				$key,
				array(
					'category' => $heroes,
					'search'   => 'gamma',
				)
			)
		);
		$this->assertSame( array( $three ), array_column( $both['items'], 'id' ) );

		$unknown = $this->payload( $this->provider( 'patterns', $key, array( 'category' => 'no-such-category' ) ) );
		$this->assertSame(
			array(
				'items' => array(),
				'total' => 0,
				'pages' => 0,
			),
			$unknown
		);

		$second = $this->payload(
			$this->provider(
				'patterns',
				$key,
				array(
					'per_page' => 2,
					'page'     => 2,
				)
			)
		);
		$this->assertSame( array( $three ), array_column( $second['items'], 'id' ) );
		$this->assertSame( 3, $second['total'] );
		$this->assertSame( 2, $second['pages'] );

		$beyond = $this->payload(
			$this->provider(
				'patterns',
				$key,
				array(
					'per_page' => 2,
					'page'     => 9,
				)
			)
		);
		$this->assertSame( array(), $beyond['items'] );
		$this->assertSame( 3, $beyond['total'] );
	}

	public function test_categories_are_those_of_the_keys_patterns_with_the_keys_counts_by_name(): void {
		$a       = $this->create_collection( 'A' );
		$b       = $this->create_collection( 'B' );
		$heroes  = $this->create_category( 'Heroes' );
		$footers = $this->create_category( 'Footers' );
		$secret  = $this->create_category( 'Secret stuff' );
		$this->create_pattern( 'One', array( $a ), array( $heroes ) );
		$this->create_pattern( 'Two', array( $a, $b ), array( $heroes, $footers ) );
		$this->create_pattern( 'Three', array( $b ), array( $heroes, $secret ) );
		$this->create_pattern( 'Draft', array( $a ), array( $footers ), array( 'post_status' => 'draft' ) );
		$key_a = $this->key_for( array( $a ) );
		$key_b = $this->key_for( array( $b ) );

		$for_a = $this->payload( $this->provider( 'categories', $key_a ) );
		$this->assertSame( array( 'Footers', 'Heroes' ), array_column( $for_a, 'name' ) );
		$this->assertSame( array( $footers, $heroes ), array_column( $for_a, 'slug' ) );
		$this->assertSame( array( 1, 2 ), array_column( $for_a, 'count' ) );
		$this->assertSame( array( 'id', 'name', 'slug', 'count' ), array_keys( $for_a[0] ) );

		$for_b = $this->payload( $this->provider( 'categories', $key_b ) );
		$this->assertSame( array( 'Footers', 'Heroes', 'Secret stuff' ), array_column( $for_b, 'name' ) );
		$this->assertSame( array( 1, 2, 1 ), array_column( $for_b, 'count' ) );
	}

	public function test_a_key_whose_collections_were_all_deleted_sees_nothing(): void {
		$a = $this->create_collection( 'A' );
		$this->create_pattern( 'One', array( $a ), array( $this->create_category( 'Heroes' ) ) );
		$this->create_pattern( 'Loose', array() );
		$created = $this->create_key( array( $a ) );
		$id      = $created[0];
		$key     = $created[1];

		wp_delete_term( $a, 'gblocks_pattern_collections' );

		$this->assertSame(
			array(
				'items' => array(),
				'total' => 0,
				'pages' => 0,
			),
			$this->payload( $this->provider( 'patterns', $key ) )
		);
		$this->assertSame( array(), $this->payload( $this->provider( 'categories', $key ) ) );
		$this->assertSame(
			array(
				'styles' => array(),
				'css'    => '',
			),
			$this->payload( $this->provider( 'provide-global-style-data', $key ) )
		);
		$record = \GBlocks_Pro\Pattern_Library\Key_Store::find( $id );
		$this->assertNotNull( $record );
		$this->assertSame( array(), $record['collections'], 'the deleted collection left the key' );
	}
}
