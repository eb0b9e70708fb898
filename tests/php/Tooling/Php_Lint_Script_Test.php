<?php
/**
 * The lint stage's syntax check (bin/support/php-lint.php) of the PHP files PHPStan does not parse.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Tooling;

use PHPUnit\Framework\TestCase;

/**
 * Files written to a scratch folder, checked in one process as the lint stage checks them: a parse
 * error and a compile error (what `php -l` reports and a parse alone does not) are listed and fail the
 * run; two files declaring the same class, each valid alone, are not an error; nothing is executed.
 */
final class Php_Lint_Script_Test extends TestCase {

	/**
	 * The scratch folder.
	 *
	 * @var string
	 */
	private string $dir = '';

	protected function setUp(): void {
		parent::setUp();
		$this->dir = sys_get_temp_dir() . '/gblocks-php-lint-' . getmypid();
		mkdir( $this->dir, 0700, true );
		$files = array(
			'good.php'      => "<?php\nfile_put_contents( __DIR__ . '/ran', 'yes' );\nclass Same_Name {}\n",
			'same-name.php' => "<?php\nclass Same_Name { public function other() {} }\n",
			'parse.php'     => "<?php\nfunction ( {\n",
			'compile.php'   => "<?php\nclass Twice { public function f() {} public function f() {} }\n",
		);
		foreach ( $files as $name => $code ) {
			file_put_contents( $this->dir . '/' . $name, $code ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- Scratch files.
		}
	}

	protected function tearDown(): void {
		exec( 'rm -rf ' . escapeshellarg( $this->dir ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- Deletes the scratch folder.
		parent::tearDown();
	}

	/**
	 * Runs the check on these files of the scratch folder; its exit code and output lines.
	 *
	 * @param string[] $names File names.
	 * @return array{code: int, lines: string[]}
	 */
	private function lint( array $names ): array {
		$paths = array_map( fn ( string $name ): string => $this->dir . '/' . $name, $names );
		$input = escapeshellarg( implode( "\n", $paths ) . "\n" );
		$cmd   = sprintf( 'printf %%s %s | %s -d opcache.enable_cli=1 %s 2>/dev/null', $input, escapeshellarg( PHP_BINARY ), escapeshellarg( dirname( __DIR__, 3 ) . '/bin/support/php-lint.php' ) );
		exec( $cmd, $lines, $code ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- Runs the script as the lint stage does.
		return array(
			'code'  => $code,
			'lines' => $lines,
		);
	}

	public function test_valid_files_pass_and_are_never_run(): void {
		$this->assertSame(
			array(
				'code'  => 0,
				'lines' => array(),
			),
			$this->lint( array( 'good.php', 'same-name.php' ) )
		);
		$this->assertFileDoesNotExist( $this->dir . '/ran', 'A checked file was executed.' );
	}

	public function test_a_parse_error_and_a_compile_error_are_listed_and_fail(): void {
		$result = $this->lint( array( 'good.php', 'parse.php', 'same-name.php', 'compile.php' ) );
		$this->assertSame( 1, $result['code'] );
		$this->assertSame( array( $this->dir . '/parse.php', $this->dir . '/compile.php' ), $result['lines'] );
	}
}
