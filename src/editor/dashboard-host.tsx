/**
 * Renders the open dashboard (one at a time), inside the editor QueryClient of the shell root.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

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
	return (
		<Component
			key={ open.key }
			options={ open.options }
			onClose={ closeDashboard }
		/>
	);
}
