<?php
/**
 * Public keys: created once, stored hashed, listed without secrets, revoked; the key admin routes.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Pattern_Library\Provider;

use GBlocks_Pro\Pattern_Library\Key_Store;

final class Keys_Test extends Provider_Test_Case {

	public const KEYS = self::BASE . '/keys';

	public function test_creating_a_key_shows_the_plain_key_once_and_stores_only_its_hash_and_prefix(): void {
		$a = $this->create_collection( 'A' );
		$b = $this->create_collection( 'B' );
		$this->act_as( 'administrator' );

		$response = $this->rest(
			'POST',
			self::KEYS,
			array(
				'name'        => '  Agency site ',
				'collections' => array( $b, $a, $b ),
			)
		);

		$this->assertStatus( 201, $response );
		$created = $response->get_data()['response'];
		$this->assertSame( array( 'id', 'name', 'collections', 'prefix', 'created', 'lastUsed', 'key' ), array_keys( $created ) );
		$this->assertMatchesRegularExpression( '/^[a-z0-9]{16}$/', $created['id'] );
		$this->assertMatchesRegularExpression( '/^gbpl_[A-Za-z0-9]{40}$/', $created['key'] );
		$this->assertSame( 'Agency site', $created['name'] );
		$this->assertSame( array( $b, $a ), $created['collections'] );
		$this->assertSame( substr( $created['key'], 0, 9 ), $created['prefix'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/', $created['created'] );
		$this->assertNull( $created['lastUsed'] );

		// Stored: the hash, never the key.
		$stored = get_option( Key_Store::OPTION );
		$this->assertIsArray( $stored );
		$this->assertCount( 1, $stored );
		$this->assertSame( hash( 'sha256', $created['key'] ), $stored[0]['hash'] );
		$this->assertStringNotContainsString( $created['key'], (string) wp_json_encode( $stored ) );
		$this->assertStringNotContainsString( substr( $created['key'], 9 ), (string) maybe_serialize( $stored ) );
		$this->assertFalse( wp_load_alloptions()[ Key_Store::OPTION ] ?? false, 'the keys are not autoloaded' );

		// Listed: never the key nor its hash.
		$listed = $this->rest( 'GET', self::KEYS );
		$this->assertStatus( 200, $listed );
		$list = $listed->get_data()['response'];
		$this->assertSame( array( 'id', 'name', 'collections', 'prefix', 'created', 'lastUsed' ), array_keys( $list[0] ) );
		$this->assertSame( $created['id'], $list[0]['id'] );
		$body = (string) wp_json_encode( $listed->get_data() );
		$this->assertStringNotContainsString( $created['key'], $body );
		$this->assertStringNotContainsString( $stored[0]['hash'], $body );

		// The key works.
		$this->assertSame( 200, $this->provider( 'patterns', $created['key'] )->get_status() );
	}

	public function test_two_keys_are_different_and_each_finds_its_own_record(): void {
		$a        = $this->create_collection( 'A' );
		$created  = $this->create_key( array( $a ), 'One' );
		$first_id = $created[0];
		$first    = $created[1];
		$second   = Key_Store::create( 'Two', array( $a ) );

		$this->assertNotSame( $first, $second['key'] );
		$this->assertSame( $first_id, Key_Store::find_by_key( $first )['id'] ?? null );
		$this->assertSame( $second['record']['id'], Key_Store::find_by_key( $second['key'] )['id'] ?? null );
		$this->assertNull( Key_Store::find_by_key( $first . 'x' ) );
		$this->assertNull( Key_Store::find_by_key( strtoupper( $first ) ) );
		$this->assertNull( Key_Store::find_by_key( '' ) );
		$this->assertNull( Key_Store::find_by_key( hash( 'sha256', $first ) ), 'the stored hash is not a key' );
	}

	public function test_revoking_a_key_stops_it_at_once_and_a_second_revoke_is_404(): void {
		$a       = $this->create_collection( 'A' );
		$created = $this->create_key( array( $a ) );
		$kept    = $this->create_key( array( $a ), 'Kept' );
		$this->assertSame( 200, $this->provider( 'patterns', $created[1] )->get_status() );
		$this->act_as( 'administrator' );

		$response = $this->rest( 'DELETE', self::KEYS . '/' . $created[0] );

		$this->assertStatus( 200, $response );
		$this->assertSame(
			array(
				'success'  => true,
				'response' => array(
					'deleted' => true,
					'id'      => $created[0],
				),
			),
			$response->get_data()
		);
		$this->assertSame( 401, $this->provider( 'patterns', $created[1] )->get_status() );
		$this->assertSame( 200, $this->provider( 'patterns', $kept[1] )->get_status(), 'the other key still works' );
		$this->assertSame( array( $kept[0] ), array_column( Key_Store::all(), 'id' ) );

		$again = $this->rest( 'DELETE', self::KEYS . '/' . $created[0] );
		$this->assertStatus( 404, $again );
		$this->assertFalse( $again->get_data()['success'] );
	}

	public function test_last_used_is_written_at_most_once_per_hour(): void {
		$created = $this->create_key( array( $this->create_collection( 'A' ) ) );
		$record  = Key_Store::find( $created[0] );
		$this->assertNotNull( $record );
		$this->assertNull( $record['last_used'] );

		$this->provider( 'get-library-by-public-key', $created[1] );
		$first = Key_Store::find( $created[0] )['last_used'] ?? null;
		$this->assertIsString( $first );
		$this->assertLessThan( 5, abs( time() - (int) strtotime( $first . ' UTC' ) ) );

		// Within the hour: no write.
		$writes = 0;
		add_action(
			'update_option_' . Key_Store::USAGE_OPTION,
			static function () use ( &$writes ): void {
				++$writes;
			}
		);
		$this->provider( 'get-library-by-public-key', $created[1] );
		Key_Store::touch( $created[0], time() + HOUR_IN_SECONDS - 10 );
		$this->assertSame( 0, $writes );
		$this->assertSame( $first, Key_Store::find( $created[0] )['last_used'] ?? null );

		// An hour later: written again.
		Key_Store::touch( $created[0], time() + HOUR_IN_SECONDS + 1 );
		$this->assertSame( 1, $writes );
		$this->assertSame( gmdate( 'Y-m-d H:i:s', time() + HOUR_IN_SECONDS + 1 ), Key_Store::find( $created[0] )['last_used'] ?? null );
	}

	public function test_noting_a_use_never_rewrites_the_keys_so_a_revoked_key_stays_revoked(): void {
		$a           = $this->create_collection( 'A' );
		$revoked     = $this->create_key( array( $a ) );
		$used        = $this->create_key( array( $a ) );
		$keys_writes = 0;
		add_action(
			'update_option_' . Key_Store::OPTION,
			static function () use ( &$keys_writes ): void {
				++$keys_writes;
			}
		);

		// A request noting its key's use races with a revoke: the use is written after the revoke.
		Key_Store::revoke( $revoked[0] );
		$keys_writes = 0;
		Key_Store::touch( $revoked[0] );
		Key_Store::touch( $used[0] );
		$this->assertSame( 200, $this->provider( 'patterns', $used[1] )->get_status() );

		$this->assertSame( 0, $keys_writes, 'the keys option is not rewritten by a use' );
		$this->assertSame( array( $used[0] ), array_column( Key_Store::all(), 'id' ) );
		$this->assertSame( 401, $this->provider( 'patterns', $revoked[1] )->get_status() );
		$this->assertIsString( Key_Store::find( $used[0] )['last_used'] ?? null );
		$this->assertFalse( wp_load_alloptions()[ Key_Store::USAGE_OPTION ] ?? false, 'not autoloaded' );
	}

	public function test_creating_needs_a_name_and_at_least_one_existing_collection(): void {
		$a = $this->create_collection( 'A' );
		$this->act_as( 'administrator' );

		$cases = array(
			'no name'        => array( array( 'collections' => array( $a ) ), 'Please enter a name for the key.' ),
			'blank name'     => array(
				array(
					'name'        => "  \t ",
					'collections' => array( $a ),
				),
				'Please enter a name for the key.',
			),
			'no collections' => array( array( 'name' => 'Partner' ), 'Choose at least one collection.' ),
			'empty list'     => array(
				array(
					'name'        => 'Partner',
					'collections' => array(),
				),
				'Choose at least one collection.',
			),
			'none exists'    => array(
				array(
					'name'        => 'Partner',
					'collections' => array( $a + 1000 ),
				),
				'Choose at least one collection.',
			),
		);
		foreach ( $cases as $label => list( $body, $message ) ) {
			$response = $this->rest( 'POST', self::KEYS, $body );
			$this->assertStatus( 400, $response );
			$this->assertFalse( $response->get_data()['success'], $label );
			$this->assertSame( $message, $response->get_data()['response'], $label );
		}
		$this->assertSame( array(), Key_Store::all() );
	}

	public function test_hostile_input_is_a_400_naming_the_field_never_a_500_or_a_warning(): void {
		$a = $this->create_collection( 'A' );
		$this->act_as( 'administrator' );
		$category    = $this->create_category( 'Not a collection' );
		$category_id = get_term_by( 'slug', $category, 'wp_pattern_category' );
		$this->assertInstanceOf( \WP_Term::class, $category_id );

		$cases = array(
			'html name'             => array(
				array(
					'name'        => '<img src=x onerror=alert(1)>',
					'collections' => array( $a ),
				),
				'name',
			),
			'tag inside name'       => array(
				array(
					'name'        => 'Partner <script>x</script>',
					'collections' => array( $a ),
				),
				'name',
			),
			'long name'             => array(
				array(
					'name'        => str_repeat( 'n', 101 ),
					'collections' => array( $a ),
				),
				'name',
			),
			'name as list'          => array(
				array(
					'name'        => array( 'x' ),
					'collections' => array( $a ),
				),
				'name',
			),
			'collections as text'   => array(
				array(
					'name'        => 'Partner',
					'collections' => 'all',
				),
				'collections',
			),
			'collection not an id'  => array(
				array(
					'name'        => 'Partner',
					'collections' => array( 'abc' ),
				),
				'collections',
			),
			'negative id'           => array(
				array(
					'name'        => 'Partner',
					'collections' => array( -3 ),
				),
				'collections',
			),
			'object instead of ids' => array(
				array(
					'name'        => 'Partner',
					'collections' => array( array( 'id' => $a ) ),
				),
				'collections',
			),
			'one id does not exist' => array(
				array(
					'name'        => 'Partner',
					'collections' => array( $a, $a + 1000 ),
				),
				'collections',
			),
			'term of another tax'   => array(
				array(
					'name'        => 'Partner',
					'collections' => array( $category_id->term_id ),
				),
				'collection',
			),
		);
		foreach ( $cases as $label => list( $body, $field ) ) {
			$response = $this->rest( 'POST', self::KEYS, $body );
			$this->assertSame( 400, $response->get_status(), $label . ': ' . wp_json_encode( $response->get_data() ) );
			$this->assertFalse( $response->get_data()['success'], $label );
			$this->assertStringContainsString( $field, (string) $response->get_data()['response'], $label );
		}
		$this->assertSame( array(), Key_Store::all(), 'nothing was created' );

		foreach ( array( 'short', 'ABCDEFGHIJKLMNOP', 'abcdefghijklmnopq', 'abc_efghijklmnop' ) as $id ) {
			$response = $this->rest( 'DELETE', self::KEYS . '/' . $id );
			$this->assertSame( 400, $response->get_status(), $id . ': ' . wp_json_encode( $response->get_data() ) );
			$this->assertStringContainsString( 'id', (string) $response->get_data()['response'], $id );
		}
		$this->assertSame( 404, $this->rest( 'DELETE', self::KEYS . '/abcdefghijklmnop' )->get_status() );
	}

	public function test_a_name_with_an_ampersand_is_kept_as_text(): void {
		$a = $this->create_collection( 'A' );
		$this->act_as( 'administrator' );

		$response = $this->rest(
			'POST',
			self::KEYS,
			array(
				'name'        => 'Smith & Sons',
				'collections' => array( $a ),
			)
		);

		$this->assertStatus( 201, $response );
		$this->assertSame( 'Smith & Sons', $response->get_data()['response']['name'] );
	}
}
