<?php
/**
 * POST /simulate: how a rule tree decides for a context described by hand.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Rest;

use GBlocks_Pro\Conditions\Post_Type;
use GBlocks_Pro\Conditions\Simulator;
use GBlocks_Pro\Support\Rest_Controller;
use GBlocks_Pro\Support\Rest_Response;

/**
 * Thin: schema, permission (the manage capability), Simulator::simulate(), the envelope.
 */
final class Simulate_Controller extends Rest_Controller {

	use Manage_Permission;

	/**
	 * Route namespace.
	 *
	 * @var string
	 */
	protected $namespace = Conditions_Controller::NAMESPACE;

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'simulate';

	/**
	 * Registers the route; its args are derived from the schema's writable properties.
	 */
	public function register_routes(): void {
		$properties = $this->item_properties();
		// The tree's semantic problems are listed by the simulator (every reason, 400 naming the field).
		$properties['conditions']['validate_callback'] = array( Conditions_Controller::class, 'validate_tree' );
		$properties['conditions']['sanitize_callback'] = static fn( $value ) => $value;
		register_rest_route(
			Conditions_Controller::NAMESPACE,
			'/simulate',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'simulate' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					'args'                => $this->args_from_schema( $properties, \WP_REST_Server::CREATABLE ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * The body (conditions or id, context) and the answer (result, logic, groups).
	 *
	 * @return array<string, mixed>
	 */
	protected function build_item_schema(): array {
		$tree = Post_Type::tree_schema();
		unset( $tree['required'], $tree['context'] );
		$text     = array( 'type' => 'string' );
		$text_map = array(
			'type'                 => 'object',
			'additionalProperties' => array( 'type' => array( 'string', 'number', 'boolean' ) ),
		);
		$readonly = array(
			'context'  => array( 'view', 'edit' ),
			'readonly' => true,
		);
		return self::schema(
			'gblocks-pro-condition-simulation',
			array(
				'conditions'               => array(
					'description' => __( 'The rule tree to simulate (or give id).', 'gblocks-pro' ),
				) + $tree,
				'id'                       => array(
					'description' => __( 'The condition whose stored rules are simulated (or give conditions).', 'gblocks-pro' ),
					'type'        => 'integer',
					'minimum'     => 1,
				),
				'context'                  => array(
					'description'          => __( 'The simulated visit; every key is optional.', 'gblocks-pro' ),
					'type'                 => 'object',
					'default'              => array(),
					'additionalProperties' => false,
					'properties'           => array(
						'device'   => array( 'description' => __( 'mobile, tablet, desktop, or a user agent (default desktop).', 'gblocks-pro' ) ) + $text,
						'user'     => array(
							'description' => __( 'A user id, or "anonymous" (default).', 'gblocks-pro' ),
							'type'        => array( 'integer', 'string' ),
						),
						'url'      => array( 'description' => __( 'A front-end address on this site: the page, its query parameters and the context post (default the front page).', 'gblocks-pro' ) ) + $text,
						'post'     => array(
							'description' => __( 'A post id: the page is that post (its address unless url is given).', 'gblocks-pro' ),
							'type'        => 'integer',
							'minimum'     => 0,
						),
						'datetime' => array( 'description' => __( 'ISO 8601 date and time; without an offset, in the site timezone (default now).', 'gblocks-pro' ) ) + $text,
						'cookies'  => array( 'description' => __( 'Cookies, name to value.', 'gblocks-pro' ) ) + $text_map,
						'query'    => array( 'description' => __( 'Query parameters, name to value (added to those of url).', 'gblocks-pro' ) ) + $text_map,
						'referrer' => array( 'description' => __( 'The referring address (default none: a direct visit).', 'gblocks-pro' ) ) + $text,
						'language' => array( 'description' => __( 'A locale such as de_DE or a language code (default the site language).', 'gblocks-pro' ) ) + $text,
						'history'  => array(
							'description' => __( 'The visitor history the visitor\'s browser would keep (page_views, session_page_views, sessions, session_seconds, landing_page, referrer, utm_source, utm_medium, utm_campaign, overlays: id to views, closes and conversions as lists of ages in days). Without it, the visitor history rules do not pass.', 'gblocks-pro' ),
							'type'        => 'object',
						),
					),
				),
				'result'                   => array(
					'description' => __( 'Whether the guarded content would show.', 'gblocks-pro' ),
					'type'        => 'string',
					'enum'        => array( 'shown', 'hidden' ),
				) + $readonly,
				'logic'                    => array(
					'description' => __( 'The logic over groups.', 'gblocks-pro' ),
					'type'        => 'string',
					'enum'        => array( 'AND', 'OR' ),
				) + $readonly,
				'page_cache_compatibility' => array(
					'description' => __( 'Whether page cache compatibility is on: only then are visitor rules decided in the browser on pages a shared page cache may store.', 'gblocks-pro' ),
					'type'        => 'boolean',
				) + $readonly,
				'groups'                   => array(
					'description' => __( 'Each group with its result and each rule with its result, where it is decided and why.', 'gblocks-pro' ),
					'type'        => 'array',
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'result' => array( 'type' => 'boolean' ),
							'logic'  => array(
								'type' => 'string',
								'enum' => array( 'AND', 'OR' ),
							),
							'rules'  => array(
								'type'  => 'array',
								'items' => array(
									'type'       => 'object',
									'properties' => array(
										'type'       => $text,
										'rule'       => $text,
										'operator'   => $text,
										'value'      => $text,
										'result'     => array( 'type' => 'boolean' ),
										'decided_in' => array(
											'type' => 'string',
											'enum' => array( 'server', 'visitor' ),
										),
										'reason'     => $text,
									),
								),
							),
						),
					),
				) + $readonly,
			)
		);
	}

	/**
	 * Simulates the body.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function simulate( \WP_REST_Request $request ): \WP_REST_Response {
		$body = array( 'context' => is_array( $request['context'] ) ? $request['context'] : array() );
		foreach ( array( 'conditions', 'id' ) as $key ) {
			if ( null !== $request[ $key ] ) {
				$body[ $key ] = $request[ $key ];
			}
		}
		$answer = Simulator::simulate( $body );
		if ( ! is_wp_error( $answer ) ) {
			return Rest_Response::success( $answer );
		}
		$data            = (array) $answer->get_error_data();
		$response        = Rest_Response::error( $answer->get_error_message(), (int) ( $data['status'] ?? 400 ), (string) $answer->get_error_code() );
		$payload         = (array) $response->get_data();
		$payload['data'] = array_merge( (array) $payload['data'], array_intersect_key( $data, array_flip( array( 'field', 'errors' ) ) ) );
		if ( isset( $data['errors'] ) ) {
			$payload['errors'] = $data['errors'];
		}
		$response->set_data( $payload );
		return $response;
	}
}
