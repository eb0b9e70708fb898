<?php
/**
 * Post meta: a custom field of the context post.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Types;

use GBlocks_Pro\Conditions\Context;
use GBlocks_Pro\Conditions\Simulator\Reasons;

/**
 * The post_meta type.
 */
final class Post_Meta extends Meta_Type {

	/**
	 * Type id.
	 */
	public function name(): string {
		return 'post_meta';
	}

	/**
	 * Label.
	 */
	public function label(): string {
		return __( 'Post Meta', 'gblocks-pro' );
	}

	/**
	 * Meta type.
	 */
	protected function meta_type(): string {
		return 'post';
	}

	/**
	 * The context post.
	 *
	 * @param Context $context Context.
	 */
	protected function object_id( Context $context ): int {
		return $context->post_id();
	}

	/**
	 * Fixed keys.
	 *
	 * @return array<string, string>
	 */
	protected function fixed_keys(): array {
		return array(
			'_thumbnail_id'     => __( 'Featured Image', 'gblocks-pro' ),
			'_wp_page_template' => __( 'Page Template', 'gblocks-pro' ),
		);
	}

	/**
	 * The simulator's sentence for a row of this type (Condition_Type::explain()).
	 *
	 * @param string  $rule     Canonical rule id.
	 * @param string  $operator Operator.
	 * @param string  $value    Value.
	 * @param bool    $result   Whether the row passed.
	 * @param Context $context  The simulated context.
	 */
	public function explain( string $rule, string $operator, string $value, bool $result, Context $context ): string {
		return Reasons::meta( 'post', $context->post_id(), $rule, $operator, $value, $context );
	}
}
