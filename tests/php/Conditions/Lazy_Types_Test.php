<?php
/**
 * Condition types loaded lazily: the registry constructs a type only when a rule of it is evaluated or
 * the types are listed, and a type builds only the rules a decision names, with the same answers.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Conditions\Condition_Type;
use GBlocks_Pro\Conditions\Context;
use GBlocks_Pro\Conditions\Evaluator;
use GBlocks_Pro\Conditions\Registry;

final class Lazy_Types_Test extends Conditions_Test_Case {

	/**
	 * The ids of the types the registry has constructed.
	 *
	 * @return string[]
	 */
	private static function constructed(): array {
		$types = ( new \ReflectionProperty( Registry::class, 'types' ) )->getValue( Registry::instance() );
		return array_keys( array_filter( $types, static fn( $type ): bool => $type instanceof Condition_Type ) );
	}

	public function test_evaluating_a_rule_constructs_its_type_only(): void {
		Registry::reset();
		$this->assertSame( array(), self::constructed() );
		$this->assertTrue( Evaluator::instance()->evaluate_tree( self::tree( self::row( 'user_role', 'general:logged_out', 'is' ) ), Context::from_request() ) );
		$this->assertSame( array( 'user_role' ), self::constructed() );
		Registry::instance()->labels();
		$this->assertCount( 13, self::constructed(), 'Listing the types constructs them all.' );
	}

	public function test_a_type_builds_only_the_rules_a_decision_names_when_no_rule_filter_is_hooked(): void {
		$type = new \GBlocks_Pro\Conditions\Types\User_Role();
		$this->assertSame( array( 'is', 'is_not' ), $type->operators( 'cap:edit_posts' ) );
		$this->assertNull( ( new \ReflectionProperty( Condition_Type::class, 'rules' ) )->getValue( $type ), 'Every rule is not built for one.' );
	}

	public function test_one_rule_built_alone_is_the_rule_of_the_full_list(): void {
		register_post_type(
			'gb_lazy_book',
			array(
				'public'      => true,
				'has_archive' => true,
				'label'       => 'Books',
			)
		);
		register_taxonomy(
			'gb_lazy_genre',
			'gb_lazy_book',
			array(
				'public' => true,
				'label'  => 'Genres',
			)
		);
		register_taxonomy( 'gb_lazy_hidden', 'post', array( 'public' => false ) );
		register_post_type( 'gb_lazy_private', array( 'public' => false ) );
		foreach ( array_keys( Registry::instance()->labels() ) as $name ) {
			$full = Registry::instance()->get( $name );
			$ids  = array_merge(
				array_keys( $full->rules() ),
				array( 'nope', 'general:nope', 'post:gb_lazy_private', 'archive:post', 'archive:gb_lazy_private', 'taxonomy:gb_lazy_hidden', 'post_terms:nope', 'role:nope', 'cap:nope', 'cap:level_1', 'cap:', 'child_of:x', 'administrator', 'editor', 'Administrator' )
			);
			foreach ( $ids as $id ) {
				$class = get_class( $full );
				$alone = new $class();
				$this->assertSame( $full->rule( (string) $id ), $alone->rule( (string) $id ), "{$name} {$id}" );
				$alone = new $class();
				$this->assertSame( $full->canonical_rule( (string) $id ), $alone->canonical_rule( (string) $id ), "{$name} {$id} (canonical)" );
				$alone = new $class();
				$this->assertSame( $full->decided_in( (string) $id ), $alone->decided_in( (string) $id ), "{$name} {$id} (decided_in)" );
			}
		}
		unregister_post_type( 'gb_lazy_book' );
		unregister_post_type( 'gb_lazy_private' );
		unregister_taxonomy( 'gb_lazy_genre' );
		unregister_taxonomy( 'gb_lazy_hidden' );
	}

	public function test_rule_filters_and_custom_types_keep_working(): void {
		add_filter(
			'gblocks_pro_condition_rules_user_role',
			static function ( array $rules ): array {
				unset( $rules['general:logged_out'] );
				$rules['general:vip'] = array(
					'label'     => 'VIP',
					'operators' => array( 'is' ),
				);
				return $rules;
			}
		);
		$type = new \GBlocks_Pro\Conditions\Types\User_Role();
		$this->assertNull( $type->rule( 'general:logged_out' ), 'A filter that removes a rule is honoured.' );
		$this->assertSame( array( 'is' ), $type->operators( 'general:vip' ) );
		$this->assertFalse( Evaluator::instance()->evaluate_row( self::row( 'user_role', 'general:logged_out', 'is' ), Context::from_request() ) );

		$weather = new class() extends Condition_Type {
			public function name(): string {
				return 'weather';
			}
			public function label(): string {
				return 'Weather';
			}
			protected function define_rules(): array {
				return array(
					'sunny' => array(
						'label'       => 'Sunny',
						'operators'   => array( 'is' ),
						'needs_value' => false,
					),
				);
			}
			public function evaluate( string $rule, string $operator, string $value, Context $context ): bool {
				return 'sunny' === $rule;
			}
		};
		add_action(
			'gblocks_pro_register_condition_types',
			static function ( Registry $registry ) use ( $weather ): void {
				$registry->register( $weather );
				$registry->register_class( 'device_copy', \GBlocks_Pro\Conditions\Types\Device::class );
				$registry->register_class( 'not_a_type', \stdClass::class );
			}
		);
		add_filter(
			'gblocks_pro_condition_types',
			static function ( array $labels ): array {
				unset( $labels['cookie'] );
				return $labels;
			}
		);
		Registry::reset();
		$labels = Registry::instance()->labels();
		$this->assertSame( 'Weather', $labels['weather'] );
		$this->assertArrayHasKey( 'device_copy', $labels );
		$this->assertArrayNotHasKey( 'not_a_type', $labels );
		$this->assertArrayNotHasKey( 'cookie', $labels, 'gblocks_pro_condition_types still hides types.' );
		$this->assertTrue( Evaluator::instance()->evaluate_row( self::row( 'weather', 'sunny', 'is' ), Context::from_request() ) );
	}
}
