<?php
/**
 * Base of every PHP integration test.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests;

use PHPUnit\Framework\TestCase;

/**
 * Runs each test in a database transaction that is rolled back, restores hooks and globals, and
 * offers factories for users of every role, posts, and in-process REST requests.
 */
abstract class Test_Case extends TestCase {

	/**
	 * Hooks as they were before the test.
	 *
	 * @var array<string, mixed>
	 */
	private array $hooks_backup = array();

	/**
	 * Counter that keeps generated logins and titles unique.
	 *
	 * @var int
	 */
	private static int $sequence = 0;

	/**
	 * Opens the transaction and saves the hooks.
	 */
	protected function setUp(): void {
		parent::setUp();
		global $wpdb, $wp_filter, $wp_actions, $wp_current_filter;
		$this->hooks_backup = array(
			'wp_filter'         => array_map( static fn( $hook ) => clone $hook, $wp_filter ),
			'wp_actions'        => $wp_actions,
			'wp_current_filter' => $wp_current_filter,
		);
		$wpdb->suppress_errors( false );
		$wpdb->show_errors( true );
		$wpdb->query( 'START TRANSACTION' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Test isolation.
		wp_cache_flush();
		// What a request remembers of the page cache setting starts afresh with each test.
		\GBlocks_Pro\Page_Cache\Cache_Safety::reset();
		wp_set_current_user( 0 );
	}

	/**
	 * Rolls back and restores globals.
	 */
	protected function tearDown(): void {
		global $wpdb, $wp_filter, $wp_actions, $wp_current_filter;
		$wpdb->query( 'ROLLBACK' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Test isolation.
		$wp_filter                 = $this->hooks_backup['wp_filter']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restoring the state before the test.
		$wp_actions                = $this->hooks_backup['wp_actions']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$wp_current_filter         = $this->hooks_backup['wp_current_filter']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$GLOBALS['wp_rest_server'] = null;
		$_GET                      = array();
		$_POST                     = array();
		$_COOKIE                   = array();
		$_REQUEST                  = array();
		wp_set_current_user( 0 );
		// PHPUnit keeps every test object until the run ends: a backup left here would keep a thousand
		// hook objects alive per test, and the garbage collector, which walks them all, grew slower with
		// every test (the whole suite's REST tests took twice as long as the same tests run alone).
		$this->hooks_backup = array();
		wp_cache_flush();
		parent::tearDown();
	}

	/**
	 * What the end of this request does for the options derived from the posts (Support\Derived_Option:
	 * the active overlays, the goals, the condition cache): their shutdown callbacks, in their order.
	 * The other shutdown callbacks are left alone (core's flushes the output buffers PHPUnit reads).
	 */
	protected static function run_end_of_request(): void {
		$callbacks = $GLOBALS['wp_filter']['shutdown']->callbacks ?? array();
		ksort( $callbacks );
		foreach ( $callbacks as $at_priority ) {
			foreach ( $at_priority as $callback ) {
				$function = $callback['function'];
				if ( is_array( $function ) && $function[0] instanceof \GBlocks_Pro\Support\Derived_Option ) {
					'settle' === $function[1] ? $function[0]->settle() : $function[0]->rebuild_if_stale();
				}
			}
		}
	}

	/**
	 * A unique suffix for generated names.
	 */
	protected static function unique(): string {
		return (string) ++self::$sequence . '-' . wp_generate_password( 6, false );
	}

	/**
	 * Creates a user of a role and returns its id.
	 *
	 * @param string               $role  Role name: subscriber, contributor, author, editor, administrator.
	 * @param array<string, mixed> $extra Extra wp_insert_user() fields.
	 */
	protected function create_user( string $role, array $extra = array() ): int {
		$login = $role . '-' . self::unique();
		$id    = wp_insert_user(
			array_merge(
				array(
					'user_login' => $login,
					'user_pass'  => wp_generate_password( 16 ),
					'user_email' => $login . '@example.org',
					'role'       => $role,
				),
				$extra
			)
		);
		$this->assertIsInt( $id, 'The user factory could not create a ' . $role );
		return $id;
	}

	/**
	 * Logs in as a new user of the role ('' logs out) and returns its id (0 when logged out).
	 *
	 * @param string $role Role name, or '' for a visitor.
	 */
	protected function act_as( string $role ): int {
		$id = '' === $role ? 0 : $this->create_user( $role );
		wp_set_current_user( $id );
		return $id;
	}

	/**
	 * Creates a post and returns its id.
	 *
	 * @param array<string, mixed> $fields wp_insert_post() fields.
	 */
	protected function create_post( array $fields = array() ): int {
		$id = wp_insert_post(
			array_merge(
				array(
					'post_title'   => 'Post ' . self::unique(),
					'post_status'  => 'publish',
					'post_type'    => 'post',
					'post_content' => '',
				),
				$fields
			),
			true
		);
		$this->assertIsInt( $id, is_wp_error( $id ) ? $id->get_error_message() : 'The post factory failed.' );
		return $id;
	}

	/**
	 * Dispatches a REST request in-process with a raw JSON body, as a client may send any text.
	 *
	 * @param string $method HTTP method.
	 * @param string $route  Route.
	 * @param string $body   The body, as sent.
	 */
	protected function raw_json( string $method, string $route, string $body ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, $route );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( $body );
		return rest_do_request( $request );
	}

	/**
	 * Dispatches a REST request in-process.
	 *
	 * @param string               $method HTTP method.
	 * @param string               $route  Route, e.g. /generateblocks-pro/overlays/v1/overlays.
	 * @param array<string, mixed> $params Query parameters (GET/DELETE) or JSON body (others).
	 */
	protected function rest( string $method, string $route, array $params = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, $route );
		if ( in_array( $method, array( 'GET', 'DELETE' ), true ) ) {
			$request->set_query_params( $params );
		} else {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $params ) );
		}
		return rest_do_request( $request );
	}

	/**
	 * Asserts a REST response's status, with the body in the failure message.
	 *
	 * @param int               $expected Expected HTTP status.
	 * @param \WP_REST_Response $response The response.
	 */
	protected function assertStatus( int $expected, \WP_REST_Response $response ): void {
		$this->assertSame( $expected, $response->get_status(), 'Body: ' . wp_json_encode( $response->get_data() ) );
	}

	/**
	 * Everything a request could change about a post and a term of a taxonomy: the post (every field,
	 * all of its meta, its terms), the term (every field and its meta), and which posts of the type and
	 * which terms of the taxonomy exist. Two snapshots are equal only when nothing changed.
	 *
	 * @param int    $post_id  Post id.
	 * @param string $taxonomy Taxonomy.
	 * @param int    $term_id  Term id.
	 * @return array<string, mixed>
	 */
	protected function record_snapshot( int $post_id, string $taxonomy, int $term_id ): array {
		wp_cache_flush();
		$terms = wp_get_object_terms( $post_id, $taxonomy );
		return array(
			'post'      => get_post( $post_id, ARRAY_A ),
			'meta'      => get_post_meta( $post_id ),
			'terms'     => is_array( $terms ) ? array_map( static fn( \WP_Term $term ): array => $term->to_array(), $terms ) : $terms,
			'term'      => get_term( $term_id, $taxonomy, ARRAY_A ),
			'term_meta' => get_term_meta( $term_id ),
			'posts'     => get_posts(
				array(
					'post_type'   => get_post_type( $post_id ),
					'post_status' => 'any',
					'numberposts' => -1,
					'fields'      => 'ids',
					'orderby'     => 'ID',
				)
			),
			'taxonomy'  => get_terms(
				array(
					'taxonomy'   => $taxonomy,
					'hide_empty' => false,
					'fields'     => 'ids',
					'orderby'    => 'term_id',
				)
			),
		);
	}
}
