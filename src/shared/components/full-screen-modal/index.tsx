/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button, Modal, SnackbarList } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import './style.scss';

export interface FullScreenModalProps {
	title: string;
	onClose: () => void;
	children: ReactNode;
	/** A back button before the content, e.g. 'Back to Conditions'. */
	backLabel?: string;
	onBack?: () => void;
	/** Extra header content, e.g. an unsaved-changes indicator or 'Open in new tab'. */
	headerActions?: ReactNode;
	className?: string;
}

/**
 * The snackbar notices (core/notices), shown inside the modal: the editor's own snackbar list is
 * beneath the modal's overlay, so a confirmation made in the modal would not be seen. Silent: the
 * editor's list has already announced them to screen readers.
 */
function ModalSnackbars() {
	const all = useSelect(
		( select ) => select( noticesStore ).getNotices(),
		[]
	);
	// Derived outside the selector: a selector must return the same value for the same state.
	const notices = useMemo(
		() =>
			all
				.filter( ( notice ) => notice.type === 'snackbar' )
				.map( ( notice ) => ( { ...notice, spokenMessage: '' } ) ),
		[ all ]
	);
	const { removeNotice } = useDispatch( noticesStore );
	return (
		<SnackbarList
			className="gblocks-pro-full-screen-modal__snackbars"
			notices={ notices }
			onRemove={ ( id ) => removeNotice( id ) }
		/>
	);
}

/**
 * A full-screen dialog for dashboards opened from the block editor. Escape closes it (the caller
 * decides whether to ask first); a click outside does not.
 *
 * @param props               Component props.
 * @param props.title
 * @param props.onClose
 * @param props.children
 * @param props.backLabel
 * @param props.onBack
 * @param props.headerActions
 * @param props.className
 */
export function FullScreenModal( {
	title,
	onClose,
	children,
	backLabel,
	onBack,
	headerActions,
	className = '',
}: FullScreenModalProps ) {
	return (
		<Modal
			title={ title }
			onRequestClose={ onClose }
			isFullScreen
			shouldCloseOnClickOutside={ false }
			headerActions={ headerActions }
			closeButtonLabel={ __( 'Close', 'gblocks-pro' ) }
			className={ `gblocks-pro-full-screen-modal ${ className }`.trim() }
		>
			{ onBack && backLabel && (
				<Button
					variant="tertiary"
					className="gblocks-pro-full-screen-modal__back"
					onClick={ onBack }
				>
					{ '← ' + backLabel }
				</Button>
			) }
			<div className="gblocks-pro-full-screen-modal__content">
				{ children }
			</div>
			<ModalSnackbars />
		</Modal>
	);
}
