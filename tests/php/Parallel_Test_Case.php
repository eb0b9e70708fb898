<?php
/**
 * Real parallel requests against the test WordPress: `php -S` with several workers on the test
 * database (tests/php/fixtures/wordpress-router.php), requests fired at once with curl_multi.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests;

/**
 * The server runs in other processes, so what it must see is committed: each test leaves the
 * transaction Test_Case opened (setUp), commits what it creates, and removes it again afterwards
 * through cleanup() callbacks (tearDown), before Test_Case rolls back an empty transaction. The port
 * is GB_PARALLEL_HTTP_PORT when set, else a free one.
 */
abstract class Parallel_Test_Case extends Test_Case {

	/**
	 * Workers of the server: requests beyond this many wait in the listen queue.
	 */
	protected const WORKERS = 8;

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
	private static int $port = 0;

	/**
	 * Undo steps of the committed setup, run last first.
	 *
	 * @var array<int, callable(): void>
	 */
	private array $cleanups = array();

	/**
	 * Starts the server and waits until it answers.
	 */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		$env          = array( 'PHP_CLI_SERVER_WORKERS' => (string) static::WORKERS ) + self::wordpress_env();
		self::$server = Loopback_Server::start( static::router(), $env, array(), max( 0, (int) getenv( 'GB_PARALLEL_HTTP_PORT' ) ) );
		self::$port   = self::$server->port;
	}

	/**
	 * The server's router script (REST only, by default).
	 */
	protected static function router(): string {
		return __DIR__ . '/fixtures/wordpress-router.php';
	}

	/**
	 * The server's environment: what the test WordPress needs to find its files and database.
	 *
	 * @return array<string, string>
	 */
	protected static function wordpress_env(): array {
		$env = array();
		foreach ( array( 'GB_WP_DIR', 'GB_DB', 'GB_TEST_DB_DIR', 'GB_DB_HOST', 'GB_DB_NAME', 'GB_DB_USER', 'GB_DB_PASSWORD' ) as $name ) {
			if ( false !== getenv( $name ) ) {
				$env[ $name ] = (string) getenv( $name );
			}
		}
		return $env;
	}

	/**
	 * The server's port.
	 */
	protected static function port(): int {
		return self::$port;
	}

	/**
	 * Stops the server and its workers.
	 */
	public static function tearDownAfterClass(): void {
		self::$server?->stop();
		self::$server = null;
		parent::tearDownAfterClass();
	}

	/**
	 * Ends the test's transaction: from here on every write is committed at once.
	 */
	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'COMMIT' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- The server must see the setup.
	}

	/**
	 * Removes what the test committed, then lets Test_Case roll back a new, empty transaction.
	 */
	protected function tearDown(): void {
		global $wpdb;
		wp_cache_flush();
		foreach ( array_reverse( $this->cleanups ) as $cleanup ) {
			$cleanup();
		}
		$this->cleanups = array();
		$wpdb->query( 'START TRANSACTION' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Test_Case rolls it back.
		parent::tearDown();
	}

	/**
	 * Registers an undo step of the committed setup.
	 *
	 * @param callable(): void $cleanup The step.
	 */
	protected function cleanup( callable $cleanup ): void {
		$this->cleanups[] = $cleanup;
	}

	/**
	 * Creates a user of a role with an application password and answers the Basic credentials the
	 * requests send (deleted again after the test).
	 *
	 * @param string $role Role name.
	 * @return array{id: int, auth: string}
	 */
	protected function http_user( string $role ): array {
		$id = $this->create_user( $role );
		$this->cleanup(
			static function () use ( $id ): void {
				require_once ABSPATH . 'wp-admin/includes/user.php';
				wp_delete_user( $id );
			}
		);
		$created = \WP_Application_Passwords::create_new_application_password( $id, array( 'name' => 'parallel test' ) );
		$this->assertIsArray( $created, is_wp_error( $created ) ? $created->get_error_message() : 'No application password.' );
		$user = get_userdata( $id );
		$this->assertInstanceOf( \WP_User::class, $user );
		return array(
			'id'   => $id,
			'auth' => 'Basic ' . base64_encode( $user->user_login . ':' . $created[0] ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- HTTP Basic credentials.
		);
	}

	/**
	 * Sends the requests all at once and answers, in the same order, each one's status, decoded body
	 * and headers (lower-case names).
	 *
	 * @param array<int, array{method: string, route: string, body?: array<string, mixed>, headers?: array<string, string>}> $requests The requests.
	 * @return array<int, array{status: int, body: mixed, headers: array<string, string>}>
	 */
	protected function parallel( array $requests ): array {
		$multi   = curl_multi_init();
		$handles = array();
		$headers = array();
		foreach ( $requests as $index => $request ) {
			$headers[ $index ] = array();
			$handle            = curl_init( 'http://127.0.0.1:' . self::$port . '/?rest_route=' . rawurlencode( $request['route'] ) );
			$sent              = array( 'Content-Type: application/json' );
			foreach ( $request['headers'] ?? array() as $name => $value ) {
				$sent[] = $name . ': ' . $value;
			}
			curl_setopt_array(
				$handle,
				array(
					CURLOPT_CUSTOMREQUEST  => $request['method'],
					CURLOPT_RETURNTRANSFER => true,
					CURLOPT_HTTPHEADER     => $sent,
					CURLOPT_TIMEOUT        => 60,
					CURLOPT_HEADERFUNCTION => static function ( $curl, string $line ) use ( &$headers, $index ): int {
						$parts = explode( ':', $line, 2 );
						if ( 2 === count( $parts ) ) {
							$headers[ $index ][ strtolower( trim( $parts[0] ) ) ] = trim( $parts[1] );
						}
						return strlen( $line );
					},
				)
			);
			if ( isset( $request['body'] ) ) {
				curl_setopt( $handle, CURLOPT_POSTFIELDS, (string) wp_json_encode( $request['body'] ) );
			}
			curl_multi_add_handle( $multi, $handle );
			$handles[ $index ] = $handle;
		}
		do {
			$status = curl_multi_exec( $multi, $running );
			if ( $running > 0 ) {
				curl_multi_select( $multi, 0.1 );
			}
		} while ( $running > 0 && CURLM_OK === $status );
		$answers = array();
		foreach ( $handles as $index => $handle ) {
			$body              = (string) curl_multi_getcontent( $handle );
			$answers[ $index ] = array(
				'status'  => (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE ),
				'body'    => json_decode( $body, true ) ?? $body,
				'headers' => $headers[ $index ],
			);
			curl_multi_remove_handle( $multi, $handle );
			curl_close( $handle );
		}
		curl_multi_close( $multi );
		wp_cache_flush();
		return $answers;
	}

	/**
	 * How many answers have each status, e.g. [201 => 20].
	 *
	 * @param array<int, array{status: int, body: mixed, headers: array<string, string>}> $answers The answers.
	 * @return array<int, int>
	 */
	protected static function statuses( array $answers ): array {
		$counts = array_count_values( array_column( $answers, 'status' ) );
		ksort( $counts );
		return $counts;
	}
}
