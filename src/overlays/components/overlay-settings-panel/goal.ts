/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import definition from '../../settings.json';
import type { OverlayMeta } from '../../types';
import { isValidSelector } from './selector';

const { goal_path: pathSetting } = definition.settings;

/** The shape of a goal path (settings.json's pattern, which the server checks too). */
const PATH = new RegExp( pathSetting.pattern );

/** The name of the editor's save lock while a goal field is not valid. */
export const GOAL_SAVE_LOCK = 'gblocks-pro-overlay-goal';

/**
 * Whether a goal path is one the server accepts: '' (none yet), or a path of this site starting with /,
 * without a scheme, host, query or fragment, at most maxLength characters.
 *
 * @param value The path.
 */
export function isValidPath( value: string ): boolean {
	const path = value.trim();
	return (
		path === '' ||
		( PATH.test( path ) && path.length <= pathSetting.maxLength )
	);
}

/** What is wrong with the goal fields, by field ('' fields are fine). */
export interface GoalErrors {
	selector: string;
	path: string;
}

/**
 * The inline errors of the goal fields: a selector the browser cannot parse, a path the server refuses,
 * and, for the chosen kind, the selector or path it needs. The editor does not save while one is shown.
 *
 * @param meta The overlay's settings.
 */
export function goalErrors( meta: Partial< OverlayMeta > ): GoalErrors {
	const type = meta._gb_overlay_goal_type ?? 'click';
	const selector = ( meta._gb_overlay_goal_selector ?? '' ).trim();
	const path = ( meta._gb_overlay_goal_path ?? '' ).trim();
	let selectorError = '';
	if ( ! isValidSelector( selector ) ) {
		selectorError = __(
			'This is not a valid CSS selector.',
			'gblocks-pro'
		);
	} else if ( type === 'selector' && selector === '' ) {
		selectorError = __(
			'Enter a CSS selector, e.g. .buy-button.',
			'gblocks-pro'
		);
	}
	let pathError = '';
	if ( ! isValidPath( path ) ) {
		pathError = __(
			'Enter a path of this site that starts with /, without https://, the domain, a query (?) or a fragment (#), e.g. /thank-you/.',
			'gblocks-pro'
		);
	} else if ( type === 'page' && path === '' ) {
		pathError = __(
			'Enter the path of the page, e.g. /thank-you/.',
			'gblocks-pro'
		);
	}
	return { selector: selectorError, path: pathError };
}

/**
 * Whether the goal fields hold an error (the editor's save lock).
 *
 * @param meta The overlay's settings.
 */
export function hasGoalError( meta: Partial< OverlayMeta > ): boolean {
	const errors = goalErrors( meta );
	return errors.selector !== '' || errors.path !== '';
}

/**
 * The line of JavaScript that records a conversion of the overlay (the "custom event" goal; it counts
 * with every goal).
 *
 * @param postId The overlay's id.
 */
export function conversionSnippet( postId: number | null ) {
	return `document.dispatchEvent( new CustomEvent( 'gblocks:conversion', { detail: { overlay: ${
		postId ?? 0
	} } } ) )`;
}

/**
 * The address of the overlay's Insights view: the Overlay Panels page with view=insights&id=.
 *
 * @param overlaysUrl The Overlay Panels page (editor data urls.overlays).
 * @param postId      The overlay's id.
 */
export function insightsUrl( overlaysUrl: string, postId: number ) {
	const url = new URL( overlaysUrl, window.location.href );
	url.searchParams.set( 'view', 'insights' );
	url.searchParams.set( 'id', String( postId ) );
	return url.toString();
}
