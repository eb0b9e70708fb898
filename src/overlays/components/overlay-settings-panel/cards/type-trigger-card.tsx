/**
 * WordPress dependencies
 */
import {
	RangeControl,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { OverlayType } from '../../../types';
import {
	AUTOMATIC,
	INTERACTIVE,
	clamp,
	settingField,
	sized,
	type CardProps,
} from '../fields';
import { TriggerHint } from '../trigger-hint';
import { Group } from './group';

interface TriggerProps extends CardProps {
	type: OverlayType;
	trigger: string;
	isStandard: boolean;
}

/**
 * The fields of the chosen trigger: the hint of an interactive one, the scroll percentage, the delay,
 * the event name, how long an automatic overlay stays closed, the hover buffer of a panel.
 *
 * @param props            Props.
 * @param props.meta       The overlay's settings.
 * @param props.set        Their setter.
 * @param props.trigger    The trigger.
 * @param props.isStandard Whether the overlay is a standard one.
 * @param props.postId     The overlay's post id.
 */
function TriggerFields( {
	meta,
	set,
	trigger,
	isStandard,
	postId,
}: Omit< TriggerProps, 'type' > & { postId: number | null } ) {
	const scroll = settingField( 'scroll_percent' );
	const delay = settingField( 'time_delay' );
	const event = settingField( 'custom_event' );
	const cookie = settingField( 'cookie_duration' );
	const buffer = settingField( 'hover_buffer' );
	return (
		<>
			{ ! AUTOMATIC.includes( trigger ) && (
				<TriggerHint postId={ postId } />
			) }
			{ trigger === 'scroll' && (
				<RangeControl
					{ ...sized }
					label={ scroll.label }
					value={ meta._gb_overlay_scroll_percent }
					{ ...scroll.range }
					onChange={ ( value ) =>
						set(
							'_gb_overlay_scroll_percent',
							value ?? scroll.default
						)
					}
				/>
			) }
			{ trigger === 'time' && (
				<TextControl
					{ ...sized }
					type="number"
					{ ...delay.range }
					label={ delay.label }
					value={ String(
						meta._gb_overlay_time_delay ?? delay.default
					) }
					onChange={ ( value ) =>
						set(
							'_gb_overlay_time_delay',
							clamp( value, delay.range )
						)
					}
				/>
			) }
			{ trigger === 'custom' && (
				<TextControl
					{ ...sized }
					label={ event.label }
					help={ event.help }
					value={ meta._gb_overlay_custom_event ?? '' }
					onChange={ ( value ) =>
						set( '_gb_overlay_custom_event', value )
					}
				/>
			) }
			{ AUTOMATIC.includes( trigger ) && (
				<TextControl
					{ ...sized }
					type="number"
					{ ...cookie.range }
					label={ cookie.label }
					help={ cookie.help }
					value={ String(
						meta._gb_overlay_cookie_duration ?? cookie.default
					) }
					onChange={ ( value ) =>
						set(
							'_gb_overlay_cookie_duration',
							clamp( value, cookie.range )
						)
					}
				/>
			) }
			{ ( trigger === 'hover' || trigger === 'both' ) && ! isStandard && (
				<RangeControl
					{ ...sized }
					label={ buffer.label }
					value={ meta._gb_overlay_hover_buffer }
					{ ...buffer.range }
					onChange={ ( value ) =>
						set(
							'_gb_overlay_hover_buffer',
							value ?? buffer.default
						)
					}
				/>
			) }
		</>
	);
}

/**
 * The "Type & trigger" card: the overlay's type, its trigger and the trigger's own fields.
 *
 * @param props            Props.
 * @param props.meta       The overlay's settings.
 * @param props.set        Their setter.
 * @param props.type       The overlay's type.
 * @param props.trigger    The trigger.
 * @param props.isStandard Whether the overlay is a standard one.
 * @param props.postId     The overlay's post id.
 */
export function TypeTriggerCard( {
	type,
	...props
}: TriggerProps & { postId: number | null } ) {
	const { set, trigger } = props;
	const typeField = settingField( 'type' );
	const triggerField = settingField( 'trigger_type' );
	return (
		<Group title={ __( 'Type & trigger', 'gblocks-pro' ) }>
			<SelectControl
				{ ...sized }
				label={ typeField.label }
				value={ type }
				options={ typeField.options }
				onChange={ ( value ) => {
					set( '_gb_overlay_type', value as OverlayType );
					// Automatic triggers exist only for standard overlays.
					if (
						value !== 'standard' &&
						AUTOMATIC.includes( trigger )
					) {
						set( '_gb_overlay_trigger_type', 'click' );
					}
				} }
			/>
			<SelectControl
				{ ...sized }
				label={ triggerField.label }
				value={ trigger }
				// Automatic triggers exist only for standard overlays.
				options={ triggerField.options.filter(
					( option ) =>
						type === 'standard' ||
						INTERACTIVE.includes( option.value )
				) }
				onChange={ ( value ) =>
					set( '_gb_overlay_trigger_type', value )
				}
			/>
			<TriggerFields { ...props } />
		</Group>
	);
}
