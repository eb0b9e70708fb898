/**
 * External dependencies
 */
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';

/**
 * WordPress dependencies
 */
import {
	Notice,
	RangeControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';
import { useInstanceId } from '@wordpress/compose';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { ConditionSelect } from '../../../shared/components/condition-select';
import { useOverlayMeta } from '../../hooks/use-overlay-meta';
import definition from '../../settings.json';
import type { OverlayType } from '../../types';
import { BackdropColorControl, type PaletteColor } from './backdrop-color';
import { documentSettingPanel } from './document-setting-panel';
import { isValidSelector } from './selector';
import { TriggerHint } from './trigger-hint';
import { useOpenByDefault } from './use-open-by-default';
import './style.scss';

const { settings, interactiveTriggers } = definition;

/** Triggers that open a standard overlay by themselves. */
const AUTOMATIC = settings.trigger_type.enum.filter(
	( trigger ) => ! interactiveTriggers.includes( trigger )
);

/**
 * Options of an enum setting: its values from settings.json, in that order, with their labels.
 *
 * @param values The setting's enum.
 * @param labels Translated label of each value.
 */
function options( values: string[], labels: Record< string, string > ) {
	return values.map( ( value ) => ( {
		value,
		label: labels[ value ] ?? value,
	} ) );
}

function typeOptions() {
	return options( settings.type.enum, {
		standard: __( 'Standard (modal)', 'gblocks-pro' ),
		anchored: __( 'Anchored', 'gblocks-pro' ),
		'mega-menu': __( 'Mega menu', 'gblocks-pro' ),
	} );
}

function triggerOptions( type: OverlayType ) {
	// Automatic triggers exist only for standard overlays.
	return options(
		settings.trigger_type.enum.filter(
			( trigger ) =>
				type === 'standard' || interactiveTriggers.includes( trigger )
		),
		{
			click: __( 'Click', 'gblocks-pro' ),
			hover: __( 'Hover', 'gblocks-pro' ),
			both: __( 'Click and hover', 'gblocks-pro' ),
			'exit-intent': __( 'Exit intent', 'gblocks-pro' ),
			scroll: __( 'Scroll percentage', 'gblocks-pro' ),
			time: __( 'Time delay', 'gblocks-pro' ),
			custom: __( 'Custom event', 'gblocks-pro' ),
		}
	);
}

function positionOptions() {
	return options( settings.position.enum, {
		center: __( 'Center', 'gblocks-pro' ),
		'top-left': __( 'Top left', 'gblocks-pro' ),
		'top-center': __( 'Top center', 'gblocks-pro' ),
		'top-right': __( 'Top right', 'gblocks-pro' ),
		'center-left': __( 'Center left', 'gblocks-pro' ),
		'center-right': __( 'Center right', 'gblocks-pro' ),
		'bottom-left': __( 'Bottom left', 'gblocks-pro' ),
		'bottom-center': __( 'Bottom center', 'gblocks-pro' ),
		'bottom-right': __( 'Bottom right', 'gblocks-pro' ),
	} );
}

function placementOptions() {
	return options( settings.placement.enum, {
		'bottom-start': __( 'Below, start', 'gblocks-pro' ),
		bottom: __( 'Below, centered', 'gblocks-pro' ),
		'bottom-end': __( 'Below, end', 'gblocks-pro' ),
		'top-start': __( 'Above, start', 'gblocks-pro' ),
		top: __( 'Above, centered', 'gblocks-pro' ),
		'top-end': __( 'Above, end', 'gblocks-pro' ),
		left: __( 'Left', 'gblocks-pro' ),
		right: __( 'Right', 'gblocks-pro' ),
	} );
}

function animationOptions() {
	return options( settings.animation_in.enum, {
		'': __( 'None', 'gblocks-pro' ),
		fade: __( 'Fade', 'gblocks-pro' ),
		'slide-up': __( 'Slide up', 'gblocks-pro' ),
		'slide-down': __( 'Slide down', 'gblocks-pro' ),
		'slide-left': __( 'Slide left', 'gblocks-pro' ),
		'slide-right': __( 'Slide right', 'gblocks-pro' ),
		'zoom-in': __( 'Zoom in', 'gblocks-pro' ),
		'zoom-out': __( 'Zoom out', 'gblocks-pro' ),
	} );
}

/**
 * A typed number as the setting can hold it: within its range, the minimum when not a number.
 *
 * @param value           The text of the field.
 * @param setting         The setting's definition.
 * @param setting.minimum Its minimum.
 * @param setting.maximum Its maximum.
 */
function clamp( value: string, setting: { minimum: number; maximum: number } ) {
	return Math.min(
		setting.maximum,
		Math.max( setting.minimum, Math.round( Number( value ) ) || 0 )
	);
}

/**
 * min, max (and step) of a number setting, from settings.json.
 *
 * @param setting         The setting's definition.
 * @param setting.minimum Its minimum.
 * @param setting.maximum Its maximum.
 * @param setting.step    Its slider step, if any.
 */
function range( setting: { minimum: number; maximum: number; step?: number } ) {
	return {
		min: setting.minimum,
		max: setting.maximum,
		...( setting.step ? { step: setting.step } : {} ),
	};
}

/**
 * Opens the Conditions page in a new tab, on one condition's editor ('new' creates one). The panel's
 * select refreshes when the editor's window gets the focus back.
 *
 * @param conditionsUrl Address of the Conditions admin page.
 * @param edit          Condition id, or 'new'.
 */
function openConditions( conditionsUrl: string, edit: string ) {
	window.open(
		`${ conditionsUrl }&edit=${ encodeURIComponent( edit ) }`,
		'_blank',
		'noopener'
	);
}

const common = { __nextHasNoMarginBottom: true } as const;
const sized = { ...common, __next40pxDefaultSize: true } as const;

/** The panel's name within the plugin: its preference key is `{plugin}/{name}`. */
export const PANEL_NAME = 'gblocks-pro-overlay-settings';

/**
 * One group of settings under a heading, its controls evenly spaced.
 *
 * @param props          Props.
 * @param props.title    The heading.
 * @param props.children The controls.
 */
function Group( { title, children }: { title: string; children: ReactNode } ) {
	const id = useInstanceId( Group, 'gblocks-pro-overlay-settings-group' );
	return (
		<div
			className="gblocks-pro-overlay-settings__group"
			role="group"
			aria-labelledby={ id }
		>
			<h3 id={ id } className="gblocks-pro-overlay-settings__heading">
				{ title }
			</h3>
			<div className="gblocks-pro-overlay-settings__controls">
				{ children }
			</div>
		</div>
	);
}

/**
 * The "Overlay Settings" panel of the gblocks_overlay editor: every overlay setting, saved as post meta,
 * in groups (Type & trigger, Display, Position, Backdrop, Animation, Behaviour). Open the first time a
 * user sees it.
 *
 * @param props               Props.
 * @param props.conditionsUrl Address of the Conditions admin page.
 */
export function OverlaySettingsPanel( {
	conditionsUrl,
}: {
	conditionsUrl: string;
} ) {
	const [ meta, set ] = useOverlayMeta();
	const { postId, palette } = useSelect(
		( select ) => ( {
			postId: select( editorStore ).getCurrentPostId() as number | null,
			// The editor's merged palette (theme, default and custom colors), by store name: the
			// bundle's typings of @wordpress/block-editor do not declare its store.
			palette: (
				select( 'core/block-editor' ) as {
					getSettings: () => { colors?: PaletteColor[] };
				}
			 ).getSettings().colors,
		} ),
		[]
	);
	useOpenByDefault( PANEL_NAME );
	const type = meta._gb_overlay_type ?? 'standard';
	const trigger = meta._gb_overlay_trigger_type ?? 'click';
	const isStandard = type === 'standard';
	const conditionId = meta._gb_overlay_display_condition ?? '';
	// The panel's content renders in the sidebar's slot, outside this component's React tree: the
	// select gets the QueryClient passed in again.
	const queryClient = useQueryClient();

	// wp.editor's, read at run time.
	const PluginDocumentSettingPanel = documentSettingPanel();
	if ( ! PluginDocumentSettingPanel ) {
		return null;
	}

	return (
		<PluginDocumentSettingPanel
			name={ PANEL_NAME }
			title={ __( 'Overlay Settings', 'gblocks-pro' ) }
		>
			<div className="gblocks-pro-overlay-settings">
				<Group title={ __( 'Type & trigger', 'gblocks-pro' ) }>
					<SelectControl
						{ ...sized }
						label={ __( 'Type', 'gblocks-pro' ) }
						value={ type }
						options={ typeOptions() }
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
						label={ __( 'Trigger', 'gblocks-pro' ) }
						value={ trigger }
						options={ triggerOptions( type ) }
						onChange={ ( value ) =>
							set( '_gb_overlay_trigger_type', value )
						}
					/>
					{ ! AUTOMATIC.includes( trigger ) && (
						<TriggerHint postId={ postId } />
					) }
					{ trigger === 'scroll' && (
						<RangeControl
							{ ...sized }
							label={ __( 'Scroll percentage', 'gblocks-pro' ) }
							value={ meta._gb_overlay_scroll_percent }
							{ ...range( settings.scroll_percent ) }
							onChange={ ( value ) =>
								set(
									'_gb_overlay_scroll_percent',
									value ?? settings.scroll_percent.default
								)
							}
						/>
					) }
					{ trigger === 'time' && (
						<TextControl
							{ ...sized }
							type="number"
							{ ...range( settings.time_delay ) }
							label={ __( 'Delay (ms)', 'gblocks-pro' ) }
							value={ String(
								meta._gb_overlay_time_delay ??
									settings.time_delay.default
							) }
							onChange={ ( value ) =>
								set(
									'_gb_overlay_time_delay',
									clamp( value, settings.time_delay )
								)
							}
						/>
					) }
					{ trigger === 'custom' && (
						<TextControl
							{ ...sized }
							label={ __( 'Event name', 'gblocks-pro' ) }
							help={ __(
								'The overlay opens when this event is dispatched on document.',
								'gblocks-pro'
							) }
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
							{ ...range( settings.cookie_duration ) }
							label={ __(
								'Stay closed for (hours)',
								'gblocks-pro'
							) }
							help={ __(
								'After a visitor closes it. 0 opens it on every page view.',
								'gblocks-pro'
							) }
							value={ String(
								meta._gb_overlay_cookie_duration ??
									settings.cookie_duration.default
							) }
							onChange={ ( value ) =>
								set(
									'_gb_overlay_cookie_duration',
									clamp( value, settings.cookie_duration )
								)
							}
						/>
					) }
					{ ( trigger === 'hover' || trigger === 'both' ) &&
						! isStandard && (
							<RangeControl
								{ ...sized }
								label={ __(
									'Hover buffer (px)',
									'gblocks-pro'
								) }
								value={ meta._gb_overlay_hover_buffer }
								{ ...range( settings.hover_buffer ) }
								onChange={ ( value ) =>
									set(
										'_gb_overlay_hover_buffer',
										value ?? settings.hover_buffer.default
									)
								}
							/>
						) }
				</Group>
				<Group title={ __( 'Display', 'gblocks-pro' ) }>
					<QueryClientProvider client={ queryClient }>
						<ConditionSelect
							label={ __( 'Display condition', 'gblocks-pro' ) }
							help={ __(
								'Without a condition, the overlay shows everywhere.',
								'gblocks-pro'
							) }
							value={ conditionId }
							onChange={ ( value ) => {
								set( '_gb_overlay_display_condition', value );
								if ( ! value ) {
									set(
										'_gb_overlay_display_condition_invert',
										false
									);
								}
							} }
							onEdit={ ( id ) =>
								openConditions( conditionsUrl, id )
							}
							onCreate={ () =>
								openConditions( conditionsUrl, 'new' )
							}
						/>
					</QueryClientProvider>
					{ conditionId && (
						<ToggleControl
							{ ...common }
							label={ __( 'Invert condition', 'gblocks-pro' ) }
							help={ __(
								'Show the overlay when the condition does not pass.',
								'gblocks-pro'
							) }
							checked={
								!! meta._gb_overlay_display_condition_invert
							}
							onChange={ ( checked ) =>
								set(
									'_gb_overlay_display_condition_invert',
									checked
								)
							}
						/>
					) }
				</Group>
				<Group title={ __( 'Position', 'gblocks-pro' ) }>
					{ isStandard ? (
						<SelectControl
							{ ...sized }
							label={ __( 'Position', 'gblocks-pro' ) }
							value={ meta._gb_overlay_position }
							options={ positionOptions() }
							onChange={ ( value ) =>
								set( '_gb_overlay_position', value )
							}
						/>
					) : (
						<>
							<SelectControl
								{ ...sized }
								label={ __( 'Placement', 'gblocks-pro' ) }
								value={ meta._gb_overlay_placement }
								options={ placementOptions() }
								onChange={ ( value ) =>
									set( '_gb_overlay_placement', value )
								}
							/>
							<TextControl
								{ ...sized }
								label={ __(
									'Position relative to parent',
									'gblocks-pro'
								) }
								help={ __(
									'A CSS selector of the trigger’s ancestor to place the panel against, e.g. .site-header. Empty: the trigger.',
									'gblocks-pro'
								) }
								value={
									meta._gb_overlay_position_to_parent ?? ''
								}
								onChange={ ( value ) =>
									set(
										'_gb_overlay_position_to_parent',
										value
									)
								}
							/>
							{ ! isValidSelector(
								meta._gb_overlay_position_to_parent ?? ''
							) && (
								<Notice status="error" isDismissible={ false }>
									{ __(
										'This is not a valid CSS selector.',
										'gblocks-pro'
									) }
								</Notice>
							) }
							<ToggleControl
								{ ...common }
								label={ __( 'Full width', 'gblocks-pro' ) }
								checked={
									meta._gb_overlay_width_mode === 'full'
								}
								onChange={ ( checked ) =>
									set(
										'_gb_overlay_width_mode',
										checked ? 'full' : ''
									)
								}
							/>
						</>
					) }
				</Group>
				{ isStandard && (
					<Group title={ __( 'Backdrop', 'gblocks-pro' ) }>
						<ToggleControl
							{ ...common }
							label={ __( 'Backdrop', 'gblocks-pro' ) }
							checked={ !! meta._gb_overlay_backdrop }
							onChange={ ( checked ) =>
								set( '_gb_overlay_backdrop', checked )
							}
						/>
						{ meta._gb_overlay_backdrop && (
							<>
								<BackdropColorControl
									value={
										meta._gb_overlay_backdrop_color ||
										settings.backdrop_color.default
									}
									defaultValue={
										settings.backdrop_color.default
									}
									colors={ palette ?? [] }
									onChange={ ( value ) =>
										set(
											'_gb_overlay_backdrop_color',
											value
										)
									}
								/>
								<RangeControl
									{ ...sized }
									label={ __(
										'Backdrop blur (px)',
										'gblocks-pro'
									) }
									value={ meta._gb_overlay_backdrop_blur }
									{ ...range( settings.backdrop_blur ) }
									onChange={ ( value ) =>
										set(
											'_gb_overlay_backdrop_blur',
											value ?? 0
										)
									}
								/>
							</>
						) }
					</Group>
				) }
				<Group title={ __( 'Animation', 'gblocks-pro' ) }>
					<SelectControl
						{ ...sized }
						label={ __( 'Animation in', 'gblocks-pro' ) }
						value={ meta._gb_overlay_animation_in }
						options={ animationOptions() }
						onChange={ ( value ) =>
							set( '_gb_overlay_animation_in', value )
						}
					/>
					<SelectControl
						{ ...sized }
						label={ __( 'Animation out', 'gblocks-pro' ) }
						value={ meta._gb_overlay_animation_out }
						options={ animationOptions() }
						onChange={ ( value ) =>
							set( '_gb_overlay_animation_out', value )
						}
					/>
					<RangeControl
						{ ...sized }
						label={ __( 'Animation duration (ms)', 'gblocks-pro' ) }
						value={ meta._gb_overlay_animation_duration }
						{ ...range( settings.animation_duration ) }
						onChange={ ( value ) =>
							set(
								'_gb_overlay_animation_duration',
								value ?? settings.animation_duration.default
							)
						}
					/>
				</Group>
				<Group title={ __( 'Behaviour', 'gblocks-pro' ) }>
					{ isStandard && (
						<ToggleControl
							{ ...common }
							label={ __( 'Show close button', 'gblocks-pro' ) }
							help={ __(
								'A close button in the corner of the overlay. Without it, visitors close the overlay with Escape, a click outside, or an element with data-gb-overlay-close.',
								'gblocks-pro'
							) }
							checked={
								meta._gb_overlay_show_close_button ??
								settings.show_close_button.default
							}
							onChange={ ( checked ) =>
								set( '_gb_overlay_show_close_button', checked )
							}
						/>
					) }
					<ToggleControl
						{ ...common }
						label={ __( 'Close on Escape', 'gblocks-pro' ) }
						checked={ !! meta._gb_overlay_close_on_esc }
						onChange={ ( checked ) =>
							set( '_gb_overlay_close_on_esc', checked )
						}
					/>
					<ToggleControl
						{ ...common }
						label={ __( 'Close on click outside', 'gblocks-pro' ) }
						checked={ !! meta._gb_overlay_close_on_click_outside }
						onChange={ ( checked ) =>
							set( '_gb_overlay_close_on_click_outside', checked )
						}
					/>
					<ToggleControl
						{ ...common }
						label={ __( 'Disable page scroll', 'gblocks-pro' ) }
						checked={ !! meta._gb_overlay_disable_page_scroll }
						onChange={ ( checked ) =>
							set( '_gb_overlay_disable_page_scroll', checked )
						}
					/>
				</Group>
			</div>
		</PluginDocumentSettingPanel>
	);
}
