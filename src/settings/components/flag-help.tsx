/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { cacheSafeOn } from '../flags';
import type { CacheSafeMode, FlagDefinition } from '../types';

/** What the help of a flag depends on, besides the flag. */
export interface FlagHelpContext {
	/** Whether Advanced Custom Fields is loaded. */
	acfActive: boolean;
	/** Whether the site has a page cache (WP_CACHE). */
	pageCache: boolean;
	/** Whether page cache compatibility is in effect after the PHP filter (null: unknown). */
	cacheSafeInEffect: boolean | null;
	/** The stored page cache compatibility (undefined until loaded). */
	cacheSafeStored: CacheSafeMode | undefined;
}

/**
 * Without ACF the ACF toggle cannot be switched on, and says why in its description (read with the
 * toggle); one that is already on may still be switched off, and says when it takes effect.
 *
 * @param flag      The flag.
 * @param acfActive Whether Advanced Custom Fields is loaded.
 */
export function acfBlocked( flag: FlagDefinition, acfActive: boolean ) {
	return flag.name === 'gblocks_pro_enable_acf' && ! acfActive;
}

/**
 * What "Automatic" means on this site now: it follows WP_CACHE, which is set or not.
 *
 * @param pageCache Whether the site has a page cache (WP_CACHE).
 */
export function automaticDescription( pageCache: boolean ) {
	return pageCache
		? __(
				'Follows WP_CACHE, which caching plugins set. Now on: this site has a page cache (WP_CACHE is set).',
				'gblocks-pro'
			)
		: __(
				'Follows WP_CACHE, which caching plugins set. Now off: no page cache was detected (WP_CACHE is not set).',
				'gblocks-pro'
			);
}

/**
 * Page cache compatibility says when a filter overrides what is stored.
 *
 * @param context The site's state.
 */
function cacheSafeNotes( context: FlagHelpContext ) {
	const { cacheSafeInEffect, cacheSafeStored: stored, pageCache } = context;
	if (
		cacheSafeInEffect === null ||
		stored === undefined ||
		cacheSafeInEffect === cacheSafeOn( stored, pageCache )
	) {
		return null;
	}
	return (
		<span className="gblocks-pro-settings__note">
			{ cacheSafeInEffect
				? __(
						'A filter (gblocks_pro_cache_safe_conditions) overrides this setting: it is on.',
						'gblocks-pro'
					)
				: __(
						'A filter (gblocks_pro_cache_safe_conditions) overrides this setting: it is off.',
						'gblocks-pro'
					) }
		</span>
	);
}

/**
 * The help under a flag's control: its own text, plus the filter note of page cache compatibility and
 * the note of the ACF flag without ACF.
 *
 * @param flag    The flag.
 * @param on      Whether the toggle is on (unused for page cache compatibility).
 * @param context The site's state.
 */
export function flagHelp(
	flag: FlagDefinition,
	on: boolean,
	context: FlagHelpContext
): ReactNode {
	if ( flag.name === 'gblocks_pro_cache_safe_conditions' ) {
		return (
			<>
				{ flag.help }
				{ cacheSafeNotes( context ) }
			</>
		);
	}
	return acfBlocked( flag, context.acfActive ) ? (
		<>
			{ flag.help }
			<span className="gblocks-pro-settings__note">
				{ on
					? __(
							'Advanced Custom Fields is not active: this takes effect once ACF is active.',
							'gblocks-pro'
						)
					: __(
							'Advanced Custom Fields is not active. Activate it to turn this on.',
							'gblocks-pro'
						) }
			</span>
		</>
	) : (
		flag.help
	);
}
