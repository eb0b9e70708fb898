<?php
/**
 * Each site of a network keeps its own conditions, overlays, classes and libraries; uninstall cleans
 * every site.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Multisite;

use GBlocks_Pro\Pattern_Library\Collections;
use GBlocks_Pro\Pattern_Library\Key_Store;
use GBlocks_Pro\Pattern_Library\Library_Store;
use GBlocks_Pro\Support\Capabilities;

final class Site_Data_Test extends Multisite_Test_Case {

	/**
	 * Our list routes, as the admin screens and the editor read them.
	 */
	private const LISTS = array(
		'/generateblocks-pro/advanced-conditions/v1/conditions',
		'/generateblocks-pro/overlays/v1/overlays',
		'/generateblocks-pro/v1/global-classes',
		'/generateblocks-pro/v1/pattern-library/libraries',
		'/generateblocks-pro/v1/pattern-library/keys',
		'/wp/v2/gblocks-styles',
	);

	/**
	 * Content of every kind on the current site, all named with the marker; answers [ post ids, term ids ].
	 *
	 * @param string $marker A unique word in every name.
	 * @return array{int[], int[]}
	 */
	private function create_content( string $marker ): array {
		$posts = array();
		foreach ( array( 'gblocks_condition', 'gblocks_overlay' ) as $type ) {
			$posts[] = $this->create_post(
				array(
					'post_type'  => $type,
					'post_title' => $marker . ' ' . $type,
				)
			);
		}
		$posts[] = $this->create_post(
			array(
				'post_type'  => 'gblocks_styles',
				'post_title' => '.' . $marker . '-class',
			)
		);
		update_post_meta( $posts[2], 'gb_style_selector', '.' . $marker . '-class' );
		$terms = array();
		foreach ( array( 'gblocks_overlay_cat', 'gblocks_condition_cat', Collections::TAXONOMY ) as $taxonomy ) {
			$term = wp_insert_term( $marker . ' ' . $taxonomy, $taxonomy );
			$this->assertIsArray( $term );
			$terms[] = (int) $term['term_id'];
		}
		$this->assertIsArray( Library_Store::add( 'https://' . $marker . '.example', 'pk_' . $marker, $marker . ' library' ) );
		$this->assertIsArray( Key_Store::create( $marker . ' key', array( $terms[2] ) ) );
		return array( $posts, $terms );
	}

	/**
	 * What our list routes answer on the current site, as one string, for a new administrator of it.
	 */
	private function lists(): string {
		$this->act_as_site_admin();
		$all = '';
		foreach ( self::LISTS as $route ) {
			$response = $this->rest(
				'GET',
				$route,
				'/wp/v2/gblocks-styles' === $route ? array(
					'context' => 'edit',
					'status'  => 'publish,draft',
				) : array()
			);
			$this->assertStatus( 200, $response );
			$all .= $route . ': ' . wp_json_encode( $response->get_data() ) . "\n";
		}
		wp_set_current_user( 0 );
		return $all;
	}

	public function test_each_site_keeps_its_own_conditions_overlays_classes_and_libraries(): void {
		$marker = 'sitea' . strtolower( wp_generate_password( 8, false ) );
		$this->create_content( $marker );

		$on_a = $this->lists();
		foreach ( array( $marker . ' gblocks_condition', $marker . ' gblocks_overlay', $marker . '-class', $marker . ' library', $marker . ' key' ) as $name ) {
			$this->assertStringContainsString( $name, $on_a, 'site A lists what it made' );
		}

		$on_b = $this->on_site( $this->site_b(), fn(): string => $this->lists() );
		$this->assertStringNotContainsString( $marker, $on_b, 'site B sees nothing of site A' );
		$this->on_site(
			$this->site_b(),
			function () use ( $marker ): void {
				$this->assertSame(
					array(),
					get_posts(
						array(
							'post_type'   => array( 'gblocks_condition', 'gblocks_overlay', 'gblocks_styles' ),
							's'           => $marker,
							'post_status' => 'any',
						)
					)
				);
				$this->assertSame(
					array(),
					get_terms(
						array(
							'taxonomy'   => Collections::TAXONOMY,
							'hide_empty' => false,
							'search'     => $marker,
						)
					)
				);
			}
		);
	}

	public function test_uninstall_cleans_every_site_each_by_its_own_setting(): void {
		$site_b                    = $this->site_b();
		list( $posts_a, $terms_a ) = $this->create_content( 'unia' . strtolower( wp_generate_password( 6, false ) ) );
		list( $posts_b, $terms_b ) = $this->on_site(
			$site_b,
			function (): array {
				$content = $this->create_content( 'unib' . strtolower( wp_generate_password( 6, false ) ) );
				// Site B deletes its content on uninstall; site A keeps its own (the default).
				update_option( 'gblocks_pro_delete_data_on_uninstall', '1' );
				set_transient( 'gblocks_pro_probe', 'x', 60 );
				return $content;
			}
		);

		if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			define( 'WP_UNINSTALL_PLUGIN', 'gblocks-pro/plugin.php' );
		}
		include GBLOCKS_PRO_DIR . 'uninstall.php';
		wp_cache_flush();

		foreach ( array(
			'site A' => self::site_a(),
			'site B' => $site_b,
		) as $where => $site ) {
			$this->on_site(
				$site,
				function () use ( $where ): void {
					wp_roles()->for_site();
					foreach ( wp_roles()->role_objects as $name => $role ) {
						foreach ( Capabilities::all() as $cap ) {
							$this->assertFalse( $role->has_cap( $cap ), "$where: $name / $cap" );
						}
					}
					foreach ( array( Capabilities::VERSION_OPTION, 'gblocks_pro_version', Key_Store::OPTION, Library_Store::OPTION, 'gblocks_pro_delete_data_on_uninstall' ) as $option ) {
						$this->assertFalse( get_option( $option ), "$where: $option" );
					}
					$this->assertFalse( get_transient( 'gblocks_pro_probe' ), $where );
				}
			);
		}
		// Site A kept its content (its setting is off); site B's is gone (its setting was on).
		foreach ( $posts_a as $id ) {
			$this->assertInstanceOf( \WP_Post::class, get_post( $id ) );
		}
		foreach ( $terms_a as $id ) {
			$this->assertInstanceOf( \WP_Term::class, get_term( $id ) );
		}
		$this->on_site(
			$site_b,
			function () use ( $posts_b, $terms_b ): void {
				foreach ( $posts_b as $id ) {
					$this->assertNull( get_post( $id ), "site B post $id" );
				}
				foreach ( $terms_b as $id ) {
					$this->assertNull( get_term( $id ), "site B term $id" );
				}
			}
		);
	}
}
