/**
 * What the editor library asks beyond the pattern library client (../shared/api.ts): this site's
 * global classes (names and status), to see imported classes arrive (SPEC 9). GET
 * generateblocks-pro/v1/global-classes, the picker's list (edit_posts).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { request } from '../../shared/api';
import { PRO_NAMESPACE } from '../../shared/api/routes';
import type { ClassSummary } from './types';

/** This site's global classes (published and drafts): id, name, selector, status. */
export async function fetchClassSummaries(): Promise< ClassSummary[] > {
	const list = await request< ClassSummary[] >(
		{ path: `${ PRO_NAMESPACE }/global-classes` },
		__( 'Failed to fetch global classes', 'gblocks-pro' )
	);
	return Array.isArray( list ) ? list : [];
}
