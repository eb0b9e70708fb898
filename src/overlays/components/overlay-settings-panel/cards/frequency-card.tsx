/**
 * WordPress dependencies
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { OverlayMeta } from '../../../types';
import { clamp, settingField, sized, type CardProps } from '../fields';
import { Group } from './group';

type NumberKey =
	| 'cap_count'
	| 'cap_days'
	| 'cap_gap_minutes'
	| 'stop_days'
	| 'cookie_duration';

/**
 * A whole-number field of the card: its label, help and limits from settings.json.
 *
 * @param props      Props.
 * @param props.name The setting's key.
 * @param props.meta The overlay's settings.
 * @param props.set  Their setter.
 */
function NumberField( { name, meta, set }: CardProps & { name: NumberKey } ) {
	const field = settingField( name );
	const key = `_gb_overlay_${ name }` as const;
	return (
		<TextControl
			{ ...sized }
			type="number"
			{ ...field.range }
			label={ field.label }
			help={ field.help }
			value={ String( meta[ key ] ?? field.default ) }
			onChange={ ( value ) => set( key, clamp( value, field.range ) ) }
		/>
	);
}

/**
 * The "Frequency" card of an overlay that opens by itself (issue 39 §4): how often it may open, the
 * minutes between two displays, what a conversion and a close do. Counted in the visitor's own browser
 * (the visitor history), so that it stays right behind a page cache; a click on a trigger always opens.
 *
 * @param props      Props.
 * @param props.meta The overlay's settings.
 * @param props.set  Their setter.
 */
export function FrequencyCard( { meta, set }: CardProps ) {
	const card = { meta, set };
	const period = settingField( 'cap_period' );
	const stop = settingField( 'stop_after_conversion' );
	const cap = meta._gb_overlay_cap_count ?? 0;
	return (
		<Group title={ __( 'Frequency', 'gblocks-pro' ) }>
			<p className="gblocks-pro-overlay-settings__note">
				{ __(
					'Counted in the visitor’s own browser, without cookies. These limits apply when the overlay opens by itself; a click on a trigger always opens it.',
					'gblocks-pro'
				) }
			</p>
			<NumberField name="cap_count" { ...card } />
			{ cap > 0 && (
				<SelectControl
					{ ...sized }
					label={ period.label }
					value={ meta._gb_overlay_cap_period ?? period.default }
					options={ period.options }
					onChange={ ( value ) =>
						set(
							'_gb_overlay_cap_period',
							value as OverlayMeta[ '_gb_overlay_cap_period' ]
						)
					}
				/>
			) }
			{ cap > 0 && meta._gb_overlay_cap_period === 'days' && (
				<NumberField name="cap_days" { ...card } />
			) }
			<NumberField name="cap_gap_minutes" { ...card } />
			<SelectControl
				{ ...sized }
				label={ stop.label }
				help={ stop.help }
				value={ meta._gb_overlay_stop_after_conversion ?? stop.default }
				options={ stop.options }
				onChange={ ( value ) =>
					set(
						'_gb_overlay_stop_after_conversion',
						value as OverlayMeta[ '_gb_overlay_stop_after_conversion' ]
					)
				}
			/>
			{ meta._gb_overlay_stop_after_conversion === 'days' && (
				<NumberField name="stop_days" { ...card } />
			) }
			<NumberField name="cookie_duration" { ...card } />
		</Group>
	);
}
