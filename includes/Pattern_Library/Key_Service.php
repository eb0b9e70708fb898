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
	 * Creates a key for existing collections.
	 *
	 * @param mixed $name        The key's name.
	 * @param mixed $collections Collection ids.
	 * @return array{record: array{id: string, name: string, collections: int[], hash: string, prefix: string, created: string, last_used: ?string}, key: string}|\WP_Error The record and the plain key (shown once).
	 */
	public static function create( mixed $name, mixed $collections ): array|\WP_Error {
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
