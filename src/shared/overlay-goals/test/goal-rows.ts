/**
 * The goal table (tests/fixtures/insights/goals.json) the counting script and the overlay journey's
 * rule both run.
 */
import { readFileSync } from 'fs';
import { join } from 'path';

import type { OverlayGoal } from '..';

export interface GoalRow {
	name: string;
	goal: OverlayGoal;
	event: 'click' | 'submit' | 'conversion';
	target?: string;
	overlay?: number | string;
	reached: boolean;
}

export const GOALS = JSON.parse(
	readFileSync(
		join( __dirname, '../../../../tests/fixtures/insights/goals.json' ),
		'utf8'
	)
) as { page: string; rows: GoalRow[] };

/**
 * Dispatches a row's event as a visitor causes it.
 *
 * @param row The row.
 */
export function dispatch( row: GoalRow ) {
	if ( row.event === 'conversion' ) {
		document.dispatchEvent(
			new CustomEvent( 'gblocks:conversion', {
				detail: { overlay: row.overlay },
			} )
		);
		return;
	}
	const target = document.getElementById( row.target! )!;
	target.dispatchEvent(
		row.event === 'click'
			? new MouseEvent( 'click', { bubbles: true } )
			: new Event( 'submit', { bubbles: true } )
	);
}
