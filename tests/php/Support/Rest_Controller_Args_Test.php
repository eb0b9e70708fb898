<?php
/**
 * Rest_Controller::args_from_schema(): the one way routes derive their arguments from a schema.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Support;

use GBlocks_Pro\Support\Rest_Controller;
use GBlocks_Pro\Tests\Test_Case;

final class Rest_Controller_Args_Test extends Test_Case {

	private const ROUTE = '/gblocks-pro-test/v1/things';

	/**
	 * A controller that shows its derived arguments.
	 */
	private static function controller(): Rest_Controller {
		return new class() extends Rest_Controller {
			/**
			 * Arguments derived from a schema.
			 *
			 * @param array<string, array<string, mixed>> $properties Parameter schemas.
			 * @param string                              $method     Method.
			 * @return array<string, array<string, mixed>>
			 */
			public function derive( array $properties, string $method = \WP_REST_Server::CREATABLE ): array {
				return $this->args_from_schema( $properties, $method );
			}
		};
	}

	/**
	 * A route with the arguments derived from the schema, answering the parameters it was given.
	 *
	 * @param array<string, array<string, mixed>> $properties Parameter schemas.
	 */
	private function register( array $properties ): void {
		$args = self::controller()->derive( $properties );
		add_action(
			'rest_api_init',
			static function () use ( $args ): void {
				register_rest_route(
					'gblocks-pro-test/v1',
					'/things',
					array(
						'methods'             => \WP_REST_Server::CREATABLE,
						'callback'            => static fn( \WP_REST_Request $request ) => new \WP_REST_Response( $request->get_params() ),
						'permission_callback' => '__return_true',
						'args'                => $args,
					)
				);
			}
		);
		$GLOBALS['wp_rest_server'] = null;
	}

	public function test_a_property_becomes_an_argument_checked_and_cleaned_by_its_schema(): void {
		$args = self::controller()->derive(
			array(
				'count' => array(
					'description' => 'How many.',
					'type'        => 'integer',
					'minimum'     => 1,
					'default'     => 3,
					'required'    => true,
					'context'     => array( 'view' ),
				),
			)
		);
		$this->assertSame(
			array(
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'rest_sanitize_request_arg',
				'default'           => 3,
				'required'          => true,
				'description'       => 'How many.',
				'type'              => 'integer',
				'minimum'           => 1,
			),
			$args['count']
		);
	}

	public function test_an_editable_derivation_drops_required_and_default_as_core_does_for_updates(): void {
		$args = self::controller()->derive(
			array(
				'count' => array(
					'type'     => 'integer',
					'default'  => 3,
					'required' => true,
				),
				'id'    => array(
					'type'     => 'integer',
					'readonly' => true,
				),
			),
			\WP_REST_Server::EDITABLE
		);
		$this->assertSame( array( 'count' ), array_keys( $args ) );
		$this->assertArrayNotHasKey( 'default', $args['count'] );
		$this->assertArrayNotHasKey( 'required', $args['count'] );
	}

	public function test_callbacks_beside_the_keywords_are_kept_as_argument_options(): void {
		$controller = self::controller();
		$context    = $controller->get_context_param( array( 'default' => 'view' ) );
		$args       = $controller->derive( array( 'context' => $context ) );
		$this->assertSame( 'sanitize_key', $args['context']['sanitize_callback'] );
		$this->assertSame( 'rest_validate_request_arg', $args['context']['validate_callback'] );
		$this->assertSame( 'view', $args['context']['default'] );
	}

	public function test_deriving_derived_arguments_gives_them_back(): void {
		$controller = self::controller();
		$once       = $controller->derive(
			array(
				'name'  => array(
					'type'        => 'string',
					'maxLength'   => 5,
					'required'    => true,
					'arg_options' => array( 'sanitize_callback' => 'sanitize_text_field' ),
				),
				'check' => array(
					'type'              => 'boolean',
					'validate_callback' => '__return_true',
				),
			)
		);
		$this->assertSame( $once, $controller->derive( $once ) );
	}

	public function test_a_custom_validate_callback_does_not_skip_the_schema_check(): void {
		$this->register(
			array(
				'ids' => array(
					'type'              => 'array',
					'items'             => array( 'type' => 'integer' ),
					'maxItems'          => 2,
					'validate_callback' => '__return_true',
				),
			)
		);
		$response = $this->rest( 'POST', self::ROUTE, array( 'ids' => array( 1, 2, 3 ) ) );
		$this->assertStatus( 400, $response );
		$this->assertSame( array( 'ids' ), array_keys( (array) $response->get_data()['data']['params'] ) );

		$this->assertSame( array( 1, 2 ), $this->rest( 'POST', self::ROUTE, array( 'ids' => array( '1', 2 ) ) )->get_data()['ids'] );
	}

	public function test_a_wrong_typed_argument_is_a_400_naming_it_and_a_good_one_is_cleaned(): void {
		$this->register(
			array(
				'count' => array(
					'type'    => 'integer',
					'minimum' => 1,
				),
			)
		);
		$response = $this->rest( 'POST', self::ROUTE, array( 'count' => 'many' ) );
		$this->assertStatus( 400, $response );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$this->assertSame( array( 'count' ), array_keys( (array) $response->get_data()['data']['params'] ) );

		$this->assertSame( 2, $this->rest( 'POST', self::ROUTE, array( 'count' => '2' ) )->get_data()['count'] );
	}
}
