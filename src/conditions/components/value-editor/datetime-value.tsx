/**
 * WordPress dependencies
 */
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	dateOf,
	encodeDateRange,
	parseDateRange,
	storedDate,
	timeOf,
} from '../../lib/values';

/**
 * A local date-time for people: 'Jan 5, 2026, 3:00 PM'; a bare time 'HH:mm' reads '3:00 PM'.
 *
 * @param value YYYY-MM-DDTHH:mm, or HH:mm.
 */
export function formatLocalDateTime( value: string ): string {
	if ( /^\d{2}:\d{2}$/.test( value.trim() ) ) {
		const [ hours, minutes ] = value.trim().split( ':' ).map( Number );
		return new Date( 2000, 0, 1, hours, minutes ).toLocaleTimeString(
			undefined,
			{ timeStyle: 'short', hour12: true }
		);
	}
	const date = new Date( value );
	if ( ! value || Number.isNaN( date.getTime() ) ) {
		return value;
	}
	return date.toLocaleString( undefined, {
		dateStyle: 'medium',
		timeStyle: 'short',
		hour12: true,
	} );
}

export interface DateTimeValueProps {
	/** current_date picks days, current_time picks times of day. */
	rule: string;
	operator: string;
	value: string;
	onChange: ( value: string ) => void;
}

interface FieldProps {
	isTime: boolean;
	label: string;
	/** The stored value of this field (one end of a range, or the single value). */
	value: string;
	/** Whether a picked date closes the period (see storedDate). */
	endOf: boolean;
	onChange: ( value: string ) => void;
}

/**
 * One native date or time input: the stored value is exactly what the user picked (never the moment the
 * picker opened). Times are stored as HH:mm, which the server reads for Current Time.
 *
 * @param props          Component props.
 * @param props.isTime
 * @param props.label
 * @param props.value
 * @param props.endOf
 * @param props.onChange
 */
function Field( { isTime, label, value, endOf, onChange }: FieldProps ) {
	return (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			className="gblocks-pro-datetime-value__field"
			type={ isTime ? 'time' : 'date' }
			label={ label }
			hideLabelFromVision
			value={ isTime ? timeOf( value ) : dateOf( value ) }
			onChange={ ( next: string ) =>
				onChange( isTime ? timeOf( next ) : storedDate( next, endOf ) )
			}
		/>
	);
}

/**
 * A date input for Current Date, a time input for Current Time; 'between' shows a start and an end
 * input and stores 'start, end'.
 *
 * @param props          Component props.
 * @param props.rule
 * @param props.operator
 * @param props.value
 * @param props.onChange
 */
export function DateTimeValue( {
	rule,
	operator,
	value,
	onChange,
}: DateTimeValueProps ) {
	const isTime = rule === 'current_time';
	if ( operator === 'between' ) {
		const [ start, end ] = parseDateRange( value );
		return (
			<div className="gblocks-pro-datetime-value is-range">
				<Field
					isTime={ isTime }
					label={
						isTime
							? __( 'Start time', 'gblocks-pro' )
							: __( 'Start date', 'gblocks-pro' )
					}
					value={ start }
					endOf={ false }
					onChange={ ( next ) =>
						onChange( encodeDateRange( next, end ) )
					}
				/>
				<span
					className="gblocks-pro-datetime-value__dash"
					aria-hidden="true"
				>
					–
				</span>
				<Field
					isTime={ isTime }
					label={
						isTime
							? __( 'End time', 'gblocks-pro' )
							: __( 'End date', 'gblocks-pro' )
					}
					value={ end }
					endOf
					onChange={ ( next ) =>
						onChange( encodeDateRange( start, next ) )
					}
				/>
			</div>
		);
	}
	return (
		<div className="gblocks-pro-datetime-value">
			<Field
				isTime={ isTime }
				label={
					isTime
						? __( 'Time', 'gblocks-pro' )
						: __( 'Date', 'gblocks-pro' )
				}
				value={
					value.includes( ',' ) ? parseDateRange( value )[ 0 ] : value
				}
				endOf={ operator === 'after' }
				onChange={ onChange }
			/>
		</div>
	);
}
