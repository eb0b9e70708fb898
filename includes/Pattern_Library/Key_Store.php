<?php
/**
 * The public keys through which other sites read this site's shared patterns.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Pattern_Library;

use GBlocks_Pro\Support\Save_Lock;

/**
 * Keys live in the option gblocks_pro_pattern_library_keys (autoload off) as records
 * `{ id, name, collections, hash, prefix, created }`; when each was last used is kept apart, in
 * gblocks_pro_pattern_library_key_usage (id => GMT time), so that a request noting its use never
 * rewrites the keys (it could otherwise write back a key revoked a moment before). all() and find()
 * give records with `last_used` merged in. The plain key (`gbpl_` + 40 random
 * [A-Za-z0-9]) is returned once by create() and never stored: only its sha256 and its first 9
 * characters (to tell keys apart in the list). A presented key is hashed and compared with
 * hash_equals() against every record, without stopping at a match, so the time taken says nothing
 * about which or how many keys exist. Every change of the two options holds one save lock
 * (Support\Save_Lock, "pattern_library_keys") and reads them afresh under it, so that of parallel
 * creations every key is stored; a change that cannot take the lock in time returns null and stores
 * nothing (the route answers 503), so a key is never shown that is not stored.
 */
final class Key_Store {

	public const OPTION = 'gblocks_pro_pattern_library_keys';

	/**
	 * When each key was last used: id => GMT 'Y-m-d H:i:s'.
	 */
	public const USAGE_OPTION = 'gblocks_pro_pattern_library_key_usage';

	/**
	 * Characters after the prefix in a key.
	 */
	public const KEY_LENGTH = 40;

	/**
	 * Characters of the key kept to tell keys apart ('gbpl_' and four more).
	 */
	public const SHOWN_PREFIX_LENGTH = 9;

	/**
	 * The last_used field is written at most once per this many seconds (reading a library must not write the
	 * option on every request).
	 */
	public const LAST_USED_EVERY = HOUR_IN_SECONDS;

	/**
	 * The pattern a key id follows.
	 */
	public const ID_PATTERN = '^[a-z0-9]{16}$';

	/**
	 * The save lock of both options.
	 */
	public const LOCK = 'pattern_library_keys';

	/**
	 * Every stored record, in creation order.
	 *
	 * @return array<int, array{id: string, name: string, collections: int[], hash: string, prefix: string, created: string, last_used: ?string}>
	 */
	public static function all(): array {
		$stored  = get_option( self::OPTION, array() );
		$usage   = self::usage();
		$records = array();
		foreach ( is_array( $stored ) ? $stored : array() as $record ) {
			if ( ! is_array( $record ) || ! is_string( $record['id'] ?? null ) || ! is_string( $record['hash'] ?? null ) ) {
				continue;
			}
			$records[] = array(
				'id'          => $record['id'],
				'name'        => (string) ( $record['name'] ?? '' ),
				'collections' => array_values( array_map( 'intval', is_array( $record['collections'] ?? null ) ? $record['collections'] : array() ) ),
				'hash'        => $record['hash'],
				'prefix'      => (string) ( $record['prefix'] ?? '' ),
				'created'     => (string) ( $record['created'] ?? '' ),
				'last_used'   => $usage[ $record['id'] ] ?? null,
			);
		}
		return $records;
	}

	/**
	 * Creates a key for these collections. Null when the keys stayed locked by another change: then
	 * nothing is stored and no key exists.
	 *
	 * @param string $name        The key's name (already validated).
	 * @param int[]  $collections Existing collection ids.
	 * @return array{record: array{id: string, name: string, collections: int[], hash: string, prefix: string, created: string, last_used: ?string}, key: string}|null
	 */
	public static function create( string $name, array $collections ): ?array {
		return self::locked(
			static function () use ( $name, $collections ): array {
				$records = self::all();
				$ids     = array_column( $records, 'id' );
				do {
					$id = self::random_id();
				} while ( in_array( $id, $ids, true ) );

				$key    = self::key_prefix() . wp_generate_password( self::KEY_LENGTH, false, false );
				$record = array(
					'id'          => $id,
					'name'        => $name,
					'collections' => array_values( array_map( 'intval', $collections ) ),
					'hash'        => self::hash( $key ),
					'prefix'      => substr( $key, 0, self::SHOWN_PREFIX_LENGTH ),
					'created'     => gmdate( 'Y-m-d H:i:s' ),
					'last_used'   => null,
				);

				$records[] = $record;
				self::save( $records );

				return array(
					'record' => $record,
					'key'    => $key,
				);
			}
		);
	}

	/**
	 * One record by id, or null.
	 *
	 * @param string $id Key id.
	 * @return array{id: string, name: string, collections: int[], hash: string, prefix: string, created: string, last_used: ?string}|null
	 */
	public static function find( string $id ): ?array {
		foreach ( self::all() as $record ) {
			if ( $record['id'] === $id ) {
				return $record;
			}
		}
		return null;
	}

	/**
	 * Revokes (deletes) a key. False when there was no such key, null when the keys stayed locked by
	 * another change (nothing revoked).
	 *
	 * @param string $id Key id.
	 */
	public static function revoke( string $id ): ?bool {
		return self::locked(
			static function () use ( $id ): bool {
				$records = self::all();
				$kept    = array_values( array_filter( $records, static fn( array $record ): bool => $record['id'] !== $id ) );
				if ( count( $kept ) === count( $records ) ) {
					return false;
				}
				self::save( $kept );
				$usage = self::usage();
				if ( isset( $usage[ $id ] ) ) {
					unset( $usage[ $id ] );
					self::write( self::USAGE_OPTION, $usage );
				}
				return true;
			}
		);
	}

	/**
	 * The record whose key this is, or null. Compares the hash with every record in constant time.
	 *
	 * @param string $presented The key a request carries.
	 * @return array{id: string, name: string, collections: int[], hash: string, prefix: string, created: string, last_used: ?string}|null
	 */
	public static function find_by_key( string $presented ): ?array {
		$hash  = self::hash( $presented );
		$found = null;
		foreach ( self::all() as $record ) {
			// No early exit: every record is compared, whatever matched before.
			if ( hash_equals( $record['hash'], $hash ) && '' !== $presented ) {
				$found = $record;
			}
		}
		return $found;
	}

	/**
	 * Notes that a key was used, at most once per LAST_USED_EVERY seconds.
	 *
	 * @param string $id  Key id.
	 * @param int    $now Unix time (for tests; the current time by default).
	 */
	public static function touch( string $id, ?int $now = null ): void {
		$now = $now ?? time();
		if ( ! self::touch_due( $id, $now ) ) {
			return;
		}
		// Best effort: when another change holds the keys, the next request notes the use.
		self::locked(
			static function () use ( $id, $now ): bool {
				if ( ! self::touch_due( $id, $now ) ) {
					return false;
				}
				$usage        = self::usage();
				$usage[ $id ] = gmdate( 'Y-m-d H:i:s', $now );
				self::write( self::USAGE_OPTION, $usage );
				return true;
			},
			0.0
		);
	}

	/**
	 * Whether a key's last use is older than LAST_USED_EVERY seconds (or not noted).
	 *
	 * @param string $id  Key id.
	 * @param int    $now Unix time.
	 */
	private static function touch_due( string $id, int $now ): bool {
		$usage = self::usage();
		$last  = isset( $usage[ $id ] ) ? strtotime( $usage[ $id ] . ' UTC' ) : false;
		return false === $last || $now - $last >= self::LAST_USED_EVERY;
	}

	/**
	 * Runs a change of the keys under their save lock, with both options read afresh.
	 *
	 * @template T
	 * @param callable(): T $work The change.
	 * @param float|null    $wait Seconds to wait (null: Save_Lock::wait()).
	 * @return T|null Null when the lock stayed held.
	 */
	private static function locked( callable $work, ?float $wait = null ): mixed {
		return Save_Lock::with_options( self::LOCK, array( self::OPTION, self::USAGE_OPTION ), $work, $wait );
	}

	/**
	 * When each key was last used.
	 *
	 * @return array<string, string> Key id => GMT time.
	 */
	private static function usage(): array {
		$usage = get_option( self::USAGE_OPTION, array() );
		return is_array( $usage ) ? array_filter( $usage, static fn( $time, $id ): bool => is_string( $id ) && is_string( $time ), ARRAY_FILTER_USE_BOTH ) : array();
	}

	/**
	 * Removes a deleted collection from every key.
	 *
	 * @param int $term_id The collection's id.
	 */
	public static function forget_collection( int $term_id ): void {
		self::locked(
			static function () use ( $term_id ): bool {
				$records = self::all();
				$changed = false;
				foreach ( $records as $index => $record ) {
					if ( in_array( $term_id, $record['collections'], true ) ) {
						$records[ $index ]['collections'] = array_values( array_diff( $record['collections'], array( $term_id ) ) );
						$changed                          = true;
					}
				}
				if ( $changed ) {
					self::save( $records );
				}
				return $changed;
			}
		);
	}

	/**
	 * A record as the admin screen sees it: never the hash.
	 *
	 * @param array{id: string, name: string, collections: int[], hash: string, prefix: string, created: string, last_used: ?string} $record The record.
	 * @return array{id: string, name: string, collections: int[], prefix: string, created: string, lastUsed: ?string}
	 */
	public static function to_public( array $record ): array {
		return array(
			'id'          => $record['id'],
			'name'        => $record['name'],
			'collections' => $record['collections'],
			'prefix'      => $record['prefix'],
			'created'     => $record['created'],
			'lastUsed'    => $record['last_used'],
		);
	}

	/**
	 * The sha256 of a key.
	 *
	 * @param string $key The plain key.
	 */
	public static function hash( string $key ): string {
		return hash( 'sha256', $key );
	}

	/**
	 * The prefix of every key (pattern-library.json keyPrefix).
	 */
	private static function key_prefix(): string {
		$contract = Library_Contract::read();
		return is_string( $contract['keyPrefix'] ?? null ) ? $contract['keyPrefix'] : 'gbpl_';
	}

	/**
	 * 16 random [a-z0-9] characters.
	 */
	private static function random_id(): string {
		$alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
		$id       = '';
		for ( $i = 0; $i < 16; $i++ ) {
			$id .= $alphabet[ random_int( 0, 35 ) ];
		}
		return $id;
	}

	/**
	 * Stores the records (without last_used, which is kept apart).
	 *
	 * @param array<int, array<string, mixed>> $records The records.
	 */
	private static function save( array $records ): void {
		$stored = array();
		foreach ( $records as $record ) {
			unset( $record['last_used'] );
			$stored[] = $record;
		}
		self::write( self::OPTION, $stored );
	}

	/**
	 * Writes an option of ours with autoload off (only the pattern library's routes read it).
	 *
	 * @param string $name  Option name.
	 * @param mixed  $value Value.
	 */
	private static function write( string $name, mixed $value ): void {
		if ( false === get_option( $name ) ) {
			add_option( $name, $value, '', false );
			return;
		}
		update_option( $name, $value, false );
	}
}
