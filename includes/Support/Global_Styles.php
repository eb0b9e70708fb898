<?php
/**
 * The seam through which other features read and add global classes (the pattern library).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

/**
 * Global classes are their own feature (Global_Classes); a feature that shares or imports them (the pattern
 * library) calls these methods, which the Global_Classes feature answers through two filters:
 * - `gblocks_pro_global_styles_for_names` ( array $styles, string[] $names ): the PUBLISHED classes among
 *   those names, in list order, each `{ title, selector, data, css }` (selector '.name', data the style
 *   object, css the stored sanitised CSS);
 * - `gblocks_pro_import_global_style` ( ?array $result, string $name, array $data, int $user_id ): on
 *   behalf of that user, creates the class from its style object (its CSS is compiled and sanitised from
 *   the data, never taken from outside), or finds the existing class of that name and publishes it again
 *   when it is not published. Creating or publishing again needs manage_gblocks_styles; a user without it
 *   only gets classes that exist and are published. Answers
 *   `{ status: 'imported'|'existing'|'republished'|'refused'|'failed', id: int, reason?: string }`:
 *   republished = it existed but was not published (an administrator had set it to draft) and is
 *   published again; refused = the user may not create it or publish it again (nothing changed).
 * Without an answer (the feature off) nothing is found and every import fails with a reason.
 */
final class Global_Styles {

	/**
	 * The published classes among these names, in list order.
	 *
	 * @param string[] $names Class names without the dot.
	 * @return array<int, array{title: string, selector: string, data: array<string, mixed>, css: string}>
	 */
	public static function for_names( array $names ): array {
		$names = array_values( array_unique( array_filter( array_map( 'strval', $names ) ) ) );
		if ( array() === $names ) {
			return array();
		}
		$styles = apply_filters( 'gblocks_pro_global_styles_for_names', array(), $names );
		if ( ! is_array( $styles ) ) {
			return array();
		}
		$clean = array();
		foreach ( $styles as $style ) {
			if ( ! is_array( $style ) || ! is_string( $style['selector'] ?? null ) ) {
				continue;
			}
			$clean[] = array(
				'title'    => (string) ( $style['title'] ?? $style['selector'] ),
				'selector' => $style['selector'],
				'data'     => is_array( $style['data'] ?? null ) ? $style['data'] : array(),
				'css'      => (string) ( $style['css'] ?? '' ),
			);
		}
		return $clean;
	}

	/**
	 * Imports one class on behalf of a user: created from its style object, or found existing (and
	 * published again when it is not published). Only a user who can manage global classes creates or
	 * publishes again; anyone else is answered `refused` for a class that is missing or not published.
	 *
	 * @param string               $name    Class name without the dot (a leading dot is removed).
	 * @param array<string, mixed> $data    The style object.
	 * @param int|null             $user_id The user the import is for (the current user by default).
	 * @return array{status: string, id: int, reason?: string}
	 */
	public static function import( string $name, array $data, ?int $user_id = null ): array {
		$name   = ltrim( $name, '.' );
		$result = apply_filters( 'gblocks_pro_import_global_style', null, $name, $data, $user_id ?? get_current_user_id() );
		if ( ! is_array( $result ) || ! in_array( $result['status'] ?? '', array( 'imported', 'existing', 'republished', 'refused', 'failed' ), true ) ) {
			return array(
				'status' => 'failed',
				'id'     => 0,
				'reason' => __( 'Global classes are not available on this site.', 'gblocks-pro' ),
			);
		}
		$clean = array(
			'status' => (string) $result['status'],
			'id'     => (int) ( $result['id'] ?? 0 ),
		);
		if ( 'failed' === $clean['status'] || 'refused' === $clean['status'] ) {
			$clean['reason'] = (string) ( $result['reason'] ?? __( 'The class could not be imported.', 'gblocks-pro' ) );
		}
		return $clean;
	}

	/**
	 * The class names a piece of block markup may use: every block's `gbGlobalClasses` and the tokens
	 * of its `className`, at any depth, unique, in order of appearance.
	 *
	 * @param string $markup Serialised blocks.
	 * @return string[]
	 */
	public static function names_in( string $markup ): array {
		$names = array();
		self::collect( parse_blocks( $markup ), $names );
		return array_keys( $names );
	}

	/**
	 * Collects the names of blocks and their inner blocks.
	 *
	 * @param array<mixed>       $blocks Parsed blocks.
	 * @param array<string, int> $names  Names found so far (as keys).
	 */
	private static function collect( array $blocks, array &$names ): void {
		foreach ( $blocks as $block ) {
			if ( ! is_array( $block ) ) {
				continue;
			}
			$attrs = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
			$list  = is_array( $attrs['gbGlobalClasses'] ?? null ) ? $attrs['gbGlobalClasses'] : array();
			if ( is_string( $attrs['className'] ?? null ) ) {
				$tokens = preg_split( '/\s+/', $attrs['className'] );
				$list   = array_merge( $list, false === $tokens ? array() : $tokens );
			}
			foreach ( $list as $name ) {
				if ( is_string( $name ) && '' !== $name && preg_match( '/^[A-Za-z_][A-Za-z0-9_-]*$/', $name ) ) {
					$names[ $name ] = 1;
				}
			}
			if ( is_array( $block['innerBlocks'] ?? null ) ) {
				self::collect( $block['innerBlocks'], $names );
			}
		}
	}
}
