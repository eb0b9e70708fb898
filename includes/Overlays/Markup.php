<?php
/**
 * The HTML of one overlay (DESIGN §7).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays;

/**
 * Standard overlays are a <dialog> the runtime opens with showModal(); anchored and mega-menu panels are
 * a hidden <div> opened as a disclosure. Settings travel in data-gb-overlay-* attributes.
 */
final class Markup {

	/**
	 * The id attribute of an overlay's element, which is also the value of its triggers.
	 *
	 * @param int $overlay_id Overlay id.
	 */
	public static function element_id( int $overlay_id ): string {
		return 'gb-overlay-' . $overlay_id;
	}

	/**
	 * An overlay's HTML.
	 *
	 * @param \WP_Post             $overlay  The overlay.
	 * @param array<string, mixed> $settings Its settings (Meta::settings()).
	 * @param string               $content  Its rendered content.
	 */
	public static function render( \WP_Post $overlay, array $settings, string $content ): string {
		$type                     = (string) $settings['type'];
		$is_standard              = 'standard' === $type;
		$attributes               = array(
			'id'                       => self::element_id( $overlay->ID ),
			'class'                    => 'gb-overlay gb-overlay--' . $type,
			'data-gb-overlay-type'     => $type,
			'data-gb-overlay-trigger'  => (string) $settings['trigger_type'],
			'data-gb-overlay-in'       => (string) $settings['animation_in'],
			'data-gb-overlay-out'      => (string) $settings['animation_out'],
			'data-gb-overlay-duration' => (string) $settings['animation_duration'],
			'data-gb-overlay-esc'      => $settings['close_on_esc'] ? '1' : '0',
			'data-gb-overlay-outside'  => $settings['close_on_click_outside'] ? '1' : '0',
			'data-gb-overlay-lock'     => $settings['disable_page_scroll'] ? '1' : '0',
		);
		$style                    = array( '--gb-overlay-duration:' . (int) $settings['animation_duration'] . 'ms' );
		$attributes['aria-label'] = wp_strip_all_tags( get_the_title( $overlay ) );
		if ( $is_standard ) {
			$attributes['data-gb-overlay-position'] = (string) $settings['position'];
			if ( ! Meta::is_interactive( (string) $settings['trigger_type'] ) ) {
				$attributes['data-gb-overlay-scroll'] = (string) $settings['scroll_percent'];
				$attributes['data-gb-overlay-delay']  = (string) $settings['time_delay'];
				$attributes['data-gb-overlay-event']  = (string) $settings['custom_event'];
				$attributes['data-gb-overlay-cookie'] = (string) $settings['cookie_duration'];
			}
			if ( $settings['backdrop'] ) {
				$style[] = '--gb-overlay-backdrop:' . $settings['backdrop_color'];
				$style[] = '--gb-overlay-blur:' . (int) $settings['backdrop_blur'] . 'px';
			}
		} else {
			// A named region: the panel's content is inside a landmark wherever it is printed.
			$attributes['role']                      = 'region';
			$attributes['hidden']                    = '';
			$attributes['data-gb-overlay-placement'] = (string) $settings['placement'];
			$attributes['data-gb-overlay-parent']    = (string) $settings['position_to_parent'];
			$attributes['data-gb-overlay-width']     = (string) $settings['width_mode'];
			$attributes['data-gb-overlay-buffer']    = (string) $settings['hover_buffer'];
		}
		$attributes['style'] = implode( ';', $style );

		$html = '';
		foreach ( array_filter( $attributes, static fn( $value, $name ) => '' !== $value || 'hidden' === $name, ARRAY_FILTER_USE_BOTH ) as $name => $value ) {
			$html .= '' === $value ? ' ' . $name : sprintf( ' %s="%s"', $name, esc_attr( $value ) );
		}
		$tag = $is_standard ? 'dialog' : 'div';
		return sprintf(
			'<%1$s%2$s>%3$s<div class="gb-overlay__content">%4$s</div></%1$s>',
			$tag,
			$html,
			$is_standard ? '<div class="gb-overlay__backdrop"></div>' : '',
			$content
		);
	}
}
