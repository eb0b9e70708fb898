/**
 * External dependencies
 */
import { QueryClientContext, useIsFetching } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { SnackbarList, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import {
	useContext,
	useLayoutEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import './style.scss';

export interface AdminPageProps {
	title: string;
	actions?: ReactNode;
	children?: ReactNode;
}

/**
 * The snackbar notices of core/notices, bottom-left like the editor's; SnackbarList announces each one.
 */
export function AdminSnackbars() {
	const all = useSelect(
		( select ) => select( noticesStore ).getNotices(),
		[]
	);
	const notices = useMemo(
		() => all.filter( ( notice ) => notice.type === 'snackbar' ),
		[ all ]
	);
	const { removeNotice } = useDispatch( noticesStore );
	return (
		<SnackbarList
			className="gblocks-pro-admin-page__snackbars"
			notices={ notices }
			onRemove={ ( id ) => removeNotice( id ) }
		/>
	);
}

/**
 * A small spinner while a query that already has data refetches (not on a first load, which shows its
 * own loading state).
 */
function RefreshIndicator() {
	const refreshing = useIsFetching( {
		predicate: ( query ) => query.state.data !== undefined,
	} );
	if ( ! refreshing ) {
		return null;
	}
	return (
		<span className="gblocks-pro-admin-page__refreshing">
			<Spinner />
			<span className="screen-reader-text">
				{ __( 'Refreshing…', 'gblocks-pro' ) }
			</span>
		</span>
	);
}

/**
 * The frame of every admin screen: the page heading, optional header actions, then the content, and
 * the snackbar confirmations. Inside a modal (a dashboard opened from the block editor) or another
 * admin page, the snackbars are left to the host, which shows them already.
 *
 * @param props          Component props.
 * @param props.title    Page heading.
 * @param props.actions  Buttons shown beside the heading.
 * @param props.children Screen content.
 */
export function AdminPage( { title, actions, children }: AdminPageProps ) {
	const ref = useRef< HTMLDivElement >( null );
	const [ ownsSnackbars, setOwnsSnackbars ] = useState( false );
	const hasQueryClient = Boolean( useContext( QueryClientContext ) );

	useLayoutEffect( () => {
		const parent = ref.current?.parentElement;
		setOwnsSnackbars(
			Boolean( parent ) &&
				! parent?.closest(
					'.components-modal__frame, .gblocks-pro-admin-page'
				)
		);
	}, [] );

	return (
		<div className="gblocks-pro-admin-page" ref={ ref }>
			<div className="gblocks-pro-admin-page__header">
				<h1 className="wp-heading-inline">{ title }</h1>
				{ hasQueryClient && <RefreshIndicator /> }
				{ actions && (
					<div className="gblocks-pro-admin-page__actions">
						{ actions }
					</div>
				) }
			</div>
			<div className="gblocks-pro-admin-page__content">{ children }</div>
			{ ownsSnackbars && <AdminSnackbars /> }
		</div>
	);
}
