<?php
/**
 * Global classes answer the Support\Global_Styles seam (shared and imported by the pattern library).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Global_Classes;

use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Support\Feature;

/**
 * Answers `gblocks_pro_global_styles_for_names` (published classes among names, in list order, with
 * their style object and stored CSS) and `gblocks_pro_import_global_style` (create from a style object
 * validated by Style_Data, its CSS compiled here; an existing class of that name is kept as it is, and
 * published again when it is not, answered `republished` so that the caller says so). Creating and
 * publishing again need manage_gblocks_styles, as everywhere else for global classes: a user without it
 * is answered `existing` for a published class and `refused` for anything else, and nothing changes.
 */
final class Style_Exchange implements Feature {

	/**
	 * Adds the filters.
	 */
	public function register(): void {
		add_filter( 'gblocks_pro_global_styles_for_names', array( self::class, 'for_names' ), 10, 2 );
		add_filter( 'gblocks_pro_import_global_style', array( self::class, 'import' ), 10, 4 );
	}

	/**
	 * The published classes among these names.
	 *
	 * @param mixed $styles What other answers found (kept).
	 * @param mixed $names  Class names without the dot.
	 * @return mixed
	 */
	public static function for_names( $styles, $names ) {
		if ( ! is_array( $styles ) || ! is_array( $names ) ) {
			return $styles;
		}
		$wanted = array_flip( array_map( 'strval', $names ) );
		foreach ( Class_Store::all( array( 'publish' ) ) as $class ) {
			if ( ! isset( $wanted[ $class['name'] ] ) ) {
				continue;
			}
			$styles[] = array(
				'title'    => $class['selector'],
				'selector' => $class['selector'],
				'data'     => Class_Store::data( $class['id'] ),
				'css'      => Class_Store::css( $class['id'] ),
			);
		}
		return $styles;
	}

	/**
	 * Imports one class.
	 *
	 * @param mixed $result  An earlier answer (kept when there is one).
	 * @param mixed $name    Class name without the dot.
	 * @param mixed $data    The style object.
	 * @param mixed $user_id The user the import is for.
	 * @return mixed
	 */
	public static function import( $result, $name, $data, $user_id = 0 ) {
		if ( null !== $result ) {
			return $result;
		}
		$name = is_string( $name ) ? $name : '';
		if ( ! Class_Name::is_valid( $name ) ) {
			return self::failed( __( 'The class name is not valid.', 'gblocks-pro' ) );
		}
		$may_manage = is_numeric( $user_id ) && (int) $user_id > 0 && user_can( (int) $user_id, Capabilities::MANAGE_STYLES );
		$existing   = Class_Store::id_of( $name );
		if ( $existing > 0 ) {
			if ( 'publish' !== get_post_status( $existing ) ) {
				if ( ! $may_manage ) {
					return self::refused( __( 'An administrator has set this class to draft; only an administrator can publish it again.', 'gblocks-pro' ) );
				}
				$updated = wp_update_post(
					array(
						'ID'          => $existing,
						'post_status' => 'publish',
					),
					true
				);
				if ( is_wp_error( $updated ) ) {
					return self::failed( $updated->get_error_message() );
				}
				return array(
					'status' => 'republished',
					'id'     => $existing,
				);
			}
			return array(
				'status' => 'existing',
				'id'     => $existing,
			);
		}
		if ( ! $may_manage ) {
			return self::refused( __( 'Only an administrator can import this class.', 'gblocks-pro' ) );
		}
		$valid = Style_Data::validate( $data );
		if ( is_wp_error( $valid ) ) {
			return self::failed( $valid->get_error_message() );
		}
		$id = wp_insert_post(
			array(
				'post_type'   => Post_Type::POST_TYPE,
				'post_status' => 'publish',
				'post_title'  => Class_Name::selector( $name ),
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			return self::failed( $id->get_error_message() );
		}
		Class_Store::save_data( $id, is_array( $data ) ? $data : array() );
		Class_Store::compile( $id );
		return array(
			'status' => 'imported',
			'id'     => $id,
		);
	}

	/**
	 * A refusal (the user may not create or publish the class) with its reason.
	 *
	 * @param string $reason Translated reason.
	 * @return array{status: string, id: int, reason: string}
	 */
	private static function refused( string $reason ): array {
		return array(
			'status' => 'refused',
			'id'     => 0,
			'reason' => $reason,
		);
	}

	/**
	 * A failure with its reason.
	 *
	 * @param string $reason Translated reason.
	 * @return array{status: string, id: int, reason: string}
	 */
	private static function failed( string $reason ): array {
		return array(
			'status' => 'failed',
			'id'     => 0,
			'reason' => $reason,
		);
	}
}
