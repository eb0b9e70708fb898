<?php
/**
 * A real HTTP provider for the consumer tests: `php -S` on a free loopback port with the fake
 * provider router (tests/php/Pattern_Library/fixtures/provider-router.php).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Pattern_Library\Consumer;

use GBlocks_Pro\Pattern_Library\Library_Store;
use GBlocks_Pro\Tests\Loopback_Server;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Starts the fake provider once per class and stops it afterwards; counts the requests it served.
 */
abstract class Consumer_Test_Case extends Test_Case {

	public const BASE = '/generateblocks-pro/v1/pattern-library';

	/**
	 * The server.
	 *
	 * @var Loopback_Server|null
	 */
	private static ?Loopback_Server $server = null;

	/**
	 * The server's port.
	 *
	 * @var int
	 */
	protected static int $port = 0;

	/**
	 * The file the router logs requests to.
	 *
	 * @var string
	 */
	private static string $hits_file = '';

	/**
	 * Starts the provider on a free port and waits until it answers.
	 */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$hits_file = (string) tempnam( sys_get_temp_dir(), 'gb-fake-provider-' );
		self::$server    = Loopback_Server::start(
			dirname( __DIR__ ) . '/fixtures/provider-router.php',
			array(
				'GB_FAKE_PROVIDER_HITS'  => self::$hits_file,
				// Several workers: a slow answer must not hold up the next test's requests.
				'PHP_CLI_SERVER_WORKERS' => '4',
			),
			array( '-n' )
		);
		self::$port      = self::$server->port;
	}

	/**
	 * Stops the provider.
	 */
	public static function tearDownAfterClass(): void {
		self::$server?->stop();
		self::$server = null;
		if ( '' !== self::$hits_file && file_exists( self::$hits_file ) ) {
			wp_delete_file( self::$hits_file );
		}
		parent::tearDownAfterClass();
	}

	/**
	 * No request counted yet, a short timeout (2 s), and a fresh library list.
	 */
	protected function setUp(): void {
		parent::setUp();
		file_put_contents( self::$hits_file, '' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- Test bookkeeping.
		delete_option( Library_Store::OPTION );
		delete_option( Library_Store::CACHE_VERSIONS_OPTION );
		// Shorter than the slow provider's 3 s, and room for the 5 MB answer on a loaded machine (at 1 s
		// it timed out there once).
		add_filter( 'gblocks_pro_pattern_library_timeout', static fn(): int => 2 );
	}

	/**
	 * Gives a provider's answer time to arrive whole when the test is about its content, not its speed:
	 * the 5 MB answer streamed 3 MB in 2 s on a loaded machine. The slow provider keeps the 2 s timeout.
	 *
	 * @param string $key The provider's behaviour (its public key).
	 */
	protected static function time_enough_for( string $key ): void {
		if ( 'gbpl_slow' !== $key ) {
			add_filter( 'gblocks_pro_pattern_library_timeout', static fn(): int => 30, 20 );
		}
	}

	/**
	 * POSTs without a body, as the client's refresh does.
	 *
	 * @param string $route The route.
	 */
	protected function post_empty( string $route ): \WP_REST_Response {
		return rest_do_request( new \WP_REST_Request( 'POST', $route ) );
	}

	/**
	 * The fake provider's address.
	 */
	protected static function provider(): string {
		return 'http://127.0.0.1:' . self::$port;
	}

	/**
	 * The requests the provider served since the test began: one "<key> <query string>" per request.
	 *
	 * @return string[]
	 */
	protected static function hits(): array {
		$log = (string) file_get_contents( self::$hits_file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- Test bookkeeping.
		return array_values( array_filter( explode( "\n", $log ) ) );
	}

	/**
	 * Stores a library of the fake provider with a key (setup through PHP, not through the route) and
	 * answers its id. Different keys get different paths, so that several can be stored at once.
	 *
	 * @param string $key The key: it picks the provider's behaviour.
	 */
	protected static function library( string $key ): string {
		$library = Library_Store::add( self::provider() . '/' . str_replace( '_', '-', $key ), $key, 'Fake library' );
		return $library['id'];
	}

	/**
	 * The stored record of a library.
	 *
	 * @param string $id Library id.
	 * @return array<string, mixed>
	 */
	protected static function stored( string $id ): array {
		foreach ( (array) get_option( Library_Store::OPTION, array() ) as $record ) {
			if ( is_array( $record ) && ( $record['id'] ?? '' ) === $id ) {
				return $record;
			}
		}
		return array();
	}

	/**
	 * Changes a stored library's key (the provider behaves by key).
	 *
	 * @param string $id  Library id.
	 * @param string $key New key.
	 */
	protected static function set_key( string $id, string $key ): void {
		$records = (array) get_option( Library_Store::OPTION, array() );
		foreach ( $records as $index => $record ) {
			if ( is_array( $record ) && ( $record['id'] ?? '' ) === $id ) {
				$records[ $index ]['publicKey'] = $key;
			}
		}
		update_option( Library_Store::OPTION, $records, false );
	}

	/**
	 * The response payload of an envelope.
	 *
	 * @param \WP_REST_Response $response The response.
	 * @return mixed
	 */
	protected static function payload( \WP_REST_Response $response ) {
		$data = $response->get_data();
		return is_array( $data ) ? ( $data['response'] ?? null ) : null;
	}
}
