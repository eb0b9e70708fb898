/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { registerInsights } from '../insights/admin/register';
import { OverlaysApp } from '../overlays/views/overlays-app';
import { OVERLAYS_LIST } from '../overlays/views/list-view';
import { mountAdminApp } from '../shared/mount';

// Insights adds its columns, summary and view to the list (shared/list-extensions).
registerInsights( OVERLAYS_LIST );

domReady( () =>
	mountAdminApp( 'gblocks-pro-overlays-admin', <OverlaysApp /> )
);
