<?php
/**
 * REST route of the ACF integration.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Integrations\Rest;

use GBlocks_Pro\Integrations\Acf;
use GBlocks_Pro\Support\Feature_Flags;
use GBlocks_Pro\Support\Rest_Controller;
use GBlocks_Pro\Support\Rest_Response;

/**
 * GET generateblocks-pro/v1/get-acf-option-fields (edit_posts; SPEC 7): the ACF option fields, without
 * `_` keys, as `[ { key, label, type, source: 'acf' } ]`. While the integration is off the list is
 * empty and the envelope says why, next to `response`: `active: false`, `reason` ('acf_inactive' or
 * 'integration_disabled') and a readable `message`; when it is on, `active: true`.
 */
final class Acf_Controller extends Rest_Controller {

	public const NAMESPACE = 'generateblocks-pro/v1';

	/**
	 * Route namespace.
	 *
	 * @var string
	 */
	protected $namespace = self::NAMESPACE;

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'get-acf-option-fields';

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->register_picker_routes( array( $this->rest_base => array( 'option_fields', array() ) ) );
	}

	/**
	 * The option fields, or an empty list with the reason the integration is off.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function option_fields( \WP_REST_Request $request ): \WP_REST_Response {
		$state = self::state();
		$items = array();
		if ( $state['active'] ) {
			foreach ( Acf::option_fields() as $field ) {
				$items[] = $this->shape( $field + array( 'source' => 'acf' ), $request );
			}
		}
		$response = Rest_Response::success( $items );
		$response->set_data( array_merge( (array) $response->get_data(), $state ) );
		return $response;
	}

	/**
	 * Whether the integration is on, and if not, why.
	 *
	 * @return array{active: bool, reason?: string, message?: string}
	 */
	public static function state(): array {
		if ( ! Acf::acf_loaded() ) {
			return array(
				'active'  => false,
				'reason'  => 'acf_inactive',
				'message' => __( 'Advanced Custom Fields is not active.', 'gblocks-pro' ),
			);
		}
		if ( ! Feature_Flags::enabled( Feature_Flags::ACF ) ) {
			return array(
				'active'  => false,
				'reason'  => 'integration_disabled',
				'message' => __( 'The Advanced Custom Fields integration is turned off in GBlocks Pro > Settings.', 'gblocks-pro' ),
			);
		}
		return array( 'active' => true );
	}

	/**
	 * An option field.
	 *
	 * @return array<string, mixed>
	 */
	protected function build_item_schema(): array {
		return self::schema(
			'gblocks-pro-acf-option-field',
			array(
				'key'    => array(
					'description' => __( 'Field name (the option name ACF reads).', 'gblocks-pro' ),
					'type'        => 'string',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				'label'  => array(
					'description' => __( 'Field label.', 'gblocks-pro' ),
					'type'        => 'string',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				'type'   => array(
					'description' => __( 'ACF field type.', 'gblocks-pro' ),
					'type'        => 'string',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				'source' => array(
					'description' => __( 'Where the key comes from.', 'gblocks-pro' ),
					'type'        => 'string',
					'enum'        => array( 'acf' ),
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
			)
		);
	}
}
