<?php
/**
 * A `php -S` server on a loopback port, for tests that need real HTTP (a fake pattern-library
 * provider, parallel requests against the test WordPress).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests;

/**
 * Starts the built-in server in its own process group (setsid), so that stopping it stops its workers
 * too, and waits until it answers; stop() ends the whole group.
 */
final class Loopback_Server {

	/**
	 * The server's port.
	 *
	 * @var int
	 */
	public int $port;

	/**
	 * The server process.
	 *
	 * @var resource|null
	 */
	private $process;

	/**
	 * A started server.
	 *
	 * @param resource $process The process.
	 * @param int      $port    Its port.
	 */
	private function __construct( $process, int $port ) {
		$this->process = $process;
		$this->port    = $port;
	}

	/**
	 * A port nobody listens on now.
	 *
	 * @throws \RuntimeException When no port can be had.
	 */
	public static function free_port(): int {
		$socket = stream_socket_server( 'tcp://127.0.0.1:0', $errno, $errstr );
		if ( false === $socket ) {
			throw new \RuntimeException( 'No free port: ' . $errstr ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- A test failure message.
		}
		$name = (string) stream_socket_get_name( $socket, false );
		fclose( $socket ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- A socket.
		return (int) substr( $name, (int) strrpos( $name, ':' ) + 1 );
	}

	/**
	 * Starts `php [$php_options] -S 127.0.0.1:$port $router` with an environment and waits up to 10 s
	 * until it listens.
	 *
	 * @param string                $router      The router script.
	 * @param array<string, string> $env         The server's environment (PHP_CLI_SERVER_WORKERS…).
	 * @param string[]              $php_options Options before -S (e.g. -n).
	 * @param int                   $port        The port (0: a free one).
	 * @throws \RuntimeException When the server does not start or listen.
	 */
	public static function start( string $router, array $env, array $php_options = array(), int $port = 0 ): self {
		$port    = $port > 0 ? $port : self::free_port();
		$env    += array( 'PATH' => (string) getenv( 'PATH' ) );
		$pipes   = array();
		$process = proc_open( // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- Starts the test server.
			array_merge( array( 'setsid', PHP_BINARY ), $php_options, array( '-S', '127.0.0.1:' . $port, $router ) ),
			array(
				0 => array( 'file', '/dev/null', 'r' ),
				1 => array( 'file', '/dev/null', 'w' ),
				2 => array( 'file', '/dev/null', 'w' ),
			),
			$pipes,
			null,
			$env
		);
		if ( ! is_resource( $process ) ) {
			throw new \RuntimeException( 'The test server did not start.' );
		}
		$server   = new self( $process, $port );
		$deadline = microtime( true ) + 10;
		while ( microtime( true ) < $deadline ) {
			$probe = @fsockopen( '127.0.0.1', $port, $errno, $errstr, 0.2 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- Refused until the server listens.
			if ( false !== $probe ) {
				fclose( $probe ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- A socket.
				return $server;
			}
			usleep( 50000 );
		}
		$server->stop();
		throw new \RuntimeException( 'The test server did not listen on port ' . $port ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- A test failure message.
	}

	/**
	 * Stops the server and its workers (the whole process group).
	 */
	public function stop(): void {
		if ( is_resource( $this->process ) ) {
			$status = proc_get_status( $this->process );
			if ( $status['running'] ) {
				posix_kill( -$status['pid'], SIGTERM );
			}
			proc_close( $this->process );
		}
		$this->process = null;
	}
}
