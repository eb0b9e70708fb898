/**
 * WordPress dependencies
 */
import { CheckboxControl } from '@wordpress/components';
import { useId, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Combobox } from '../../shared/components/combobox';
import { useMetaKeys } from './hooks';
import type { MetaObjectType } from './types';
import './style.scss';

export interface KeyPickerProps {
	label: string;
	value: string;
	onChange: ( key: string ) => void;
	objectType: MetaObjectType;
	/** The object whose keys are suggested (0: none, or the current user for user meta). */
	objectId: number;
	help?: string;
	/**
	 * Whether "Show protected keys" (keys starting with _, e.g. WordPress's _edit_lock) is offered: only
	 * to users the server lists them to (editor data metaKeys.canShowProtected).
	 */
	canShowProtected?: boolean;
}

/**
 * A key field with suggestions: the keys the current user may use on that object (ACF fields with
 * their labels when the integration is on), without protected keys (starting with _) unless the user
 * asks for them and may read them. Any text is accepted too, e.g. a key the object does not have yet.
 *
 * @param props                  Component props.
 * @param props.label            Field label.
 * @param props.value            The key.
 * @param props.onChange         Called with the key typed or picked.
 * @param props.objectType       Type of object.
 * @param props.objectId         The object.
 * @param props.help             Help text under the field.
 * @param props.canShowProtected Whether "Show protected keys" is offered.
 */
export function KeyPicker( {
	label,
	value,
	onChange,
	objectType,
	objectId,
	help,
	canShowProtected = false,
}: KeyPickerProps ) {
	const [ isOpen, setIsOpen ] = useState( false );
	const [ showProtected, setShowProtected ] = useState( false );
	const helpId = useId();
	const withProtected = canShowProtected && showProtected;
	const { keys, isLoading } = useMetaKeys(
		objectType,
		objectId,
		isOpen,
		withProtected
	);
	const text = value.trim().toLowerCase();
	const items = keys
		.filter(
			( key ) =>
				! text ||
				key.key.toLowerCase().includes( text ) ||
				key.label.toLowerCase().includes( text )
		)
		.map( ( key ) => ( {
			id: key.key,
			label:
				key.label && key.label !== key.key
					? `${ key.label } (${ key.key })`
					: key.key,
		} ) );
	return (
		<div className="gblocks-pro-key-picker components-base-control">
			<Combobox
				label={ label }
				inputValue={ value }
				onInputChange={ onChange }
				items={ items }
				onSelect={ ( item ) => onChange( item.id ) }
				selectedIds={ value ? [ value ] : [] }
				isSearching={ isLoading }
				onFocus={ () => setIsOpen( true ) }
				noResultsText={ __(
					'No suggestions: type the key.',
					'gblocks-pro'
				) }
				describedBy={ help ? helpId : undefined }
			/>
			{ help && (
				<p id={ helpId } className="components-base-control__help">
					{ help }
				</p>
			) }
			{ canShowProtected && (
				<CheckboxControl
					__nextHasNoMarginBottom
					className="gblocks-pro-key-picker__protected"
					label={ __( 'Show protected keys', 'gblocks-pro' ) }
					checked={ showProtected }
					onChange={ setShowProtected }
				/>
			) }
		</div>
	);
}
