/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { AdminPage } from '../../shared/components/admin-page';

/**
 * The Conditions admin screen (page=generateblocks-conditions).
 */
export function ConditionsApp() {
	return <AdminPage title={ __( 'Conditions', 'gblocks-pro' ) } />;
}
