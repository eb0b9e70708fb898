<?php
/**
 * The labels of capabilities in the user role type's rules.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Types;

use GBlocks_Pro\Support\Capabilities;

/**
 * One translatable label per capability WordPress gives its roles (and per capability of the plugin),
 * so that the Capabilities rules read in the site's language and their texts are in the translation
 * template. A capability without a label here (another plugin's) is shown by its own name: a name
 * made up from its slug could not be translated either.
 */
final class Capability_Labels {

	/**
	 * Every label, by capability.
	 *
	 * @return array<string, string>
	 */
	public static function all(): array {
		return array(
			'activate_plugins'              => __( 'Activate plugins', 'gblocks-pro' ),
			'create_users'                  => __( 'Create users', 'gblocks-pro' ),
			'delete_others_pages'           => __( 'Delete others’ pages', 'gblocks-pro' ),
			'delete_others_posts'           => __( 'Delete others’ posts', 'gblocks-pro' ),
			'delete_pages'                  => __( 'Delete pages', 'gblocks-pro' ),
			'delete_plugins'                => __( 'Delete plugins', 'gblocks-pro' ),
			'delete_posts'                  => __( 'Delete posts', 'gblocks-pro' ),
			'delete_private_pages'          => __( 'Delete private pages', 'gblocks-pro' ),
			'delete_private_posts'          => __( 'Delete private posts', 'gblocks-pro' ),
			'delete_published_pages'        => __( 'Delete published pages', 'gblocks-pro' ),
			'delete_published_posts'        => __( 'Delete published posts', 'gblocks-pro' ),
			'delete_themes'                 => __( 'Delete themes', 'gblocks-pro' ),
			'delete_users'                  => __( 'Delete users', 'gblocks-pro' ),
			'edit_dashboard'                => __( 'Edit the dashboard', 'gblocks-pro' ),
			'edit_files'                    => __( 'Edit files', 'gblocks-pro' ),
			'edit_others_pages'             => __( 'Edit others’ pages', 'gblocks-pro' ),
			'edit_others_posts'             => __( 'Edit others’ posts', 'gblocks-pro' ),
			'edit_pages'                    => __( 'Edit pages', 'gblocks-pro' ),
			'edit_plugins'                  => __( 'Edit plugins', 'gblocks-pro' ),
			'edit_posts'                    => __( 'Edit posts', 'gblocks-pro' ),
			'edit_private_pages'            => __( 'Edit private pages', 'gblocks-pro' ),
			'edit_private_posts'            => __( 'Edit private posts', 'gblocks-pro' ),
			'edit_published_pages'          => __( 'Edit published pages', 'gblocks-pro' ),
			'edit_published_posts'          => __( 'Edit published posts', 'gblocks-pro' ),
			'edit_theme_options'            => __( 'Edit theme options', 'gblocks-pro' ),
			'edit_themes'                   => __( 'Edit themes', 'gblocks-pro' ),
			'edit_users'                    => __( 'Edit users', 'gblocks-pro' ),
			'export'                        => __( 'Export', 'gblocks-pro' ),
			'import'                        => __( 'Import', 'gblocks-pro' ),
			'install_plugins'               => __( 'Install plugins', 'gblocks-pro' ),
			'install_themes'                => __( 'Install themes', 'gblocks-pro' ),
			'list_users'                    => __( 'List users', 'gblocks-pro' ),
			'manage_categories'             => __( 'Manage categories', 'gblocks-pro' ),
			'manage_links'                  => __( 'Manage links', 'gblocks-pro' ),
			'manage_options'                => __( 'Manage options', 'gblocks-pro' ),
			'moderate_comments'             => __( 'Moderate comments', 'gblocks-pro' ),
			'promote_users'                 => __( 'Promote users', 'gblocks-pro' ),
			'publish_pages'                 => __( 'Publish pages', 'gblocks-pro' ),
			'publish_posts'                 => __( 'Publish posts', 'gblocks-pro' ),
			'read'                          => __( 'Read', 'gblocks-pro' ),
			'read_private_pages'            => __( 'Read private pages', 'gblocks-pro' ),
			'read_private_posts'            => __( 'Read private posts', 'gblocks-pro' ),
			'remove_users'                  => __( 'Remove users', 'gblocks-pro' ),
			'switch_themes'                 => __( 'Switch themes', 'gblocks-pro' ),
			'unfiltered_html'               => __( 'Post unfiltered HTML', 'gblocks-pro' ),
			'unfiltered_upload'             => __( 'Upload unfiltered files', 'gblocks-pro' ),
			'update_core'                   => __( 'Update WordPress', 'gblocks-pro' ),
			'update_plugins'                => __( 'Update plugins', 'gblocks-pro' ),
			'update_themes'                 => __( 'Update themes', 'gblocks-pro' ),
			'upload_files'                  => __( 'Upload files', 'gblocks-pro' ),
			'install_languages'             => __( 'Install languages', 'gblocks-pro' ),
			'resume_plugins'                => __( 'Resume plugins', 'gblocks-pro' ),
			'resume_themes'                 => __( 'Resume themes', 'gblocks-pro' ),
			'view_site_health_checks'       => __( 'View Site Health checks', 'gblocks-pro' ),
			Capabilities::MANAGE_OVERLAYS   => __( 'Manage overlay panels', 'gblocks-pro' ),
			Capabilities::MANAGE_CONDITIONS => __( 'Manage display conditions', 'gblocks-pro' ),
			Capabilities::MANAGE_STYLES     => __( 'Manage global styles', 'gblocks-pro' ),
		);
	}

	/**
	 * The label of a capability, or its name when it has none.
	 *
	 * @param string $cap The capability.
	 */
	public static function label( string $cap ): string {
		return self::all()[ $cap ] ?? $cap;
	}
}
