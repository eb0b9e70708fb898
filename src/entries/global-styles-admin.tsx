/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { GlobalStylesApp } from '../global-classes/views/global-styles-app';
import { mountAdminApp } from '../shared/mount';

domReady( () =>
	mountAdminApp( 'gblocks-pro-global-styles-admin', <GlobalStylesApp /> )
);
