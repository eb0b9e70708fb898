<?php
/**
 * A style class's CSS, compiled ahead, as one rule of a style-engine store.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Styles;

/**
 * Holds the whole CSS of one style class (Compiler::compile(): its base rule, nested rules and at-rule
 * groups) in the 'block-supports' store under the key of its class selector, so that core prints it
 * where and when it prints block-support CSS without rebuilding rules the compiler already wrote.
 *
 * The store prints what Compiler::compile() gives, byte for byte, as the rules one by one would print:
 * unprettified, the compiled CSS itself; prettified (SCRIPT_DEBUG), the rules compiled again from the
 * style object (debugging only) and joined as the style engine joins rules. Declarations that other code
 * adds to the same selector are printed after it, as a rule of their own.
 *
 * It extends the rule class to be stored as one (the store keeps WP_Style_Engine_CSS_Rule objects) and
 * the store class to reach the store's rules (a protected property of that class).
 */
final class Compiled_Rule extends \WP_Style_Engine_CSS_Rule {

	/**
	 * The compiled CSS, unprettified.
	 *
	 * @var string
	 */
	private string $css;

	/**
	 * The style object it was compiled from (for the prettified form).
	 *
	 * @var array<mixed>
	 */
	private array $styles;

	/**
	 * A rule for a class.
	 *
	 * @param string       $class_name The class (without the dot).
	 * @param string       $css        Compiler::compile() of the styles under '.' . $class_name.
	 * @param array<mixed> $styles     The style object, as compiled (remapped).
	 */
	public function __construct( string $class_name, string $css, array $styles ) {
		// The parent's constructor would build declarations this rule does not print; set what it sets.
		$this->selector    = '.' . $class_name;
		$this->rules_group = '';
		$this->css         = $css;
		$this->styles      = $styles;
	}

	/**
	 * Puts the rule in a store under its selector, unless the store holds that selector already.
	 *
	 * @param string       $context    The store, e.g. 'block-supports'.
	 * @param string       $class_name The class (without the dot).
	 * @param string       $css        Its compiled CSS.
	 * @param array<mixed> $styles     The style object it was compiled from.
	 * @return bool Whether the store holds the class's rule now.
	 */
	public static function put( string $context, string $class_name, string $css, array $styles ): bool {
		$store = \WP_Style_Engine::get_store( $context );
		if ( ! $store instanceof \WP_Style_Engine_CSS_Rules_Store ) {
			return false;
		}
		Compiled_Rules_Store::put( $store, new self( $class_name, $css, $styles ) );
		return true;
	}

	/**
	 * Declarations: those added by other code to this selector, plus a marker unique to the class so
	 * that the processor's optimisation (combining selectors with identical declarations) never takes
	 * two classes for one.
	 *
	 * @return \WP_Style_Engine_CSS_Declarations
	 */
	public function get_declarations() {
		if ( ! $this->declarations instanceof \WP_Style_Engine_CSS_Declarations ) {
			$this->declarations = new Declarations( array() );
		}
		$marked = new Declarations( $this->declarations->get_declarations() );
		$marked->add_declaration( '--gb-compiled', substr( $this->selector, 1 ) );
		return $marked;
	}

	/**
	 * Keeps declarations other code adds to this selector.
	 *
	 * @param mixed $declarations Declarations (an array or a declarations object).
	 * @return \WP_Style_Engine_CSS_Rule
	 */
	public function add_declarations( $declarations ) {
		if ( ! $this->declarations instanceof \WP_Style_Engine_CSS_Declarations ) {
			$this->declarations = new Declarations( array() );
		}
		$values = $declarations instanceof \WP_Style_Engine_CSS_Declarations ? $declarations->get_declarations() : $declarations;
		if ( is_array( $values ) ) {
			unset( $values['--gb-compiled'] );
			$this->declarations->add_declarations( $values );
		}
		return $this;
	}

	/**
	 * The CSS, as the rules one by one would print.
	 *
	 * @param bool $should_prettify Whether to prettify.
	 * @param int  $indent_count    Indentation (prettified).
	 * @return string
	 */
	public function get_css( $should_prettify = false, $indent_count = 0 ) {
		$parts = array();
		if ( $should_prettify ) {
			foreach ( Compiler::rules( $this->styles, $this->selector ) as $rule ) {
				$object  = new \WP_Style_Engine_CSS_Rule( $rule['selector'], new Declarations( $rule['declarations'] ), $rule['rules_group'] ?? '' );
				$parts[] = $object->get_css( true, (int) $indent_count );
			}
		} elseif ( '' !== $this->css ) {
			$parts[] = $this->css;
		}
		if ( $this->declarations instanceof \WP_Style_Engine_CSS_Declarations && $this->declarations->get_declarations() ) {
			$extra   = new \WP_Style_Engine_CSS_Rule( $this->selector, $this->declarations );
			$parts[] = $extra->get_css( (bool) $should_prettify, (int) $indent_count );
		}
		return implode( $should_prettify ? "\n" : '', array_filter( $parts, static fn( string $part ): bool => '' !== $part ) );
	}
}
