/**
 * The dashboard host's state: at most one dashboard open at a time, rendered by the shell (DashboardHost)
 * inside the editor QueryClient.
 */

/**
 * Internal dependencies
 */
import type { DashboardOptions } from './registry';

export interface OpenDashboard {
	name: string;
	options: DashboardOptions;
	/** Increases with every open, so that opening again starts afresh. */
	key: number;
}

let current: OpenDashboard | null = null;
let opened = 0;
const listeners = new Set< () => void >();

function emit(): void {
	listeners.forEach( ( listener ) => listener() );
}

/**
 * Opens a registered dashboard, replacing the one open.
 *
 * @param name    The dashboard's name.
 * @param options Its options (e.g. { editId: 'new' }).
 */
export function openDashboard(
	name: string,
	options: DashboardOptions = {}
): void {
	opened += 1;
	current = { name, options, key: opened };
	emit();
}

/** Closes the open dashboard. */
export function closeDashboard(): void {
	if ( current === null ) {
		return;
	}
	current = null;
	emit();
}

/** The open dashboard, or null. */
export function openedDashboard(): OpenDashboard | null {
	return current;
}

/**
 * Calls a listener whenever a dashboard opens or closes.
 *
 * @param listener The listener.
 * @return A function that stops listening.
 */
export function subscribeDashboards( listener: () => void ): () => void {
	listeners.add( listener );
	return () => {
		listeners.delete( listener );
	};
}
