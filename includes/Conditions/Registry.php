<?php
/**
 * The registry of condition types.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

/**
 * Holds the condition types: the twelve built-in ones and those other plugins register on
 * `gblocks_pro_register_condition_types`. Built once per request, on first use. Types are kept as a map
 * from type id to class and constructed only when a rule of that type is evaluated or the types are
 * listed (deciding a condition that uses one type loads that type alone).
 */
final class Registry {

	/**
	 * The shared instance.
	 *
	 * @var Registry|null
	 */
	private static ?Registry $instance = null;

	/**
	 * The built-in types by id, in the order the editor lists them.
	 */
	private const BUILT_IN = array(
		'location'  => Types\Location::class,
		'user_role' => Types\User_Role::class,
		'date_time' => Types\Date_Time::class,
		'device'    => Types\Device::class,
		'query_arg' => Types\Query_Arg::class,
		'referrer'  => Types\Referrer::class,
		'post_meta' => Types\Post_Meta::class,
		'user_meta' => Types\User_Meta::class,
		'cookie'    => Types\Cookie::class,
		'language'  => Types\Language::class,
		'options'   => Types\Options::class,
		'author'    => Types\Author::class,
		'visitor'   => Types\Visitor::class,
	);

	/**
	 * Types keyed by id: an instance, or the class of a type not constructed yet.
	 *
	 * @var array<string, Condition_Type|class-string<Condition_Type>>
	 */
	private array $types = self::BUILT_IN;

	/**
	 * The registry, built (and the registration action fired) on first use.
	 */
	public static function instance(): self {
		if ( null === self::$instance ) {
			self::$instance = new self();

			/**
			 * Fires once, when the condition type registry is built: register your own types here.
			 *
			 * Example:
			 *
			 *     add_action( 'gblocks_pro_register_condition_types', function ( $registry ) {
			 *         $registry->register( new My_Membership_Type() ); // extends GBlocks_Pro\Conditions\Condition_Type
			 *     } );
			 *
			 * @param Registry $registry The registry.
			 */
			do_action( 'gblocks_pro_register_condition_types', self::$instance );
		}
		return self::$instance;
	}

	/**
	 * Forgets the built registry (after types or rules change, and between tests).
	 */
	public static function reset(): void {
		self::$instance = null;
	}

	/**
	 * The built-in types, in the order the editor lists them.
	 *
	 * @return Condition_Type[]
	 */
	public static function built_in(): array {
		return array_values( array_map( static fn( string $class ): Condition_Type => new $class(), self::BUILT_IN ) );
	}

	/**
	 * Adds a type, or replaces the type with the same id.
	 *
	 * @param Condition_Type $type The type.
	 */
	public function register( Condition_Type $type ): void {
		$this->types[ $type->name() ] = $type;
	}

	/**
	 * Adds a type by class, constructed only when first needed (its constructor takes no argument), or
	 * replaces the type with the same id.
	 *
	 * @param string $name  Type id (what the type's name() answers).
	 * @param string $class The type's class, a Condition_Type (anything else is ignored).
	 */
	public function register_class( string $name, string $class ): void {
		if ( is_subclass_of( $class, Condition_Type::class ) ) {
			$this->types[ $name ] = $class;
		}
	}

	/**
	 * Removes a type.
	 *
	 * @param string $name Type id.
	 */
	public function unregister( string $name ): void {
		unset( $this->types[ $name ] );
	}

	/**
	 * A type by id, or null.
	 *
	 * @param string $name Type id.
	 */
	public function get( string $name ): ?Condition_Type {
		$type = $this->types[ $name ] ?? null;
		if ( is_string( $type ) ) {
			$type                 = new $type();
			$this->types[ $name ] = $type;
		}
		return $type;
	}

	/**
	 * Every type's label keyed by id, after the `gblocks_pro_condition_types` filter (which can relabel
	 * or hide types).
	 *
	 * @return array<string, string>
	 */
	public function labels(): array {
		$labels = array();
		foreach ( array_keys( $this->types ) as $name ) {
			$labels[ $name ] = (string) $this->get( (string) $name )?->label();
		}

		/**
		 * Filters the condition types offered in the editor: id => translated label.
		 *
		 * @param array<string, string> $labels Type labels keyed by id.
		 */
		$filtered = (array) apply_filters( 'gblocks_pro_condition_types', $labels );
		$result   = array();
		foreach ( $filtered as $name => $label ) {
			if ( isset( $this->types[ (string) $name ] ) ) {
				$result[ (string) $name ] = (string) $label;
			}
		}
		return $result;
	}

	/**
	 * Translated labels of every operator.
	 *
	 * @return array<string, string>
	 */
	public static function operator_labels(): array {
		$labels = array(
			'is'           => __( 'is', 'gblocks-pro' ),
			'is_not'       => __( 'is not', 'gblocks-pro' ),
			'includes_any' => __( 'includes any of', 'gblocks-pro' ),
			'includes_all' => __( 'includes all of', 'gblocks-pro' ),
			'excludes_any' => __( 'excludes any of', 'gblocks-pro' ),
			'excludes_all' => __( 'excludes all of', 'gblocks-pro' ),
			'exists'       => __( 'exists', 'gblocks-pro' ),
			'not_exists'   => __( 'does not exist', 'gblocks-pro' ),
			'has_value'    => __( 'has a value', 'gblocks-pro' ),
			'no_value'     => __( 'has no value', 'gblocks-pro' ),
			'equals'       => __( 'equals', 'gblocks-pro' ),
			'contains'     => __( 'contains', 'gblocks-pro' ),
			'not_contains' => __( 'does not contain', 'gblocks-pro' ),
			'starts_with'  => __( 'starts with', 'gblocks-pro' ),
			'ends_with'    => __( 'ends with', 'gblocks-pro' ),
			'greater_than' => __( 'is greater than', 'gblocks-pro' ),
			'less_than'    => __( 'is less than', 'gblocks-pro' ),
			'before'       => __( 'is before', 'gblocks-pro' ),
			'after'        => __( 'is after', 'gblocks-pro' ),
			'between'      => __( 'is between', 'gblocks-pro' ),
			'on'           => __( 'is on', 'gblocks-pro' ),
			'at_least'     => __( 'is at least', 'gblocks-pro' ),
			'at_most'      => __( 'is at most', 'gblocks-pro' ),
		);

		/**
		 * Filters the operator labels.
		 *
		 * @param array<string, string> $labels Operator id => translated label.
		 */
		return (array) apply_filters( 'gblocks_pro_condition_operator_labels', $labels );
	}
}
