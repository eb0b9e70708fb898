<?php
/**
 * `wp gblocks condition …`: the conditions from the command line, through Condition_Service.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Cli;

use GBlocks_Pro\Conditions\Condition_Service;
use GBlocks_Pro\Conditions\Post_Type;
use GBlocks_Pro\Categories\Category_Service;
use GBlocks_Pro\Support\Cli\Cli;

/**
 * Lists, shows, creates, updates, deletes, exports, imports and simulates conditions, and shows where
 * one is used.
 */
final class Condition_Command {

	/**
	 * Columns of `list`.
	 */
	private const LIST_FIELDS = array( 'id', 'title', 'status', 'category', 'modified' );

	/**
	 * Acts as an administrator unless --user was given.
	 */
	public function __construct() {
		Cli::act_as_administrator();
	}

	/**
	 * Lists conditions, newest first.
	 *
	 * ## OPTIONS
	 *
	 * [--status=<status>]
	 * : publish, draft or any.
	 * ---
	 * default: any
	 * ---
	 *
	 * [--search=<text>]
	 * : Only conditions whose title contains this text.
	 *
	 * [--category=<slug>]
	 * : Only conditions in this category (a slug, or "uncategorized").
	 *
	 * [--fields=<fields>]
	 * : Columns: id, title, status, category, date, modified, rules.
	 *
	 * [--format=<format>]
	 * : table, json, csv, yaml or count.
	 * ---
	 * default: table
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks condition list --status=publish --format=json
	 *
	 * @subcommand list
	 *
	 * @param string[]             $args  Positional arguments.
	 * @param array<string, mixed> $assoc Named arguments.
	 */
	public function list_( array $args, array $assoc ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- WP-CLI passes both.
		Cli::format( $assoc, Cli::LIST_FORMATS );
		$status = (string) ( $assoc['status'] ?? 'any' );
		if ( ! in_array( $status, array( 'any', 'publish', 'draft' ), true ) ) {
			/* translators: %s: the status given. */
			Cli::fail( sprintf( __( 'Unknown --status "%s": use publish, draft or any.', 'gblocks-pro' ), $status ) );
		}
		$category = (string) ( $assoc['category'] ?? '' );
		if ( '' !== $category && 'uncategorized' !== $category ) {
			$ids = Post_Type::categories()->ids_of_slugs( array( $category ) );
			if ( is_wp_error( $ids ) ) {
				Cli::fail( $ids );
			}
			$category = (string) $ids[0];
		}
		$statuses = Condition_Service::listable_statuses( $status );
		if ( is_wp_error( $statuses ) ) {
			Cli::fail( $statuses );
		}
		$page = Condition_Service::query( $statuses, trim( sanitize_text_field( (string) ( $assoc['search'] ?? '' ) ) ), $category, -1 );
		Cli::items( $assoc, array_values( array_map( array( self::class, 'row' ), $page['posts'] ) ), self::LIST_FIELDS );
	}

	/**
	 * Shows one condition with its rules.
	 *
	 * ## OPTIONS
	 *
	 * <id>
	 * : Condition id.
	 *
	 * [--fields=<fields>]
	 * : Fields: id, title, status, category, date, modified, rules.
	 *
	 * [--format=<format>]
	 * : table, json, csv or yaml.
	 * ---
	 * default: table
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks condition get 12 --format=json
	 *
	 * @param string[]             $args  Positional arguments.
	 * @param array<string, mixed> $assoc Named arguments.
	 */
	public function get( array $args, array $assoc ): void {
		Cli::format( $assoc, Cli::ITEM_FORMATS );
		Cli::item( $assoc, self::row( self::existing( $args[0] ?? '' ) ) );
	}

	/**
	 * Creates a condition.
	 *
	 * ## OPTIONS
	 *
	 * [--title=<title>]
	 * : The name.
	 *
	 * [--status=<status>]
	 * : publish or draft.
	 * ---
	 * default: publish
	 * ---
	 *
	 * [--rules=<json>]
	 * : The rule tree as JSON (as the Conditions page exports it); none by default.
	 *
	 * [--category=<slugs>]
	 * : Category slugs, comma-separated (each must exist).
	 *
	 * [--porcelain]
	 * : Print only the new id.
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks condition create --title="Mobile visitors" --rules='{"logic":"OR","groups":[{"logic":"AND","conditions":[{"type":"device","rule":"mobile","operator":"is","value":""}]}]}'
	 *
	 * @param string[]             $args  Positional arguments.
	 * @param array<string, mixed> $assoc Named arguments.
	 */
	public function create( array $args, array $assoc ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- WP-CLI passes both.
		$post = Condition_Service::create( self::fields( $assoc ) + array( 'status' => 'publish' ) );
		if ( is_wp_error( $post ) ) {
			Cli::fail( $post );
		}
		if ( isset( $assoc['porcelain'] ) ) {
			Cli::line( (string) $post->ID );
			return;
		}
		/* translators: %d: condition id. */
		Cli::success( sprintf( __( 'Created condition %d.', 'gblocks-pro' ), $post->ID ) );
	}

	/**
	 * Updates a condition (under the save lock, like a save in the admin).
	 *
	 * ## OPTIONS
	 *
	 * <id>
	 * : Condition id.
	 *
	 * [--title=<title>]
	 * : The name.
	 *
	 * [--status=<status>]
	 * : publish or draft.
	 *
	 * [--rules=<json>]
	 * : The rule tree as JSON; replaces the rules.
	 *
	 * [--category=<slugs>]
	 * : Category slugs, comma-separated; an empty value removes every category.
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks condition update 12 --status=draft --category=promotions
	 *
	 * @param string[]             $args  Positional arguments.
	 * @param array<string, mixed> $assoc Named arguments.
	 */
	public function update( array $args, array $assoc ): void {
		$id     = (int) self::existing( $args[0] ?? '' )->ID;
		$fields = self::fields( $assoc );
		if ( ! $fields ) {
			Cli::fail( __( 'Nothing to update: give --title, --status, --rules or --category.', 'gblocks-pro' ) );
		}
		$post = Condition_Service::update( $id, $fields );
		if ( is_wp_error( $post ) ) {
			Cli::fail( $post );
		}
		/* translators: %d: condition id. */
		Cli::success( sprintf( __( 'Updated condition %d.', 'gblocks-pro' ), $id ) );
	}

	/**
	 * Deletes conditions permanently.
	 *
	 * ## OPTIONS
	 *
	 * <id>...
	 * : Condition ids.
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks condition delete 12 13
	 *
	 * @param string[] $args Positional arguments.
	 */
	public function delete( array $args ): void {
		$ids = array_map( static fn( $arg ): int => (int) self::existing( $arg )->ID, $args );
		foreach ( $ids as $id ) {
			$deleted = Condition_Service::delete( $id );
			if ( is_wp_error( $deleted ) ) {
				Cli::fail( $deleted );
			}
			/* translators: %d: condition id. */
			Cli::success( sprintf( __( 'Deleted condition %d.', 'gblocks-pro' ), $id ) );
		}
	}

	/**
	 * Exports conditions as JSON: { version, conditions: [ { title, status, category, conditions } ] },
	 * where each "conditions" is exactly what the Conditions page's export gives for that condition.
	 *
	 * ## OPTIONS
	 *
	 * <id>...
	 * : Condition ids.
	 *
	 * [--file=<path>]
	 * : Write to this file instead of standard output.
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks condition export 12 13 --file=conditions.json
	 *
	 * @param string[]             $args  Positional arguments.
	 * @param array<string, mixed> $assoc Named arguments.
	 */
	public function export( array $args, array $assoc ): void {
		$export = Condition_Service::export( array_map( static fn( $arg ): int => Cli::id( $arg, __( 'condition id', 'gblocks-pro' ) ), $args ) );
		if ( is_wp_error( $export ) ) {
			Cli::fail( $export );
		}
		Cli::write( Cli::json( $export ), isset( $assoc['file'] ) ? (string) $assoc['file'] : null );
	}

	/**
	 * Imports conditions from a file that `export` wrote (or one rule tree the Conditions page
	 * exported, with --title). All or nothing: when one record is refused, nothing is written.
	 *
	 * ## OPTIONS
	 *
	 * <file>
	 * : The JSON file ('-' reads standard input).
	 *
	 * [--title=<title>]
	 * : Name of the condition when the file holds a bare rule tree.
	 *
	 * [--dry-run]
	 * : Check everything, write nothing.
	 *
	 * [--porcelain]
	 * : Print only the new ids, one a line.
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks condition import conditions.json --dry-run
	 *
	 * @param string[]             $args  Positional arguments.
	 * @param array<string, mixed> $assoc Named arguments.
	 */
	public function import( array $args, array $assoc ): void {
		$records = Condition_Service::parse_import( Cli::read( (string) ( $args[0] ?? '' ) ), (string) ( $assoc['title'] ?? '' ) );
		if ( is_wp_error( $records ) ) {
			Cli::fail( $records );
		}
		if ( isset( $assoc['dry-run'] ) ) {
			/* translators: %d: number of conditions. */
			Cli::success( sprintf( _n( 'Dry run: %d condition would be imported. Nothing was written.', 'Dry run: %d conditions would be imported. Nothing was written.', count( $records ), 'gblocks-pro' ), count( $records ) ) );
			return;
		}
		$ids = Condition_Service::import( $records );
		if ( is_wp_error( $ids ) ) {
			Cli::fail( $ids );
		}
		if ( isset( $assoc['porcelain'] ) ) {
			Cli::line( implode( "\n", $ids ) );
			return;
		}
		/* translators: 1: number of conditions, 2: their ids. */
		Cli::success( sprintf( _n( 'Imported %1$d condition: %2$s.', 'Imported %1$d conditions: %2$s.', count( $ids ), 'gblocks-pro' ), count( $ids ), implode( ', ', $ids ) ) );
	}

	/**
	 * Lists where a condition is used (overlays, blocks, menu items).
	 *
	 * ## OPTIONS
	 *
	 * <id>
	 * : Condition id.
	 *
	 * [--fields=<fields>]
	 * : Columns: section, id, type, title, status, usage_type, edit_url, view_url.
	 *
	 * [--format=<format>]
	 * : table, json, csv, yaml or count.
	 * ---
	 * default: table
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks condition usage 12 --format=count
	 *
	 * @param string[]             $args  Positional arguments.
	 * @param array<string, mixed> $assoc Named arguments.
	 */
	public function usage( array $args, array $assoc ): void {
		Cli::format( $assoc, Cli::LIST_FORMATS );
		$report = Condition_Service::usage( (int) self::existing( $args[0] ?? '' )->ID );
		if ( is_wp_error( $report ) ) {
			Cli::fail( $report );
		}
		$rows = array();
		foreach ( (array) ( $report['usage'] ?? array() ) as $section => $found ) {
			foreach ( (array) ( $found['items'] ?? array() ) as $item ) {
				$item   = (array) $item;
				$rows[] = array(
					'section'    => (string) $section,
					'id'         => (int) ( $item['id'] ?? 0 ),
					'type'       => (string) ( $item['type'] ?? '' ),
					'title'      => (string) ( $item['title'] ?? '' ),
					'status'     => (string) ( $item['status'] ?? '' ),
					'usage_type' => (string) ( $item['usage_type'] ?? '' ),
					'edit_url'   => (string) ( $item['edit_url'] ?? '' ),
					'view_url'   => (string) ( $item['view_url'] ?? '' ),
				);
			}
		}
		Cli::items( $assoc, $rows, array( 'section', 'id', 'type', 'title', 'status', 'usage_type' ) );
		if ( ! empty( $report['has_more'] ) || ! empty( $report['limited'] ) ) {
			$why = implode( ' ', array_map( 'strval', (array) ( $report['limitations'] ?? array() ) ) );
			Cli::warning( '' !== $why ? $why : __( 'The list is not complete.', 'gblocks-pro' ) );
		}
	}

	/**
	 * Decides a condition for a visitor built by hand, and prints why (the simulator's answer).
	 *
	 * The visitor is anonymous unless a user is named: with WP-CLI's global --user=<id|login>, or with --visitor=<id|login>, which wins over --user; --visitor=anonymous simulates an anonymous visitor whatever --user is. The command itself acts as an administrator either way.
	 *
	 * ## OPTIONS
	 *
	 * <id>
	 * : Condition id.
	 *
	 * [--device=<device>]
	 * : mobile, tablet, desktop, or a user agent.
	 *
	 * [--visitor=<user>]
	 * : The visitor: a user id, a login, or "anonymous". Without it, WP-CLI's global --user=<id|login> is the visitor; with neither, the visitor is anonymous. ("anonymous" works only with --visitor: WP-CLI resolves --user itself.)
	 *
	 * [--page-url=<url>]
	 * : The page visited: a front-end address of this site (location, query, queried object); an address off the site is refused. (Not --url: that is WP-CLI's global option, the site the command runs on.)
	 *
	 * [--datetime=<datetime>]
	 * : ISO 8601, in the site timezone.
	 *
	 * [--cookie=<cookies>]
	 * : Cookies as a Cookie header writes them: name=value, several separated by "; ".
	 *
	 * [--query=<query>]
	 * : Query parameters as a query string: key=value, several joined by "&".
	 *
	 * [--referrer=<url>]
	 * : The referrer.
	 *
	 * [--language=<locale>]
	 * : The language, e.g. de_DE.
	 *
	 * [--history=<json>]
	 * : The visitor history the visitor's browser would keep, as JSON: page_views, session_page_views, sessions, session_seconds, landing_page, referrer, utm_source, utm_medium, utm_campaign, and overlays (id to views, closes and conversions, each a list of ages in days). Without it, the visitor history rules do not pass.
	 *
	 * [--format=<format>]
	 * : table (one row per rule, then the result), json (the route's answer), csv or yaml (the rows only).
	 * ---
	 * default: table
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks condition simulate 12 --device=mobile --visitor=anonymous \
	 *         --cookie="plan=pro; seen=1" --query="utm_source=news" --format=json
	 *     wp gblocks condition simulate 12 --page-url=https://example.com/shop/
	 *     wp gblocks condition simulate 12 --user=editor \
	 *         --datetime=2026-12-24T18:00:00
	 *     wp gblocks condition simulate 12 \
	 *         --history='{"sessions": 3, "overlays": {"34": {"views": [0.5, 2]}}}'
	 *
	 * @param string[]             $args  Positional arguments.
	 * @param array<string, mixed> $assoc Named arguments.
	 */
	public function simulate( array $args, array $assoc ): void {
		$format    = Cli::format( $assoc, array( 'table', 'json', 'csv', 'yaml' ) );
		$simulator = '\GBlocks_Pro\Conditions\Simulator';
		if ( ! class_exists( $simulator ) || ! is_callable( array( $simulator, 'simulate' ) ) ) {
			Cli::fail( __( 'The condition simulator is not available in this version.', 'gblocks-pro' ) );
		}
		$body   = array(
			'id'      => (int) self::existing( $args[0] ?? '' )->ID,
			'context' => self::simulation_context( $assoc ),
		);
		$result = call_user_func( array( $simulator, 'simulate' ), $body );
		if ( is_wp_error( $result ) ) {
			Cli::fail( $result );
		}
		if ( ! is_array( $result ) ) {
			Cli::fail( __( 'The simulator gave no answer.', 'gblocks-pro' ) );
		}
		if ( 'json' === $format ) {
			Cli::line( Cli::encode( $result ) );
			return;
		}
		$rows = array();
		foreach ( (array) ( $result['groups'] ?? array() ) as $g => $group ) {
			foreach ( (array) ( $group['rules'] ?? array() ) as $rule ) {
				$rule   = (array) $rule;
				$rows[] = array(
					'group'      => $g + 1,
					'type'       => (string) ( $rule['type'] ?? '' ),
					'rule'       => (string) ( $rule['rule'] ?? '' ),
					'operator'   => (string) ( $rule['operator'] ?? '' ),
					'value'      => (string) ( $rule['value'] ?? '' ),
					'result'     => ! empty( $rule['result'] ) ? 'yes' : 'no',
					'decided_in' => (string) ( $rule['decided_in'] ?? '' ),
					'reason'     => (string) ( $rule['reason'] ?? '' ),
				);
			}
		}
		Cli::table( $format, $rows, array( 'group', 'type', 'rule', 'operator', 'value', 'result', 'decided_in', 'reason' ) );
		if ( 'table' === $format ) {
			// Only after a table: csv and yaml are data a program reads (the result is in --format=json).
			$shown = 'shown' === ( $result['result'] ?? '' );
			Cli::line( $shown ? __( 'Result: shown', 'gblocks-pro' ) : __( 'Result: hidden', 'gblocks-pro' ) );
		}
	}

	/**
	 * The simulator's context from the options (only those given).
	 *
	 * @param array<string, mixed> $assoc Named arguments.
	 * @return array<string, mixed>
	 */
	private static function simulation_context( array $assoc ): array {
		$context = array();
		// --page-url, not --url: WP-CLI's global --url (the site a command runs on) takes that one.
		foreach ( array(
			'device'   => 'device',
			'page-url' => 'url',
			'datetime' => 'datetime',
			'referrer' => 'referrer',
			'language' => 'language',
		) as $option => $key ) {
			if ( isset( $assoc[ $option ] ) ) {
				$context[ $key ] = (string) $assoc[ $option ];
			}
		}
		if ( isset( $assoc['visitor'] ) ) {
			$context['user'] = self::visitor( (string) $assoc['visitor'] );
		} elseif ( Cli::named_user() > 0 ) {
			// WP-CLI's global --user (the command itself acts as an administrator: Cli::act_as_administrator()).
			$context['user'] = Cli::named_user();
		} else {
			// Neither: an anonymous visitor, said so rather than left to the simulator's default (the
			// command itself runs as an administrator).
			$context['user'] = 'anonymous';
		}
		if ( isset( $assoc['cookie'] ) ) {
			$context['cookies'] = self::pairs( 'cookie', (string) $assoc['cookie'], ';' );
		}
		if ( isset( $assoc['query'] ) ) {
			$context['query'] = self::pairs( 'query', (string) $assoc['query'], '&' );
		}
		if ( isset( $assoc['history'] ) ) {
			$history = json_decode( (string) $assoc['history'], true );
			if ( ! is_array( $history ) ) {
				Cli::fail( __( '--history must be a JSON object, e.g. {"sessions": 2}.', 'gblocks-pro' ) );
			}
			$context['history'] = $history;
		}
		return $context;
	}

	/**
	 * The name=value pairs separated by $separator (query values are URL-decoded), or an error naming the
	 * option.
	 *
	 * @param string $option    Option name, for the message.
	 * @param string $value     The option's value.
	 * @param string $separator ';' (cookies) or '&' (query).
	 * @return array<string, string>
	 *
	 * @phpstan-param ';'|'&' $separator
	 */
	private static function pairs( string $option, string $value, string $separator ): array {
		$pairs = array();
		foreach ( explode( $separator, $value ) as $pair ) {
			if ( '' === trim( $pair ) ) {
				continue;
			}
			$parts = explode( '=', $pair, 2 );
			$name  = trim( $parts[0] );
			if ( 2 !== count( $parts ) || '' === $name ) {
				/* translators: 1: option name, 2: the part given. */
				Cli::fail( sprintf( __( '--%1$s "%2$s": expected name=value.', 'gblocks-pro' ), $option, trim( $pair ) ) );
			}
			$pairs[ '&' === $separator ? urldecode( $name ) : $name ] = '&' === $separator ? urldecode( $parts[1] ) : trim( $parts[1] );
		}
		return $pairs;
	}

	/**
	 * The simulated visitor: "anonymous", a user id, or a login (an unknown login is an error).
	 *
	 * @param string $user The option's value.
	 */
	private static function visitor( string $user ): int|string {
		if ( 'anonymous' === $user ) {
			return 'anonymous';
		}
		if ( 1 === preg_match( '/^[0-9]+$/', $user ) ) {
			return (int) $user;
		}
		$found = get_user_by( 'login', $user );
		if ( ! $found instanceof \WP_User ) {
			/* translators: %s: the value given. */
			Cli::fail( sprintf( __( '--visitor "%s": no user has this id or login (or use "anonymous").', 'gblocks-pro' ), $user ) );
		}
		return (int) $found->ID;
	}

	/**
	 * The condition an argument names (else "Condition <id> not found.", the one message of the
	 * commands for an unknown id).
	 *
	 * @param mixed $arg The argument.
	 */
	private static function existing( mixed $arg ): \WP_Post {
		$id   = Cli::id( $arg, __( 'condition id', 'gblocks-pro' ) );
		$post = Condition_Service::find_visible( $id );
		if ( ! $post ) {
			Cli::fail( Condition_Service::not_found( $id ) );
		}
		return $post;
	}

	/**
	 * The fields of create/update from the options given.
	 *
	 * @param array<string, mixed> $assoc Named arguments.
	 * @return array{title?: mixed, status?: mixed, conditions?: mixed, category?: mixed}
	 */
	private static function fields( array $assoc ): array {
		$fields = array();
		if ( isset( $assoc['title'] ) ) {
			$fields['title'] = sanitize_text_field( (string) $assoc['title'] );
		}
		if ( isset( $assoc['status'] ) ) {
			$fields['status'] = (string) $assoc['status'];
		}
		if ( isset( $assoc['rules'] ) ) {
			try {
				$fields['conditions'] = json_decode( (string) $assoc['rules'], true, 64, JSON_THROW_ON_ERROR );
			} catch ( \JsonException $e ) {
				/* translators: %s: the JSON parser's message. */
				Cli::fail( sprintf( __( '--rules is not valid JSON: %s.', 'gblocks-pro' ), $e->getMessage() ) );
			}
		}
		if ( isset( $assoc['category'] ) ) {
			$fields['category'] = Category_Service::slugs_from( $assoc['category'] );
		}
		return $fields;
	}

	/**
	 * A condition as the commands print it.
	 *
	 * @param \WP_Post $post The condition.
	 * @return array<string, mixed>
	 */
	private static function row( \WP_Post $post ): array {
		$tree = Post_Type::read_tree( (int) $post->ID );
		return array(
			'id'       => (int) $post->ID,
			'title'    => $post->post_title,
			'status'   => $post->post_status,
			'category' => implode( ',', Post_Type::categories()->slugs_of( $post ) ),
			'date'     => mysql_to_rfc3339( $post->post_date ),
			'modified' => mysql_to_rfc3339( $post->post_modified ),
			// The tree itself (an object in --format=json, as `overlay get` gives its settings).
			'rules'    => null === $tree ? null : Condition_Service::clean_tree( $tree ),
		);
	}
}
