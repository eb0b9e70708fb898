<?php
/**
 * The numeric codes and limits of Insights (src/insights/insights.json).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Insights\Storage;

use GBlocks_Pro\Support\Contract_File;

/**
 * Reads src/insights/insights.json, the one list PHP and the counting script share: the event kinds,
 * close reasons and device classes by name with the number the buffer table stores, the wire version
 * and the batch limits. Names travel on the wire; numbers are what the database holds.
 */
final class Codes {

	/**
	 * The contract, relative to the plugin folder.
	 */
	public const FILE = 'src/insights/insights.json';

	/**
	 * The wire version the endpoint accepts ("v").
	 */
	public static function wire_version(): int {
		return (int) ( Contract_File::read( self::FILE )['wireVersion'] ?? 0 );
	}

	/**
	 * Event kinds: name => code (view 1, close 2, conversion 3).
	 *
	 * @return array<string, int>
	 */
	public static function kinds(): array {
		return self::map( 'kinds' );
	}

	/**
	 * Close reasons: name => code (button 1, escape 2, outside 3, trigger 4, navigation 5).
	 *
	 * @return array<string, int>
	 */
	public static function reasons(): array {
		return self::map( 'reasons' );
	}

	/**
	 * Device classes: name => code (desktop 1, tablet 2, mobile 3).
	 *
	 * @return array<string, int>
	 */
	public static function devices(): array {
		return self::map( 'devices' );
	}

	/**
	 * The code of an event kind (0 when it is not one).
	 *
	 * @param string $name A kind's name.
	 */
	public static function kind( string $name ): int {
		return self::kinds()[ $name ] ?? 0;
	}

	/**
	 * The code of a close reason (0 when it is not one).
	 *
	 * @param string $name A reason's name.
	 */
	public static function reason( string $name ): int {
		return self::reasons()[ $name ] ?? 0;
	}

	/**
	 * The code of a device class (0 when it is not one).
	 *
	 * @param string $name A device's name.
	 */
	public static function device( string $name ): int {
		return self::devices()[ $name ] ?? 0;
	}

	/**
	 * Most events in one batch (50).
	 */
	public static function max_events(): int {
		return self::limit( 'batchEvents' );
	}

	/**
	 * Most bytes of one batch's body (8192).
	 */
	public static function max_bytes(): int {
		return self::limit( 'batchBytes' );
	}

	/**
	 * The length of a batch id (16 characters of [A-Za-z0-9]).
	 */
	public static function batch_id_length(): int {
		return self::limit( 'batchIdLength' );
	}

	/**
	 * Most characters of a stored page path (191, the column's width); a longer one is cut.
	 */
	public static function page_length(): int {
		return self::limit( 'pageLength' );
	}

	/**
	 * The rollup column that counts closes of a reason code ('' for an unknown code).
	 *
	 * @param int $reason A reason's code.
	 */
	public static function close_column( int $reason ): string {
		$name = array_search( $reason, self::reasons(), true );
		return false === $name ? '' : 'closes_' . $name;
	}

	/**
	 * A name => code map of the contract.
	 *
	 * @param string $key kinds, reasons or devices.
	 * @return array<string, int>
	 */
	private static function map( string $key ): array {
		$map = Contract_File::read( self::FILE )[ $key ] ?? array();
		$out = array();
		foreach ( is_array( $map ) ? $map : array() as $name => $code ) {
			if ( is_string( $name ) && is_int( $code ) ) {
				$out[ $name ] = $code;
			}
		}
		return $out;
	}

	/**
	 * A limit of the contract.
	 *
	 * @param string $key Its key under "limits".
	 */
	private static function limit( string $key ): int {
		$limits = Contract_File::read( self::FILE )['limits'] ?? array();
		return is_array( $limits ) ? (int) ( $limits[ $key ] ?? 0 ) : 0;
	}
}
