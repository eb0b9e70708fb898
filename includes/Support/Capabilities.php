<?php
/**
 * The plugin's capabilities.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

/**
 * Grants and revokes the manage capabilities (and grants capabilities added since a site was
 * activated); maps post type capabilities onto them.
 */
final class Capabilities implements Feature {

	public const MANAGE_OVERLAYS   = 'manage_gblocks_overlays';
	public const MANAGE_CONDITIONS = 'manage_gblocks_conditions';
	public const MANAGE_STYLES     = 'manage_gblocks_styles';

	/**
	 * Version of the set of capabilities. Raise it when all() gains a capability: sites activated
	 * before are granted the new one once (maybe_upgrade()), without a new activation.
	 */
	public const VERSION = 2;

	/**
	 * The option that records the capability version granted on this site.
	 */
	public const VERSION_OPTION = 'gblocks_pro_capabilities_version';

	/**
	 * Every capability the plugin adds.
	 *
	 * @return string[]
	 */
	public static function all(): array {
		return array( self::MANAGE_OVERLAYS, self::MANAGE_CONDITIONS, self::MANAGE_STYLES );
	}

	/**
	 * Adds the upgrade step.
	 */
	public function register(): void {
		add_action( 'init', array( self::class, 'maybe_upgrade' ), 1 );
	}

	/**
	 * Grants the capabilities once more when the site's capability version is older than VERSION
	 * (a site activated before a capability was added, e.g. manage_gblocks_styles). Runs once per
	 * version: a capability an administrator removed by hand afterwards stays removed.
	 */
	public static function maybe_upgrade(): void {
		if ( (int) get_option( self::VERSION_OPTION, 0 ) >= self::VERSION ) {
			return;
		}
		self::grant();
	}

	/**
	 * Roles that receive the capabilities on activation.
	 *
	 * @return string[]
	 */
	public static function roles(): array {
		/**
		 * Filters the roles granted the GBlocks Pro capabilities on activation.
		 *
		 * @param string[] $roles Role names. Default: administrator.
		 */
		return (array) apply_filters( 'gblocks_pro_capability_roles', array( 'administrator' ) );
	}

	/**
	 * Grants the capabilities to the configured roles and records the capability version.
	 */
	public static function grant(): void {
		foreach ( self::roles() as $role_name ) {
			$role = get_role( (string) $role_name );
			if ( ! $role ) {
				continue;
			}
			foreach ( self::all() as $cap ) {
				if ( ! $role->has_cap( $cap ) ) {
					$role->add_cap( $cap );
				}
			}
		}
		// Autoloaded: maybe_upgrade() reads it on every request, so it must not cost a query.
		update_option( self::VERSION_OPTION, self::VERSION, true );
	}

	/**
	 * Removes the capabilities from every role (uninstall).
	 */
	public static function revoke(): void {
		foreach ( wp_roles()->role_objects as $role ) {
			foreach ( self::all() as $cap ) {
				$role->remove_cap( $cap );
			}
		}
	}

	/**
	 * Primitive post type capabilities that all resolve to one manage capability, so that the core
	 * /wp/v2 routes of our post types need the same capability as our own routes.
	 *
	 * @param string $manage_cap The capability that manages the post type.
	 * @return array<string, string>
	 */
	public static function post_type_caps( string $manage_cap ): array {
		$caps = array();
		foreach ( array( 'edit_posts', 'edit_others_posts', 'edit_private_posts', 'edit_published_posts', 'publish_posts', 'read_private_posts', 'delete_posts', 'delete_private_posts', 'delete_published_posts', 'delete_others_posts', 'create_posts' ) as $primitive ) {
			$caps[ $primitive ] = $manage_cap;
		}
		return $caps;
	}

	/**
	 * Taxonomy capabilities that all resolve to one manage capability.
	 *
	 * @param string $manage_cap The capability that manages the taxonomy.
	 * @return array<string, string>
	 */
	public static function taxonomy_caps( string $manage_cap ): array {
		return array(
			'manage_terms' => $manage_cap,
			'edit_terms'   => $manage_cap,
			'delete_terms' => $manage_cap,
			'assign_terms' => $manage_cap,
		);
	}
}
