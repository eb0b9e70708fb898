<?php
/**
 * The custom-field integration with Advanced Custom Fields.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Integrations;

use GBlocks_Pro\Support\Feature;
use GBlocks_Pro\Support\Feature_Flags;

/**
 * Active only when the option gblocks_pro_enable_acf is on AND ACF is loaded (DESIGN §4, §13). Then:
 * - gblocks_pro_meta_value: a key that is an ACF field of the object (a value ACF saved, found through
 *   ACF's field reference) is read with ACF's formatting (get_field()): relationships become lists of
 *   posts, checkboxes lists of values, so the Loop block and dynamic tags read what the field means;
 * - gblocks_pro_meta_keys: the ACF fields of the object's field groups join the key pickers, with their
 *   labels (source 'acf'), replacing the same key read from raw meta and ACF's `_name` reference key;
 * - option_fields(): the fields of groups located on an options page, without `_` keys (the route
 *   get-acf-option-fields).
 * Who may read a key is not decided here: callers ask Meta\Meta_Access before reading.
 */
final class Acf implements Feature {

	/**
	 * Field types that hold no value (layout only).
	 */
	private const LAYOUT_TYPES = array( 'tab', 'message', 'accordion', 'separator', 'output' );

	/**
	 * Adds the filters, on static methods (Plugin adds them by class name: this class loads only when a
	 * meta value or the key list is asked for). They do nothing while the integration is off.
	 */
	public function register(): void {
		add_filter( 'gblocks_pro_meta_value', array( self::class, 'meta_value' ), 10, 4 );
		add_filter( 'gblocks_pro_meta_keys', array( self::class, 'meta_keys' ), 10, 3 );
	}

	/**
	 * Whether ACF is loaded (its API functions exist).
	 */
	public static function acf_loaded(): bool {
		return function_exists( 'get_field_object' ) && function_exists( 'acf_get_field_groups' ) && function_exists( 'acf_get_fields' );
	}

	/**
	 * Whether the integration is on: the flag is set and ACF is loaded.
	 */
	public static function active(): bool {
		return Feature_Flags::enabled( Feature_Flags::ACF ) && self::acf_loaded();
	}

	/**
	 * ACF's id of an object: a post id, 'user_5', 'term_3' or 'option'; null for other types.
	 *
	 * @param string     $object_type post, user, term or option.
	 * @param int|string $object_id   The object's id (ignored for options).
	 */
	public static function acf_id( string $object_type, int|string $object_id ): int|string|null {
		$id = is_numeric( $object_id ) ? (int) $object_id : 0;
		return match ( $object_type ) {
			'post'   => $id > 0 ? $id : null,
			'user'   => $id > 0 ? 'user_' . $id : null,
			'term'   => $id > 0 ? 'term_' . $id : null,
			'option' => 'option',
			default  => null,
		};
	}

	/**
	 * Answers gblocks_pro_meta_value for keys that are ACF fields of the object.
	 *
	 * @param mixed      $value       Null, or what an earlier filter answered.
	 * @param string     $object_type post, user, term or option.
	 * @param int|string $object_id   The object's id.
	 * @param string     $key         The meta key or option name.
	 * @return mixed The formatted ACF value, or $value unchanged when the key is not an ACF field.
	 */
	public static function meta_value( $value, $object_type, $object_id, $key ) {
		if ( null !== $value || ! is_string( $key ) || '' === $key || str_starts_with( $key, '_' ) || ! self::active() ) {
			return $value;
		}
		$acf_id = self::acf_id( (string) $object_type, is_int( $object_id ) || is_string( $object_id ) ? $object_id : 0 );
		if ( null === $acf_id || ! function_exists( 'get_field_object' ) ) {
			return $value;
		}
		// Strict lookup (ACF's default): only a field whose value ACF saved for this object, never a
		// field of an unrelated group that happens to share the name.
		$field = get_field_object( $key, $acf_id, true, true );
		if ( ! is_array( $field ) || ! array_key_exists( 'value', $field ) ) {
			return $value;
		}
		return $field['value'];
	}

	/**
	 * Adds the object's ACF fields, with their labels, to the key pickers.
	 *
	 * @param mixed      $keys        List of [ key, label, source ].
	 * @param string     $object_type post, user, term or option.
	 * @param int|string $object_id   The object's id.
	 * @return mixed
	 */
	public static function meta_keys( $keys, $object_type, $object_id ) {
		if ( ! is_array( $keys ) || ! self::active() ) {
			return $keys;
		}
		$fields = self::fields_of( (string) $object_type, is_int( $object_id ) || is_string( $object_id ) ? $object_id : 0 );
		if ( ! $fields ) {
			return $keys;
		}
		// The raw meta of an ACF field and ACF's reference to it (`_name`, the field key) give way to the field.
		$acf_keys = array_flip( array_column( $fields, 'key' ) );
		foreach ( $fields as $field ) {
			$acf_keys[ '_' . $field['key'] ] = true;
		}
		$kept = array_values(
			array_filter(
				$keys,
				static fn( $item ): bool => ! ( is_array( $item ) && isset( $item['key'] ) && isset( $acf_keys[ $item['key'] ] ) )
			)
		);
		foreach ( $fields as $field ) {
			$kept[] = array(
				'key'    => $field['key'],
				'label'  => $field['label'],
				'source' => 'acf',
			);
		}
		return $kept;
	}

	/**
	 * The ACF fields of an object's field groups (names without `_`, layout fields left out).
	 *
	 * @param string     $object_type post, user, term or option.
	 * @param int|string $object_id   The object's id.
	 * @return list<array{key: string, label: string, type: string}>
	 */
	public static function fields_of( string $object_type, int|string $object_id ): array {
		if ( 'option' === $object_type ) {
			return self::option_fields();
		}
		$id     = is_numeric( $object_id ) ? (int) $object_id : 0;
		$filter = null;
		if ( 'post' === $object_type && $id > 0 && get_post( $id ) instanceof \WP_Post ) {
			$filter = array(
				'post_id'   => $id,
				'post_type' => (string) get_post_type( $id ),
			);
		} elseif ( 'user' === $object_type && $id > 0 ) {
			$filter = array(
				'user_id'   => $id,
				'user_form' => 'all',
			);
		} elseif ( 'term' === $object_type && $id > 0 ) {
			$term   = get_term( $id );
			$filter = $term instanceof \WP_Term ? array( 'taxonomy' => $term->taxonomy ) : null;
		}
		if ( null === $filter || ! function_exists( 'acf_get_field_groups' ) ) {
			return array();
		}
		return self::fields_of_groups( (array) acf_get_field_groups( $filter ) );
	}

	/**
	 * The fields of the groups located on an options page, without `_` keys.
	 *
	 * @return list<array{key: string, label: string, type: string}>
	 */
	public static function option_fields(): array {
		if ( ! self::acf_loaded() || ! function_exists( 'acf_get_field_groups' ) ) {
			return array();
		}
		$groups = array_filter( (array) acf_get_field_groups(), array( self::class, 'is_options_group' ) );
		return self::fields_of_groups( $groups );
	}

	/**
	 * Whether a field group has a location rule on an options page.
	 *
	 * @param mixed $group A field group.
	 */
	private static function is_options_group( $group ): bool {
		if ( ! is_array( $group ) || ! is_array( $group['location'] ?? null ) ) {
			return false;
		}
		foreach ( $group['location'] as $rules ) {
			foreach ( is_array( $rules ) ? $rules : array() as $rule ) {
				if ( is_array( $rule ) && 'options_page' === ( $rule['param'] ?? '' ) ) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * The value fields of field groups, once per name.
	 *
	 * @param array<mixed> $groups Field groups.
	 * @return list<array{key: string, label: string, type: string}>
	 */
	private static function fields_of_groups( array $groups ): array {
		$fields = array();
		foreach ( $groups as $group ) {
			if ( ! is_array( $group ) || ! function_exists( 'acf_get_fields' ) ) {
				continue;
			}
			foreach ( (array) acf_get_fields( $group ) as $field ) {
				if ( ! is_array( $field ) ) {
					continue;
				}
				$name = is_string( $field['name'] ?? null ) ? $field['name'] : '';
				$type = is_string( $field['type'] ?? null ) ? $field['type'] : '';
				if ( '' === $name || str_starts_with( $name, '_' ) || in_array( $type, self::LAYOUT_TYPES, true ) || isset( $fields[ $name ] ) ) {
					continue;
				}
				$label           = is_string( $field['label'] ?? null ) && '' !== $field['label'] ? $field['label'] : $name;
				$fields[ $name ] = array(
					'key'   => $name,
					'label' => $label,
					'type'  => $type,
				);
			}
		}
		return array_values( $fields );
	}
}
