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
	 * Prefix of the attributes that carry settings; the rest of each name is in the settings definition.
	 */
	public const ATTRIBUTE_PREFIX = 'data-gb-overlay-';

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
	 * @param string               $key      The key of the request's printed overlays (data-gb-overlay-key),
	 *                                       which the runtime requires; '' prints none.
	 */
	public static function render( \WP_Post $overlay, array $settings, string $content, string $key = '' ): string {
		$type        = (string) $settings['type'];
		$is_standard = 'standard' === $type;
		$attributes  = array(
			'id'    => self::element_id( $overlay->ID ),
			'class' => 'gb-overlay gb-overlay--' . $type,
		) + self::data_attributes( $settings );
		$style       = array( '--gb-overlay-duration:' . (int) $settings['animation_duration'] . 'ms' );
		if ( '' !== (string) ( $settings['animation_distance'] ?? '' ) ) {
			$style[] = '--gb-overlay-distance:' . $settings['animation_distance'];
		}
		if ( '' !== $key ) {
			$attributes[ self::ATTRIBUTE_PREFIX . 'key' ] = $key;
		}
		$attributes['aria-label'] = wp_strip_all_tags( get_the_title( $overlay ) );
		if ( $is_standard ) {
			if ( $settings['backdrop'] ) {
				$style[] = '--gb-overlay-backdrop:' . $settings['backdrop_color'];
				$style[] = '--gb-overlay-blur:' . (int) $settings['backdrop_blur'] . 'px';
			}
		} else {
			// A named region: the panel's content is inside a landmark wherever it is printed.
			$attributes['role']   = 'region';
			$attributes['hidden'] = '';
		}
		$attributes['style'] = implode( ';', $style );

		$html = '';
		foreach ( $attributes as $name => $value ) {
			if ( 'hidden' === $name ) {
				$html .= ' hidden';
			} elseif ( '' !== $value || str_starts_with( $name, self::ATTRIBUTE_PREFIX ) ) {
				// Settings are printed even when empty: '' is a value (no animation, no parent selector).
				$html .= sprintf( ' %s="%s"', $name, esc_attr( $value ) );
			}
		}
		$tag = $is_standard ? 'dialog' : 'div';
		return sprintf(
			'<%1$s%2$s>%3$s<div class="gb-overlay__content">%4$s%5$s</div></%1$s>',
			$tag,
			$html,
			$is_standard ? '<div class="gb-overlay__backdrop"></div>' : '',
			$is_standard && ! empty( $settings['show_close_button'] ) ? self::close_button() : '',
			$content
		);
	}

	/**
	 * The close button of a standard overlay ("Show close button"), so that closing never depends on
	 * Escape or the backdrop alone. It comes first in the content: the dialog focuses it when it opens
	 * (unless an element inside has autofocus) and the stylesheet floats it into the top corner, where it
	 * stays while the content scrolls. The runtime closes any [data-gb-overlay-close] through its close
	 * path (events, focus back to the trigger). Anchored and mega-menu panels have none: their trigger
	 * toggles them and they close on Escape, on a click outside and when focus leaves them.
	 */
	public static function close_button(): string {
		return sprintf(
			'<button type="button" class="gb-overlay__close" data-gb-overlay-close aria-label="%s">%s</button>',
			esc_attr__( 'Close', 'gblocks-pro' ),
			'<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>'
		);
	}

	/**
	 * The data-gb-overlay-* attributes of an overlay: every setting with an attribute in the settings
	 * definition whose scope covers the overlay (all; standard; automatic = standard with a trigger a
	 * visitor does not fire; panel = anchored and mega-menu). Flags are '1' or '0'.
	 *
	 * @param array<string, mixed> $settings Its settings (Meta::settings()).
	 * @return array<string, string>
	 */
	public static function data_attributes( array $settings ): array {
		$is_standard  = 'standard' === (string) $settings['type'];
		$is_automatic = $is_standard && ! Meta::is_interactive( (string) $settings['trigger_type'] );
		$in_scope     = array(
			'all'       => true,
			'standard'  => $is_standard,
			'automatic' => $is_automatic,
			'panel'     => ! $is_standard,
		);
		$attributes   = array();
		foreach ( Meta::fields() as $name => $field ) {
			if ( ! isset( $field['attribute'] ) || empty( $in_scope[ $field['scope'] ?? 'all' ] ) ) {
				continue;
			}
			$value = $settings[ $name ] ?? $field['default'];
			$attributes[ self::ATTRIBUTE_PREFIX . $field['attribute'] ] = is_bool( $value ) ? ( $value ? '1' : '0' ) : (string) $value;
		}
		return $attributes;
	}
}
