<?php
/**
 * The registry: the twelve built-in types, their rules as DESIGN §5 lists them, filters, and types
 * registered by another plugin.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Conditions\Condition_Type;
use GBlocks_Pro\Conditions\Context;
use GBlocks_Pro\Conditions\Registry;

final class Registry_Test extends Conditions_Test_Case {

	public function test_the_thirteen_types_in_order(): void {
		$this->assertSame(
			array( 'location', 'user_role', 'date_time', 'device', 'query_arg', 'referrer', 'post_meta', 'user_meta', 'cookie', 'language', 'options', 'author', 'visitor' ),
			array_keys( Registry::instance()->labels() )
		);
	}

	/**
	 * Type, rule, its operators, value type, supports_multi.
	 *
	 * @return array<string, array{string, string, string[], string, bool}>
	 */
	public function rule_table(): array {
		$text_ops = array( 'exists', 'not_exists', 'has_value', 'no_value', 'equals', 'contains', 'not_contains', 'starts_with', 'ends_with' );
		$meta_ops = array( 'exists', 'not_exists', 'has_value', 'no_value', 'equals', 'contains', 'not_contains', 'greater_than', 'less_than', 'includes_any', 'includes_all', 'excludes_any', 'excludes_all' );
		$term_ops = array( 'is', 'is_not', 'includes_any', 'includes_all', 'excludes_any', 'excludes_all' );
		$obj_ops  = array( 'is', 'is_not', 'includes_any', 'excludes_any' );
		return array(
			'location general'     => array( 'location', 'general:front_page', array( 'is', 'is_not' ), 'none', false ),
			'location 404'         => array( 'location', 'general:404', array( 'is', 'is_not' ), 'none', false ),
			'location post type'   => array( 'location', 'post:page', $obj_ops, 'object_selector', true ),
			'location taxonomy'    => array( 'location', 'taxonomy:category', $term_ops, 'object_selector', true ),
			'location post terms'  => array( 'location', 'post_terms:post_tag', $term_ops, 'object_selector', true ),
			'location child_of'    => array( 'location', 'child_of', $obj_ops, 'hierarchical_object_selector', true ),
			'location parent_of'   => array( 'location', 'parent_of', $obj_ops, 'hierarchical_object_selector', true ),
			'user logged in'       => array( 'user_role', 'general:logged_in', array( 'is', 'is_not' ), 'none', false ),
			'user role'            => array( 'user_role', 'role:editor', array( 'is', 'is_not' ), 'none', false ),
			'user capability'      => array( 'user_role', 'cap:edit_posts', array( 'is', 'is_not' ), 'none', false ),
			'current date'         => array( 'date_time', 'current_date', array( 'before', 'after', 'between', 'on' ), 'datetime', false ),
			'current time'         => array( 'date_time', 'current_time', array( 'before', 'after', 'between', 'on' ), 'datetime', false ),
			'day of week'          => array( 'date_time', 'day_of_week', $obj_ops, 'day_selector', true ),
			'device'               => array( 'device', 'tablet', array( 'is', 'is_not' ), 'none', false ),
			'query arg'            => array( 'query_arg', 'custom', $text_ops, 'custom_field', false ),
			'referrer direct'      => array( 'referrer', 'direct', array( 'is', 'is_not' ), 'none', false ),
			'referrer custom'      => array( 'referrer', 'custom', array_slice( $text_ops, 2 ), 'text', false ),
			'post meta custom'     => array( 'post_meta', 'custom', $meta_ops, 'custom_field', true ),
			'post meta thumbnail'  => array( 'post_meta', '_thumbnail_id', $meta_ops, 'text', true ),
			'post meta template'   => array( 'post_meta', '_wp_page_template', $meta_ops, 'text', true ),
			'user meta custom'     => array( 'user_meta', 'custom', $meta_ops, 'custom_field', true ),
			'user meta first name' => array( 'user_meta', 'first_name', $meta_ops, 'text', true ),
			'cookie'               => array( 'cookie', 'custom', $text_ops, 'custom_field', false ),
			'language locale'      => array( 'language', 'locale', array( 'is', 'is_not' ), 'text', false ),
			'language rtl'         => array( 'language', 'rtl', array( 'is', 'is_not' ), 'none', false ),
			'options custom'       => array( 'options', 'custom', array_slice( $meta_ops, 0, 9 ), 'custom_field', false ),
			'options blogname'     => array( 'options', 'blogname', array_slice( $meta_ops, 0, 9 ), 'text', false ),
			'author id'            => array( 'author', 'author_id', $obj_ops, 'author_id', true ),
			'author name'          => array( 'author', 'author_name', array( 'exists', 'not_exists', 'equals', 'contains', 'not_contains' ), 'text', false ),
			'author meta'          => array( 'author', 'author_meta', array( 'exists', 'not_exists', 'equals', 'contains', 'not_contains' ), 'custom_field', false ),
		);
	}

	/**
	 * One case of the table.
	 *
	 * @dataProvider rule_table
	 */
	public function test_rules_match_the_design_table( string $type, string $rule, array $operators, string $value_type, bool $multi ): void {
		$definition = Registry::instance()->get( $type )->rule( $rule );
		$this->assertNotNull( $definition, "$type / $rule" );
		$this->assertSame( $operators, $definition['operators'] );
		$this->assertSame( $value_type, $definition['value_type'] );
		$this->assertSame( $multi, $definition['supports_multi'] );
	}

	public function test_every_rule_family_of_the_design_is_present(): void {
		$rules = array_keys( Registry::instance()->get( 'location' )->rules() );
		foreach ( array( 'general:site', 'general:blog', 'general:singular', 'general:archive', 'general:author', 'general:date', 'general:search', 'general:no_results', 'post:post', 'taxonomy:post_tag', 'post_terms:category' ) as $rule ) {
			$this->assertContains( $rule, $rules );
		}
		// As the product offers them (issue 31.21): attachment pages and post formats.
		foreach ( array( 'post:attachment', 'taxonomy:post_format', 'post_terms:post_format' ) as $rule ) {
			$this->assertContains( $rule, $rules );
		}
		$attachment = Registry::instance()->get( 'location' )->rule( 'post:attachment' );
		$this->assertSame( 'object_selector', $attachment['value_type'] );
		$this->assertSame( 'attachment', $attachment['object_subtype'] );
		$format = Registry::instance()->get( 'location' )->rule( 'post_terms:post_format' );
		$this->assertSame( 'term', $format['object_type'] );
		$this->assertSame( 'post_format', $format['object_subtype'] );
		$this->assertSame( array( 'mobile', 'tablet', 'desktop', 'ios', 'android' ), array_keys( Registry::instance()->get( 'device' )->rules() ) );
		$this->assertSame( array( 'locale', 'language', 'rtl' ), array_keys( Registry::instance()->get( 'language' )->rules() ) );
		$this->assertSame( array( 'custom', 'blogname', 'blogdescription', 'timezone_string', 'date_format', 'time_format' ), array_keys( Registry::instance()->get( 'options' )->rules() ) );
		$this->assertSame( array( 'custom', 'first_name', 'last_name', 'nickname', 'description' ), array_keys( Registry::instance()->get( 'user_meta' )->rules() ) );
	}

	public function test_archive_rules_exist_for_post_types_with_an_archive(): void {
		register_post_type(
			'gb_event',
			array(
				'public'      => true,
				'has_archive' => true,
			)
		);
		Registry::reset();
		$this->assertNotNull( Registry::instance()->get( 'location' )->rule( 'archive:gb_event' ) );
		$this->assertNull( Registry::instance()->get( 'location' )->rule( 'archive:page' ) );
		unregister_post_type( 'gb_event' );
	}

	public function test_types_and_rules_are_filterable(): void {
		add_filter(
			'gblocks_pro_condition_types',
			static function ( array $labels ): array {
				unset( $labels['cookie'] );
				$labels['device'] = 'Gadget';
				return $labels;
			}
		);
		add_filter(
			'gblocks_pro_condition_rules_device',
			static function ( array $rules ): array {
				unset( $rules['ios'] );
				return $rules;
			}
		);
		$labels = Registry::instance()->labels();
		$this->assertArrayNotHasKey( 'cookie', $labels );
		$this->assertSame( 'Gadget', $labels['device'] );
		$this->assertNull( Registry::instance()->get( 'device' )->rule( 'ios' ) );
		$this->assertFalse( $this->evaluate_row( self::row( 'device', 'ios', 'is_not' ) ), 'A filtered-out rule fails.' );
	}

	public function test_another_plugin_registers_its_own_type(): void {
		add_action(
			'gblocks_pro_register_condition_types',
			static function ( Registry $registry ): void {
				$registry->register(
					new class() extends Condition_Type {
						public function name(): string {
							return 'membership';
						}
						public function label(): string {
							return 'Membership';
						}
						protected function define_rules(): array {
							return array(
								'level' => array(
									'label'     => 'Level',
									'operators' => array( 'is', 'is_not' ),
								),
							);
						}
						public function evaluate( string $rule, string $operator, string $value, Context $context ): bool {
							$is = 'gold' === $value;
							return 'is' === $operator ? $is : ! $is;
						}
					}
				);
			}
		);
		$this->assertSame( 'Membership', Registry::instance()->labels()['membership'] );
		$this->assertTrue( $this->evaluate_row( self::row( 'membership', 'level', 'is', 'gold' ) ) );
		$this->assertFalse( $this->evaluate_row( self::row( 'membership', 'level', 'is', 'silver' ) ) );
		$this->assertFalse( $this->evaluate_row( self::row( 'membership', 'tier', 'is', 'gold' ) ), 'Unknown rule of the custom type.' );
		$id = $this->create_condition( self::tree( self::row( 'membership', 'level', 'is_not', 'silver' ) ) );
		$this->assertTrue( gblocks_pro_condition_passes( $id ) );
	}
}
