<?php
/**
 * REST routes of generateblocks-pro/overlays/v1.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays\Rest;

use GBlocks_Pro\Overlays\Meta;
use GBlocks_Pro\Overlays\Overlay_Service;
use GBlocks_Pro\Overlays\Taxonomy;
use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Support\Rest_Controller;
use GBlocks_Pro\Support\Rest_Response;

/**
 * The overlay list for the editor's pickers (SPEC §7). The category manager's routes of this namespace
 * are the categories module's (Overlays\Categories_Adapter).
 */
final class Overlays_Controller extends Rest_Controller {

	/**
	 * Route namespace.
	 *
	 * @var non-falsy-string
	 */
	protected $namespace = 'generateblocks-pro/overlays/v1';

	/**
	 * The overlay list's route.
	 *
	 * @var string
	 */
	protected $rest_base = 'overlays';

	/**
	 * Fields a user who may pick overlays but not manage them receives (DESIGN §6).
	 */
	private const PICKER_FIELDS = array( 'id', 'title', 'status', 'overlay_type', 'trigger_info' );

	/**
	 * Statuses only managers see.
	 */
	private const MANAGER_STATUSES = Overlay_Service::STATUSES;

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'args'                => $this->args_from_schema( $this->get_collection_params() ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * The list is for the editor's pickers: anyone who can edit posts.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		$check = $this->picker_permissions_check( $request );
		if ( true === $check || $check instanceof \WP_Error ) {
			return $check;
		}
		return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to do that.', 'gblocks-pro' ), array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * Overlays, newest first, as { modals: [...] } (the shape the product's admin client reads). Managers
	 * get every status and every field; other users published overlays and the picker fields only.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function get_items( $request ) {
		$items = array();
		foreach ( Overlay_Service::query( Overlay_Service::listable_statuses(), (int) $request['per_page'], (int) $request['page'] ) as $post ) {
			$items[] = $this->prepare_response_for_collection( $this->prepare_item_for_response( $post, $request ) );
		}
		return Rest_Response::success( array( 'modals' => $items ) );
	}

	/**
	 * One overlay as the list gives it, limited to the picker fields for users who cannot manage overlays.
	 *
	 * @param \WP_Post         $item    The overlay.
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		$data = array(
			'id'                       => $item->ID,
			'title'                    => array( 'rendered' => get_the_title( $item ) ),
			'status'                   => $item->post_status,
			'date'                     => mysql_to_rfc3339( $item->post_date ),
			'modified'                 => mysql_to_rfc3339( $item->post_modified ),
			'overlay_type'             => Overlay_Fields::value( 'overlay_type', $item->ID ),
			'trigger_info'             => Overlay_Fields::value( 'trigger_info', $item->ID ),
			'gblocks_overlay_cat'      => Overlay_Fields::value( Taxonomy::TAXONOMY, $item->ID ),
			'display_condition'        => Overlay_Fields::value( 'display_condition', $item->ID ),
			'display_condition_invert' => Overlay_Fields::value( 'display_condition_invert', $item->ID ),
			'admin_edit_url'           => Overlay_Fields::value( 'admin_edit_url', $item->ID ),
		);
		if ( ! current_user_can( Capabilities::MANAGE_OVERLAYS ) ) {
			$data = array_intersect_key( $data, array_flip( self::PICKER_FIELDS ) );
		}
		$data = $this->add_additional_fields_to_object( $data, $request );
		$data = $this->filter_response_by_context( $data, 'view' );
		return rest_ensure_response( $data );
	}

	/**
	 * The list's parameters, from the schema's collection parameters.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function get_collection_params() {
		return array( 'context' => $this->get_context_param( array( 'default' => 'view' ) ) ) + $this->pagination_args( 100, 100 );
	}

	/**
	 * One overlay of the list (cached per instance).
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$context      = array( 'view', 'edit', 'embed' );
		$manager_only = __( 'Only for users who can manage overlay panels.', 'gblocks-pro' );
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'gblocks_overlay_summary',
			'type'       => 'object',
			'properties' => array(
				'id'                       => array(
					'description' => __( 'Overlay id.', 'gblocks-pro' ),
					'type'        => 'integer',
					'context'     => $context,
					'readonly'    => true,
				),
				'title'                    => array(
					'description' => __( 'Overlay title.', 'gblocks-pro' ),
					'type'        => 'object',
					'context'     => $context,
					'readonly'    => true,
					'properties'  => array(
						'rendered' => array(
							'type'    => 'string',
							'context' => $context,
						),
					),
				),
				'status'                   => array(
					'description' => __( 'Post status; users who cannot manage overlay panels only see published ones.', 'gblocks-pro' ),
					'type'        => 'string',
					'enum'        => self::MANAGER_STATUSES,
					'context'     => $context,
					'readonly'    => true,
				),
				'date'                     => array(
					'description' => $manager_only,
					'type'        => 'string',
					'format'      => 'date-time',
					'context'     => $context,
					'readonly'    => true,
				),
				'modified'                 => array(
					'description' => $manager_only,
					'type'        => 'string',
					'format'      => 'date-time',
					'context'     => $context,
					'readonly'    => true,
				),
				'overlay_type'             => array(
					'description' => __( 'Overlay type.', 'gblocks-pro' ),
					'type'        => 'string',
					'enum'        => Meta::enum( 'type' ),
					'context'     => $context,
					'readonly'    => true,
				),
				'trigger_info'             => array(
					'description' => __( 'The trigger type, and whether a visitor fires it on a trigger element.', 'gblocks-pro' ),
					'type'        => 'object',
					'context'     => $context,
					'readonly'    => true,
					'properties'  => array(
						'trigger_type'   => array(
							'type' => 'string',
							'enum' => Meta::enum( 'trigger_type' ),
						),
						'is_interactive' => array( 'type' => 'boolean' ),
					),
				),
				'gblocks_overlay_cat'      => array(
					'description' => $manager_only,
					'type'        => 'array',
					'items'       => array( 'type' => 'integer' ),
					'context'     => $context,
					'readonly'    => true,
				),
				'display_condition'        => array(
					'description' => $manager_only,
					'type'        => 'string',
					'context'     => $context,
					'readonly'    => true,
				),
				'display_condition_invert' => array(
					'description' => $manager_only,
					'type'        => 'boolean',
					'context'     => $context,
					'readonly'    => true,
				),
				'admin_edit_url'           => array(
					'description' => $manager_only,
					'type'        => 'string',
					'format'      => 'uri',
					'context'     => $context,
					'readonly'    => true,
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
