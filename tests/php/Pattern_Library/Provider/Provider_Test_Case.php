<?php
/**
 * Helpers shared by the pattern library provider tests.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Pattern_Library\Provider;

use GBlocks_Pro\Pattern_Library\Collections;
use GBlocks_Pro\Pattern_Library\Key_Store;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Collections, synced patterns and keys made the way the site makes them (terms, wp_block posts, the
 * key store), and in-process requests that carry a public key.
 */
abstract class Provider_Test_Case extends Test_Case {

	public const BASE = '/generateblocks-pro/v1/pattern-library';

	/**
	 * Creates a collection and returns its id.
	 *
	 * @param string $name The collection's name.
	 */
	protected function create_collection( string $name ): int {
		$term = wp_insert_term( $name . ' ' . self::unique(), Collections::TAXONOMY );
		$this->assertIsArray( $term, is_wp_error( $term ) ? $term->get_error_message() : 'The collection factory failed.' );
		return (int) $term['term_id'];
	}

	/**
	 * Creates a pattern category (core's wp_pattern_category) and returns its slug.
	 *
	 * @param string $name The category's name.
	 */
	protected function create_category( string $name ): string {
		$term = wp_insert_term( $name, 'wp_pattern_category', array( 'slug' => sanitize_title( $name ) . '-' . strtolower( wp_generate_password( 5, false ) ) ) );
		$this->assertIsArray( $term, is_wp_error( $term ) ? $term->get_error_message() : 'The category factory failed.' );
		$slug = get_term( (int) $term['term_id'], 'wp_pattern_category' );
		$this->assertInstanceOf( \WP_Term::class, $slug );
		return $slug->slug;
	}

	/**
	 * Creates a synced pattern and returns its id.
	 *
	 * @param string               $title       Title.
	 * @param int[]                $collections Collection ids.
	 * @param string[]             $categories  Pattern category slugs.
	 * @param array<string, mixed> $fields      Other wp_insert_post() fields (post_status, post_content...).
	 */
	protected function create_pattern( string $title, array $collections, array $categories = array(), array $fields = array() ): int {
		$id = $this->create_post(
			array_merge(
				array(
					'post_type'    => 'wp_block',
					'post_title'   => $title,
					'post_content' => '<!-- wp:paragraph --><p>' . esc_html( $title ) . '</p><!-- /wp:paragraph -->',
				),
				$fields
			)
		);
		if ( array() !== $collections ) {
			$this->assertIsArray( wp_set_object_terms( $id, $collections, Collections::TAXONOMY ) );
		}
		if ( array() !== $categories ) {
			$this->assertIsArray( wp_set_object_terms( $id, $categories, 'wp_pattern_category' ) );
		}
		return $id;
	}

	/**
	 * Creates a key for collections and returns [ id, plain key ].
	 *
	 * @param int[]  $collections Collection ids.
	 * @param string $name        The key's name.
	 * @return array{0: string, 1: string}
	 */
	protected function create_key( array $collections, string $name = 'Partner' ): array {
		$created = Key_Store::create( $name, $collections );
		return array( $created['record']['id'], $created['key'] );
	}

	/**
	 * Creates a key for collections and returns the plain key.
	 *
	 * @param int[] $collections Collection ids.
	 */
	protected function key_for( array $collections ): string {
		return $this->create_key( $collections )[1];
	}

	/**
	 * GET a provider route with a public key (null sends no header).
	 *
	 * @param string               $route  Route after pattern-library/, e.g. patterns.
	 * @param string|null          $key    The key, or null.
	 * @param array<string, mixed> $params Query parameters.
	 */
	protected function provider( string $route, ?string $key, array $params = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'GET', self::BASE . '/' . $route );
		$request->set_query_params( $params );
		if ( null !== $key ) {
			$request->set_header( 'X-GB-Public-Key', $key );
		}
		return rest_do_request( $request );
	}

	/**
	 * The response payload of a successful envelope.
	 *
	 * @param \WP_REST_Response $response The response.
	 * @return mixed
	 */
	protected function payload( \WP_REST_Response $response ) {
		$this->assertStatus( 200, $response );
		$data = $response->get_data();
		$this->assertIsArray( $data );
		$this->assertTrue( $data['success'] );
		return $data['response'];
	}
}
