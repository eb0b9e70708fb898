<?php
/**
 * Issue 9.4: concurrent saves of one condition never mix, and a client that sends the modified value
 * it loaded is refused (409) when someone saved in between — also within the same second.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Conditions\Post_Type;
use GBlocks_Pro\Support\Save_Lock;

/**
 * Behaviour that depends on the database: runs on MariaDB too (bin/test.sh).
 *
 * @group database
 */
final class Rest_Concurrency_Test extends Conditions_Test_Case {

	private const BASE = '/generateblocks-pro/advanced-conditions/v1';

	public function test_the_lock_admits_one_holder_at_a_time(): void {
		$first = Save_Lock::acquire( 'test_one', 0 );
		$this->assertIsString( $first );
		$this->assertNull( Save_Lock::acquire( 'test_one', 0 ), 'A second holder is refused while the first holds it.' );
		$this->assertIsString( Save_Lock::acquire( 'test_other', 0 ), 'Other keys are independent.' );

		$started = microtime( true );
		$this->assertNull( Save_Lock::acquire( 'test_one', 0.2 ) );
		$this->assertGreaterThanOrEqual( 0.2, microtime( true ) - $started, 'It waited before giving up.' );

		Save_Lock::release( 'test_one', 'not-the-token|0' );
		$this->assertNull( Save_Lock::acquire( 'test_one', 0 ), 'Only the holder releases.' );
		Save_Lock::release( 'test_one', $first );
		$again = Save_Lock::acquire( 'test_one', 0 );
		$this->assertIsString( $again );
		Save_Lock::release( 'test_one', $again );
	}

	public function test_an_abandoned_lock_is_taken_over_after_it_expires(): void {
		global $wpdb;
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- A lock row left by a request that died.
			$wpdb->options,
			array(
				'option_name'  => Save_Lock::PREFIX . 'test_dead',
				'option_value' => 'dead|' . ( time() - 5 ),
				'autoload'     => 'off',
			)
		);
		$token = Save_Lock::acquire( 'test_dead', 0 );
		$this->assertIsString( $token );
		$this->assertNull( Save_Lock::acquire( 'test_dead', 0 ) );
		Save_Lock::release( 'test_dead', $token );
	}

	public function test_with_runs_the_work_and_releases_even_when_it_throws(): void {
		$this->assertSame( 42, Save_Lock::with( 'test_with', static fn(): int => 42, 0 ) );
		try {
			Save_Lock::with(
				'test_with',
				static function (): void {
					throw new \RuntimeException( 'boom' );
				},
				0
			);
		} catch ( \RuntimeException $e ) {
			$this->assertSame( 'boom', $e->getMessage() );
		}
		$this->assertSame( 'free', Save_Lock::with( 'test_with', static fn(): string => 'free', 0 ), 'Released after the exception.' );
	}

	public function test_an_update_waits_for_the_lock_and_answers_409_when_it_stays_held(): void {
		$this->act_as( 'administrator' );
		$id    = $this->create_condition( self::tree(), 'publish', 'Held' );
		$token = Save_Lock::acquire( 'condition_' . $id, 0 );
		$this->assertIsString( $token );
		add_filter( 'gblocks_pro_save_lock_wait', static fn(): float => 0.1 );
		$response = $this->rest( 'PUT', self::BASE . '/conditions/' . $id, array( 'title' => 'Changed' ) );
		$this->assertStatus( 409, $response );
		$this->assertFalse( $response->get_data()['success'] );
		$this->assertStringContainsString( 'being saved by someone else', $response->get_data()['response'] );
		$this->assertSame( 'Held', get_post( $id )->post_title );
		Save_Lock::release( 'condition_' . $id, $token );
		$this->assertStatus( 200, $this->rest( 'PUT', self::BASE . '/conditions/' . $id, array( 'title' => 'Changed' ) ) );
	}

	public function test_a_save_with_a_stale_modified_is_refused_with_409(): void {
		$this->act_as( 'administrator' );
		$id     = $this->create_condition( self::tree( self::row( 'device', 'mobile', 'is' ) ), 'publish', 'Shared' );
		$loaded = $this->rest( 'GET', self::BASE . '/conditions/' . $id )->get_data()['response'];

		// Another administrator saves first (the same second, as fast clients do).
		$other = $this->rest(
			'PUT',
			self::BASE . '/conditions/' . $id,
			array(
				'title'    => 'Theirs',
				'modified' => $loaded['modified'],
			)
		);
		$this->assertStatus( 200, $other );
		$this->assertNotSame( $loaded['modified'], $other->get_data()['response']['modified'], 'Every save moves modified on.' );

		$mine = $this->rest(
			'PUT',
			self::BASE . '/conditions/' . $id,
			array(
				'title'      => 'Mine',
				'conditions' => self::tree( self::row( 'device', 'desktop', 'is' ) ),
				'status'     => 'draft',
				'modified'   => $loaded['modified'],
			)
		);
		$this->assertStatus( 409, $mine );
		$this->assertFalse( $mine->get_data()['success'] );
		$this->assertStringContainsString( 'Someone else saved this condition', $mine->get_data()['response'] );
		$post = get_post( $id );
		$this->assertSame( 'Theirs', $post->post_title );
		$this->assertSame( 'publish', $post->post_status );
		$this->assertSame( 'mobile', Post_Type::get_tree( $id )['groups'][0]['conditions'][0]['rule'], 'Nothing of the refused save was written.' );

		// With the current value the save goes through; without modified, as before.
		$current = $other->get_data()['response']['modified'];
		$this->assertStatus(
			200,
			$this->rest(
				'PUT',
				self::BASE . '/conditions/' . $id,
				array(
					'title'    => 'Mine',
					'modified' => $current,
				)
			)
		);
		$this->assertStatus( 200, $this->rest( 'PUT', self::BASE . '/conditions/' . $id, array( 'status' => 'draft' ) ) );
	}

	public function test_modified_moves_on_with_every_save_even_within_one_second(): void {
		$this->act_as( 'administrator' );
		$id   = $this->create_condition( self::tree(), 'publish', 'Fast' );
		$seen = array( get_post( $id )->post_modified );
		for ( $i = 0; $i < 3; $i++ ) {
			$seen[] = $this->rest( 'PUT', self::BASE . '/conditions/' . $id, array( 'conditions' => self::tree() ) )->get_data()['response']['modified'];
		}
		$stamps = array_map( 'strtotime', $seen );
		$this->assertCount( 4, array_unique( $stamps ) );
		$sorted = $stamps;
		sort( $sorted );
		$this->assertSame( $sorted, $stamps, 'Strictly increasing.' );

		// Saves through the core route move it on too.
		$before = get_post( $id )->post_modified;
		$this->rest( 'POST', '/wp/v2/gblocks-conditions/' . $id, array( 'title' => 'Core' ) );
		clean_post_cache( $id );
		$this->assertGreaterThan( strtotime( $before ), strtotime( get_post( $id )->post_modified ) );
	}

	public function test_a_malformed_modified_is_a_400_naming_it(): void {
		$this->act_as( 'administrator' );
		$id = $this->create_condition( self::tree() );
		foreach ( array( array( 'x' ), 'yesterday', '2025-13-45T99:00:00' ) as $bad ) {
			$response = $this->rest( 'PUT', self::BASE . '/conditions/' . $id, array( 'modified' => $bad ) );
			$this->assertStatus( 400, $response );
			$this->assertStringContainsString( 'modified', $response->get_data()['response'] );
		}
	}
}
