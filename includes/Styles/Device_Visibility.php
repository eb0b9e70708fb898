<?php
/**
 * Device visibility rules (DESIGN §9, SPEC 3): their media queries, built from the breakpoints.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Styles;

use GBlocks_Pro\Support\Contract_File;

/**
 * Each rule of src/styles/device-visibility.json hides a block on some devices by writing
 * `display: none !important` into its gbStyles under the media query of those devices: the highest
 * maxWidth and the lowest minWidth of the devices, `@media (max-width:Npx) and (min-width:Mpx)`, a side
 * left out when a device is open on it (the same as src/styles/device-visibility.ts).
 *
 * The editor writes the query of the breakpoints it was given. When the breakpoints are filtered
 * (gblocks_pro_breakpoints) after blocks were saved, remap() rewrites the queries saved with the
 * default breakpoints to the current ones at render time, so a change applies everywhere at once.
 */
final class Device_Visibility {

	/**
	 * The rules, relative to the plugin folder.
	 */
	public const FILE = 'src/styles/device-visibility.json';

	/**
	 * The rules of the file: id, label and the device ids they hide.
	 *
	 * @return list<array{id: string, label: string, devices: string[]}>
	 */
	public static function rules(): array {
		$file  = Contract_File::read( self::FILE );
		$rules = array();
		foreach ( is_array( $file['rules'] ?? null ) ? $file['rules'] : array() as $rule ) {
			if ( is_array( $rule ) && is_string( $rule['id'] ?? null ) && is_string( $rule['label'] ?? null ) && is_array( $rule['devices'] ?? null ) ) {
				$rules[] = array(
					'id'      => $rule['id'],
					'label'   => $rule['label'],
					'devices' => array_values( array_filter( $rule['devices'], 'is_string' ) ),
				);
			}
		}
		return $rules;
	}

	/**
	 * The at-rule of a rule, e.g. `@media (max-width:767px)` ('' for an unknown rule, or when none of
	 * its devices is in the list or they cover every width).
	 *
	 * @param string                                $rule_id     A rule id (largeWidth, mediumWidth, mediumSmallWidth, smallWidth).
	 * @param array<int, array<string, mixed>>|null $breakpoints The devices (default: Breakpoints::all()).
	 */
	public static function query( string $rule_id, ?array $breakpoints = null ): string {
		$breakpoints ??= Breakpoints::all();
		$names         = null;
		foreach ( self::rules() as $rule ) {
			if ( $rule['id'] === $rule_id ) {
				$names = $rule['devices'];
				break;
			}
		}
		if ( null === $names ) {
			return '';
		}
		$mins  = array();
		$maxes = array();
		$found = 0;
		foreach ( $breakpoints as $device ) {
			if ( ! in_array( $device['id'] ?? null, $names, true ) ) {
				continue;
			}
			++$found;
			$mins[]  = is_int( $device['minWidth'] ?? null ) ? $device['minWidth'] : null;
			$maxes[] = is_int( $device['maxWidth'] ?? null ) ? $device['maxWidth'] : null;
		}
		if ( 0 === $found ) {
			return '';
		}
		$parts = array();
		if ( $maxes && ! in_array( null, $maxes, true ) ) {
			$parts[] = '(max-width:' . max( $maxes ) . 'px)';
		}
		if ( $mins && ! in_array( null, $mins, true ) ) {
			$parts[] = '(min-width:' . min( $mins ) . 'px)';
		}
		return $parts ? '@media ' . implode( ' and ', $parts ) : '';
	}

	/**
	 * Whether a rule is on in a block's styles: display `none`, with or without `!important`.
	 *
	 * @param array<mixed>                          $styles      The block's gbStyles.
	 * @param string                                $rule_id     The rule id.
	 * @param array<int, array<string, mixed>>|null $breakpoints The devices (default: Breakpoints::all()).
	 */
	public static function is_hidden( array $styles, string $rule_id, ?array $breakpoints = null ): bool {
		$query = self::query( $rule_id, $breakpoints );
		$group = '' !== $query ? ( $styles[ $query ] ?? null ) : null;
		if ( ! is_array( $group ) || ! is_string( $group['display'] ?? null ) ) {
			return false;
		}
		return 'none' === strtolower( trim( (string) preg_replace( '/!\s*important/i', '', $group['display'], 1 ) ) );
	}

	/**
	 * The styles with the queries of the default breakpoints (src/styles/breakpoints.json) rewritten to
	 * those of the current ones, when the two differ (merged with what the current query holds: the key
	 * met later wins).
	 *
	 * @param array<mixed>               $styles The block's gbStyles.
	 * @param array<string, string>|null $map    The queries to rewrite (default: query_map()).
	 * @return array<mixed>
	 */
	public static function remap( array $styles, ?array $map = null ): array {
		$map ??= self::query_map();
		if ( ! $map ) {
			return $styles;
		}
		$found = false;
		foreach ( $map as $from => $to ) {
			if ( isset( $styles[ $from ] ) ) {
				$found = true;
				break;
			}
		}
		if ( ! $found ) {
			return $styles;
		}
		$result = array();
		foreach ( $styles as $key => $value ) {
			$key = (string) $key;
			if ( isset( $map[ $key ] ) && is_array( $value ) ) {
				$target            = $map[ $key ];
				$result[ $target ] = is_array( $result[ $target ] ?? null ) ? array_merge( $result[ $target ], $value ) : $value;
				continue;
			}
			$result[ $key ] = is_array( $result[ $key ] ?? null ) && is_array( $value ) ? array_merge( $result[ $key ], $value ) : $value;
		}
		return $result;
	}

	/**
	 * The queries of the default breakpoints that differ from the current ones, to the current ones
	 * (computed once per breakpoint list).
	 *
	 * @return array<string, string>
	 */
	public static function query_map(): array {
		static $cache = array();
		$current      = Breakpoints::all();
		$cache_key    = md5( (string) wp_json_encode( $current ) );
		if ( isset( $cache[ $cache_key ] ) ) {
			return $cache[ $cache_key ];
		}
		$defaults = Breakpoints::defaults();
		$map      = array();
		foreach ( self::rules() as $rule ) {
			$from = self::query( $rule['id'], $defaults );
			$to   = self::query( $rule['id'], $current );
			if ( '' !== $from && '' !== $to && $from !== $to ) {
				$map[ $from ] = $to;
			}
		}
		$cache[ $cache_key ] = $map;
		return $map;
	}
}
