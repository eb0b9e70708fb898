<?php
/**
 * Resolves a front-end address of this site into the query WordPress would run for it.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Simulator;

/**
 * What WP::parse_request() and WP::handle_404() do for a request, for an address given as text: the
 * rewrite rules turn the path into query variables, the address's query string adds public ones, and a
 * WP_Query of its own runs them. Neither $_GET nor $_SERVER is read, and the main query is untouched.
 */
final class Url_Query {

	/**
	 * The query of an address on this site (absolute, or a path starting with "/"), with the address's
	 * query arguments; null when the address is not on this site.
	 *
	 * @param string $url The address.
	 * @return array{query: \WP_Query, args: array<string, string>}|null
	 */
	public static function resolve( string $url ): ?array {
		$url   = trim( $url );
		$parts = wp_parse_url( $url );
		$home  = wp_parse_url( home_url( '/' ) );
		if ( ! is_array( $parts ) || ! is_array( $home ) || '' === $url ) {
			return null;
		}
		if ( isset( $parts['host'] ) || isset( $parts['scheme'] ) ) {
			$same = in_array( strtolower( (string) ( $parts['scheme'] ?? '' ) ), array( 'http', 'https' ), true )
				&& strtolower( (string) ( $parts['host'] ?? '' ) ) === strtolower( (string) ( $home['host'] ?? '' ) )
				&& ( $parts['port'] ?? null ) === ( $home['port'] ?? null );
			if ( ! $same ) {
				return null;
			}
		} elseif ( ! str_starts_with( $url, '/' ) ) {
			return null;
		}
		$home_path = trim( (string) ( $home['path'] ?? '' ), '/' );
		$path      = trim( (string) ( $parts['path'] ?? '' ), '/' );
		if ( '' !== $home_path ) {
			if ( $path !== $home_path && ! str_starts_with( $path, $home_path . '/' ) ) {
				return null;
			}
			$path = trim( substr( $path, strlen( $home_path ) ), '/' );
		}
		$args = array();
		if ( isset( $parts['query'] ) ) {
			parse_str( (string) $parts['query'], $parsed );
			foreach ( $parsed as $key => $value ) {
				if ( is_scalar( $value ) ) {
					$args[ (string) $key ] = (string) $value;
				}
			}
		}

		list( $vars, $matched ) = self::path_vars( 'index.php' === $path ? '' : $path );
		$vars                   = self::public_vars( $vars, $args );

		$query = new \WP_Query();
		$query->query( $vars );
		if ( ! $matched || self::is_404( $query ) ) {
			$query->set_404();
		}
		return array(
			'query' => $query,
			'args'  => $args,
		);
	}

	/**
	 * Whether WP::handle_404() would answer 404: nothing found, and not a listing that exists without
	 * posts (the blog, a search, an existing term, post type or author archive).
	 *
	 * @param \WP_Query $query The query.
	 */
	private static function is_404( \WP_Query $query ): bool {
		if ( $query->posts ) {
			return false;
		}
		if ( $query->is_home() || $query->is_search() || $query->is_feed() ) {
			return false;
		}
		if ( ( $query->is_tag() || $query->is_category() || $query->is_tax() || $query->is_post_type_archive() ) && $query->get_queried_object() ) {
			return false;
		}
		return ! ( $query->is_author() && (int) $query->get( 'author' ) > 0 );
	}

	/**
	 * The query variables the rewrite rules give a path, and whether a rule (or the empty path)
	 * matched.
	 *
	 * @param string $path The path below the home address, without slashes around it.
	 * @return array{0: array<string, mixed>, 1: bool}
	 */
	private static function path_vars( string $path ): array {
		global $wp_rewrite;
		if ( '' === $path ) {
			return array( array(), true );
		}
		$rules = $wp_rewrite instanceof \WP_Rewrite ? $wp_rewrite->wp_rewrite_rules() : array();
		if ( ! is_array( $rules ) || array() === $rules ) {
			// Plain permalinks: only the query string addresses content.
			return array( array(), false );
		}
		foreach ( $rules as $match => $query ) {
			$decoded = urldecode( $path );
			if ( ! preg_match( "#^{$match}#", $path, $matches ) && ! preg_match( "#^{$match}#", $decoded, $matches ) ) {
				continue;
			}
			// As WP::parse_request(): a verbose page rule only matches an existing page.
			if ( $wp_rewrite->use_verbose_page_rules && preg_match( '/pagename=\$matches\[([0-9]+)\]/', (string) $query, $varmatch ) ) {
				$page = get_page_by_path( $matches[ $varmatch[1] ] ?? '' );
				if ( ! $page ) {
					continue;
				}
			}
			$query = preg_replace( '!^.+\?!', '', (string) $query );
			parse_str( \WP_MatchesMapRegex::apply( (string) $query, $matches ), $parsed );
			$vars = array();
			foreach ( $parsed as $key => $var ) {
				$vars[ (string) $key ] = $var;
			}
			return array( $vars, true );
		}
		return array( array(), false );
	}

	/**
	 * The public query variables of the rewrite match and the query string (the match wins), with a
	 * post type's own query variable read as that post type, as WP::parse_request() reads them.
	 *
	 * @param array<string, mixed>  $perma The rewrite match.
	 * @param array<string, string> $args  The query string.
	 * @return array<string, mixed>
	 */
	private static function public_vars( array $perma, array $args ): array {
		$wp     = new \WP();
		$public = (array) apply_filters( 'query_vars', $wp->public_query_vars ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's own filter.

		$post_type_vars = array();
		foreach ( get_post_types( array(), 'objects' ) as $name => $type ) {
			if ( is_post_type_viewable( $type ) && $type->query_var ) {
				$post_type_vars[ (string) $type->query_var ] = $name;
			}
		}
		$vars = array();
		foreach ( $public as $var ) {
			$var = (string) $var;
			if ( isset( $perma[ $var ] ) && is_scalar( $perma[ $var ] ) ) {
				$vars[ $var ] = (string) $perma[ $var ];
			} elseif ( isset( $args[ $var ] ) ) {
				$vars[ $var ] = $args[ $var ];
			} else {
				continue;
			}
			if ( isset( $post_type_vars[ $var ] ) ) {
				$vars['post_type'] = $post_type_vars[ $var ];
				$vars['name']      = $vars[ $var ];
			}
		}
		if ( isset( $vars['post_type'] ) && ! is_post_type_viewable( (string) $vars['post_type'] ) ) {
			unset( $vars['post_type'] );
		}
		return $vars;
	}
}
