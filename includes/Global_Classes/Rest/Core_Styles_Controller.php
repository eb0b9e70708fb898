<?php
/**
 * /wp/v2/gblocks-styles with the manage capability and the class name rules.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Global_Classes\Rest;

use GBlocks_Pro\Global_Classes\Class_Name;
use GBlocks_Pro\Global_Classes\Class_Store;
use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Support\Locked_Post_Update;

/**
 * The core posts controller of gblocks_styles, except that:
 * - listing and reading need manage_gblocks_styles (writing already does, through the post type's
 *   capabilities): editor pickers read the names through generateblocks-pro/v1/global-classes;
 * - the name comes from gb_style_selector, else from title, stripped to [a-zA-Z0-9_-] and starting with a
 *   letter or `_` (400 naming the field otherwise); the title is always the selector with its dot;
 * - a name another class has is a 409 (code gblocks_pro_class_exists, data.params naming the field);
 * - a class is publish or draft (400 naming status otherwise); a new class needs a name.
 */
final class Core_Styles_Controller extends \WP_REST_Posts_Controller {

	/**
	 * Listing classes.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return self::manage_check() ?? parent::get_items_permissions_check( $request );
	}

	/**
	 * Reading one class.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return bool|\WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return self::manage_check() ?? parent::get_item_permissions_check( $request );
	}

	/**
	 * A refusal (401 logged out, 403 otherwise) for users who cannot manage classes, or null.
	 */
	private static function manage_check(): ?\WP_Error {
		if ( current_user_can( Capabilities::MANAGE_STYLES ) ) {
			return null;
		}
		return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to manage global classes.', 'gblocks-pro' ), array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * Updates a class under its save lock: two saves at once never mix (issue 29 D6), and a client that
	 * sends the modified it loaded gets 409 when the class was saved since.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function update_item( $request ) {
		return Locked_Post_Update::run(
			$request,
			fn() => parent::update_item( $request ),
			__( 'This global class was saved by someone else after you loaded it. Reload it to see their changes, then save again.', 'gblocks-pro' ),
			__( 'This global class is being saved by someone else. Please try again in a moment.', 'gblocks-pro' )
		);
	}

	/**
	 * The post to write, with the name rules applied.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \stdClass|\WP_Error
	 */
	protected function prepare_item_for_database( $request ) {
		$prepared = parent::prepare_item_for_database( $request );
		if ( is_wp_error( $prepared ) ) {
			return $prepared;
		}
		$id       = isset( $request['id'] ) ? (int) $request['id'] : 0;
		$status   = $request['status'];
		$selector = $request[ Class_Store::META_SELECTOR ];
		$title    = $request['title'];
		if ( null !== $status && ! in_array( $status, Class_Store::STATUSES, true ) ) {
			return self::invalid(
				'status',
				/* translators: %s: list of statuses. */
				sprintf( __( 'status: a global class is %s.', 'gblocks-pro' ), implode( ' or ', Class_Store::STATUSES ) )
			);
		}
		if ( null !== $selector ) {
			$field = Class_Store::META_SELECTOR;
			$raw   = $selector;
		} elseif ( null !== $title ) {
			$field = 'title';
			$raw   = is_array( $title ) ? ( $title['raw'] ?? '' ) : $title;
		} elseif ( 0 === $id ) {
			return new \WP_Error(
				'rest_missing_callback_param',
				/* translators: %s: parameter name. */
				sprintf( __( 'The %s parameter is required.', 'gblocks-pro' ), Class_Store::META_SELECTOR ),
				array(
					'status' => 400,
					'params' => array( Class_Store::META_SELECTOR ),
				)
			);
		} else {
			return $prepared;
		}
		$name = Class_Name::normalize( $raw );
		if ( '' === $name ) {
			return self::invalid( $field, Class_Name::invalid_message( $field ) );
		}
		if ( Class_Store::id_of( $name, $id ) ) {
			return new \WP_Error(
				'gblocks_pro_class_exists',
				Class_Name::duplicate_message(),
				array(
					'status' => 409,
					'params' => array( $field => Class_Name::duplicate_message() ),
				)
			);
		}
		$prepared->post_title = Class_Name::selector( $name );
		return $prepared;
	}

	/**
	 * A 400 naming the field.
	 *
	 * @param string $field   Field name.
	 * @param string $message Message.
	 */
	private static function invalid( string $field, string $message ): \WP_Error {
		return new \WP_Error(
			'rest_invalid_param',
			$message,
			array(
				'status' => 400,
				'params' => array( $field => $message ),
			)
		);
	}
}
