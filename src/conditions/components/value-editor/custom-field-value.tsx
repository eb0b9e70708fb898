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

/**
 * The name label of each type whose custom rule names a field.
 * @param type
 */
function nameLabel( type: string ): string {
	switch ( type ) {
		case 'query_arg':
			return __( 'Parameter name', 'gblocks-pro' );
		case 'cookie':
			return __( 'Cookie name', 'gblocks-pro' );
		case 'options':
			return __( 'Option name', 'gblocks-pro' );
		default:
			return __( 'Meta key', 'gblocks-pro' );
	}
}

export interface CustomFieldValueProps {
	type: string;
	operator: string;
	value: string;
	onChange: ( value: string ) => void;
	placeholder?: string;
}

/**
 * 'name|comparison': the field's name, and the value to compare with when the operator compares
 * (equals, contains, not_contains, starts_with, ends_with, greater_than, less_than).
 *
 * @param props             Component props.
 * @param props.type
 * @param props.operator
 * @param props.value
 * @param props.onChange
 * @param props.placeholder
 */
export function CustomFieldValue( {
	type,
	operator,
	value,
	onChange,
	placeholder,
}: CustomFieldValueProps ) {
	const { name, comparison } = parseCustomField( value );
	const compares = CUSTOM_FIELD_COMPARISON_OPERATORS.includes( operator );
	return (
		<div className="gblocks-pro-custom-field-value">
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ nameLabel( type ) }
				hideLabelFromVision
				placeholder={ placeholder || nameLabel( type ) }
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
