<?php
/**
 * REST routes of the consumer for the global classes of a library's patterns.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Pattern_Library\Rest;

use GBlocks_Pro\Pattern_Library\Library_Reader;
use GBlocks_Pro\Support\Global_Styles;
use GBlocks_Pro\Support\Rest_Controller;
use GBlocks_Pro\Support\Rest_Response;

/**
 * Under generateblocks-pro/v1/pattern-library/ (edit_posts):
 * - GET  get-global-style-data id, patterns? (url and publicKey accepted for compatibility, ignored: the
 *   stored address and key are used): `{ data: { css, styles: [ { title, selector, data, css } ] } }`;
 *   a library that cannot be read answers 502 with the reason (the editor shows an empty list);
 * - POST import-styles `{ id, styles: [ { selector } | 'selector' ] }`:
 *   `{ data: { imported: [ selector ], existing: [ selector ], failed: [ { selector, reason } ],
 *   republished: [ selector ], refused: [ selector ], message: string } }`.
 *   Each class is created from the style data the LIBRARY provides, fetched by this server, never from
 *   the request, so an editor cannot mint arbitrary classes. Creating a class or publishing again one an
 *   administrator set to draft needs manage_gblocks_styles (Support\Global_Styles judges it): anyone else
 *   who may insert patterns gets the published classes that exist (`existing`); the others are listed in
 *   `failed` (with their reason) and in `refused`, nothing is created, and `message` says "This pattern
 *   uses classes only an administrator can import: …". A class published again is in `existing` AND in
 *   `republished`, and `message` says so. `message` is '' when there is nothing to say.
 */
final class Styles_Controller extends Rest_Controller {

	/**
	 * Most classes one import may name.
	 */
	public const MAX_STYLES = 500;

	/**
	 * The namespace.
	 *
	 * @var string
	 */
	protected $namespace = Libraries_Controller::NAMESPACE;

	/**
	 * The base of the routes.
	 *
	 * @var string
	 */
	protected $rest_base = 'pattern-library';

	/**
	 * The reader of libraries.
	 *
	 * @var Library_Reader
	 */
	private Library_Reader $reader;

	/**
	 * Sets the reader.
	 *
	 * @param Library_Reader|null $reader The reader (a new one by default).
	 */
	public function __construct( ?Library_Reader $reader = null ) {
		$this->reader = $reader ?? new Library_Reader();
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$id = array(
			'description' => __( 'The library id.', 'gblocks-pro' ),
			'type'        => 'string',
			'pattern'     => '^[a-z0-9]{16}$',
			'required'    => true,
		);
		register_rest_route(
			Libraries_Controller::NAMESPACE,
			'/pattern-library/get-global-style-data',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_style_data' ),
					'permission_callback' => array( $this, 'picker_permissions_check' ),
					'args'                => $this->args_from_schema(
						array(
							'id'        => $id,
							'url'       => array(
								'description' => __( 'Accepted for compatibility; the stored address is used.', 'gblocks-pro' ),
								'type'        => 'string',
							),
							'publicKey' => array(
								'description' => __( 'Accepted for compatibility; the stored key is used.', 'gblocks-pro' ),
								'type'        => 'string',
							),
							'patterns'  => array(
								'description' => __( 'Ids of the patterns whose classes are wanted (all when left out).', 'gblocks-pro' ),
								'type'        => 'array',
								'items'       => array(
									'type'    => 'integer',
									'minimum' => 1,
								),
								'maxItems'    => 500,
							),
						)
					),
				),
				'schema' => array( $this, 'get_style_data_schema' ),
			)
		);
		register_rest_route(
			Libraries_Controller::NAMESPACE,
			'/pattern-library/import-styles',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'import_styles' ),
					'permission_callback' => array( $this, 'picker_permissions_check' ),
					'args'                => $this->args_from_schema(
						array(
							'id'     => $id,
							'styles' => array(
								'description'       => __( 'The classes to import: selectors (.name) or objects with a selector.', 'gblocks-pro' ),
								'type'              => 'array',
								'required'          => true,
								'maxItems'          => self::MAX_STYLES,
								'validate_callback' => array( self::class, 'validate_styles' ),
							),
						)
					),
				),
				'schema' => array( $this, 'get_import_schema' ),
			)
		);
	}

	/**
	 * The get-global-style-data answer.
	 *
	 * @return array<string, mixed>
	 */
	public function get_style_data_schema(): array {
		return self::schema(
			'gblocks-pro-pattern-library-style-data',
			array(
				'data' => array(
					'type'       => 'object',
					'properties' => Wire_Schemas::style_data(),
				),
			)
		);
	}

	/**
	 * The import-styles answer.
	 *
	 * @return array<string, mixed>
	 */
	public function get_import_schema(): array {
		$list = array(
			'type'  => 'array',
			'items' => array( 'type' => 'string' ),
		);
		return self::schema(
			'gblocks-pro-pattern-library-import',
			array(
				'data' => array(
					'type'       => 'object',
					'properties' => array(
						'imported'    => $list,
						'existing'    => $list,
						'republished' => $list,
						'refused'     => $list,
						'message'     => array( 'type' => 'string' ),
						'failed'      => array(
							'type'  => 'array',
							'items' => array(
								'type'       => 'object',
								'properties' => array(
									'selector' => array( 'type' => 'string' ),
									'reason'   => array( 'type' => 'string' ),
								),
							),
						),
					),
				),
			)
		);
	}

	/**
	 * The style data of a library's patterns.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function get_style_data( \WP_REST_Request $request ): \WP_REST_Response {
		$library = Libraries_Controller::readable_library( (string) $request['id'] );
		if ( null === $library ) {
			return Libraries_Controller::not_found();
		}
		$ids  = is_array( $request['patterns'] ) ? array_values( array_unique( array_map( 'intval', $request['patterns'] ) ) ) : null;
		$data = $this->reader->style_data( $library, $ids );
		if ( is_wp_error( $data ) ) {
			return Rest_Response::error(
				/* translators: 1: library name, 2: the reason. */
				sprintf( __( 'Could not load the styles of %1$s: %2$s', 'gblocks-pro' ), $library['name'], $data->get_error_message() ),
				502,
				(string) $data->get_error_code()
			);
		}
		return Rest_Response::success(
			array(
				'data' => array(
					'css'    => $data['css'],
					'styles' => $data['styles'],
				),
			)
		);
	}

	/**
	 * Imports the named classes of a library.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function import_styles( \WP_REST_Request $request ): \WP_REST_Response {
		$library = Libraries_Controller::readable_library( (string) $request['id'] );
		if ( null === $library ) {
			return Libraries_Controller::not_found();
		}
		$selectors = array();
		foreach ( (array) $request['styles'] as $style ) {
			$selectors[] = self::selector_of( $style );
		}
		$selectors = array_values( array_unique( array_filter( $selectors ) ) );
		$data      = $this->reader->style_data( $library, null );
		if ( is_wp_error( $data ) ) {
			return Rest_Response::error(
				/* translators: 1: library name, 2: the reason. */
				sprintf( __( 'Could not load the styles of %1$s: %2$s', 'gblocks-pro' ), $library['name'], $data->get_error_message() ),
				502,
				(string) $data->get_error_code()
			);
		}
		$provided = array();
		foreach ( $data['styles'] as $style ) {
			$provided[ $style['selector'] ] = $style['data'];
		}
		$result = array(
			'imported'    => array(),
			'existing'    => array(),
			'failed'      => array(),
			'republished' => array(),
			'refused'     => array(),
			'message'     => '',
		);
		foreach ( $selectors as $selector ) {
			if ( ! isset( $provided[ $selector ] ) ) {
				$result['failed'][] = array(
					'selector' => $selector,
					'reason'   => __( 'This library does not provide this class.', 'gblocks-pro' ),
				);
				continue;
			}
			$imported = Global_Styles::import( $selector, $provided[ $selector ], get_current_user_id() );
			switch ( $imported['status'] ) {
				case 'imported':
					$result['imported'][] = $selector;
					break;
				case 'existing':
					$result['existing'][] = $selector;
					break;
				case 'republished':
					$result['existing'][]    = $selector;
					$result['republished'][] = $selector;
					break;
				default:
					if ( 'refused' === $imported['status'] ) {
						$result['refused'][] = $selector;
					}
					$result['failed'][] = array(
						'selector' => $selector,
						'reason'   => $imported['reason'] ?? __( 'The class could not be imported.', 'gblocks-pro' ),
					);
			}
		}
		$result['message'] = self::message( $result['refused'], $result['republished'] );
		return Rest_Response::success( array( 'data' => $result ) );
	}

	/**
	 * The sentence the editor shows about classes this import refused (the user may not create or publish
	 * them) or published again.
	 *
	 * @param string[] $refused     Selectors refused.
	 * @param string[] $republished Selectors published again.
	 */
	private static function message( array $refused, array $republished ): string {
		$names = static fn( array $selectors ): string => implode( ', ', array_map( static fn( string $selector ): string => ltrim( $selector, '.' ), $selectors ) );
		$parts = array();
		if ( array() !== $refused ) {
			/* translators: %s: class names, comma separated. */
			$parts[] = sprintf( __( 'This pattern uses classes only an administrator can import: %s', 'gblocks-pro' ), $names( $refused ) );
		}
		if ( array() !== $republished ) {
			/* translators: %s: class names, comma separated. */
			$parts[] = sprintf( __( 'These classes had been set to draft and are published again: %s', 'gblocks-pro' ), $names( $republished ) );
		}
		return implode( ' ', $parts );
	}

	/**
	 * A 400 naming the entry when `styles` holds something that is not a class selector (or an object
	 * with one).
	 *
	 * @param mixed $value The styles.
	 * @return true|\WP_Error
	 */
	public static function validate_styles( $value ): bool|\WP_Error {
		if ( ! is_array( $value ) || ( array() !== $value && ! array_is_list( $value ) ) ) {
			return self::invalid( 'styles', __( 'styles must be a list of class selectors, such as [".my-class"].', 'gblocks-pro' ) );
		}
		if ( count( $value ) > self::MAX_STYLES ) {
			/* translators: %d: a number. */
			return self::invalid( 'styles', sprintf( __( 'styles may name at most %d classes.', 'gblocks-pro' ), self::MAX_STYLES ) );
		}
		foreach ( $value as $index => $style ) {
			if ( '' === self::selector_of( $style ) ) {
				return self::invalid(
					'styles',
					/* translators: %d: position in the list, from 0. */
					sprintf( __( 'styles[%d] must be a class selector, such as .my-class, or an object with one in selector.', 'gblocks-pro' ), (int) $index )
				);
			}
		}
		return true;
	}

	/**
	 * The selector (.name) an entry of `styles` names, or '' when it names none.
	 *
	 * @param mixed $style A string or an object with a selector.
	 */
	private static function selector_of( $style ): string {
		if ( is_array( $style ) ) {
			$style = $style['selector'] ?? null;
		}
		if ( ! is_string( $style ) ) {
			return '';
		}
		$selector = '.' . ltrim( trim( $style ), '.' );
		return 1 === preg_match( '/^\.[A-Za-z_][A-Za-z0-9_-]*$/', $selector ) && strlen( $selector ) <= 200 ? $selector : '';
	}

	/**
	 * A 400 naming the field.
	 *
	 * @param string $field   The field.
	 * @param string $message The message.
	 */
	private static function invalid( string $field, string $message ): \WP_Error {
		return new \WP_Error(
			'rest_invalid_param',
			$message,
			array(
				'status' => 400,
				'params' => array( $field => $message ),
			)
		);
	}
}
