/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { ConditionsApp } from '../conditions/views/conditions-app';
import { mountAdminApp } from '../shared/mount';

domReady( () =>
	mountAdminApp( 'gblocks-pro-conditions-admin', <ConditionsApp /> )
);
