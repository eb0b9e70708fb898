/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { OverlayType } from '../types';

export interface OverlaysDashboardProps {
	/** Inside a modal: views live in state (no history), Edit and Add New call the callbacks. */
	inModal?: boolean;
	/** Open an overlay (modal). Without it, the edit URL is followed. */
	onEdit?: ( overlay: { id: number; title: string } ) => void;
	/** Create an overlay of a type (modal). Without it, post-new.php is followed. */
	onCreate?: ( type: OverlayType ) => void;
}

/**
 * The Overlay Panels dashboard: list and Manage Categories views (contract placeholder; the full
 * dashboard follows).
 *
 * @param props          Component props.
 * @param props.inModal
 * @param props.onEdit
 * @param props.onCreate
 */
export function OverlaysDashboard( {
	inModal = false,
	onEdit,
	onCreate,
}: OverlaysDashboardProps ) {
	void inModal;
	void onEdit;
	void onCreate;
	return (
		<div className="gblocks-pro-overlays-dashboard">
			<h2>{ __( 'Overlay Panels', 'gblocks-pro' ) }</h2>
		</div>
	);
}
