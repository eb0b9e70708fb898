/**
 * External dependencies
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';

/**
 * WordPress dependencies
 */
import { createRoot, StrictMode } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { createQueryClient } from './query';

/**
 * Mounts an admin screen into its root element with its own QueryClient. Does nothing when the root is
 * missing (another screen).
 *
 * @param rootId Id of the element printed by the PHP screen.
 * @param app    The screen's top component.
 */
export function mountAdminApp( rootId: string, app: ReactElement ): void {
	const container = document.getElementById( rootId );
	if ( ! container ) {
		return;
	}
	const queryClient = createQueryClient();
	createRoot( container ).render(
		<StrictMode>
			<QueryClientProvider client={ queryClient }>
				{ app }
			</QueryClientProvider>
		</StrictMode>
	);
}
