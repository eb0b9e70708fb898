<?php
/**
 * Menu-toggle icons and the mobile breakpoint of the Navigation block.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Navigation;

use GBlocks_Pro\Blocks\Render_Pipeline;
use GBlocks_Pro\Navigation\Menu_Toggle_Icons;
use GBlocks_Pro\Navigation\Mobile_Breakpoint;
use GBlocks_Pro\Navigation\Navigation_Block;
use GBlocks_Pro\Support\Contract_File;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Rendering core/navigation with gbMenuIcon, gbCloseIcon and htmlAttributes['data-gb-mobile-breakpoint'].
 */
final class Navigation_Block_Test extends Test_Case {

	protected function setUp(): void {
		parent::setUp();
		Render_Pipeline::instance()->reset();
		Menu_Toggle_Icons::reset();
		self::reset_styles();
	}

	protected function tearDown(): void {
		parent::tearDown();
		Render_Pipeline::instance()->reset();
		Menu_Toggle_Icons::reset();
		self::reset_styles();
	}

	/**
	 * Forgets the styles of the page.
	 */
	private static function reset_styles(): void {
		$GLOBALS['wp_styles'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- A fresh page for each test.
	}

	/**
	 * A navigation block with two links, rendered.
	 *
	 * @param array<string, mixed> $attrs Block attributes.
	 */
	private static function render_navigation( array $attrs ): string {
		$attrs += array( 'overlayMenu' => 'mobile' );
		return do_blocks(
			'<!-- wp:navigation ' . wp_json_encode( $attrs ) . ' -->'
			. '<!-- wp:navigation-link {"label":"First","url":"https://example.com/first","kind":"custom"} /-->'
			. '<!-- wp:navigation-link {"label":"Second","url":"https://example.com/second","kind":"custom"} /-->'
			. '<!-- /wp:navigation -->'
		);
	}

	/**
	 * The content of a button, by class.
	 *
	 * @param string $html   Markup.
	 * @param string $button Class of the button.
	 */
	private static function button( string $html, string $button ): string {
		if ( ! preg_match( '/<button\b[^>]*class="[^"]*\b' . preg_quote( $button, '/' ) . '\b[^"]*"[^>]*>(.*?)<\/button>/s', $html, $match ) ) {
			return '';
		}
		return $match[1];
	}

	/**
	 * The icon of the JSON file, sanitised as it is printed.
	 *
	 * @param string $id Icon id, "light/menu-3".
	 */
	private static function icon( string $id ): string {
		list( $set_id, $icon_id ) = explode( '/', $id );
		foreach ( Contract_File::read( Menu_Toggle_Icons::FILE )['sets'] as $set ) {
			foreach ( $set['icons'] as $icon ) {
				if ( $set['id'] === $set_id && $icon['id'] === $icon_id ) {
					return $icon['svg'];
				}
			}
		}
		return '';
	}

	/**
	 * Icon ids of both sets.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function icon_provider(): array {
		return array(
			'medium menu 3 and close' => array( 'medium/menu-3', 'medium/close' ),
			'light menu 14 and close' => array( 'light/menu-14', 'light/close' ),
			'light menu 8 (dots)'     => array( 'light/menu-8', 'medium/close' ),
		);
	}

	/**
	 * The chosen icons of either set replace core's toggle and close icons.
	 *
	 * @dataProvider icon_provider
	 *
	 * @param string $menu  Menu icon id.
	 * @param string $close Close icon id.
	 */
	public function test_chosen_icons_replace_core_toggle_and_close_icons( string $menu, string $close ): void {
		$html = self::render_navigation(
			array(
				'gbMenuIcon'  => $menu,
				'gbCloseIcon' => $close,
			)
		);

		$open_button  = self::button( $html, 'wp-block-navigation__responsive-container-open' );
		$close_button = self::button( $html, 'wp-block-navigation__responsive-container-close' );
		$this->assertSame( 1, substr_count( $open_button, '<svg' ), $open_button );
		$this->assertSame( 1, substr_count( $close_button, '<svg' ), $close_button );
		// The file's drawing, with the root attributes core's icons have.
		$menu_svg = self::icon( $menu );
		$this->assertNotSame( '', $menu_svg );
		$inner = preg_replace( '/^<svg[^>]*>|<\/svg>$/', '', $menu_svg );
		$this->assertStringContainsString( (string) $inner, $open_button );
		$this->assertStringContainsString( (string) preg_replace( '/^<svg[^>]*>|<\/svg>$/', '', self::icon( $close ) ), $close_button );
		$this->assertStringContainsString( 'aria-hidden="true"', $open_button );
		$this->assertStringContainsString( 'focusable="false"', $open_button );
		$this->assertStringContainsString( 'viewBox="0 0 24 24"', $open_button );
		// Core's own icons are gone.
		$this->assertStringNotContainsString( '<rect x="4" y="7.5"', $html );
		$this->assertStringNotContainsString( 'm13.06 12 6.47-6.47', $html );
		// The menu items are still there.
		$this->assertStringContainsString( 'First', $html );
		$this->assertStringContainsString( 'Second', $html );
	}

	public function test_navigation_without_our_attributes_keeps_core_icons_and_classes(): void {
		$html = self::render_navigation( array() );

		$this->assertStringContainsString( '<rect x="4" y="7.5" width="16" height="1.5" />', self::button( $html, 'wp-block-navigation__responsive-container-open' ) );
		$this->assertStringContainsString( 'm13.06 12 6.47-6.47', self::button( $html, 'wp-block-navigation__responsive-container-close' ) );
		$this->assertStringNotContainsString( 'gb-nav-bp-', $html );
		$this->assertSame( '', self::our_css() );
	}

	public function test_unknown_icon_id_leaves_core_icon(): void {
		$html = self::render_navigation(
			array(
				'gbMenuIcon'  => 'medium/menu-99',
				'gbCloseIcon' => '../../etc/passwd',
			)
		);

		$this->assertStringContainsString( '<rect x="4" y="7.5"', $html );
		$this->assertStringContainsString( 'm13.06 12 6.47-6.47', $html );
	}

	public function test_text_label_toggle_is_left_alone(): void {
		$html = self::render_navigation(
			array(
				'hasIcon'    => false,
				'gbMenuIcon' => 'medium/menu-2',
			)
		);

		$open_button = self::button( $html, 'wp-block-navigation__responsive-container-open' );
		$this->assertStringNotContainsString( '<svg', $open_button );
		$this->assertStringContainsString( 'Menu', $open_button );
	}

	public function test_icons_only_apply_to_navigation_blocks(): void {
		$html = do_blocks( '<!-- wp:paragraph {"gbMenuIcon":"medium/menu-2","htmlAttributes":{"data-gb-mobile-breakpoint":"768px"}} --><p>Hi <button class="wp-block-navigation__responsive-container-open"><svg><rect/></svg></button></p><!-- /wp:paragraph -->' );

		$this->assertStringContainsString( '<svg><rect/></svg>', $html );
		$this->assertStringNotContainsString( 'gb-nav-bp-', $html );
	}

	public function test_filter_added_hostile_svg_is_sanitised(): void {
		add_filter(
			'gblocks_pro_menu_toggle_icons',
			static function ( $sets ) {
				$sets[] = array(
					'id'    => 'custom',
					'label' => 'Custom <b>set</b>',
					'icons' => array(
						array(
							'id'    => 'bad',
							'label' => 'Bad',
							'svg'   => '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="alert(1)" width="999">'
								. '<script>alert(2)</script>'
								. '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(3)"></div></foreignObject>'
								. '<a href="javascript:alert(4)"><path d="M1 1h2"/></a>'
								. '<use xlink:href="https://evil.example/sprite.svg#x"/>'
								. '<use href="#ok"/>'
								. '<rect id="ok" style="fill:url(https://evil.example/a.svg)" x="1" y="1" width="2" height="2"/>'
								. '<circle cx="5" cy="5" r="1" fill="url(#grad)" onclick="alert(5)" style="stroke:red"/>'
								. '<path d="M4 12h16" stroke="JaVaScRiPt:alert(6)"/>'
								. '<style>@import url(https://evil.example/x.css);</style>'
								. '<image href="https://evil.example/x.png"></image>'
								. '<animate attributeName="href" to="javascript:alert(7)"/>'
								. '</svg><script>alert(8)</script>',
						),
						array(
							'id'    => 'not-svg',
							'label' => 'Not SVG',
							'svg'   => '<div>nothing</div>',
						),
					),
				);
				return $sets;
			}
		);
		Menu_Toggle_Icons::reset();

		$html = self::render_navigation( array( 'gbMenuIcon' => 'custom/bad' ) );
		$svg  = self::button( $html, 'wp-block-navigation__responsive-container-open' );

		foreach ( array( '<script', 'alert', 'onload', 'onclick', 'onerror', 'foreignObject', '<img', '<a ', 'javascript', 'evil.example', '<style', '<image', '<animate', 'width="999"' ) as $forbidden ) {
			$this->assertStringNotContainsStringIgnoringCase( $forbidden, $svg, $forbidden );
		}
		$this->assertStringContainsString( '<use href="#ok"/>', $svg );
		$this->assertStringContainsString( '<circle cx="5" cy="5" r="1" fill="url(#grad)" style="stroke:red"/>', $svg );
		$this->assertStringContainsString( '<rect id="ok" x="1" y="1" width="2" height="2"/>', $svg );
		$this->assertStringContainsString( '<path d="M4 12h16"/>', $svg );
		$this->assertStringStartsWith( '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" aria-hidden="true" focusable="false" viewBox="0 0 24 24">', $svg );
		$this->assertStringNotContainsString( 'alert', $html );

		// An icon that is not an SVG is not offered at all.
		$custom = array_values( array_filter( Menu_Toggle_Icons::sets(), static fn( $set ) => 'custom' === $set['id'] ) );
		$this->assertSame( array( 'bad' ), array_column( $custom[0]['icons'], 'id' ) );
		$this->assertSame( 'Custom set', $custom[0]['label'] );
	}

	/**
	 * Valid breakpoints of each unit and their class.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function valid_breakpoint_provider(): array {
		return array(
			'px'         => array( '768px', 'gb-nav-bp-768px' ),
			'em decimal' => array( '47.5em', 'gb-nav-bp-47_5em' ),
			'rem'        => array( '40rem', 'gb-nav-bp-40rem' ),
			'smaller'    => array( '400px', 'gb-nav-bp-400px' ),
		);
	}

	/**
	 * A valid breakpoint scopes core's switch point to the block.
	 *
	 * @dataProvider valid_breakpoint_provider
	 *
	 * @param string $value Breakpoint.
	 * @param string $class Expected class.
	 */
	public function test_breakpoint_adds_class_and_css_moving_core_switch_point( string $value, string $class ): void {
		$html = self::render_navigation( array( 'htmlAttributes' => array( 'data-gb-mobile-breakpoint' => $value ) ) );

		$tags = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $tags->next_tag( 'nav' ) );
		$this->assertTrue( $tags->has_class( $class ) );
		$this->assertTrue( $tags->has_class( 'wp-block-navigation' ) );

		$css   = self::our_css();
		$scope = '.wp-block-navigation.' . $class;
		// Below the value: the toggle shows and the menu hides.
		$this->assertStringContainsString( '@media not all and (min-width: ' . $value . '){' . $scope . ' .wp-block-navigation__responsive-container:not(.hidden-by-default):not(.is-menu-open){display:none;}', $css );
		$this->assertStringContainsString( $scope . ' .wp-block-navigation__responsive-container-open:not(.always-shown){display:flex;}', $css );
		// From the value on: the full menu shows and the toggle hides.
		$this->assertStringContainsString( '@media (min-width: ' . $value . '){' . $scope . ' .wp-block-navigation__responsive-container:not(.hidden-by-default):not(.is-menu-open){background-color:inherit;display:block;position:relative;width:100%;z-index:auto;}', $css );
		$this->assertStringContainsString( $scope . ' .wp-block-navigation__responsive-container-open:not(.always-shown){display:none;}', $css );
	}

	public function test_breakpoint_css_is_stored_once_per_distinct_value(): void {
		self::render_navigation( array( 'htmlAttributes' => array( 'data-gb-mobile-breakpoint' => '768px' ) ) );
		self::render_navigation( array( 'htmlAttributes' => array( 'data-gb-mobile-breakpoint' => '768px' ) ) );
		self::render_navigation( array( 'htmlAttributes' => array( 'data-gb-mobile-breakpoint' => '40em' ) ) );

		$css = self::our_css();
		$this->assertSame( 2, substr_count( $css, '.gb-nav-bp-768px .wp-block-navigation__responsive-container-open:not(.always-shown)' ), $css );
		$this->assertSame( 2, substr_count( $css, '.gb-nav-bp-40em .wp-block-navigation__responsive-container-open:not(.always-shown)' ), $css );
	}

	public function test_breakpoint_css_is_printed_on_the_page(): void {
		self::render_navigation( array( 'htmlAttributes' => array( 'data-gb-mobile-breakpoint' => '1025px' ) ) );

		$this->assertTrue( wp_style_is( Navigation_Block::STYLE_HANDLE, 'enqueued' ) );
		ob_start();
		wp_styles()->do_items( array( Navigation_Block::STYLE_HANDLE ) );
		$printed = (string) ob_get_clean();
		$this->assertStringContainsString( '@media (min-width: 1025px){.wp-block-navigation.gb-nav-bp-1025px', $printed );
		$this->assertStringContainsString( "<style id='gblocks-pro-navigation-inline-css'>", $printed );
	}

	/**
	 * Values that are not a length in range.
	 *
	 * @return array<string, array{0: mixed}>
	 */
	public static function hostile_breakpoint_provider(): array {
		return array(
			'style break-out' => array( '1px;}</style><script>alert(1)</script>' ),
			'expression'      => array( 'expression(alert(1))' ),
			'calc'            => array( 'calc(100px + 1px)' ),
			'negative'        => array( '-5px' ),
			'too large'       => array( '99999px' ),
			'zero'            => array( '0px' ),
			'no unit'         => array( '768' ),
			'other unit'      => array( '50vw' ),
			'spaces'          => array( ' 768px' ),
			'newline'         => array( "768px\n" ),
			'too long'        => array( '1.00000000000001px' ),
			'not a string'    => array( 768 ),
			'array'           => array( array( '768px' ) ),
			'upper case unit' => array( '768PX' ),
		);
	}

	/**
	 * A value that is not a length in range gives no class and no CSS.
	 *
	 * @dataProvider hostile_breakpoint_provider
	 *
	 * @param mixed $value Breakpoint.
	 */
	public function test_invalid_breakpoints_print_nothing( $value ): void {
		$html = self::render_navigation( array( 'htmlAttributes' => array( 'data-gb-mobile-breakpoint' => $value ) ) );

		$this->assertSame( '', Mobile_Breakpoint::validate( $value ) );
		$this->assertStringNotContainsString( 'gb-nav-bp-', $html );
		$this->assertSame( '', self::our_css() );
		$this->assertStringNotContainsString( '<script>alert(1)', $html );
	}

	public function test_breakpoint_css_is_the_css_the_editor_builds(): void {
		$fixture = json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/tests/fixtures/navigation/breakpoint-css.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local fixture.

		$this->assertSame( $fixture['css'], Mobile_Breakpoint::css( $fixture['value'] ) );
	}

	public function test_editor_data_has_breakpoints_and_icon_sets(): void {
		$data = Navigation_Block::editor_data( array( 'capabilities' => array() ) );

		$this->assertIsArray( $data );
		$this->assertSame( array( 'desktop', 'tablet', 'mobile' ), array_column( $data['breakpoints'], 'id' ) );
		$this->assertSame( array( 'medium', 'light' ), array_column( $data['menuToggleIcons'], 'id' ) );
		$this->assertSame( array( 'Menu Toggles (Medium)', 'Menu Toggles (Light)' ), array_column( $data['menuToggleIcons'], 'label' ) );
		foreach ( $data['menuToggleIcons'] as $set ) {
			$this->assertCount( 15, $set['icons'] );
			$this->assertSame( 'Close', $set['icons'][14]['label'] );
		}
		$this->assertSame( array( 'core/navigation' ), $data['navigation']['blocks'] );
	}

	public function test_editor_bundle_data_goes_through_the_filter(): void {
		$data = \GBlocks_Pro\Support\Editor_Bundle::data();

		$this->assertArrayHasKey( 'breakpoints', $data );
		$this->assertArrayHasKey( 'menuToggleIcons', $data );
	}

	/**
	 * The navigation rules in the block-supports style store.
	 */
	private static function our_css(): string {
		return implode( "\n", (array) wp_styles()->get_data( Navigation_Block::STYLE_HANDLE, 'after' ) );
	}
}
