<?php
/**
 * The JSON schema of a usage answer.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Usage;

/**
 * The properties of the SPEC §3 usage answer (total, has_more, limited, limitations, usage by section
 * with label, total, has_more and items), for the schema of every usage route: a condition's
 * (Usage_Scanner::report(), which adds cached and cached_at) and a global class's.
 */
final class Usage_Schema {

	/**
	 * The schema properties of a usage answer.
	 *
	 * @param string        $total_description What total counts, e.g. 'Number of places the class is used.'.
	 * @param string        $usage_description What the sections are.
	 * @param string[]|null $usage_types       The usage_type values items can carry (null: any string).
	 * @param bool          $cached            Whether the answer says if it came from the usage cache.
	 * @return array<string, mixed>
	 */
	public static function properties( string $total_description, string $usage_description, ?array $usage_types = null, bool $cached = false ): array {
		$properties = array(
			'total'       => array(
				'description' => $total_description,
				'type'        => 'integer',
			),
			'has_more'    => array(
				'description' => __( 'Whether more places exist than the items listed.', 'gblocks-pro' ),
				'type'        => 'boolean',
			),
			'limited'     => array(
				'description' => __( 'Whether the scan was limited.', 'gblocks-pro' ),
				'type'        => 'boolean',
			),
			'limitations' => array(
				'description' => __( 'What the scan could not cover.', 'gblocks-pro' ),
				'type'        => 'array',
				'items'       => array( 'type' => 'string' ),
			),
		);
		if ( $cached ) {
			$properties['cached']    = array(
				'description' => __( 'Whether the answer came from the usage cache.', 'gblocks-pro' ),
				'type'        => 'boolean',
			);
			$properties['cached_at'] = array(
				'description' => __( 'When the scan ran, in Unix seconds.', 'gblocks-pro' ),
				'type'        => 'integer',
			);
		}
		$properties['usage'] = array(
			'description'          => $usage_description,
			'type'                 => 'object',
			'additionalProperties' => array(
				'type'       => 'object',
				'properties' => array(
					'label'    => array( 'type' => 'string' ),
					'total'    => array( 'type' => 'integer' ),
					'has_more' => array( 'type' => 'boolean' ),
					'items'    => array(
						'type'  => 'array',
						'items' => array(
							'type'       => 'object',
							'properties' => self::item_properties( $usage_types ),
						),
					),
				),
			),
		);
		return $properties;
	}

	/**
	 * The properties of one usage item (Usage_Items).
	 *
	 * @param string[]|null $usage_types The usage_type values items can carry (null: any string).
	 * @return array<string, array<string, mixed>>
	 */
	private static function item_properties( ?array $usage_types ): array {
		return array(
			'id'         => array( 'type' => 'integer' ),
			'type'       => array( 'type' => 'string' ),
			'title'      => array( 'type' => 'string' ),
			'status'     => array( 'type' => 'string' ),
			'type_label' => array( 'type' => 'string' ),
			'usage_type' => null === $usage_types ? array( 'type' => 'string' ) : array(
				'type' => 'string',
				'enum' => array_values( $usage_types ),
			),
			'edit_url'   => array( 'type' => 'string' ),
			'view_url'   => array( 'type' => 'string' ),
		);
	}
}
