<?php
/**
 * The one bundle of the block editor.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

use GBlocks_Pro\Page_Cache\Cache_Safety;

/**
 * Loads src/entries/editor.tsx (the editor shell and every feature's editor parts) in the post and site
 * editors, with window.gblocksPro.editor: the current user's capabilities the editor asks about, the
 * addresses of our screens, and what features add through the gblocks_pro_editor_data filter.
 */
final class Editor_Bundle implements Feature {

	public const ENTRY = 'editor';

	/**
	 * The entry whose stylesheet styles the editor canvas (src/entries/editor-canvas.ts).
	 */
	public const CANVAS_ENTRY = 'editor-canvas';

	/**
	 * The filter through which features add their editor data.
	 */
	public const DATA_FILTER = 'gblocks_pro_editor_data';

	/**
	 * The capabilities the editor asks about: src/editor/capabilities.json, the one list PHP answers and
	 * the TypeScript features name (CAPABILITIES and can() in src/editor/data.ts).
	 */
	public const CAPABILITIES_FILE = 'src/editor/capabilities.json';

	/**
	 * The capability names of CAPABILITIES_FILE, in its order.
	 *
	 * @return string[]
	 */
	public static function capabilities(): array {
		return array_values( array_filter( Contract_File::read( self::CAPABILITIES_FILE ), 'is_string' ) );
	}

	/**
	 * Adds the enqueue hooks: the bundle and its UI styles with the editor, the canvas styles with the
	 * block assets (WordPress puts those in the canvas iframe; a stylesheet of the editor hook that
	 * targets blocks would be copied there with the warning "… was added to the iframe incorrectly").
	 * The editors are admin screens: off the admin, enqueue_block_assets fires (the front end's
	 * wp_enqueue_scripts) but enqueue_canvas() adds nothing, so it is hooked on admin requests only
	 * (Plugin builds this feature there, and elsewhere adds the editor hook by class name).
	 */
	public function register(): void {
		add_action( 'enqueue_block_editor_assets', array( self::class, 'enqueue' ) );
		if ( is_admin() ) {
			add_action( 'enqueue_block_assets', array( self::class, 'enqueue_canvas' ) );
		}
	}

	/**
	 * Enqueues the canvas styles (build/editor-canvas.css) in the editors only: enqueue_block_assets
	 * also runs on the front end, where these marks (condition badge, dynamic tag outline, the loop's
	 * editing frame) must not show.
	 */
	public static function enqueue_canvas(): void {
		if ( ! is_admin() ) {
			return;
		}
		$file = GBLOCKS_PRO_DIR . 'build/' . self::CANVAS_ENTRY . '.css';
		if ( ! is_readable( $file ) ) {
			return;
		}
		$asset  = Assets::asset( self::CANVAS_ENTRY );
		$handle = Assets::handle( self::CANVAS_ENTRY );
		wp_enqueue_style( $handle, plugins_url( 'build/' . self::CANVAS_ENTRY . '.css', GBLOCKS_PRO_FILE ), array(), null === $asset ? GBLOCKS_PRO_VERSION : $asset['version'] );
		wp_style_add_data( $handle, 'rtl', 'replace' );
	}

	/**
	 * Enqueues the bundle, except in the widget editors, where the wp-editor script must not load.
	 */
	public static function enqueue(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen || in_array( $screen->base, array( 'widgets', 'customize' ), true ) ) {
			return;
		}
		Assets::enqueue( self::ENTRY, array( 'editor' => self::data() ) );
	}

	/**
	 * What the display-condition controls say about page caches (window.gblocksPro.editor.pageCache):
	 * whether the site has one (WP_CACHE), whether "Page cache compatibility" is on, and the Settings
	 * screen's address for users who may change it ('' for others).
	 *
	 * @return array{present: bool, compatible: bool, settingsUrl: string}
	 */
	public static function page_cache(): array {
		return array(
			'present'     => Cache_Safety::has_page_cache(),
			'compatible'  => Cache_Safety::enabled(),
			'settingsUrl' => current_user_can( 'manage_options' ) ? admin_url( 'admin.php?page=' . Admin_Screen_Slugs::SETTINGS ) : '',
		);
	}

	/**
	 * The data printed as window.gblocksPro.editor.
	 *
	 * @return array<string, mixed>
	 */
	public static function data(): array {
		$capabilities = array();
		foreach ( self::capabilities() as $capability ) {
			$capabilities[ $capability ] = current_user_can( $capability );
		}
		$base = array(
			'capabilities' => $capabilities,
			'urls'         => array(
				'conditions' => admin_url( 'admin.php?page=' . Admin_Screen_Slugs::CONDITIONS ),
				'overlays'   => admin_url( 'admin.php?page=' . Admin_Screen_Slugs::OVERLAYS ),
			),
		);

		/**
		 * Filters the data of the editor bundle (window.gblocksPro.editor). Features add their own keys;
		 * 'capabilities' and 'urls' are always the plugin's own.
		 *
		 * @param array<string, mixed> $data The data.
		 */
		$data = apply_filters( 'gblocks_pro_editor_data', array( 'pageCache' => self::page_cache() ) + $base );
		if ( ! is_array( $data ) ) {
			return $base;
		}
		return array_merge( $data, $base );
	}
}
