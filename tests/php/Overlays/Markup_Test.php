<?php
/**
 * The HTML of one overlay: its close button.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Overlays;

use GBlocks_Pro\Overlays\Markup;
use GBlocks_Pro\Overlays\Meta;

/**
 * "Show close button" (issue 13.3): a real, labelled button in a standard overlay's content.
 */
final class Markup_Test extends Overlay_Test_Case {

	/**
	 * The markup of an overlay with these settings.
	 *
	 * @param array<string, mixed> $settings Settings to store.
	 */
	private function markup( array $settings = array() ): string {
		$id   = $this->create_overlay( $settings, array( 'post_title' => 'Newsletter' ) );
		$post = get_post( $id );
		$this->assertInstanceOf( \WP_Post::class, $post );
		return Markup::render( $post, Meta::settings( $id ), '<p>Body</p>', 'key' );
	}

	/**
	 * The close button (a <button> element) of a markup, or null.
	 *
	 * @param string $html Markup.
	 */
	private static function close_button( string $html ): ?\DOMElement {
		$document = new \DOMDocument();
		$document->loadHTML( '<!DOCTYPE html><html><body>' . $html . '</body></html>', LIBXML_NOERROR );
		$found = ( new \DOMXPath( $document ) )->query( '//button[contains(concat(" ", @class, " "), " gb-overlay__close ")]' );
		$node  = false !== $found ? $found->item( 0 ) : null;
		return $node instanceof \DOMElement ? $node : null;
	}

	public function test_a_standard_overlay_has_a_close_button_by_default(): void {
		$html   = $this->markup();
		$button = self::close_button( $html );

		$this->assertNotNull( $button, $html );
		$this->assertSame( 'button', $button->getAttribute( 'type' ) );
		$this->assertTrue( $button->hasAttribute( 'data-gb-overlay-close' ) );
		$this->assertSame( 'Close', $button->getAttribute( 'aria-label' ) );
		$svg = $button->getElementsByTagName( 'svg' )->item( 0 );
		$this->assertNotNull( $svg, 'The button shows an icon.' );
		$this->assertSame( 'true', $svg->getAttribute( 'aria-hidden' ) );
		$this->assertStringContainsString(
			'<div class="gb-overlay__content"><button type="button" class="gb-overlay__close" data-gb-overlay-close aria-label="Close">',
			$html,
			'The button comes first in the content, before the overlay\'s blocks.'
		);
		$this->assertStringContainsString( '</button><p>Body</p></div></dialog>', $html );
	}

	public function test_the_close_button_is_absent_when_the_setting_is_off(): void {
		$html = $this->markup( array( 'show_close_button' => false ) );

		$this->assertNull( self::close_button( $html ) );
		$this->assertStringNotContainsString( 'data-gb-overlay-close', $html );
		$this->assertStringContainsString( '<div class="gb-overlay__content"><p>Body</p></div></dialog>', $html );
	}

	/**
	 * Anchored and mega-menu panels are disclosures: their trigger toggles them.
	 *
	 * @return array<string, array{string}>
	 */
	public function panel_types(): array {
		return array(
			'anchored'  => array( 'anchored' ),
			'mega menu' => array( 'mega-menu' ),
		);
	}

	/**
	 * Panels print no close button, whatever the setting.
	 *
	 * @dataProvider panel_types
	 *
	 * @param string $type Overlay type.
	 */
	public function test_panels_have_no_close_button( string $type ): void {
		$html = $this->markup(
			array(
				'type'              => $type,
				'show_close_button' => true,
			)
		);
		$this->assertNull( self::close_button( $html ) );
	}

	public function test_the_translated_label_is_escaped(): void {
		$translate = static fn( string $translation, string $text, string $domain ): string => 'Close' === $text && 'gblocks-pro' === $domain ? 'Schließen" onclick="alert(1)' : $translation;
		add_filter( 'gettext', $translate, 10, 3 );
		$html      = $this->markup();
		remove_filter( 'gettext', $translate, 10 );

		$this->assertStringNotContainsString( 'onclick="alert', $html );
		$this->assertStringContainsString( 'aria-label="Schließen&quot; onclick=&quot;alert(1)"', $html );
		$button = self::close_button( $html );
		$this->assertNotNull( $button );
		$this->assertFalse( $button->hasAttribute( 'onclick' ) );
	}
}
