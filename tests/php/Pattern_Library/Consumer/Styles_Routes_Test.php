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
		Global_Styles::import( 'pl-local', array( 'color' => 'purple' ) );
		Global_Styles::import( 'pl-unused', array( 'color' => 'gray' ) );
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

	public function test_import_styles_imports_new_classes_and_keeps_existing_ones_republishing_drafts(): void {
		$existing = Global_Styles::import( 'pl-existing', array( 'color' => 'black' ) );
		wp_update_post(
			array(
				'ID'          => $existing['id'],
				'post_status' => 'draft',
			)
		);
		$id = self::library( 'gbpl_good' );
		$this->act_as( 'editor' );

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
				'imported' => array( '.pl-card' ),
				'existing' => array( '.pl-existing' ),
				'failed'   => array(
					array(
						'selector' => '.pl-nowhere',
						'reason'   => 'This library does not provide this class.',
					),
				),
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
