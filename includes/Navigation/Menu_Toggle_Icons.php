<?php
/**
 * The menu-toggle icon sets (SPEC 1, 9).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Navigation;

use GBlocks_Pro\Support\Contract_File;

/**
 * The icon sets of src/navigation/menu-toggle-icons.json ("Menu Toggles (Medium)" and "Menu Toggles
 * (Light)": 14 menu icons and a close icon each), filterable with gblocks_pro_menu_toggle_icons. A block
 * stores an icon id "{set}/{icon}"; the server prints only SVG from this list, sanitised
 * (Svg_Sanitizer), so an icon a filter adds can never bring a script or an outside reference.
 */
final class Menu_Toggle_Icons {

	/**
	 * The icon sets, relative to the plugin folder.
	 */
	public const FILE = 'src/navigation/menu-toggle-icons.json';

	/**
	 * Sanitised SVG by icon id, for this request.
	 *
	 * @var array<string, string>
	 */
	private static array $svg = array();

	/**
	 * The sets with their icons, sanitised: only sets and icons with an id, a label and an SVG that
	 * survives sanitising.
	 *
	 * @return list<array{id: string, label: string, icons: list<array{id: string, label: string, svg: string}>}>
	 */
	public static function sets(): array {
		$file = Contract_File::read( self::FILE );
		$sets = self::translated( is_array( $file['sets'] ?? null ) ? $file['sets'] : array() );

		/**
		 * Filters the menu-toggle icon sets: a list of { id, label, icons: [ { id, label, svg } ] }.
		 * Ids are [a-z0-9_-]; whatever SVG is added is sanitised before it is printed (allowed SVG
		 * elements and attributes only; no script, event handlers, foreignObject or outside references).
		 *
		 * @param array<int, array<string, mixed>> $sets The sets of src/navigation/menu-toggle-icons.json.
		 */
		$sets = apply_filters( 'gblocks_pro_menu_toggle_icons', $sets );
		if ( ! is_array( $sets ) ) {
			return array();
		}
		$result = array();
		$seen   = array();
		foreach ( $sets as $set ) {
			if ( ! is_array( $set ) || ! self::is_id( $set['id'] ?? null ) || ! is_string( $set['label'] ?? null ) || ! is_array( $set['icons'] ?? null ) || isset( $seen[ $set['id'] ] ) ) {
				continue;
			}
			$seen[ $set['id'] ] = true;
			$icons              = array();
			$icon_ids           = array();
			foreach ( $set['icons'] as $icon ) {
				if ( ! is_array( $icon ) || ! self::is_id( $icon['id'] ?? null ) || ! is_string( $icon['label'] ?? null ) || ! is_string( $icon['svg'] ?? null ) || isset( $icon_ids[ $icon['id'] ] ) ) {
					continue;
				}
				$svg = Svg_Sanitizer::sanitize( $icon['svg'] );
				if ( '' === $svg ) {
					continue;
				}
				$icon_ids[ $icon['id'] ] = true;
				$icons[]                 = array(
					'id'    => $icon['id'],
					'label' => wp_strip_all_tags( $icon['label'] ),
					'svg'   => $svg,
				);
			}
			$result[] = array(
				'id'    => $set['id'],
				'label' => wp_strip_all_tags( $set['label'] ),
				'icons' => $icons,
			);
		}
		return $result;
	}

	/**
	 * The sanitised SVG of an icon id ("medium/menu-3"), or '' for an id that is not in the list.
	 *
	 * @param mixed $id A stored icon id.
	 */
	public static function svg( $id ): string {
		if ( ! is_string( $id ) || ! preg_match( '/^([a-z0-9_-]+)\/([a-z0-9_-]+)$/', $id, $parts ) ) {
			return '';
		}
		if ( ! isset( self::$svg[ $id ] ) ) {
			self::$svg[ $id ] = '';
			foreach ( self::sets() as $set ) {
				if ( $set['id'] !== $parts[1] ) {
					continue;
				}
				foreach ( $set['icons'] as $icon ) {
					if ( $icon['id'] === $parts[2] ) {
						self::$svg[ $id ] = $icon['svg'];
						break 2;
					}
				}
			}
		}
		return self::$svg[ $id ];
	}

	/**
	 * Forgets the icons looked up in this request (the list's filter changed: tests).
	 */
	public static function reset(): void {
		self::$svg = array();
	}

	/**
	 * Whether a value is a set or icon id.
	 *
	 * @param mixed $value A value.
	 */
	private static function is_id( $value ): bool {
		return is_string( $value ) && 1 === preg_match( '/^[a-z0-9_-]+$/', $value );
	}

	/**
	 * The file's sets with their labels translated ("Menu Toggles (Medium)", "Menu 3", "Close").
	 *
	 * @param array<mixed> $sets The file's sets.
	 * @return array<int, mixed>
	 */
	private static function translated( array $sets ): array {
		$set_labels = array(
			'medium' => __( 'Menu Toggles (Medium)', 'gblocks-pro' ),
			'light'  => __( 'Menu Toggles (Light)', 'gblocks-pro' ),
		);
		$result     = array();
		foreach ( $sets as $set ) {
			if ( ! is_array( $set ) ) {
				continue;
			}
			if ( is_string( $set['id'] ?? null ) && isset( $set_labels[ $set['id'] ] ) ) {
				$set['label'] = $set_labels[ $set['id'] ];
			}
			foreach ( (array) ( $set['icons'] ?? array() ) as $index => $icon ) {
				if ( ! is_array( $icon ) || ! is_string( $icon['id'] ?? null ) ) {
					continue;
				}
				if ( 'close' === $icon['id'] ) {
					$set['icons'][ $index ]['label'] = __( 'Close', 'gblocks-pro' );
				} elseif ( preg_match( '/^menu-(\d+)$/', $icon['id'], $number ) ) {
					/* translators: %d: the number of a menu icon, 1 to 14. */
					$set['icons'][ $index ]['label'] = sprintf( __( 'Menu %d', 'gblocks-pro' ), (int) $number[1] );
				}
			}
			$result[] = $set;
		}
		return $result;
	}
}
