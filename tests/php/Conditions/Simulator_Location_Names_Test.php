<?php
/**
 * Issue 36 S4: the simulator's reasons name only posts the caller may read; others by id ("#12").
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Support\Capabilities;

/**
 * A contributor and an author given manage_gblocks_conditions simulate location rules whose value
 * names an administrator's posts of every status, a draft pattern and draft or private overlays.
 */
final class Simulator_Location_Names_Test extends Conditions_Test_Case {

	private const ROUTE = '/generateblocks-pro/advanced-conditions/v1/simulate';

	/**
	 * The reason of a location row `post:<type> is <id>` simulated on the front page. A rule's value
	 * names ids whatever their type (a pattern's or an overlay's in a `post:post` rule).
	 *
	 * @param string $type Post type.
	 * @param int    $id   Post id.
	 */
	private function reason( string $type, int $id ): string {
		$type     = 'page' === $type ? 'page' : 'post';
		$response = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'conditions' => self::tree( self::row( 'location', 'post:' . $type, 'is', (string) $id ) ),
				'context'    => array( 'url' => home_url( '/' ) ),
			)
		);
		$this->assertStatus( 200, $response );
		return (string) $response->get_data()['response']['groups'][0]['rules'][0]['reason'];
	}

	/**
	 * Posts of an administrator, one a status or type, each titled "Secret <what>".
	 *
	 * @return array<string, array{0: string, 1: array<string, mixed>}>
	 */
	public static function unreadable(): array {
		return array(
			'private post'    => array( 'post', array( 'post_status' => 'private' ) ),
			'draft post'      => array( 'post', array( 'post_status' => 'draft' ) ),
			'pending post'    => array( 'post', array( 'post_status' => 'pending' ) ),
			'scheduled post'  => array(
				'post',
				array(
					'post_status' => 'future',
					'post_date'   => gmdate( 'Y-m-d H:i:s', time() + 86400 ),
				),
			),
			'trashed post'    => array( 'post', array( 'post_status' => 'trash' ) ),
			'private page'    => array( 'page', array( 'post_status' => 'private' ) ),
			'draft pattern'   => array( 'wp_block', array( 'post_status' => 'draft' ) ),
			'draft overlay'   => array( 'gblocks_overlay', array( 'post_status' => 'draft' ) ),
			'private overlay' => array( 'gblocks_overlay', array( 'post_status' => 'private' ) ),
		);
	}

	/**
	 * Roles below editor, each given manage_gblocks_conditions.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function roles(): array {
		return array(
			'contributor' => array( 'contributor' ),
			'author'      => array( 'author' ),
		);
	}

	/**
	 * The caller cannot read the post: its title is not in the reason, its id is.
	 *
	 * @dataProvider unreadable
	 *
	 * @param string               $type   Post type.
	 * @param array<string, mixed> $fields Post fields.
	 */
	public function test_posts_the_caller_cannot_read_are_named_by_id_only( string $type, array $fields ): void {
		$admin = $this->create_user( 'administrator' );
		$id    = $this->create_post(
			array(
				'post_type'   => $type,
				'post_title'  => 'Secret ' . $type,
				'post_author' => $admin,
			) + $fields
		);
		if ( 'trash' === ( $fields['post_status'] ?? '' ) ) {
			// Trashed as WordPress trashes: it remembers it was published.
			wp_update_post(
				array(
					'ID'          => $id,
					'post_status' => 'publish',
				)
			);
			wp_trash_post( $id );
		}
		foreach ( array( 'contributor', 'author' ) as $role ) {
			$user = $this->create_user( $role );
			get_userdata( $user )->add_cap( Capabilities::MANAGE_CONDITIONS );
			wp_set_current_user( $user );
			$reason = $this->reason( $type, $id );
			$this->assertStringNotContainsString( 'Secret', $reason, $role );
			$this->assertStringContainsString( '"#' . $id . '"', $reason, $role );
		}
		// Who may read it sees its title.
		wp_set_current_user( $admin );
		$this->assertStringContainsString( 'Secret ' . $type, $this->reason( $type, $id ) );
	}

	/**
	 * Published posts and the caller's own draft are named.
	 *
	 * @dataProvider roles
	 *
	 * @param string $role Role.
	 */
	public function test_published_posts_and_the_callers_own_are_named( string $role ): void {
		$user = $this->create_user( $role );
		get_userdata( $user )->add_cap( Capabilities::MANAGE_CONDITIONS );
		$published = $this->create_post(
			array(
				'post_title'  => 'Public post',
				'post_status' => 'publish',
				'post_author' => $this->create_user( 'administrator' ),
			)
		);
		$own       = $this->create_post(
			array(
				'post_title'  => 'My draft',
				'post_status' => 'draft',
				'post_author' => $user,
			)
		);
		wp_set_current_user( $user );
		$this->assertStringContainsString( '"Public post"', $this->reason( 'post', $published ) );
		$this->assertStringContainsString( '"My draft"', $this->reason( 'post', $own ) );
	}
}
