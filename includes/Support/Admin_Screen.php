<?php
/**
 * Shared shape of the plugin's React admin screens.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

/**
 * An admin page that is one React root mounted by its own bundle.
 */
abstract class Admin_Screen implements Feature {

	/**
	 * Slug of the top-level "GBlocks Pro" menu.
	 */
	public const MENU_SLUG = 'generateblocks-overlay-panels';

	/**
	 * Hook suffix returned by add_submenu_page().
	 *
	 * @var string
	 */
	protected string $hook_suffix = '';

	/**
	 * The page slug (the page= query parameter).
	 */
	abstract public function slug(): string;

	/**
	 * The translated page title.
	 */
	abstract public function title(): string;

	/**
	 * The capability needed to see the page.
	 */
	abstract public function capability(): string;

	/**
	 * The bundle that mounts the page (src/entries/<entry>.tsx).
	 */
	abstract public function entry(): string;

	/**
	 * Menu position among the plugin's pages.
	 */
	abstract public function position(): int;

	/**
	 * Adds the menu and asset hooks.
	 */
	public function register(): void {
		// Screens are added in their menu order, so the Overlay Panels screen, whose slug the top-level
		// menu shares, comes first and WordPress adds no duplicate "GBlocks Pro" item.
		add_action( 'admin_menu', array( $this, 'add_page' ), 20 + $this->position() );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * The parent menu: GenerateBlocks's menu when that plugin is active, ours otherwise.
	 */
	public static function parent_slug(): string {
		return defined( 'GENERATEBLOCKS_VERSION' ) ? 'generateblocks' : self::MENU_SLUG;
	}

	/**
	 * Adds the top-level menu once (first screen to register) and this screen under it.
	 */
	public function add_page(): void {
		global $admin_page_hooks;
		$parent = self::parent_slug();
		if ( self::MENU_SLUG === $parent && empty( $admin_page_hooks[ self::MENU_SLUG ] ) ) {
			add_menu_page(
				__( 'GBlocks Pro', 'gblocks-pro' ),
				__( 'GBlocks Pro', 'gblocks-pro' ),
				$this->capability(),
				self::MENU_SLUG,
				'',
				'dashicons-welcome-widgets-menus',
				59
			);
		}
		$hook = add_submenu_page( $parent, $this->title(), $this->title(), $this->capability(), $this->slug(), array( $this, 'render' ), $this->position() );
		if ( is_string( $hook ) ) {
			$this->hook_suffix = $hook;
		}
	}

	/**
	 * The root element the bundle mounts into.
	 */
	public function root_id(): string {
		return 'gblocks-pro-' . $this->entry();
	}

	/**
	 * Prints the page: a heading for no-JS visitors that the app replaces, and the React root.
	 */
	public function render(): void {
		printf(
			'<div class="wrap gblocks-pro-admin"><div id="%1$s" class="gblocks-pro-admin__root" data-page-title="%2$s"><h1 class="wp-heading-inline">%2$s</h1><p class="gblocks-pro-admin__loading">%3$s</p></div></div>',
			esc_attr( $this->root_id() ),
			esc_html( $this->title() ),
			esc_html__( 'Loading…', 'gblocks-pro' )
		);
	}

	/**
	 * Enqueues the bundle on this page only.
	 *
	 * @param string $hook_suffix The current admin page.
	 */
	public function enqueue( string $hook_suffix ): void {
		if ( '' === $this->hook_suffix || $hook_suffix !== $this->hook_suffix ) {
			return;
		}
		Assets::enqueue( $this->entry(), $this->script_data(), array( 'wp-components' ) );
		Admin_Colors::enqueue();
	}

	/**
	 * Data the screen's script reads from window.gblocksPro.
	 *
	 * @return array<string, mixed>
	 */
	protected function script_data(): array {
		return array(
			'adminUrl'  => admin_url(),
			'pluginUrl' => plugins_url( '/', GBLOCKS_PRO_FILE ),
			'version'   => GBLOCKS_PRO_VERSION,
			'pages'     => array(
				'overlays'   => self::MENU_SLUG,
				'conditions' => Admin_Screen_Slugs::CONDITIONS,
			),
			'rootId'    => $this->root_id(),
			'pageTitle' => $this->title(),
		);
	}
}
