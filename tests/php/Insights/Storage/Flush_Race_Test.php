<?php
/**
 * Exactly once with real processes: two flushes racing, and a flush killed mid-way.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Insights\Storage;

use GBlocks_Pro\Insights\Storage\Flusher;

/**
 * The flushes run in processes of their own (tests/php/fixtures/insights-flush.php) on the test database,
 * which sees what the test committed (Storage_Test_Case).
 *
 * @group database
 */
final class Flush_Race_Test extends Storage_Test_Case {

	/**
	 * Starts the fixture with arguments.
	 *
	 * @param string[] $args Its arguments.
	 * @return array{0: resource, 1: array<int, resource>}
	 */
	private static function start( array $args ): array {
		$php = array( PHP_BINARY );
		if ( extension_loaded( 'Zend OPcache' ) ) {
			// As the WP-CLI tests do: compiled once into a file cache, each process boots several times faster.
			$cache = dirname( __DIR__, 4 ) . '/artifacts/opcache-cli';
			if ( ! is_dir( $cache ) ) {
				mkdir( $cache, 0700, true );
			}
			$php = array_merge( $php, array( '-d', 'opcache.enable_cli=1', '-d', 'opcache.file_cache=' . $cache, '-d', 'opcache.file_cache_only=1', '-d', 'opcache.validate_timestamps=1' ) );
		}
		$process = proc_open( // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- A flush in a process of its own.
			array_merge( $php, array( dirname( __DIR__, 2 ) . '/fixtures/insights-flush.php' ), $args ),
			array(
				0 => array( 'pipe', 'r' ),
				1 => array( 'pipe', 'w' ),
				2 => array( 'pipe', 'w' ),
			),
			$pipes
		);
		self::assertIsResource( $process );
		fclose( $pipes[0] );
		return array( $process, $pipes );
	}

	/**
	 * Waits for a started fixture: exit code, standard output, standard error.
	 *
	 * @param array{0: resource, 1: array<int, resource>} $started What start() gave.
	 * @return array{0: int, 1: string, 2: string}
	 */
	private static function finish( array $started ): array {
		list( $process, $pipes ) = $started;
		$out                     = (string) stream_get_contents( $pipes[1] );
		$err                     = (string) stream_get_contents( $pipes[2] );
		fclose( $pipes[1] );
		fclose( $pipes[2] );
		$code = proc_close( $process );
		return array( $code, $out, $err );
	}

	public function test_two_flushes_racing_count_every_event_exactly_once(): void {
		$events = array();
		foreach ( array( 11, 12, 13 ) as $overlay ) {
			foreach ( array( '/a/', '/b/', '/c/', '/d/' ) as $page ) {
				foreach ( array( 'desktop', 'mobile' ) as $device ) {
					$events = array_merge( $events, self::views( 25, $overlay, $page, $device ) );
				}
			}
		}
		$this->append( $events ); // 600 events on 24 rollup rows, each upserted by both processes in turn.
		$base    = sys_get_temp_dir() . '/gblocks-insights-race-' . getmypid() . '-' . wp_generate_password( 6, false );
		$files   = array( $base . '-ready-1', $base . '-ready-2', $base . '-start' );
		$started = array();
		try {
			$started[] = self::start( array( 'race', $files[0], $files[2], '30' ) );
			$started[] = self::start( array( 'race', $files[1], $files[2], '30' ) );
			for ( $wait = 0; $wait < 3000 && ! ( file_exists( $files[0] ) && file_exists( $files[1] ) ); $wait++ ) {
				if ( ! proc_get_status( $started[0][0] )['running'] || ! proc_get_status( $started[1][0] )['running'] ) {
					break; // One failed to boot: finish() shows why.
				}
				usleep( 2000 );
			}
			touch( $files[2] );
			$results = array_map( array( self::class, 'finish' ), $started );
		} finally {
			foreach ( $files as $file ) {
				if ( file_exists( $file ) ) {
					unlink( $file );
				}
			}
		}
		$moved = 0;
		$runs  = array();
		foreach ( $results as list( $code, $out, $err ) ) {
			$this->assertSame( 0, $code, $out . $err );
			$result = json_decode( $out, true );
			$this->assertIsArray( $result, $out . $err );
			$moved += $result['moved'];
			$runs[] = $result;
		}
		$this->assertLessThan( min( $runs[0]['ended'], $runs[1]['ended'] ), max( $runs[0]['began'], $runs[1]['began'] ), 'The two processes flushed at the same time.' );
		$this->assertSame( 600, $moved, 'The processes moved 600 events between them.' );
		$this->assertSame( 600, self::total( 'views' ), 'The rollups hold exactly 600: none lost, none doubled.' );
		$this->assertCount( 24, self::rollups() );
		foreach ( self::rollups() as $key => $counters ) {
			$this->assertSame( array( 'views' => 25 ), $counters, $key );
		}
		$this->assertSame( array( 0, 0 ), self::buffered() );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public function steps(): array {
		return array(
			'killed after the claim'                    => array( 'claimed' ),
			'killed between the upsert and the delete' => array( 'upserted' ),
		);
	}

	/**
	 * @dataProvider steps
	 *
	 * @param string $step Where the process dies.
	 */
	public function test_a_flush_killed_mid_way_counts_nothing_and_a_later_one_counts_everything_once( string $step ): void {
		$this->append( self::views( 75 ) );
		list( $code, $out, $err ) = self::finish( self::start( array( 'die', $step ) ) );
		$this->assertSame( '', $out . $err, 'The process died before it could print.' );
		$this->assertNotSame( 0, $code );
		wp_cache_flush();
		$this->assertSame( 0, self::total( 'views' ), 'The dead flush counted nothing.' );
		$this->assertSame( array( 75, 75 ), self::buffered(), 'Its rows are still there, claimed.' );

		$this->assertSame( 0, Flusher::flush(), 'Its claim is fresh: not taken yet.' );
		self::age_claims();
		$this->assertSame( 75, Flusher::flush() );
		$this->assertSame( 75, self::total( 'views' ) );
		$this->assertSame( array( 0, 0 ), self::buffered() );
	}
}
