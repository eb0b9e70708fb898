<?php
/**
 * REST routes that describe condition types, rules, operators and rule metadata.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Rest;

use GBlocks_Pro\Conditions\Condition_Type;
use GBlocks_Pro\Conditions\Registry;
use GBlocks_Pro\Support\Rest_Controller;
use GBlocks_Pro\Support\Rest_Response;

/**
 * The routes get_condition_types, get_condition_rules, get_condition_operators and get_rule_metadata.
 * Options are
 * { value, label } (rules add group, the optgroup label).
 */
final class Lookups_Controller extends Rest_Controller {

	/**
	 * Route namespace.
	 *
	 * @var string
	 */
	protected $namespace = Conditions_Controller::NAMESPACE;

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$type   = array(
			'description' => __( 'Condition type id.', 'gblocks-pro' ),
			'type'        => 'string',
			'required'    => true,
			'maxLength'   => 100,
		);
		$rule   = array(
			'description' => __( 'Rule id.', 'gblocks-pro' ),
			'type'        => 'string',
			'maxLength'   => 200,
		);
		$routes = array(
			'get_condition_types'     => array( 'types', array() ),
			'get_condition_rules'     => array( 'rules', array( 'type' => $type ) ),
			'get_condition_operators' => array(
				'operators',
				array(
					'type' => $type,
					'rule' => $rule,
				),
			),
			'get_rule_metadata'       => array(
				'metadata',
				array(
					'type' => $type,
					'rule' => array( 'required' => true ) + $rule,
				),
			),
		);
		$this->register_picker_routes( $routes );
	}

	/**
	 * Every type.
	 */
	public function types(): \WP_REST_Response {
		$options = array();
		foreach ( Registry::instance()->labels() as $value => $label ) {
			$options[] = array(
				'value' => $value,
				'label' => $label,
			);
		}
		return Rest_Response::success( $options );
	}

	/**
	 * The rules of a type.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function rules( \WP_REST_Request $request ): \WP_REST_Response {
		$type = self::type( (string) $request['type'] );
		if ( ! $type ) {
			return self::unknown_type( (string) $request['type'] );
		}
		$options = array();
		foreach ( $type->rules() as $value => $rule ) {
			$option = array(
				'value' => $value,
				'label' => $rule['label'],
			);
			if ( '' !== $rule['group'] ) {
				$option['group'] = $rule['group'];
			}
			$options[] = $option;
		}
		return Rest_Response::success( $options );
	}

	/**
	 * The operators of a rule (or of the whole type when no rule is given).
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function operators( \WP_REST_Request $request ): \WP_REST_Response {
		$type = self::type( (string) $request['type'] );
		if ( ! $type ) {
			return self::unknown_type( (string) $request['type'] );
		}
		$rule = (string) $request['rule'];
		if ( '' !== $rule && ! $type->rule( $rule ) ) {
			return self::unknown_rule( $rule, $type );
		}
		$labels  = Registry::operator_labels();
		$options = array();
		foreach ( $type->operators( '' === $rule ? null : $rule ) as $operator ) {
			$options[] = array(
				'value' => $operator,
				'label' => $labels[ $operator ] ?? $operator,
			);
		}
		return Rest_Response::success( $options );
	}

	/**
	 * The value metadata of a rule.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function metadata( \WP_REST_Request $request ): \WP_REST_Response {
		$type = self::type( (string) $request['type'] );
		if ( ! $type ) {
			return self::unknown_type( (string) $request['type'] );
		}
		$rule = $type->rule( (string) $request['rule'] );
		if ( ! $rule ) {
			return self::unknown_rule( (string) $request['rule'], $type );
		}
		$metadata = array(
			'needs_value'    => $rule['needs_value'],
			'value_type'     => $rule['value_type'],
			'supports_multi' => $rule['supports_multi'],
		);
		foreach ( array( 'object_type', 'object_subtype', 'placeholder' ) as $key ) {
			if ( isset( $rule[ $key ] ) ) {
				$metadata[ $key ] = $rule[ $key ];
			}
		}
		return Rest_Response::success( array( 'metadata' => $metadata ) );
	}

	/**
	 * A type offered to the editor (filtered-out types are unknown here).
	 *
	 * @param string $name Type id.
	 */
	private static function type( string $name ): ?Condition_Type {
		$registry = Registry::instance();
		return isset( $registry->labels()[ $name ] ) ? $registry->get( $name ) : null;
	}

	/**
	 * 400 for an unknown type.
	 *
	 * @param string $name Type id.
	 */
	private static function unknown_type( string $name ): \WP_REST_Response {
		/* translators: %s: condition type id. */
		return Rest_Response::error( sprintf( __( 'type: unknown condition type "%s".', 'gblocks-pro' ), $name ), 400, 'gblocks_pro_unknown_type' );
	}

	/**
	 * 400 for an unknown rule.
	 *
	 * @param string         $rule Rule id.
	 * @param Condition_Type $type The type.
	 */
	private static function unknown_rule( string $rule, Condition_Type $type ): \WP_REST_Response {
		/* translators: 1: rule id, 2: condition type id. */
		return Rest_Response::error( sprintf( __( 'rule: unknown rule "%1$s" for the type "%2$s".', 'gblocks-pro' ), $rule, $type->name() ), 400, 'gblocks_pro_unknown_rule' );
	}
}
