<?php
/**
 * Writes compiled rules into a style-engine store with the compiler's declarations.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Blocks\Styles;

/**
 * The style engine's store creates each rule with core's declarations (WP_Style_Engine::store_css_rule),
 * which filter every value through safecss_filter_attr() when the page prints them. This puts a
 * Declarations object (the compiler's sanitising, DESIGN §9) in the rule instead, so the store prints
 * what the compiler compiled, where and when core prints block-support CSS. Only rules whose selector
 * is ours (a `gb-s-*` class) are written here, so core's own rules keep core's filtering.
 *
 * It extends the rule class only to reach the rule's declarations (a protected property of that class).
 */
final class Stored_Rule extends \WP_Style_Engine_CSS_Rule {

	/**
	 * Adds a rule to a store; declarations of the same selector and group merge into it.
	 *
	 * @param string                $context      The store, e.g. 'block-supports'.
	 * @param string                $selector     The selector.
	 * @param array<string, string> $declarations Property => value, as Compiler::rules() gives them.
	 * @param string                $rules_group  The at-rule, or ''.
	 * @return string The rule's key in the store ('' when nothing was stored).
	 */
	public static function add( string $context, string $selector, array $declarations, string $rules_group = '' ): string {
		$selector    = trim( $selector );
		$rules_group = trim( $rules_group );
		if ( '' === $selector || ! $declarations ) {
			return '';
		}
		$store = \WP_Style_Engine::get_store( $context );
		$rule  = $store instanceof \WP_Style_Engine_CSS_Rules_Store ? $store->add_rule( $selector, $rules_group ) : null;
		if ( ! $rule instanceof \WP_Style_Engine_CSS_Rule ) {
			return '';
		}
		if ( $rule->declarations instanceof Declarations ) {
			$rule->declarations->add_declarations( $declarations );
		} else {
			$existing           = $rule->declarations instanceof \WP_Style_Engine_CSS_Declarations ? $rule->declarations->get_declarations() : array();
			$rule->declarations = new Declarations( array_merge( $existing, $declarations ) );
		}
		return '' === $rules_group ? $selector : "$rules_group $selector";
	}
}
