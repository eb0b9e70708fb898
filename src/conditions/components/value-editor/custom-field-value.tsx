/**
 * WordPress dependencies
 */
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CUSTOM_FIELD_COMPARISON_OPERATORS } from '../../lib/tree';
import { encodeCustomField, parseCustomField } from '../../lib/values';

export interface CustomFieldValueProps {
	operator: string;
	value: string;
	onChange: ( value: string ) => void;
	placeholder?: string;
	/** The label of the name the rule reads, from the rule's metadata ("Cookie name"). */
	nameLabel?: string;
}

/**
 * 'name|comparison': the field's name, and the value to compare with when the operator compares
 * (equals, contains, not_contains, starts_with, ends_with, greater_than, less_than).
 *
 * @param props             Component props.
 * @param props.operator
 * @param props.value
 * @param props.onChange
 * @param props.placeholder
 * @param props.nameLabel
 */
export function CustomFieldValue( {
	operator,
	value,
	onChange,
	placeholder,
	nameLabel,
}: CustomFieldValueProps ) {
	const label = nameLabel || __( 'Name', 'gblocks-pro' );
	const { name, comparison } = parseCustomField( value );
	const compares = CUSTOM_FIELD_COMPARISON_OPERATORS.includes( operator );
	return (
		<div className="gblocks-pro-custom-field-value">
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ label }
				hideLabelFromVision
				placeholder={ placeholder || label }
				value={ name }
				onChange={ ( next ) =>
					onChange(
						encodeCustomField( {
							name: next.replace( /\|/g, '' ),
							comparison: compares ? comparison : '',
						} )
					)
				}
			/>
			{ compares && (
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Value to compare', 'gblocks-pro' ) }
					hideLabelFromVision
					placeholder={ __( 'Value', 'gblocks-pro' ) }
					value={ comparison }
					onChange={ ( next ) =>
						onChange(
							encodeCustomField( { name, comparison: next } )
						)
					}
				/>
			) }
		</div>
	);
}
