<?php
/**
 * Puts a compiled rule in a style-engine store.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Styles;

/**
 * The store's add_rule() creates core rules only; a Compiled_Rule is put in its rules directly (a
 * protected property of the store class, reached from this subclass), under its selector, as
 * add_rule() would key a rule without an at-rule group. Never instantiated.
 */
final class Compiled_Rules_Store extends \WP_Style_Engine_CSS_Rules_Store {

	/**
	 * Puts the rule in the store unless the store holds its selector already.
	 *
	 * @param \WP_Style_Engine_CSS_Rules_Store $store The store.
	 * @param Compiled_Rule                    $rule  The rule.
	 */
	public static function put( \WP_Style_Engine_CSS_Rules_Store $store, Compiled_Rule $rule ): void {
		$selector = $rule->get_selector();
		if ( ! isset( $store->rules[ $selector ] ) ) {
			$store->rules[ $selector ] = $rule;
		}
	}
}
