<?php
/**
 * What a dynamic tag is resolved against.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Dynamic_Tags;

/**
 * The context of a block (or of a preview): the current post, the loop item and index, whether the
 * one whose rules apply (the content's author on render, the current user in a preview) has
 * manage_options, and who that one is: the reader whose rights decide which posts a tag may read
 * (Trust\Content_Trust: null for trusted code, 0 for nobody), never the visitor. Both are asked lazily:
 * only a tag that reads a stored key or another post needs them.
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
	 * Answers who reads: the user id whose rights apply, null for trusted code, 0 for nobody.
	 *
	 * @var callable(): (int|null)
	 */
	private $reader;

	/**
	 * The reader, once asked.
	 *
	 * @var int|null
	 */
	private ?int $reader_id = null;

	/**
	 * Whether the reader was asked.
	 *
	 * @var bool
	 */
	private bool $reader_known = false;

	/**
	 * A context.
	 *
	 * @param int                    $post_id   Current post id.
	 * @param callable(): bool       $privilege Whether the rules are those of a user with manage_options.
	 * @param callable(): (int|null) $reader    Whose rights decide which posts may be read (see reader()).
	 * @param array<mixed>           $block     Block context (gblocks-pro/loopItem, gblocks-pro/loopIndex).
	 */
	public function __construct( int $post_id, callable $privilege, callable $reader, array $block = array() ) {
		$this->post_id    = $post_id;
		$this->privilege  = $privilege;
		$this->reader     = $reader;
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

	/**
	 * Whose rights decide which posts a tag may read: the content's author on render, the user asking
	 * for a preview; null for trusted code (theme files, registered patterns), 0 for nobody.
	 */
	public function reader(): ?int {
		if ( ! $this->reader_known ) {
			$reader             = ( $this->reader )();
			$this->reader_id    = is_int( $reader ) ? max( 0, $reader ) : null;
			$this->reader_known = true;
		}
		return $this->reader_id;
	}
}
