<?php
/**
 * What every `wp gblocks …` command shares: registration, output formats, one-line errors, files,
 * the user a command acts as, and the one way text reaches the terminal (printable()).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support\Cli;

/**
 * Static helpers over WP-CLI (loaded only when WP-CLI runs).
 */
final class Cli {

	/**
	 * Formats of a listing command.
	 */
	public const LIST_FORMATS = array( 'table', 'json', 'csv', 'yaml', 'count' );

	/**
	 * Formats of a command that shows one record.
	 */
	public const ITEM_FORMATS = array( 'table', 'json', 'csv', 'yaml' );

	/**
	 * Adds a command under `wp gblocks` when WP-CLI is running (a feature's register() calls this).
	 *
	 * @param string       $name    Command name after `wp gblocks`, e.g. 'condition'.
	 * @param class-string $handler The command class.
	 */
	public static function add( string $name, string $handler ): void {
		if ( defined( 'WP_CLI' ) && WP_CLI && class_exists( '\WP_CLI' ) ) {
			\WP_CLI::add_command( 'gblocks ' . $name, $handler );
		}
	}

	/**
	 * Stops with a one-line `Error: …` and exit code 1.
	 *
	 * @param \WP_Error|string $error The error or its message.
	 */
	public static function fail( \WP_Error|string $error ): never {
		$message = is_wp_error( $error ) ? $error->get_error_message() : $error;
		if ( is_wp_error( $error ) ) {
			$data = $error->get_error_data();
			if ( is_array( $data ) && isset( $data['errors'] ) && is_array( $data['errors'] ) && count( $data['errors'] ) > 1 ) {
				$message = implode( ' ', array_map( 'strval', $data['errors'] ) );
			}
		}
		\WP_CLI::error( trim( (string) preg_replace( '/\s+/', ' ', self::printable( wp_strip_all_tags( $message ) ) ) ) );
		exit( 1 ); // WP_CLI::error() exits; this line only tells static analysis so.
	}

	/**
	 * The value of --format, one of $allowed (else a one-line error).
	 *
	 * @param array<string, mixed> $assoc   Named arguments.
	 * @param string[]             $allowed Formats accepted.
	 * @param string               $fallback Default format.
	 */
	public static function format( array $assoc, array $allowed, string $fallback = 'table' ): string {
		$format = isset( $assoc['format'] ) ? (string) $assoc['format'] : $fallback;
		if ( ! in_array( $format, $allowed, true ) ) {
			/* translators: 1: the format given, 2: the formats accepted, e.g. "table, json". */
			self::fail( sprintf( __( 'Unknown --format "%1$s": use one of %2$s.', 'gblocks-pro' ), $format, implode( ', ', $allowed ) ) );
		}
		return $format;
	}

	/**
	 * Prints a list of rows in --format (table, json, csv, yaml, count), with --fields to pick columns.
	 *
	 * @param array<string, mixed>       $assoc  Named arguments.
	 * @param list<array<string, mixed>> $rows   The rows.
	 * @param string[]                   $fields Default columns.
	 */
	public static function items( array $assoc, array $rows, array $fields ): void {
		$format = self::format( $assoc, self::LIST_FORMATS );
		$fields = self::fields( $assoc, $fields, $rows ? array_keys( $rows[0] ) : $fields );
		self::table( $format, $rows, $fields );
	}

	/**
	 * Prints rows with WP-CLI's formatter, every text made printable first (its json encodes what is
	 * left with \u escapes). In a table a tab or line break of a value would start a column or a row of
	 * its own, so there it becomes a space.
	 *
	 * @param string                     $format table, json, csv, yaml or count.
	 * @param list<array<string, mixed>> $rows   The rows.
	 * @param string[]                   $fields The columns.
	 */
	public static function table( string $format, array $rows, array $fields ): void {
		$rows = array_map(
			static function ( array $row ) use ( $format ): array {
				$row = self::printable( $row );
				return 'table' === $format ? array_map( static fn( $value ) => is_string( $value ) ? (string) preg_replace( '/[\t\n]+/', ' ', $value ) : $value, $row ) : $row;
			},
			$rows
		);
		\WP_CLI\Utils\format_items( $format, $rows, $fields );
	}

	/**
	 * Prints one record in --format (table, json, csv, yaml), with --fields to pick fields.
	 *
	 * @param array<string, mixed> $assoc Named arguments.
	 * @param array<string, mixed> $item  The record.
	 */
	public static function item( array $assoc, array $item ): void {
		$format = self::format( $assoc, self::ITEM_FORMATS );
		$fields = self::fields( $assoc, array_keys( $item ), array_keys( $item ) );
		if ( 'json' === $format ) {
			self::line( self::encode( array_intersect_key( $item, array_flip( $fields ) ) ) );
			return;
		}
		$rows = array();
		foreach ( $fields as $field ) {
			$value  = $item[ $field ];
			$rows[] = array(
				'Field' => $field,
				'Value' => is_scalar( $value ) || null === $value ? $value : self::encode( $value ),
			);
		}
		self::table( $format, $rows, array( 'Field', 'Value' ) );
	}

	/**
	 * The columns to print: --fields (each one known, else an error) or the defaults.
	 *
	 * @param array<string, mixed> $assoc    Named arguments.
	 * @param string[]             $defaults Default columns.
	 * @param array<int|string>    $known    Every column a row has.
	 * @return string[]
	 */
	private static function fields( array $assoc, array $defaults, array $known ): array {
		if ( ! isset( $assoc['fields'] ) ) {
			return $defaults;
		}
		$fields = array_values( array_filter( array_map( 'trim', explode( ',', (string) $assoc['fields'] ) ) ) );
		$known  = array_map( 'strval', array_merge( $known, $defaults ) );
		foreach ( $fields as $field ) {
			if ( ! in_array( $field, $known, true ) ) {
				/* translators: 1: field name, 2: the known fields. */
				self::fail( sprintf( __( 'Unknown field "%1$s" in --fields: use %2$s.', 'gblocks-pro' ), $field, implode( ', ', array_unique( $known ) ) ) );
			}
		}
		return $fields ? $fields : $defaults;
	}

	/**
	 * A positive integer id from an argument (else an error naming it).
	 *
	 * @param mixed  $value The argument.
	 * @param string $what  What it is, for the message ("condition id").
	 */
	public static function id( mixed $value, string $what ): int {
		$text = is_scalar( $value ) ? trim( (string) $value ) : '';
		if ( 1 !== preg_match( '/^[1-9][0-9]*$/', $text ) ) {
			/* translators: 1: what the id names, e.g. "condition id", 2: the value given. */
			self::fail( sprintf( __( 'Invalid %1$s "%2$s": expected a positive whole number.', 'gblocks-pro' ), $what, $text ) );
		}
		return (int) $text;
	}

	/**
	 * The text of a file ('-' reads standard input), or an error naming it.
	 *
	 * @param string $path The path.
	 */
	public static function read( string $path ): string {
		if ( '-' === $path ) {
			$text = stream_get_contents( STDIN );
			return false === $text ? '' : $text;
		}
		if ( '' === $path || ! is_file( $path ) || ! is_readable( $path ) ) {
			/* translators: %s: file path. */
			self::fail( sprintf( __( 'Cannot read the file "%s".', 'gblocks-pro' ), $path ) );
		}
		return (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local file named on the command line.
	}

	/**
	 * Writes text to --file (then says so) or to standard output.
	 *
	 * @param string      $text The text.
	 * @param string|null $file The --file value, or null.
	 */
	public static function write( string $text, ?string $file ): void {
		if ( null === $file ) {
			self::line( $text );
			return;
		}
		if ( false === file_put_contents( $file, $text . "\n" ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions -- A local file named on the command line.
			/* translators: %s: file path. */
			self::fail( sprintf( __( 'Cannot write the file "%s".', 'gblocks-pro' ), $file ) );
		}
		/* translators: %s: file path. */
		self::success( sprintf( __( 'Wrote %s.', 'gblocks-pro' ), $file ) );
	}

	/**
	 * Prints a line of text on standard output (printable()).
	 *
	 * @param string $text The text.
	 */
	public static function line( string $text ): void {
		\WP_CLI::line( (string) self::printable( $text ) );
	}

	/**
	 * Prints `Success: …` (printable()).
	 *
	 * @param string $text The message.
	 */
	public static function success( string $text ): void {
		\WP_CLI::success( (string) self::printable( $text ) );
	}

	/**
	 * Prints `Warning: …` on standard error (printable()).
	 *
	 * @param string $text The message.
	 */
	public static function warning( string $text ): void {
		\WP_CLI::warning( (string) self::printable( $text ) );
	}

	/**
	 * Text as it may reach a terminal: without the control characters stored text can hold (a title
	 * saved by a contributor): C0 but tab and line feed, DEL, and C1 (U+0080-U+009F), which terminals
	 * read as commands (ESC and CSI, U+009B, start sequences that move the cursor or recolour, BEL
	 * rings), so a title could fake a row or hide the one after it. Bytes that are not UTF-8 are
	 * replaced first (a lone 0x9B byte is CSI on an 8-bit terminal). Applies to strings at any depth
	 * of an array; other values are returned as they are. Every command prints through here.
	 *
	 * @param mixed $value The value.
	 * @return mixed
	 */
	public static function printable( mixed $value ): mixed {
		if ( is_array( $value ) ) {
			return array_map( array( self::class, 'printable' ), $value );
		}
		if ( ! is_string( $value ) ) {
			return $value;
		}
		$text = mb_check_encoding( $value, 'UTF-8' ) ? $value : mb_scrub( $value, 'UTF-8' );
		return (string) preg_replace( '/[\x{00}-\x{08}\x{0B}-\x{1F}\x{7F}-\x{9F}]/u', '', $text );
	}

	/**
	 * JSON with slashes and Unicode unescaped, but DEL and C1 controls written as \u escapes (C0 ones
	 * json_encode escapes itself): the data stays exact, and nothing in it acts on a terminal.
	 *
	 * @param mixed $data  The data.
	 * @param int   $flags More json_encode flags (JSON_PRETTY_PRINT).
	 */
	public static function encode( mixed $data, int $flags = 0 ): string {
		$json = (string) wp_json_encode( $data, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE | $flags );
		return (string) preg_replace_callback( '/[\x{7F}-\x{9F}]/u', static fn( array $m ): string => sprintf( '\\u%04x', mb_ord( $m[0], 'UTF-8' ) ), $json );
	}

	/**
	 * JSON as the exports write it: pretty, two-space indentation, slashes and Unicode unescaped.
	 *
	 * @param mixed $data The data.
	 */
	public static function json( mixed $data ): string {
		$json = self::encode( $data, JSON_PRETTY_PRINT );
		// PHP indents with four spaces; the Conditions page's export (JSON.stringify( …, null, 2 )) with two.
		return (string) preg_replace_callback( '/^( {4})+/m', static fn( array $m ): string => str_repeat( '  ', intdiv( strlen( $m[0] ), 4 ) ), $json );
	}

	/**
	 * The user WP-CLI's global --user named (0 without one), recorded before act_as_administrator()
	 * replaced the current user.
	 *
	 * @var int|null
	 */
	private static ?int $named_user = null;

	/**
	 * Acts as an administrator, whatever WP-CLI's global --user says. A shell on the server may already
	 * do anything the site's administrators may (as WP-CLI's own commands, which give --user no say
	 * over what they may do), and the checks of the services (types only administrators may save,
	 * private meta keys, drafts) read the current user: with --user=<an author> they would refuse some
	 * things but not others (REST's permission callbacks do not run here). So every command has the
	 * same full rights; --user only names a user where a command asks for one (the simulated visitor
	 * of `condition simulate`, named_user()). An administrator named by --user acts as themselves;
	 * anyone else as the site's first administrator, or a super admin on a network site without one.
	 */
	public static function act_as_administrator(): void {
		if ( null === self::$named_user ) {
			self::$named_user = isset( \WP_CLI::get_runner()->config['user'] ) ? get_current_user_id() : 0;
		}
		if ( current_user_can( 'manage_options' ) ) {
			return;
		}
		$admins = get_users(
			array(
				'role'    => 'administrator',
				'number'  => 1,
				'orderby' => 'ID',
				'fields'  => 'ID',
			)
		);
		if ( $admins ) {
			wp_set_current_user( (int) $admins[0] );
			return;
		}
		foreach ( is_multisite() ? get_super_admins() : array() as $login ) {
			$user = get_user_by( 'login', $login );
			if ( $user instanceof \WP_User ) {
				wp_set_current_user( $user->ID );
				return;
			}
		}
	}

	/**
	 * The user WP-CLI's global --user named (0 without one), whom the command does not act as.
	 */
	public static function named_user(): int {
		return (int) self::$named_user;
	}

	/**
	 * A list argument: "a,b" or repeated values, trimmed, empty ones dropped.
	 *
	 * @param mixed $value The argument.
	 * @return string[]
	 */
	public static function csv( mixed $value ): array {
		$parts = is_array( $value ) ? $value : explode( ',', is_scalar( $value ) ? (string) $value : '' );
		return array_values( array_filter( array_map( static fn( $part ): string => trim( (string) $part ), $parts ), static fn( string $part ): bool => '' !== $part ) );
	}
}
