/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	Combobox,
	type ComboboxItem,
} from '../../../shared/components/combobox';
import {
	useObjectSearch,
	useObjectTitles,
	type ObjectType,
	type SearchTarget,
} from '../../../pickers/objects';
import { addToMulti, parseMulti, removeFromMulti } from '../../lib/values';

export interface ObjectSelectorProps {
	value: string;
	onChange: ( value: string ) => void;
	multi: boolean;
	target: SearchTarget;
	objectType: ObjectType;
	label: string;
	/** Label of the default item of a single selection, e.g. 'All Pages'; empty value selects it. */
	allLabel: string;
	/** Titles the row already knows (picked from results); cleared by the row when the rule changes. */
	knownTitles: Record< string, string >;
	onTitles: ( titles: Record< string, string > ) => void;
}

export function idLabel( id: string ): string {
	/* translators: %s: object id. */
	return sprintf( __( 'ID: %s', 'gblocks-pro' ), id );
}

/**
 * Picks posts, terms or users by searching (a numeric text searches by id). A single selection offers
 * the 'All …' default first; a multi-selection shows tokens and never adds an id twice.
 *
 * @param props             Component props.
 * @param props.value
 * @param props.onChange
 * @param props.multi
 * @param props.target
 * @param props.objectType
 * @param props.label
 * @param props.allLabel
 * @param props.knownTitles
 * @param props.onTitles
 */
export function ObjectSelector( {
	value,
	onChange,
	multi,
	target,
	objectType,
	label,
	allLabel,
	knownTitles,
	onTitles,
}: ObjectSelectorProps ) {
	const [ text, setText ] = useState( '' );
	const [ isOpen, setIsOpen ] = useState( false );
	// A single selection shows the chosen title, except while the user types a search.
	const [ isTyping, setIsTyping ] = useState( false );
	const selected = multi ? parseMulti( value ) : [ value ].filter( Boolean );
	const fetched = useObjectTitles(
		objectType,
		selected.filter( ( id ) => ! knownTitles[ id ] )
	);
	const { results, isSearching } = useObjectSearch( target, text, isOpen );

	const titleOf = ( id: string ) =>
		knownTitles[ id ] ?? fetched[ id ] ?? idLabel( id );

	const items: ComboboxItem[] = results.map( ( result ) => ( {
		id: String( result.id ),
		label: result.title ?? result.name ?? idLabel( String( result.id ) ),
	} ) );
	if ( ! multi && ! text.trim() ) {
		items.unshift( { id: '', label: allLabel } );
	}

	const select = ( item: ComboboxItem ) => {
		if ( item.id ) {
			onTitles( { [ item.id ]: item.label } );
		}
		onChange( multi ? addToMulti( value, item.id ) : item.id );
		setText( '' );
		setIsTyping( false );
	};

	const singleLabel = value ? titleOf( value ) : allLabel;

	return (
		<Combobox
			className="gblocks-pro-object-selector"
			label={ label }
			hideLabelFromVision
			inputValue={ multi || ( isOpen && isTyping ) ? text : singleLabel }
			onInputChange={ ( next ) => {
				setText( next );
				setIsTyping( true );
			} }
			items={ items }
			onSelect={ select }
			selectedIds={ multi ? selected : [ value ] }
			isSearching={ isSearching }
			placeholder={ multi ? __( 'Search…', 'gblocks-pro' ) : singleLabel }
			onFocus={ () => {
				setIsOpen( true );
				setIsTyping( true );
				setText( '' );
			} }
			onBlur={ () => {
				setIsOpen( false );
				setIsTyping( false );
				setText( '' );
			} }
			before={
				multi &&
				selected.map( ( id ) => (
					<span
						key={ id }
						className="gblocks-pro-object-selector__token"
					>
						<span>{ titleOf( id ) }</span>
						<Button
							size="small"
							icon="no-alt"
							label={ sprintf(
								/* translators: %s: item title. */
								__( 'Remove %s', 'gblocks-pro' ),
								titleOf( id )
							) }
							onClick={ () =>
								onChange( removeFromMulti( value, id ) )
							}
						/>
					</span>
				) )
			}
		/>
	);
}
