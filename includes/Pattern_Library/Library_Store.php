<?php
/**
 * The pattern libraries this site reads from (the consumer side).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Pattern_Library;

use GBlocks_Pro\Support\Save_Lock;

/**
 * The option `gblocks_pro_pattern_libraries` (autoload off) holds a list of
 * `{ id, name, domain, publicKey, isEnabled, isDefault, isLocal }`. The local library (this site's own
 * published synced patterns) is created on the first read; exactly one library is the default. The
 * public key never leaves the server: REST answers use public_record(). Every change of the list or of
 * the cache versions holds one save lock (Support\Save_Lock, "pattern_libraries") and reads the
 * options afresh under it; a change that cannot take it in time answers a WP_Error with code
 * Save_Lock::BUSY and changes nothing.
 *
 * @phpstan-type Library array{id: string, name: string, domain: string, publicKey: string, isEnabled: bool, isDefault: bool, isLocal: bool}
 */
final class Library_Store {

	public const OPTION = 'gblocks_pro_pattern_libraries';

	/**
	 * Per-library cache versions (autoload off): bumping one orphans that library's cached answers.
	 */
	public const CACHE_VERSIONS_OPTION = 'gblocks_pro_pattern_library_cache_versions';

	/**
	 * Characters of a library id.
	 */
	private const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

	/**
	 * The save lock of both options.
	 */
	public const LOCK = 'pattern_libraries';

	/**
	 * Every library, the local one first created when missing (stored under the lock; when it is held,
	 * the list is answered as it will be stored).
	 *
	 * @return array<int, Library>
	 */
	public static function all(): array {
		list( $libraries, $changed ) = self::read();
		if ( ! $changed ) {
			return $libraries;
		}
		$stored = self::locked(
			static function (): array {
				list( $fresh, $fresh_changed ) = self::read();
				if ( $fresh_changed ) {
					self::save( $fresh );
				}
				return $fresh;
			}
		);
		return is_array( $stored ) ? $stored : $libraries;
	}

	/**
	 * The stored list made whole: well-typed records, one local library, exactly one default.
	 *
	 * @return array{0: array<int, Library>, 1: bool} The list, and whether it differs from what is stored.
	 */
	private static function read(): array {
		$stored    = get_option( self::OPTION, array() );
		$libraries = array();
		$has_local = false;
		$changed   = false;
		foreach ( is_array( $stored ) ? $stored : array() as $record ) {
			$clean = is_array( $record ) ? self::normalize( $record ) : null;
			// One local library: a second one (two first reads at once) is dropped.
			if ( null === $clean || ( $clean['isLocal'] && $has_local ) ) {
				$changed = true;
				continue;
			}
			$has_local   = $has_local || $clean['isLocal'];
			$libraries[] = $clean;
		}
		if ( ! $has_local ) {
			array_unshift(
				$libraries,
				array(
					'id'        => self::new_id(),
					'name'      => self::local_name(),
					'domain'    => untrailingslashit( home_url() ),
					'publicKey' => '',
					'isEnabled' => true,
					'isDefault' => false,
					'isLocal'   => true,
				)
			);
			$changed = true;
		}
		$fixed = self::one_default( $libraries );
		return array( $fixed, $changed || $fixed !== $libraries );
	}

	/**
	 * Runs a change of the libraries under their save lock, with both options read afresh.
	 *
	 * @template T
	 * @param callable(): T $work The change.
	 * @return T|\WP_Error The change's result, or a WP_Error (code Save_Lock::BUSY) when the lock stayed held.
	 */
	private static function locked( callable $work ): mixed {
		// Wrapped, so that a change answering null (an unknown id) is told apart from a held lock.
		$result = Save_Lock::with_options( self::LOCK, array( self::OPTION, self::CACHE_VERSIONS_OPTION ), static fn(): array => array( $work() ) );
		return is_array( $result ) ? $result[0] : new \WP_Error( Save_Lock::BUSY, __( 'The libraries are being changed by someone else. Nothing was saved; please try again in a moment.', 'gblocks-pro' ), array( 'status' => 503 ) );
	}

	/**
	 * One library by id, or null.
	 *
	 * @param string $id Library id.
	 * @return Library|null
	 */
	public static function get( string $id ): ?array {
		foreach ( self::all() as $library ) {
			if ( hash_equals( $library['id'], $id ) ) {
				return $library;
			}
		}
		return null;
	}

	/**
	 * The library already stored for a normalised domain, or null.
	 *
	 * @param string $domain Normalised domain.
	 * @return Library|null
	 */
	public static function find_by_domain( string $domain ): ?array {
		foreach ( self::all() as $library ) {
			if ( ! $library['isLocal'] && 0 === strcasecmp( $library['domain'], $domain ) ) {
				return $library;
			}
		}
		return null;
	}

	/**
	 * Adds a remote library (enabled, not the default) and returns it. A WP_Error when a library of
	 * this domain exists (code gblocks_pro_library_exists, checked under the lock, so two parallel adds
	 * of one domain store it once) or when the lock stayed held.
	 *
	 * @param string $domain     Normalised domain.
	 * @param string $public_key The provider's key.
	 * @param string $name       The provider's name.
	 * @return Library|\WP_Error
	 */
	public static function add( string $domain, string $public_key, string $name ): array|\WP_Error {
		return self::locked(
			static function () use ( $domain, $public_key, $name ): array|\WP_Error {
				list( $libraries ) = self::read();
				foreach ( $libraries as $existing ) {
					if ( ! $existing['isLocal'] && 0 === strcasecmp( $existing['domain'], $domain ) ) {
						return new \WP_Error( 'gblocks_pro_library_exists', __( 'This library has already been added.', 'gblocks-pro' ), array( 'status' => 409 ) );
					}
				}
				$library     = array(
					'id'        => self::new_id(),
					'name'      => $name,
					'domain'    => $domain,
					'publicKey' => $public_key,
					'isEnabled' => true,
					'isDefault' => false,
					'isLocal'   => false,
				);
				$libraries[] = $library;
				self::save( $libraries );
				return $library;
			}
		);
	}

	/**
	 * Enables or disables a library, or makes it the default (the others stop being the default). A
	 * default turned off hands the role to the local library, so that exactly one stays the default.
	 *
	 * @param string                                    $id      Library id.
	 * @param array{isEnabled?: bool, isDefault?: bool} $changes The changes.
	 * @return Library|null|\WP_Error The updated library, null when unknown, a WP_Error when the lock stayed held.
	 */
	public static function update( string $id, array $changes ): array|null|\WP_Error {
		return self::locked( static fn(): ?array => self::apply_update( $id, $changes ) );
	}

	/**
	 * The update itself (the caller holds the lock).
	 *
	 * @param string                                    $id      Library id.
	 * @param array{isEnabled?: bool, isDefault?: bool} $changes The changes.
	 * @return Library|null
	 */
	private static function apply_update( string $id, array $changes ): ?array {
		list( $libraries ) = self::read();
		$found             = false;
		foreach ( $libraries as $index => $library ) {
			if ( $library['id'] !== $id ) {
				continue;
			}
			$found = true;
			if ( isset( $changes['isEnabled'] ) ) {
				$libraries[ $index ]['isEnabled'] = $changes['isEnabled'];
			}
			if ( isset( $changes['isDefault'] ) ) {
				if ( $changes['isDefault'] ) {
					foreach ( $libraries as $other => $unused ) {
						$libraries[ $other ]['isDefault'] = $other === $index;
					}
				} elseif ( $library['isDefault'] && ! $library['isLocal'] ) {
					foreach ( $libraries as $other => $candidate ) {
						$libraries[ $other ]['isDefault'] = $candidate['isLocal'];
					}
				}
			}
		}
		if ( ! $found ) {
			return null;
		}
		$libraries = self::one_default( $libraries );
		self::save( $libraries );
		foreach ( $libraries as $library ) {
			if ( $library['id'] === $id ) {
				return $library;
			}
		}
		return null;
	}

	/**
	 * Deletes a remote library (never the local one) and drops its cache.
	 *
	 * @param string $id Library id.
	 * @return bool|\WP_Error Whether a library was deleted; a WP_Error when the lock stayed held.
	 */
	public static function delete( string $id ): bool|\WP_Error {
		return self::locked(
			static function () use ( $id ): bool {
				list( $libraries ) = self::read();
				$kept              = array_values( array_filter( $libraries, static fn( array $library ): bool => $library['isLocal'] || $library['id'] !== $id ) );
				if ( count( $kept ) === count( $libraries ) ) {
					return false;
				}
				self::save( self::one_default( $kept ) );
				self::next_cache_version( $id );
				return true;
			}
		);
	}

	/**
	 * A domain as stored: https:// added when there is no scheme, scheme and host in lower case, the
	 * port and path kept, the trailing slash, query and fragment dropped. Null when it is not an address.
	 *
	 * @param string $domain What the user entered (not empty).
	 */
	public static function normalize_domain( string $domain ): ?string {
		$domain = trim( $domain );
		if ( 1 !== preg_match( '#^[a-z][a-z0-9+.-]*://#i', $domain ) ) {
			$domain = 'https://' . $domain;
		}
		if ( preg_match( '/[\s<>"\\\\]/', $domain ) ) {
			return null;
		}
		$parts = wp_parse_url( $domain );
		if ( ! is_array( $parts ) || ! isset( $parts['scheme'], $parts['host'] ) || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			return null;
		}
		$host = strtolower( $parts['host'] );
		if ( 1 !== preg_match( '/^([a-z0-9]([a-z0-9-]*[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$|^\[[0-9a-f:.]+\]$/', $host ) ) {
			return null;
		}
		$port = isset( $parts['port'] ) ? ':' . (int) $parts['port'] : '';
		$path = isset( $parts['path'] ) ? rtrim( $parts['path'], '/' ) : '';
		return strtolower( $parts['scheme'] ) . '://' . $host . $port . $path;
	}

	/**
	 * Whether a host (lower case, as normalize_domain() gives it) is a host name or an IP address
	 * that can be reached: an IPv4 address, a bracketed IPv6 address, localhost, or a name of two or
	 * more labels whose last label (the top-level domain) starts with a letter. "1e309", "NaN" or
	 * "999.1.1.1" match the characters of a host name but name nothing (issue 36 S13).
	 *
	 * @param string $host The host.
	 */
	public static function is_host_name_or_ip( string $host ): bool {
		if ( str_starts_with( $host, '[' ) ) {
			return str_ends_with( $host, ']' ) && false !== filter_var( substr( $host, 1, -1 ), FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 );
		}
		if ( false !== filter_var( $host, FILTER_VALIDATE_IP, FILTER_FLAG_IPV4 ) || 'localhost' === $host ) {
			return true;
		}
		$labels = explode( '.', $host );
		return count( $labels ) >= 2 && strlen( $host ) <= 253 && 1 === preg_match( '/^[a-z][a-z0-9-]*[a-z0-9]$/', (string) end( $labels ) )
			&& array() === array_filter( $labels, static fn( string $label ): bool => strlen( $label ) > 63 );
	}

	/**
	 * The library as REST shows it: never the public key.
	 *
	 * @param array $library The library.
	 * @phpstan-param Library $library
	 * @return array{id: string, name: string, domain: string, isEnabled: bool, isDefault: bool, isLocal: bool}
	 */
	public static function public_record( array $library ): array {
		return array(
			'id'        => $library['id'],
			'name'      => $library['name'],
			'domain'    => $library['domain'],
			'isEnabled' => $library['isEnabled'],
			'isDefault' => $library['isDefault'],
			'isLocal'   => $library['isLocal'],
		);
	}

	/**
	 * The version that is part of every cache key of a library.
	 *
	 * @param string $id Library id.
	 */
	public static function cache_version( string $id ): int {
		$versions = get_option( self::CACHE_VERSIONS_OPTION, array() );
		return is_array( $versions ) && isset( $versions[ $id ] ) ? (int) $versions[ $id ] : 1;
	}

	/**
	 * Orphans every cached answer of a library (they expire on their own).
	 *
	 * @param string $id Library id.
	 * @return true|\WP_Error A WP_Error when the lock stayed held (nothing changed).
	 */
	public static function bump_cache_version( string $id ): bool|\WP_Error {
		return self::locked(
			static function () use ( $id ): bool {
				self::next_cache_version( $id );
				return true;
			}
		);
	}

	/**
	 * The bump itself (the caller holds the lock).
	 *
	 * @param string $id Library id.
	 */
	private static function next_cache_version( string $id ): void {
		$versions        = get_option( self::CACHE_VERSIONS_OPTION, array() );
		$versions        = is_array( $versions ) ? $versions : array();
		$versions[ $id ] = self::cache_version( $id ) + 1;
		update_option( self::CACHE_VERSIONS_OPTION, $versions, false );
	}

	/**
	 * A new library id: idLength characters of [a-z0-9] drawn with random_int (a CSPRNG).
	 */
	public static function new_id(): string {
		$contract = Library_Contract::read();
		$length   = (int) ( $contract['idLength'] ?? 16 );
		$max      = strlen( self::ID_ALPHABET ) - 1;
		$id       = '';
		for ( $i = 0; $i < $length; $i++ ) {
			$id .= self::ID_ALPHABET[ random_int( 0, $max ) ];
		}
		return $id;
	}

	/**
	 * The local library's name: the site name (the address when the site has none).
	 */
	private static function local_name(): string {
		$name = wp_strip_all_tags( (string) get_bloginfo( 'name' ) );
		return '' !== $name ? $name : (string) wp_parse_url( home_url(), PHP_URL_HOST );
	}

	/**
	 * A stored record made well-typed, or null when it cannot be a library.
	 *
	 * @param array<mixed> $record The stored record.
	 * @return Library|null
	 */
	private static function normalize( array $record ): ?array {
		$id = is_string( $record['id'] ?? null ) ? $record['id'] : '';
		if ( 1 !== preg_match( '/^[a-z0-9]{16}$/', $id ) ) {
			return null;
		}
		$is_local = ! empty( $record['isLocal'] );
		return array(
			'id'        => $id,
			'name'      => $is_local ? self::local_name() : ( is_string( $record['name'] ?? null ) ? $record['name'] : '' ),
			'domain'    => $is_local ? untrailingslashit( home_url() ) : ( is_string( $record['domain'] ?? null ) ? $record['domain'] : '' ),
			'publicKey' => is_string( $record['publicKey'] ?? null ) ? $record['publicKey'] : '',
			'isEnabled' => ! isset( $record['isEnabled'] ) || (bool) $record['isEnabled'],
			'isDefault' => ! empty( $record['isDefault'] ),
			'isLocal'   => $is_local,
		);
	}

	/**
	 * Exactly one default: the first marked one, else the local library.
	 *
	 * @param array<int, Library> $libraries The libraries.
	 * @return array<int, Library>
	 */
	private static function one_default( array $libraries ): array {
		$chosen = null;
		foreach ( $libraries as $index => $library ) {
			if ( $library['isDefault'] ) {
				$chosen = $index;
				break;
			}
		}
		if ( null === $chosen ) {
			foreach ( $libraries as $index => $library ) {
				if ( $library['isLocal'] ) {
					$chosen = $index;
					break;
				}
			}
		}
		foreach ( $libraries as $index => $library ) {
			$libraries[ $index ]['isDefault'] = $index === $chosen;
		}
		return array_values( $libraries );
	}

	/**
	 * Stores the list.
	 *
	 * @param array<int, Library> $libraries The libraries.
	 */
	private static function save( array $libraries ): void {
		update_option( self::OPTION, array_values( $libraries ), false );
	}
}
