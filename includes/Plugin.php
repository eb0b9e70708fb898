<?php
/**
 * The plugin's entry point: lists every feature and wires it in.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro;

use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Support\Feature;
use GBlocks_Pro\Support\Feature_Flags;

/**
 * Boots the features. Each feature's register() only adds hooks.
 */
final class Plugin {

	/**
	 * Whether boot() already ran.
	 *
	 * @var bool
	 */
	private static bool $booted = false;

	/**
	 * Marks a REST controller of feature_list(): constructed when the REST API starts (rest_api_init).
	 */
	private const ON_REST = 'rest';

	/**
	 * The version of the stored data this code expects (Trust\Content_Upgrade::VERSION, written here too
	 * so that a request whose data is current loads nothing to compare it).
	 */
	public const DATA_VERSION = 1;

	/**
	 * The version of the Insights tables this code expects (Insights\Storage\Schema::VERSION, written
	 * here too so that a request whose tables are current loads nothing to compare it).
	 */
	public const INSIGHTS_SCHEMA = 3;

	/**
	 * Marks an admin screen of feature_list(): constructed only on admin requests. A feature that has
	 * hooks that can fire elsewhere lists them third, as STATIC_HOOKS does: on other requests boot() adds
	 * only those, by class name (its register() adds exactly them there, and more in the admin).
	 */
	private const IN_ADMIN = 'admin';

	/**
	 * Marks a feature whose hooks all call static methods and fire only outside a plain front-end page
	 * (the block editor, the admin, a save): array( STATIC_HOOKS, class, hooks ). boot() adds its hooks
	 * as array( class, method ) callables, for which PHP loads the class only when a hook fires; the
	 * feature's register() adds the same hooks (Plugin_Test checks that they agree).
	 */
	private const STATIC_HOOKS = 'hooks';

	/**
	 * Marks a usage source of feature_list() (a Usage\Registered_Usage_Source): constructed, and added to
	 * the sources, only when the usage filter (gblocks_pro_usage_sources) runs, that is when a usage is
	 * asked for or content is written; its register() would add the same filter.
	 */
	private const USAGE_SOURCE = 'usage';

	/**
	 * The usage sources listed in feature_list(), in order: class => the instance once constructed.
	 *
	 * @var array<class-string, object|null>
	 */
	private static array $usage_sources = array();

	/**
	 * The REST controllers constructed so far (the request is served by one instance of each).
	 *
	 * @var array<class-string, Support\Rest_Controller>
	 */
	private static array $controllers = array();

	/**
	 * Every feature of the plugin, in the order they are registered.
	 *
	 * @return Feature[]
	 */
	public static function features(): array {
		$features = array_map(
			static fn( $entry ) => is_array( $entry ) ? new $entry[1]() : $entry,
			self::feature_list()
		);

		/**
		 * Filters the list of features the plugin boots.
		 *
		 * @param Feature[] $features Feature instances; each has register(): void.
		 */
		return (array) apply_filters( 'gblocks_pro_features', $features );
	}

	/**
	 * The features in registration order. A REST controller whose register() adds its routes on
	 * rest_api_init, and an admin screen, is listed by class (array( ON_REST|IN_ADMIN, class )): boot()
	 * constructs it only when its hooks can fire, so a front-end request loads none of their files. A
	 * REST controller whose register() also adds hooks on static methods lists them third, as
	 * STATIC_HOOKS does: array( hook, method[, priority[, accepted args]] ).
	 *
	 * @return array<int, Feature|array{0: string, 1: class-string, 2?: list<array{0: string, 1: string, 2?: int, 3?: int}>}>
	 */
	private static function feature_list(): array {
		// One renderer per request, shared by the features that print overlays inside menus.
		$overlay_renderer = new Overlays\Renderer();

		return array(
			// Our namespaces' envelope and body checks (REST requests only).
			array(
				self::STATIC_HOOKS,
				Support\Rest_Response::class,
				array(
					array( 'rest_pre_dispatch', 'refuse_non_object_body', 10, 3 ),
					array( 'rest_request_before_callbacks', 'refuse_empty_list_body', 10, 3 ),
					array( 'rest_request_after_callbacks', 'wrap_errors', 10, 3 ),
					array( 'rest_post_dispatch', 'envelope_errors', 10, 3 ),
				),
			),
			// Page cache compatibility: what a storable page tells caches, and the inline visitor evaluator.
			// Its output buffer only on sites with a condition that has a visitor rule.
			new Page_Cache\Cache_Safety( static fn(): bool => Conditions\Condition_Store::instance()->may_have_visitor_rules() ),
			new Page_Cache\Visitor_Script(),
			new Conditions\Post_Type(),
			Conditions\Condition_Store::instance(),
			new Conditions\Decisions(),
			// The visitor history's scripts, on sites that use it.
			new Conditions\Visitor_History_Script(),
			// "Conditions on this page" in the admin bar, for users who manage conditions.
			new Conditions\Decision_Log(),
			array( self::ON_REST, Conditions\Rest\Conditions_Controller::class ),
			array( self::ON_REST, Conditions\Rest\Lookups_Controller::class ),
			array( self::ON_REST, Conditions\Rest\Search_Controller::class ),
			array( self::ON_REST, Conditions\Rest\Simulate_Controller::class ),
			// Cached usage made stale by writes (the classes load when content is written).
			array(
				self::STATIC_HOOKS,
				Usage\Usage_Scanner::class,
				array(
					array( 'save_post', 'post_changed', 10, 2 ),
					array( 'deleted_post', 'post_changed', 10, 2 ),
					array( 'added_post_meta', 'meta_changed', 10, 3 ),
					array( 'updated_post_meta', 'meta_changed', 10, 3 ),
					array( 'deleted_post_meta', 'meta_changed', 10, 3 ),
					array( 'added_option', 'option_changed' ),
					array( 'updated_option', 'option_changed' ),
					array( 'deleted_option', 'option_changed' ),
				),
			),
			array(
				self::STATIC_HOOKS,
				Conditions\Usage_Invalidation::class,
				array(
					array( 'save_post', 'post_changed', 10, 2 ),
					array( 'deleted_post', 'post_changed', 10, 2 ),
				),
			),
			array( self::IN_ADMIN, Conditions\Admin_Page::class ),
			new Overlays\Post_Type(),
			new Overlays\Taxonomy(),
			new Overlays\Meta(),
			new Overlays\Active_List(),
			// Frequency caps and the triggers the runtime does not watch, on the pages that need them.
			new Overlays\Journey(),
			array( self::ON_REST, Overlays\Rest\Overlays_Controller::class ),
			array( self::STATIC_HOOKS, Overlays\Rest\Overlay_Fields::class, array( array( 'rest_api_init', 'register_fields' ) ) ),
			array( self::IN_ADMIN, Overlays\Admin_Page::class ),
			array( self::STATIC_HOOKS, Overlays\New_Overlay_Type::class, array( array( 'wp_insert_post', 'apply', 10, 3 ) ) ),
			// The overlay editor's data, and on admin requests its embedded mode's body class and style.
			array( self::IN_ADMIN, Overlays\Editor::class, array( array( 'gblocks_pro_editor_data', 'data' ) ) ),
			// The block editor's bundle: its canvas styles hook on admin requests only (register()).
			array( self::IN_ADMIN, Support\Editor_Bundle::class, array( array( 'enqueue_block_editor_assets', 'enqueue' ) ) ),
			$overlay_renderer,
			new Overlays\Menus\Navigation_Block( $overlay_renderer ),
			new Overlays\Menus\Classic_Menu( $overlay_renderer ),
			// Usage sections of a condition, in the order they are shown: overlays, blocks, menu items.
			array( self::USAGE_SOURCE, Overlays\Condition_Usage_Source::class ),
			array( self::USAGE_SOURCE, Blocks\Condition_Usage_Source::class ),
			array( self::USAGE_SOURCE, Blocks\Menu_Item_Usage_Source::class ),
			// Display conditions of classic menu items: built on admin requests (the menu screen's fields);
			// elsewhere only its hooks on static methods, by class name (a classic menu rendered or saved).
			array(
				self::IN_ADMIN,
				Blocks\Menu_Item_Conditions::class,
				array(
					array( 'wp_update_nav_menu_item', 'save_fields', 10, 2 ),
					array( 'wp_nav_menu_objects', 'filter_items' ),
					array( 'nav_menu_item_attributes', 'item_attributes', 10, 2 ),
					array( 'wp_nav_menu', 'menu_markup' ),
				),
			),
			// Block extensions: our attributes on every block type, the one render pipeline, then each extension.
			new Blocks\Attributes(),
			Blocks\Render_Pipeline::instance(),
			new Blocks\Block_Conditions(),
			Blocks\Html_Attributes::instance(),
			array(
				self::STATIC_HOOKS,
				Blocks\Html_Attributes_Save_Guard::class,
				array(
					array( 'rest_api_init', 'guard_rest_post_types', PHP_INT_MAX ),
					array( 'wp_insert_post_data', 'strip_unsafe', 10, 3 ),
				),
			),
			// Autosaves answer the save guards' refusals (rest_pre_insert_{post_type}) as a save does.
			array( self::STATIC_HOOKS, Support\Autosave_Refusals::class, array( array( 'rest_dispatch_request', 'refuse', 10, 4 ) ) ),
			new Navigation\Navigation_Block(),
			Blocks\Block_Styles::instance(),
			// Global classes: the post type, its routes, the class names and CSS on the front end.
			new Support\Capabilities(),
			new Global_Classes\Post_Type(),
			array( self::ON_REST, Global_Classes\Rest\Global_Classes_Controller::class ),
			array(
				self::STATIC_HOOKS,
				Global_Classes\Style_Exchange::class,
				array(
					array( 'gblocks_pro_global_styles_for_names', 'for_names', 10, 2 ),
					array( 'gblocks_pro_import_global_style', 'import', 10, 4 ),
				),
			),
			Global_Classes\Class_Output::instance(),
			// Dynamic tags: replaced in every block's markup, refused keys on save, the editor's routes.
			new Dynamic_Tags\Block_Tags(),
			array(
				self::STATIC_HOOKS,
				Dynamic_Tags\Save_Guard::class,
				array(
					array( 'rest_api_init', 'guard_rest_post_types', PHP_INT_MAX ),
					array( 'content_save_pre', 'set_tags_aside', 9 ),
					array( 'content_save_pre', 'put_tags_back', 11 ),
					array( 'wp_insert_post_data', 'neutralise_refused', 10, 2 ),
				),
			),
			array( self::ON_REST, Dynamic_Tags\Rest\Dynamic_Tags_Controller::class, array( array( 'gblocks_pro_editor_data', 'editor_data' ) ) ),
			// The custom-field integration (only acts while gblocks_pro_enable_acf is on and ACF is loaded).
			array(
				self::STATIC_HOOKS,
				Integrations\Acf::class,
				array(
					array( 'gblocks_pro_meta_value', 'meta_value', 10, 4 ),
					array( 'gblocks_pro_meta_keys', 'meta_keys', 10, 3 ),
				),
			),
			array( self::ON_REST, Integrations\Rest\Acf_Controller::class ),
			// Looped queries over post meta or options: the block and the editor's preview route.
			new Loop\Loop_Block(),
			array( self::ON_REST, Loop\Rest\Loop_Preview_Controller::class ),
			// Stored content brought to today's trust rule (issue 36 S7): one batch per scheduled event (any
			// request of WP-Cron); the progress notice and the admin-load batch on admin requests.
			array( self::IN_ADMIN, Trust\Content_Upgrade::class, array( array( 'gblocks_pro_upgrade_content', 'scheduled' ) ) ),
			// GBlocks Pro > Settings: the feature flags, saved through /wp/v2/settings.
			new Settings\Settings(),
			array( self::IN_ADMIN, Settings\Admin_Page::class ),
			array( self::IN_ADMIN, Global_Classes\Admin_Page::class ),
			// The block editor's class picker: whether the user may create classes, the screen's address.
			array( self::STATIC_HOOKS, Global_Classes\Editor_Data::class, array( array( 'gblocks_pro_editor_data', 'add' ) ) ),
			// Pattern library, provider side: collections of synced patterns, keys, the keyed routes.
			new Pattern_Library\Collections(),
			array( self::ON_REST, Pattern_Library\Rest\Keys_Controller::class ),
			array( self::ON_REST, Pattern_Library\Rest\Provider_Controller::class, array( array( 'rest_request_after_callbacks', 'add_headers', 20, 3 ) ) ),
			// Pattern library, consumer side: the libraries this site reads from, their patterns and classes.
			array( self::ON_REST, Pattern_Library\Rest\Libraries_Controller::class ),
			array( self::ON_REST, Pattern_Library\Rest\Styles_Controller::class ),
			// GBlocks Pro > Pattern Library: the libraries this site uses and what it shares.
			array( self::IN_ADMIN, Pattern_Library\Admin_Page::class ),
			// Insights storage (issue 38): the flush every minute and the daily pruning (WP-Cron), and a
			// deleted network site's tables dropped with it.
			array(
				self::STATIC_HOOKS,
				Insights\Storage\Cron::class,
				array(
					array( 'cron_schedules', 'schedules' ),
					array( 'gblocks_pro_insights_flush', 'flush' ),
					array( 'gblocks_pro_insights_prune', 'prune' ),
				),
			),
			array( self::STATIC_HOOKS, Insights\Storage\Schema::class, array( array( 'wpmu_drop_tables', 'drop_with_site', 10, 2 ) ) ),
			// Insights (issue 38): its site settings in /wp/v2/settings (registered for REST and the admin
			// only: the readers need no registration), and each overlay's goal, kept in an autoloaded option
			// made stale by writes (a page view reads it without a query).
			array(
				self::STATIC_HOOKS,
				Insights\Settings::class,
				array(
					array( 'rest_api_init', 'register_settings' ),
					array( 'admin_init', 'register_settings' ),
				),
			),
			array(
				self::STATIC_HOOKS,
				Insights\Goals::class,
				array(
					array( 'save_post_' . Overlays\Post_Type::POST_TYPE, 'invalidate' ),
					array( 'transition_post_status', 'on_status_change', 10, 3 ),
					array( 'deleted_post', 'on_post_deleted', 10, 2 ),
					array( 'added_post_meta', 'on_meta_change', 10, 3 ),
					array( 'updated_post_meta', 'on_meta_change', 10, 3 ),
					array( 'deleted_post_meta', 'on_meta_change', 10, 3 ),
				),
			),
			// Insights collection (issue 38): the endpoint (answered on setup_theme, and a REST route), the page
			// config and counting script where an overlay counts, the privacy text and consent registration.
			new Insights\Collect\Endpoint(),
			new Insights\Page_Config(),
			new Insights\Collect\Privacy(),
			// Insights reports: totals per overlay, one overlay's report, the tables' status and repair.
			array( self::ON_REST, Insights\Rest\Insights_Controller::class ),
		);
	}

	/**
	 * Registers every feature's hooks once.
	 */
	public static function boot(): void {
		if ( self::$booted ) {
			return;
		}
		self::$booted = true;

		add_action( 'init', array( self::class, 'load_textdomain' ) );
		add_action( 'init', array( self::class, 'upgrade_data' ), 20 );
		if ( defined( 'WP_CLI' ) && WP_CLI ) { // The command's class loads only under WP-CLI.
			Support\Cli\Cli::add( 'content', Trust\Cli\Content_Command::class );
			Support\Cli\Cli::add( 'stats', Insights\Storage\Cli\Stats_Command::class );
			// Insights' own class under `wp gblocks overlay` (WP-CLI adds it once the overlay command is there).
			Support\Cli\Cli::add( 'overlay stats', Insights\Cli\Stats_Command::class );
		}
		// After core's own set-up of the site (priority 10: tables, options, roles).
		add_action( 'wp_initialize_site', array( self::class, 'initialize_site' ), 100 );
		// A filtered list is booted as it is filtered, every feature constructed now.
		$entries = has_filter( 'gblocks_pro_features' ) ? self::features() : self::feature_list();
		$admin   = is_admin();
		foreach ( $entries as $entry ) {
			if ( is_array( $entry ) ) {
				$entry = self::deferred( $entry[0], $entry[1], $admin, $entry[2] ?? array() );
			}
			if ( $entry instanceof Feature ) {
				$entry->register();
			}
		}

		/**
		 * Fires once GBlocks Pro has registered all of its features.
		 */
		do_action( 'gblocks_pro_booted' );
	}

	/**
	 * A feature listed by class: an admin screen now on admin requests (otherwise its hooks on static
	 * methods only, if it lists any); for a REST
	 * controller, its rest_api_init hook at the place its register() would have added it, which
	 * constructs the controller the first time and registers its routes.
	 *
	 * Hooks on static methods (STATIC_HOOKS, or a REST controller's others) are added as they are, by
	 * class name, so that the class loads only when one of them fires.
	 *
	 * A usage source is added to the sources by one filter of this class, at the place its register()
	 * would have added its own, and constructed the first time that filter runs.
	 *
	 * @param string                                              $kind  ON_REST, IN_ADMIN, STATIC_HOOKS or USAGE_SOURCE.
	 * @param class-string                                        $class The feature's class.
	 * @param bool                                                $admin Whether this is an admin request.
	 * @param list<array{0: string, 1: string, 2?: int, 3?: int}> $hooks Hooks on the class's static methods.
	 */
	private static function deferred( string $kind, string $class, bool $admin, array $hooks ): ?Feature {
		if ( self::IN_ADMIN === $kind ) {
			if ( ! $admin ) {
				self::add_static_hooks( $class, $hooks );
				return null;
			}
			$screen = new $class();
			return $screen instanceof Feature ? $screen : null;
		}
		if ( self::STATIC_HOOKS === $kind ) {
			self::add_static_hooks( $class, $hooks );
			return null;
		}
		if ( self::USAGE_SOURCE === $kind ) {
			if ( ! self::$usage_sources ) {
				add_filter( 'gblocks_pro_usage_sources', array( self::class, 'add_usage_sources' ) );
			}
			self::$usage_sources[ $class ] = null;
			return null;
		}
		add_action(
			'rest_api_init',
			static function () use ( $class ): void {
				if ( ! isset( self::$controllers[ $class ] ) ) {
					$controller = new $class();
					if ( ! $controller instanceof Support\Rest_Controller ) {
						return;
					}
					self::$controllers[ $class ] = $controller;
				}
				self::$controllers[ $class ]->register_routes();
			}
		);
		self::add_static_hooks( $class, $hooks );
		return null;
	}

	/**
	 * Adds the usage sources listed in feature_list() (filter gblocks_pro_usage_sources), each
	 * constructed once per request, as their own register() would add them.
	 *
	 * @param mixed $sources Sources so far.
	 * @return array<int|string, mixed>
	 */
	public static function add_usage_sources( $sources ): array {
		$sources = is_array( $sources ) ? $sources : array();
		foreach ( self::$usage_sources as $class => $source ) {
			$source ??= new $class();
			if ( $source instanceof Usage\Registered_Usage_Source ) {
				self::$usage_sources[ $class ] = $source;
				$sources                       = $source->add_to( $sources );
			}
		}
		return $sources;
	}

	/**
	 * Adds hooks on a class's static methods without loading the class.
	 *
	 * @param class-string                                        $class The class.
	 * @param list<array{0: string, 1: string, 2?: int, 3?: int}> $hooks Hook, method, priority, accepted arguments.
	 */
	private static function add_static_hooks( string $class, array $hooks ): void {
		foreach ( $hooks as $hook ) {
			/**
			 * A public static method of $class, named as WordPress calls it (the class loads on the call).
			 *
			 * @var callable $callback
			 */
			$callback = array( $class, $hook[1] );
			add_filter( $hook[0], $callback, $hook[2] ?? 10, $hook[3] ?? 1 );
		}
	}

	/**
	 * Starts the upgrade of stored content when the stored data version is older than the code's
	 * (init; one autoloaded option, and Trust\Content_Upgrade loads only when it is).
	 */
	public static function upgrade_data(): void {
		if ( (int) get_option( 'gblocks_pro_db_version', 0 ) < self::DATA_VERSION ) {
			Trust\Content_Upgrade::maybe_start();
		}
		// The Insights tables: created or upgraded (dbDelta) when the stored version is older.
		if ( (int) get_option( 'gblocks_pro_insights_schema', 0 ) < self::INSIGHTS_SCHEMA ) {
			Insights\Storage\Schema::maybe_upgrade();
		}
	}

	/**
	 * Loads translations from languages/ (WordPress.org language packs take precedence).
	 */
	public static function load_textdomain(): void {
		load_plugin_textdomain( 'gblocks-pro', false, dirname( plugin_basename( GBLOCKS_PRO_FILE ) ) . '/languages' );
	}

	/**
	 * Activation: grants the capabilities and writes the feature-flag defaults. Network activation on
	 * multisite does so on every site of the network (sites created later: initialize_site()).
	 *
	 * @param bool $network_wide Whether the plugin is activated for the whole network.
	 */
	public static function activate( bool $network_wide = false ): void {
		// Post types are registered on init, which has run by the time a plugin is activated.
		self::boot();
		if ( did_action( 'init' ) ) {
			( new Conditions\Post_Type() )->register_post_type();
			( new Overlays\Post_Type() )->register_post_type();
			( new Overlays\Taxonomy() )->register_taxonomy();
			( new Global_Classes\Post_Type() )->register_post_type();
			( new Pattern_Library\Collections() )->register_taxonomy();
		}
		if ( ! $network_wide || ! is_multisite() ) {
			self::activate_site();
			flush_rewrite_rules();
			return;
		}
		$current = get_current_blog_id();
		foreach ( self::network_site_ids() as $site_id ) {
			if ( $site_id === $current ) {
				self::activate_site();
				flush_rewrite_rules();
				continue;
			}
			switch_to_blog( $site_id );
			self::activate_site();
			// The rewrite rules in memory are the current site's: the other sites build theirs on their next request.
			delete_option( 'rewrite_rules' );
			restore_current_blog();
		}
	}

	/**
	 * What activation sets up on one site (the current one).
	 */
	private static function activate_site(): void {
		Capabilities::grant();
		Feature_Flags::add_defaults();
		Page_Cache\Cache_Safety::add_default();
		update_option( 'gblocks_pro_version', GBLOCKS_PRO_VERSION, false );
		update_option( Trust\Content_Upgrade::VERSION_OPTION, Trust\Content_Upgrade::VERSION );
		Trust\Content_Upgrade::start();
		// The Insights tables of this site, and its flush and pruning events.
		Insights\Storage\Schema::install();
		Insights\Storage\Cron::schedule();
	}

	/**
	 * Every site id of the current network.
	 *
	 * @return int[]
	 */
	private static function network_site_ids(): array {
		return array_map(
			'intval',
			get_sites(
				array(
					'fields'     => 'ids',
					'number'     => 0,
					'network_id' => get_current_network_id(),
				)
			)
		);
	}

	/**
	 * A site created on a network where the plugin is network-activated is set up as activation sets up
	 * every site (wp_initialize_site, after core has installed the site's tables and roles).
	 *
	 * @param \WP_Site $site The new site.
	 */
	public static function initialize_site( \WP_Site $site ): void {
		// What is_plugin_active_for_network() reads (wp-admin/includes/plugin.php is not loaded on every request).
		$network_plugins = (array) get_site_option( 'active_sitewide_plugins', array() );
		if ( ! isset( $network_plugins[ plugin_basename( GBLOCKS_PRO_FILE ) ] ) ) {
			return;
		}
		switch_to_blog( (int) $site->blog_id );
		self::activate_site();
		restore_current_blog();
	}

	/**
	 * Deactivation keeps data and capabilities; it only clears cached state and unschedules the
	 * plugin's WP-Cron events (on every site of the network when it was network-activated).
	 *
	 * @param bool $network_wide Whether the plugin is deactivated for the whole network.
	 */
	public static function deactivate( bool $network_wide = false ): void {
		if ( $network_wide && is_multisite() ) {
			foreach ( self::network_site_ids() as $site_id ) {
				switch_to_blog( $site_id );
				Insights\Storage\Cron::unschedule();
				restore_current_blog();
			}
		} else {
			Insights\Storage\Cron::unschedule();
		}
		/**
		 * Fires when the plugin is deactivated, for features to drop transient state.
		 */
		do_action( 'gblocks_pro_deactivate' );
		flush_rewrite_rules();
	}
}
