<?php
/**
 * Features import only Support and the decision API across feature lines (DESIGN §2, §5).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Architecture;

use PHPUnit\Framework\TestCase;

/**
 * Reads every PHP file under includes/<Feature>/ and lists the references to another feature's
 * namespace, from `use` statements (plain, aliased, grouped, function and const imports) and from
 * fully-qualified names in code (`\GBlocks_Pro\X\...`). Comments and strings are not code and are
 * ignored. Plugin.php, the composition root, and functions.php, the public API, live outside every
 * feature folder and are not read.
 */
final class Feature_Boundaries_Test extends TestCase {

	/**
	 * What any feature may reference in another feature: the shared Support layer (plumbing: REST
	 * helpers, capabilities, assets, feature wiring), the shared modules (Categories: the routes, slug
	 * rule, service and CLI of every feature's categories, each feature registering its adapter; Styles:
	 * the style compiler, breakpoints, device visibility, CSS safety; Usage: where a condition or a class
	 * is used; Trust: the trust rule, the content's author and the HTML attribute policy (DESIGN §11);
	 * Meta: who may read a meta key and how its value is read; Page_Cache: the page cache compatibility
	 * switch and the visitor script for decisions deferred to the browser), and the decision API. A
	 * shared module is read like a feature: it references no feature.
	 */
	private const ALLOWED_PREFIXES = array(
		'GBlocks_Pro\\Support\\',
		'GBlocks_Pro\\Categories\\',
		'GBlocks_Pro\\Styles\\',
		'GBlocks_Pro\\Usage\\',
		'GBlocks_Pro\\Trust\\',
		'GBlocks_Pro\\Meta\\',
		'GBlocks_Pro\\Page_Cache\\',
	);

	/**
	 * Classes of another feature that any feature may reference (the decision API and its answer).
	 */
	private const ALLOWED_CLASSES = array( 'GBlocks_Pro\\Conditions\\Decisions', 'GBlocks_Pro\\Conditions\\Decision' );

	/**
	 * Classes of another feature that one feature may reference: Insights counts overlays and reads
	 * them through their settings definition and post type only (INSIGHTS.md, issue 38).
	 */
	private const ALLOWED_FOR = array(
		'Insights' => array( 'GBlocks_Pro\\Overlays\\Meta', 'GBlocks_Pro\\Overlays\\Post_Type', 'GBlocks_Pro\\Overlays\\Active_List' ),
	);

	/**
	 * The plugin's includes/ folder.
	 */
	private static function includes_dir(): string {
		return dirname( __DIR__, 3 ) . '/includes';
	}

	/**
	 * Fully-qualified names (without the leading backslash) referenced by PHP code: `use` imports and
	 * fully-qualified names.
	 *
	 * @param string $code PHP source.
	 * @return string[]
	 */
	public static function referenced_names( string $code ): array {
		$tokens = token_get_all( $code );
		$names  = array();
		$count  = count( $tokens );
		$depth  = 0;
		for ( $i = 0; $i < $count; $i++ ) {
			$token = $tokens[ $i ];
			if ( ! is_array( $token ) ) {
				if ( '{' === $token ) {
					++$depth;
				} elseif ( '}' === $token ) {
					--$depth;
				}
				continue;
			}
			if ( T_CURLY_OPEN === $token[0] || T_DOLLAR_OPEN_CURLY_BRACES === $token[0] ) {
				++$depth;
				continue;
			}
			if ( T_NAME_FULLY_QUALIFIED === $token[0] ) {
				$names[] = ltrim( $token[1], '\\' );
				continue;
			}
			if ( T_USE !== $token[0] ) {
				continue;
			}
			// Gather the statement up to ';' ('(' after use is a closure's use list; inside a class body,
			// use imports a trait, whose names are checked like any other import when qualified).
			$statement = '';
			for ( $j = $i + 1; $j < $count; $j++ ) {
				$part = $tokens[ $j ];
				$text = is_array( $part ) ? $part[1] : $part;
				if ( ';' === $text || '(' === $text ) {
					break;
				}
				if ( is_array( $part ) && in_array( $part[0], array( T_COMMENT, T_DOC_COMMENT ), true ) ) {
					continue;
				}
				$statement .= $text;
			}
			$i = $j;
			if ( '(' === $text || ( $depth > 0 && ! str_contains( $statement, '\\' ) ) ) {
				continue;
			}
			foreach ( self::expand_use( $statement ) as $name ) {
				$names[] = $name;
			}
		}
		return $names;
	}

	/**
	 * The names a use statement imports: `A\B as C, D\E` and `A\{B, C\D as E}`, with `function` and
	 * `const` dropped.
	 *
	 * @param string $statement The statement without `use` and `;`.
	 * @return string[]
	 */
	private static function expand_use( string $statement ): array {
		$statement = trim( (string) preg_replace( '/^\s*(function|const)\s+/i', '', $statement ) );
		$names     = array();
		if ( preg_match( '/^(.*?)\\\\?\{(.*)\}\s*$/s', $statement, $group ) ) {
			$prefix = trim( $group[1], " \t\n\r\\" );
			foreach ( explode( ',', $group[2] ) as $member ) {
				$member = trim( (string) preg_replace( '/^(function|const)\s+/i', '', trim( $member ) ) );
				if ( '' !== $member ) {
					$names[] = $prefix . '\\' . trim( (string) preg_replace( '/\s+as\s+\w+$/i', '', $member ) );
				}
			}
			return $names;
		}
		foreach ( explode( ',', $statement ) as $member ) {
			$member = trim( (string) preg_replace( '/\s+as\s+\w+$/i', '', trim( $member ) ) );
			if ( '' !== $member ) {
				$names[] = ltrim( $member, '\\' );
			}
		}
		return $names;
	}

	/**
	 * The feature a name belongs to ('' when it is not one of ours or has no feature segment).
	 *
	 * @param string $name Fully-qualified name without the leading backslash.
	 */
	private static function feature_of( string $name ): string {
		$parts = explode( '\\', $name );
		return 'GBlocks_Pro' === $parts[0] && count( $parts ) > 2 ? $parts[1] : '';
	}

	/**
	 * Whether a file of a feature may reference a name.
	 *
	 * @param string $feature The file's feature.
	 * @param string $name    The referenced name.
	 */
	public static function allowed( string $feature, string $name ): bool {
		$other = self::feature_of( $name );
		if ( '' === $other || $other === $feature || in_array( $name, self::ALLOWED_CLASSES, true ) || in_array( $name, self::ALLOWED_FOR[ $feature ] ?? array(), true ) ) {
			return true;
		}
		foreach ( self::ALLOWED_PREFIXES as $prefix ) {
			if ( str_starts_with( $name, $prefix ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Every reference across feature lines that the rule forbids, as "file: name".
	 *
	 * @return string[]
	 */
	public static function violations(): array {
		$violations = array();
		$base       = self::includes_dir();
		foreach ( (array) glob( $base . '/*', GLOB_ONLYDIR ) as $dir ) {
			$feature = basename( $dir );
			$files   = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $dir, \FilesystemIterator::SKIP_DOTS ) );
			foreach ( $files as $file ) {
				if ( ! $file instanceof \SplFileInfo || 'php' !== $file->getExtension() ) {
					continue;
				}
				$code = (string) file_get_contents( $file->getPathname() );
				foreach ( self::referenced_names( $code ) as $name ) {
					if ( ! self::allowed( $feature, $name ) ) {
						$violations[] = substr( $file->getPathname(), strlen( $base ) + 1 ) . ': ' . $name;
					}
				}
			}
		}
		sort( $violations );
		return array_values( array_unique( $violations ) );
	}

	public function test_features_reference_only_support_and_the_decision_api_across_feature_lines(): void {
		$this->assertSame( array(), self::violations(), 'A feature references another feature. Use GBlocks_Pro\\Support\\..., the decision API (GBlocks_Pro\\Conditions\\Decisions), or a hook.' );
	}

	public function test_every_feature_folder_is_read(): void {
		$features = array_map( 'basename', (array) glob( self::includes_dir() . '/*', GLOB_ONLYDIR ) );
		$this->assertContains( 'Categories', $features );
		$this->assertContains( 'Conditions', $features );
		$this->assertContains( 'Overlays', $features );
		$this->assertContains( 'Support', $features );
		$this->assertContains( 'Styles', $features );
		$this->assertContains( 'Global_Classes', $features );
		$this->assertContains( 'Usage', $features );
		$this->assertContains( 'Trust', $features );
		$this->assertContains( 'Meta', $features );
		$this->assertContains( 'Page_Cache', $features );
	}

	/**
	 * Sources and whether the rule accepts them for a file of the Overlays feature.
	 *
	 * @return array<string, array{string, bool}>
	 */
	public function sources(): array {
		$head = "<?php\nnamespace GBlocks_Pro\\Overlays;\n";
		return array(
			'use of another feature'               => array( $head . "use GBlocks_Pro\\Conditions\\Post_Type;\n", false ),
			'aliased use of another feature'       => array( $head . "use GBlocks_Pro\\Conditions\\Post_Type as Condition_Post_Type;\n", false ),
			'leading backslash in use'             => array( $head . "use \\GBlocks_Pro\\Conditions\\Tree;\n", false ),
			'grouped use'                          => array( $head . "use GBlocks_Pro\\Conditions\\{Decisions, Evaluator};\n", false ),
			'grouped use of the decision API only' => array( $head . "use GBlocks_Pro\\Conditions\\{Decisions};\n", true ),
			'function import of another feature'   => array( $head . "use function GBlocks_Pro\\Blocks\\helper;\n", false ),
			'fully-qualified name in code'         => array( $head . "function f() { return \\GBlocks_Pro\\Conditions\\Evaluator::instance(); }\n", false ),
			'fully-qualified name in a type'       => array( $head . "function f( \\GBlocks_Pro\\Blocks\\Thing \$t ): void {}\n", false ),
			'the decision API'                     => array( $head . "use GBlocks_Pro\\Conditions\\Decisions;\nfunction f() { return \\GBlocks_Pro\\Conditions\\Decisions::decide( 1 ); }\n", true ),
			'the decision'                         => array( $head . "use GBlocks_Pro\\Conditions\\Decision;\nfunction f( \\GBlocks_Pro\\Conditions\\Decision \$d ) {}\n", true ),
			'support'                              => array( $head . "use GBlocks_Pro\\Support\\Capabilities;\nfunction f( \\GBlocks_Pro\\Support\\Feature \$f ) {}\n", true ),
			'the styles module'                    => array( $head . "use GBlocks_Pro\\Styles\\Compiler;\n", true ),
			'the usage module'                     => array( $head . "use GBlocks_Pro\\Usage\\Usage_Items;\n", true ),
			'the trust module'                     => array( $head . "use GBlocks_Pro\\Trust\\Content_Trust;\n", true ),
			'the meta module'                      => array( $head . "use GBlocks_Pro\\Meta\\Meta_Access;\n", true ),
			'the page cache module'                => array( $head . "use GBlocks_Pro\\Page_Cache\\Cache_Safety;\n", true ),
			'own feature'                          => array( $head . "use GBlocks_Pro\\Overlays\\Meta;\nfunction f() { return \\GBlocks_Pro\\Overlays\\Menus\\Classic_Menu::FIELD; }\n", true ),
			'a mention in a comment or a string'   => array( $head . "// \\GBlocks_Pro\\Conditions\\Tree\n/** @see \\GBlocks_Pro\\Conditions\\Tree */\n\$a = 'GBlocks_Pro\\Conditions\\Tree';\n", true ),
			'a closure use list'                   => array( $head . "\$x = 1; \$f = function () use ( \$x ) { return \$x; };\n", true ),
			'a trait from another feature'         => array( $head . "class A { use \\GBlocks_Pro\\Conditions\\Some_Trait; }\n", false ),
			'a name without a feature segment'     => array( $head . "function f() { return \\GBlocks_Pro\\Plugin::boot(); }\n", true ),
			'a namespace that is not ours'         => array( $head . "use PHPUnit\\Framework\\TestCase;\n", true ),
		);
	}

	/**
	 * The reader sees every form of reference, and the rule applies to each.
	 *
	 * @dataProvider sources
	 *
	 * @param string $code     PHP source of a file in includes/Overlays/.
	 * @param bool   $accepted Whether the rule accepts it.
	 */
	public function test_the_rule_reads_every_form_of_reference( string $code, bool $accepted ): void {
		$names = self::referenced_names( $code );
		$bad   = array_filter( $names, static fn( string $name ): bool => ! self::allowed( 'Overlays', $name ) );
		$this->assertSame( $accepted, array() === $bad, 'Names read: ' . implode( ', ', $names ) );
	}
}
