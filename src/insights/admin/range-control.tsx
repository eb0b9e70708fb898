/**
 * The range control of the Insights screens: the presets as a select (7, 30, 90 days, 12 months,
 * custom) and, for custom, two date fields applied together once they make a valid range.
 */

/**
 * WordPress dependencies
 */
import { Button, SelectControl, TextControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	MAX_DAYS,
	customRangeError,
	rangeOf,
	type InsightsRange,
	type Preset,
} from './range';

/** The presets' labels. */
export function presetOptions(): { value: Preset; label: string }[] {
	return [
		{ value: '7d', label: __( 'Last 7 days', 'gblocks-pro' ) },
		{ value: '30d', label: __( 'Last 30 days', 'gblocks-pro' ) },
		{ value: '90d', label: __( 'Last 90 days', 'gblocks-pro' ) },
		{ value: '12m', label: __( 'Last 12 months', 'gblocks-pro' ) },
		{ value: 'custom', label: __( 'Custom dates', 'gblocks-pro' ) },
	];
}

function customMessage( error: string | null ): string | null {
	switch ( error ) {
		case 'from':
			return __( 'Enter a start date.', 'gblocks-pro' );
		case 'to':
			return __( 'Enter an end date.', 'gblocks-pro' );
		case 'order':
			return __(
				'The end date must not be before the start date.',
				'gblocks-pro'
			);
		case 'length':
			return sprintf(
				/* translators: %d: the longest range in days. */
				__( 'Choose at most %d days.', 'gblocks-pro' ),
				MAX_DAYS
			);
		default:
			return null;
	}
}

/**
 * @param props          Component props.
 * @param props.range    The range shown.
 * @param props.onChange Shows another range.
 */
export function RangeControl( {
	range,
	onChange,
}: {
	range: InsightsRange;
	onChange: ( range: InsightsRange ) => void;
} ) {
	const [ custom, setCustom ] = useState( range.preset === 'custom' );
	const [ dates, setDates ] = useState( { from: range.from, to: range.to } );
	useEffect( () => {
		setDates( { from: range.from, to: range.to } );
		setCustom( range.preset === 'custom' );
	}, [ range.from, range.to, range.preset ] );

	const error = custom ? customRangeError( dates ) : null;
	const message = customMessage( error );
	const changed = dates.from !== range.from || dates.to !== range.to;

	return (
		<div className="gblocks-pro-insights-range">
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Date range', 'gblocks-pro' ) }
				value={ custom ? 'custom' : range.preset }
				options={ presetOptions() }
				onChange={ ( value ) => {
					if ( value === 'custom' ) {
						setCustom( true );
						return;
					}
					setCustom( false );
					onChange( rangeOf( value as Preset, null ) );
				} }
			/>
			{ custom && (
				<form
					className="gblocks-pro-insights-range__custom"
					onSubmit={ ( event ) => {
						event.preventDefault();
						if ( ! error ) {
							onChange( { preset: 'custom', ...dates } );
						}
					} }
				>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="date"
						label={ __( 'From', 'gblocks-pro' ) }
						value={ dates.from }
						onChange={ ( from ) =>
							setDates( ( now ) => ( { ...now, from } ) )
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="date"
						label={ __( 'To', 'gblocks-pro' ) }
						value={ dates.to }
						onChange={ ( to ) =>
							setDates( ( now ) => ( { ...now, to } ) )
						}
					/>
					<Button
						__next40pxDefaultSize
						variant="secondary"
						type="submit"
						accessibleWhenDisabled
						disabled={
							Boolean( error ) ||
							( ! changed && range.preset === 'custom' )
						}
					>
						{ __( 'Apply', 'gblocks-pro' ) }
					</Button>
					{ message && (
						<p
							className="gblocks-pro-insights-range__error"
							role="alert"
						>
							{ message }
						</p>
					) }
				</form>
			) }
		</div>
	);
}
