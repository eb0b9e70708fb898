<?php
/**
 * The signed identity of a page that may count (issue 38 §3).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Insights\Collect;

use GBlocks_Pro\Insights\Storage\Event_Buffer;

/**
 * HMAC-SHA256 over "v|p|o" (the wire version, the request path, the overlay ids ascending and
 * comma-joined) with a site secret. It names no visitor, so a page cache serves one signature to all.
 *
 * The secret is an autoloaded option generated once with random_bytes(), rather than derived from
 * wp_salt(): reading it costs no query on a page view (autoloaded) and needs no pluggable function, so
 * the collection endpoint can verify it before the theme and init run; and rotating the login salts
 * (which logs everyone out) does not invalidate every cached page's signature.
 */
final class Page_Identity {

	/**
	 * The option holding the secret (64 hex characters).
	 */
	public const OPTION = 'gblocks_pro_insights_secret';

	/**
	 * The site secret, generated and stored (autoloaded) the first time it is needed.
	 */
	public static function secret(): string {
		$secret = get_option( self::OPTION );
		if ( is_string( $secret ) && 1 === preg_match( '/^[0-9a-f]{64}$/', $secret ) ) {
			return $secret;
		}
		$secret = bin2hex( random_bytes( 32 ) );
		if ( ! add_option( self::OPTION, $secret, '', true ) ) {
			// Another request stored one first (or a broken value is there): use what is stored if valid.
			wp_cache_delete( 'alloptions', 'options' );
			$stored = get_option( self::OPTION );
			if ( is_string( $stored ) && 1 === preg_match( '/^[0-9a-f]{64}$/', $stored ) ) {
				return $stored;
			}
			update_option( self::OPTION, $secret, true );
		}
		return $secret;
	}

	/**
	 * The ids as signed: positive, unique, ascending.
	 *
	 * @param array<int|string, mixed> $ids Overlay ids.
	 * @return int[]
	 */
	public static function ids( array $ids ): array {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ), static fn( int $id ): bool => $id > 0 ) ) );
		sort( $ids );
		return $ids;
	}

	/**
	 * The signed message.
	 *
	 * @param int    $version Wire version.
	 * @param string $path    Request path.
	 * @param int[]  $ids     Overlay ids.
	 */
	public static function message( int $version, string $path, array $ids ): string {
		return $version . '|' . $path . '|' . implode( ',', self::ids( $ids ) );
	}

	/**
	 * The signature of a page (lower-case hex).
	 *
	 * @param int    $version Wire version.
	 * @param string $path    Request path.
	 * @param int[]  $ids     Overlay ids.
	 */
	public static function sign( int $version, string $path, array $ids ): string {
		return hash_hmac( 'sha256', self::message( $version, $path, $ids ), self::secret() );
	}

	/**
	 * Whether a signature is the page's own (compared in constant time).
	 *
	 * @param int    $version   Wire version.
	 * @param string $path      Request path.
	 * @param int[]  $ids       Overlay ids, in the order sent (they must be ascending and unique to match).
	 * @param string $signature Signature sent.
	 */
	public static function verify( int $version, string $path, array $ids, string $signature ): bool {
		if ( self::ids( $ids ) !== array_values( $ids ) ) {
			return false;
		}
		return hash_equals( self::sign( $version, $path, $ids ), $signature );
	}

	/**
	 * The path of a request URI as the page signs it and the buffer stores it: no query, no fragment,
	 * cut to the column's width.
	 *
	 * @param string $uri A request URI.
	 */
	public static function path( string $uri ): string {
		$path = wp_parse_url( $uri, PHP_URL_PATH );
		$path = is_string( $path ) && '' !== $path ? $path : '/';
		return Event_Buffer::page( $path );
	}
}
