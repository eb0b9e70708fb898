/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button, SearchControl, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Library, Viewport } from './types';
import { ViewportSwitch } from './viewport-switch';

/**
 * The Refresh patterns button.
 *
 * @param props           Component props.
 * @param props.isBusy    Whether a refresh is running.
 * @param props.onRefresh Refreshes the library.
 */
export function RefreshButton( {
	isBusy,
	onRefresh,
}: {
	isBusy: boolean;
	onRefresh: () => void;
} ) {
	return (
		<Button
			__next40pxDefaultSize
			variant="tertiary"
			isBusy={ isBusy }
			disabled={ isBusy }
			accessibleWhenDisabled
			onClick={ onRefresh }
		>
			{ __( 'Refresh patterns', 'gblocks-pro' ) }
		</Button>
	);
}

export interface DashboardToolbarProps {
	libraries: Library[];
	libraryId: string;
	/** A library's name in the switcher. */
	labelOf: ( library: Library ) => string;
	onLibrary: ( id: string ) => void;
	searchText: string;
	onSearch: ( text: string ) => void;
	viewport: Viewport;
	onViewport: ( viewport: Viewport ) => void;
	/** The Refresh patterns button, for users who may refresh. */
	refreshButton: ReactNode;
}

/**
 * The library switcher, the search, the preview widths and Refresh patterns.
 *
 * @param props               Component props.
 * @param props.libraries     The libraries.
 * @param props.libraryId     The library shown.
 * @param props.labelOf       A library's name in the switcher.
 * @param props.onLibrary     Switches the library.
 * @param props.searchText    The search typed.
 * @param props.onSearch      Types in the search.
 * @param props.viewport      The preview width.
 * @param props.onViewport    Sets the preview width.
 * @param props.refreshButton The Refresh patterns button (none for users who may not refresh).
 */
export function DashboardToolbar( {
	libraries,
	libraryId,
	labelOf,
	onLibrary,
	searchText,
	onSearch,
	viewport,
	onViewport,
	refreshButton,
}: DashboardToolbarProps ) {
	return (
		<div className="gblocks-pro-pattern-library__toolbar">
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Library', 'gblocks-pro' ) }
				value={ libraryId }
				options={ libraries.map( ( item ) => ( {
					value: item.id,
					label: labelOf( item ),
				} ) ) }
				onChange={ ( id: string ) => onLibrary( id ) }
			/>
			<SearchControl
				__nextHasNoMarginBottom
				label={ __( 'Search patterns', 'gblocks-pro' ) }
				placeholder={ __( 'Search patterns', 'gblocks-pro' ) }
				value={ searchText }
				onChange={ ( value: string ) => onSearch( value ) }
			/>
			<ViewportSwitch value={ viewport } onChange={ onViewport } />
			{ refreshButton }
		</div>
	);
}
