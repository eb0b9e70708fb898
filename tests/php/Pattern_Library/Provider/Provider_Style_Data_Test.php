<?php
/**
 * The provide-global-style-data route: the published global classes the key's patterns use.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Pattern_Library\Provider;

use GBlocks_Pro\Global_Classes\Class_Store;

final class Provider_Style_Data_Test extends Provider_Test_Case {

	/**
	 * Fresh class lookups for each test.
	 */
	protected function setUp(): void {
		parent::setUp();
		Class_Store::forget();
	}

	/**
	 * Creates a global class through the core route as an administrator (as the Global Styles screen
	 * does); the current user is restored afterwards.
	 *
	 * @param string               $selector The selector, e.g. .card.
	 * @param array<string, mixed> $styles   The style object.
	 * @param string               $status   publish or draft.
	 */
	private function create_class( string $selector, array $styles, string $status = 'publish' ): void {
		$user = get_current_user_id();
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$response = $this->rest(
			'POST',
			'/wp/v2/gblocks-styles',
			array(
				'gb_style_selector' => $selector,
				'gb_style_data'     => $styles,
				'status'            => $status,
			)
		);
		wp_set_current_user( $user );
		$this->assertStatus( 201, $response );
	}

	/**
	 * Markup of a group using global classes (one nested paragraph with a className).
	 *
	 * @param string[] $classes   gbGlobalClasses of the group.
	 * @param string   $classname className of the inner paragraph.
	 */
	private static function markup( array $classes, string $classname = '' ): string {
		$inner = '' === $classname ? '{}' : (string) wp_json_encode( array( 'className' => $classname ) );
		return '<!-- wp:group ' . wp_json_encode( array( 'gbGlobalClasses' => $classes ) ) . ' --><div class="wp-block-group">'
			. '<!-- wp:paragraph ' . $inner . ' --><p>x</p><!-- /wp:paragraph --></div><!-- /wp:group -->';
	}

	public function test_the_classes_of_the_keys_patterns_only_published_with_their_css_joined(): void {
		$this->create_class( '.card', array( 'padding' => '1rem' ) );
		$this->create_class( '.hero', array( 'color' => 'navy' ) );
		$this->create_class( '.drafted', array( 'color' => 'pink' ), 'draft' );
		$this->create_class( '.secret', array( 'color' => 'black' ) );
		$this->create_class( '.unused', array( 'color' => 'white' ) );
		$a = $this->create_collection( 'A' );
		$b = $this->create_collection( 'B' );
		$this->create_pattern( 'Hero', array( $a ), array(), array( 'post_content' => self::markup( array( 'hero', 'drafted', 'missing' ), 'card' ) ) );
		$this->create_pattern(
			'Draft pattern',
			array( $a ),
			array(),
			array(
				'post_content' => self::markup( array( 'secret' ) ),
				'post_status'  => 'draft',
			)
		);
		$this->create_pattern( 'In B', array( $b ), array(), array( 'post_content' => self::markup( array( 'secret' ) ) ) );
		$key = $this->key_for( array( $a ) );

		$data = $this->payload( $this->provider( 'provide-global-style-data', $key ) );

		// List order of the classes (the order they were created in), published only, used only.
		$this->assertSame( array( '.card', '.hero' ), array_column( $data['styles'], 'selector' ) );
		$this->assertSame(
			array(
				'title'    => '.card',
				'selector' => '.card',
				'data'     => array( 'padding' => '1rem' ),
				'css'      => '.card{padding:1rem;}',
			),
			$data['styles'][0]
		);
		$this->assertSame( ".card{padding:1rem;}\n.hero{color:navy;}", $data['css'] );
		$this->assertStringNotContainsString( 'secret', (string) wp_json_encode( $data ) );
		$this->assertStringNotContainsString( 'pink', (string) wp_json_encode( $data ) );
	}

	public function test_ids_narrow_to_those_patterns_and_ids_outside_the_key_are_ignored(): void {
		$this->create_class( '.card', array( 'padding' => '1rem' ) );
		$this->create_class( '.hero', array( 'color' => 'navy' ) );
		$this->create_class( '.secret', array( 'color' => 'black' ) );
		$a    = $this->create_collection( 'A' );
		$b    = $this->create_collection( 'B' );
		$hero = $this->create_pattern( 'Hero', array( $a ), array(), array( 'post_content' => self::markup( array( 'hero' ) ) ) );
		$this->create_pattern( 'Card', array( $a ), array(), array( 'post_content' => self::markup( array( 'card' ) ) ) );
		$secret = $this->create_pattern( 'Secret', array( $b ), array(), array( 'post_content' => self::markup( array( 'secret' ) ) ) );
		$key    = $this->key_for( array( $a ) );

		$only_hero = $this->payload( $this->provider( 'provide-global-style-data', $key, array( 'ids' => array( $hero ) ) ) );
		$this->assertSame( array( '.hero' ), array_column( $only_hero['styles'], 'selector' ) );

		$outside = $this->payload( $this->provider( 'provide-global-style-data', $key, array( 'ids' => array( $secret ) ) ) );
		$this->assertSame(
			array(
				'styles' => array(),
				'css'    => '',
			),
			$outside
		);

		$mixed = $this->payload( $this->provider( 'provide-global-style-data', $key, array( 'ids' => array( $secret, $hero, 999999 ) ) ) );
		$this->assertSame( array( '.hero' ), array_column( $mixed['styles'], 'selector' ) );
	}
}
