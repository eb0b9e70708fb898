<?php
/**
 * Issue 29 D6: two administrators saving one overlay (or one global class) at once through the core
 * /wp/v2 routes never get a mix of both saves, and a save with a stale `modified` is refused (409);
 * a save without `modified` goes through as before.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Support;

use GBlocks_Pro\Support\Save_Lock;
use GBlocks_Pro\Tests\Parallel_Test_Case;

/**
 * Real parallel requests: runs on MariaDB too (bin/test.sh).
 *
 * @group database
 */
final class Locked_Post_Update_Test extends Parallel_Test_Case {

	private const OVERLAYS = '/wp/v2/gblocks_overlay/';

	private const CLASSES = '/wp/v2/gblocks-styles/';

	/**
	 * A committed overlay (removed after the test).
	 */
	private function overlay(): int {
		$id = $this->create_post(
			array(
				'post_type'    => 'gblocks_overlay',
				'post_title'   => 'Shared',
				'post_content' => '<!-- wp:paragraph --><p>Shared</p><!-- /wp:paragraph -->',
			)
		);
		$this->cleanup( static fn() => wp_delete_post( $id, true ) );
		return $id;
	}

	/**
	 * A committed global class (removed after the test).
	 */
	private function global_class(): int {
		$id = $this->create_post(
			array(
				'post_type'  => 'gblocks_styles',
				'post_title' => '.shared-' . strtolower( wp_generate_password( 6, false ) ),
			)
		);
		$this->cleanup( static fn() => wp_delete_post( $id, true ) );
		return $id;
	}

	/**
	 * An overlay save of one administrator: title, content and two settings, all marked with $who.
	 *
	 * @param string $who   'a' or 'b'.
	 * @param string $auth  Credentials.
	 * @param int    $round The round.
	 * @param int    $id    Overlay id.
	 * @return array{method: string, route: string, body: array<string, mixed>, headers: array<string, string>}
	 */
	private static function overlay_save( string $who, string $auth, int $round, int $id ): array {
		return array(
			'method'  => 'POST',
			'route'   => self::OVERLAYS . $id,
			'body'    => array(
				'title'   => $who . $round,
				'content' => '<!-- wp:paragraph --><p>' . $who . $round . '</p><!-- /wp:paragraph -->',
				'meta'    => array(
					'_gb_overlay_type'           => 'a' === $who ? 'anchored' : 'mega-menu',
					'_gb_overlay_backdrop_color' => 'a' === $who ? '#aaaaaa' : '#bbbbbb',
				),
			),
			'headers' => array( 'Authorization' => $auth ),
		);
	}

	public function test_two_parallel_overlay_saves_never_mix(): void {
		$a      = $this->http_user( 'administrator' );
		$b      = $this->http_user( 'administrator' );
		$id     = $this->overlay();
		$mixed  = array();
		$rounds = 30;
		for ( $round = 0; $round < $rounds; $round++ ) {
			$answers = $this->parallel( array( self::overlay_save( 'a', $a['auth'], $round, $id ), self::overlay_save( 'b', $b['auth'], $round, $id ) ) );
			$this->assertSame( array( 200 => 2 ), self::statuses( $answers ), (string) wp_json_encode( array_column( $answers, 'body' ) ) );
			clean_post_cache( $id );
			$post  = get_post( $id );
			$who   = substr( (string) $post->post_title, 0, 1 );
			$whole = array(
				'title'   => $who . $round,
				'content' => '<!-- wp:paragraph --><p>' . $who . $round . '</p><!-- /wp:paragraph -->',
				'type'    => 'a' === $who ? 'anchored' : 'mega-menu',
				'color'   => 'a' === $who ? '#aaaaaa' : '#bbbbbb',
			);
			$saved = array(
				'title'   => $post->post_title,
				'content' => $post->post_content,
				'type'    => get_post_meta( $id, '_gb_overlay_type', true ),
				'color'   => get_post_meta( $id, '_gb_overlay_backdrop_color', true ),
			);
			if ( $whole !== $saved ) {
				$mixed[] = $saved;
			}
		}
		$this->assertSame( array(), $mixed, 'Every round kept one save whole.' );
	}

	public function test_two_parallel_class_saves_never_mix(): void {
		$a      = $this->http_user( 'administrator' );
		$b      = $this->http_user( 'administrator' );
		$id     = $this->global_class();
		$mixed  = array();
		$rounds = 30;
		for ( $round = 0; $round < $rounds; $round++ ) {
			$requests = array();
			foreach ( array(
				'a' => $a,
				'b' => $b,
			) as $who => $user ) {
				$requests[] = array(
					'method'  => 'POST',
					'route'   => self::CLASSES . $id,
					'body'    => array(
						'gb_style_selector' => '.by-' . $who . '-' . $round . '-' . $id,
						'status'            => 'a' === $who ? 'publish' : 'draft',
						'gb_style_data'     => array( 'color' => 'a' === $who ? '#aaaaaa' : '#bbbbbb' ),
					),
					'headers' => array( 'Authorization' => $user['auth'] ),
				);
			}
			$answers = $this->parallel( $requests );
			$this->assertSame( array( 200 => 2 ), self::statuses( $answers ), (string) wp_json_encode( array_column( $answers, 'body' ) ) );
			clean_post_cache( $id );
			$post  = get_post( $id );
			$who   = substr( (string) $post->post_title, 4, 1 );
			$whole = array(
				'status' => 'a' === $who ? 'publish' : 'draft',
				'color'  => 'a' === $who ? '#aaaaaa' : '#bbbbbb',
			);
			$data  = get_post_meta( $id, 'gb_style_data', true );
			$saved = array(
				'status' => $post->post_status,
				'color'  => is_array( $data ) ? ( $data['color'] ?? null ) : null,
			);
			if ( $whole !== $saved ) {
				$mixed[] = array( 'title' => $post->post_title ) + $saved;
			}
		}
		$this->assertSame( array(), $mixed, 'Every round kept one save whole.' );
	}

	/**
	 * The two core routes.
	 *
	 * @return array<string, array{string, string, array<string, mixed>}>
	 */
	public function routes(): array {
		return array(
			'overlay' => array( 'gblocks_overlay', self::OVERLAYS, array( 'title' => 'Mine' ) ),
			'class'   => array( 'gblocks_styles', self::CLASSES, array( 'gb_style_selector' => '.mine-class' ) ),
		);
	}

	/**
	 * A stale modified is refused, the current one and none go through, a malformed one is a 400.
	 *
	 * @dataProvider routes
	 *
	 * @param string               $post_type Post type.
	 * @param string               $route     Route prefix.
	 * @param array<string, mixed> $mine      The refused change.
	 */
	public function test_a_save_with_a_stale_modified_is_refused_with_409( string $post_type, string $route, array $mine ): void {
		$this->act_as( 'administrator' );
		$id     = 'gblocks_overlay' === $post_type ? $this->overlay() : $this->global_class();
		$loaded = $this->rest( 'GET', $route . $id, array( 'context' => 'edit' ) )->get_data()['modified'];

		// Another administrator saves first, within the same second.
		$theirs = $this->rest( 'POST', $route . $id, array( 'modified' => $loaded ) + ( 'gblocks_overlay' === $post_type ? array( 'title' => 'Theirs' ) : array( 'gb_style_selector' => '.theirs-class' ) ) );
		$this->assertStatus( 200, $theirs );
		$this->assertNotSame( $loaded, $theirs->get_data()['modified'], 'Every save moves modified on.' );
		$title = get_post( $id )->post_title;

		$refused = $this->rest( 'POST', $route . $id, array( 'modified' => $loaded ) + $mine );
		$this->assertStatus( 409, $refused );
		$this->assertStringContainsString( 'saved by someone else after you loaded it', (string) $refused->get_data()['message'] );
		clean_post_cache( $id );
		$this->assertSame( $title, get_post( $id )->post_title, 'Nothing of the refused save was written.' );

		$this->assertStatus( 200, $this->rest( 'POST', $route . $id, array( 'modified' => $theirs->get_data()['modified'] ) + $mine ) );
		$this->assertStatus( 200, $this->rest( 'POST', $route . $id, $mine ), 'Without modified, as before.' );
		$bad = $this->rest( 'POST', $route . $id, array( 'modified' => 'yesterday' ) + $mine );
		$this->assertStatus( 400, $bad );
		$this->assertStringContainsString( 'modified', (string) wp_json_encode( $bad->get_data() ) );
	}

	public function test_a_save_that_cannot_take_the_lock_is_a_409_that_writes_nothing(): void {
		$this->act_as( 'administrator' );
		$id    = $this->overlay();
		$token = Save_Lock::acquire( 'post_' . $id, 0 );
		$this->assertIsString( $token );
		$this->cleanup( static fn() => Save_Lock::release( 'post_' . $id, $token ) );
		add_filter( 'gblocks_pro_save_lock_wait', static fn(): float => 0.1 );
		$response = $this->rest( 'POST', self::OVERLAYS . $id, array( 'title' => 'Changed' ) );
		$this->assertStatus( 409, $response );
		$this->assertStringContainsString( 'being saved by someone else', (string) $response->get_data()['message'] );
		$this->assertSame( 'Shared', get_post( $id )->post_title );
	}
}
