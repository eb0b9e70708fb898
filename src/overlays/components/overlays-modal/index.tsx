/**
 * The Overlay Panels dashboard of the block editor (SPEC 2.2, 4 "Modal navigation"): a full-screen
 * modal with two views, the dashboard (the Overlay Panels list in modal mode) and the editor (the real
 * overlay editor in a frame). Views slide in 260 ms; the modal goes away 300 ms after Close or Escape
 * (neither under prefers-reduced-motion). Back and Close ask first when the frame reported unsaved
 * changes; a click outside does nothing. The frame's messages are accepted only from this site's origin
 * and from that frame's window.
 */

/**
 * External dependencies
 */
import { useQueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * WordPress dependencies
 */
import { useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { FullScreenModal } from '../../../shared/components/full-screen-modal';
import {
	UnsavedChangesDialog,
	leaveQuestion,
} from '../../../shared/components/unsaved-changes-dialog';
import { useFrameMessages } from '../../../shared/hooks/use-frame-messages';
import type { GbMessageOf } from '../../../shared/messages';
import {
	invalidateConditionData,
	invalidateOverlayData,
} from '../../../shared/query/keys';
import { OverlaysDashboard } from '../../views/overlays-dashboard';
import type { OverlaysDashboardProps } from '../../views/overlays-dashboard';
import { useOverlayTitle } from './api';
import { EditorFrame } from './editor-frame';
import { HeaderActions, modalTitle } from './header';
import { overlaysModalOptions } from './options';
import { useNavigation } from './use-navigation';
import { dashboardView, editorView, type View } from './views';
import './style.scss';

export { overlaysModalOptions } from './options';
export type { OverlaysModalOptions } from './options';

const FRAME_MESSAGES = [
	'gb_unsaved_changes',
	'gb_overlay_saved',
	'gb_close_overlay',
] as const;

type FrameMessage = GbMessageOf< ( typeof FRAME_MESSAGES )[ number ] >;

export interface OverlaysModalProps {
	/** openDashboard( 'overlays', options ): editId, overlayType, onSaved. */
	options: Record< string, unknown >;
	onClose: () => void;
	/** The dashboard view (the Overlay Panels list); replaceable for tests and extensions. */
	Dashboard?: ComponentType< OverlaysDashboardProps >;
}

/**
 * The Overlay Panels modal: its navigation in useNavigation(), its views in ./views.ts, its title and
 * header actions in ./header.tsx; here, the frame's messages and the views shown.
 *
 * @param props           Component props.
 * @param props.options   openDashboard( 'overlays', options ): editId, overlayType, onSaved.
 * @param props.onClose   Called when the modal has gone.
 * @param props.Dashboard The dashboard view (the Overlay Panels list).
 */
export function OverlaysModal( {
	options,
	onClose,
	Dashboard = OverlaysDashboard,
}: OverlaysModalProps ) {
	const { editId, overlayType, onSaved } = overlaysModalOptions( options );
	const client = useQueryClient();

	const {
		view,
		setView,
		leaving,
		hasChanges,
		setHasChanges,
		pending,
		setPending,
		viewsRef,
		closing,
		go,
		leave,
		request,
	} = useNavigation( () => {
		if ( editId === 'new' ) {
			return editorView( { type: overlayType } );
		}
		if ( editId !== undefined ) {
			return editorView( { id: editId, title: '' } );
		}
		return dashboardView();
	}, onClose );
	const frameRef = useRef< HTMLIFrameElement >( null );

	const onFrameMessage = ( message: FrameMessage ) => {
		if ( view.kind !== 'editor' ) {
			return;
		}
		if ( message.type === 'gb_unsaved_changes' ) {
			setHasChanges( message.hasChanges );
			return;
		}
		if ( message.type === 'gb_close_overlay' ) {
			request( 'close' );
			return;
		}
		void invalidateOverlayData( client );
		void invalidateConditionData( client );
		// No snackbar of ours: the frame's editor confirms its own save ('Overlay panel updated.',
		// 'Draft saved.'), and a second one was drawn over it (issue 31).
		const id = message.id ?? view.id;
		if ( id === null ) {
			return;
		}
		if ( view.id !== id ) {
			// Same key and address: the frame is not reloaded.
			setView( { ...view, id } );
		}
		onSaved?.( id );
	};
	useFrameMessages( frameRef, FRAME_MESSAGES, onFrameMessage );

	const loadedTitle = useOverlayTitle(
		view.kind === 'editor' ? view.id : null
	);

	const renderView = ( shown: View, isCurrent: boolean ) => {
		if ( shown.kind === 'dashboard' ) {
			return (
				<Dashboard
					inModal
					onEdit={ ( overlay ) =>
						go(
							editorView( {
								id: overlay.id,
								title: overlay.title,
							} ),
							'forward'
						)
					}
					onCreate={ ( type ) =>
						go( editorView( { type } ), 'forward' )
					}
				/>
			);
		}
		return (
			<EditorFrame
				src={ shown.src }
				frameRef={ isCurrent ? frameRef : undefined }
			/>
		);
	};

	const shownViews = leaving ? [ leaving.view, view ] : [ view ];

	const classes = [
		'gblocks-pro-overlays-modal',
		`is-${ view.kind }-view`,
		closing ? 'is-closing' : '',
	]
		.filter( Boolean )
		.join( ' ' );

	return (
		<FullScreenModal
			title={ modalTitle( view, loadedTitle ) }
			onClose={ () => request( 'close' ) }
			backLabel={
				view.kind === 'editor'
					? __( 'Back to Overlay Panels', 'gblocks-pro' )
					: undefined
			}
			onBack={
				view.kind === 'editor' ? () => request( 'back' ) : undefined
			}
			headerActions={
				view.kind === 'editor' ? (
					<HeaderActions id={ view.id } hasChanges={ hasChanges } />
				) : undefined
			}
			className={ classes }
		>
			<div className="gblocks-pro-overlays-modal__views" ref={ viewsRef }>
				{ shownViews.map( ( shown ) => {
					const isCurrent = shown.key === view.key;
					let motion = '';
					if ( leaving ) {
						motion = `${
							isCurrent ? 'is-entering' : 'is-leaving'
						} is-${ leaving.direction }`;
					}
					return (
						<div
							key={ shown.key }
							className={ `gblocks-pro-overlays-modal__view is-${ shown.kind } ${ motion }`.trim() }
							aria-hidden={ isCurrent ? undefined : true }
						>
							{ renderView( shown, isCurrent ) }
						</div>
					);
				} ) }
			</div>
			{ pending && (
				<UnsavedChangesDialog
					message={ leaveQuestion( pending ) }
					onStay={ () => setPending( null ) }
					onLeave={ () => leave( pending ) }
				/>
			) }
		</FullScreenModal>
	);
}
