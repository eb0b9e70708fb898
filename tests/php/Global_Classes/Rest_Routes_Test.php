<?php
/**
 * The routes of generateblocks-pro/v1/global-classes: list, get_css, order, usage.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Global_Classes;

use GBlocks_Pro\Global_Classes\Class_Store;

/**
 * Behaviour that depends on the database: runs on MariaDB too (bin/test.sh).
 *
 * @group database
 */
final class Rest_Routes_Test extends Global_Classes_Test_Case {

	/**
	 * Three classes: two published, one draft.
	 *
	 * @return array{int, int, int}
	 */
	private function three_classes(): array {
		return array(
			$this->create_class( '.alpha', array( 'color' => 'red' ) ),
			$this->create_class( '.beta', array( 'color' => 'blue' ), 'draft' ),
			$this->create_class( '.gamma', array( 'color' => 'green' ) ),
		);
	}

	public function test_the_list_is_in_list_order_with_drafts(): void {
		list( $alpha, $beta, $gamma ) = $this->three_classes();
		$this->act_as( 'author' );

		$response = $this->rest( 'GET', self::OUR_BASE );

		$this->assertStatus( 200, $response );
		$this->assertTrue( $response->get_data()['success'] );
		$this->assertSame(
			array(
				array(
					'id'       => $alpha,
					'name'     => 'alpha',
					'selector' => '.alpha',
					'status'   => 'publish',
				),
				array(
					'id'       => $beta,
					'name'     => 'beta',
					'selector' => '.beta',
					'status'   => 'draft',
				),
				array(
					'id'       => $gamma,
					'name'     => 'gamma',
					'selector' => '.gamma',
					'status'   => 'publish',
				),
			),
			$response->get_data()['response']
		);
	}

	public function test_get_css_by_selector_and_by_class_name(): void {
		$this->three_classes();
		$this->act_as( 'contributor' );

		$by_selector = $this->rest( 'GET', self::OUR_BASE . '/get_css', array( 'selector' => '.gamma' ) );
		$by_name     = $this->rest( 'GET', self::OUR_BASE . '/get_css', array( 'className' => 'gamma' ) );

		$this->assertStatus( 200, $by_selector );
		$this->assertSame(
			array(
				'success'  => true,
				'response' => array( 'data' => '.gamma{color:green;}' ),
			),
			$by_selector->get_data()
		);
		$this->assertSame( $by_selector->get_data(), $by_name->get_data() );
	}

	public function test_get_css_without_a_name_gives_every_published_class_in_list_order(): void {
		list( $alpha, , $gamma ) = $this->three_classes();
		$this->act_as( 'administrator' );
		$this->rest( 'POST', self::OUR_BASE . '/order', array( 'ids' => array( $gamma, $alpha ) ) );

		$response = $this->rest( 'GET', self::OUR_BASE . '/get_css' );

		$this->assertSame( '.gamma{color:green;}.alpha{color:red;}', $response->get_data()['response']['data'] );
	}

	/**
	 * Names that give no CSS: unknown, a draft, a class without styles.
	 *
	 * @return array<string, array{array<string, string>}>
	 */
	public function no_css(): array {
		return array(
			'unknown selector'  => array( array( 'selector' => '.nope' ) ),
			'unknown className' => array( array( 'className' => 'nope' ) ),
			'a draft'           => array( array( 'selector' => '.beta' ) ),
			'case differs'      => array( array( 'selector' => '.ALPHA' ) ),
			'no styles'         => array( array( 'className' => 'bare' ) ),
		);
	}

	/**
	 * No CSS for that name: 404 'No CSS found.'.
	 *
	 * @dataProvider no_css
	 *
	 * @param array<string, string> $params Query.
	 */
	public function test_get_css_of_a_class_without_published_css_is_a_404( array $params ): void {
		$this->three_classes();
		$this->create_class( '.bare', array() );
		$this->act_as( 'editor' );

		$response = $this->rest( 'GET', self::OUR_BASE . '/get_css', $params );

		$this->assertStatus( 404, $response );
		$this->assertFalse( $response->get_data()['success'] );
		$this->assertSame( 'No CSS found.', $response->get_data()['response'] );
	}

	public function test_get_css_with_a_name_that_cannot_be_a_class_is_a_400_naming_the_field(): void {
		$this->act_as( 'editor' );
		$this->create_class( '.ab', array( 'color' => 'red' ) );
		$this->create_class( '.card', array( 'color' => 'red' ) );
		$cases = array(
			array( 'selector', '.9lives' ),
			array( 'className', '???' ),
			// Lookups are exact: these would name .ab and .card once stripped.
			array( 'selector', '.a.b' ),
			array( 'selector', '.c a r d' ),
			array( 'className', '.card' ),
		);
		foreach ( $cases as list( $field, $value ) ) {
			$response = $this->rest( 'GET', self::OUR_BASE . '/get_css', array( $field => $value ) );
			$this->assertStatus( 400, $response );
			$this->assertStringContainsString( $field, $response->get_data()['response'] );
		}
		$response = $this->rest( 'GET', self::OUR_BASE . '/get_css', array( 'selector' => array( 'x' ) ) );
		$this->assertStatus( 400, $response );
		$this->assertStringContainsString( 'selector', $response->get_data()['response'] );
	}

	public function test_get_css_follows_saves_and_status_changes(): void {
		$id = $this->create_class( '.live', array( 'color' => 'red' ) );
		$this->act_as( 'administrator' );
		$this->assertSame( '.live{color:red;}', $this->rest( 'GET', self::OUR_BASE . '/get_css', array( 'className' => 'live' ) )->get_data()['response']['data'] );

		$this->rest( 'POST', self::CORE_ROUTE . '/' . $id, array( 'gb_style_data' => array( 'color' => 'blue' ) ) );
		$this->assertSame( '.live{color:blue;}', $this->rest( 'GET', self::OUR_BASE . '/get_css', array( 'className' => 'live' ) )->get_data()['response']['data'] );

		$this->rest( 'POST', self::CORE_ROUTE . '/' . $id, array( 'status' => 'draft' ) );
		$this->assertStatus( 404, $this->rest( 'GET', self::OUR_BASE . '/get_css', array( 'className' => 'live' ) ) );

		$this->rest( 'POST', self::CORE_ROUTE . '/' . $id, array( 'status' => 'publish' ) );
		$this->rest( 'DELETE', self::CORE_ROUTE . '/' . $id, array( 'force' => true ) );
		$this->assertStatus( 404, $this->rest( 'GET', self::OUR_BASE . '/get_css', array( 'className' => 'live' ) ) );
	}

	public function test_order_puts_the_given_ids_first_and_keeps_the_others_after_them(): void {
		list( $alpha, $beta, $gamma ) = $this->three_classes();
		$this->act_as( 'administrator' );

		$response = $this->rest( 'POST', self::OUR_BASE . '/order', array( 'ids' => array( $gamma, $beta ) ) );

		$this->assertStatus( 200, $response );
		$this->assertSame( array( $gamma, $beta, $alpha ), array_column( $response->get_data()['response'], 'id' ) );
		$this->assertSame( array( $gamma, $beta, $alpha ), array_column( Class_Store::all(), 'id' ) );
		$this->assertSame( array( $gamma, $beta, $alpha ), array_column( $this->rest( 'GET', self::OUR_BASE )->get_data()['response'], 'id' ) );
		// A class created afterwards goes to the end.
		$delta = $this->create_class( '.delta' );
		$this->assertSame( array( $gamma, $beta, $alpha, $delta ), array_column( Class_Store::all(), 'id' ) );
	}

	/**
	 * Bad order bodies.
	 *
	 * @return array<string, array{array<string, mixed>}>
	 */
	public function bad_orders(): array {
		return array(
			'no ids'          => array( array() ),
			'not a list'      => array( array( 'ids' => 'abc' ) ),
			'not integers'    => array( array( 'ids' => array( 'x' ) ) ),
			'duplicates'      => array( array( 'ids' => array( '{alpha}', '{alpha}' ) ) ),
			'not a class'     => array( array( 'ids' => array( '{post}' ) ) ),
			'missing post'    => array( array( 'ids' => array( 999999 ) ) ),
			'zero'            => array( array( 'ids' => array( 0 ) ) ),
			'an object'       => array( array( 'ids' => array( 'a' => 1 ) ) ),
			'nested list'     => array( array( 'ids' => array( array( 1 ) ) ) ),
			'negative number' => array( array( 'ids' => array( -3 ) ) ),
		);
	}

	/**
	 * A bad order is a 400 naming ids; nothing moves.
	 *
	 * @dataProvider bad_orders
	 *
	 * @param array<string, mixed> $body Request body.
	 */
	public function test_a_bad_order_is_a_400_naming_ids( array $body ): void {
		list( $alpha ) = $this->three_classes();
		$post          = $this->create_post();
		$before        = Class_Store::all();
		$this->act_as( 'administrator' );
		array_walk_recursive(
			$body,
			static function ( &$value ) use ( $alpha, $post ): void {
				$value = strtr(
					(string) $value,
					array(
						'{alpha}' => (string) $alpha,
						'{post}'  => (string) $post,
					)
				);
				$value = is_numeric( $value ) ? (int) $value : $value;
			}
		);

		$response = $this->rest( 'POST', self::OUR_BASE . '/order', $body );

		$this->assertStatus( 400, $response );
		$this->assertFalse( $response->get_data()['success'] );
		$this->assertStringContainsString( 'ids', $response->get_data()['response'] );
		wp_cache_flush();
		$this->assertSame( $before, Class_Store::all() );
	}

	public function test_usage_lists_posts_templates_patterns_navigation_and_overlays_that_carry_the_class(): void {
		$id       = $this->create_class( '.used-class' );
		$block    = '<!-- wp:paragraph {"gbGlobalClasses":["other","used-class"]} --><p>x</p><!-- /wp:paragraph -->';
		$expected = array();
		foreach ( array( 'post', 'page', 'wp_template', 'wp_template_part', 'wp_block', 'wp_navigation', 'gblocks_overlay' ) as $type ) {
			$expected[] = $this->create_post(
				array(
					'post_type'    => $type,
					'post_content' => $block,
				)
			);
		}
		$expected[] = $this->create_post(
			array(
				'post_status'  => 'draft',
				'post_content' => '<!-- wp:group {"gbGlobalClasses":["used-class"]} --><div class="wp-block-group"></div><!-- /wp:group -->',
			)
		);
		// Not using it: another class that starts the same, a different case, the name as text, trash.
		$this->create_post( array( 'post_content' => '<!-- wp:paragraph {"gbGlobalClasses":["used-class-2","Used-Class"]} --><p>used-class</p><!-- /wp:paragraph -->' ) );
		$this->create_post( array( 'post_content' => '<p>"used-class"</p>' ) );
		$this->create_post(
			array(
				'post_status'  => 'trash',
				'post_content' => $block,
			)
		);
		$this->act_as( 'administrator' );

		$response = $this->rest( 'GET', self::OUR_BASE . '/' . $id . '/usage' );

		$this->assertStatus( 200, $response );
		$usage = $response->get_data()['response'];
		$this->assertSame( count( $expected ), $usage['total'] );
		$this->assertSame( array( 'blocks' ), array_keys( $usage['usage'] ) );
		$this->assertSame( 'Blocks', $usage['usage']['blocks']['label'] );
		$this->assertSame( count( $expected ), $usage['usage']['blocks']['total'] );
		$ids = array_column( $usage['usage']['blocks']['items'], 'id' );
		sort( $ids );
		$this->assertSame( $expected, $ids );
		$item = $usage['usage']['blocks']['items'][0];
		foreach ( array( 'id', 'type', 'title', 'status', 'type_label', 'usage_type', 'edit_url', 'view_url' ) as $key ) {
			$this->assertArrayHasKey( $key, $item );
		}
		$this->assertSame( 'block_attributes', $item['usage_type'] );
	}

	public function test_usage_finds_names_the_serializer_escapes_and_block_widgets(): void {
		$id = $this->create_class( '.a--b' );
		$this->act_as( 'administrator' );
		$content = serialize_block(
			array(
				'blockName'    => 'core/paragraph',
				'attrs'        => array( 'gbGlobalClasses' => array( 'a--b' ) ),
				'innerBlocks'  => array(),
				'innerHTML'    => '<p>x</p>',
				'innerContent' => array( '<p>x</p>' ),
			)
		);
		$this->assertStringContainsString( '\u002d\u002d', $content );
		// wp_insert_post() unslashes, as the editor's save does after slashing.
		$post = $this->create_post( array( 'post_content' => wp_slash( $content ) ) );
		$this->assertStringContainsString( '\u002d\u002d', get_post( $post )->post_content );
		update_option(
			'widget_block',
			array(
				3              => array( 'content' => $content ),
				'_multiwidget' => 1,
			)
		);

		$items = $this->rest( 'GET', self::OUR_BASE . '/' . $id . '/usage' )->get_data()['response']['usage']['blocks']['items'];

		$this->assertSame( array( $post, 3 ), array_column( $items, 'id' ) );
		$this->assertSame( 'widget', $items[1]['type'] );
	}

	public function test_usage_of_an_unknown_class_is_a_404(): void {
		$this->act_as( 'administrator' );
		$post = $this->create_post();
		foreach ( array( 999999, $post ) as $id ) {
			$response = $this->rest( 'GET', self::OUR_BASE . '/' . $id . '/usage' );
			$this->assertStatus( 404, $response );
			$this->assertFalse( $response->get_data()['success'] );
		}
	}

	public function test_the_routes_publish_their_schemas(): void {
		$routes = rest_get_server()->get_routes( 'generateblocks-pro/v1' );
		foreach ( array( '/global-classes', '/global-classes/get_css', '/global-classes/order', '/global-classes/(?P<id>\d+)/usage' ) as $route ) {
			$this->assertArrayHasKey( '/generateblocks-pro/v1' . $route, $routes );
			$options = $this->rest( 'OPTIONS', '/generateblocks-pro/v1' . str_replace( '(?P<id>\d+)', '1', $route ) );
			$this->assertArrayHasKey( 'schema', $options->get_data(), $route );
		}
	}
}
