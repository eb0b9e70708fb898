<?php
/**
 * The overlay part of the editor data, and the overlay editor's embedded mode.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays;

use GBlocks_Pro\Support\Editor_Bundle;
use GBlocks_Pro\Support\Feature;

/**
 * Adds 'overlay' to the editor bundle's data (Support\Editor_Bundle): whether the post being edited is an
 * overlay (the "Overlay Settings" panel shows only then), whether the editor runs embedded in the
 * Overlay Panels modal, and the address of the Conditions page.
 *
 * Embedded mode (DESIGN §15): the Overlay Panels modal of the block editor loads the overlay editor in a
 * frame with gb_overlay_context=1&gb_embedded_overlay=1. There the admin chrome (admin bar, menu,
 * footer) is hidden by a body class and a small stylesheet so that the editor fills the frame, and the
 * editor bundle reports its unsaved state and its saves to the modal (src/overlays/editor/embedded.tsx).
 */
final class Editor implements Feature {

	/**
	 * The query flag of the embedded overlay editor (SPEC 2.2).
	 */
	public const EMBEDDED_FLAG = 'gb_embedded_overlay';

	/**
	 * The query flag that says the overlay editor is open (SPEC 2.2: the trigger control is greyed out).
	 */
	public const CONTEXT_FLAG = 'gb_overlay_context';

	/**
	 * The body class of the embedded overlay editor.
	 */
	public const BODY_CLASS = 'gblocks-pro-embedded-overlay';

	/**
	 * The handle of the embedded mode's inline stylesheet.
	 */
	public const STYLE_HANDLE = 'gblocks-pro-embedded-overlay';

	/**
	 * Adds the data filter, and on admin requests (the only ones where their hooks fire) the embedded
	 * mode's hooks. Plugin builds this feature on admin requests only and elsewhere adds the data
	 * filter by class name.
	 */
	public function register(): void {
		add_filter( Editor_Bundle::DATA_FILTER, array( self::class, 'data' ) );
		if ( is_admin() ) {
			add_filter( 'admin_body_class', array( self::class, 'body_class' ) );
			add_action( 'admin_enqueue_scripts', array( self::class, 'enqueue_embedded_style' ) );
		}
	}

	/**
	 * The editor data with the overlay part.
	 *
	 * @param mixed $data The editor data so far.
	 * @return mixed
	 */
	public static function data( $data ) {
		if ( ! is_array( $data ) ) {
			return $data;
		}
		$data['overlay'] = array(
			'isOverlay'        => self::is_overlay_editor(),
			'isEmbedded'       => self::is_embedded(),
			'isOverlayContext' => self::is_overlay_editor() && self::flag( self::CONTEXT_FLAG ),
		);
		return $data;
	}

	/**
	 * Whether the current screen is the block editor of an overlay (post.php or post-new.php).
	 */
	public static function is_overlay_editor(): bool {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		return null !== $screen && 'post' === $screen->base && Post_Type::POST_TYPE === $screen->post_type;
	}

	/**
	 * Whether the overlay editor runs embedded in the Overlay Panels modal.
	 */
	public static function is_embedded(): bool {
		return self::is_overlay_editor() && self::flag( self::EMBEDDED_FLAG );
	}

	/**
	 * Adds the embedded mode's body class.
	 *
	 * @param mixed $classes Space-separated body classes.
	 * @return mixed
	 */
	public static function body_class( $classes ) {
		if ( ! is_string( $classes ) || ! self::is_embedded() ) {
			return $classes;
		}
		return $classes . ' ' . self::BODY_CLASS . ' ';
	}

	/**
	 * In embedded mode, hides the admin chrome so that the editor fills the frame.
	 */
	public static function enqueue_embedded_style(): void {
		if ( ! self::is_embedded() ) {
			return;
		}
		wp_register_style( self::STYLE_HANDLE, false, array(), GBLOCKS_PRO_VERSION );
		wp_enqueue_style( self::STYLE_HANDLE );
		wp_add_inline_style( self::STYLE_HANDLE, self::embedded_css() );
	}

	/**
	 * The stylesheet of embedded mode: no admin bar, menu or footer, and the editor from edge to edge,
	 * whether or not the user keeps the editor's full-screen mode on. The editor's own "back" link (the
	 * site icon of full-screen mode) is hidden too: the modal's 'Back to Overlay Panels' replaces it.
	 */
	public static function embedded_css(): string {
		$body = 'body.' . self::BODY_CLASS;
		return implode(
			"\n",
			array(
				'html.wp-toolbar:has(' . $body . '){padding-top:0!important}',
				"{$body} #wpadminbar,{$body} #adminmenumain,{$body} #adminmenuback,{$body} #adminmenuwrap,{$body} #wpfooter{display:none!important}",
				"{$body} #wpcontent,{$body} #wpbody-content{margin-left:0!important;padding-left:0!important}",
				"{$body} .interface-interface-skeleton{top:0!important;left:0!important}",
				"{$body} .edit-post-fullscreen-mode-close,{$body} .editor-fullscreen-mode-close{display:none!important}",
			)
		);
	}

	/**
	 * Whether a query flag of this request is '1'. Read-only display flags: no state changes, so no nonce.
	 *
	 * @param string $name The flag.
	 */
	private static function flag( string $name ): bool {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- A display flag, nothing is changed.
		return isset( $_GET[ $name ] ) && '1' === $_GET[ $name ];
	}
}
