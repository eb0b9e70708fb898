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
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

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
import type { OverlayType } from '../../types';
import { OverlaysDashboard } from '../../views/overlays-dashboard';
import type { OverlaysDashboardProps } from '../../views/overlays-dashboard';
import { useOverlayTitle } from './api';
import { EditorFrame } from './editor-frame';
import { CLOSE_DELAY_MS, SLIDE_MS, prefersReducedMotion } from './motion';
import { overlaysModalOptions } from './options';
import { overlayEditUrl, overlayFrameUrl } from './urls';
import './style.scss';

export { overlaysModalOptions } from './options';
export type { OverlaysModalOptions } from './options';

interface DashboardView {
	kind: 'dashboard';
	key: number;
}

interface EditorView {
	kind: 'editor';
	key: number;
	/** The overlay's id; null for a new overlay until its first save. */
	id: number | null;
	/** The title the dashboard showed, until the overlay's own is loaded. */
	title: string;
	/** The frame's address, fixed when the view opens. */
	src: string;
}

type View = DashboardView | EditorView;

type Direction = 'forward' | 'back';

type Leave = 'back' | 'close';

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

let viewKeys = 0;

function editorView(
	target: { id: number; title: string } | { type: OverlayType }
): EditorView {
	viewKeys += 1;
	if ( 'id' in target ) {
		return {
			kind: 'editor',
			key: viewKeys,
			id: target.id,
			title: target.title,
			src: overlayFrameUrl( { id: target.id, type: 'standard' } ),
		};
	}
	return {
		kind: 'editor',
		key: viewKeys,
		id: null,
		title: '',
		src: overlayFrameUrl( { id: null, type: target.type } ),
	};
}

function dashboardView(): DashboardView {
	viewKeys += 1;
	return { kind: 'dashboard', key: viewKeys };
}

/**
 * @param props           Component props.
 * @param props.options
 * @param props.onClose
 * @param props.Dashboard
 */
export function OverlaysModal( {
	options,
	onClose,
	Dashboard = OverlaysDashboard,
}: OverlaysModalProps ) {
	const { editId, overlayType, onSaved } = overlaysModalOptions( options );
	const client = useQueryClient();

	const [ view, setView ] = useState< View >( () => {
		if ( editId === 'new' ) {
			return editorView( { type: overlayType } );
		}
		if ( editId !== undefined ) {
			return editorView( { id: editId, title: '' } );
		}
		return dashboardView();
	} );
	const [ leaving, setLeaving ] = useState< {
		view: View;
		direction: Direction;
	} | null >( null );
	const [ hasChanges, setHasChanges ] = useState( false );
	const [ pending, setPending ] = useState< Leave | null >( null );
	const [ closing, setClosing ] = useState( false );

	const frameRef = useRef< HTMLIFrameElement >( null );
	const viewsRef = useRef< HTMLDivElement >( null );
	const timers = useRef< number[] >( [] );
	useEffect(
		() => () => timers.current.forEach( ( t ) => window.clearTimeout( t ) ),
		[]
	);
	const later = ( callback: () => void, ms: number ) => {
		timers.current.push( window.setTimeout( callback, ms ) );
	};

	// Focus stays in the dialog when the view changes (the button pressed is gone), so that Escape and
	// the keyboard keep working; the first view gets focus from the modal itself.
	const firstView = useRef( true );
	useEffect( () => {
		if ( firstView.current ) {
			firstView.current = false;
			return;
		}
		viewsRef.current
			?.closest< HTMLElement >( '.components-modal__frame' )
			?.focus();
	}, [ view.key ] );

	const go = ( next: View, direction: Direction ) => {
		setHasChanges( false );
		setPending( null );
		if ( prefersReducedMotion() ) {
			setLeaving( null );
		} else {
			setLeaving( { view, direction } );
			const leavingKey = view.key;
			later(
				() =>
					setLeaving( ( current ) =>
						current?.view.key === leavingKey ? null : current
					),
				SLIDE_MS
			);
		}
		setView( next );
	};

	const leave = ( action: Leave ) => {
		setPending( null );
		if ( action === 'back' ) {
			go( dashboardView(), 'back' );
			return;
		}
		if ( closing ) {
			return;
		}
		setHasChanges( false );
		if ( prefersReducedMotion() ) {
			onClose();
			return;
		}
		setClosing( true );
		later( onClose, CLOSE_DELAY_MS );
	};

	const request = ( action: Leave ) => {
		if ( closing ) {
			return;
		}
		if ( view.kind === 'editor' && hasChanges ) {
			setPending( action );
			return;
		}
		leave( action );
	};

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

	const headerActions =
		view.kind === 'editor' ? (
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
				{ view.id !== null && (
					<a
						className="components-button is-tertiary gblocks-pro-overlays-modal__new-tab"
						href={ overlayEditUrl( view.id ) }
						target="_blank"
						rel="noopener noreferrer"
					>
						{ __( 'Open in new tab', 'gblocks-pro' ) }
					</a>
				) }
			</div>
		) : undefined;

	const classes = [
		'gblocks-pro-overlays-modal',
		`is-${ view.kind }-view`,
		closing ? 'is-closing' : '',
	]
		.filter( Boolean )
		.join( ' ' );

	return (
		<FullScreenModal
			title={ title }
			onClose={ () => request( 'close' ) }
			backLabel={
				view.kind === 'editor'
					? __( 'Back to Overlay Panels', 'gblocks-pro' )
					: undefined
			}
			onBack={
				view.kind === 'editor' ? () => request( 'back' ) : undefined
			}
			headerActions={ headerActions }
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
