<?php
/**
 * Shared shape of the post_meta and user_meta types.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Types;

use GBlocks_Pro\Conditions\Compare;
use GBlocks_Pro\Conditions\Condition_Type;
use GBlocks_Pro\Conditions\Context;

/**
 * A type that compares one meta key of an object: 'custom' takes 'key|comparison', the other rules
 * are fixed keys whose value is the comparison.
 */
abstract class Meta_Type extends Condition_Type {

	public const OPERATORS = array( 'exists', 'not_exists', 'has_value', 'no_value', 'equals', 'contains', 'not_contains', 'greater_than', 'less_than', 'includes_any', 'includes_all', 'excludes_any', 'excludes_all' );

	/**
	 * Meta keys that hold credentials or permissions: never saved in a condition by users without
	 * manage_options (as keys starting with "_", which WordPress treats as protected).
	 */
	private const PRIVATE_KEY_PATTERN = '/pass|secret|token|salt|auth|session|nonce|hash|credential|capabilit|user_level|activation|api_?key|private|license/i';

	/**
	 * Whether a meta key is private: it starts with "_" (protected meta), or it names credentials,
	 * sessions or permissions (session_tokens, wp_capabilities, wp_user_level, *_password, *_token…).
	 *
	 * @param string $key Meta key.
	 */
	public static function is_private_key( string $key ): bool {
		$private = str_starts_with( $key, '_' ) || (bool) preg_match( self::PRIVATE_KEY_PATTERN, $key );

		/**
		 * Filters whether a meta key is private (only administrators may save conditions reading it).
		 *
		 * @param bool   $private Whether the key is private.
		 * @param string $key     Meta key.
		 */
		return (bool) apply_filters( 'gblocks_pro_condition_meta_key_is_private', $private, $key );
	}

	/**
	 * The custom key a row reads when it is private (fixed rules such as _thumbnail_id are safe).
	 *
	 * @param string $rule  Rule id.
	 * @param string $value 'key|comparison' for custom.
	 */
	public function private_data( string $rule, string $value ): ?string {
		if ( 'custom' !== $rule ) {
			return null;
		}
		$key = Compare::split_custom( $value )[0];
		return '' !== $key && self::is_private_key( $key ) ? $key : null;
	}

	/**
	 * The meta type: post or user.
	 */
	abstract protected function meta_type(): string;

	/**
	 * The object whose meta is read, 0 when there is none (the row is then false).
	 *
	 * @param Context $context Context.
	 */
	abstract protected function object_id( Context $context ): int;

	/**
	 * Fixed keys offered as rules, key => label.
	 *
	 * @return array<string, string>
	 */
	abstract protected function fixed_keys(): array;

	/**
	 * Rules: custom plus the fixed keys.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function define_rules(): array {
		$rules = array(
			'custom' => array(
				'label'          => __( 'Custom Field', 'gblocks-pro' ),
				'operators'      => self::OPERATORS,
				'value_type'     => 'custom_field',
				'name_label'     => __( 'Meta key', 'gblocks-pro' ),
				'supports_multi' => true,
				'placeholder'    => __( 'Meta key', 'gblocks-pro' ),
			),
		);
		foreach ( $this->fixed_keys() as $key => $label ) {
			$rules[ $key ] = array(
				'label'          => $label,
				'operators'      => self::OPERATORS,
				'supports_multi' => true,
			);
		}
		return $rules;
	}

	/**
	 * Evaluates a meta row.
	 *
	 * @param string  $rule     custom or a fixed key.
	 * @param string  $operator Operator.
	 * @param string  $value    'key|comparison' (custom) or the comparison.
	 * @param Context $context  Context.
	 */
	public function evaluate( string $rule, string $operator, string $value, Context $context ): bool {
		$id = $this->object_id( $context );
		if ( $id <= 0 ) {
			return false;
		}
		if ( 'custom' === $rule ) {
			list( $key, $expected ) = Compare::split_custom( $value );
		} elseif ( isset( $this->fixed_keys()[ $rule ] ) ) {
			list( $key, $expected ) = array( $rule, $value );
		} else {
			return false;
		}
		return '' !== $key && self::compare_meta( $this->meta_type(), $id, $key, $operator, $expected );
	}

	/**
	 * Compares one meta key of an object (reads the meta cache, primed by loops).
	 *
	 * @param string $meta_type post or user.
	 * @param int    $id        Object id.
	 * @param string $key       Meta key.
	 * @param string $operator  Operator.
	 * @param string $expected  Comparison.
	 */
	public static function compare_meta( string $meta_type, int $id, string $key, string $operator, string $expected ): bool {
		$values = get_metadata( $meta_type, $id, $key, false );
		$values = is_array( $values ) ? $values : array();
		return Compare::values( $values, array() !== $values, $operator, $expected );
	}
}
