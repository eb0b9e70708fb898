/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { OverlaysApp } from '../overlays/views/overlays-app';
import { mountAdminApp } from '../shared/mount';

domReady( () =>
	mountAdminApp( 'gblocks-pro-overlays-admin', <OverlaysApp /> )
);
