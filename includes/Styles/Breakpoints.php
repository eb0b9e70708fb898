<?php
/**
 * The one list of device breakpoints (DESIGN §9).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Styles;

use GBlocks_Pro\Support\Contract_File;

/**
 * Reads src/styles/breakpoints.json (the list the editor also reads), lets sites change it through the
 * gblocks_pro_breakpoints filter, and keeps only valid devices: device visibility, the Navigation
 * block's breakpoint presets and the editor's device preview all agree on it.
 */
final class Breakpoints {

	/**
	 * The list, relative to the plugin folder.
	 */
	public const FILE = 'src/styles/breakpoints.json';

	/**
	 * Widest width a device may name, in px.
	 */
	public const MAX_WIDTH = 10000;

	/**
	 * The devices, widest first as in the file: id, label, and minWidth and/or maxWidth in px.
	 *
	 * @return list<array{id: string, label: string, minWidth?: int, maxWidth?: int}>
	 */
	public static function all(): array {
		$file     = Contract_File::read( self::FILE );
		$defaults = is_array( $file['devices'] ?? null ) ? $file['devices'] : array();

		/**
		 * Filters the device breakpoints: a list of { id, label, minWidth?, maxWidth? } (widths in px).
		 * Entries that are not valid (no id, no label, no width, widths out of range or in the wrong
		 * order, a repeated id) are dropped.
		 *
		 * @param array<int, array<string, mixed>> $devices The devices of src/styles/breakpoints.json.
		 */
		$devices = apply_filters( 'gblocks_pro_breakpoints', self::translated( $defaults ) );
		if ( ! is_array( $devices ) ) {
			$devices = self::translated( $defaults );
		}

		$valid = array();
		$seen  = array();
		foreach ( $devices as $device ) {
			$device = self::validate( $device );
			if ( null === $device || isset( $seen[ $device['id'] ] ) ) {
				continue;
			}
			$seen[ $device['id'] ] = true;
			$valid[]               = $device;
		}
		return $valid;
	}

	/**
	 * The devices of the file as shipped, before the filter and without translation (the list the
	 * editor saved its device visibility queries with; Device_Visibility::query_map() maps them to all()).
	 *
	 * @return list<array<string, mixed>>
	 */
	public static function defaults(): array {
		$file = Contract_File::read( self::FILE );
		return is_array( $file['devices'] ?? null ) ? array_values( array_filter( $file['devices'], 'is_array' ) ) : array();
	}

	/**
	 * A device as the list keeps it, or null when it is not valid.
	 *
	 * @param mixed $device A device.
	 * @return array{id: string, label: string, minWidth?: int, maxWidth?: int}|null
	 */
	private static function validate( $device ): ?array {
		if ( ! is_array( $device ) || ! is_string( $device['id'] ?? null ) || ! is_string( $device['label'] ?? null ) ) {
			return null;
		}
		$id    = sanitize_key( $device['id'] );
		$label = trim( wp_strip_all_tags( $device['label'] ) );
		if ( '' === $id || '' === $label ) {
			return null;
		}
		$result = array(
			'id'    => $id,
			'label' => $label,
		);
		foreach ( array( 'minWidth', 'maxWidth' ) as $key ) {
			if ( ! array_key_exists( $key, $device ) ) {
				continue;
			}
			$width = $device[ $key ];
			if ( ! is_int( $width ) && ! ( is_string( $width ) && ctype_digit( $width ) ) ) {
				return null;
			}
			$width = (int) $width;
			if ( $width < 1 || $width > self::MAX_WIDTH ) {
				return null;
			}
			$result[ $key ] = $width;
		}
		if ( ! isset( $result['minWidth'] ) && ! isset( $result['maxWidth'] ) ) {
			return null;
		}
		if ( isset( $result['minWidth'], $result['maxWidth'] ) && $result['minWidth'] > $result['maxWidth'] ) {
			return null;
		}
		return $result;
	}

	/**
	 * The file's devices with their labels translated.
	 *
	 * @param array<mixed> $devices The file's devices.
	 * @return array<int, mixed>
	 */
	private static function translated( array $devices ): array {
		$labels = array(
			'desktop' => __( 'Desktop', 'gblocks-pro' ),
			'tablet'  => __( 'Tablet', 'gblocks-pro' ),
			'mobile'  => __( 'Mobile', 'gblocks-pro' ),
		);
		$result = array();
		foreach ( $devices as $device ) {
			if ( is_array( $device ) && is_string( $device['id'] ?? null ) && isset( $labels[ $device['id'] ] ) ) {
				$device['label'] = $labels[ $device['id'] ];
			}
			$result[] = $device;
		}
		return $result;
	}
}
