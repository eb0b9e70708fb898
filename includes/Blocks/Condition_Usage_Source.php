<?php
/**
 * Blocks as a usage source of conditions.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Blocks;

use GBlocks_Pro\Usage\Block_Content;
use GBlocks_Pro\Usage\Registered_Usage_Source;
use GBlocks_Pro\Usage\Usage_Items;

/**
 * The section `blocks` of a condition's usage: every post whose content holds a block whose
 * gbBlockCondition is the id, and block widgets (the places Usage\Block_Content reads).
 */
final class Condition_Usage_Source extends Registered_Usage_Source {

	public const ATTRIBUTE = 'gbBlockCondition';

	/**
	 * The option that holds block widgets.
	 */
	public const WIDGETS_OPTION = Block_Content::WIDGETS_OPTION;

	/**
	 * Section key.
	 */
	public function key(): string {
		return 'blocks';
	}

	/**
	 * Section label.
	 */
	public function label(): string {
		return __( 'Blocks', 'gblocks-pro' );
	}

	/**
	 * Post types whose content is scanned for blocks (Block_Content::post_types()).
	 *
	 * @return string[]
	 */
	public static function post_types(): array {
		return Block_Content::post_types();
	}

	/**
	 * Posts and block widgets holding a block that uses the condition.
	 *
	 * @param int $condition_id Condition id.
	 * @return array{refs: array<int, int|string>}
	 */
	public function find( int $condition_id ): array {
		global $wpdb;
		$id = (string) $condition_id;
		// The attribute as the block serializer writes it: a string id, or a number followed by , or }.
		$attribute = '"' . self::ATTRIBUTE . '":';
		$likes     = array(
			'%' . $wpdb->esc_like( $attribute . '"' . $id . '"' ) . '%',
			'%' . $wpdb->esc_like( $attribute . $id . ',' ) . '%',
			'%' . $wpdb->esc_like( $attribute . $id . '}' ) . '%',
		);
		return array( 'refs' => Block_Content::find( array(), $likes, static fn( string $content ): bool => self::content_uses( $content, $condition_id ) ) );
	}

	/**
	 * Whether block markup holds a block whose gbBlockCondition is the id (exact match; the LIKE of
	 * the query is not case-sensitive on every database).
	 *
	 * @param string $content      Block markup.
	 * @param int    $condition_id Condition id.
	 */
	public static function content_uses( string $content, int $condition_id ): bool {
		return (bool) preg_match( '/"' . self::ATTRIBUTE . '":(?:"' . $condition_id . '"|' . $condition_id . '[,}])/', $content );
	}

	/**
	 * Usage items of posts, then of block widgets.
	 *
	 * @param array<int, int|string> $refs Post ids and widget references.
	 * @return array<int, array<string, mixed>>
	 */
	public function items( array $refs ): array {
		return Usage_Items::refs( $refs, 'block_attributes' );
	}

	/**
	 * Posts of the scanned types saved or deleted, and block widgets saved.
	 *
	 * @return array{post_types: string[], options: string[]}
	 */
	public function invalidated_by(): array {
		return array(
			'post_types' => self::post_types(),
			'options'    => array( self::WIDGETS_OPTION ),
		);
	}
}
