<?php
/**
 * `wp gblocks category …`, `wp gblocks styles rebuild` and `wp gblocks pattern-library key …` through
 * the real WP-CLI.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Cli;

/**
 * Every subcommand and format, and the bad inputs.
 */
final class Site_Commands_Test extends Cli_Test_Case {

	public function test_categories_of_conditions_and_overlays(): void {
		$this->assertMatchesRegularExpression( '/^Success: Created category "Summer sale" \(id \d+, slug summer-sale\)\.$/', trim( self::ok( array( 'gblocks', 'category', 'create', 'Summer sale', '--for=overlays' ) ) ) );
		$id   = (int) trim( self::ok( array( 'gblocks', 'category', 'create', 'Members', '--for=conditions', '--slug=members-only', '--porcelain' ) ) );
		$list = self::json( array( 'gblocks', 'category', 'list', '--for=conditions', '--format=json' ) );
		$this->assertSame(
			array(
				array(
					'id'    => $id,
					'name'  => 'Members',
					'slug'  => 'members-only',
					'count' => 0,
				),
			),
			$list
		);
		$this->assertSame( array( 'summer-sale' ), array_column( self::json( array( 'gblocks', 'category', 'list', '--for=overlays', '--format=json' ) ), 'slug' ) );
		$this->assertSame( '1', trim( self::ok( array( 'gblocks', 'category', 'list', '--for=overlays', '--format=count' ) ) ) );
		$this->assertSame( "slug\nsummer-sale", trim( self::ok( array( 'gblocks', 'category', 'list', '--for=overlays', '--fields=slug', '--format=csv' ) ) ) );
		$this->assertStringContainsString( 'slug: summer-sale', self::ok( array( 'gblocks', 'category', 'list', '--for=overlays', '--format=yaml' ) ) );
		$this->assertMatchesRegularExpression( "/^id\tname\tslug\tcount\n\d+\tSummer sale\tsummer-sale\t0\n$/", self::ok( array( 'gblocks', 'category', 'list', '--for=overlays' ) ) );

		self::all_fail(
			array(
				array( array( 'gblocks', 'category', 'create', 'summer SALE', '--for=overlays' ), 'A category with this name already exists.' ),
				array( array( 'gblocks', 'category', 'create', 'x', '--for=menus' ), 'Unknown --for "menus": use conditions or overlays.' ),
				array( array( 'gblocks', 'category', 'create', '   ', '--for=conditions' ), 'please enter a category name' ),
				array( array( 'gblocks', 'category', 'delete', 'no-such', '--for=conditions' ), 'Category "no-such" not found.' ),
				// Without --for: that it is required, and its values (issue 37 item 17).
				array( array( 'gblocks', 'category', 'list' ), '--for is required: use conditions or overlays.' ),
				array( array( 'gblocks', 'category', 'create', 'x' ), '--for is required: use conditions or overlays.' ),
				array( array( 'gblocks', 'category', 'list', '--for=conditions', '--format=xml' ), 'Unknown --format "xml"' ),
				// The category routes' rules (Category_Service), also where the route's arguments checked them.
				array( array( 'gblocks', 'category', 'create', str_repeat( 'n', 201 ), '--for=conditions' ), 'name must be at most 200 characters long once stored' ),
				array( array( 'gblocks', 'category', 'create', 'Sale', '--slug=!!!', '--for=conditions' ), 'slug: a slug needs at least one letter a-z or digit 0-9.' ),
				array( array( 'gblocks', 'category', 'create', '日本語', '--for=conditions' ), 'name: the category name needs at least one letter a-z or digit 0-9 for its slug' ),
			)
		);

		$this->assertSame( "Success: Deleted category {$id}.", trim( self::ok( array( 'gblocks', 'category', 'delete', 'members-only', '--for=conditions' ) ) ) );
		$this->assertSame( '0', trim( self::ok( array( 'gblocks', 'category', 'list', '--for=conditions', '--format=count' ) ) ) );
	}

	public function test_styles_rebuild_recompiles_every_global_class(): void {
		$class = (int) trim( self::ok( array( 'post', 'create', '--post_type=gblocks_styles', '--post_title=button-primary', '--post_status=publish', '--porcelain' ) ) );
		self::ok( array( 'post', 'meta', 'update', (string) $class, 'gb_style_data', '{"color":"red"}', '--format=json' ) );
		// CSS written around the compiler (an import, an old version) is replaced by the rebuild.
		self::ok( array( 'post', 'meta', 'update', (string) $class, 'gb_style_css', '.stale{}' ) );
		// Plural forms by count (issue 37 item 17): one class, no block style.
		$this->assertSame( 'Success: Rebuilt 1 global class and 0 stored block styles.', trim( self::ok( array( 'gblocks', 'styles', 'rebuild' ) ) ) );
		$css = trim( self::ok( array( 'post', 'meta', 'get', (string) $class, 'gb_style_css' ) ) );
		$this->assertStringContainsString( '.button-primary', $css );
		$this->assertStringContainsString( 'color:red', str_replace( ' ', '', $css ) );
		self::ok( array( 'post', 'create', '--post_type=gblocks_styles', '--post_title=button-secondary', '--post_status=draft' ) );
		$this->assertSame( 'Success: Rebuilt 2 global classes and 0 stored block styles.', trim( self::ok( array( 'gblocks', 'styles', 'rebuild' ) ) ) );
		// An option the command does not have is refused, not ignored (issue 37 item 17).
		self::all_fail(
			array(
				array( array( 'gblocks', 'styles', 'rebuild', '--format=json' ), 'Unknown option --format: styles rebuild takes no options.' ),
				array( array( 'gblocks', 'styles', 'rebuild', 'all' ), 'Unexpected argument "all": styles rebuild takes no arguments.' ),
			)
		);
	}

	public function test_pattern_library_keys(): void {
		$headers = (int) trim( self::ok( array( 'term', 'create', 'gblocks_pattern_collections', 'Headers', '--porcelain' ) ) );
		self::ok( array( 'term', 'create', 'gblocks_pattern_collections', 'Footers', '--slug=footers' ) );
		$key = trim( self::ok( array( 'gblocks', 'pattern-library', 'key', 'create', '--name=Agency sites', '--collections=' . $headers . ',footers', '--porcelain' ) ) );
		$this->assertStringStartsWith( 'gbpl_', $key );
		$keys = self::json( array( 'gblocks', 'pattern-library', 'key', 'list', '--format=json' ) );
		$this->assertCount( 1, $keys );
		$this->assertSame( 'Agency sites', $keys[0]['name'] );
		$this->assertSame( substr( $key, 0, strlen( $keys[0]['prefix'] ) ), $keys[0]['prefix'] );
		// Collections by slug, as --collections takes them; never used: null in JSON, "Never" elsewhere
		// as on the Sharing tab (issue 37 item 17).
		$this->assertSame( 'headers,footers', $keys[0]['collections'] );
		$this->assertNull( $keys[0]['last_used'] );
		$this->assertSame( "collections,last_used\nheaders,footers,Never", str_replace( '"', '', trim( self::ok( array( 'gblocks', 'pattern-library', 'key', 'list', '--fields=collections,last_used', '--format=csv' ) ) ) ) );
		$this->assertMatchesRegularExpression( "/\theaders,footers\t[^\n]*\tNever\n$/", self::ok( array( 'gblocks', 'pattern-library', 'key', 'list' ) ) );
		$this->assertStringNotContainsString( $key, self::ok( array( 'gblocks', 'pattern-library', 'key', 'list', '--format=yaml' ) ) );
		$this->assertSame( '1', trim( self::ok( array( 'gblocks', 'pattern-library', 'key', 'list', '--format=count' ) ) ) );
		$this->assertSame( "id,name\n{$keys[0]['id']},\"Agency sites\"", trim( self::ok( array( 'gblocks', 'pattern-library', 'key', 'list', '--fields=id,name', '--format=csv' ) ) ) );
		$this->assertStringContainsString( 'Agency sites', self::ok( array( 'gblocks', 'pattern-library', 'key', 'list' ) ) );

		self::all_fail(
			array(
				array( array( 'gblocks', 'pattern-library', 'key', 'create', '--name=X', '--collections=nope' ), 'Unknown collection "nope".' ),
				array( array( 'gblocks', 'pattern-library', 'key', 'create', '--name=X' ), 'Choose at least one collection.' ),
				array( array( 'gblocks', 'pattern-library', 'key', 'create', '--name=', '--collections=footers' ), 'Please enter a name for the key.' ),
				// The rules of the keys route's name (Key_Service), not a silently stripped name.
				array( array( 'gblocks', 'pattern-library', 'key', 'create', '--name=<b>Agency</b>', '--collections=footers' ), 'The key name cannot contain HTML.' ),
				array( array( 'gblocks', 'pattern-library', 'key', 'create', '--name=' . str_repeat( 'k', 101 ), '--collections=footers' ), 'name must be at most 100 characters long.' ),
				array( array( 'gblocks', 'pattern-library', 'key', 'revoke', 'no-such-key' ), 'Key "no-such-key" not found.' ),
			)
		);

		$this->assertSame( "Success: Revoked key {$keys[0]['id']}.", trim( self::ok( array( 'gblocks', 'pattern-library', 'key', 'revoke', $keys[0]['id'] ) ) ) );
		$this->assertSame( '0', trim( self::ok( array( 'gblocks', 'pattern-library', 'key', 'list', '--format=count' ) ) ) );
	}
}
