<?php
/**
 * The former Support names of the classes that moved to Trust, Meta and Page_Cache still resolve.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Support;

use GBlocks_Pro\Support\Former_Names;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Extensions written against the documented names (README, "Extending") keep working.
 */
final class Former_Names_Test extends Test_Case {

	public function test_every_former_name_is_the_class_under_its_current_name(): void {
		$this->assertCount( 14, Former_Names::MAP );
		foreach ( Former_Names::MAP as $former => $current ) {
			$this->assertTrue( class_exists( $former ), $former );
			$this->assertSame( $current, ( new \ReflectionClass( $former ) )->getName(), $former );
		}
	}

	public function test_a_documented_call_through_a_former_name_answers_as_before(): void {
		$former = 'GBlocks_Pro\\Support\\First_Tag';
		$this->assertSame( '<p class="a b">x</p>', $former::add_classes( '<p class="a">x</p>', array( 'b' ) ) );
		$values = 'GBlocks_Pro\\Support\\Meta_Values';
		$post   = $this->create_post();
		update_post_meta( $post, 'colour', 'teal' );
		$this->assertSame( 'teal', $values::get( 'post', $post, 'colour' ) );
	}

	public function test_a_name_that_never_existed_stays_unknown(): void {
		$this->assertFalse( class_exists( 'GBlocks_Pro\\Support\\No_Such_Class' ) );
		$this->assertFalse( Former_Names::alias( 'GBlocks_Pro\\Support\\No_Such_Class' ) );
	}
}
