<?php
/**
 * The wire shapes the provider serves and the consumer passes on, described once.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Pattern_Library\Rest;

/**
 * JSON-schema properties of the answers a provider gives and a consumer's proxy routes repeat:
 * categories, a page of patterns and global style data (DESIGN §14).
 */
final class Wire_Schemas {

	/**
	 * Properties of a categories answer (an array): `items` of `{ id, name, slug, count }`.
	 *
	 * @return array<string, mixed>
	 */
	public static function categories(): array {
		return array(
			'items' => array(
				'type'       => 'object',
				'properties' => array(
					'id'    => array( 'type' => 'integer' ),
					'name'  => array( 'type' => 'string' ),
					'slug'  => array( 'type' => 'string' ),
					'count' => array(
						'description' => __( 'The number of the library\'s patterns in the category.', 'gblocks-pro' ),
						'type'        => 'integer',
					),
				),
			),
		);
	}

	/**
	 * Properties of a page of patterns: `{ items: [ { id, title, content, categories } ], total, pages }`.
	 *
	 * @return array<string, mixed>
	 */
	public static function patterns(): array {
		return array(
			'items' => array(
				'type'  => 'array',
				'items' => array(
					'type'       => 'object',
					'properties' => array(
						'id'         => array( 'type' => 'integer' ),
						'title'      => array(
							'description' => __( 'The pattern\'s title as plain text.', 'gblocks-pro' ),
							'type'        => 'string',
						),
						'content'    => array(
							'description' => __( 'The pattern\'s block markup (a consumer filters remote markup with its own post kses rules).', 'gblocks-pro' ),
							'type'        => 'string',
						),
						'categories' => array(
							'description' => __( 'Slugs of the pattern\'s categories.', 'gblocks-pro' ),
							'type'        => 'array',
							'items'       => array( 'type' => 'string' ),
						),
					),
				),
			),
			'total' => array( 'type' => 'integer' ),
			'pages' => array( 'type' => 'integer' ),
		);
	}

	/**
	 * Properties of global style data: `{ styles: [ { title, selector, data, css } ], css }`.
	 *
	 * @return array<string, mixed>
	 */
	public static function style_data(): array {
		return array(
			'styles' => array(
				'type'  => 'array',
				'items' => array(
					'type'       => 'object',
					'properties' => array(
						'title'    => array( 'type' => 'string' ),
						'selector' => array( 'type' => 'string' ),
						'data'     => array( 'type' => 'object' ),
						'css'      => array( 'type' => 'string' ),
					),
				),
			),
			'css'    => array(
				'description' => __( 'The CSS of every class, joined.', 'gblocks-pro' ),
				'type'        => 'string',
			),
		);
	}
}
