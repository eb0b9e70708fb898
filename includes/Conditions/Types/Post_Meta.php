<?php
/**
 * Post meta: a custom field of the context post.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Types;

use GBlocks_Pro\Conditions\Context;

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
}
