/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { PatternLibraryApp } from '../pattern-library/admin/views/pattern-library-app';
import { mountAdminApp } from '../shared/mount';

domReady( () =>
	mountAdminApp( 'gblocks-pro-pattern-library-admin', <PatternLibraryApp /> )
);
