/**
 * External dependencies
 */
import type { KeyboardEvent, ReactNode, RefObject } from 'react';

/**
 * WordPress dependencies
 */
import { Spinner } from '@wordpress/components';
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { COMBOBOX_PAGE_JUMP } from '../../query/constants';
import './style.scss';

export interface ComboboxItem {
	id: string;
	label: string;
	/** 'searching' marks the placeholder shown while results load. */
	type?: 'searching';
	/**
	 * Name of the group the item is listed under (ARIA group). Items of one group must be adjacent;
	 * items without a group are listed outside any group.
	 */
	group?: string;
}

/**
 * Adjacent items of the same group, in order ('' for items without a group).
 *
 * @param items The items.
 */
function groupsOf( items: ComboboxItem[] ) {
	const groups: { name: string; items: ComboboxItem[] }[] = [];
	for ( const item of items ) {
		const name = item.group ?? '';
		const last = groups[ groups.length - 1 ];
		if ( last && last.name === name ) {
			last.items.push( item );
		} else {
			groups.push( { name, items: [ item ] } );
		}
	}
	return groups;
}

export interface ComboboxProps {
	label: string;
	hideLabelFromVision?: boolean;
	/** Text in the input; the caller searches with it. */
	inputValue: string;
	onInputChange: ( text: string ) => void;
	items: ComboboxItem[];
	onSelect: ( item: ComboboxItem ) => void;
	/** Ids shown as selected (aria-selected). */
	selectedIds?: string[];
	isSearching?: boolean;
	placeholder?: string;
	noResultsText?: string;
	disabled?: boolean;
	onFocus?: () => void;
	onBlur?: () => void;
	/** Id of an element that describes the field (help text). */
	describedBy?: string;
	/** Shown before the input, e.g. the tokens of a multi-selection. */
	before?: ReactNode;
	className?: string;
}

/**
 * The open state and highlighted item of a combobox, with its key handling (see Combobox).
 *
 * @param selectable The items that can be picked, in order.
 * @param onSelect   Called with the picked item.
 */
function useListNavigation(
	selectable: ComboboxItem[],
	onSelect: ( item: ComboboxItem ) => void
) {
	const [ isOpen, setIsOpen ] = useState( false );
	const [ active, setActive ] = useState( -1 );
	const listRef = useRef< HTMLUListElement >( null );

	useEffect( () => {
		setActive( ( current ) => Math.min( current, selectable.length - 1 ) );
	}, [ selectable.length ] );

	useEffect( () => {
		if ( ! isOpen || active < 0 || ! listRef.current ) {
			return;
		}
		const option = listRef.current.querySelector< HTMLElement >(
			`[data-index="${ active }"]`
		);
		option?.scrollIntoView?.( { block: 'nearest' } );
	}, [ active, isOpen ] );

	const move = ( to: number ) => {
		if ( ! selectable.length ) {
			return;
		}
		setIsOpen( true );
		setActive( Math.max( 0, Math.min( selectable.length - 1, to ) ) );
	};

	const pick = ( item: ComboboxItem ) => {
		onSelect( item );
		setIsOpen( false );
		setActive( -1 );
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		switch ( event.key ) {
			case 'ArrowDown':
				event.preventDefault();
				if ( ! isOpen ) {
					setIsOpen( true );
					setActive( selectable.length ? 0 : -1 );
				} else {
					move( active + 1 );
				}
				break;
			case 'ArrowUp':
				event.preventDefault();
				move( active < 0 ? selectable.length - 1 : active - 1 );
				break;
			case 'PageDown':
				event.preventDefault();
				move( active + COMBOBOX_PAGE_JUMP );
				break;
			case 'PageUp':
				event.preventDefault();
				move( active - COMBOBOX_PAGE_JUMP );
				break;
			case 'Home':
			case 'End':
				if ( isOpen && selectable.length ) {
					event.preventDefault();
					move( event.key === 'Home' ? 0 : selectable.length - 1 );
				}
				break;
			case 'Enter':
				if ( isOpen && active >= 0 && selectable[ active ] ) {
					event.preventDefault();
					pick( selectable[ active ] );
				}
				break;
			case 'Escape':
				if ( isOpen ) {
					// Keep the Escape from closing a surrounding modal.
					event.preventDefault();
					event.stopPropagation();
					event.nativeEvent.stopImmediatePropagation?.();
					setIsOpen( false );
					setActive( -1 );
				}
				break;
			default:
				break;
		}
	};

	return { isOpen, setIsOpen, active, setActive, listRef, pick, onKeyDown };
}

interface ComboboxListProps {
	/** The combobox's id: the options' ids start with it. */
	id: string;
	listId: string;
	listRef: RefObject< HTMLUListElement >;
	label: string;
	isOpen: boolean;
	/** The items shown (the 'searching' placeholder while results load). */
	shown: ComboboxItem[];
	selectable: ComboboxItem[];
	selectedIds: string[];
	active: number;
	setActive: ( index: number ) => void;
	pick: ( item: ComboboxItem ) => void;
	noResultsText: string;
}

/**
 * The listbox of a combobox: its options, under their groups' names.
 *
 * @param props               Component props.
 * @param props.id
 * @param props.listId
 * @param props.listRef
 * @param props.label
 * @param props.isOpen
 * @param props.shown
 * @param props.selectable
 * @param props.selectedIds
 * @param props.active
 * @param props.setActive
 * @param props.pick
 * @param props.noResultsText
 */
function ComboboxList( {
	id,
	listId,
	listRef,
	label,
	isOpen,
	shown,
	selectable,
	selectedIds,
	active,
	setActive,
	pick,
	noResultsText,
}: ComboboxListProps ) {
	const renderItem = ( item: ComboboxItem ) => {
		if ( item.type === 'searching' ) {
			return (
				<li
					key={ item.id }
					className="gblocks-pro-combobox__searching"
					role="presentation"
				>
					{ item.label }
				</li>
			);
		}
		const index = selectable.indexOf( item );
		return (
			<li
				key={ item.id }
				id={ `${ id }-option-${ index }` }
				data-index={ index }
				role="option"
				aria-selected={ selectedIds.includes( item.id ) }
				className={
					'gblocks-pro-combobox__option' +
					( index === active ? ' is-active' : '' )
				}
				// Picking happens before the input loses focus.
				onMouseDown={ ( event ) => {
					event.preventDefault();
					pick( item );
				} }
				onMouseMove={ () => setActive( index ) }
			>
				{ item.label }
			</li>
		);
	};

	return (
		<ul
			id={ listId }
			ref={ listRef }
			role="listbox"
			aria-label={ label }
			className="gblocks-pro-combobox__list"
			hidden={ ! isOpen }
		>
			{ isOpen && shown.length === 0 && (
				<li className="gblocks-pro-combobox__empty" role="presentation">
					{ noResultsText }
				</li>
			) }
			{ isOpen &&
				groupsOf( shown ).map( ( group, groupIndex ) =>
					group.name ? (
						<li
							key={ `group-${ groupIndex }` }
							role="presentation"
							className="gblocks-pro-combobox__group"
						>
							<ul
								role="group"
								aria-labelledby={ `${ id }-group-${ groupIndex }` }
							>
								<li
									id={ `${ id }-group-${ groupIndex }` }
									role="presentation"
									className="gblocks-pro-combobox__group-label"
								>
									{ group.name }
								</li>
								{ group.items.map( renderItem ) }
							</ul>
						</li>
					) : (
						group.items.map( renderItem )
					)
				) }
		</ul>
	);
}

/**
 * A text input with a listbox of suggestions (the ARIA 1.2 combobox pattern). Arrow keys move the
 * highlight, PageUp/PageDown move it by 10, Home/End to the ends while the list is open, Enter picks,
 * Escape closes. While results load, a 'Searching…' item stands in for them. Items with a `group` are
 * listed under that group's name.
 *
 * @param props                     Component props.
 * @param props.label
 * @param props.hideLabelFromVision
 * @param props.inputValue
 * @param props.onInputChange
 * @param props.items
 * @param props.onSelect
 * @param props.selectedIds
 * @param props.isSearching
 * @param props.placeholder
 * @param props.noResultsText
 * @param props.disabled
 * @param props.onFocus
 * @param props.onBlur
 * @param props.describedBy
 * @param props.before
 * @param props.className
 */
export function Combobox( {
	label,
	hideLabelFromVision = false,
	inputValue,
	onInputChange,
	items,
	onSelect,
	selectedIds = [],
	isSearching = false,
	placeholder,
	noResultsText = __( 'No results found.', 'gblocks-pro' ),
	disabled = false,
	onFocus,
	onBlur,
	describedBy,
	before,
	className = '',
}: ComboboxProps ) {
	const id = 'gblocks-pro-combobox-' + useId().replace( /:/g, '' );
	const shown: ComboboxItem[] = isSearching
		? [
				{
					id: '__searching',
					label: __( 'Searching…', 'gblocks-pro' ),
					type: 'searching',
				},
			]
		: items;
	const selectable = shown.filter( ( item ) => item.type !== 'searching' );
	const { isOpen, setIsOpen, active, setActive, listRef, pick, onKeyDown } =
		useListNavigation( selectable, onSelect );

	const listId = `${ id }-list`;
	const activeId =
		isOpen && active >= 0 && selectable[ active ]
			? `${ id }-option-${ active }`
			: undefined;

	return (
		<div className={ `gblocks-pro-combobox ${ className }`.trim() }>
			<label
				htmlFor={ id }
				className={
					hideLabelFromVision
						? 'screen-reader-text'
						: 'gblocks-pro-combobox__label'
				}
			>
				{ label }
			</label>
			<div className="gblocks-pro-combobox__field">
				{ before }
				<input
					id={ id }
					className="gblocks-pro-combobox__input"
					type="text"
					role="combobox"
					autoComplete="off"
					aria-expanded={ isOpen }
					aria-controls={ listId }
					aria-autocomplete="list"
					aria-activedescendant={ activeId }
					aria-busy={ isSearching }
					aria-describedby={ describedBy }
					value={ inputValue }
					placeholder={ placeholder }
					disabled={ disabled }
					onChange={ ( event ) => {
						onInputChange( event.target.value );
						setIsOpen( true );
						setActive( -1 );
					} }
					onFocus={ () => {
						onFocus?.();
						setIsOpen( true );
					} }
					onBlur={ () => {
						setIsOpen( false );
						setActive( -1 );
						onBlur?.();
					} }
					onClick={ () => setIsOpen( true ) }
					onKeyDown={ onKeyDown }
				/>
				{ isSearching && (
					<Spinner className="gblocks-pro-combobox__spinner" />
				) }
			</div>
			<ComboboxList
				id={ id }
				listId={ listId }
				listRef={ listRef }
				label={ label }
				isOpen={ isOpen }
				shown={ shown }
				selectable={ selectable }
				selectedIds={ selectedIds }
				active={ active }
				setActive={ setActive }
				pick={ pick }
				noResultsText={ noResultsText }
			/>
		</div>
	);
}
