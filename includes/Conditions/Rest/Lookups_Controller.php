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
 * The routes get_condition_types, get_condition_rules, get_condition_operators, get_rule_metadata and
 * get_condition_rule_groups, in the shapes GenerateBlocks Pro's client reads:
 * - types: { "<type>": { "label": "…", "operators": [ "is", … ] } };
 * - rules and operators: { "<id>": "<label>" } (in display order); the rules answer also carries
 *   `decided_in: { "<id>": "server"|"visitor" }` next to `response`;
 * - rule groups (ours, for the optgroups): [ { "label": "General", "rules": [ "general:site", … ] } ];
 * - metadata: { needs_value, value_type, supports_multi, decided_in, object_type?, object_subtype?, placeholder?,
 *   metadata: { the same } } (the nested copy is kept while clients move to the flat shape).
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
			'get_condition_types'       => array( 'types', array(), array( $this, 'types_schema' ) ),
			'get_condition_rules'       => array( 'rules', array( 'type' => $type ), array( $this, 'rules_schema' ) ),
			'get_condition_rule_groups' => array( 'rule_groups', array( 'type' => $type ), array( $this, 'rule_groups_schema' ) ),
			'get_condition_operators'   => array(
				'operators',
				array(
					'type' => $type,
					'rule' => $rule,
				),
				array( $this, 'operators_schema' ),
			),
			'get_rule_metadata'         => array(
				'metadata',
				array(
					'type' => $type,
					'rule' => array( 'required' => true ) + $rule,
				),
				array( $this, 'get_public_item_schema' ),
			),
		);
		$this->register_picker_routes( $routes );
	}

	/**
	 * The item of this controller: a rule's value metadata (get_rule_metadata).
	 *
	 * @return array<string, mixed>
	 */
	protected function build_item_schema(): array {
		$properties             = array(
			'needs_value'    => array(
				'description' => __( 'Whether the rule needs a value (false when the value is optional or there is none).', 'gblocks-pro' ),
				'type'        => 'boolean',
			),
			'value_type'     => array(
				'description' => __( 'The value control.', 'gblocks-pro' ),
				'type'        => 'string',
				'enum'        => array( 'none', 'text', 'custom_field', 'datetime', 'day_selector', 'object_selector', 'hierarchical_object_selector', 'author_id' ),
			),
			'supports_multi' => array(
				'description' => __( 'Whether the value can list several items.', 'gblocks-pro' ),
				'type'        => 'boolean',
			),
			'object_type'    => array(
				'description' => __( 'Object selectors: post, term or user.', 'gblocks-pro' ),
				'type'        => 'string',
			),
			'object_subtype' => array(
				'description' => __( 'Object selectors: the post type or taxonomy.', 'gblocks-pro' ),
				'type'        => 'string',
			),
			'placeholder'    => array(
				'description' => __( 'Placeholder or "All …" item label.', 'gblocks-pro' ),
				'type'        => 'string',
			),
			'name_label'     => array(
				'description' => __( 'Custom field rules: the label of the name the rule reads (e.g. "Cookie name").', 'gblocks-pro' ),
				'type'        => 'string',
			),
			'decided_in'     => array(
				'description' => __( 'Where the rule is decided: server, or visitor (the browser can decide it behind a page cache).', 'gblocks-pro' ),
				'type'        => 'string',
				'enum'        => array( 'server', 'visitor' ),
			),
		);
		$nested                 = $properties;
		$properties['metadata'] = array(
			'description' => __( 'The same metadata, nested (earlier shape).', 'gblocks-pro' ),
			'type'        => 'object',
			'properties'  => $nested,
		);
		return self::schema( 'gblocks-pro-condition-rule-metadata', $properties );
	}

	/**
	 * Schema of get_condition_types.
	 *
	 * @return array<string, mixed>
	 */
	public function types_schema(): array {
		return self::schema(
			'gblocks-pro-condition-types',
			array(
				'description'          => __( 'Condition types keyed by id.', 'gblocks-pro' ),
				'additionalProperties' => array(
					'type'       => 'object',
					'properties' => array(
						'label'            => array( 'type' => 'string' ),
						'operators'        => array(
							'type'  => 'array',
							'items' => array( 'type' => 'string' ),
						),
						'default_rule'     => array(
							'description' => __( 'The rule a new row of this type starts with in the editor.', 'gblocks-pro' ),
							'type'        => 'string',
						),
						'default_operator' => array(
							'description' => __( 'The operator a new row of this type starts with in the editor.', 'gblocks-pro' ),
							'type'        => 'string',
						),
					),
				),
			)
		);
	}

	/**
	 * Schema of get_condition_rules.
	 *
	 * @return array<string, mixed>
	 */
	public function rules_schema(): array {
		return self::label_map_schema( 'gblocks-pro-condition-rules', __( 'Rule labels keyed by rule id, in display order.', 'gblocks-pro' ) );
	}

	/**
	 * Schema of get_condition_operators.
	 *
	 * @return array<string, mixed>
	 */
	public function operators_schema(): array {
		return self::label_map_schema( 'gblocks-pro-condition-operators', __( 'Operator labels keyed by operator id.', 'gblocks-pro' ) );
	}

	/**
	 * Schema of get_condition_rule_groups.
	 *
	 * @return array<string, mixed>
	 */
	public function rule_groups_schema(): array {
		return self::schema(
			'gblocks-pro-condition-rule-groups',
			array(
				'description' => __( 'The rule groups of a type (select optgroups), in order; a group label may be empty.', 'gblocks-pro' ),
				'items'       => array(
					'type'       => 'object',
					'properties' => array(
						'label' => array( 'type' => 'string' ),
						'rules' => array(
							'type'  => 'array',
							'items' => array( 'type' => 'string' ),
						),
					),
				),
			),
			'array'
		);
	}

	/**
	 * Every type: { id: { label, operators, default_rule, default_operator } }.
	 */
	public function types(): \WP_REST_Response {
		$registry = Registry::instance();
		$types    = array();
		foreach ( $registry->labels() as $name => $label ) {
			$type           = $registry->get( $name );
			$defaults       = $type ? $type->editor_defaults() : array(
				'rule'     => '',
				'operator' => '',
			);
			$types[ $name ] = array(
				'label'            => $label,
				'operators'        => $type ? $type->operators() : array(),
				'default_rule'     => $defaults['rule'],
				'default_operator' => $defaults['operator'],
			);
		}
		return Rest_Response::success( (object) $types );
	}

	/**
	 * The rules of a type: { id: label }.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function rules( \WP_REST_Request $request ): \WP_REST_Response {
		$type = self::type( (string) $request['type'] );
		if ( ! $type ) {
			return self::unknown_type( (string) $request['type'] );
		}
		$rules      = array();
		$decided_in = array();
		foreach ( $type->rules() as $value => $rule ) {
			$rules[ $value ]      = $rule['label'];
			$decided_in[ $value ] = $rule['decided_in'];
		}
		$response = Rest_Response::success( (object) $rules );
		// Next to `response` (whose shape GenerateBlocks Pro's client reads): where each rule is decided.
		$response->set_data( $response->get_data() + array( 'decided_in' => (object) $decided_in ) );
		return $response;
	}

	/**
	 * The rule groups of a type: [ { label, rules: [ ids ] } ], in the order the rules come.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function rule_groups( \WP_REST_Request $request ): \WP_REST_Response {
		$type = self::type( (string) $request['type'] );
		if ( ! $type ) {
			return self::unknown_type( (string) $request['type'] );
		}
		$groups = array();
		foreach ( $type->rules() as $value => $rule ) {
			$label = (string) $rule['group'];
			if ( ! isset( $groups[ $label ] ) ) {
				$groups[ $label ] = array(
					'label' => $label,
					'rules' => array(),
				);
			}
			$groups[ $label ]['rules'][] = (string) $value;
		}
		return Rest_Response::success( array_values( $groups ) );
	}

	/**
	 * The operators of a rule (or of the whole type when no rule is given): { id: label }.
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
		$labels    = Registry::operator_labels();
		$operators = array();
		foreach ( $type->operators( '' === $rule ? null : $rule ) as $operator ) {
			$operators[ $operator ] = (string) ( $labels[ $operator ] ?? $operator );
		}
		return Rest_Response::success( (object) $operators );
	}

	/**
	 * The value metadata of a rule, flat in the response (and nested under metadata as before).
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
		return Rest_Response::success( $this->prepare_item_for_response( $rule, $request )->get_data() );
	}

	/**
	 * A rule's metadata as the route answers it.
	 *
	 * @param array<string, mixed> $item    The normalised rule.
	 * @param \WP_REST_Request     $request The request.
	 */
	public function prepare_item_for_response( $item, $request ): \WP_REST_Response {
		$metadata = array(
			'needs_value'    => (bool) $item['needs_value'],
			'value_type'     => (string) $item['value_type'],
			'supports_multi' => (bool) $item['supports_multi'],
			'decided_in'     => (string) ( $item['decided_in'] ?? 'server' ),
		);
		foreach ( array( 'object_type', 'object_subtype', 'placeholder', 'name_label' ) as $key ) {
			if ( isset( $item[ $key ] ) ) {
				$metadata[ $key ] = $item[ $key ];
			}
		}
		$metadata['metadata'] = $metadata;
		return rest_ensure_response( $this->shape( $metadata, $request ) );
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
