/**
 * WordPress dependencies
 */
import {
	CheckboxControl,
	RangeControl,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useOverlayList } from '../../../hooks/use-overlay-queries';
import type { OverlayType } from '../../../types';
import {
	AUTOMATIC,
	INTERACTIVE,
	clamp,
	common,
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
 * The triggers an overlay opens on: its trigger and its more triggers (more_triggers: the automatic
 * ones, comma-separated).
 *
 * @param trigger The trigger.
 * @param more    more_triggers.
 */
export function triggersOf( trigger: string, more: string | undefined ) {
	return [ trigger, ...( more || '' ).split( ',' ) ].filter( Boolean );
}

/**
 * The other overlay whose close opens this one: any other, or one of the site's overlays.
 *
 * @param props        Props.
 * @param props.meta   The overlay's settings.
 * @param props.set    Their setter.
 * @param props.postId The overlay's post id.
 */
function AfterOverlayField( {
	meta,
	set,
	postId,
}: CardProps & { postId: number | null } ) {
	const field = settingField( 'after_overlay' );
	const list = useOverlayList();
	const options = [
		{ value: '0', label: __( 'Any other overlay', 'gblocks-pro' ) },
		...( list.data ?? [] )
			.filter( ( overlay ) => overlay.id !== postId )
			.map( ( overlay ) => ( {
				value: String( overlay.id ),
				label:
					overlay.title ||
					/* translators: %d: overlay id. */
					__( '(no title) #%d', 'gblocks-pro' ).replace(
						'%d',
						String( overlay.id )
					),
			} ) ),
	];
	const value = String( meta._gb_overlay_after_overlay ?? 0 );
	// A chosen overlay the list does not hold (yet, or no more): still shown.
	if ( ! options.some( ( option ) => option.value === value ) ) {
		options.push( { value, label: '#' + value } );
	}
	return (
		<SelectControl
			{ ...sized }
			label={ field.label }
			help={
				list.isError
					? __(
							'The overlays could not be loaded: any other overlay opens it.',
							'gblocks-pro'
						)
					: undefined
			}
			value={ value }
			options={ options }
			onChange={ ( next ) => set( '_gb_overlay_after_overlay', +next ) }
		/>
	);
}

/**
 * "Also open on": the further automatic triggers of an overlay (more_triggers), one checkbox each.
 *
 * @param props         Props.
 * @param props.meta    The overlay's settings.
 * @param props.set     Their setter.
 * @param props.trigger The overlay's trigger.
 */
function MoreTriggers( {
	meta,
	set,
	trigger,
}: CardProps & { trigger: string } ) {
	const more = settingField( 'more_triggers' );
	const labels = settingField( 'trigger_type' ).options;
	const extra = triggersOf( '', meta._gb_overlay_more_triggers );
	return (
		<fieldset className="gblocks-pro-overlay-settings__triggers">
			<legend>{ more.label }</legend>
			{ labels
				.filter(
					( option ) =>
						AUTOMATIC.includes( option.value ) &&
						option.value !== trigger
				)
				.map( ( option ) => (
					<CheckboxControl
						{ ...common }
						key={ option.value }
						label={ option.label }
						checked={ extra.includes( option.value ) }
						onChange={ ( checked ) =>
							set(
								'_gb_overlay_more_triggers',
								AUTOMATIC.filter(
									( value ) =>
										value !== trigger &&
										( value === option.value
											? checked
											: extra.includes( value ) )
								).join( ',' )
							)
						}
					/>
				) ) }
			<p className="gblocks-pro-overlay-settings__note">{ more.help }</p>
		</fieldset>
	);
}

/**
 * The fields of the triggers only the overlay journey fires: the seconds without input, the element,
 * the overlay whose close opens it and the wait after it, the page view of a visit.
 *
 * @param props          Props.
 * @param props.meta     The overlay's settings.
 * @param props.set      Their setter.
 * @param props.triggers The overlay's triggers.
 * @param props.postId   The overlay's post id.
 */
function JourneyTriggerFields( {
	meta,
	set,
	triggers,
	postId,
}: CardProps & { triggers: string[]; postId: number | null } ) {
	const idle = settingField( 'inactivity_seconds' );
	const element = settingField( 'trigger_selector' );
	const afterDelay = settingField( 'after_delay' );
	const nth = settingField( 'page_view_count' );
	return (
		<>
			{ triggers.includes( 'inactivity' ) && (
				<TextControl
					{ ...sized }
					type="number"
					{ ...idle.range }
					label={ idle.label }
					help={ idle.help }
					value={ String(
						meta._gb_overlay_inactivity_seconds ?? idle.default
					) }
					onChange={ ( value ) =>
						set(
							'_gb_overlay_inactivity_seconds',
							clamp( value, idle.range )
						)
					}
				/>
			) }
			{ triggers.includes( 'element' ) && (
				<TextControl
					{ ...sized }
					label={ element.label }
					help={ element.help }
					value={ meta._gb_overlay_trigger_selector ?? '' }
					onChange={ ( value ) =>
						set( '_gb_overlay_trigger_selector', value )
					}
				/>
			) }
			{ triggers.includes( 'overlay-closed' ) && (
				<>
					<AfterOverlayField
						meta={ meta }
						set={ set }
						postId={ postId }
					/>
					<TextControl
						{ ...sized }
						type="number"
						{ ...afterDelay.range }
						label={ afterDelay.label }
						value={ String(
							meta._gb_overlay_after_delay ?? afterDelay.default
						) }
						onChange={ ( value ) =>
							set(
								'_gb_overlay_after_delay',
								clamp( value, afterDelay.range )
							)
						}
					/>
				</>
			) }
			{ triggers.includes( 'page-view' ) && (
				<TextControl
					{ ...sized }
					type="number"
					{ ...nth.range }
					label={ nth.label }
					help={ nth.help }
					value={ String(
						meta._gb_overlay_page_view_count ?? nth.default
					) }
					onChange={ ( value ) =>
						set(
							'_gb_overlay_page_view_count',
							clamp( value, nth.range )
						)
					}
				/>
			) }
		</>
	);
}

/**
 * The fields of the chosen triggers: the hint of an interactive one, the scroll percentage, the delay,
 * the event name, the seconds without input, the element, the overlay whose close opens it, the page
 * view, the further triggers of an automatic overlay, the hover buffer of a panel.
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
	const buffer = settingField( 'hover_buffer' );
	const automatic = AUTOMATIC.includes( trigger );
	const triggers = automatic
		? triggersOf( trigger, meta._gb_overlay_more_triggers )
		: [ trigger ];
	return (
		<>
			{ ! automatic && <TriggerHint postId={ postId } /> }
			{ triggers.includes( 'scroll' ) && (
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
			{ triggers.includes( 'time' ) && (
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
			{ triggers.includes( 'custom' ) && (
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
			<JourneyTriggerFields
				meta={ meta }
				set={ set }
				triggers={ triggers }
				postId={ postId }
			/>
			{ automatic && (
				<MoreTriggers meta={ meta } set={ set } trigger={ trigger } />
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
						set( '_gb_overlay_more_triggers', '' );
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
				onChange={ ( value ) => {
					set( '_gb_overlay_trigger_type', value );
					// A trigger is never also one of its more triggers.
					set(
						'_gb_overlay_more_triggers',
						AUTOMATIC.includes( value )
							? triggersOf(
									'',
									props.meta._gb_overlay_more_triggers
								)
									.filter( ( more ) => more !== value )
									.join( ',' )
							: ''
					);
				} }
			/>
			<TriggerFields { ...props } />
		</Group>
	);
}
