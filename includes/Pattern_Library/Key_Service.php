<?php
/**
 * Creating and revoking the pattern library's access keys, shared by the keys routes and WP-CLI.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Pattern_Library;

/**
 * Validation (name, existing collections) and the writes under Key_Store's lock; errors carry the
 * HTTP status in data.status.
 */
final class Key_Service {

	/**
	 * Longest key name, in characters.
	 */
	public const NAME_MAX_LENGTH = 100;

	/**
	 * Why a key name cannot be used, or null: a name is plain text of at most NAME_MAX_LENGTH
	 * characters, and holds no HTML (refused rather than silently stripped, so that what was typed is
	 * what is listed).
	 *
	 * @param mixed  $name  The name as given.
	 * @param string $field Field named in the length message.
	 */
	public static function name_error( mixed $name, string $field = 'name' ): ?\WP_Error {
		if ( ! is_string( $name ) ) {
			return null;
		}
		// No tags, and no angle brackets that could open one.
		if ( 1 === preg_match( '/[<>]/', $name ) ) {
			return new \WP_Error( 'rest_invalid_param', __( 'The key name cannot contain HTML.', 'gblocks-pro' ), array( 'status' => 400 ) );
		}
		if ( mb_strlen( $name ) > self::NAME_MAX_LENGTH ) {
			/* translators: 1: parameter name, 2: number of characters. */
			return new \WP_Error( 'rest_invalid_param', sprintf( __( '%1$s must be at most %2$d characters long.', 'gblocks-pro' ), $field, self::NAME_MAX_LENGTH ), array( 'status' => 400 ) );
		}
		return null;
	}

	/**
	 * Creates a key for existing collections (the name checked by name_error()).
	 *
	 * @param mixed $name        The key's name.
	 * @param mixed $collections Collection ids.
	 * @return array{record: array{id: string, name: string, collections: int[], hash: string, prefix: string, created: string, last_used: ?string}, key: string}|\WP_Error The record and the plain key (shown once).
	 */
	public static function create( mixed $name, mixed $collections ): array|\WP_Error {
		$bad = self::name_error( $name );
		if ( $bad ) {
			return $bad;
		}
		$name = is_string( $name ) ? sanitize_text_field( $name ) : '';
		if ( '' === $name ) {
			return new \WP_Error( 'gblocks_pro_key_name_required', __( 'Please enter a name for the key.', 'gblocks-pro' ), array( 'status' => 400 ) );
		}
		$wanted   = is_array( $collections ) ? array_values( array_unique( array_map( 'intval', $collections ) ) ) : array();
		$existing = Collections::existing( $wanted );
		if ( array() === $wanted || array() === $existing ) {
			return new \WP_Error( 'gblocks_pro_key_collections_required', __( 'Choose at least one collection.', 'gblocks-pro' ), array( 'status' => 400 ) );
		}
		$missing = array_values( array_diff( $wanted, $existing ) );
		if ( array() !== $missing ) {
			return new \WP_Error(
				'gblocks_pro_key_collections_invalid',
				/* translators: %s: collection ids, e.g. 12, 40. */
				sprintf( __( 'collections: these are not collections of this site: %s.', 'gblocks-pro' ), implode( ', ', $missing ) ),
				array( 'status' => 400 )
			);
		}
		$created = Key_Store::create( $name, $existing );
		return $created ?? self::busy();
	}

	/**
	 * Revokes a key (and forgets its rate-limit counters).
	 *
	 * @param string $id Key id.
	 * @return true|\WP_Error
	 */
	public static function revoke( string $id ): bool|\WP_Error {
		$revoked = Key_Store::revoke( $id );
		if ( null === $revoked ) {
			return self::busy();
		}
		if ( ! $revoked ) {
			return new \WP_Error( 'gblocks_pro_key_not_found', __( 'This key does not exist.', 'gblocks-pro' ), array( 'status' => 404 ) );
		}
		Rate_Limiter::forget( $id );
		return true;
	}

	/**
	 * The 503 of keys locked by another change.
	 */
	public static function busy(): \WP_Error {
		return new \WP_Error( 'gblocks_pro_keys_busy', __( 'The keys are being changed by someone else. Nothing was saved; please try again in a moment.', 'gblocks-pro' ), array( 'status' => 503 ) );
	}
}
