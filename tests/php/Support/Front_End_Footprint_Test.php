<?php
/**
 * What a plain front-end request pays for the plugin before it renders anything: the classes it loads.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Support;

use GBlocks_Pro\Tests\Test_Case;

/**
 * The home page requested by a visitor, in a process of its own (tests/php/fixtures/front-end-footprint.php),
 * loads no class that only WP-CLI, the REST API, the admin or the block editor uses (issue 26: the
 * plugin's fixed cost per front-end request).
 *
 * @group database
 */
final class Front_End_Footprint_Test extends Test_Case {

	/**
	 * The plugin's classes a front-end request loaded.
	 *
	 * @var string[]|null
	 */
	private static ?array $loaded = null;

	/**
	 * Requests the home page once for the whole class (twice in fact: the first visit of the test site
	 * may write, e.g. the theme's navigation block creating its fallback menu, which a save guard
	 * rightly sees; the second is the plain request). The requests run outside the test's transaction,
	 * and what the first one created is deleted again.
	 *
	 * @return string[]
	 */
	private static function loaded(): array {
		global $wpdb;
		if ( null !== self::$loaded ) {
			return self::$loaded;
		}
		$wpdb->query( 'COMMIT' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- The other process must be able to write.
		$before = self::navigation_ids();
		try {
			$text = '';
			$code = 0;
			for ( $visit = 0; $visit < 2; $visit++ ) {
				$output = array();
				exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( dirname( __DIR__ ) . '/fixtures/front-end-footprint.php' ) . ' 2>&1', $output, $code ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- A request in a process of its own.
				$text = implode( "\n", $output );
			}
		} finally {
			wp_cache_flush();
			foreach ( array_diff( self::navigation_ids(), $before ) as $id ) {
				wp_delete_post( $id, true );
			}
			$wpdb->query( 'START TRANSACTION' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Test_Case rolls it back.
		}
		$parts = explode( "\n--gblocks-classes--\n", $text );
		$list  = 0 === $code && 2 === count( $parts ) ? json_decode( trim( $parts[1] ), true ) : null;
		if ( ! is_array( $list ) ) {
			self::fail( "The front-end request failed (exit {$code}):\n" . substr( $text, 0, 2000 ) );
		}
		self::$loaded = array_map( 'strval', $list );
		return self::$loaded;
	}

	/**
	 * The navigation menus (wp_navigation posts) stored now.
	 *
	 * @return int[]
	 */
	private static function navigation_ids(): array {
		global $wpdb;
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s", 'wp_navigation' ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- What the other process committed.
	}

	public function test_the_request_boots_the_plugin_and_renders_with_it(): void {
		$loaded = self::loaded();
		$this->assertContains( 'GBlocks_Pro\Plugin', $loaded );
		$this->assertContains( 'GBlocks_Pro\Blocks\Render_Pipeline', $loaded, 'The front end renders blocks through the plugin.' );
	}

	public function test_no_command_line_class_loads(): void {
		$cli = array_values( array_filter( self::loaded(), static fn( string $name ): bool => str_contains( $name, '\Cli\\' ) ) );
		$this->assertSame( array(), $cli, 'WP-CLI commands and their helpers load only under WP-CLI.' );
	}

	public function test_no_rest_route_class_loads(): void {
		$rest = array_values(
			array_filter(
				self::loaded(),
				static fn( string $name ): bool => str_contains( $name, '\Rest\\' ) || str_ends_with( $name, '_Controller' ) || str_ends_with( $name, '_Routes' ) || 'GBlocks_Pro\Support\Rest_Controller' === $name
			)
		);
		$this->assertSame( array(), $rest, 'Routes and REST fields load when the REST API starts.' );
	}

	public function test_no_editor_or_save_only_class_loads(): void {
		$never = array(
			'GBlocks_Pro\Overlays\Editor',
			'GBlocks_Pro\Overlays\New_Overlay_Type',
			'GBlocks_Pro\Global_Classes\Style_Exchange',
			'GBlocks_Pro\Blocks\Html_Attributes_Save_Guard',
			'GBlocks_Pro\Support\Autosave_Refusals',
		);
		$this->assertSame( array(), array_values( array_intersect( $never, self::loaded() ) ), 'The block editor\'s data, a new overlay\'s type, the style exchange and the save guards load only when their hooks fire.' );
	}

	public function test_no_usage_scan_admin_screen_or_write_only_class_loads(): void {
		$never = array(
			// The categories' adapters and routes: the REST API, WP-CLI.
			'GBlocks_Pro\Categories\Category_Adapter',
			'GBlocks_Pro\Conditions\Categories_Adapter',
			'GBlocks_Pro\Overlays\Categories_Adapter',
			// Saves that refuse a stale modified time (a save of an overlay or a global class).
			'GBlocks_Pro\Support\Locked_Post_Update',
			// The usage scan, its invalidation and its sources: a usage asked for, or content written.
			'GBlocks_Pro\Usage\Usage_Scanner',
			'GBlocks_Pro\Conditions\Usage_Invalidation',
			'GBlocks_Pro\Usage\Usage_Source',
			'GBlocks_Pro\Usage\Registered_Usage_Source',
			'GBlocks_Pro\Usage\Block_Content',
			'GBlocks_Pro\Overlays\Condition_Usage_Source',
			'GBlocks_Pro\Blocks\Condition_Usage_Source',
			'GBlocks_Pro\Blocks\Menu_Item_Usage_Source',
			// Our REST namespaces' envelope, the dynamic tags' save guard.
			'GBlocks_Pro\Support\Rest_Response',
			'GBlocks_Pro\Dynamic_Tags\Save_Guard',
			// Admin screens and the class picker's editor data.
			'GBlocks_Pro\Global_Classes\Admin_Page',
			'GBlocks_Pro\Global_Classes\Editor_Data',
			'GBlocks_Pro\Support\Admin_Screen',
			'GBlocks_Pro\Support\Editor_Bundle',
			// Classic menu item conditions (no classic menu on this page), the ACF integration (no meta read).
			'GBlocks_Pro\Blocks\Menu_Item_Conditions',
			'GBlocks_Pro\Integrations\Acf',
		);
		$this->assertSame( array(), array_values( array_intersect( $never, self::loaded() ) ), 'The usage scan, the categories, REST-only, save-only and admin-only classes load only when their hooks fire.' );
	}
}
