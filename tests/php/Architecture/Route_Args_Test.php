<?php
/**
 * Every route registers arguments derived from a schema, never hand-written ones (DESIGN §3, §11).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Architecture;

use PHPUnit\Framework\TestCase;

/**
 * Reads every PHP file under includes/ that registers REST routes and checks each `'args' =>` of it:
 * the value must be derived from a schema, by Rest_Controller::args_from_schema() (the parameters'
 * JSON schema) or get_endpoint_args_for_item_schema() (the item schema). A literal array, a variable or
 * another method's result there is hand-written arguments: WordPress would check and clean them only
 * as far as their author remembered to (Support\Rest_Schemas_Test checks the registered result too).
 */
final class Route_Args_Test extends TestCase {

	/**
	 * What an `'args' =>` value may start with.
	 */
	private const DERIVED = '/^\$this->(?:args_from_schema|get_endpoint_args_for_item_schema)\s*\(/';

	/**
	 * The `'args' =>` values of a PHP source that are not derived from a schema, with their line.
	 *
	 * @param string $code PHP source.
	 * @return list<string> "line N: value start" for each offending value.
	 */
	public static function hand_written_args( string $code ): array {
		$found  = array();
		$tokens = token_get_all( $code );
		$count  = count( $tokens );
		for ( $i = 0; $i < $count; $i++ ) {
			$token = $tokens[ $i ];
			if ( ! is_array( $token ) || T_CONSTANT_ENCAPSED_STRING !== $token[0] || ! in_array( $token[1], array( "'args'", '"args"' ), true ) ) {
				continue;
			}
			$next = self::next_code( $tokens, $i + 1 );
			if ( null === $next || ! is_array( $tokens[ $next ] ) || T_DOUBLE_ARROW !== $tokens[ $next ][0] ) {
				continue;
			}
			$value = '';
			for ( $j = self::next_code( $tokens, $next + 1 ) ?? $count; $j < $count; $j++ ) {
				$value .= is_array( $tokens[ $j ] ) ? $tokens[ $j ][1] : $tokens[ $j ];
				if ( str_contains( $value, "\n" ) ) {
					break;
				}
			}
			if ( ! preg_match( self::DERIVED, $value ) ) {
				$found[] = 'line ' . $token[2] . ': ' . trim( (string) strtok( $value, "\n" ) );
			}
		}
		return $found;
	}

	/**
	 * Index of the next token that is not whitespace or a comment.
	 *
	 * @param array<int, mixed> $tokens Tokens.
	 * @param int               $from   Where to start.
	 */
	private static function next_code( array $tokens, int $from ): ?int {
		$count = count( $tokens );
		for ( $i = $from; $i < $count; $i++ ) {
			if ( ! is_array( $tokens[ $i ] ) || ! in_array( $tokens[ $i ][0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true ) ) {
				return $i;
			}
		}
		return null;
	}

	/**
	 * Every PHP file under includes/ that registers REST routes, by path.
	 *
	 * @return array<string, string> Path => code.
	 */
	private static function route_files(): array {
		$files    = array();
		$iterator = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( dirname( __DIR__, 3 ) . '/includes', \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $iterator as $file ) {
			if ( ! $file instanceof \SplFileInfo || 'php' !== $file->getExtension() ) {
				continue;
			}
			$code = (string) file_get_contents( $file->getPathname() ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- Reading the plugin's own source.
			if ( str_contains( $code, 'register_rest_route(' ) ) {
				$files[ $file->getPathname() ] = $code;
			}
		}
		ksort( $files );
		return $files;
	}

	public function test_every_route_registers_arguments_derived_from_its_schema(): void {
		$files = self::route_files();
		$this->assertGreaterThan( 10, count( $files ), 'The route files are found.' );
		$offending = array();
		foreach ( $files as $path => $code ) {
			foreach ( self::hand_written_args( $code ) as $where ) {
				$offending[] = basename( $path ) . ' ' . $where;
			}
		}
		$this->assertSame( array(), $offending, "Routes with hand-written args: declare the parameters' schema and pass it to \$this->args_from_schema()." );
	}

	public function test_the_check_sees_hand_written_arguments(): void {
		$code = <<<'PHP'
			<?php
			register_rest_route( 'ns/v1', '/a', array( array( 'args' => array( 'id' => array( 'type' => 'integer' ) ) ) ) );
			register_rest_route( 'ns/v1', '/b', array( array( 'args' => $id_arg ) ) );
			register_rest_route( 'ns/v1', '/c', array( array( 'args'
				=> $this->get_collection_params() ) ) );
			register_rest_route( 'ns/v1', '/d', array( array( 'args' => $this->args_from_schema( $id_arg ) ) ) );
			register_rest_route( 'ns/v1', '/e', array( 'args' => $this->get_endpoint_args_for_item_schema( \WP_REST_Server::EDITABLE ) ) );
			register_rest_route( 'ns/v1', '/f', array( array( 'args' /* derived */ => $this->args_from_schema( array() ) ) ) );
			PHP;
		$this->assertSame(
			array(
				"line 2: array( 'id' => array( 'type' => 'integer' ) ) ) ) );",
				'line 3: $id_arg ) ) );',
				'line 4: $this->get_collection_params() ) ) );',
			),
			self::hand_written_args( $code )
		);
	}
}
