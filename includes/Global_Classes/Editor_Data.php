<?php
/**
 * What the block editor's class picker may do.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Global_Classes;

use GBlocks_Pro\Support\Admin_Screen_Slugs;
use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Support\Editor_Bundle;
use GBlocks_Pro\Support\Feature;

/**
 * The class picker's part of the editor data (window.gblocksPro.editor.globalClasses): whether the user
 * may create classes (the Global Styles screen's capability), and that screen's address. Apart from the
 * screen (Admin_Page, built on admin requests only) because the editor data is also asked for outside
 * the admin; its hook is on a static method, so this class loads only when the editor data is built.
 */
final class Editor_Data implements Feature {

	/**
	 * Adds the editor data filter.
	 */
	public function register(): void {
		add_filter( Editor_Bundle::DATA_FILTER, array( self::class, 'add' ) );
	}

	/**
	 * Adds the class picker's data.
	 *
	 * @param mixed $data The editor data.
	 * @return mixed
	 */
	public static function add( $data ) {
		if ( ! is_array( $data ) ) {
			return $data;
		}
		$data['globalClasses'] = array(
			'canManage' => current_user_can( Capabilities::MANAGE_STYLES ),
			'url'       => admin_url( 'admin.php?page=' . Admin_Screen_Slugs::GLOBAL_STYLES ),
		);
		return $data;
	}
}
