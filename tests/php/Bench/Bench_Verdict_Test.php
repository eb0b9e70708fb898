<?php
/**
 * The bench's verdict (tests/bench/Bench.php, DESIGN §10): a timed budget is judged as a ratio to the
 * calibration loop measured in the same rounds, so that the same work on a machine twice as slow (or
 * twice as fast) gets the same verdict, and work over its budget is OVER on any machine.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Bench;

use GBlocks_Pro\Bench\Bench;
use GBlocks_Pro\Tests\Test_Case;

require_once dirname( __DIR__, 2 ) . '/bench/Bench.php';

/**
 * Synthetic series through Bench::figure() and Bench::verdict().
 */
final class Bench_Verdict_Test extends Test_Case {

	/**
	 * Whether a figure of an earlier test failed the run (restored after each test).
	 *
	 * @var mixed
	 */
	private mixed $over_before = null;

	/**
	 * Saves the run's failure flag, which figure() sets.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->over_before = $GLOBALS['gblocks_bench_over'] ?? null;
		unset( $GLOBALS['gblocks_bench_over'] );
	}

	/**
	 * Restores the run's failure flag.
	 */
	protected function tearDown(): void {
		unset( $GLOBALS['gblocks_bench_over'] );
		if ( null !== $this->over_before ) {
			$GLOBALS['gblocks_bench_over'] = $this->over_before;
		}
		parent::tearDown();
	}

	/**
	 * 200 rounds of a per-block figure around $median µs (spread ±10 %), measured on a machine whose
	 * calibration step is $speed times the reference machine's (±5 %): every time scaled by $speed.
	 *
	 * @param float $median Median on the reference machine, µs.
	 * @param float $speed  How much slower than the reference machine (2: twice as slow).
	 * @return array{values: float[], calibration: float[]} Seconds.
	 */
	private function series( float $median, float $speed ): array {
		$values      = array();
		$calibration = array();
		for ( $round = 0; $round < 200; $round++ ) {
			$wobble        = ( ( $round * 37 ) % 21 - 10 ) / 100;
			$drift         = ( ( $round * 13 ) % 11 - 5 ) / 100;
			$values[]      = $median * ( 1 + $wobble ) * ( 1 + $drift ) * $speed / 1e6;
			$calibration[] = Bench::REFERENCE_STEP_NS * ( 1 + $drift ) * $speed / 1e9;
		}
		return array(
			'values'      => $values,
			'calibration' => $calibration,
		);
	}

	/**
	 * The printed line of a figure with a 0.5 µs budget, and whether it failed the run.
	 *
	 * @param array{values: float[], calibration: float[]} $series From series().
	 * @return array{0: string, 1: bool, 2: string} The line, whether the run failed, the verdict.
	 */
	private function figure( array $series ): array {
		unset( $GLOBALS['gblocks_bench_over'] );
		ob_start();
		Bench::figure( 'plain block', $series['values'], 1e6, 'µs', 0.5, 'interleaved rounds', $series['calibration'] );
		$line = (string) ob_get_clean();
		$over = ! empty( $GLOBALS['gblocks_bench_over'] );
		unset( $GLOBALS['gblocks_bench_over'] );
		preg_match( '/(ok|OVER|median over budget, inside the spread)\)?$/', trim( $line ), $verdict );
		return array( $line, $over, $verdict[1] ?? '' );
	}

	/**
	 * A figure within budget on the reference machine stays "ok" on a machine twice as slow and on one
	 * twice as fast (the absolute figure doubles, the ratio does not), and the run does not fail.
	 */
	public function test_within_budget_keeps_its_verdict_when_every_time_is_scaled(): void {
		foreach ( array( 1.0, 2.0, 0.5 ) as $speed ) {
			list( $line, $over, $verdict ) = $this->figure( $this->series( 0.45, $speed ) );
			$this->assertSame( 'ok', $verdict, "Speed $speed: $line" );
			$this->assertFalse( $over, "Speed $speed" );
			$this->assertSame( 'ok', Bench::verdict( $this->series( 0.45, $speed )['values'], $this->series( 0.45, $speed )['calibration'], 0.5e-6 )['verdict'] );
		}
		// The absolute figure, printed as information, is the slow machine's own.
		$this->assertMatchesRegularExpression( '/^plain block: ([\d.]+) µs median/', $this->figure( $this->series( 0.45, 2.0 ) )[0] );
		preg_match( '/^plain block: ([\d.]+) µs median/', $this->figure( $this->series( 0.45, 2.0 ) )[0], $match );
		$this->assertEqualsWithDelta( 0.9, (float) ( $match[1] ?? 0 ), 0.03 );
	}

	/**
	 * A figure over budget is OVER and fails the run, on the reference machine and on a machine twice
	 * as fast, where its absolute figure is within the absolute budget.
	 */
	public function test_over_budget_is_over_on_any_machine(): void {
		foreach ( array( 1.0, 0.5, 2.0 ) as $speed ) {
			list( $line, $over, $verdict ) = $this->figure( $this->series( 0.7, $speed ) );
			$this->assertSame( 'OVER', $verdict, "Speed $speed: $line" );
			$this->assertTrue( $over, "Speed $speed" );
		}
	}

	/**
	 * A median over budget inside the spread is said and does not fail the run, whatever the speed.
	 */
	public function test_median_over_inside_the_spread_does_not_fail(): void {
		foreach ( array( 1.0, 2.0 ) as $speed ) {
			list( $line, $over, $verdict ) = $this->figure( $this->series( 0.52, $speed ) );
			$this->assertSame( 'median over budget, inside the spread', $verdict, "Speed $speed: $line" );
			$this->assertFalse( $over, "Speed $speed" );
		}
	}

	/**
	 * The ratio budget is the absolute budget over the reference machine's step, so that there, a ratio
	 * verdict is the absolute verdict; the line shows the absolute figure, the ratio, the ratio budget
	 * and the verdict.
	 */
	public function test_ratio_budget_and_line(): void {
		$this->assertEqualsWithDelta( 0.5e-6 / ( Bench::REFERENCE_STEP_NS / 1e9 ), Bench::ratio_budget( 0.5e-6 ), 1e-9 );
		$judged = Bench::verdict( $this->series( 0.45, 2.0 )['values'], $this->series( 0.45, 2.0 )['calibration'], 0.5e-6 );
		$this->assertEqualsWithDelta( 0.45e-6 / ( Bench::REFERENCE_STEP_NS / 1e9 ), $judged['ratio']['median'], 0.02 );
		list( $line ) = $this->figure( $this->series( 0.45, 1.0 ) );
		$this->assertMatchesRegularExpression( '/^plain block: [\d.]+ µs median \(IQR [\d.]+ to [\d.]+, 200 interleaved rounds; absolute, for information: budget 0\.5 µs on the reference machine, a calibration step [\d.]+ µs here, [\d.]+ µs there\); ratio [\d.]+ steps \(IQR [\d.]+ to [\d.]+\), ratio budget [\d.]+ steps: ok$/', trim( $line ) );
	}

	/**
	 * A timed budget without the calibration beside it cannot be judged: it fails the run rather than
	 * fall back to an absolute verdict.
	 */
	public function test_timed_budget_without_calibration_fails(): void {
		unset( $GLOBALS['gblocks_bench_over'] );
		ob_start();
		Bench::figure( 'plain block', $this->series( 0.1, 1.0 )['values'], 1e6, 'µs', 0.5 );
		$line = (string) ob_get_clean();
		$this->assertStringContainsString( 'needs the calibration', $line );
		$this->assertTrue( ! empty( $GLOBALS['gblocks_bench_over'] ) );
	}
}
