/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	modalFrame,
	pageFrame,
} from '../../shared/components/admin-page/frames';
import { extensionView } from '../../shared/list-extensions';
import type { DashboardOverlay } from '../api';
import type { OverlayType } from '../types';
import { CategoriesView } from './categories-view';
import { ListView, OVERLAYS_LIST, type ListOrder } from './list-view';
import { LIST_LOCATION, useOverlaysLocation } from './location';
import { newOverlayUrl } from './type-choice';
import '../style.scss';

export interface OverlaysDashboardProps {
	/** Inside a modal: views live in state (no history), and the header is the modal's. */
	inModal?: boolean;
	/** Open an overlay (the modal's editor). Without it, the overlay's edit URL is followed. */
	onEdit?: ( overlay: { id: number; title: string } ) => void;
	/** Create an overlay of a type (the modal's editor). Without it, post-new.php is followed. */
	onCreate?: ( type: OverlayType ) => void;
}

/**
 * The address of an overlay in the block editor.
 *
 * @param overlay The overlay.
 */
export function overlayEditUrl(
	overlay: Pick< DashboardOverlay, 'id' | 'admin_edit_url' >
): string {
	return (
		overlay.admin_edit_url || `post.php?post=${ overlay.id }&action=edit`
	);
}

/**
 * The Overlay Panels dashboard: the list (20 per page, row actions, Add New with the type choice) and
 * Manage Categories. On the admin page the view and the page are in the address (SPEC 2.1); inside a
 * modal they are state, and Edit, Duplicate and Add New call onEdit / onCreate.
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
	const [ location, navigate ] = useOverlaysLocation( ! inModal );
	const frame = inModal
		? modalFrame( __( 'Overlay Panels', 'gblocks-pro' ) )
		: pageFrame;

	const { orderby = '', order = 'desc' } = location;
	const onPageChange = useCallback(
		( page: number ) =>
			navigate(
				{ ...LIST_LOCATION, page, orderby, order },
				{ replace: true }
			),
		[ navigate, orderby, order ]
	);
	const listOrder = useMemo< ListOrder >(
		() => ( { orderby, order } ),
		[ orderby, order ]
	);
	const onOrderChange = useCallback(
		( next: ListOrder ) =>
			navigate( { ...LIST_LOCATION, ...next }, { replace: true } ),
		[ navigate ]
	);
	const AddedView =
		location.view !== 'list' && location.view !== 'categories'
			? extensionView( OVERLAYS_LIST, location.view )
			: null;

	// After a view change the user asked for, focus goes into the new view: the new category's name
	// in Manage Categories, back to Manage Categories in the list.
	const [ focusTarget, setFocusTarget ] = useState< string | null >( null );
	useEffect( () => {
		if ( focusTarget ) {
			document.querySelector< HTMLElement >( focusTarget )?.focus();
			setFocusTarget( null );
		}
	}, [ focusTarget, location.view ] );

	const toList = () => {
		navigate( { ...LIST_LOCATION, page: location.page, orderby, order } );
		setFocusTarget( '[data-overlays-manage-categories]' );
	};

	const fromView = () => {
		const id = location.id;
		navigate( { ...LIST_LOCATION, page: location.page, orderby, order } );
		setFocusTarget( `[data-row-menu="${ id }"]` );
	};

	const toCategories = () => {
		navigate( { view: 'categories', page: location.page } );
		setFocusTarget(
			'.gblocks-pro-overlays-categories .gblocks-pro-category-manager__add input'
		);
	};

	return (
		<div
			className={ `gblocks-pro-overlays-dashboard ${
				inModal ? 'is-modal' : 'is-page'
			}` }
		>
			{ location.view === 'categories' && (
				<CategoriesView onBack={ toList } frame={ frame } />
			) }
			{ AddedView && location.id && (
				<AddedView
					id={ location.id }
					onBack={ fromView }
					frame={ frame }
					sync={ ! inModal }
				/>
			) }
			{ location.view !== 'categories' && ! AddedView && (
				<ListView
					page={ location.page }
					onPageChange={ onPageChange }
					onManageCategories={ toCategories }
					editUrl={ overlayEditUrl }
					onEdit={ ( overlay ) => {
						if ( onEdit ) {
							onEdit( { id: overlay.id, title: overlay.title } );
						} else {
							window.location.assign( overlay.editUrl );
						}
					} }
					onCreate={ ( type ) => {
						if ( onCreate ) {
							onCreate( type );
						} else {
							window.location.assign( newOverlayUrl( type ) );
						}
					} }
					frame={ frame }
					order={ listOrder }
					onOrderChange={ onOrderChange }
					onOpenView={ ( view, overlay ) =>
						navigate( {
							...LIST_LOCATION,
							page: location.page,
							orderby,
							order,
							view,
							id: overlay.id,
						} )
					}
					sync={ ! inModal }
				/>
			) }
		</div>
	);
}
