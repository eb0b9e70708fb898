<?php
/**
 * The get-global-style-data and import-styles routes (SPEC 7) against a real HTTP provider and the local library.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Pattern_Library\Consumer;

use GBlocks_Pro\Pattern_Library\Library_Store;
use GBlocks_Pro\Support\Global_Styles;

final class Styles_Routes_Test extends Consumer_Test_Case {

	public function test_remote_style_data_is_validated_and_its_css_sanitised(): void {
		$id = self::library( 'gbpl_good' );
		$this->act_as( 'author' );

		$response = $this->rest(
			'GET',
			self::BASE . '/get-global-style-data',
			array(
				'id'        => $id,
				'url'       => 'https://evil.example',
				'publicKey' => 'gbpl_other',
			)
		);

		$this->assertStatus( 200, $response );
		$data = self::payload( $response )['data'];
		$this->assertSame( array( '.pl-card', '.pl-existing' ), array_column( $data['styles'], 'selector' ), 'A selector that is not one class is left out.' );
		$card = $data['styles'][0];
		$this->assertSame( 'red', $card['data']['color'] );
		$this->assertSame( 'url(alert(1))', $card['data']['backgroundImage'] );
		$this->assertArrayNotHasKey( 'bad key;', $card['data'] );
		$this->assertSame( 'blue/style', $card['data']['&:hover']['color'] );
		$this->assertStringNotContainsString( '<', $card['css'] );
		$this->assertStringNotContainsString( '</style', $data['css'] );
		$this->assertStringNotContainsString( '@import', $data['css'] );
		$this->assertStringContainsString( '.pl-card{color:red}', $data['css'] );
		$this->assertStringContainsString( '.pl-existing{color:green}', $data['css'] );
		$this->assertStringStartsWith( 'gbpl_good ', self::hits()[0], 'The stored key is used, not the request\'s.' );
		$this->assertStringStartsWith( 'gbpl_good rest_route=/generateblocks-pro/v1/pattern-library/provide-global-style-data', self::hits()[0] );
	}

	public function test_pattern_ids_are_passed_on(): void {
		$id = self::library( 'gbpl_good' );
		$this->act_as( 'author' );

		$this->rest(
			'GET',
			self::BASE . '/get-global-style-data',
			array(
				'id'       => $id,
				'patterns' => array( 12, 3 ),
			)
		);

		$this->assertStringContainsString( 'ids=3%2C12', self::hits()[0] );
	}

	public function test_a_failed_style_fetch_answers_an_error(): void {
		$id = self::library( 'gbpl_shape' );
		$this->act_as( 'author' );

		$response = $this->rest( 'GET', self::BASE . '/get-global-style-data', array( 'id' => $id ) );

		$this->assertStatus( 502, $response );
		$this->assertSame( 'Could not load the styles of Fake library: The library sent an answer this site cannot read.', self::payload( $response ) );
	}

	public function test_the_local_library_answers_the_classes_its_patterns_use(): void {
		$admin = $this->create_user( 'administrator' );
		Global_Styles::import( 'pl-local', array( 'color' => 'purple' ), $admin );
		Global_Styles::import( 'pl-unused', array( 'color' => 'gray' ), $admin );
		$this->create_post(
			array(
				'post_type'    => 'wp_block',
				'post_content' => '<!-- wp:paragraph {"gbGlobalClasses":["pl-local"]} --><p class="pl-local">x</p><!-- /wp:paragraph -->',
			)
		);
		$local = Library_Store::all()[0]['id'];
		$this->act_as( 'contributor' );

		$response = $this->rest( 'GET', self::BASE . '/get-global-style-data', array( 'id' => $local ) );

		$this->assertStatus( 200, $response );
		$data = self::payload( $response )['data'];
		$this->assertSame( array( '.pl-local' ), array_column( $data['styles'], 'selector' ) );
		$this->assertSame( array( 'color' => 'purple' ), $data['styles'][0]['data'] );
		$this->assertStringContainsString( 'purple', $data['css'] );
		$this->assertSame( array(), self::hits() );
	}

	public function test_an_administrator_imports_new_classes_keeps_existing_ones_and_says_which_drafts_it_republished(): void {
		$existing = Global_Styles::import( 'pl-existing', array( 'color' => 'black' ), $this->create_user( 'administrator' ) );
		wp_update_post(
			array(
				'ID'          => $existing['id'],
				'post_status' => 'draft',
			)
		);
		$id = self::library( 'gbpl_good' );
		$this->act_as( 'administrator' );

		$response = $this->rest(
			'POST',
			self::BASE . '/import-styles',
			array(
				'id'     => $id,
				'styles' => array(
					array(
						'selector' => '.pl-card',
						'data'     => array( 'color' => 'hotpink' ),
					),
					'.pl-existing',
					'pl-nowhere',
				),
			)
		);

		$this->assertStatus( 200, $response );
		$this->assertSame(
			array(
				'imported'    => array( '.pl-card' ),
				'existing'    => array( '.pl-existing' ),
				'failed'      => array(
					array(
						'selector' => '.pl-nowhere',
						'reason'   => 'This library does not provide this class.',
					),
				),
				'republished' => array( '.pl-existing' ),
				'refused'     => array(),
				'message'     => 'These classes had been set to draft and are published again: pl-existing',
			),
			self::payload( $response )['data']
		);
		$this->assertSame( 'publish', get_post_status( $existing['id'] ), 'The draft class is published again.' );
		$classes = array_column( Global_Styles::for_names( array( 'pl-card', 'pl-existing', 'pl-nowhere' ) ), null, 'selector' );
		$this->assertEqualsCanonicalizing( array( '.pl-card', '.pl-existing' ), array_keys( $classes ) );
		$this->assertSame( 'red', $classes['.pl-card']['data']['color'], 'The data comes from the library, not from the request.' );
		$this->assertStringNotContainsString( 'hotpink', (string) wp_json_encode( $classes ) );
		$this->assertStringNotContainsString( 'javascript', $classes['.pl-card']['css'] );
		$this->assertSame( array( 'color' => 'black' ), $classes['.pl-existing']['data'], 'An existing class is kept as it is.' );
	}

	/**
	 * The six roles: whether the route lets them in (else 401/403) and whether they may create classes
	 * (manage_gblocks_styles).
	 *
	 * @return array<string, array{string, int, bool}>
	 */
	public static function import_roles(): array {
		return array(
			'administrator' => array( 'administrator', 200, true ),
			'editor'        => array( 'editor', 200, false ),
			'author'        => array( 'author', 200, false ),
			'contributor'   => array( 'contributor', 200, false ),
			'subscriber'    => array( 'subscriber', 403, false ),
			'logged out'    => array( '', 401, false ),
		);
	}

	/**
	 * Only a user who manages global classes creates one; everyone else who may insert patterns gets
	 * the published classes that exist, reported existing, and is told which classes an administrator
	 * must import; nothing is created for them.
	 *
	 * @dataProvider import_roles
	 *
	 * @param string $role   Role ('' logged out).
	 * @param int    $status The status of the answer.
	 * @param bool   $create Whether the role creates classes.
	 */
	public function test_import_styles_for_each_role( string $role, int $status, bool $create ): void {
		$published = Global_Styles::import( 'pl-existing', array( 'color' => 'black' ), $this->create_user( 'administrator' ) );
		$id        = self::library( 'gbpl_good' );
		$this->act_as( $role );

		$response = $this->rest(
			'POST',
			self::BASE . '/import-styles',
			array(
				'id'     => $id,
				'styles' => array( '.pl-card', '.pl-existing' ),
			)
		);

		$this->assertStatus( $status, $response );
		if ( 200 !== $status ) {
			$this->assertFalse( $response->get_data()['success'] );
			$this->assertSame( array(), self::class_posts( '.pl-card' ), 'Nothing is created.' );
			return;
		}
		$data = self::payload( $response )['data'];
		$this->assertSame( array( '.pl-existing' ), $data['existing'], 'A published class that exists is used as it is.' );
		$this->assertSame( 'publish', get_post_status( $published['id'] ) );
		if ( $create ) {
			$this->assertSame( array( '.pl-card' ), $data['imported'] );
			$this->assertSame( array(), $data['failed'] );
			$this->assertSame( array(), $data['refused'] );
			$this->assertSame( '', $data['message'] );
			$this->assertCount( 1, self::class_posts( '.pl-card' ) );
			return;
		}
		$this->assertSame( array(), $data['imported'] );
		$this->assertSame( array( '.pl-card' ), $data['refused'] );
		$this->assertSame(
			array(
				array(
					'selector' => '.pl-card',
					'reason'   => 'Only an administrator can import this class.',
				),
			),
			$data['failed']
		);
		$this->assertSame( 'This pattern uses classes only an administrator can import: pl-card', $data['message'] );
		$this->assertSame( array(), self::class_posts( '.pl-card' ), 'Nothing is created.' );
	}

	public function test_contributors_and_authors_cannot_publish_again_a_class_an_administrator_set_to_draft(): void {
		$draft = Global_Styles::import( 'pl-existing', array( 'color' => 'black' ), $this->create_user( 'administrator' ) );
		wp_update_post(
			array(
				'ID'          => $draft['id'],
				'post_status' => 'draft',
			)
		);
		$id = self::library( 'gbpl_good' );

		foreach ( array( 'contributor', 'author', 'editor' ) as $role ) {
			$this->act_as( $role );

			$response = $this->rest(
				'POST',
				self::BASE . '/import-styles',
				array(
					'id'     => $id,
					'styles' => array( '.pl-existing', '.pl-card' ),
				)
			);

			$this->assertStatus( 200, $response );
			$data = self::payload( $response )['data'];
			$this->assertSame( array(), $data['existing'], $role );
			$this->assertSame( array(), $data['republished'], $role );
			$this->assertSame( array( '.pl-existing', '.pl-card' ), $data['refused'], $role );
			$this->assertSame( 'An administrator has set this class to draft; only an administrator can publish it again.', $data['failed'][0]['reason'], $role );
			$this->assertSame( 'This pattern uses classes only an administrator can import: pl-existing, pl-card', $data['message'], $role );
			$this->assertSame( 'draft', get_post_status( $draft['id'] ), $role . ' did not publish it again.' );
			$this->assertSame( array(), self::class_posts( '.pl-card' ), $role . ' created nothing.' );
		}
	}

	/**
	 * The global class records (any status) with this selector.
	 *
	 * @param string $selector The selector.
	 * @return int[]
	 */
	private static function class_posts( string $selector ): array {
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'      => 'gblocks_styles',
					'post_status'    => 'any',
					'title'          => $selector,
					'fields'         => 'ids',
					'posts_per_page' => -1,
				)
			)
		);
	}

	public function test_import_styles_fails_as_a_whole_when_the_library_cannot_be_read(): void {
		$id = self::library( 'gbpl_500' );
		$this->act_as( 'author' );

		$response = $this->rest(
			'POST',
			self::BASE . '/import-styles',
			array(
				'id'     => $id,
				'styles' => array( '.pl-card' ),
			)
		);

		$this->assertStatus( 502, $response );
		$this->assertSame( array(), Global_Styles::for_names( array( 'pl-card' ) ) );
	}

	/**
	 * Bad import requests and the field their message names.
	 *
	 * @return array<string, array{array<string, mixed>, string}>
	 */
	public static function bad_imports(): array {
		return array(
			'no styles'          => array( array(), 'styles' ),
			'styles not a list'  => array( array( 'styles' => 'pl-card' ), 'styles' ),
			'styles an object'   => array( array( 'styles' => array( 'a' => '.pl-card' ) ), 'styles' ),
			'number entry'       => array( array( 'styles' => array( 42 ) ), 'styles[0]' ),
			'hostile selector'   => array( array( 'styles' => array( '.x{}</style><script>' ) ), 'styles[0]' ),
			'object no selector' => array( array( 'styles' => array( '.ok', array( 'name' => 'x' ) ) ), 'styles[1]' ),
			'no id'              => array( array( 'styles' => array( '.pl-card' ) ), 'id' ),
			'bad id'             => array(
				array(
					'id'     => '../../etc',
					'styles' => array( '.pl-card' ),
				),
				'id',
			),
		);
	}

	/**
	 * Bad import requests are a 400 naming the field, and import nothing.
	 *
	 * @dataProvider bad_imports
	 *
	 * @param array<string, mixed> $params The body.
	 * @param string               $field  The field the message names.
	 */
	public function test_bad_import_requests_are_a_400_naming_the_field( array $params, string $field ): void {
		$id = self::library( 'gbpl_good' );
		if ( ! isset( $params['id'] ) && 'id' !== $field ) {
			$params['id'] = $id;
		}
		$this->act_as( 'contributor' );

		$response = $this->rest( 'POST', self::BASE . '/import-styles', $params );

		$this->assertStatus( 400, $response );
		$this->assertFalse( $response->get_data()['success'] );
		$this->assertStringContainsString( $field, self::payload( $response ) );
		$this->assertSame( array(), self::hits() );
	}
}
