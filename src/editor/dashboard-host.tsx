/**
 * Renders the open dashboard (one at a time), inside the editor QueryClient of the shell root.
 */

/**
 * WordPress dependencies
 */
import { Modal, Spinner } from '@wordpress/components';
import { Suspense, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	closeDashboard,
	openedDashboard,
	subscribeDashboards,
} from './dashboards';
import { dashboard } from './registry';

export function DashboardHost() {
	const [ open, setOpen ] = useState( openedDashboard );
	useEffect( () => {
		setOpen( openedDashboard() );
		return subscribeDashboards( () => setOpen( openedDashboard() ) );
	}, [] );
	if ( ! open ) {
		return null;
	}
	const definition = dashboard( open.name );
	if ( ! definition ) {
		return null;
	}
	const { Component } = definition;
	// A dashboard may be loaded on demand (React.lazy): a full-screen modal with a spinner shows
	// until its code has arrived, and Escape closes it meanwhile.
	return (
		<Suspense
			fallback={
				<Modal
					title={ __( 'Loading…', 'gblocks-pro' ) }
					onRequestClose={ closeDashboard }
					isFullScreen
					shouldCloseOnClickOutside={ false }
					closeButtonLabel={ __( 'Close', 'gblocks-pro' ) }
					className="gblocks-pro-dashboard-loading"
				>
					<Spinner />
				</Modal>
			}
		>
			<Component
				key={ open.key }
				options={ open.options }
				onClose={ closeDashboard }
			/>
		</Suspense>
	);
}
