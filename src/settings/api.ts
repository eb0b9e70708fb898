/**
 * The Settings API module: core's /wp/v2/settings, reduced to our flags and Insights settings. Unit tests mock this module.
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
import { readInsights } from './insights';
import type { SettingsValues } from './types';

/**
 * The plugin's settings in an answer of /wp/v2/settings.
 *
 * @param body The answer.
 */
function readSettings( body: unknown ): SettingsValues {
	return { ...readFlags( body ), ...readInsights( body ) };
}

const ROUTE = '/wp/v2/settings';

export const settingsApi = {
	/** The flags and the Insights settings as stored. */
	async get(): Promise< SettingsValues > {
		return readSettings(
			await requestCore< unknown >(
				{ path: ROUTE },
				__( 'Failed to load settings.', 'gblocks-pro' )
			)
		);
	},

	/**
	 * Saves settings and resolves with what the server stored.
	 *
	 * @param values The settings to save.
	 */
	async save( values: Partial< SettingsValues > ): Promise< SettingsValues > {
		return readSettings(
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
