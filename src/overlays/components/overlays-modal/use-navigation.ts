/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { CLOSE_DELAY_MS, SLIDE_MS, prefersReducedMotion } from './motion';
import { dashboardView } from './views';
import type { Direction, Leave, View } from './views';

/**
 * The modal's navigation: the current view and the one sliding out, the frame's unsaved changes, the
 * leave waiting for an answer, and closing. go() slides to a view; request() goes back or closes, asking
 * first when the editor has unsaved changes; leave() does it without asking. Focus stays in the dialog
 * when the view changes.
 *
 * @param initial The first view.
 * @param onClose Called when the modal has gone (after its close delay).
 */
export function useNavigation( initial: () => View, onClose: () => void ) {
	const [ view, setView ] = useState< View >( initial );
	const [ leaving, setLeaving ] = useState< {
		view: View;
		direction: Direction;
	} | null >( null );
	const [ hasChanges, setHasChanges ] = useState( false );
	const [ pending, setPending ] = useState< Leave | null >( null );
	const [ closing, setClosing ] = useState( false );

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

	return {
		view,
		setView,
		leaving,
		hasChanges,
		setHasChanges,
		pending,
		setPending,
		closing,
		viewsRef,
		go,
		leave,
		request,
	};
}
