/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { overlayEditUrl } from './urls';
import type { View } from './views';

/**
 * The modal's title: Overlay Panels, Create New Overlay Panel, or Edit Overlay Panel: {title} (the
 * overlay's loaded title, else the one the dashboard showed; '…' while loading an untitled one).
 *
 * @param view        The current view.
 * @param loadedTitle The overlay's own title; undefined until loaded.
 */
export function modalTitle( view: View, loadedTitle: string | undefined ) {
	let title: string = __( 'Overlay Panels', 'gblocks-pro' );
	if ( view.kind === 'editor' && view.id === null ) {
		title = __( 'Create New Overlay Panel', 'gblocks-pro' );
	} else if ( view.kind === 'editor' ) {
		const name = loadedTitle ?? view.title;
		let shown = name;
		if ( ! name.trim() ) {
			shown =
				loadedTitle === undefined
					? '…'
					: __( '(Untitled)', 'gblocks-pro' );
		}
		title = sprintf(
			/* translators: %s: the overlay panel's title. */
			__( 'Edit Overlay Panel: %s', 'gblocks-pro' ),
			shown
		);
	}
	return title;
}

/**
 * The header's actions in the editor view: the unsaved-changes mark, Open in new tab (a saved overlay).
 *
 * @param props            Props.
 * @param props.id         The overlay's id; null for a new overlay.
 * @param props.hasChanges Whether the frame reported unsaved changes.
 */
export function HeaderActions( {
	id,
	hasChanges,
}: {
	id: number | null;
	hasChanges: boolean;
} ) {
	return (
		<div className="gblocks-pro-overlays-modal__actions">
			{ hasChanges && (
				<span className="gblocks-pro-overlays-modal__unsaved">
					<span
						className="gblocks-pro-overlays-modal__unsaved-dot"
						aria-hidden="true"
					/>
					{ __( 'Unsaved changes', 'gblocks-pro' ) }
				</span>
			) }
			{ id !== null && (
				<a
					className="components-button is-tertiary gblocks-pro-overlays-modal__new-tab"
					href={ overlayEditUrl( id ) }
					target="_blank"
					rel="noopener noreferrer"
				>
					{ __( 'Open in new tab', 'gblocks-pro' ) }
				</a>
			) }
		</div>
	);
}
