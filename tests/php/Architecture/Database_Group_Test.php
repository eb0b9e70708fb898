<?php
/**
 * Test classes whose behaviour depends on the database are in the `database` group.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Architecture;

use PHPUnit\Framework\TestCase;

/**
 * `npm test` runs the whole PHPUnit suite on SQLite and only the `database` group on MariaDB
 * (`GB_FULL=1` runs everything on both). A class that talks to `$wpdb` itself, takes the save lock or
 * sends parallel requests (Parallel_Test_Case) tests what may differ between the two databases (raw
 * SQL, locking, races, query counts), so it must be in that group, or MariaDB would never see it. This
 * test reads every test file and fails for such a class without `@group database` in its docblock.
 */
final class Database_Group_Test extends TestCase {

	/**
	 * What marks a test class as depending on the database.
	 */
	private const DATABASE_MARKERS = '/\$wpdb\b|\bSave_Lock\b|\bParallel_Test_Case\b/';

	/**
	 * Every *_Test.php file under tests/php, by path.
	 *
	 * @return array<string, string> Path => code.
	 */
	private static function test_files(): array {
		$files    = array();
		$iterator = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( dirname( __DIR__ ), \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $iterator as $file ) {
			if ( $file instanceof \SplFileInfo && str_ends_with( $file->getFilename(), '_Test.php' ) ) {
				$files[ $file->getPathname() ] = (string) file_get_contents( $file->getPathname() );
			}
		}
		ksort( $files );
		return $files;
	}

	/**
	 * Whether a test file's class docblock puts it in a group.
	 *
	 * @param string $code  PHP source of a test file.
	 * @param string $group Group name.
	 */
	public static function in_group( string $code, string $group ): bool {
		if ( ! preg_match( '/(\/\*\*(?:(?!\*\/).)*\*\/)\s*(?:final\s+|abstract\s+)?class\s/s', $code, $match ) ) {
			return false;
		}
		return 1 === preg_match( '/@group\s+' . preg_quote( $group, '/' ) . '\b/', $match[1] );
	}

	public function test_every_class_that_uses_the_database_directly_is_in_the_database_group(): void {
		$missing = array();
		foreach ( self::test_files() as $path => $code ) {
			if ( __FILE__ === $path ) {
				continue;
			}
			if ( preg_match( self::DATABASE_MARKERS, $code ) && ! self::in_group( $code, 'database' ) ) {
				$missing[] = substr( $path, strlen( dirname( __DIR__ ) ) + 1 );
			}
		}
		$this->assertSame( array(), $missing, 'These test classes use $wpdb or the save lock: add "@group database" to their class docblock.' );
	}

	public function test_the_group_is_read_from_the_class_docblock_only(): void {
		$this->assertTrue( self::in_group( "<?php\n/**\n * A.\n *\n * @group database\n */\nfinal class A_Test {}", 'database' ) );
		$this->assertFalse( self::in_group( "<?php\n/**\n * A.\n */\nfinal class A_Test {\n\t/** @group database */\n\tpublic function test_x() {}\n}", 'database' ) );
		$this->assertFalse( self::in_group( "<?php\n/**\n * A.\n *\n * @group databases\n */\nclass A_Test {}", 'database' ) );
	}

	public function test_the_database_group_is_not_empty(): void {
		$grouped = array_filter( self::test_files(), static fn( string $code ): bool => self::in_group( $code, 'database' ) );
		$this->assertGreaterThan( 10, count( $grouped ) );
	}
}
