/**
 * WordPress dependencies
 */
import {
	ExternalLink,
	Notice,
	RangeControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useDisplayConditionChoices } from '../../hooks/use-overlay-queries';
import { useOverlayMeta } from '../../hooks/use-overlay-meta';
import type { OverlayType } from '../../types';
import { documentSettingPanel } from './document-setting-panel';

const AUTOMATIC = [ 'exit-intent', 'scroll', 'time', 'custom' ];

function typeOptions() {
	return [
		{ value: 'standard', label: __( 'Standard (modal)', 'gblocks-pro' ) },
		{ value: 'anchored', label: __( 'Anchored', 'gblocks-pro' ) },
		{ value: 'mega-menu', label: __( 'Mega menu', 'gblocks-pro' ) },
	];
}

function triggerOptions( type: OverlayType ) {
	const interactive = [
		{ value: 'click', label: __( 'Click', 'gblocks-pro' ) },
		{ value: 'hover', label: __( 'Hover', 'gblocks-pro' ) },
		{ value: 'both', label: __( 'Click and hover', 'gblocks-pro' ) },
	];
	if ( type !== 'standard' ) {
		return interactive;
	}
	return [
		interactive[ 0 ],
		{ value: 'exit-intent', label: __( 'Exit intent', 'gblocks-pro' ) },
		{ value: 'scroll', label: __( 'Scroll percentage', 'gblocks-pro' ) },
		{ value: 'time', label: __( 'Time delay', 'gblocks-pro' ) },
		{ value: 'custom', label: __( 'Custom event', 'gblocks-pro' ) },
	];
}

function positionOptions() {
	return [
		{ value: 'center', label: __( 'Center', 'gblocks-pro' ) },
		{ value: 'top-left', label: __( 'Top left', 'gblocks-pro' ) },
		{ value: 'top-center', label: __( 'Top center', 'gblocks-pro' ) },
		{ value: 'top-right', label: __( 'Top right', 'gblocks-pro' ) },
		{ value: 'center-left', label: __( 'Center left', 'gblocks-pro' ) },
		{ value: 'center-right', label: __( 'Center right', 'gblocks-pro' ) },
		{ value: 'bottom-left', label: __( 'Bottom left', 'gblocks-pro' ) },
		{ value: 'bottom-center', label: __( 'Bottom center', 'gblocks-pro' ) },
		{ value: 'bottom-right', label: __( 'Bottom right', 'gblocks-pro' ) },
	];
}

function placementOptions() {
	return [
		{ value: 'bottom-start', label: __( 'Below, start', 'gblocks-pro' ) },
		{ value: 'bottom', label: __( 'Below, centered', 'gblocks-pro' ) },
		{ value: 'bottom-end', label: __( 'Below, end', 'gblocks-pro' ) },
		{ value: 'top-start', label: __( 'Above, start', 'gblocks-pro' ) },
		{ value: 'top', label: __( 'Above, centered', 'gblocks-pro' ) },
		{ value: 'top-end', label: __( 'Above, end', 'gblocks-pro' ) },
		{ value: 'left', label: __( 'Left', 'gblocks-pro' ) },
		{ value: 'right', label: __( 'Right', 'gblocks-pro' ) },
	];
}

function animationOptions() {
	return [
		{ value: '', label: __( 'None', 'gblocks-pro' ) },
		{ value: 'fade', label: __( 'Fade', 'gblocks-pro' ) },
		{ value: 'slide-up', label: __( 'Slide up', 'gblocks-pro' ) },
		{ value: 'slide-down', label: __( 'Slide down', 'gblocks-pro' ) },
		{ value: 'slide-left', label: __( 'Slide left', 'gblocks-pro' ) },
		{ value: 'slide-right', label: __( 'Slide right', 'gblocks-pro' ) },
		{ value: 'zoom-in', label: __( 'Zoom in', 'gblocks-pro' ) },
		{ value: 'zoom-out', label: __( 'Zoom out', 'gblocks-pro' ) },
	];
}

const common = { __nextHasNoMarginBottom: true } as const;
const sized = { ...common, __next40pxDefaultSize: true } as const;

/**
 * The "Overlay Settings" panel of the gblocks_overlay editor: every overlay setting, saved as post meta.
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
	const postId = useSelect(
		( select ) => select( editorStore ).getCurrentPostId(),
		[]
	);
	const type = meta._gb_overlay_type ?? 'standard';
	const trigger = meta._gb_overlay_trigger_type ?? 'click';
	const isStandard = type === 'standard';
	const conditionId = meta._gb_overlay_display_condition ?? '';
	// The first page of conditions, plus the stored one resolved by id when it is not on it.
	const conditions = useDisplayConditionChoices( conditionId );
	const conditionFound = ! conditions.notFound;

	// wp.editor's on WordPress 6.6+, wp.editPost's on 6.5.
	const PluginDocumentSettingPanel = documentSettingPanel();
	if ( ! PluginDocumentSettingPanel ) {
		return null;
	}

	return (
		<PluginDocumentSettingPanel
			name="gblocks-pro-overlay-settings"
			title={ __( 'Overlay Settings', 'gblocks-pro' ) }
		>
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
				<p className="components-base-control__help">
					{ sprintf(
						/* translators: %s: the trigger attribute, e.g. data-gb-overlay="gb-overlay-12". */
						__(
							'Any element with %s opens this overlay.',
							'gblocks-pro'
						),
						`data-gb-overlay="gb-overlay-${ postId }"`
					) }
				</p>
			) }
			{ trigger === 'scroll' && (
				<RangeControl
					{ ...sized }
					label={ __( 'Scroll percentage', 'gblocks-pro' ) }
					value={ meta._gb_overlay_scroll_percent }
					min={ 0 }
					max={ 100 }
					onChange={ ( value ) =>
						set( '_gb_overlay_scroll_percent', value ?? 50 )
					}
				/>
			) }
			{ trigger === 'time' && (
				<TextControl
					{ ...sized }
					type="number"
					min={ 0 }
					label={ __( 'Delay (ms)', 'gblocks-pro' ) }
					value={ String( meta._gb_overlay_time_delay ?? 5000 ) }
					onChange={ ( value ) =>
						set(
							'_gb_overlay_time_delay',
							Math.max( 0, Number( value ) || 0 )
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
					min={ 0 }
					label={ __( 'Stay closed for (hours)', 'gblocks-pro' ) }
					help={ __(
						'After a visitor closes it. 0 opens it on every page view.',
						'gblocks-pro'
					) }
					value={ String( meta._gb_overlay_cookie_duration ?? 24 ) }
					onChange={ ( value ) =>
						set(
							'_gb_overlay_cookie_duration',
							Math.max( 0, Number( value ) || 0 )
						)
					}
				/>
			) }
			{ ( trigger === 'hover' || trigger === 'both' ) && ! isStandard && (
				<RangeControl
					{ ...sized }
					label={ __( 'Hover buffer (px)', 'gblocks-pro' ) }
					value={ meta._gb_overlay_hover_buffer }
					min={ 0 }
					max={ 100 }
					onChange={ ( value ) =>
						set( '_gb_overlay_hover_buffer', value ?? 20 )
					}
				/>
			) }
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
						value={ meta._gb_overlay_position_to_parent ?? '' }
						onChange={ ( value ) =>
							set( '_gb_overlay_position_to_parent', value )
						}
					/>
					<ToggleControl
						{ ...common }
						label={ __( 'Full width', 'gblocks-pro' ) }
						checked={ meta._gb_overlay_width_mode === 'full' }
						onChange={ ( checked ) =>
							set(
								'_gb_overlay_width_mode',
								checked ? 'full' : ''
							)
						}
					/>
				</>
			) }
			{ isStandard && (
				<>
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
							<TextControl
								{ ...sized }
								label={ __( 'Backdrop color', 'gblocks-pro' ) }
								value={ meta._gb_overlay_backdrop_color ?? '' }
								onChange={ ( value ) =>
									set( '_gb_overlay_backdrop_color', value )
								}
							/>
							<RangeControl
								{ ...sized }
								label={ __(
									'Backdrop blur (px)',
									'gblocks-pro'
								) }
								value={ meta._gb_overlay_backdrop_blur }
								min={ 0 }
								max={ 50 }
								onChange={ ( value ) =>
									set(
										'_gb_overlay_backdrop_blur',
										value ?? 0
									)
								}
							/>
						</>
					) }
				</>
			) }
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
				min={ 0 }
				max={ 2000 }
				step={ 50 }
				onChange={ ( value ) =>
					set( '_gb_overlay_animation_duration', value ?? 300 )
				}
			/>
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
			<SelectControl
				{ ...sized }
				label={ __( 'Display condition', 'gblocks-pro' ) }
				value={ conditionId }
				options={ [
					{
						value: '',
						label: __( 'None (show everywhere)', 'gblocks-pro' ),
					},
					...conditions.conditions.map( ( item ) => ( {
						value: String( item.id ),
						label:
							item.status === 'draft'
								? sprintf(
										/* translators: %s: condition name. */
										__( '%s (draft)', 'gblocks-pro' ),
										item.title
									)
								: item.title,
					} ) ),
					...( ! conditionId ||
					conditions.conditions.some(
						( item ) => String( item.id ) === conditionId
					)
						? []
						: [
								{
									value: conditionId,
									label: `ID: ${ conditionId }`,
								},
							] ),
				] }
				onChange={ ( value ) =>
					set( '_gb_overlay_display_condition', value )
				}
			/>
			{ ! conditionFound && (
				<Notice status="warning" isDismissible={ false }>
					{ __( 'Condition not found', 'gblocks-pro' ) }
				</Notice>
			) }
			{ conditionId && (
				<>
					<ToggleControl
						{ ...common }
						label={ __( 'Invert condition', 'gblocks-pro' ) }
						help={ __(
							'Show the overlay when the condition does not pass.',
							'gblocks-pro'
						) }
						checked={ !! meta._gb_overlay_display_condition_invert }
						onChange={ ( checked ) =>
							set(
								'_gb_overlay_display_condition_invert',
								checked
							)
						}
					/>
					{ conditionFound && (
						<ExternalLink
							href={ `${ conditionsUrl }&edit=${ conditionId }` }
						>
							{ __( 'Edit condition', 'gblocks-pro' ) }
						</ExternalLink>
					) }
				</>
			) }
		</PluginDocumentSettingPanel>
	);
}
