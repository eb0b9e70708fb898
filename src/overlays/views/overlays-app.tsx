/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { AdminPage } from '../../shared/components/admin-page';

/**
 * The Overlay Panels admin screen.
 */
export function OverlaysApp() {
	return <AdminPage title={ __( 'Overlay Panels', 'gblocks-pro' ) } />;
}
