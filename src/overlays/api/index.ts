/**
 * Typed calls of the overlay editor: the overlay picker list and the condition selector list.
 */
import { request, routes } from '../../shared/api';
import {
	CONDITIONS_SELECTOR_PAGE_SIZE,
	OVERLAY_SELECTOR_PAGE_SIZE,
} from '../../shared/query';
import type { ConditionSummary, OverlaySummary } from '../types';

export function listOverlays(): Promise< OverlaySummary[] > {
	return request< OverlaySummary[] >(
		{
			path: `${ routes.OVERLAYS_NAMESPACE }/overlays?per_page=${ OVERLAY_SELECTOR_PAGE_SIZE }`,
		},
		'Failed to fetch overlay panels'
	);
}

export async function listConditions(): Promise< ConditionSummary[] > {
	const page = await request< { conditions: ConditionSummary[] } >(
		{
			path: `${ routes.CONDITIONS_NAMESPACE }/conditions?page=1&per_page=${ CONDITIONS_SELECTOR_PAGE_SIZE }`,
		},
		'Failed to fetch conditions'
	);
	return page.conditions;
}
