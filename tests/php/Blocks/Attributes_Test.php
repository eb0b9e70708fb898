<?php
/**
 * Our attributes on every block type, from src/blocks/attributes.json.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Blocks;

use GBlocks_Pro\Blocks\Attributes;
use GBlocks_Pro\Support\Contract_File;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Core, third-party and dynamic block types, registered before or after us.
 */
final class Attributes_Test extends Test_Case {

	/**
	 * Block types a test registered.
	 *
	 * @var string[]
	 */
	private array $registered = array();

	protected function tearDown(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( $this->registered as $name ) {
			if ( $registry->is_registered( $name ) ) {
				$registry->unregister( $name );
			}
		}
		parent::tearDown();
	}

	/**
	 * Registers a test block type.
	 *
	 * @param array<string, mixed> $args Block type arguments.
	 */
	private function register( array $args = array() ): \WP_Block_Type {
		$name               = 'gb-test/block-' . strtolower( wp_generate_password( 8, false, false ) );
		$this->registered[] = $name;
		$type               = register_block_type( $name, $args );
		$this->assertInstanceOf( \WP_Block_Type::class, $type );
		return $type;
	}

	/**
	 * The schema's `all` section.
	 *
	 * @return array<string, mixed>
	 */
	private static function all(): array {
		return Contract_File::read( Attributes::FILE )['all'];
	}

	public function test_every_registered_block_type_has_the_attributes_of_the_schema(): void {
		$all = self::all();
		$this->assertSame( array( 'htmlAttributes', 'gbBlockCondition', 'gbBlockConditionInvert', 'gbStyles', 'gbGlobalClasses' ), array_keys( $all ) );
		$types = \WP_Block_Type_Registry::get_instance()->get_all_registered();
		$this->assertGreaterThan( 50, count( $types ) );
		foreach ( $types as $name => $type ) {
			foreach ( $all as $attribute => $schema ) {
				$this->assertArrayHasKey( $attribute, (array) $type->attributes, $name );
			}
		}
		$paragraph = \WP_Block_Type_Registry::get_instance()->get_registered( 'core/paragraph' );
		$this->assertSame( array( 'type' => 'string' ), $paragraph->attributes['gbBlockCondition'] );
		$this->assertSame( array( 'type' => 'boolean' ), $paragraph->attributes['gbBlockConditionInvert'] );
		$this->assertSame(
			array(
				'type'  => 'array',
				'items' => array( 'type' => 'string' ),
			),
			$paragraph->attributes['gbGlobalClasses']
		);
	}

	public function test_named_block_types_get_their_extra_attributes_and_no_other_does(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		$this->assertSame( array( 'type' => 'object' ), $registry->get_registered( 'core/image' )->attributes['linkHtmlAttributes'] ?? null );
		$this->assertSame( array( 'type' => 'number' ), $registry->get_registered( 'core/navigation-link' )->attributes['gbOverlay'] ?? null );
		$this->assertSame( array( 'type' => 'number' ), $registry->get_registered( 'core/navigation-submenu' )->attributes['gbOverlay'] ?? null );
		$this->assertArrayNotHasKey( 'gbOverlay', $registry->get_registered( 'core/paragraph' )->attributes );
		$this->assertArrayNotHasKey( 'linkHtmlAttributes', $registry->get_registered( 'core/paragraph' )->attributes );
	}

	public function test_a_third_party_block_registered_after_boot_gets_the_attributes(): void {
		$static  = $this->register();
		$dynamic = $this->register(
			array(
				'render_callback' => static fn(): string => '<p>dynamic</p>',
				'attributes'      => array( 'size' => array( 'type' => 'number' ) ),
			)
		);
		foreach ( array( $static, $dynamic ) as $type ) {
			foreach ( self::all() as $attribute => $schema ) {
				$this->assertSame( $schema, $type->attributes[ $attribute ] ?? null, $type->name . ' ' . $attribute );
			}
		}
		$this->assertSame( array( 'type' => 'number' ), $dynamic->attributes['size'] );
	}

	public function test_an_attribute_a_block_declares_is_never_overwritten(): void {
		$own  = array(
			'type'    => 'string',
			'default' => 'mine',
		);
		$type = $this->register( array( 'attributes' => array( 'gbStyles' => $own ) ) );
		$this->assertSame( $own, $type->attributes['gbStyles'] );
		$this->assertSame( array( 'type' => 'object' ), $type->attributes['htmlAttributes'] );

		Attributes::add_to_registered();
		$this->assertSame( $own, $type->attributes['gbStyles'] );
	}

	public function test_a_block_registered_before_our_filter_is_completed_at_the_end_of_init(): void {
		remove_filter( 'register_block_type_args', array( Attributes::class, 'add_to_args' ) );
		$own  = array( 'type' => 'number' );
		$type = $this->register( array( 'attributes' => array( 'gbBlockCondition' => $own ) ) );
		$this->assertArrayNotHasKey( 'htmlAttributes', (array) $type->attributes );
		$bare = $this->register();
		$this->assertArrayNotHasKey( 'htmlAttributes', (array) $bare->attributes );

		$this->assertNotFalse( has_action( 'init', array( Attributes::class, 'add_to_registered' ) ) );
		Attributes::add_to_registered();
		$this->assertSame( array( 'type' => 'object' ), $type->attributes['htmlAttributes'] );
		$this->assertSame( $own, $type->attributes['gbBlockCondition'] );
		$this->assertSame( array( 'type' => 'boolean' ), $bare->attributes['gbBlockConditionInvert'] );
	}

	public function test_a_block_with_our_attributes_validates_against_the_registered_schema(): void {
		$block = new \WP_Block(
			parse_blocks( '<!-- wp:paragraph {"gbBlockCondition":"12","gbBlockConditionInvert":true,"htmlAttributes":{"data-x":"1"},"gbGlobalClasses":["a"]} --><p>x</p><!-- /wp:paragraph -->' )[0]
		);
		$this->assertSame( '12', $block->attributes['gbBlockCondition'] );
		$this->assertTrue( $block->attributes['gbBlockConditionInvert'] );
		$this->assertSame( array( 'a' ), $block->attributes['gbGlobalClasses'] );
	}
}
