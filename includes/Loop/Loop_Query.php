<?php
/**
 * The items of a looped query over post meta or an option.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Loop;

use GBlocks_Pro\Meta\Meta_Access;
use GBlocks_Pro\Meta\Meta_Values;
use GBlocks_Pro\Trust\Content_Trust;

/**
 * One set of rules for the front end and the editor preview (DESIGN §13, SPEC 5 "Looped query"):
 * - the value is read with Meta\Meta_Values (so the ACF integration answers for ACF fields): post meta
 *   of meta_key_id ('current' = the context post; or a post id the reader may read), or an option;
 * - the key is checked with Meta\Meta_Access for the reader (the content's author on the front end,
 *   the current user in the preview): a refused key gives no items;
 * - only an array has items (its values, in order); anything else (a string, a number, null, an
 *   object) gives none;
 * - posts_per_page: min -1 (-1 = all), default 10; offset: min 0, ignored when per page is -1;
 * - at most max_items() items are ever rendered (filter gblocks_pro_loop_max_items, default 1,000), so a
 *   value of 100,000 items cannot exhaust a request.
 */
final class Loop_Query {

	public const DEFAULT_PER_PAGE = 10;

	/**
	 * What the stored value is: an array (the loop has items), nothing (no key, no value, or not read),
	 * or something else (a string, a number, an object: the editor says it must be an array).
	 */
	public const VALUE_ARRAY = 'array';
	public const VALUE_NONE  = 'none';
	public const VALUE_OTHER = 'other';

	/**
	 * What was resolved.
	 *
	 * @param array       $items      The items to render, after offset and per page (a list).
	 * @param int         $found      Items in the stored value (0 when it is not an array).
	 * @param string|null $refusal    The refusal message when the reader may not read the key.
	 * @param string      $value_type VALUE_ARRAY, VALUE_NONE or VALUE_OTHER.
	 *
	 * @phpstan-param list<mixed> $items
	 */
	private function __construct(
		public readonly array $items,
		public readonly int $found,
		public readonly ?string $refusal = null,
		public readonly string $value_type = self::VALUE_NONE
	) {}

	/**
	 * Resolves a loop's items.
	 *
	 * @param array<string, mixed> $attributes      The loop's attributes (queryType, meta_key, meta_key_id, posts_per_page, offset).
	 * @param int                  $current_post_id The context post ('current'), 0 when none.
	 * @param int|null             $reader_id       Whose access rules apply (the content's author, or the current user); null
	 *                                              for trusted code (a theme file, a registered pattern): everything but secrets.
	 */
	public static function resolve( array $attributes, int $current_post_id, ?int $reader_id ): self {
		$type = 'option' === ( $attributes['queryType'] ?? 'post_meta' ) ? 'option' : 'post';
		$key  = is_string( $attributes['meta_key'] ?? null ) ? trim( $attributes['meta_key'] ) : '';
		if ( '' === $key ) {
			return new self( array(), 0 );
		}
		$refusal = null === $reader_id ? Meta_Access::refusal_for( $type, $key, true ) : Meta_Access::refusal( $type, $key, $reader_id );
		if ( null !== $refusal ) {
			return new self( array(), 0, $refusal );
		}
		$object_id = 0;
		if ( 'post' === $type ) {
			$object_id = self::post_id( $attributes['meta_key_id'] ?? 'current', $current_post_id, $reader_id );
			if ( $object_id <= 0 ) {
				return new self( array(), 0 );
			}
		}
		$value = Meta_Values::get( $type, $object_id, $key );
		if ( ! is_array( $value ) ) {
			return new self( array(), 0, null, null === $value ? self::VALUE_NONE : self::VALUE_OTHER );
		}
		$found    = count( $value );
		$per_page = self::int_attribute( $attributes['posts_per_page'] ?? null, self::DEFAULT_PER_PAGE );
		$per_page = max( -1, $per_page );
		$offset   = -1 === $per_page ? 0 : max( 0, self::int_attribute( $attributes['offset'] ?? null, 0 ) );
		$length   = -1 === $per_page ? self::max_items() : min( $per_page, self::max_items() );
		return new self( array_values( array_slice( $value, $offset, $length ) ), $found, null, self::VALUE_ARRAY );
	}

	/**
	 * The most items a loop renders.
	 */
	public static function max_items(): int {
		/**
		 * Filters the most items one loop renders (also with per page -1).
		 *
		 * @param int $max Default 1000.
		 */
		return max( 0, (int) apply_filters( 'gblocks_pro_loop_max_items', 1000 ) );
	}

	/**
	 * The post whose meta is read: the context post for 'current', else a post id the reader may read
	 * (published and publicly viewable, or readable by the reader). 0 when none.
	 *
	 * @param mixed    $meta_key_id     'current' or a post id.
	 * @param int      $current_post_id The context post.
	 * @param int|null $reader_id       The reader (null: trusted code, which may read any post).
	 */
	public static function post_id( mixed $meta_key_id, int $current_post_id, ?int $reader_id ): int {
		if ( null === $meta_key_id || '' === $meta_key_id || 'current' === $meta_key_id ) {
			return max( 0, $current_post_id );
		}
		if ( ! is_int( $meta_key_id ) && ! ( is_string( $meta_key_id ) && ctype_digit( $meta_key_id ) ) ) {
			return 0;
		}
		$id = (int) $meta_key_id;
		if ( $id === $current_post_id ) {
			return $id;
		}
		if ( null === $reader_id ) {
			return get_post( $id ) instanceof \WP_Post ? $id : 0;
		}
		return self::readable_post( $id, $reader_id ) ? $id : 0;
	}

	/**
	 * Whether a post may be shown to, or read for, a user: published and publicly viewable, or readable
	 * by that user (the one trust rule: Trust\Content_Trust::can_read_post()).
	 *
	 * @param int $post_id Post id.
	 * @param int $user_id User id (0: a visitor).
	 */
	public static function readable_post( int $post_id, int $user_id ): bool {
		return Content_Trust::can_read_post( $post_id, $user_id );
	}

	/**
	 * The post an item stands for (an id, a WP_Post, or an array/object with ID or id), else null.
	 *
	 * @param mixed $item A loop item.
	 */
	public static function item_post_id( mixed $item ): ?int {
		if ( $item instanceof \WP_Post ) {
			return $item->ID;
		}
		if ( is_array( $item ) ) {
			$item = $item['ID'] ?? $item['id'] ?? null;
		} elseif ( is_object( $item ) ) {
			$vars = get_object_vars( $item );
			$item = $vars['ID'] ?? $vars['id'] ?? null;
		}
		if ( is_int( $item ) || ( is_string( $item ) && ctype_digit( $item ) ) ) {
			$id = (int) $item;
			return $id > 0 ? $id : null;
		}
		return null;
	}

	/**
	 * An integer attribute, or the default when it is not a number.
	 *
	 * @param mixed $value    The attribute.
	 * @param int   $fallback Default.
	 */
	private static function int_attribute( mixed $value, int $fallback ): int {
		if ( is_int( $value ) ) {
			return $value;
		}
		if ( ( is_float( $value ) && is_finite( $value ) ) || ( is_string( $value ) && is_numeric( $value ) ) ) {
			return (int) max( -1.0, min( (float) PHP_INT_MAX / 2, (float) $value ) );
		}
		return $fallback;
	}
}
