<?php
/**
 * Former names of classes that moved out of Support into their modules (Trust, Meta, Page_Cache, Styles,
 * Categories, Usage, Conditions\Decision).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

/**
 * The autoloader (plugin.php) answers a former name with an alias of the class under its new name, so
 * extensions written against the documented names (README: First_Tag, Meta_Values, Meta_Access,
 * Content_Trust) keep working. The alias is made only when a former name is asked for.
 */
final class Former_Names {

	/**
	 * Former name => current name.
	 *
	 * @var array<string, class-string>
	 */
	public const MAP = array(
		'GBlocks_Pro\\Support\\Content_Trust'           => 'GBlocks_Pro\\Trust\\Content_Trust',
		'GBlocks_Pro\\Support\\Content_Author'          => 'GBlocks_Pro\\Trust\\Content_Author',
		'GBlocks_Pro\\Support\\Html_Attribute_Policy'   => 'GBlocks_Pro\\Trust\\Html_Attribute_Policy',
		'GBlocks_Pro\\Support\\First_Tag'               => 'GBlocks_Pro\\Trust\\First_Tag',
		'GBlocks_Pro\\Support\\Meta_Access'             => 'GBlocks_Pro\\Meta\\Meta_Access',
		'GBlocks_Pro\\Support\\Meta_Values'             => 'GBlocks_Pro\\Meta\\Meta_Values',
		'GBlocks_Pro\\Support\\Cache_Safety'            => 'GBlocks_Pro\\Page_Cache\\Cache_Safety',
		'GBlocks_Pro\\Support\\Visitor_Script'          => 'GBlocks_Pro\\Page_Cache\\Visitor_Script',
		'GBlocks_Pro\\Support\\Breakpoints'             => 'GBlocks_Pro\\Styles\\Breakpoints',
		'GBlocks_Pro\\Support\\Css_Safety'              => 'GBlocks_Pro\\Styles\\Css_Safety',
		'GBlocks_Pro\\Support\\Category_Service'        => 'GBlocks_Pro\\Categories\\Category_Service',
		'GBlocks_Pro\\Support\\Usage_Items'             => 'GBlocks_Pro\\Usage\\Usage_Items',
		'GBlocks_Pro\\Support\\Registered_Usage_Source' => 'GBlocks_Pro\\Usage\\Registered_Usage_Source',
		'GBlocks_Pro\\Support\\Decision'                => 'GBlocks_Pro\\Conditions\\Decision',
	);

	/**
	 * Makes a former name an alias of the class's current name.
	 *
	 * @param string $class_name Fully-qualified name without the leading backslash.
	 * @return bool Whether the name is a former name (and is now an alias).
	 */
	public static function alias( string $class_name ): bool {
		return isset( self::MAP[ $class_name ] ) && class_alias( self::MAP[ $class_name ], $class_name );
	}
}
