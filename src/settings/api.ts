/**
 * The Settings API module: core's /wp/v2/settings, reduced to our flags. Unit tests mock this module.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { requestCore } from '../shared/api';
import { readFlags } from './flags';
import type { FlagValues } from './types';

const ROUTE = '/wp/v2/settings';

export const settingsApi = {
	/** The flags as stored. */
	async get(): Promise< FlagValues > {
		return readFlags(
			await requestCore< unknown >(
				{ path: ROUTE },
				__( 'Failed to load settings.', 'gblocks-pro' )
			)
		);
	},

	/**
	 * Saves flags and resolves with what the server stored.
	 *
	 * @param values The flags to save.
	 */
	async save( values: Partial< FlagValues > ): Promise< FlagValues > {
		return readFlags(
			await requestCore< unknown >(
				{ path: ROUTE, method: 'POST', data: values },
				__( 'Failed to save settings.', 'gblocks-pro' )
			)
		);
	},
};

export const settingsKeys = {
	all: [ 'gblocks-pro', 'settings' ] as const,
};
