/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { decodeEntities } from '../../shared/api';
import { Combobox } from '../../shared/components/combobox';
import type { ComboboxItem } from '../../shared/components/combobox';
import { usePostSearch, usePostTitle } from './hooks';

/** The value of "Current Post". */
export const CURRENT_POST = 'current';

export interface PostPickerProps {
	label: string;
	/** 'current' or a post id as a string. */
	value: string;
	onChange: ( value: string ) => void;
	/** Offer "Current Post" first (the Loop block); the tag builder has its own source select. */
	allowCurrent?: boolean;
}

/**
 * A post picker over every post type: type a title (or an id) and pick.
 *
 * @param props              Component props.
 * @param props.label        Field label.
 * @param props.value        'current' or a post id.
 * @param props.onChange     Called with 'current' or the picked id.
 * @param props.allowCurrent Whether "Current Post" is offered.
 */
export function PostPicker( {
	label,
	value,
	onChange,
	allowCurrent = false,
}: PostPickerProps ) {
	const [ text, setText ] = useState< string | null >( null );
	const [ isOpen, setIsOpen ] = useState( false );
	const id = /^\d+$/.test( value ) ? Number( value ) : 0;
	const title = usePostTitle( id );
	const { results, isSearching } = usePostSearch( text ?? '', isOpen );

	let shown = '';
	if ( value === CURRENT_POST && allowCurrent ) {
		shown = __( 'Current Post', 'gblocks-pro' );
	} else if ( id > 0 ) {
		shown = title
			? decodeEntities( title )
			: /* translators: %d: post id. */
				sprintf( __( 'ID: %d', 'gblocks-pro' ), id );
	}

	const items: ComboboxItem[] = [
		...( allowCurrent && ! text
			? [
					{
						id: CURRENT_POST,
						label: __( 'Current Post', 'gblocks-pro' ),
					},
				]
			: [] ),
		...results.map( ( post ) => ( {
			id: String( post.id ),
			label:
				( decodeEntities( post.title ) ||
					/* translators: %d: post id. */
					sprintf( __( '(no title) %d', 'gblocks-pro' ), post.id ) ) +
				` (${ post.type })`,
		} ) ),
	];

	return (
		<div className="gblocks-pro-post-picker components-base-control">
			<Combobox
				label={ label }
				inputValue={ text ?? shown }
				onInputChange={ setText }
				items={ items }
				onSelect={ ( item ) => {
					onChange( item.id );
					setText( null );
				} }
				selectedIds={ [ value ] }
				isSearching={ isSearching }
				placeholder={ __( 'Search posts…', 'gblocks-pro' ) }
				onFocus={ () => setIsOpen( true ) }
				onBlur={ () => {
					setIsOpen( false );
					setText( null );
				} }
			/>
		</div>
	);
}
