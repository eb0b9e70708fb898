<?php
/**
 * Page cache compatibility on the server: what blocks, navigation links, classic menu items and overlays
 * print when a condition is deferred to the browser.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Blocks;

use GBlocks_Pro\Blocks\Menu_Item_Conditions;
use GBlocks_Pro\Blocks\Render_Pipeline;
use GBlocks_Pro\Conditions\Decisions;
use GBlocks_Pro\Overlays\Meta;
use GBlocks_Pro\Overlays\Renderer;
use GBlocks_Pro\Page_Cache\Cache_Safety;
use GBlocks_Pro\Page_Cache\Visitor_Script;
use GBlocks_Pro\Tests\Conditions\Conditions_Test_Case;

/**
 * With "Page cache compatibility" on, an anonymous front-end GET: the server part of each condition is
 * decided and what visitor rules leave open is sent inert (a template, a classic menu item's too) with the
 * residual and the inline evaluator once; everything else keeps the server's decision.
 *
 * @group database
 */
final class Deferred_Output_Test extends Conditions_Test_Case {

	/**
	 * The stand-in evaluator the server inlines.
	 */
	private const EVALUATOR = __DIR__ . '/../fixtures/visitor-conditions.js';

	/**
	 * The residual of "the device is a phone" as the attribute carries it (JSON in an escaped attribute).
	 */
	private const MOBILE_ATTRIBUTE = '{&quot;type&quot;:&quot;device&quot;,&quot;rule&quot;:&quot;mobile&quot;,&quot;operator&quot;:&quot;is&quot;,&quot;value&quot;:&quot;&quot;}';

	protected function setUp(): void {
		parent::setUp();
		Render_Pipeline::instance()->reset();
		Decisions::flush();
		Cache_Safety::reset();
		Visitor_Script::reset( self::EVALUATOR );
		Menu_Item_Conditions::reset();
		wp_set_current_user( 0 );
		$_SERVER['REQUEST_METHOD']  = 'GET';
		$_SERVER['HTTP_USER_AGENT'] = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
		update_option( Cache_Safety::OPTION, '1' );
		// What is printed before the evaluator (the visitor-history rules on sites that have them, and
		// on a request that finds the condition cache missing): Browser_Rules_Test.
		remove_all_filters( 'gblocks_pro_visitor_conditions_companions' );
		$this->go_to( array() );
	}

	protected function tearDown(): void {
		Render_Pipeline::instance()->reset();
		Decisions::flush();
		Cache_Safety::reset();
		Visitor_Script::reset();
		Menu_Item_Conditions::reset();
		wp_dequeue_script( 'gblocks-pro-overlay-runtime' );
		wp_deregister_script( 'gblocks-pro-overlay-runtime' );
		parent::tearDown();
	}

	/**
	 * A visitor row: the device is a phone.
	 *
	 * @return array<string, string>
	 */
	private static function mobile(): array {
		return self::row( 'device', 'mobile', 'is' );
	}

	/**
	 * A paragraph with a display condition.
	 */
	private static function paragraph( string $text, int $condition, bool $invert = false ): string {
		return '<!-- wp:paragraph {"gbBlockCondition":"' . $condition . '"' . ( $invert ? ',"gbBlockConditionInvert":true' : '' ) . '} --><p>' . $text . '</p><!-- /wp:paragraph -->';
	}

	/**
	 * Renders block markup with the decisions of a new request.
	 */
	private static function render( string $content ): string {
		Decisions::forget_results();
		return do_blocks( $content );
	}

	/**
	 * The inline evaluator as the server prints it.
	 */
	private static function evaluator_tag(): string {
		return wp_get_inline_script_tag(
			trim( str_ireplace( '</script', '<\/script', (string) file_get_contents( self::EVALUATOR ) ) ), // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A fixture.
			array(
				'id'         => Visitor_Script::ID,
				'data-gb-tz' => wp_timezone_string(),
			)
		);
	}

	/**
	 * What wp_head prints of ours.
	 */
	private static function head(): string {
		ob_start();
		Visitor_Script::print_in_head();
		return (string) ob_get_clean();
	}

	public function test_a_block_decided_by_a_visitor_rule_is_sent_inert_with_its_residual_and_the_run_call(): void {
		$id   = $this->create_condition( self::tree( self::mobile() ) );
		$html = self::render( self::paragraph( 'Phones only', $id ) );

		$this->assertSame(
			'<template data-gb-condition="' . self::MOBILE_ATTRIBUTE . '"><p>Phones only</p></template><script>gbVisitorConditions.run()</script>',
			$html
		);
		// Rendered before wp_head (a block theme renders its template first): the evaluator goes in the head, once.
		$this->assertSame( self::evaluator_tag(), self::head() );
		$this->assertStringContainsString( '<script id="gblocks-pro-visitor-conditions" data-gb-tz="' . esc_attr( wp_timezone_string() ) . '"', self::evaluator_tag() );
		$this->assertStringNotContainsString( '</script>*/', self::evaluator_tag(), 'A "</script>" in the source cannot end the tag.' );
		$this->assertSame( '', self::head() );
		$this->assertStringNotContainsString( 'gblocks-pro-visitor-conditions', self::render( self::paragraph( 'Again', $id ) ) );
	}

	/**
	 * Whether the wrap filter of deferred blocks is on a hook.
	 */
	private static function wraps( string $hook ): bool {
		foreach ( $GLOBALS['wp_filter'][ $hook ]->callbacks[ PHP_INT_MAX ] ?? array() as $callback ) {
			if ( is_array( $callback['function'] ) && 'wrap_deferred' === ( $callback['function'][1] ?? '' ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * A group with a display condition around other blocks.
	 */
	private static function group( string $inner, int $condition ): string {
		return '<!-- wp:group {"gbBlockCondition":"' . $condition . '","layout":{"type":"default"}} --><div class="wp-block-group">' . $inner . '</div><!-- /wp:group -->';
	}

	public function test_the_wrap_filter_is_on_a_block_types_hook_only_while_a_block_of_that_type_waits(): void {
		$id   = $this->create_condition( self::tree( self::mobile() ) );
		$seen = array();
		// While the group's inner heading renders, the group waits for its markup.
		$probe = static function ( $html ) use ( &$seen ) {
			$seen[] = array( self::wraps( 'render_block_core/group' ), self::wraps( 'render_block' ) );
			return $html;
		};
		add_filter( 'render_block_core/heading', $probe );

		$html = self::render(
			self::group( '<!-- wp:heading --><h2 class="wp-block-heading">Inside</h2><!-- /wp:heading -->', $id )
			. '<!-- wp:heading --><h2 class="wp-block-heading">After</h2><!-- /wp:heading -->'
		);

		$this->assertStringStartsWith( '<template data-gb-condition="' . self::MOBILE_ATTRIBUTE . '"><div class="wp-block-group', $html );
		$this->assertStringContainsString( '<h2 class="wp-block-heading">Inside</h2></div></template>', $html );
		$this->assertStringEndsWith( '<h2 class="wp-block-heading">After</h2>', $html );
		$this->assertSame( array( array( true, false ), array( false, false ) ), $seen, 'On the deferred type\'s own hook while its block renders, never on render_block (every block would pay); gone once the block was wrapped.' );
		$this->assertSame( 10, has_filter( 'render_block_core/group', 'wp_restore_group_inner_container' ), 'Core\'s own filter on the type stays.' );
	}

	public function test_blocks_of_one_type_nested_and_in_a_row_are_each_wrapped_and_the_filter_leaves_after_the_last(): void {
		$id    = $this->create_condition( self::tree( self::mobile() ) );
		$inner = self::group( self::paragraph( 'Innermost', $id ), $id );

		$html = self::render( self::group( $inner, $id ) . self::paragraph( 'Next', $id ) . '<!-- wp:paragraph --><p>Plain</p><!-- /wp:paragraph -->' );

		$this->assertSame( 4, substr_count( $html, '<template data-gb-condition=' ), 'Two groups, one inside the other, the paragraph inside them, and the next paragraph.' );
		$this->assertSame( 1, preg_match( '#^<template[^>]*><div[^>]*><template[^>]*><div[^>]*><template[^>]*><p>Innermost</p></template>#', $html ), $html );
		$this->assertStringEndsWith( '<p>Plain</p>', $html, 'A plain paragraph after the last deferred one is left as it is.' );
		$this->assertFalse( self::wraps( 'render_block_core/group' ) );
		$this->assertArrayNotHasKey( 'render_block_core/paragraph', $GLOBALS['wp_filter'], 'A type without filters of its own has none again: its later blocks do not even dispatch the hook.' );
	}

	public function test_on_a_hook_with_filters_of_its_own_the_wrap_filter_joins_them_and_leaves_them_in_place(): void {
		$id     = $this->create_condition( self::tree( self::mobile() ) );
		$theirs = static fn( $html ) => str_replace( '<p>', '<p class="theirs">', (string) $html );
		add_filter( 'render_block_core/paragraph', $theirs );

		$html = self::render( self::paragraph( 'Phones only', $id ) . self::paragraph( 'Again', $id ) );

		$this->assertSame( 2, substr_count( $html, '<template data-gb-condition="' . self::MOBILE_ATTRIBUTE . '"><p class="theirs">' ), 'Their filter worked on the block, ours wrapped it after.' );
		$this->assertFalse( self::wraps( 'render_block_core/paragraph' ) );
		$this->assertSame( 10, has_filter( 'render_block_core/paragraph', $theirs ) );
	}

	public function test_after_wp_head_the_evaluator_is_printed_before_the_first_deferred_element_only(): void {
		global $wp_actions;
		$wp_actions['wp_head'] = 1; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The head was printed (a classic theme); Test_Case restores it.
		$id                    = $this->create_condition( self::tree( self::mobile() ) );

		$html = self::render( self::paragraph( 'First', $id ) . self::paragraph( 'Second', $id ) );

		$this->assertSame( 1, substr_count( $html, 'id="gblocks-pro-visitor-conditions"' ) );
		$this->assertStringStartsWith( self::evaluator_tag() . '<template data-gb-condition=', $html );
		$this->assertSame( 2, substr_count( $html, '<script>gbVisitorConditions.run()</script>' ) );
		$this->assertSame( '', self::head() );
	}

	public function test_inside_the_content_the_evaluator_is_put_in_place_after_the_content_filters(): void {
		global $wp_actions;
		$wp_actions['wp_head'] = 1; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- A classic theme prints the content after the head; Test_Case restores it.
		$id                    = $this->create_condition( self::tree( self::mobile() ) );

		Decisions::forget_results();
		$html = (string) apply_filters( 'the_content', self::paragraph( 'First', $id ) . self::paragraph( 'Second', $id ) );

		$this->assertSame( 1, substr_count( $html, 'id="gblocks-pro-visitor-conditions"' ) );
		$this->assertStringContainsString( self::evaluator_tag(), $html, 'The source as built (e<1&&t>2 not texturized).' );
		$this->assertStringNotContainsString( Visitor_Script::PLACEHOLDER, $html );
		$this->assertLessThan( strpos( $html, '<template data-gb-condition=' ), strpos( $html, 'id="gblocks-pro-visitor-conditions"' ) );
		$this->assertSame( 2, substr_count( $html, '<template data-gb-condition=' ) );
	}

	public function test_the_whole_rendered_block_is_inside_the_template_with_its_inner_blocks_and_supports(): void {
		$id   = $this->create_condition( self::tree( self::mobile() ) );
		$html = self::render(
			'<!-- wp:group {"gbBlockCondition":"' . $id . '","layout":{"type":"flex"}} --><div class="wp-block-group"><!-- wp:paragraph --><p>Inner</p><!-- /wp:paragraph --></div><!-- /wp:group -->'
		);

		$this->assertMatchesRegularExpression( '#^<template data-gb-condition="[^"]+"><div class="wp-block-group is-layout-flex[^"]*"><p>Inner</p></div></template><script>gbVisitorConditions\.run\(\)</script>$#', $html );
	}

	public function test_invert_is_kept_in_the_residual_as_a_not(): void {
		$id   = $this->create_condition( self::tree( self::mobile() ) );
		$html = self::render( self::paragraph( 'Not on phones', $id, true ) );

		$this->assertStringStartsWith( '<template data-gb-condition="{&quot;not&quot;:' . self::MOBILE_ATTRIBUTE . '}"><p>Not on phones</p></template>', $html );
	}

	public function test_when_the_server_part_decides_no_template_is_sent_and_hidden_content_never_is(): void {
		$logged_in  = self::row( 'user_role', 'general:logged_in', 'is' );
		$logged_out = self::row( 'user_role', 'general:logged_out', 'is' );
		$false_and  = $this->create_condition( self::tree( $logged_in, self::mobile() ) );
		$true_or    = $this->create_condition(
			array(
				'logic'  => 'OR',
				'groups' => array(
					array( 'conditions' => array( $logged_out ) ),
					array( 'conditions' => array( self::mobile() ) ),
				),
			)
		);

		$html = self::render( self::paragraph( 'Members on phones', $false_and ) . self::paragraph( 'Guests or phones', $true_or ) );

		$this->assertSame( '<p>Guests or phones</p>', $html );
		$this->assertSame( '', self::head(), 'Nothing deferred: no evaluator.' );
	}

	public function test_server_rows_are_decided_and_only_visitor_rows_are_sent(): void {
		update_option( 'gbp_campaign', 'summer' );
		$id = $this->create_condition(
			self::tree(
				self::row( 'user_role', 'general:logged_out', 'is' ),
				self::row( 'options', 'custom', 'equals', 'gbp_campaign|summer' ),
				self::row( 'cookie', 'custom', 'equals', 'promo|1' )
			),
			'publish',
			'Secret campaign title'
		);

		$html = self::render( self::paragraph( 'Promo', $id ) );

		$this->assertStringContainsString( '<template data-gb-condition="{&quot;type&quot;:&quot;cookie&quot;,&quot;rule&quot;:&quot;custom&quot;,&quot;operator&quot;:&quot;equals&quot;,&quot;value&quot;:&quot;promo|1&quot;}"><p>Promo</p></template>', $html );
		foreach ( array( 'gbp_campaign', 'summer', 'options', 'user_role', 'logged_out', 'Secret campaign title' ) as $private ) {
			$this->assertStringNotContainsString( $private, $html );
		}
	}

	public function test_values_with_markup_characters_cannot_leave_the_attribute(): void {
		$id   = $this->create_condition( self::tree( self::row( 'cookie', 'custom', 'equals', 'x|"><script>alert(1)</script>&amp;\'' ) ) );
		$html = self::render( self::paragraph( 'Safe', $id ) );

		$this->assertSame( 1, preg_match( '#^<template data-gb-condition="([^"<>]+)"><p>Safe</p></template>#', $html, $match ) );
		$residual = json_decode( html_entity_decode( $match[1], ENT_QUOTES | ENT_HTML5 ), true );
		$this->assertSame( 'x|"><script>alert(1)</script>&amp;\'', $residual['value'] );
	}

	public function test_without_the_setting_or_for_a_logged_in_visitor_the_server_decides_as_before(): void {
		$id = $this->create_condition( self::tree( self::mobile() ) );

		update_option( Cache_Safety::OPTION, '0' );
		$this->assertSame( '', self::render( self::paragraph( 'Phones only', $id ) ), 'A desktop visitor: hidden by the server.' );

		update_option( Cache_Safety::OPTION, '1' );
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$this->assertSame( '', self::render( self::paragraph( 'Phones only', $id ) ) );
		$_SERVER['HTTP_USER_AGENT'] = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
		$this->assertSame( '<p>Phones only</p>', self::render( self::paragraph( 'Phones only', $id ) ) );
		$this->assertSame( '', self::head() );
	}

	public function test_without_the_built_evaluator_the_content_stays_inert_and_nothing_calls_it(): void {
		Visitor_Script::reset( __DIR__ . '/missing-visitor-conditions.js' );
		$id   = $this->create_condition( self::tree( self::mobile() ) );
		$html = self::render( self::paragraph( 'Phones only', $id ) );

		$this->assertSame( '<template data-gb-condition="' . self::MOBILE_ATTRIBUTE . '"><p>Phones only</p></template>', $html );
		$this->assertSame( '', self::head() );
	}

	public function test_a_navigation_link_is_sent_inert_inside_its_list_and_a_server_hidden_one_not_at_all(): void {
		$deferred = $this->create_condition( self::tree( self::mobile() ) );
		$hidden   = $this->create_condition( self::tree( self::row( 'user_role', 'general:logged_in', 'is' ) ) );
		$html     = self::render(
			'<!-- wp:navigation {"overlayMenu":"never"} -->'
			. '<!-- wp:navigation-link {"label":"Everyone","url":"https://example.org/everyone"} /-->'
			. '<!-- wp:navigation-link {"label":"Phones","url":"https://example.org/phones","gbBlockCondition":"' . $deferred . '"} /-->'
			. '<!-- wp:navigation-link {"label":"Members","url":"https://example.org/members","gbBlockCondition":"' . $hidden . '"} /-->'
			. '<!-- wp:navigation-submenu {"label":"Phone menu","url":"https://example.org/menu","gbBlockCondition":"' . $deferred . '"} -->'
			. '<!-- wp:navigation-link {"label":"Child","url":"https://example.org/child"} /-->'
			. '<!-- /wp:navigation-submenu -->'
			. '<!-- /wp:navigation -->'
		);

		$this->assertMatchesRegularExpression( '#<template data-gb-condition="' . preg_quote( self::MOBILE_ATTRIBUTE, '#' ) . '"><li [^>]*wp-block-navigation-link[^>]*><a [^>]*href="https://example.org/phones"#', $html );
		$this->assertMatchesRegularExpression( '#<template data-gb-condition="[^"]+"><li [^>]*wp-block-navigation-submenu[^>]*>.*https://example.org/child.*</li></template><script>gbVisitorConditions\.run\(\)</script>#s', $html );
		$this->assertStringContainsString( 'https://example.org/everyone', $html );
		$this->assertStringNotContainsString( 'https://example.org/members', $html );
		$this->assertSame( 2, substr_count( $html, '<template data-gb-condition=' ) );
		$this->assertSame( 2, substr_count( $html, '</template><script>gbVisitorConditions.run()</script>' ) );
	}

	/**
	 * A menu of Everyone, Phones (a device rule: deferred) with its sub-item Cases (a cookie rule:
	 * deferred too) and Members (a server rule: hidden).
	 *
	 * @return array<string, int> Item ids by title, and 'menu'.
	 */
	private function menu_with_deferred_items(): array {
		$menu = wp_create_nav_menu( 'Main ' . self::unique() );
		$this->assertIsInt( $menu );
		$items = array( 'menu' => $menu );
		$tree  = array(
			'Everyone' => 0,
			'Phones'   => 0,
			'Cases'    => 'Phones',
			'Members'  => 0,
		);
		foreach ( $tree as $title => $parent ) {
			$items[ $title ] = wp_update_nav_menu_item(
				$menu,
				0,
				array(
					'menu-item-title'     => $title,
					'menu-item-url'       => 'https://example.org/' . strtolower( $title ),
					'menu-item-status'    => 'publish',
					'menu-item-parent-id' => $parent ? $items[ $parent ] : 0,
				)
			);
			$this->assertIsInt( $items[ $title ] );
		}
		update_post_meta( $items['Phones'], Menu_Item_Conditions::META_KEY, (string) $this->create_condition( self::tree( self::mobile() ) ) );
		update_post_meta( $items['Cases'], Menu_Item_Conditions::META_KEY, (string) $this->create_condition( self::tree( self::row( 'cookie', 'custom', 'equals', 'promo|1' ) ) ) );
		update_post_meta( $items['Members'], Menu_Item_Conditions::META_KEY, (string) $this->create_condition( self::tree( self::row( 'user_role', 'general:logged_in', 'is' ) ) ) );
		return $items;
	}

	/**
	 * Issue 36 S8/S9: a deferred item is a template, which no theme CSS shows and which page content
	 * cannot make; a deferred sub-item is a template inside its parent's.
	 */
	public function test_a_classic_menu_item_is_sent_in_a_template_with_its_residual_and_the_menu_brings_the_evaluator(): void {
		global $wp_actions;
		$wp_actions['wp_head'] = 1; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The head was printed; Test_Case restores it.
		$items                 = $this->menu_with_deferred_items();

		Decisions::forget_results();
		$html = (string) wp_nav_menu(
			array(
				'menu'        => $items['menu'],
				'echo'        => false,
				'fallback_cb' => false,
			)
		);

		$this->assertMatchesRegularExpression(
			'#<template data-gb-condition="' . preg_quote( self::MOBILE_ATTRIBUTE, '#' ) . '"><li id="menu-item-' . $items['Phones'] . '" class="[^"]*menu-item-has-children[^"]*"><a href="https://example.org/phones">Phones</a>\s*<ul class="sub-menu">\s*'
			. '<template data-gb-condition="\{&quot;type&quot;:&quot;cookie&quot;[^"]*"><li id="menu-item-' . $items['Cases'] . '" class="[^"]*"><a href="https://example.org/cases">Cases</a></li></template>\s*</ul>\s*</li></template>#',
			$html
		);
		$this->assertStringNotContainsString( 'hidden', $html, 'The marks are taken off the items.' );
		$this->assertSame( 2, substr_count( $html, 'data-gb-condition' ) );
		$this->assertStringContainsString( 'https://example.org/everyone', $html );
		$this->assertStringNotContainsString( 'https://example.org/members', $html );
		$this->assertStringStartsWith( self::evaluator_tag(), $html );
		$this->assertStringEndsWith( '</ul></div><script>gbVisitorConditions.run()</script>', $html );
	}

	/**
	 * A walker of its own: items printed without the nav_menu_item_attributes filter (as older custom
	 * walkers print them), and, when asked, without their closing tags.
	 *
	 * @param bool $closes Whether items get their </li>.
	 */
	private static function walker( bool $closes ): \Walker_Nav_Menu {
		return new class( $closes ) extends \Walker_Nav_Menu {
			/**
			 * The walker.
			 *
			 * @param bool $closes Whether items get their </li>.
			 */
			public function __construct( private bool $closes ) {}

			/**
			 * An item without the nav_menu_item_attributes filter.
			 *
			 * @param string          $output            Output so far.
			 * @param \WP_Post|object $data_object       The item.
			 * @param int             $depth             Depth.
			 * @param \stdClass|null  $args              Arguments.
			 * @param int             $current_object_id Current object id.
			 */
			public function start_el( &$output, $data_object, $depth = 0, $args = null, $current_object_id = 0 ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Walker signature.
				$output .= '<li id="menu-item-' . (int) $data_object->ID . '" class="menu-item"><a href="' . esc_url( $data_object->url ) . '">' . esc_html( $data_object->title ) . '</a>';
			}

			/**
			 * The item's end, when it gets one (a sibling's <li> right after it).
			 *
			 * @param string          $output      Output so far.
			 * @param \WP_Post|object $data_object The item.
			 * @param int             $depth       Depth.
			 * @param \stdClass|null  $args        Arguments.
			 */
			public function end_el( &$output, $data_object, $depth = 0, $args = null ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Walker signature.
				$output .= $this->closes ? '</li>' : '';
			}
		};
	}

	/**
	 * A deferred item of a menu made by hand.
	 *
	 * @param bool $closes Whether the walker closes its items.
	 */
	private function menu_by_walker( bool $closes ): array {
		$deferred = $this->create_condition( self::tree( self::mobile() ) );
		$menu     = wp_create_nav_menu( 'Walker ' . self::unique() );
		$this->assertIsInt( $menu );
		$items = array();
		foreach ( array( 'Phones', 'Everyone' ) as $title ) {
			$items[ $title ] = wp_update_nav_menu_item(
				$menu,
				0,
				array(
					'menu-item-title'  => $title,
					'menu-item-url'    => 'https://example.org/' . strtolower( $title ),
					'menu-item-status' => 'publish',
				)
			);
		}
		update_post_meta( $items['Phones'], Menu_Item_Conditions::META_KEY, (string) $deferred );
		Decisions::forget_results();
		$html = (string) wp_nav_menu(
			array(
				'menu'        => $menu,
				'echo'        => false,
				'fallback_cb' => false,
				'walker'      => self::walker( $closes ),
			)
		);
		return array( $items['Phones'], $html );
	}

	public function test_a_custom_walker_that_skips_the_item_attributes_still_gets_the_item_in_a_template(): void {
		list( $item, $html ) = $this->menu_by_walker( true );

		$this->assertStringContainsString( '<template data-gb-condition="' . self::MOBILE_ATTRIBUTE . '"><li id="menu-item-' . $item . '" class="menu-item"><a href="https://example.org/phones">Phones</a></li></template><li ', $html );
		$this->assertStringEndsWith( '<script>gbVisitorConditions.run()</script>', $html );
	}

	public function test_items_that_are_never_closed_stay_hidden_and_undecided(): void {
		list( $item, $html ) = $this->menu_by_walker( false );

		$this->assertStringNotContainsString( '<template', $html );
		$this->assertStringNotContainsString( 'gbVisitorConditions', $html );
		$tags = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $tags->next_tag( array( 'tag_name' => 'li' ) ) );
		$this->assertSame( 'menu-item-' . $item, $tags->get_attribute( 'id' ) );
		$this->assertTrue( $tags->get_attribute( 'hidden' ) );
		$this->assertSame( '{"type":"device","rule":"mobile","operator":"is","value":""}', $tags->get_attribute( 'data-gb-condition' ) );
	}

	public function test_a_deferred_overlay_is_printed_whole_in_a_template_and_declared_to_the_runtime(): void {
		global $wp_actions;
		$wp_actions['wp_head'] = 1; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The footer prints after the head; Test_Case restores it.
		$condition             = $this->create_condition( self::tree( self::row( 'cookie', 'custom', 'equals', 'promo|1' ) ) );
		$overlay               = $this->create_post(
			array(
				'post_type'    => 'gblocks_overlay',
				'post_title'   => 'Promo overlay',
				'post_content' => '<!-- wp:paragraph --><p>Promo content</p><!-- /wp:paragraph -->',
			)
		);
		update_post_meta( $overlay, Meta::PREFIX . 'display_condition', (string) $condition );
		update_post_meta( $overlay, Meta::PREFIX . 'trigger_type', 'time' );

		$renderer = new Renderer();
		$renderer->start();
		ob_start();
		$renderer->print_overlays();
		$footer = (string) ob_get_clean();

		$this->assertTrue( $renderer->is_deferred( $overlay ) );
		$this->assertMatchesRegularExpression( '#^' . preg_quote( self::evaluator_tag(), '#' ) . '<template data-gb-condition="\{&quot;type&quot;:&quot;cookie&quot;[^"]*"><dialog id="gb-overlay-' . $overlay . '"[^>]*>.*Promo content.*</dialog></template><script>gbVisitorConditions\.run\(\)</script>$#s', $footer );
		$this->assertSame( array( 'gb-overlay-' . $overlay ), $renderer->runtime_config()['ids'] );
		$this->assertTrue( $renderer->is_on_page( true, $overlay ), 'Its triggers stay triggers.' );
		$this->assertTrue( wp_script_is( 'gblocks-pro-overlay-runtime', 'enqueued' ), 'The runtime binds it once it is inserted.' );

		update_option( Cache_Safety::OPTION, '0' );
		Decisions::flush();
		$renderer = new Renderer();
		$renderer->start();
		ob_start();
		$renderer->print_overlays();
		$this->assertSame( '', (string) ob_get_clean(), 'Without the setting, the server hides it (no promo cookie).' );
	}
}
