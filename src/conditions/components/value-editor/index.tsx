/**
 * WordPress dependencies
 */
import { TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { lookupFor } from '../../lib/object-lookup';
import { isMultiOperator, isNoValueOperator } from '../../lib/tree';
import type { ConditionRow, RuleMetadata } from '../../types';
import { CustomFieldValue } from './custom-field-value';
import { DateTimeValue } from './datetime-value';
import { DaySelector } from './day-selector';
import { ObjectSelector } from './object-selector';
import { OverlayHistoryValue } from './overlay-history-value';

export interface ValueEditorProps {
	row: ConditionRow;
	metadata: RuleMetadata;
	ruleLabel: string;
	onChange: ( value: string ) => void;
	knownTitles: Record< string, string >;
	onTitles: ( titles: Record< string, string > ) => void;
}

/**
 * The label of an object selector's default item: the metadata placeholder, or 'All {rule}'.
 *
 * @param metadata  Rule metadata.
 * @param ruleLabel Label of the rule.
 */
export function allItemLabel(
	metadata: RuleMetadata,
	ruleLabel: string
): string {
	if ( metadata.placeholder ) {
		return metadata.placeholder;
	}
	/* translators: %s: rule label such as 'Pages'. */
	return sprintf( __( 'All %s', 'gblocks-pro' ), ruleLabel );
}

/**
 * Whether a row shows a value input at all: custom fields always need their name; other rules hide the
 * value for exists/not_exists and when the rule needs none.
 *
 * @param row      The row.
 * @param metadata Rule metadata.
 */
export function showsValue(
	row: ConditionRow,
	metadata: RuleMetadata
): boolean {
	if ( metadata.value_type === 'custom_field' ) {
		return true;
	}
	return metadata.needs_value && ! isNoValueOperator( row.operator );
}

/**
 * The value input for the rule's value_type.
 *
 * @param props             Component props.
 * @param props.row
 * @param props.metadata
 * @param props.ruleLabel
 * @param props.onChange
 * @param props.knownTitles
 * @param props.onTitles
 */
export function ValueEditor( {
	row,
	metadata,
	ruleLabel,
	onChange,
	knownTitles,
	onTitles,
}: ValueEditorProps ) {
	if ( ! showsValue( row, metadata ) ) {
		return null;
	}
	const multi = isMultiOperator( row.operator );
	switch ( metadata.value_type ) {
		case 'custom_field':
			return (
				<CustomFieldValue
					operator={ row.operator }
					value={ row.value }
					onChange={ onChange }
					placeholder={ metadata.placeholder }
					nameLabel={ metadata.name_label }
				/>
			);
		case 'datetime':
			return (
				<DateTimeValue
					rule={ row.rule }
					operator={ row.operator }
					value={ row.value }
					onChange={ onChange }
				/>
			);
		case 'overlay_history':
			return (
				<OverlayHistoryValue
					value={ row.value }
					onChange={ onChange }
				/>
			);
		case 'count':
			return (
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					type="number"
					min={ 0 }
					label={ __( 'Value', 'gblocks-pro' ) }
					hideLabelFromVision
					placeholder={
						metadata.placeholder || __( 'Value', 'gblocks-pro' )
					}
					value={ row.value }
					onChange={ ( next ) =>
						onChange( next.replace( /\D/g, '' ) )
					}
				/>
			);
		case 'day_selector':
			return (
				<DaySelector
					value={ row.value }
					multi={ multi }
					onChange={ onChange }
				/>
			);
		case 'object_selector':
		case 'hierarchical_object_selector':
		case 'author_id': {
			const lookup = lookupFor( row.rule, metadata );
			if ( lookup ) {
				return (
					<ObjectSelector
						value={ row.value }
						onChange={ onChange }
						multi={ multi }
						target={ lookup.target }
						objectType={ lookup.objectType }
						label={
							multi
								? __( 'Values', 'gblocks-pro' )
								: __( 'Value', 'gblocks-pro' )
						}
						allLabel={ allItemLabel( metadata, ruleLabel ) }
						knownTitles={ knownTitles }
						onTitles={ onTitles }
					/>
				);
			}
			break;
		}
		default:
			break;
	}
	return (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ __( 'Value', 'gblocks-pro' ) }
			hideLabelFromVision
			placeholder={ metadata.placeholder || __( 'Value', 'gblocks-pro' ) }
			value={ row.value }
			onChange={ onChange }
		/>
	);
}
