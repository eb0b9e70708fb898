/**
 * WordPress dependencies
 */
import { Button, DateTimePicker, Dropdown } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	encodeDateRange,
	parseDateRange,
	toLocalDateTime,
} from '../../lib/values';

/**
 * A local date-time for people: 'Jan 5, 2026, 3:00 PM'.
 *
 * @param value YYYY-MM-DDTHH:mm.
 */
export function formatLocalDateTime( value: string ): string {
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

function DateTimeField( {
	label,
	value,
	onChange,
}: {
	label: string;
	value: string;
	onChange: ( value: string ) => void;
} ) {
	return (
		<Dropdown
			className="gblocks-pro-datetime-value__field"
			popoverProps={ { placement: 'bottom-start' } }
			renderToggle={ ( { isOpen, onToggle } ) => (
				<Button
					__next40pxDefaultSize
					variant="secondary"
					aria-expanded={ isOpen }
					onClick={ onToggle }
					aria-label={ sprintf(
						/* translators: 1: field label, 2: chosen date or 'not set'. */
						__( '%1$s: %2$s', 'gblocks-pro' ),
						label,
						value
							? formatLocalDateTime( value )
							: __( 'not set', 'gblocks-pro' )
					) }
				>
					{ value
						? formatLocalDateTime( value )
						: sprintf(
								/* translators: %s: field label such as 'Start'. */
								__( 'Choose %s', 'gblocks-pro' ),
								label.toLowerCase()
							) }
				</Button>
			) }
			renderContent={ () => (
				<div className="gblocks-pro-datetime-value__picker">
					<DateTimePicker
						currentDate={ value || null }
						onChange={ ( next ) =>
							onChange( toLocalDateTime( next ) )
						}
						is12Hour
					/>
				</div>
			) }
		/>
	);
}

export interface DateTimeValueProps {
	operator: string;
	value: string;
	onChange: ( value: string ) => void;
}

/**
 * A 12-hour date picker; 'between' shows start and end pickers and stores 'start, end'.
 *
 * @param props          Component props.
 * @param props.operator
 * @param props.value
 * @param props.onChange
 */
export function DateTimeValue( {
	operator,
	value,
	onChange,
}: DateTimeValueProps ) {
	if ( operator === 'between' ) {
		const [ start, end ] = parseDateRange( value );
		return (
			<div className="gblocks-pro-datetime-value is-range">
				<DateTimeField
					label={ __( 'Start', 'gblocks-pro' ) }
					value={ start }
					onChange={ ( next ) =>
						onChange( encodeDateRange( next, end ) )
					}
				/>
				<span aria-hidden="true">–</span>
				<DateTimeField
					label={ __( 'End', 'gblocks-pro' ) }
					value={ end }
					onChange={ ( next ) =>
						onChange( encodeDateRange( start, next ) )
					}
				/>
			</div>
		);
	}
	return (
		<div className="gblocks-pro-datetime-value">
			<DateTimeField
				label={ __( 'Date', 'gblocks-pro' ) }
				value={
					value.includes( ',' ) ? parseDateRange( value )[ 0 ] : value
				}
				onChange={ onChange }
			/>
		</div>
	);
}
