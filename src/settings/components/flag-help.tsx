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
import type { FlagDefinition } from '../types';

/** What the help of a flag depends on, besides the flag. */
export interface FlagHelpContext {
	/** Whether Advanced Custom Fields is loaded. */
	acfActive: boolean;
	/** Whether the site has a page cache (WP_CACHE). */
	pageCache: boolean;
	/** Whether page cache compatibility is in effect after the PHP filter (null: unknown). */
	cacheSafeInEffect: boolean | null;
	/** The stored page cache compatibility (undefined until loaded). */
	cacheSafeStored: boolean | undefined;
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
 * Page cache compatibility says what its default is on this site, and when a filter overrides what
 * is stored.
 *
 * @param context The site's state.
 */
function cacheSafeNotes( context: FlagHelpContext ) {
	const { cacheSafeInEffect, cacheSafeStored: stored, pageCache } = context;
	let filtered = '';
	if (
		cacheSafeInEffect !== null &&
		stored !== undefined &&
		cacheSafeInEffect !== stored
	) {
		filtered = cacheSafeInEffect
			? __(
					'A filter (gblocks_pro_cache_safe_conditions) overrides this setting: it is on.',
					'gblocks-pro'
				)
			: __(
					'A filter (gblocks_pro_cache_safe_conditions) overrides this setting: it is off.',
					'gblocks-pro'
				);
	}
	return (
		<>
			<span className="gblocks-pro-settings__note gblocks-pro-settings__note--info">
				{ pageCache
					? __(
							'This site has a page cache (WP_CACHE is set), so this is on by default.',
							'gblocks-pro'
						)
					: __(
							'No page cache was detected (WP_CACHE is not set), so this is off by default.',
							'gblocks-pro'
						) }
			</span>
			{ filtered && (
				<span className="gblocks-pro-settings__note">{ filtered }</span>
			) }
		</>
	);
}

/**
 * The help under a flag's toggle: its own text, plus the notes of page cache compatibility and of
 * the ACF flag without ACF.
 *
 * @param flag    The flag.
 * @param on      Whether the toggle is on.
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
