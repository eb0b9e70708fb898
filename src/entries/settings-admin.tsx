/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { SettingsApp } from '../settings/views/settings-app';
import { mountAdminApp } from '../shared/mount';

domReady( () =>
	mountAdminApp( 'gblocks-pro-settings-admin', <SettingsApp /> )
);
