<?php
/**
 * What a dynamic tag is resolved against.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Dynamic_Tags;

/**
 * The context of a block (or of a preview): the current post, the loop item and index, and whether the
 * one whose rules apply (the content's author on render, the current user in a preview) has
 * manage_options. The privilege is asked lazily: only a tag that reads a stored key needs it.
 */
final class Context {

	/**
	 * The current post id (0: none).
	 *
	 * @var int
	 */
	public int $post_id;

	/**
	 * Whether a loop item is set.
	 *
	 * @var bool
	 */
	public bool $in_loop;

	/**
	 * The loop item (block context gblocks-pro/loopItem).
	 *
	 * @var mixed
	 */
	public mixed $loop_item;

	/**
	 * The 1-based loop index (block context gblocks-pro/loopIndex), or null.
	 *
	 * @var int|null
	 */
	public ?int $loop_index;

	/**
	 * Answers whether the rules are those of a user with manage_options.
	 *
	 * @var callable(): bool
	 */
	private $privilege;

	/**
	 * The answer, once asked.
	 *
	 * @var bool|null
	 */
	private ?bool $privileged = null;

	/**
	 * A context.
	 *
	 * @param int              $post_id   Current post id.
	 * @param callable(): bool $privilege Whether the rules are those of a user with manage_options.
	 * @param array<mixed>     $block     Block context (gblocks-pro/loopItem, gblocks-pro/loopIndex).
	 */
	public function __construct( int $post_id, callable $privilege, array $block = array() ) {
		$this->post_id    = $post_id;
		$this->privilege  = $privilege;
		$this->in_loop    = array_key_exists( 'gblocks-pro/loopItem', $block );
		$this->loop_item  = $block['gblocks-pro/loopItem'] ?? null;
		$index            = $block['gblocks-pro/loopIndex'] ?? null;
		$this->loop_index = is_numeric( $index ) ? (int) $index : null;
	}

	/**
	 * Whether the rules are those of a user with manage_options.
	 */
	public function privileged(): bool {
		if ( null === $this->privileged ) {
			$this->privileged = (bool) ( $this->privilege )();
		}
		return $this->privileged;
	}
}
