<?php
/**
 * A condition whose stored rules cannot be read hides what it guards (issue 9, item 3).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Overlays;

use GBlocks_Pro\Conditions\Decisions;
use GBlocks_Pro\Overlays\Renderer;

/**
 * Corrupt values written straight into _gb_conditions (bypassing every sanitizer), on a condition
 * meant for logged-in users: a logged-out visitor must not see the overlay it guards.
 *
 * @group database
 */
final class Fail_Closed_Test extends Overlay_Test_Case {

	/**
	 * A 2,000-deep array, serialized.
	 */
	private static function deep(): string {
		$value = array();
		for ( $i = 0; $i < 2000; $i++ ) {
			$value = array( $value );
		}
		return serialize( $value ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- A stored value, as the database would hold it.
	}

	/**
	 * The 13 corrupt values of the review.
	 *
	 * @return array<string, array{string}>
	 */
	public function corrupt_values(): array {
		$valid = serialize( self::logged_in_tree() ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- A stored value, as the database would hold it.
		// phpcs:disable WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- Stored values, as the database would hold them.
		return array(
			'invalid JSON'             => array( '{"logic":"OR","groups":[{"logic":"AND","conditions":[' ),
			'truncated serialisation'  => array( substr( $valid, 0, (int) ( strlen( $valid ) / 2 ) ) ),
			'false'                    => array( 'b:0;' ),
			'null'                     => array( 'N;' ),
			'empty string'             => array( '' ),
			'groups as a string'       => array( serialize( array( 'logic' => 'OR', 'groups' => 'nonsense' ) ) ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			'a group that is a string' => array( serialize( array( 'groups' => array( 'nonsense' ) ) ) ),
			'conditions as a string'   => array( serialize( array( 'groups' => array( array( 'logic' => 'AND', 'conditions' => 'nonsense' ) ) ) ) ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			'a 2,000-deep array'       => array( self::deep() ),
			'a number'                 => array( 'i:42;' ),
			'a JSON string'            => array( '"logged_in"' ),
			'an object'                => array( 'O:8:"stdClass":1:{s:6:"groups";a:0:{}}' ),
			'no groups key'            => array( serialize( array( 'logic' => 'OR' ) ) ),
		);
		// phpcs:enable
	}

	/**
	 * Each corrupt value hides the overlay from a logged-out visitor, inverted or not; a logged-in
	 * visitor does not see it either (the rules could not be read, so nothing is decided from them).
	 *
	 * @dataProvider corrupt_values
	 *
	 * @param string $stored The raw meta_value.
	 */
	public function test_an_unreadable_tree_hides_the_overlay( string $stored ): void {
		global $wpdb;
		$condition = $this->create_condition( 'publish', true );
		$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Corrupting the row on purpose, past every sanitizer.
			$wpdb->postmeta,
			array( 'meta_value' => $stored ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
			array(
				'post_id'  => $condition,
				'meta_key' => '_gb_conditions', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
			)
		);
		wp_cache_flush();
		Decisions::flush();
		// The row holds the corrupt value (the SQLite driver reads an empty string back as null).
		$this->assertSame( $stored, (string) $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = '_gb_conditions'", $condition ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->assertTrue( metadata_exists( 'post', $condition, '_gb_conditions' ) );

		$plain    = $this->create_overlay( array( 'display_condition' => (string) $condition ) );
		$inverted = $this->create_overlay(
			array(
				'display_condition'        => (string) $condition,
				'display_condition_invert' => true,
			)
		);
		$page     = $this->trigger( $plain ) . $this->trigger( $inverted );

		$footer = $this->footer_for( $page );
		$this->assertStringNotContainsString( 'id="gb-overlay-' . $plain . '"', $footer, 'A logged-out visitor sees an overlay meant for logged-in users.' );
		$this->assertStringNotContainsString( 'id="gb-overlay-' . $inverted . '"', $footer, 'Invert does not turn unreadable rules into "shown".' );
		$this->assertSame( 'hidden', gblocks_pro_condition_decision( $condition ) );
		$this->assertSame( 'hidden', gblocks_pro_condition_decision( $condition, true ) );
		$this->assertFalse( gblocks_pro_condition_passes( $condition ) );
	}

	public function test_the_readable_tree_shows_the_overlay_to_members_only(): void {
		$condition = $this->create_condition( 'publish', true );
		$overlay   = $this->create_overlay( array( 'display_condition' => (string) $condition ) );
		$this->assertStringNotContainsString( 'id="gb-overlay-' . $overlay . '"', $this->footer_for( $this->trigger( $overlay ) ) );
		$this->act_as( 'subscriber' );
		Decisions::flush();
		$this->assertStringContainsString( 'id="gb-overlay-' . $overlay . '"', $this->footer_for( $this->trigger( $overlay ) ) );
	}

	public function test_a_condition_never_saved_has_no_rules_and_shows(): void {
		$condition = $this->create_condition( 'publish' );
		$this->assertFalse( metadata_exists( 'post', $condition, '_gb_conditions' ) );
		$overlay = $this->create_overlay( array( 'display_condition' => (string) $condition ) );
		$this->assertStringContainsString( 'id="gb-overlay-' . $overlay . '"', $this->footer_for( $this->trigger( $overlay ) ) );
	}

	/**
	 * A trigger for an overlay.
	 *
	 * @param int $id Overlay id.
	 */
	private function trigger( int $id ): string {
		return '<!-- wp:html --><button type="button" data-gb-overlay="gb-overlay-' . $id . '">Open</button><!-- /wp:html -->';
	}

	/**
	 * The footer a page prints.
	 *
	 * @param string $content Block markup.
	 */
	private function footer_for( string $content ): string {
		$renderer = new Renderer();
		$renderer->start();
		do_blocks( $content );
		ob_start();
		$renderer->print_overlays();
		return (string) ob_get_clean();
	}
}
