<?php
/**
 * The plugin's capabilities.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

/**
 * Grants and revokes the manage capabilities; maps post type capabilities onto them.
 */
final class Capabilities {

	public const MANAGE_OVERLAYS   = 'manage_gblocks_overlays';
	public const MANAGE_CONDITIONS = 'manage_gblocks_conditions';

	/**
	 * Every capability the plugin adds.
	 *
	 * @return string[]
	 */
	public static function all(): array {
		return array( self::MANAGE_OVERLAYS, self::MANAGE_CONDITIONS );
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
	 * Grants the capabilities to the configured roles.
	 */
	public static function grant(): void {
		foreach ( self::roles() as $role_name ) {
			$role = get_role( (string) $role_name );
			if ( ! $role ) {
				continue;
			}
			foreach ( self::all() as $cap ) {
				$role->add_cap( $cap );
			}
		}
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
