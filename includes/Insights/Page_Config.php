<?php
/**
 * The page config of the counting script (INSIGHTS.md, "The page config").
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Insights;

use GBlocks_Pro\Insights\Collect\Endpoint;
use GBlocks_Pro\Insights\Collect\Page_Identity;
use GBlocks_Pro\Insights\Storage\Codes;
use GBlocks_Pro\Support\Assets;
use GBlocks_Pro\Support\Feature;

/**
 * Prints window.gblocksProInsights and enqueues the counting script on a page that printed an overlay
 * whose counting is on (gblocks_pro_overlays_printed) or whose path is a page-visit goal; nothing at all
 * elsewhere, when counting is off, or for a user who can edit every such overlay (unless the site counts
 * editors). It reads autoloaded options and the settings the renderer passes: a page view makes no query.
 * The config depends on the path and the overlays only, so a page cache serves it to every visitor.
 */
final class Page_Config implements Feature {

	/**
	 * The counting script's entry (build/insights-runtime.js) and handle.
	 */
	public const ENTRY  = 'insights-runtime';
	public const HANDLE = 'gblocks-pro-insights';

	/**
	 * The overlays printed on this request: id => their settings (or null when not passed).
	 *
	 * @var array<int, array<string, mixed>|null>
	 */
	private array $printed = array();

	/**
	 * Whether the config was printed on this request.
	 *
	 * @var bool
	 */
	private bool $done = false;

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'gblocks_pro_overlays_printed', array( $this, 'on_printed' ), 10, 2 );
		// After the renderer's footer (priority 0), before the footer scripts (wp_print_footer_scripts, 20).
		add_action( 'wp_footer', array( $this, 'print_config' ), 1 );
	}

	/**
	 * Records the overlays the renderer printed.
	 *
	 * @param mixed $ids      Overlay post ids.
	 * @param mixed $settings Their settings by id, when the renderer passes them.
	 */
	public function on_printed( $ids, $settings = array() ): void {
		foreach ( (array) $ids as $id ) {
			$id = (int) $id;
			if ( $id > 0 ) {
				$own                  = is_array( $settings ) && is_array( $settings[ $id ] ?? null ) ? $settings[ $id ] : null;
				$this->printed[ $id ] = $own;
			}
		}
		$this->print_config();
	}

	/**
	 * The config of this request, or null when the page counts nothing.
	 *
	 * @return array<string, mixed>|null
	 */
	public function config(): ?array {
		if ( ! Settings::enabled() || is_admin() || is_feed() || is_embed() ) {
			return null;
		}
		$path  = Page_Identity::path( isset( $_SERVER['REQUEST_URI'] ) && is_string( $_SERVER['REQUEST_URI'] ) ? wp_unslash( $_SERVER['REQUEST_URI'] ) : '/' ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Reduced to a path, signed, printed through wp_json_encode.
		$goals = array();
		foreach ( $this->printed as $id => $settings ) {
			$settings ??= self::settings_of( $id );
			if ( self::enabled( $settings ) && $this->counts_user( $id ) ) {
				$goals[ (string) $id ] = self::goal( $settings );
			}
		}
		$visits = array();
		foreach ( self::visit_goals( $path ) as $id => $minutes ) {
			if ( $this->counts_user( $id ) ) {
				$visits[ (string) $id ] = $minutes;
			}
		}
		$ids = Page_Identity::ids( array_merge( array_keys( $goals ), array_keys( $visits ) ) );
		if ( ! $ids ) {
			return null;
		}
		$version = Codes::wire_version();
		return array(
			'url'     => Endpoint::url(),
			'v'       => $version,
			'p'       => $path,
			'o'       => $ids,
			's'       => Page_Identity::sign( $version, $path, $ids ),
			'goals'   => (object) $goals,
			'visits'  => (object) $visits,
			'dnt'     => Settings::honor_dnt(),
			'consent' => self::consent_api_active(),
		);
	}

	/**
	 * Prints the config before the counting script and enqueues it (once per request).
	 */
	public function print_config(): void {
		if ( $this->done ) {
			return;
		}
		$config = $this->config();
		if ( null === $config ) {
			return;
		}
		$asset = Assets::asset( self::ENTRY );
		if ( null === $asset ) {
			return;
		}
		$this->done = true;
		wp_enqueue_script(
			self::HANDLE,
			plugins_url( 'build/' . self::ENTRY . '.js', GBLOCKS_PRO_FILE ),
			array(),
			$asset['version'],
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
		wp_add_inline_script( self::HANDLE, 'window.gblocksProInsights = ' . wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ) . ';', 'before' );
	}

	/**
	 * Whether the WP Consent API is active (counting then waits for the visitor's statistics consent).
	 */
	public static function consent_api_active(): bool {
		return function_exists( 'wp_has_consent' );
	}

	/**
	 * Whether counting is on for an overlay (insights_enabled, on by default).
	 *
	 * @param array<string, mixed> $settings The overlay's settings.
	 */
	private static function enabled( array $settings ): bool {
		$value = $settings['insights_enabled'] ?? true;
		return true === $value || (bool) filter_var( $value, FILTER_VALIDATE_BOOLEAN );
	}

	/**
	 * Whether the current user is counted for an overlay: visitors are; a user who can edit it only
	 * when the site counts editors.
	 *
	 * @param int $id Overlay id.
	 */
	private function counts_user( int $id ): bool {
		return ! is_user_logged_in() || Settings::count_editors() || ! current_user_can( 'edit_post', $id );
	}

	/**
	 * An overlay's goal as the browser needs it.
	 *
	 * @param array<string, mixed> $settings The overlay's settings.
	 * @return array<string, mixed>
	 */
	private static function goal( array $settings ): array {
		$type = is_string( $settings['goal_type'] ?? null ) && '' !== $settings['goal_type'] ? $settings['goal_type'] : 'click';
		$goal = array( 'type' => $type );
		if ( 'selector' === $type ) {
			$goal['selector'] = (string) ( $settings['goal_selector'] ?? '' );
			$goal['scope']    = 'page' === ( $settings['goal_scope'] ?? '' ) ? 'page' : 'overlay';
		} elseif ( 'page' === $type ) {
			$goal['path']    = (string) ( $settings['goal_path'] ?? '' );
			$goal['minutes'] = max( 1, (int) ( $settings['goal_minutes'] ?? 30 ) );
		}
		return $goal;
	}

	/**
	 * An overlay's settings when the renderer did not pass them (the overlay settings' public reader).
	 *
	 * @param int $id Overlay id.
	 * @return array<string, mixed>
	 */
	private static function settings_of( int $id ): array {
		// Named as a string: INSIGHTS.md lists Overlays\Meta::settings() as the public reader Insights may use.
		return (array) call_user_func( 'GBlocks_Pro\\Overlays\\Meta::settings', $id );
	}

	/**
	 * The overlays whose goal is a visit to this path, with their minutes (Insights\Goals, an autoloaded
	 * option: no query).
	 *
	 * @param string $path Request path.
	 * @return array<int, int>
	 */
	private static function visit_goals( string $path ): array {
		return Goals::for_path( $path );
	}
}
