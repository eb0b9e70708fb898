<?php
/**
 * Reads a library (local or remote): shape checks, sanitising, and the 24 h cache of remote answers.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Pattern_Library;

use GBlocks_Pro\Styles\Css_Safety;
use GBlocks_Pro\Trust\Content_Trust;

/**
 * Remote answers are untrusted: each is checked against the shape of its provider route (else
 * 'The library sent an answer this site cannot read.'), pattern content goes through
 * Trust\Content_Trust::remote_markup() (post kses for the markup and the block attributes, unsafe
 * htmlAttributes / linkHtmlAttributes entries removed whoever inserts it, every dynamic tag removed),
 * titles and slugs through the text sanitisers, style data keeps only
 * style objects and CSS is stripped of what could end a style element or run script. Only then is an
 * answer cached (transients for cacheSeconds, an empty answer for emptyCacheSeconds, keyed by library,
 * cache version, route and arguments); a failure is never cached. The local library is answered
 * in-process and not cached.
 *
 * @phpstan-import-type Library from Library_Store
 */
final class Library_Reader {


	/**
	 * How deep remote style objects may nest.
	 */
	private const MAX_STYLE_DEPTH = 8;

	/**
	 * The client for remote libraries.
	 *
	 * @var Remote_Client
	 */
	private Remote_Client $client;

	/**
	 * Sets the client.
	 *
	 * @param Remote_Client|null $client The client (a new one by default).
	 */
	public function __construct( ?Remote_Client $client = null ) {
		$this->client = $client ?? new Remote_Client();
	}

	/**
	 * The provider's name for a key (add-library), not cached.
	 *
	 * @param string $domain     Normalised address.
	 * @param string $public_key The key.
	 * @return string|\WP_Error
	 */
	public function name( string $domain, string $public_key ): string|\WP_Error {
		$answer = $this->client->get( $domain, $public_key, 'get-library-by-public-key' );
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		if ( ! is_array( $answer ) || ! is_string( $answer['name'] ?? null ) ) {
			return Remote_Client::unreadable();
		}
		return mb_substr( sanitize_text_field( $answer['name'] ), 0, 200 );
	}

	/**
	 * A library's categories: `[ { id, name, slug, count } ]`.
	 *
	 * @param array $library The library.
	 * @phpstan-param Library $library
	 * @return array<int, array{id: int, name: string, slug: string, count: int}>|\WP_Error
	 */
	public function categories( array $library ): array|\WP_Error {
		if ( $library['isLocal'] ) {
			return ( new Local_Library() )->categories();
		}
		return $this->cached(
			$library,
			'categories',
			array(),
			static function ( $answer ) {
				if ( ! is_array( $answer ) || ! array_is_list( $answer ) ) {
					return null;
				}
				$list = array();
				foreach ( $answer as $category ) {
					if ( ! is_array( $category ) || ! is_int( $category['id'] ?? null ) || ! is_string( $category['name'] ?? null ) || ! is_string( $category['slug'] ?? null ) || ! is_int( $category['count'] ?? null ) ) {
						return null;
					}
					$list[] = array(
						'id'    => $category['id'],
						'name'  => sanitize_text_field( $category['name'] ),
						'slug'  => sanitize_title( $category['slug'] ),
						'count' => max( 0, $category['count'] ),
					);
				}
				return $list;
			}
		);
	}

	/**
	 * One page of a library's patterns: `{ items: [ { id, title, content, categories } ], total, pages }`.
	 *
	 * @param array  $library  The library.
	 * @phpstan-param Library $library
	 * @param string $search   Search words.
	 * @param string $category Category slug.
	 * @param int    $page     Page.
	 * @param int    $per_page Page size.
	 * @return array{items: array<int, array{id: int, title: string, content: string, categories: string[]}>, total: int, pages: int}|\WP_Error
	 */
	public function patterns( array $library, string $search, string $category, int $page, int $per_page ): array|\WP_Error {
		if ( $library['isLocal'] ) {
			return ( new Local_Library() )->patterns( $search, $category, $page, $per_page );
		}
		$args = array(
			'page'     => $page,
			'per_page' => $per_page,
		);
		if ( '' !== $search ) {
			$args['search'] = $search;
		}
		if ( '' !== $category ) {
			$args['category'] = $category;
		}
		/**
		 * The cleaner below builds exactly this shape.
		 *
		 * @var array{items: array<int, array{id: int, title: string, content: string, categories: string[]}>, total: int, pages: int}|\WP_Error $result
		 */
		$result = $this->cached(
			$library,
			'patterns',
			$args,
			static function ( $answer ) {
				if ( ! is_array( $answer ) || ! is_array( $answer['items'] ?? null ) || ! array_is_list( $answer['items'] ) || ! is_int( $answer['total'] ?? null ) || ! is_int( $answer['pages'] ?? null ) ) {
					return null;
				}
				$items = array();
				foreach ( $answer['items'] as $item ) {
					if ( ! is_array( $item ) || ! is_int( $item['id'] ?? null ) || ! is_string( $item['title'] ?? null ) || ! is_string( $item['content'] ?? null ) || ! is_array( $item['categories'] ?? null ) ) {
						return null;
					}
					$slugs = array();
					foreach ( $item['categories'] as $slug ) {
						if ( ! is_string( $slug ) ) {
							return null;
						}
						$slugs[] = sanitize_title( $slug );
					}
					$items[] = array(
						'id'         => $item['id'],
						'title'      => sanitize_text_field( $item['title'] ),
						// Remote markup is trusted by nobody (DESIGN §11): kses, the HTML attribute policy
						// for a user without unfiltered_html, and no dynamic tag, before it is cached. The
						// editor previews and inserts exactly this content.
						'content'    => Content_Trust::remote_markup( $item['content'] ),
						'categories' => $slugs,
					);
				}
				return array(
					'items' => $items,
					'total' => max( 0, $answer['total'] ),
					'pages' => max( 0, $answer['pages'] ),
				);
			}
		);
		return $result;
	}

	/**
	 * The global classes a library's patterns use: `{ styles: [ { title, selector, data, css } ], css }`.
	 *
	 * @param array      $library The library.
	 * @phpstan-param Library $library
	 * @param int[]|null $ids     Pattern ids, or null for all of them.
	 * @return array{styles: array<int, array{title: string, selector: string, data: array<string, mixed>, css: string}>, css: string}|\WP_Error
	 */
	public function style_data( array $library, ?array $ids ): array|\WP_Error {
		if ( $library['isLocal'] ) {
			return ( new Local_Library() )->style_data( $ids );
		}
		$args = array();
		if ( null !== $ids ) {
			sort( $ids );
			$args['ids'] = implode( ',', $ids );
		}
		/**
		 * The cleaner below builds exactly this shape.
		 *
		 * @var array{styles: array<int, array{title: string, selector: string, data: array<string, mixed>, css: string}>, css: string}|\WP_Error $result
		 */
		$result = $this->cached(
			$library,
			'provide-global-style-data',
			$args,
			static function ( $answer ) {
				if ( ! is_array( $answer ) || ! is_array( $answer['styles'] ?? null ) || ! array_is_list( $answer['styles'] ) ) {
					return null;
				}
				$styles = array();
				foreach ( $answer['styles'] as $style ) {
					if ( ! is_array( $style ) || ! is_string( $style['selector'] ?? null ) || ! is_array( $style['data'] ?? null ) || ! is_string( $style['css'] ?? null ) ) {
						return null;
					}
					// A selector that is not one class cannot be a global class: left out.
					if ( 1 !== preg_match( '/^\.[A-Za-z_][A-Za-z0-9_-]*$/', $style['selector'] ) ) {
						continue;
					}
					$styles[] = array(
						'title'    => is_string( $style['title'] ?? null ) ? sanitize_text_field( $style['title'] ) : $style['selector'],
						'selector' => $style['selector'],
						'data'     => self::clean_style_data( $style['data'], 1 ),
						'css'      => Css_Safety::sanitize_css( $style['css'] ),
					);
				}
				return array(
					'styles' => $styles,
					'css'    => implode( "\n", array_filter( array_column( $styles, 'css' ) ) ),
				);
			}
		);
		return $result;
	}


	/**
	 * A remote style object with only what a style object may hold: property names with string or
	 * number values (stripped of `;{}<>` and hostile tokens), nested selector keys holding style
	 * objects, at most MAX_STYLE_DEPTH deep. Anything else is left out.
	 *
	 * @param array<mixed> $data  The style object.
	 * @param int          $depth Its depth.
	 * @return array<string, mixed>
	 */
	private static function clean_style_data( array $data, int $depth ): array {
		$clean = array();
		if ( $depth > self::MAX_STYLE_DEPTH || ( array() !== $data && array_is_list( $data ) ) ) {
			return $clean;
		}
		foreach ( $data as $key => $value ) {
			$key = (string) $key;
			if ( is_array( $value ) ) {
				if ( '' !== trim( $key ) && strlen( $key ) <= 500 && 0 === preg_match( '/[{};<\\\\\x00-\x1f]|\/\*/', $key ) && Css_Safety::strip_hostile( $key ) === $key ) {
					$clean[ $key ] = self::clean_style_data( $value, $depth + 1 );
				}
				continue;
			}
			if ( 1 !== preg_match( '/^(--[a-zA-Z0-9_-]+|-?[a-zA-Z][a-zA-Z0-9-]*)$/', $key ) ) {
				continue;
			}
			if ( is_string( $value ) ) {
				$clean[ $key ] = Css_Safety::clean_value( $value );
			} elseif ( is_int( $value ) || is_float( $value ) ) {
				$clean[ $key ] = $value;
			}
		}
		return $clean;
	}


	/**
	 * A remote answer from the cache, or fetched, checked, cleaned and then cached. Failures are not
	 * cached.
	 *
	 * @param array                                  $library The library.
	 * @phpstan-param Library $library
	 * @param string                                 $route   Provider route.
	 * @param array<string, int|string>              $args    Query arguments.
	 * @param callable( mixed ): (array<mixed>|null) $clean   The answer checked and cleaned, null when its shape is wrong.
	 * @return array<mixed>|\WP_Error
	 */
	private function cached( array $library, string $route, array $args, callable $clean ): array|\WP_Error {
		ksort( $args );
		$key    = 'gblocks_pro_pl_' . md5( $library['id'] . '|' . Library_Store::cache_version( $library['id'] ) . '|' . $route . '|' . (string) wp_json_encode( $args ) );
		$cached = get_transient( $key );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$answer = $this->client->get( $library['domain'], $library['publicKey'], $route, $args );
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		$answer = $clean( $answer );
		if ( null === $answer ) {
			return Remote_Client::unreadable();
		}
		set_transient( $key, $answer, self::cache_seconds( $answer ) );
		return $answer;
	}

	/**
	 * How long an answer is cached: cacheSeconds, but an empty one (no categories, patterns or styles)
	 * only emptyCacheSeconds, so that patterns added to a new library appear without a refresh.
	 *
	 * @param array<mixed> $answer The cleaned answer.
	 */
	public static function cache_seconds( array $answer ): int {
		$contract = Library_Contract::read();
		$empty    = array() === $answer
			|| ( array_key_exists( 'items', $answer ) && array() === $answer['items'] )
			|| ( array_key_exists( 'styles', $answer ) && array() === $answer['styles'] );
		return $empty
			? (int) ( $contract['emptyCacheSeconds'] ?? 5 * MINUTE_IN_SECONDS )
			: (int) ( $contract['cacheSeconds'] ?? DAY_IN_SECONDS );
	}
}
