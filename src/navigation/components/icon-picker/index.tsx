/**
 * The "Select Icon" modal: the icon sets as tabs, a search by label, and a grid of icon buttons with
 * arrow-key navigation (one tab stop: the selected or first icon); Enter or a click selects and closes,
 * "Reset" goes back to core's own icon.
 */

/**
 * External dependencies
 */
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { Button, Modal, SearchControl, TabPanel } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { findIcon, iconId, searchIcons } from '../../lib/icons';
import type { MenuToggleIconSet } from '../../types';
import './style.scss';

/** Icons per row of the grid (the arrow keys move by one row up and down). */
export const GRID_COLUMNS = 5;

export interface IconPickerProps {
	sets: MenuToggleIconSet[];
	/** The stored icon id, if any. */
	value?: string;
	onSelect: ( id: string ) => void;
	onReset: () => void;
	onClose: () => void;
}

/**
 * An icon's SVG (sanitised by the server, or the plugin's own file).
 *
 * @param props     Props.
 * @param props.svg SVG markup.
 */
export function IconSvg( { svg }: { svg: string } ) {
	return (
		<span
			className="gblocks-pro-icon-picker__svg"
			aria-hidden="true"

			dangerouslySetInnerHTML={ { __html: svg } }
		/>
	);
}

interface IconGridProps {
	set: MenuToggleIconSet;
	search: string;
	value?: string;
	onSelect: ( id: string ) => void;
}

function IconGrid( { set, search, value, onSelect }: IconGridProps ) {
	const icons = searchIcons( set, search );
	const selectedIndex = icons.findIndex(
		( icon ) => iconId( set, icon ) === value
	);
	const [ active, setActive ] = useState(
		selectedIndex >= 0 ? selectedIndex : 0
	);
	const buttons = useRef< Array< HTMLButtonElement | null > >( [] );
	const current = Math.min( active, Math.max( icons.length - 1, 0 ) );

	useEffect( () => {
		setActive( selectedIndex >= 0 ? selectedIndex : 0 );
		// eslint-disable-next-line react-hooks/exhaustive-deps -- Only a new search or set moves the highlight (to its selected or first icon), not each render's index.
	}, [ search, set.id ] );

	if ( icons.length === 0 ) {
		return (
			<p className="gblocks-pro-icon-picker__empty">
				{ __( 'No icons found.', 'gblocks-pro' ) }
			</p>
		);
	}

	const move = ( index: number ) => {
		const next = Math.max( 0, Math.min( icons.length - 1, index ) );
		setActive( next );
		buttons.current[ next ]?.focus();
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLButtonElement > ) => {
		const moves: Record< string, number > = {
			ArrowRight: current + 1,
			ArrowLeft: current - 1,
			ArrowDown: current + GRID_COLUMNS,
			ArrowUp: current - GRID_COLUMNS,
			Home: 0,
			End: icons.length - 1,
		};
		if ( event.key in moves ) {
			event.preventDefault();
			move( moves[ event.key ] );
		}
	};

	return (
		<div
			className="gblocks-pro-icon-picker__grid"
			role="group"
			aria-label={ set.label }
			style={ { gridTemplateColumns: `repeat(${ GRID_COLUMNS }, 1fr)` } }
		>
			{ icons.map( ( icon, index ) => {
				const id = iconId( set, icon );
				return (
					<button
						key={ id }
						ref={ ( element ) => {
							buttons.current[ index ] = element;
						} }
						type="button"
						className="gblocks-pro-icon-picker__icon"
						aria-label={ icon.label }
						aria-pressed={ id === value }
						title={ icon.label }
						tabIndex={ index === current ? 0 : -1 }
						onFocus={ () => setActive( index ) }
						onKeyDown={ onKeyDown }
						onClick={ () => onSelect( id ) }
					>
						<IconSvg svg={ icon.svg } />
					</button>
				);
			} ) }
		</div>
	);
}

/**
 * The modal.
 *
 * @param props          Props.
 * @param props.sets
 * @param props.value
 * @param props.onSelect
 * @param props.onReset
 * @param props.onClose
 */
export function IconPicker( {
	sets,
	value,
	onSelect,
	onReset,
	onClose,
}: IconPickerProps ) {
	const [ search, setSearch ] = useState( '' );
	const selected = findIcon( sets, value );
	const initialSet = selected?.set.id ?? sets[ 0 ]?.id;
	return (
		<Modal
			title={ __( 'Select Icon', 'gblocks-pro' ) }
			onRequestClose={ onClose }
			className="gblocks-pro-icon-picker"
			size="medium"
			focusOnMount="firstContentElement"
		>
			<SearchControl
				__nextHasNoMarginBottom
				label={ __( 'Search icons', 'gblocks-pro' ) }
				value={ search }
				onChange={ ( next: string ) => setSearch( next ) }
			/>
			<TabPanel
				className="gblocks-pro-icon-picker__tabs"
				initialTabName={ initialSet }
				tabs={ sets.map( ( set ) => ( {
					name: set.id,
					title: set.label,
				} ) ) }
			>
				{ ( tab ) => {
					const set = sets.find(
						( candidate ) => candidate.id === tab.name
					);
					return set ? (
						<IconGrid
							set={ set }
							search={ search }
							value={ value }
							onSelect={ onSelect }
						/>
					) : null;
				} }
			</TabPanel>
			<div className="gblocks-pro-icon-picker__footer">
				<Button
					variant="tertiary"
					onClick={ onReset }
					disabled={ ! value }
					accessibleWhenDisabled
				>
					{ __( 'Reset', 'gblocks-pro' ) }
				</Button>
				<span className="gblocks-pro-icon-picker__current">
					{ selected
						? sprintf(
								/* translators: %s: the label of the selected icon, e.g. "Menu 3". */
								__( 'Selected: %s', 'gblocks-pro' ),
								selected.icon.label
							)
						: __( 'WordPress default icon', 'gblocks-pro' ) }
				</span>
			</div>
		</Modal>
	);
}
