<?php
/**
 * Builds a simulated decision context from a plain description.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Simulator;

use GBlocks_Pro\Conditions\Context;
use GBlocks_Pro\Conditions\Visitor_History;
use GBlocks_Pro\Conditions\Simulator;
use GBlocks_Pro\Meta\User_Data_Access;

/**
 * Reads the simulator's `context` (device, user, url, post, datetime, cookies, query, referrer,
 * language) into Context::from_facets(), with the rights of the simulating user: `user` a member of this
 * site they may list, `post` a post they may read. The address is resolved into a WP_Query of its own with the
 * site's rewrite rules, as WordPress resolves a request, without reading or changing the current
 * request ($_GET, $_SERVER, the main query).
 */
final class Context_Builder {

	/**
	 * A user agent for each device name.
	 */
	public const DEVICE_AGENTS = array(
		'mobile'  => 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
		'tablet'  => 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
		'desktop' => 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
	);

	/**
	 * Languages written right to left (the language part of a locale).
	 */
	private const RTL_LANGUAGES = array( 'ar', 'arc', 'ckb', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi' );

	/**
	 * Every key the context accepts.
	 */
	public const KEYS = array( 'device', 'user', 'url', 'post', 'datetime', 'cookies', 'query', 'referrer', 'language', 'history' );

	/**
	 * The Context the description stands for, or a 400 naming the field.
	 *
	 * @param array<string, mixed> $input The body's context.
	 */
	public static function build( array $input ): Context|\WP_Error {
		$unknown = array_diff( array_map( 'strval', array_keys( $input ) ), self::KEYS );
		if ( $unknown ) {
			/* translators: 1: the unknown key, 2: the accepted keys. */
			return self::error( 'context', sprintf( __( 'context: unknown key "%1$s" (accepted: %2$s).', 'gblocks-pro' ), reset( $unknown ), implode( ', ', self::KEYS ) ) );
		}
		$facets = array( 'simulated' => true );

		$agent = self::user_agent( $input['device'] ?? null );
		if ( is_wp_error( $agent ) ) {
			return $agent;
		}
		$facets['user_agent'] = $agent;

		$user = self::user_id( $input['user'] ?? null );
		if ( is_wp_error( $user ) ) {
			return $user;
		}
		$facets['user_id'] = $user;

		$now = self::datetime( $input['datetime'] ?? null );
		if ( is_wp_error( $now ) ) {
			return $now;
		}
		$facets['now'] = $now;

		foreach ( array( 'cookies', 'query' ) as $key ) {
			$map = self::string_map( $key, $input[ $key ] ?? array() );
			if ( is_wp_error( $map ) ) {
				return $map;
			}
			$facets[ $key ] = $map;
		}

		$referrer = $input['referrer'] ?? '';
		if ( ! is_string( $referrer ) ) {
			return self::error( 'context.referrer', __( 'context.referrer: must be an address (a string).', 'gblocks-pro' ) );
		}
		$facets['referrer'] = trim( $referrer );

		$language = self::language( $input['language'] ?? null );
		if ( is_wp_error( $language ) ) {
			return $language;
		}
		$facets['locale'] = $language[0];
		$facets['rtl']    = $language[1];

		if ( array_key_exists( 'history', $input ) ) {
			$history = Visitor_History::from_array( $input['history'] );
			if ( is_wp_error( $history ) ) {
				return self::error( 'context.history', 'context.history: ' . $history->get_error_message() );
			}
			$facets['history'] = $history;
		}

		$page = self::page( $input['url'] ?? null, $input['post'] ?? null );
		if ( is_wp_error( $page ) ) {
			return $page;
		}
		$facets['main_query'] = $page['query'];
		$facets['post_id']    = $page['post_id'];
		// The address's own query string, then the explicit `query` (which wins).
		$facets['query'] = $facets['query'] + $page['args'];

		return Context::from_facets( $facets );
	}

	/**
	 * The user agent of `device`: a device name or a user agent (desktop when absent).
	 *
	 * @param mixed $device The value.
	 */
	private static function user_agent( mixed $device ): string|\WP_Error {
		if ( null === $device || '' === $device ) {
			return self::DEVICE_AGENTS['desktop'];
		}
		if ( ! is_string( $device ) ) {
			return self::error( 'context.device', __( 'context.device: must be mobile, tablet, desktop or a user agent.', 'gblocks-pro' ) );
		}
		$device = trim( $device );
		if ( isset( self::DEVICE_AGENTS[ strtolower( $device ) ] ) ) {
			return self::DEVICE_AGENTS[ strtolower( $device ) ];
		}
		// A user agent names a product and version ("Mozilla/5.0 …"); a bare word is a device name we do not know.
		if ( strlen( $device ) > 500 || ! preg_match( '#^[\x20-\x7E]+$#', $device ) || ! preg_match( '#[A-Za-z][\w.-]*/\S#', $device ) ) {
			/* translators: %s: the given device. */
			return self::error( 'context.device', sprintf( __( 'context.device: unknown device "%s" (mobile, tablet, desktop or a user agent).', 'gblocks-pro' ), mb_substr( $device, 0, 60 ) ) );
		}
		return $device;
	}

	/**
	 * The user id of `user`: an id of a member of this site or "anonymous" (anonymous when absent). A
	 * user of the network who is not a member is refused like an unknown id (400); a member the
	 * simulating user may not list (Meta\User_Data_Access::may_list(): themselves, with list_users any
	 * member, else authors of published posts) is a 403, since the answer tells their role, capabilities
	 * and name.
	 *
	 * @param mixed $user The value.
	 */
	private static function user_id( mixed $user ): int|\WP_Error {
		if ( null === $user || 'anonymous' === $user || 0 === $user || '0' === $user ) {
			return 0;
		}
		$id = is_int( $user ) || ( is_string( $user ) && ctype_digit( $user ) ) ? (int) $user : -1;
		if ( $id < 1 || ! get_userdata( $id ) || ! User_Data_Access::is_member( $id ) ) {
			return self::error( 'context.user', __( 'context.user: must be the id of a user of this site or "anonymous".', 'gblocks-pro' ) );
		}
		if ( ! User_Data_Access::may_list( get_current_user_id(), $id ) ) {
			return Simulator::forbidden( 'context.user', __( 'context.user: you may not list this user, so you may not simulate their visit.', 'gblocks-pro' ) );
		}
		return $id;
	}

	/**
	 * The moment of `datetime` (ISO 8601; without an offset, in the site timezone), now when absent.
	 *
	 * @param mixed $value The value.
	 */
	private static function datetime( mixed $value ): \DateTimeImmutable|\WP_Error {
		if ( null === $value || '' === $value ) {
			return current_datetime();
		}
		$error = self::error( 'context.datetime', __( 'context.datetime: must be a date and time in ISO 8601, e.g. 2026-05-01T09:30.', 'gblocks-pro' ) );
		if ( ! is_string( $value ) || ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/', trim( $value ), $m ) ) {
			return $error;
		}
		if ( ! checkdate( (int) $m[2], (int) $m[3], (int) $m[1] ) || (int) ( $m[4] ?? 0 ) > 23 || (int) ( $m[5] ?? 0 ) > 59 || (int) ( $m[6] ?? 0 ) > 59 ) {
			return $error;
		}
		try {
			$date = new \DateTimeImmutable( trim( $value ), wp_timezone() );
		} catch ( \Exception $e ) {
			return $error;
		}
		return $date->setTimezone( wp_timezone() );
	}

	/**
	 * A map of names to strings (cookies, query).
	 *
	 * @param string $key   Field name.
	 * @param mixed  $value The value.
	 * @return array<string, string>|\WP_Error
	 */
	private static function string_map( string $key, mixed $value ): array|\WP_Error {
		if ( ! is_array( $value ) || ( array() !== $value && array_is_list( $value ) ) ) {
			/* translators: %s: field name, e.g. context.cookies. */
			return self::error( 'context.' . $key, sprintf( __( '%s: must be an object of names to text values.', 'gblocks-pro' ), 'context.' . $key ) );
		}
		$map = array();
		foreach ( $value as $name => $item ) {
			if ( ! is_scalar( $item ) || '' === (string) $name ) {
				/* translators: %s: field name, e.g. context.cookies.promo. */
				return self::error( 'context.' . $key, sprintf( __( '%s: must be a text value.', 'gblocks-pro' ), 'context.' . $key . '.' . $name ) );
			}
			$map[ (string) $name ] = is_bool( $item ) ? ( $item ? '1' : '' ) : (string) $item;
		}
		return $map;
	}

	/**
	 * The locale and direction of `language` (a locale such as de_DE, or a language code), the site's
	 * when absent.
	 *
	 * @param mixed $value The value.
	 * @return array{0: string, 1: bool}|\WP_Error
	 */
	private static function language( mixed $value ): array|\WP_Error {
		if ( null === $value || '' === $value ) {
			return array( get_locale(), is_rtl() );
		}
		if ( ! is_string( $value ) || ! preg_match( '/^[a-zA-Z]{2,3}(?:[_-][a-zA-Z0-9]{2,8})*$/', trim( $value ) ) ) {
			return self::error( 'context.language', __( 'context.language: must be a locale such as de_DE or a language code such as de.', 'gblocks-pro' ) );
		}
		$parts    = explode( '_', str_replace( '-', '_', trim( $value ) ) );
		$parts[0] = strtolower( $parts[0] );
		if ( isset( $parts[1] ) && 2 === strlen( $parts[1] ) ) {
			$parts[1] = strtoupper( $parts[1] );
		}
		return array( implode( '_', $parts ), in_array( $parts[0], self::RTL_LANGUAGES, true ) );
	}

	/**
	 * The page: a WP_Query for the address (or the post's address), the context post and the
	 * address's query arguments. Absent: the front page.
	 *
	 * @param mixed $url     A front-end address on this site.
	 * @param mixed $post_id A post id (the page is that post).
	 * @return array{query: \WP_Query, post_id: int, args: array<string, string>}|\WP_Error
	 */
	private static function page( mixed $url, mixed $post_id ): array|\WP_Error {
		$context_post = 0;
		if ( null !== $post_id && '' !== $post_id && 0 !== $post_id ) {
			$id   = is_int( $post_id ) || ( is_string( $post_id ) && ctype_digit( $post_id ) ) ? (int) $post_id : 0;
			$post = $id > 0 ? get_post( $id ) : null;
			if ( ! $post instanceof \WP_Post || ! current_user_can( 'read_post', $id ) ) {
				return self::error( 'context.post', __( 'context.post: there is no post with this id that you can read.', 'gblocks-pro' ) );
			}
			$context_post = $id;
			if ( null === $url || '' === $url ) {
				$permalink = get_permalink( $post );
				$url       = is_string( $permalink ) ? $permalink : '';
			}
		}
		if ( null === $url || '' === $url ) {
			$url = home_url( '/' );
		}
		if ( ! is_string( $url ) ) {
			return self::error( 'context.url', __( 'context.url: must be an address on this site.', 'gblocks-pro' ) );
		}
		$resolved = Url_Query::resolve( $url );
		if ( null === $resolved ) {
			/* translators: %s: the site's address. */
			return self::error( 'context.url', sprintf( __( 'context.url: not an address on this site (%s).', 'gblocks-pro' ), home_url( '/' ) ) );
		}
		$query = $resolved['query'];
		if ( 0 === $context_post && $query->is_singular() ) {
			$context_post = (int) $query->get_queried_object_id();
		}
		return array(
			'query'   => $query,
			'post_id' => $context_post,
			'args'    => $resolved['args'],
		);
	}

	/**
	 * A 400 naming the field.
	 *
	 * @param string $field   Field.
	 * @param string $message Message.
	 */
	private static function error( string $field, string $message ): \WP_Error {
		return Simulator::error( $field, $message );
	}
}
