<?php
/**
 * Reads a stored value of a post, user, term or site option: the one reader of dynamic tags and loops.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Meta;

/**
 * Meta_Values::get() asks the `gblocks_pro_meta_value` filter first (a non-null answer wins: the ACF
 * integration answers there with get_field()), then reads the stored value: get_metadata_raw() (single)
 * for posts, users and terms, get_option() for options. A key that is not stored gives null (not ''), so
 * callers can tell "empty" from "missing". For users, a key that is not a meta key but one of the
 * readable fields of the user object (display_name, user_nicename, user_url, user_email, user_login,
 * user_registered) gives that field. Never checks who may read what: that is Meta_Access.
 */
final class Meta_Values {

	/**
	 * Object types a value can be read from.
	 */
	public const OBJECT_TYPES = array( 'post', 'user', 'term', 'option' );

	/**
	 * Fields of the user object that are read when no meta of that name exists (never user_pass or
	 * user_activation_key).
	 */
	private const USER_FIELDS = array( 'display_name', 'user_nicename', 'user_url', 'user_email', 'user_login', 'user_registered' );

	/**
	 * The stored value of a key, or null when there is none.
	 *
	 * @param string     $object_type 'post', 'user', 'term' or 'option'.
	 * @param int|string $object_id   Object id (ignored for options).
	 * @param string     $key         Meta key or option name.
	 * @return mixed
	 */
	public static function get( string $object_type, int|string $object_id, string $key ): mixed {
		if ( '' === $key || ! in_array( $object_type, self::OBJECT_TYPES, true ) ) {
			return null;
		}

		/**
		 * Filters a value before GBlocks Pro reads it from the database (dynamic tags, loops). A non-null
		 * return is used as the value.
		 *
		 * @param mixed      $value       Null to read the stored value.
		 * @param string     $object_type 'post', 'user', 'term' or 'option'.
		 * @param int|string $object_id   Object id (ignored for options).
		 * @param string     $key         Meta key or option name.
		 */
		$value = apply_filters( 'gblocks_pro_meta_value', null, $object_type, $object_id, $key );
		if ( null !== $value ) {
			return $value;
		}
		if ( 'option' === $object_type ) {
			return get_option( $key, null );
		}
		$id = is_numeric( $object_id ) ? (int) $object_id : 0;
		if ( $id <= 0 ) {
			return null;
		}
		$value = get_metadata_raw( $object_type, $id, $key, true );
		if ( null === $value && 'user' === $object_type && in_array( $key, self::USER_FIELDS, true ) ) {
			$user = get_userdata( $id );
			if ( $user instanceof \WP_User ) {
				$value = $user->{$key};
			}
		}
		return $value;
	}
}
