/**
 * WordPress dependencies
 */
import { CheckboxControl, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { dayOptions, encodeMulti, parseMulti } from '../../lib/values';

export interface DaySelectorProps {
	value: string;
	multi: boolean;
	onChange: ( value: string ) => void;
}

/**
 * Days 1-7 (Monday-Sunday): one day for is/is_not, checkboxes for the multi operators.
 *
 * @param props          Component props.
 * @param props.value
 * @param props.multi
 * @param props.onChange
 */
export function DaySelector( { value, multi, onChange }: DaySelectorProps ) {
	const days = dayOptions();
	if ( ! multi ) {
		return (
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Day', 'gblocks-pro' ) }
				hideLabelFromVision
				value={ value }
				options={ [
					{
						value: '',
						label: __( 'Select a day…', 'gblocks-pro' ),
						disabled: true,
					},
					...days.map( ( day ) => ( {
						value: day.id,
						label: day.label,
					} ) ),
				] }
				onChange={ onChange }
			/>
		);
	}
	const selected = parseMulti( value );
	return (
		<fieldset className="gblocks-pro-day-selector">
			<legend className="screen-reader-text">
				{ __( 'Days', 'gblocks-pro' ) }
			</legend>
			{ days.map( ( day ) => (
				<CheckboxControl
					key={ day.id }
					__nextHasNoMarginBottom
					label={ day.label }
					checked={ selected.includes( day.id ) }
					onChange={ ( checked ) =>
						onChange(
							encodeMulti(
								days
									.map( ( item ) => item.id )
									.filter( ( id ) =>
										id === day.id
											? checked
											: selected.includes( id )
									)
							)
						)
					}
				/>
			) ) }
		</fieldset>
	);
}
