<?php
/**
 * Table-driven tests of every condition type, rule and operator, with their edges.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

final class Condition_Types_Test extends Conditions_Test_Case {

	/**
	 * Fixture ids by name, used as {Name} placeholders in values.
	 *
	 * @var array<string, int>
	 */
	private array $ids = array();

	/**
	 * Replaces {Name} placeholders with fixture ids.
	 */
	private function fill( string $value ): string {
		$pairs = array();
		foreach ( $this->ids as $name => $id ) {
			$pairs[ '{' . $name . '}' ] = (string) $id;
		}
		return strtr( $value, $pairs );
	}

	/**
	 * Posts, pages, terms and a user for location and author rules.
	 */
	private function location_fixtures(): void {
		update_option( 'show_on_front', 'posts' );
		$this->ids['U']  = $this->create_user( 'author', array( 'display_name' => 'Jane Writer' ) );
		$this->ids['C1'] = (int) wp_insert_term( 'Cat One ' . self::unique(), 'category' )['term_id'];
		$this->ids['C2'] = (int) wp_insert_term( 'Cat Two ' . self::unique(), 'category' )['term_id'];
		$this->ids['C3'] = (int) wp_insert_term( 'Cat Three ' . self::unique(), 'category' )['term_id'];
		$this->ids['P']  = $this->create_post(
			array(
				'post_author' => $this->ids['U'],
				'post_date'   => '2024-05-06 10:00:00',
			)
		);
		$this->ids['P2'] = $this->create_post();
		wp_set_post_terms( $this->ids['P'], array( $this->ids['C1'], $this->ids['C2'] ), 'category' );
		wp_set_post_terms( $this->ids['P'], array( 'news' ), 'post_tag' );
		$this->ids['A'] = $this->create_post( array( 'post_type' => 'page' ) );
		$this->ids['B'] = $this->create_post(
			array(
				'post_type'   => 'page',
				'post_parent' => $this->ids['A'],
			)
		);
		$this->ids['C'] = $this->create_post(
			array(
				'post_type'   => 'page',
				'post_parent' => $this->ids['B'],
			)
		);
		register_post_type(
			'gb_book',
			array(
				'public'      => true,
				'has_archive' => true,
			)
		);
		$this->create_post( array( 'post_type' => 'gb_book' ) );
		// An attachment of P, and P as an aside (post formats are terms of post_format).
		$this->ids['M'] = $this->create_post(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'inherit',
				'post_parent'    => $this->ids['P'],
				'post_mime_type' => 'image/png',
			)
		);
		set_post_format( $this->ids['P'], 'aside' );
		$this->ids['F1'] = (int) get_term_by( 'slug', 'post-format-aside', 'post_format' )->term_id;
		$this->ids['F2'] = (int) wp_insert_term( 'post-format-gallery', 'post_format' )['term_id'];
	}

	protected function tearDown(): void {
		unregister_post_type( 'gb_book' );
		parent::tearDown();
	}

	/**
	 * Puts the main query where the scenario says.
	 */
	private function visit( string $scenario ): void {
		switch ( $scenario ) {
			case 'home':
				$this->go_to( array() );
				return;
			case 'post':
				$this->go_to( array( 'p' => $this->ids['P'] ) );
				return;
			case 'page_b':
				$this->go_to( array( 'page_id' => $this->ids['B'] ) );
				return;
			case 'category':
				$this->go_to( array( 'cat' => $this->ids['C1'] ) );
				return;
			case 'author':
				$this->go_to( array( 'author' => $this->ids['U'] ) );
				return;
			case 'date':
				$this->go_to( array( 'year' => 2024 ) );
				return;
			case 'search_empty':
				$this->go_to( array( 's' => 'zzz-nothing-matches-this' ) );
				return;
			case 'book_archive':
				$this->go_to( array( 'post_type' => 'gb_book' ) );
				return;
			case '404':
				$this->go_to( array( 'p' => 999999 ), true );
				return;
			case 'attachment':
				$this->go_to( array( 'attachment_id' => $this->ids['M'] ) );
				return;
			case 'format_archive':
				$this->go_to( array( 'post_format' => 'post-format-aside' ) );
				return;
		}
		$this->fail( 'Unknown scenario ' . $scenario );
	}

	/**
	 * Location: scenario, context post, rule, operator, value, expected.
	 *
	 * @return array<string, array{string, string, string, string, string, bool}>
	 */
	public function location_cases(): array {
		return array(
			'site on a post'                              => array( 'post', '', 'general:site', 'is', '', true ),
			'site is_not'                                 => array( 'post', '', 'general:site', 'is_not', '', false ),
			'front page: latest posts on front'           => array( 'home', '', 'general:front_page', 'is', '', true ),
			'front page: not on a post'                   => array( 'post', '', 'general:front_page', 'is', '', false ),
			'front page: is_not on a post'                => array( 'post', '', 'general:front_page', 'is_not', '', true ),
			'blog on the posts page'                      => array( 'home', '', 'general:blog', 'is', '', true ),
			'singular on a page'                          => array( 'page_b', '', 'general:singular', 'is', '', true ),
			'singular: not on a category archive'         => array( 'category', '', 'general:singular', 'is', '', false ),
			'archive on a category archive'               => array( 'category', '', 'general:archive', 'is', '', true ),
			'archive: not on a post'                      => array( 'post', '', 'general:archive', 'is', '', false ),
			'author archive'                              => array( 'author', '', 'general:author', 'is', '', true ),
			'date archive'                                => array( 'date', '', 'general:date', 'is', '', true ),
			'search results'                              => array( 'search_empty', '', 'general:search', 'is', '', true ),
			'no results on an empty search'               => array( 'search_empty', '', 'general:no_results', 'is', '', true ),
			'no results: false when the blog has posts'   => array( 'home', '', 'general:no_results', 'is', '', false ),
			'no results: a 404 is not a listing'          => array( '404', '', 'general:no_results', 'is', '', false ),
			'404 page'                                    => array( '404', '', 'general:404', 'is', '', true ),
			'404: not on a post'                          => array( 'post', '', 'general:404', 'is', '', false ),
			'post type archive'                           => array( 'book_archive', '', 'archive:gb_book', 'is', '', true ),
			'post type archive: not on the blog'          => array( 'home', '', 'archive:gb_book', 'is', '', false ),
			'post type archive is_not'                    => array( 'home', '', 'archive:gb_book', 'is_not', '', true ),
			'post: any post'                              => array( 'post', '', 'post:post', 'is', '', true ),
			'post: any post, false on a page'             => array( 'page_b', '', 'post:post', 'is', '', false ),
			'post: that post'                             => array( 'post', '', 'post:post', 'is', '{P}', true ),
			'post: another post'                          => array( 'post', '', 'post:post', 'is', '{P2}', false ),
			'post: is_not another post'                   => array( 'post', '', 'post:post', 'is_not', '{P2}', true ),
			'post: includes_any'                          => array( 'page_b', '', 'post:page', 'includes_any', '["{A}","{B}"]', true ),
			'post: excludes_any'                          => array( 'page_b', '', 'post:page', 'excludes_any', '["{A}","{B}"]', false ),
			'post: excludes_any, not listed'              => array( 'page_b', '', 'post:page', 'excludes_any', '["{A}"]', true ),
			'post: reads the main query, not the context' => array( 'page_b', 'P', 'post:post', 'is', '', false ),
			'taxonomy archive: that term'                 => array( 'category', '', 'taxonomy:category', 'is', '{C1}', true ),
			'taxonomy archive: another term'              => array( 'category', '', 'taxonomy:category', 'is', '{C2}', false ),
			'taxonomy archive: any term'                  => array( 'category', '', 'taxonomy:category', 'is', '', true ),
			'taxonomy archive: another taxonomy'          => array( 'category', '', 'taxonomy:post_tag', 'is', '', false ),
			'taxonomy archive: includes_all of two'       => array( 'category', '', 'taxonomy:category', 'includes_all', '["{C1}","{C2}"]', false ),
			'taxonomy archive: excludes_any'              => array( 'category', '', 'taxonomy:category', 'excludes_any', '["{C2}"]', true ),
			'taxonomy archive: is_not on a post'          => array( 'post', '', 'taxonomy:category', 'is_not', '{C1}', true ),
			'post terms: includes_all'                    => array( 'home', 'P', 'post_terms:category', 'includes_all', '["{C1}","{C2}"]', true ),
			'post terms: includes_all missing one'        => array( 'home', 'P', 'post_terms:category', 'includes_all', '["{C1}","{C3}"]', false ),
			'post terms: includes_any'                    => array( 'home', 'P', 'post_terms:category', 'includes_any', '["{C2}","{C3}"]', true ),
			'post terms: excludes_any (none of)'          => array( 'home', 'P', 'post_terms:category', 'excludes_any', '["{C3}"]', true ),
			'post terms: excludes_any fails when one matches' => array( 'home', 'P', 'post_terms:category', 'excludes_any', '["{C1}","{C3}"]', false ),
			'post terms: excludes_all (not all of)'       => array( 'home', 'P', 'post_terms:category', 'excludes_all', '["{C1}","{C3}"]', true ),
			'post terms: excludes_all fails with all'     => array( 'home', 'P', 'post_terms:category', 'excludes_all', '["{C1}","{C2}"]', false ),
			'post terms: any tag'                         => array( 'home', 'P', 'post_terms:post_tag', 'is', '', true ),
			'post terms: is_not'                          => array( 'home', 'P', 'post_terms:category', 'is_not', '{C3}', true ),
			'post terms: reads the context post'          => array( 'page_b', 'P', 'post_terms:category', 'is', '{C1}', true ),
			'post terms: no context post'                 => array( 'home', '', 'post_terms:category', 'is', '', false ),
			'post terms: taxonomy not on the post type'   => array( 'home', 'A', 'post_terms:category', 'is', '', false ),
			'child of: direct parent'                     => array( 'home', 'C', 'child_of', 'is', '{B}', true ),
			'child of: grandparent'                       => array( 'home', 'C', 'child_of', 'is', '{A}', true ),
			'child of: top page has no parent'            => array( 'home', 'A', 'child_of', 'is', '', false ),
			'child of: any parent'                        => array( 'home', 'B', 'child_of', 'is', '', true ),
			'child of: excludes_any'                      => array( 'home', 'B', 'child_of', 'excludes_any', '["{A}"]', false ),
			'child of: includes_any'                      => array( 'home', 'B', 'child_of', 'includes_any', '["{C}","{A}"]', true ),
			'child of: is_not'                            => array( 'home', 'B', 'child_of', 'is_not', '{C}', true ),
			'parent of: ancestor of the listed page'      => array( 'home', 'A', 'parent_of', 'is', '{C}', true ),
			'parent of: not an ancestor'                  => array( 'home', 'C', 'parent_of', 'is', '{A}', false ),
			'parent of: has children'                     => array( 'home', 'B', 'parent_of', 'is', '', true ),
			'parent of: a leaf has none'                  => array( 'home', 'C', 'parent_of', 'is', '', false ),
			'parent of: excludes_any'                     => array( 'home', 'A', 'parent_of', 'excludes_any', '["{B}"]', false ),
			'attachment: any attachment page'             => array( 'attachment', '', 'post:attachment', 'is', '', true ),
			'attachment: that attachment'                 => array( 'attachment', '', 'post:attachment', 'is', '{M}', true ),
			'attachment: is_not that attachment'          => array( 'attachment', '', 'post:attachment', 'is_not', '{M}', false ),
			'attachment: not on its parent post'          => array( 'post', '', 'post:attachment', 'is', '', false ),
			'attachment page is not post:post'            => array( 'attachment', '', 'post:post', 'is', '', false ),
			'post format: the post is an aside'           => array( 'home', 'P', 'post_terms:post_format', 'is', '{F1}', true ),
			'post format: not a gallery'                  => array( 'home', 'P', 'post_terms:post_format', 'is', '{F2}', false ),
			'post format: excludes_any gallery'           => array( 'home', 'P', 'post_terms:post_format', 'excludes_any', '["{F2}"]', true ),
			'post format: a standard post has none'       => array( 'home', 'P2', 'post_terms:post_format', 'is', '', false ),
			'post format: is_not on a standard post'      => array( 'home', 'P2', 'post_terms:post_format', 'is_not', '{F1}', true ),
			'post format archive: asides'                 => array( 'format_archive', '', 'taxonomy:post_format', 'is', '{F1}', true ),
			'post format archive: not galleries'          => array( 'format_archive', '', 'taxonomy:post_format', 'is', '{F2}', false ),
			'post format archive: not a category archive' => array( 'format_archive', '', 'taxonomy:category', 'is', '', false ),
			'unknown general rule'                        => array( 'post', '', 'general:mars', 'is', '', false ),
			'operator not of the rule'                    => array( 'post', '', 'general:site', 'includes_all', '', false ),
		);
	}

	/**
	 * One case of the table.
	 *
	 * @dataProvider location_cases
	 */
	public function test_location( string $scenario, string $context, string $rule, string $operator, string $value, bool $expected ): void {
		$this->location_fixtures();
		$this->visit( $scenario );
		$context_id = '' === $context ? 0 : $this->ids[ $context ];
		$this->assertSame( $expected, $this->evaluate_row( self::row( 'location', $rule, $operator, $this->fill( $value ) ), $context_id ) );
	}

	public function test_front_page_with_a_static_page(): void {
		$this->location_fixtures();
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $this->ids['A'] );
		$this->go_to( array( 'page_id' => $this->ids['A'] ) );
		$this->assertTrue( $this->evaluate_row( self::row( 'location', 'general:front_page', 'is' ) ) );
		$this->assertFalse( $this->evaluate_row( self::row( 'location', 'general:blog', 'is' ) ) );
	}

	/**
	 * Visitor state: role, expected per rule/operator.
	 *
	 * @return array<string, array{string, string, string, bool}>
	 */
	public function user_role_cases(): array {
		return array(
			'logged out visitor is logged out' => array( '', 'general:logged_out', 'is', true ),
			'logged out visitor not logged in' => array( '', 'general:logged_in', 'is', false ),
			'logged in editor'                 => array( 'editor', 'general:logged_in', 'is', true ),
			'logged in is_not logged out'      => array( 'editor', 'general:logged_out', 'is_not', true ),
			'editor has the editor role'       => array( 'editor', 'role:editor', 'is', true ),
			'editor is not an administrator'   => array( 'editor', 'role:administrator', 'is', false ),
			'is_not administrator'             => array( 'editor', 'role:administrator', 'is_not', true ),
			'visitor has no role'              => array( '', 'role:subscriber', 'is', false ),
			'capability edit_posts'            => array( 'editor', 'cap:edit_posts', 'is', true ),
			'capability manage_options is_not' => array( 'editor', 'cap:manage_options', 'is_not', true ),
			'subscriber cannot edit posts'     => array( 'subscriber', 'cap:edit_posts', 'is', false ),
			'unknown rule family'              => array( 'editor', 'group:editor', 'is', false ),
		);
	}

	/**
	 * One case of the table.
	 *
	 * @dataProvider user_role_cases
	 */
	public function test_user_role( string $role, string $rule, string $operator, bool $expected ): void {
		$this->act_as( $role );
		$this->assertSame( $expected, $this->evaluate_row( self::row( 'user_role', $rule, $operator ) ) );
	}

	/**
	 * Now (site time, Europe/Paris), rule, operator, value, expected. 2025-03-05 is a Wednesday (3).
	 *
	 * @return array<string, array{string, string, string, string, bool}>
	 */
	public function date_time_cases(): array {
		$now = '2025-03-05 14:30';
		return array(
			'date before, later value'            => array( $now, 'current_date', 'before', '2025-03-06T00:00', true ),
			'date before, earlier value'          => array( $now, 'current_date', 'before', '2025-03-05T14:00', false ),
			'date after'                          => array( $now, 'current_date', 'after', '2025-03-05T14:00', true ),
			'date after, later value'             => array( $now, 'current_date', 'after', '2025-03-05T15:00', false ),
			'date on the same day'                => array( $now, 'current_date', 'on', '2025-03-05T08:00', true ),
			'date on another day'                 => array( $now, 'current_date', 'on', '2025-03-04T14:30', false ),
			'date between'                        => array( $now, 'current_date', 'between', '2025-03-01T00:00, 2025-03-10T00:00', true ),
			'date between given backwards'        => array( $now, 'current_date', 'between', '2025-03-10T00:00, 2025-03-01T00:00', true ),
			'date between, outside'               => array( $now, 'current_date', 'between', '2025-04-01T00:00, 2025-04-10T00:00', false ),
			'date between, a bound is invalid'    => array( $now, 'current_date', 'between', '2025-03-01T00:00, soon', false ),
			'date with an invalid value'          => array( $now, 'current_date', 'before', 'tomorrow', false ),
			'time before'                         => array( $now, 'current_time', 'before', '15:00', true ),
			'time after'                          => array( $now, 'current_time', 'after', '14:00', true ),
			'time on the minute'                  => array( $now, 'current_time', 'on', '14:30', true ),
			'time from a date-time value'         => array( $now, 'current_time', 'after', '2020-01-01T14:00', true ),
			'time between'                        => array( $now, 'current_time', 'between', '14:00, 15:00', true ),
			'time between, outside'               => array( $now, 'current_time', 'between', '15:00, 16:00', false ),
			'time across midnight, late evening'  => array( '2025-03-05 23:30', 'current_time', 'between', '22:00, 06:00', true ),
			'time across midnight, early morning' => array( '2025-03-05 05:00', 'current_time', 'between', '22:00, 06:00', true ),
			'time across midnight, afternoon'     => array( $now, 'current_time', 'between', '22:00, 06:00', false ),
			'day is Wednesday (3)'                => array( $now, 'day_of_week', 'is', '3', true ),
			'day is not Thursday (4)'             => array( $now, 'day_of_week', 'is', '4', false ),
			'day is_not Wednesday'                => array( $now, 'day_of_week', 'is_not', '3', false ),
			'day includes_any'                    => array( $now, 'day_of_week', 'includes_any', '["1","3"]', true ),
			'day excludes_any weekend'            => array( $now, 'day_of_week', 'excludes_any', '["6","7"]', true ),
			'day excludes_any with today'         => array( $now, 'day_of_week', 'excludes_any', '["1","3"]', false ),
			'Sunday is 7'                         => array( '2025-03-09 10:00', 'day_of_week', 'is', '7', true ),
			'Monday is 1'                         => array( '2025-03-10 10:00', 'day_of_week', 'is', '1', true ),
			'day with no valid id'                => array( $now, 'day_of_week', 'is', '9', false ),
		);
	}

	/**
	 * One case of the table.
	 *
	 * @dataProvider date_time_cases
	 */
	public function test_date_time( string $now, string $rule, string $operator, string $value, bool $expected ): void {
		update_option( 'timezone_string', 'Europe/Paris' );
		$this->freeze_time( $now );
		$this->assertSame( $expected, $this->evaluate_row( self::row( 'date_time', $rule, $operator, $value ) ) );
	}

	public function test_date_time_uses_the_site_timezone(): void {
		update_option( 'timezone_string', 'Europe/Paris' );
		// 13:30 UTC is 14:30 in Paris.
		$this->freeze_time( '2025-03-05 13:30', 'UTC' );
		$this->assertTrue( $this->evaluate_row( self::row( 'date_time', 'current_time', 'after', '14:00' ) ) );
		$this->assertTrue( $this->evaluate_row( self::row( 'date_time', 'current_date', 'after', '2025-03-05T14:00' ) ) );
		// 23:30 UTC on Sunday is 00:30 on Monday in Paris.
		$this->freeze_time( '2025-03-09 23:30', 'UTC' );
		$this->assertTrue( $this->evaluate_row( self::row( 'date_time', 'day_of_week', 'is', '1' ) ) );
	}

	/**
	 * User agent, rule, operator, expected.
	 *
	 * @return array<string, array{string, string, string, bool}>
	 */
	public function device_cases(): array {
		$iphone  = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
		$ipad    = 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1';
		$phone   = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
		$tablet  = 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
		$desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
		return array(
			'iPhone is mobile'              => array( $iphone, 'mobile', 'is', true ),
			'iPhone is iOS'                 => array( $iphone, 'ios', 'is', true ),
			'iPhone is not a tablet'        => array( $iphone, 'tablet', 'is', false ),
			'iPhone is not a desktop'       => array( $iphone, 'desktop', 'is', false ),
			'iPad is a tablet'              => array( $ipad, 'tablet', 'is', true ),
			'iPad is not mobile'            => array( $ipad, 'mobile', 'is', false ),
			'iPad is iOS'                   => array( $ipad, 'ios', 'is', true ),
			'Android phone is mobile'       => array( $phone, 'mobile', 'is', true ),
			'Android phone is Android'      => array( $phone, 'android', 'is', true ),
			'Android phone is not iOS'      => array( $phone, 'ios', 'is', false ),
			'Android tablet is a tablet'    => array( $tablet, 'tablet', 'is', true ),
			'Android tablet is not mobile'  => array( $tablet, 'mobile', 'is', false ),
			'desktop browser is desktop'    => array( $desktop, 'desktop', 'is', true ),
			'desktop browser is_not mobile' => array( $desktop, 'mobile', 'is_not', true ),
			'no user agent is desktop'      => array( '', 'desktop', 'is', true ),
			'unknown device rule'           => array( $desktop, 'watch', 'is', false ),
		);
	}

	/**
	 * One case of the table.
	 *
	 * @dataProvider device_cases
	 */
	public function test_device( string $agent, string $rule, string $operator, bool $expected ): void {
		$_SERVER['HTTP_USER_AGENT'] = $agent;
		$this->assertSame( $expected, $this->evaluate_row( self::row( 'device', $rule, $operator ) ) );
	}

	public function test_device_detection_is_filterable(): void {
		$_SERVER['HTTP_USER_AGENT'] = 'Mozilla/5.0 (X11; Linux x86_64) Filterable/1.0';
		add_filter(
			'gblocks_pro_device_detection',
			static fn( array $devices ): array => array_merge(
				$devices,
				array(
					'tablet'  => true,
					'desktop' => false,
				)
			)
		);
		$this->assertTrue( $this->evaluate_row( self::row( 'device', 'tablet', 'is' ) ) );
		$this->assertFalse( $this->evaluate_row( self::row( 'device', 'desktop', 'is' ) ) );
	}

	/**
	 * Operator, value, expected against ?utm_source=newsletter&empty=&n=15 (same for cookies).
	 *
	 * @return array<string, array{string, string, bool}>
	 */
	public function keyed_value_cases(): array {
		return array(
			'exists'                         => array( 'exists', 'utm_source|', true ),
			'exists, absent'                 => array( 'exists', 'ref|', false ),
			'not_exists, absent'             => array( 'not_exists', 'ref|', true ),
			'not_exists, present'            => array( 'not_exists', 'utm_source|', false ),
			'has_value'                      => array( 'has_value', 'utm_source|', true ),
			'has_value, empty'               => array( 'has_value', 'empty|', false ),
			'no_value, empty'                => array( 'no_value', 'empty|', true ),
			'no_value, absent'               => array( 'no_value', 'ref|', true ),
			'exists, empty'                  => array( 'exists', 'empty|', true ),
			'equals'                         => array( 'equals', 'utm_source|newsletter', true ),
			'equals is exact'                => array( 'equals', 'utm_source|Newsletter', false ),
			'contains'                       => array( 'contains', 'utm_source|news', true ),
			'contains is case-sensitive'     => array( 'contains', 'utm_source|NEWS', false ),
			'not_contains'                   => array( 'not_contains', 'utm_source|xyz', true ),
			'not_contains, contained'        => array( 'not_contains', 'utm_source|letter', false ),
			'starts_with'                    => array( 'starts_with', 'utm_source|news', true ),
			'starts_with, no'                => array( 'starts_with', 'utm_source|letter', false ),
			'ends_with'                      => array( 'ends_with', 'utm_source|letter', true ),
			'comparison may hold a bar'      => array( 'equals', 'pipe|a|b', true ),
			'no name'                        => array( 'exists', '|x', false ),
			'operator the type does not use' => array( 'greater_than', 'n|5', false ),
		);
	}

	/**
	 * One case of the table.
	 *
	 * @dataProvider keyed_value_cases
	 */
	public function test_query_arg( string $operator, string $value, bool $expected ): void {
		$_GET = array(
			'utm_source' => 'newsletter',
			'empty'      => '',
			'pipe'       => 'a|b',
			'n'          => '15',
		);
		$this->assertSame( $expected, $this->evaluate_row( self::row( 'query_arg', 'custom', $operator, $value ) ) );
	}

	/**
	 * One case of the table.
	 *
	 * @dataProvider keyed_value_cases
	 */
	public function test_cookie( string $operator, string $value, bool $expected ): void {
		$_COOKIE = array(
			'utm_source' => 'newsletter',
			'empty'      => '',
			'pipe'       => 'a|b',
			'n'          => '15',
		);
		$this->assertSame( $expected, $this->evaluate_row( self::row( 'cookie', 'custom', $operator, $value ) ) );
	}

	/**
	 * Referrer, rule, operator, value, expected.
	 *
	 * @return array<string, array{string, string, string, string, bool}>
	 */
	public function referrer_cases(): array {
		$google = 'https://www.google.com/search?q=gblocks';
		return array(
			'direct visit'            => array( '', 'direct', 'is', '', true ),
			'direct, with a referrer' => array( $google, 'direct', 'is', '', false ),
			'direct is_not'           => array( $google, 'direct', 'is_not', '', true ),
			'contains'                => array( $google, 'custom', 'contains', 'google.com', true ),
			'contains, direct visit'  => array( '', 'custom', 'contains', 'google.com', false ),
			'not_contains'            => array( $google, 'custom', 'not_contains', 'bing.com', true ),
			'starts_with'             => array( $google, 'custom', 'starts_with', 'https://www.google', true ),
			'ends_with'               => array( $google, 'custom', 'ends_with', 'q=gblocks', true ),
			'equals'                  => array( $google, 'custom', 'equals', $google, true ),
			'equals, other'           => array( $google, 'custom', 'equals', 'https://www.google.com/', false ),
			'has_value'               => array( $google, 'custom', 'has_value', '', true ),
			'no_value'                => array( '', 'custom', 'no_value', '', true ),
		);
	}

	/**
	 * One case of the table.
	 *
	 * @dataProvider referrer_cases
	 */
	public function test_referrer( string $referrer, string $rule, string $operator, string $value, bool $expected ): void {
		if ( '' !== $referrer ) {
			$_SERVER['HTTP_REFERER'] = $referrer;
		}
		$this->assertSame( $expected, $this->evaluate_row( self::row( 'referrer', $rule, $operator, $value ) ) );
	}

	/**
	 * Rule, operator, value, expected against the context post's meta.
	 *
	 * @return array<string, array{string, string, string, bool}>
	 */
	public function meta_cases(): array {
		return array(
			'exists'                                => array( 'custom', 'exists', 'price|', true ),
			'not_exists'                            => array( 'custom', 'not_exists', 'missing|', true ),
			'not_exists, present'                   => array( 'custom', 'not_exists', 'price|', false ),
			'exists with an empty value'            => array( 'custom', 'exists', 'blank|', true ),
			'has_value, empty'                      => array( 'custom', 'has_value', 'blank|', false ),
			'has_value'                             => array( 'custom', 'has_value', 'color|', true ),
			'no_value, empty'                       => array( 'custom', 'no_value', 'blank|', true ),
			'equals'                                => array( 'custom', 'equals', 'color|red', true ),
			'equals is exact'                       => array( 'custom', 'equals', 'color|Red', false ),
			'contains'                              => array( 'custom', 'contains', 'color|re', true ),
			'contains is case-sensitive'            => array( 'custom', 'contains', 'color|RE', false ),
			'not_contains'                          => array( 'custom', 'not_contains', 'color|blu', true ),
			'greater_than is numeric (15 > 9)'      => array( 'custom', 'greater_than', 'price|9', true ),
			'greater_than, smaller'                 => array( 'custom', 'greater_than', 'price|100', false ),
			'less_than'                             => array( 'custom', 'less_than', 'price|100', true ),
			'greater_than, text stored'             => array( 'custom', 'greater_than', 'color|1', false ),
			'greater_than, text compared'           => array( 'custom', 'greater_than', 'price|abc', false ),
			'less_than, decimal'                    => array( 'custom', 'less_than', 'price|15.5', true ),
			'includes_any over several rows'        => array( 'custom', 'includes_any', 'tags|["b","c"]', true ),
			'includes_all over several rows'        => array( 'custom', 'includes_all', 'tags|["a","b"]', true ),
			'includes_all, comma list, one missing' => array( 'custom', 'includes_all', 'tags|a,c', false ),
			'excludes_any'                          => array( 'custom', 'excludes_any', 'tags|["c"]', true ),
			'excludes_any, one present'             => array( 'custom', 'excludes_any', 'tags|["a","c"]', false ),
			'excludes_all'                          => array( 'custom', 'excludes_all', 'tags|["a","c"]', true ),
			'excludes_all, all present'             => array( 'custom', 'excludes_all', 'tags|["a","b"]', false ),
			'includes_any in a stored array'        => array( 'custom', 'includes_any', 'list|["y"]', true ),
			'equals an item of a stored array'      => array( 'custom', 'equals', 'list|x', true ),
			'featured image exists'                 => array( '_thumbnail_id', 'exists', '', true ),
			'page template equals'                  => array( '_wp_page_template', 'equals', 'wide.php', true ),
			'page template not_contains'            => array( '_wp_page_template', 'not_contains', 'narrow', true ),
			'unknown fixed key'                     => array( '_edit_lock', 'exists', '', false ),
		);
	}

	/**
	 * Creates the post whose meta meta_cases() reads.
	 */
	private function meta_post(): int {
		$post = $this->create_post();
		add_post_meta( $post, 'price', '15' );
		add_post_meta( $post, 'color', 'red' );
		add_post_meta( $post, 'blank', '' );
		add_post_meta( $post, 'tags', 'a' );
		add_post_meta( $post, 'tags', 'b' );
		add_post_meta( $post, 'list', array( 'x', 'y' ) );
		add_post_meta( $post, '_thumbnail_id', '42' );
		add_post_meta( $post, '_wp_page_template', 'wide.php' );
		return $post;
	}

	/**
	 * One case of the table.
	 *
	 * @dataProvider meta_cases
	 */
	public function test_post_meta( string $rule, string $operator, string $value, bool $expected ): void {
		$post = $this->meta_post();
		$this->assertSame( $expected, $this->evaluate_row( self::row( 'post_meta', $rule, $operator, $value ), $post ) );
	}

	public function test_post_meta_is_false_without_a_context_post(): void {
		$this->assertFalse( $this->evaluate_row( self::row( 'post_meta', 'custom', 'not_exists', 'anything|' ), 0 ) );
	}

	public function test_user_meta_reads_the_current_user(): void {
		$user = $this->create_user( 'subscriber', array( 'first_name' => 'Ada' ) );
		add_user_meta( $user, 'level', '5' );
		$this->assertFalse( $this->evaluate_row( self::row( 'user_meta', 'first_name', 'equals', 'Ada' ) ), 'Logged out: false.' );
		$this->assertFalse( $this->evaluate_row( self::row( 'user_meta', 'custom', 'not_exists', 'level|' ) ), 'Logged out: false even for not_exists.' );
		wp_set_current_user( $user );
		$this->assertTrue( $this->evaluate_row( self::row( 'user_meta', 'first_name', 'equals', 'Ada' ) ) );
		$this->assertTrue( $this->evaluate_row( self::row( 'user_meta', 'custom', 'greater_than', 'level|4' ) ) );
		$this->assertTrue( $this->evaluate_row( self::row( 'user_meta', 'custom', 'not_exists', 'vip|' ) ) );
		$this->assertFalse( $this->evaluate_row( self::row( 'user_meta', 'last_name', 'has_value', '' ) ) );
	}

	/**
	 * Locale, rule, operator, value, expected.
	 *
	 * @return array<string, array{string, string, string, string, bool}>
	 */
	public function language_cases(): array {
		return array(
			'locale is'                    => array( 'en_US', 'locale', 'is', 'en_US', true ),
			'locale is, any case and dash' => array( 'en_US', 'locale', 'is', 'en-us', true ),
			'locale is, other'             => array( 'en_US', 'locale', 'is', 'fr_FR', false ),
			'locale is_not'                => array( 'en_US', 'locale', 'is_not', 'fr_FR', true ),
			'language is'                  => array( 'fr_FR', 'language', 'is', 'fr', true ),
			'language is, other'           => array( 'fr_FR', 'language', 'is', 'en', false ),
			'language is_not'              => array( 'fr_FR', 'language', 'is_not', 'de', true ),
			'rtl is false in English'      => array( 'en_US', 'rtl', 'is', '', false ),
			'rtl is_not in English'        => array( 'en_US', 'rtl', 'is_not', '', true ),
			'empty locale value'           => array( 'en_US', 'locale', 'is', '', false ),
		);
	}

	/**
	 * One case of the table.
	 *
	 * @dataProvider language_cases
	 */
	public function test_language( string $locale, string $rule, string $operator, string $value, bool $expected ): void {
		add_filter( 'locale', static fn() => $locale );
		$this->assertSame( $expected, $this->evaluate_row( self::row( 'language', $rule, $operator, $value ) ) );
	}

	/**
	 * Rule, operator, value, expected.
	 *
	 * @return array<string, array{string, string, string, bool}>
	 */
	public function options_cases(): array {
		return array(
			'site title equals'                => array( 'blogname', 'equals', 'GB Site', true ),
			'site title contains'              => array( 'blogname', 'contains', 'Site', true ),
			'tagline no_value'                 => array( 'blogdescription', 'no_value', '', true ),
			'custom option equals'             => array( 'custom', 'equals', 'posts_per_page|7', true ),
			'custom option greater_than'       => array( 'custom', 'greater_than', 'posts_per_page|5', true ),
			'custom option less_than'          => array( 'custom', 'less_than', 'posts_per_page|5', false ),
			'custom option not_exists'         => array( 'custom', 'not_exists', 'gblocks_nothing_here|', true ),
			'custom option exists'             => array( 'custom', 'exists', 'posts_per_page|', true ),
			'secret option is never read'      => array( 'custom', 'exists', 'gblocks_api_key|', false ),
			'secret core option is never read' => array( 'custom', 'exists', 'mailserver_pass|', false ),
			'a salt is never read'             => array( 'custom', 'exists', 'auth_salt|', false ),
			'rule not in the allow-list'       => array( 'siteurl', 'exists', '', false ),
		);
	}

	/**
	 * One case of the table.
	 *
	 * @dataProvider options_cases
	 */
	public function test_options( string $rule, string $operator, string $value, bool $expected ): void {
		update_option( 'blogname', 'GB Site' );
		update_option( 'blogdescription', '' );
		update_option( 'posts_per_page', 7 );
		update_option( 'gblocks_api_key', 'secret' );
		update_option( 'auth_salt', 'secret' );
		$this->assertSame( $expected, $this->evaluate_row( self::row( 'options', $rule, $operator, $value ) ) );
	}

	/**
	 * Rule, operator, value, expected for a post by Jane Writer (twitter meta @jane).
	 *
	 * @return array<string, array{string, string, string, bool}>
	 */
	public function author_cases(): array {
		return array(
			'author is'                  => array( 'author_id', 'is', '{U}', true ),
			'author is, other'           => array( 'author_id', 'is', '{Other}', false ),
			'author is_not'              => array( 'author_id', 'is_not', '{Other}', true ),
			'author includes_any'        => array( 'author_id', 'includes_any', '["{Other}","{U}"]', true ),
			'author excludes_any'        => array( 'author_id', 'excludes_any', '["{U}"]', false ),
			'author excludes_any, other' => array( 'author_id', 'excludes_any', '["{Other}"]', true ),
			'author without ids'         => array( 'author_id', 'is', '', false ),
			'name equals'                => array( 'author_name', 'equals', 'Jane Writer', true ),
			'name contains'              => array( 'author_name', 'contains', 'Jane', true ),
			'name not_contains'          => array( 'author_name', 'not_contains', 'Bob', true ),
			'name exists'                => array( 'author_name', 'exists', '', true ),
			'name not_exists'            => array( 'author_name', 'not_exists', '', false ),
			'meta equals'                => array( 'author_meta', 'equals', 'twitter|@jane', true ),
			'meta exists'                => array( 'author_meta', 'exists', 'twitter|', true ),
			'meta not_exists'            => array( 'author_meta', 'not_exists', 'mastodon|', true ),
			'meta contains'              => array( 'author_meta', 'contains', 'twitter|jan', true ),
			'meta without a key'         => array( 'author_meta', 'exists', '|x', false ),
		);
	}

	/**
	 * One case of the table.
	 *
	 * @dataProvider author_cases
	 */
	public function test_author( string $rule, string $operator, string $value, bool $expected ): void {
		$this->ids['U']     = $this->create_user( 'author', array( 'display_name' => 'Jane Writer' ) );
		$this->ids['Other'] = $this->create_user( 'author' );
		add_user_meta( $this->ids['U'], 'twitter', '@jane' );
		$post = $this->create_post( array( 'post_author' => $this->ids['U'] ) );
		$this->go_to( array( 'page_id' => $this->create_post( array( 'post_type' => 'page' ) ) ) );
		$this->assertSame( $expected, $this->evaluate_row( self::row( 'author', $rule, $operator, $this->fill( $value ) ), $post ) );
	}

	public function test_author_is_false_without_a_context_post(): void {
		$this->assertFalse( $this->evaluate_row( self::row( 'author', 'author_id', 'is_not', '1' ), 0 ) );
	}
}
