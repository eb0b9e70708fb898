<?php
/**
 * Collection of batches: signature, validation, replay, rate limit, bots and prefetch.
 *
 * @package GBlocks_Pro
 * @group database
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Insights\Collect;

use GBlocks_Pro\Insights\Collect\Collector;
use GBlocks_Pro\Insights\Collect\Page_Identity;
use GBlocks_Pro\Insights\Storage\Schema;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Collector::handle() in-process (the endpoint's own HTTP round trip is in Endpoint_Http_Test), and the
 * REST route over the same collection.
 *
 * @group database
 */
final class Collector_Test extends Test_Case {

	private const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

	/**
	 * A published overlay the page printed.
	 *
	 * @var int
	 */
	private int $overlay = 0;

	/**
	 * A second one.
	 *
	 * @var int
	 */
	private int $other = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->overlay = $this->create_post( array( 'post_type' => 'gblocks_overlay' ) );
		$this->other   = $this->create_post( array( 'post_type' => 'gblocks_overlay' ) );
	}

	/**
	 * A signed batch of this page (events default: a view and an escape close of the first overlay).
	 *
	 * @param array<string, mixed> $change Fields to replace.
	 * @return array<string, mixed>
	 */
	private function batch( array $change = array() ): array {
		$ids = array( $this->overlay, $this->other );
		return array_merge(
			array(
				'v' => 1,
				'b' => substr( md5( uniqid( '', true ) ), 0, 16 ),
				'p' => '/landing/',
				'o' => $ids,
				's' => Page_Identity::sign( 1, '/landing/', $ids ),
				'd' => 'mobile',
				'e' => array( array( 'view', $this->overlay ), array( 'close', $this->overlay, 'escape' ) ),
			),
			$change
		);
	}

	/**
	 * Sends a batch as the endpoint would.
	 *
	 * @param array<string, mixed>|string $batch  The batch or a raw body.
	 * @param array<string, mixed>        $server Server values to add.
	 * @return array{status: int, code: string, message: string}
	 */
	private function send( $batch, array $server = array() ): array {
		$body = is_string( $batch ) ? $batch : (string) wp_json_encode( $batch );
		return Collector::handle(
			'POST',
			$body,
			$server + array(
				'HTTP_USER_AGENT' => self::AGENT,
				'REMOTE_ADDR'     => '203.0.113.9',
			)
		);
	}

	private static function buffered(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM `' . Schema::events_table() . '`' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- Our table.
	}

	private static function dropped(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT SUM(dropped) FROM `' . Schema::rollups_table() . '` WHERE overlay_id = 0' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- Our table.
	}

	public function test_a_signed_batch_is_counted_with_its_page_and_device(): void {
		global $wpdb;
		$before = self::buffered();
		$this->assertSame( 204, $this->send( $this->batch() )['status'] );
		$this->assertSame( $before + 2, self::buffered() );
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT kind, reason, device, page FROM `' . Schema::events_table() . '` WHERE overlay_id = %d ORDER BY id', $this->overlay ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- Our table.
		$this->assertSame(
			array(
				array(
					'kind'   => '1',
					'reason' => '0',
					'device' => '3',
					'page'   => '/landing/',
				),
				array(
					'kind'   => '2',
					'reason' => '2',
					'device' => '3',
					'page'   => '/landing/',
				),
			),
			$rows
		);
	}

	/**
	 * Forgeries of the page identity.
	 *
	 * @return array<string, array{0: callable(self): array<string, mixed>}>
	 */
	public static function forged(): array {
		return array(
			'forged signature'            => array( static fn( self $t ): array => array( 's' => str_repeat( 'ab', 32 ) ) ),
			'other path'                  => array( static fn( self $t ): array => array( 'p' => '/other/' ) ),
			'other ids'                   => array( static fn( self $t ): array => array( 'o' => array( $t->overlay ) ) ),
			'ids not ascending'           => array( static fn( self $t ): array => array( 'o' => array( $t->other, $t->overlay ) ) ),
			'signature of another secret' => array( static fn( self $t ): array => array( 's' => hash_hmac( 'sha256', '1|/landing/|' . $t->overlay . ',' . $t->other, str_repeat( '0', 64 ) ) ) ),
		);
	}

	/**
	 * A forgery is refused.
	 *
	 * @dataProvider forged
	 * @param callable $change The forgery.
	 */
	public function test_a_forged_page_identity_is_refused_with_403_and_counts_nothing( callable $change ): void {
		$before = self::buffered();
		$answer = $this->send( $this->batch( $change( $this ) ) );
		$this->assertSame( 403, $answer['status'], $answer['message'] );
		$this->assertSame( $before, self::buffered() );
	}

	public function test_an_event_for_an_overlay_the_page_did_not_print_is_refused_with_403(): void {
		$third  = $this->create_post( array( 'post_type' => 'gblocks_overlay' ) );
		$answer = $this->send( $this->batch( array( 'e' => array( array( 'view', $this->overlay ), array( 'view', $third ) ) ) ) );
		$this->assertSame( 403, $answer['status'] );
		$this->assertStringContainsString( 'e[1]', $answer['message'] );
	}

	public function test_an_overlay_that_is_not_published_is_refused_with_403(): void {
		wp_update_post(
			array(
				'ID'          => $this->overlay,
				'post_status' => 'draft',
			)
		);
		$answer = $this->send( $this->batch() );
		$this->assertSame( 403, $answer['status'] );
		$this->assertStringContainsString( (string) $this->overlay, $answer['message'] );
		$post  = $this->create_post();
		$ids   = array( $post );
		$batch = $this->batch(
			array(
				'o' => $ids,
				's' => Page_Identity::sign( 1, '/landing/', $ids ),
				'e' => array(
					array(
						'view',
						$post,
					),
				),
			)
		);
		$this->assertSame( 403, $this->send( $batch )['status'], 'A post that is not an overlay.' );
	}

	/**
	 * Malformed batches and the field each answer names.
	 *
	 * @return array<string, array{0: array<string, mixed>|string, 1: string}>
	 */
	public static function malformed(): array {
		return array(
			'not JSON'               => array( 'v=1&b=2', 'JSON object' ),
			'a JSON list'            => array( '[1,2]', 'JSON object' ),
			'a JSON string'          => array( '"batch"', 'JSON object' ),
			'too deep'               => array( '{"v":1,"e":[[["view",[1]]]]}', 'JSON object' ),
			'version'                => array( array( 'v' => 2 ), 'v' ),
			'version as text'        => array( array( 'v' => '1' ), 'v' ),
			'batch id short'         => array( array( 'b' => 'abc' ), 'b' ),
			'batch id symbols'       => array( array( 'b' => 'abcdefgh-jklmnop' ), 'b' ),
			'path relative'          => array( array( 'p' => 'landing/' ), 'p' ),
			'path with a query'      => array( array( 'p' => '/landing/?x=1' ), 'p' ),
			'path too long'          => array( array( 'p' => '/' . str_repeat( 'a', 300 ) ), 'p' ),
			'ids not a list'         => array( array( 'o' => array( 'a' => 1 ) ), 'o' ),
			'ids empty'              => array( array( 'o' => array() ), 'o' ),
			'ids as text'            => array( array( 'o' => array( '12' ) ), 'o' ),
			'signature short'        => array( array( 's' => 'abc' ), 's' ),
			'signature upper-case'   => array( array( 's' => str_repeat( 'AB', 32 ) ), 's' ),
			'device unknown'         => array( array( 'd' => 'watch' ), 'd' ),
			'events missing'         => array( array( 'e' => null ), 'e' ),
			'events empty'           => array( array( 'e' => array() ), 'e' ),
			'event kind unknown'     => array( array( 'e' => array( array( 'hover', 1 ) ) ), 'e[0]' ),
			'event id as text'       => array( array( 'e' => array( array( 'view', '1' ) ) ), 'e[0]' ),
			'close without a reason' => array( array( 'e' => array( array( 'view', 1 ), array( 'close', 1 ) ) ), 'e[1]' ),
			'close reason unknown'   => array( array( 'e' => array( array( 'close', 1, 'swipe' ) ) ), 'e[0]' ),
			'view with a reason'     => array( array( 'e' => array( array( 'view', 1, 'escape' ) ) ), 'e[0]' ),
			'event an object'        => array( array( 'e' => array( array( 'kind' => 'view' ) ) ), 'e[0]' ),
		);
	}

	/**
	 * A malformed batch is refused.
	 *
	 * @dataProvider malformed
	 * @param array<string, mixed>|string $change A raw body or the fields to replace.
	 * @param string                      $field  The field the answer names.
	 */
	public function test_a_malformed_batch_is_refused_with_400_naming_the_field( $change, string $field ): void {
		$before = self::buffered();
		$batch  = is_string( $change ) ? $change : array_filter( $this->batch( $change ), static fn( $value ): bool => null !== $value );
		$answer = $this->send( $batch );
		$this->assertSame( 400, $answer['status'], $answer['message'] );
		$this->assertStringContainsString( $field, $answer['message'] );
		$this->assertSame( $before, self::buffered() );
	}

	public function test_a_second_conversion_for_one_overlay_in_a_batch_is_refused(): void {
		$answer = $this->send( $this->batch( array( 'e' => array( array( 'conversion', $this->overlay ), array( 'conversion', $this->other ), array( 'conversion', $this->overlay ) ) ) ) );
		$this->assertSame( 400, $answer['status'] );
		$this->assertStringContainsString( 'e[2]', $answer['message'] );
	}

	public function test_a_batch_over_the_limits_is_refused_with_413(): void {
		$before = self::buffered();
		$many   = array_fill( 0, 51, array( 'view', $this->overlay ) );
		$this->assertSame( 413, $this->send( $this->batch( array( 'e' => $many ) ) )['status'] );
		$this->assertSame( 413, $this->send( str_repeat( ' ', 8193 ) )['status'] );
		$this->assertSame( 413, $this->send( $this->batch(), array( 'CONTENT_LENGTH' => '9000' ) )['status'] );
		$this->assertSame( 204, $this->send( $this->batch( array( 'e' => array_fill( 0, 50, array( 'view', $this->overlay ) ) ) ) )['status'] );
		$this->assertSame( $before + 50, self::buffered() );
	}

	public function test_a_get_is_refused_with_405(): void {
		$this->assertSame( 405, Collector::handle( 'GET', (string) wp_json_encode( $this->batch() ), array( 'HTTP_USER_AGENT' => self::AGENT ) )['status'] );
	}

	public function test_a_replayed_batch_id_is_refused_with_409_and_counted_once(): void {
		$before = self::buffered();
		$batch  = $this->batch();
		$this->assertSame( 204, $this->send( $batch )['status'] );
		$answer = $this->send( $batch );
		$this->assertSame( 409, $answer['status'] );
		$this->assertStringContainsString( 'b', $answer['message'] );
		$this->assertSame( $before + 2, self::buffered() );
	}

	public function test_a_batch_id_another_process_recorded_meanwhile_is_refused(): void {
		$batch = $this->batch();
		// This process has looked the id up (a miss, which it remembers) when another worker or server
		// accepts the same batch and records its id.
		get_transient( 'gblocks_pro_insights_batch_' . $batch['b'] );
		global $wpdb;
		$wpdb->insert(
			$wpdb->options,
			array(
				'option_name'  => '_transient_gblocks_pro_insights_batch_' . $batch['b'],
				'option_value' => '1',
				'autoload'     => 'off',
			)
		);
		$before = self::buffered();
		$this->assertSame( 409, $this->send( $batch )['status'] );
		$this->assertSame( $before, self::buffered() );
	}

	public function test_a_refused_batch_does_not_burn_its_id(): void {
		$batch = $this->batch();
		$this->assertSame( 403, $this->send( array( 's' => str_repeat( 'cd', 32 ) ) + $batch )['status'] );
		$this->assertSame( 204, $this->send( $batch )['status'] );
	}

	public function test_events_over_the_rate_limit_are_dropped_and_counted_as_dropped(): void {
		add_filter( 'gblocks_pro_insights_rate_limit', static fn(): int => 3 );
		$buffered = self::buffered();
		$dropped  = self::dropped();
		$this->assertSame( 204, $this->send( $this->batch() )['status'] );
		$this->assertSame( 204, $this->send( $this->batch() )['status'], 'Over the limit is still a 204.' );
		$this->assertSame( $buffered + 3, self::buffered() );
		$this->assertSame( $dropped + 1, self::dropped() );
		// Another visitor (another address) has an allowance of its own.
		$this->assertSame( 204, $this->send( $this->batch(), array( 'REMOTE_ADDR' => '198.51.100.4' ) )['status'] );
		$this->assertSame( $buffered + 5, self::buffered() );
		$this->assertSame( $dropped + 1, self::dropped() );
	}

	public function test_a_counted_batch_reads_no_post_or_meta_and_keeps_its_rate_count_in_one_row(): void {
		global $wpdb;
		if ( wp_using_ext_object_cache() ) {
			$this->markTestSkipped( 'With a persistent object cache the counter is a cache entry.' );
		}
		$this->assertSame( 204, $this->send( $this->batch() )['status'] );
		$before     = $wpdb->num_queries;
		$translated = 0;
		add_filter(
			'query',
			static function ( string $query ) use ( &$translated ): string {
				++$translated;
				return $query;
			}
		);
		$this->assertSame( 204, $this->send( $this->batch() )['status'] );
		// The batch id and its expiry, the counter's upsert and read (on SQLite one statement that
		// returns the sum), the events: nothing else (the overlays' state is the autoloaded goals
		// option; the counter is no transient).
		$native = \GBlocks_Pro\Insights\Storage\Native_Sqlite::available();
		$this->assertSame( $native ? 4 : 5, $wpdb->num_queries - $before );
		$this->assertSame( $native ? 0 : 5, $translated, 'On SQLite every statement is in its own SQL, none goes through the MySQL translation.' );
		$like = $wpdb->esc_like( '_transient_gblocks_pro_insights_rate_' ) . '%';
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s", $like ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$key = \GBlocks_Pro\Insights\Collect\Rate_Limit::key( '203.0.113.9', self::AGENT );
		$sum = (int) $wpdb->get_var( $wpdb->prepare( "SELECT SUM(option_value) FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( \GBlocks_Pro\Insights\Collect\Rate_Limit::ROW_PREFIX ) . '%' . $wpdb->esc_like( '_' . $key ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->assertSame( 4, $sum, 'Two batches of two events, under this visitor\'s key.' );
	}

	public function test_a_published_overlay_missing_from_a_stale_goals_option_is_still_counted(): void {
		// The option as a request that read the overlays before the second one was published wrote it.
		\GBlocks_Pro\Insights\Goals::rebuild();
		$stale = get_option( \GBlocks_Pro\Insights\Goals::OPTION );
		unset( $stale['value']['overlays'][ $this->other ] );
		update_option( \GBlocks_Pro\Insights\Goals::OPTION, $stale, true );
		$buffered = self::buffered();
		$answer   = $this->send( $this->batch( array( 'e' => array( array( 'view', $this->other ) ) ) ) );
		$this->assertSame( 204, $answer['status'] );
		$this->assertSame( $buffered + 1, self::buffered() );
	}

	public function test_the_minutely_flush_forgets_the_rate_counts_of_past_minutes(): void {
		global $wpdb;
		$minute = intdiv( time(), MINUTE_IN_SECONDS );
		$prefix = \GBlocks_Pro\Insights\Collect\Rate_Limit::ROW_PREFIX;
		foreach ( array( $minute - 90, $minute - 2, $minute - 1, $minute ) as $at ) {
			$wpdb->insert(
				$wpdb->options,
				array(
					'option_name'  => $prefix . $at . '_' . str_repeat( 'a', 32 ),
					'option_value' => '7',
					'autoload'     => 'off',
				)
			); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		}
		\GBlocks_Pro\Insights\Collect\Rate_Limit::salt();
		\GBlocks_Pro\Insights\Storage\Cron::flush();
		$left = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s ORDER BY option_name", $wpdb->esc_like( $prefix ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->assertSame( array( $prefix . ( $minute - 1 ) . '_' . str_repeat( 'a', 32 ), $prefix . $minute . '_' . str_repeat( 'a', 32 ) ), $left );
		$this->assertIsArray( get_option( \GBlocks_Pro\Insights\Collect\Rate_Limit::SALT_OPTION ), 'The salt is not a counter.' );
	}

	public function test_the_rate_limit_key_is_a_salted_hash_that_changes_with_the_day(): void {
		$key = \GBlocks_Pro\Insights\Collect\Rate_Limit::key( '203.0.113.9', self::AGENT );
		$this->assertStringNotContainsString( '203.0.113.9', $key );
		$this->assertNotSame( hash( 'sha256', '203.0.113.9|' . self::AGENT ), $key );
		update_option(
			\GBlocks_Pro\Insights\Collect\Rate_Limit::SALT_OPTION,
			array(
				'day'  => '2000-01-01',
				'salt' => 'old',
			)
		);
		$this->assertNotSame( substr( hash_hmac( 'sha256', '203.0.113.9|' . self::AGENT, 'old' ), 0, 32 ), \GBlocks_Pro\Insights\Collect\Rate_Limit::key( '203.0.113.9', self::AGENT ) );
		$this->assertNotSame( 'old', get_option( \GBlocks_Pro\Insights\Collect\Rate_Limit::SALT_OPTION )['salt'], 'Yesterday\'s salt is replaced, not kept.' );
	}

	/**
	 * Requests that are not visitors.
	 *
	 * @return array<string, array{0: array<string, string>}>
	 */
	public static function not_visitors(): array {
		return array(
			'a crawler'          => array( array( 'HTTP_USER_AGENT' => 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' ) ),
			'a headless browser' => array( array( 'HTTP_USER_AGENT' => 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/120.0 Safari/537.36' ) ),
			'curl'               => array( array( 'HTTP_USER_AGENT' => 'curl/8.4.0' ) ),
			'no user agent'      => array( array( 'HTTP_USER_AGENT' => '' ) ),
			'Sec-Purpose'        => array( array( 'HTTP_SEC_PURPOSE' => 'prefetch;prerender' ) ),
			'Purpose'            => array( array( 'HTTP_PURPOSE' => 'prefetch' ) ),
		);
	}

	/**
	 * Not counted.
	 *
	 * @dataProvider not_visitors
	 * @param array<string, string> $server The request's headers.
	 */
	public function test_bots_and_prefetches_get_204_and_count_nothing( array $server ): void {
		$before = self::buffered();
		$this->assertSame( 204, $this->send( $this->batch(), $server )['status'] );
		$this->assertSame( $before, self::buffered() );
	}

	public function test_nothing_is_counted_when_counting_is_off_for_the_site_or_the_overlay(): void {
		$before = self::buffered();
		update_option( 'gblocks_pro_insights', 0 );
		$this->assertSame( 204, $this->send( $this->batch() )['status'] );
		$this->assertSame( $before, self::buffered() );
		update_option( 'gblocks_pro_insights', true );
		update_post_meta( $this->overlay, '_gb_overlay_insights_enabled', false );
		$this->assertSame( 204, $this->send( $this->batch( array( 'e' => array( array( 'view', $this->overlay ), array( 'view', $this->other ) ) ) ) )['status'] );
		$this->assertSame( $before + 1, self::buffered() );
	}

	public function test_no_input_raises_a_php_notice(): void {
		$inputs = array( '', 'null', '{}', '{"v":1,"b":null,"p":[],"o":{"x":{}},"s":1,"d":[],"e":"x"}', '{"v":1.0}', '{"e":[null,1,"a",{}]}', "\xff\xfe", '{"v":1,"b":"abcdefghijklmnop","p":"/\u0000/","o":[1],"s":"' . str_repeat( 'a', 64 ) . '","d":"desktop","e":[["view",1e40]]}', str_repeat( '[', 5000 ) );
		foreach ( $inputs as $input ) {
			$answer = $this->send( $input );
			$this->assertSame( 400, $answer['status'], 'Input: ' . $input );
		}
	}

	public function test_the_rest_route_collects_a_batch_and_refuses_a_forged_one(): void {
		$before  = self::buffered();
		$request = new \WP_REST_Request( 'POST', '/generateblocks-pro/overlays/v1/insights/collect' );
		$request->set_header( 'Content-Type', 'text/plain' );
		$request->set_header( 'User-Agent', self::AGENT );
		$request->set_body( (string) wp_json_encode( $this->batch() ) );
		$this->assertStatus( 204, rest_do_request( $request ) );
		$this->assertSame( $before + 2, self::buffered() );
		$request->set_body( (string) wp_json_encode( $this->batch( array( 'p' => '/elsewhere/' ) ) ) );
		$this->assertStatus( 403, rest_do_request( $request ) );
	}
}
