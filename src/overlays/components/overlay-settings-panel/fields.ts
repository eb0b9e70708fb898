/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import definition from '../../settings.json';
import type { OverlayMeta } from '../../types';
import type { Settable } from '../../hooks/use-overlay-meta';

const { settings, interactiveTriggers } = definition;

/** A setting's key in settings.json: the meta key without its prefix. */
export type SettingKey = keyof typeof settings;

/** The setter of useOverlayMeta(). */
export type SetMeta = < K extends keyof OverlayMeta >(
	key: K,
	value: Settable< OverlayMeta[ K ] >
) => void;

/** What every card of the panel gets: the overlay's settings and their setter. */
export interface CardProps {
	meta: OverlayMeta;
	set: SetMeta;
}

/** Props every control of the panel shares. */
export const common = { __nextHasNoMarginBottom: true } as const;
/** Props of the panel's sized controls (selects, text fields, sliders). */
export const sized = { ...common, __next40pxDefaultSize: true } as const;

/** Triggers that open a standard overlay by themselves. */
export const AUTOMATIC = settings.trigger_type.enum.filter(
	( trigger ) => ! interactiveTriggers.includes( trigger )
);

/** Triggers that a visitor's action fires (anchored and mega-menu overlays have only these). */
export const INTERACTIVE = interactiveTriggers;

/** The translated texts of the panel's fields: the label, the help, the labels of an enum's values. */
interface FieldText {
	label: string;
	help?: string;
	values?: Record< string, string >;
}

function animationValues() {
	return {
		'': __( 'None', 'gblocks-pro' ),
		fade: __( 'Fade', 'gblocks-pro' ),
		'slide-up': __( 'Slide up', 'gblocks-pro' ),
		'slide-down': __( 'Slide down', 'gblocks-pro' ),
		'slide-left': __( 'Slide left', 'gblocks-pro' ),
		'slide-right': __( 'Slide right', 'gblocks-pro' ),
		'zoom-in': __( 'Zoom in', 'gblocks-pro' ),
		'zoom-out': __( 'Zoom out', 'gblocks-pro' ),
	};
}

/** The texts of the Goal card's fields (issue 38, Insights). */
function goalTexts() {
	return {
		insights_enabled: {
			label: __( 'Count views and conversions', 'gblocks-pro' ),
			help: __(
				'Counts how often visitors see this overlay, how they close it and how often they reach its goal, without cookies and without storing anything about them.',
				'gblocks-pro'
			),
		},
		goal_type: {
			label: __( 'Goal', 'gblocks-pro' ),
			help: __(
				'What counts as a conversion: once per page view at most.',
				'gblocks-pro'
			),
			values: {
				click: __(
					'Click on a link or button in the overlay',
					'gblocks-pro'
				),
				selector: __(
					'Click on elements matching a selector',
					'gblocks-pro'
				),
				form: __( 'A form is submitted in the overlay', 'gblocks-pro' ),
				page: __( 'A visit to a page', 'gblocks-pro' ),
				event: __( 'A custom event', 'gblocks-pro' ),
			},
		},
		goal_selector: {
			label: __( 'CSS selector', 'gblocks-pro' ),
			help: __(
				'A click on an element matching it, or inside one, is a conversion, e.g. .buy-button or a[href^="/checkout"].',
				'gblocks-pro'
			),
		},
		goal_scope: {
			label: __( 'Where', 'gblocks-pro' ),
			values: {
				overlay: __( 'Inside the overlay', 'gblocks-pro' ),
				page: __( 'Anywhere on the page', 'gblocks-pro' ),
			},
		},
		goal_path: {
			label: __( 'Page path', 'gblocks-pro' ),
			help: __(
				'The address of the page after the domain, e.g. /thank-you/. A visit to it after the overlay was seen is a conversion.',
				'gblocks-pro'
			),
		},
		goal_minutes: {
			label: __( 'Within (minutes)', 'gblocks-pro' ),
			help: __(
				'How long after seeing the overlay the visit still counts (1 to 1440).',
				'gblocks-pro'
			),
		},
	};
}

/** The texts of the fields of the triggers only the journey fires and of the Frequency card (issue 39). */
function journeyTexts() {
	return {
		more_triggers: {
			label: __( 'Also open on', 'gblocks-pro' ),
			help: __(
				'The first trigger that fires opens the overlay, once per page.',
				'gblocks-pro'
			),
		},
		inactivity_seconds: {
			label: __( 'Seconds without input', 'gblocks-pro' ),
			help: __(
				'No mouse movement, key, scroll or touch for this long (1 to 3600).',
				'gblocks-pro'
			),
		},
		trigger_selector: {
			label: __( 'Element (CSS selector)', 'gblocks-pro' ),
			help: __(
				'Opens when an element matching it scrolls into view, e.g. #pricing or .comments.',
				'gblocks-pro'
			),
		},
		after_overlay: {
			label: __( 'After this overlay closes', 'gblocks-pro' ),
		},
		after_delay: {
			label: __( 'Then wait (seconds)', 'gblocks-pro' ),
		},
		page_view_count: {
			label: __( 'On page view number', 'gblocks-pro' ),
			help: __(
				'Of a visit: 3 opens it on the third page a visitor sees. A visit ends after 30 minutes without a page view.',
				'gblocks-pro'
			),
		},
		cap_count: {
			label: __( 'Show at most (times)', 'gblocks-pro' ),
			help: __( '0: no limit. At most 10.', 'gblocks-pro' ),
		},
		cap_period: {
			label: __( 'Per', 'gblocks-pro' ),
			values: {
				session: __( 'Visit', 'gblocks-pro' ),
				day: __( 'Day (24 hours)', 'gblocks-pro' ),
				days: __( 'Number of days', 'gblocks-pro' ),
				ever: __( 'Ever', 'gblocks-pro' ),
			},
		},
		cap_days: { label: __( 'Days', 'gblocks-pro' ) },
		cap_gap_minutes: {
			label: __( 'Minutes between two displays', 'gblocks-pro' ),
			help: __( '0: no wait.', 'gblocks-pro' ),
		},
		stop_after_conversion: {
			label: __( 'After a conversion', 'gblocks-pro' ),
			help: __(
				'A conversion is the goal of the Goal card, or a gblocks:conversion event naming this overlay.',
				'gblocks-pro'
			),
			values: {
				'': __( 'Keep showing it', 'gblocks-pro' ),
				ever: __( 'Stop showing it', 'gblocks-pro' ),
				days: __( 'Stop for some days', 'gblocks-pro' ),
			},
		},
		stop_days: { label: __( 'Days without it', 'gblocks-pro' ) },
	};
}

/**
 * The texts of the fields the panel shows, by setting key. They stay here, not in settings.json: the
 * translation tools find a text only in a literal __() call.
 */
function texts() {
	return {
		type: {
			label: __( 'Type', 'gblocks-pro' ),
			values: {
				standard: __( 'Standard (modal)', 'gblocks-pro' ),
				anchored: __( 'Anchored', 'gblocks-pro' ),
				'mega-menu': __( 'Mega menu', 'gblocks-pro' ),
			},
		},
		trigger_type: {
			label: __( 'Trigger', 'gblocks-pro' ),
			values: {
				click: __( 'Click', 'gblocks-pro' ),
				hover: __( 'Hover', 'gblocks-pro' ),
				both: __( 'Click and hover', 'gblocks-pro' ),
				'exit-intent': __( 'Exit intent', 'gblocks-pro' ),
				scroll: __( 'Scroll percentage', 'gblocks-pro' ),
				time: __( 'Time delay', 'gblocks-pro' ),
				custom: __( 'Custom event', 'gblocks-pro' ),
				inactivity: __( 'Inactivity', 'gblocks-pro' ),
				element: __( 'Element scrolled into view', 'gblocks-pro' ),
				'overlay-closed': __(
					'After another overlay closes',
					'gblocks-pro'
				),
				'page-view': __( 'Page view of a visit', 'gblocks-pro' ),
			},
		},
		scroll_percent: { label: __( 'Scroll percentage', 'gblocks-pro' ) },
		time_delay: { label: __( 'Delay (ms)', 'gblocks-pro' ) },
		custom_event: {
			label: __( 'Event name', 'gblocks-pro' ),
			help: __(
				'The overlay opens when this event is dispatched on document.',
				'gblocks-pro'
			),
		},
		cookie_duration: {
			label: __(
				'After a close, stay closed for (hours)',
				'gblocks-pro'
			),
			help: __(
				'0 opens it again on the next page view.',
				'gblocks-pro'
			),
		},
		hover_buffer: { label: __( 'Hover buffer (px)', 'gblocks-pro' ) },
		display_condition: {
			label: __( 'Display condition', 'gblocks-pro' ),
			help: __(
				'Without a condition, the overlay shows everywhere.',
				'gblocks-pro'
			),
		},
		display_condition_invert: {
			label: __( 'Invert condition', 'gblocks-pro' ),
			help: __(
				'Show the overlay when the condition does not pass.',
				'gblocks-pro'
			),
		},
		position: {
			label: __( 'Position', 'gblocks-pro' ),
			values: {
				center: __( 'Center', 'gblocks-pro' ),
				'top-left': __( 'Top left', 'gblocks-pro' ),
				'top-center': __( 'Top center', 'gblocks-pro' ),
				'top-right': __( 'Top right', 'gblocks-pro' ),
				'center-left': __( 'Center left', 'gblocks-pro' ),
				'center-right': __( 'Center right', 'gblocks-pro' ),
				'bottom-left': __( 'Bottom left', 'gblocks-pro' ),
				'bottom-center': __( 'Bottom center', 'gblocks-pro' ),
				'bottom-right': __( 'Bottom right', 'gblocks-pro' ),
			},
		},
		placement: {
			label: __( 'Placement', 'gblocks-pro' ),
			values: {
				'bottom-start': __( 'Below, start', 'gblocks-pro' ),
				bottom: __( 'Below, centered', 'gblocks-pro' ),
				'bottom-end': __( 'Below, end', 'gblocks-pro' ),
				'top-start': __( 'Above, start', 'gblocks-pro' ),
				top: __( 'Above, centered', 'gblocks-pro' ),
				'top-end': __( 'Above, end', 'gblocks-pro' ),
				left: __( 'Left', 'gblocks-pro' ),
				right: __( 'Right', 'gblocks-pro' ),
			},
		},
		position_to_parent: {
			label: __( 'Position relative to parent', 'gblocks-pro' ),
			help: __(
				'A CSS selector of the trigger’s ancestor to place the panel against, e.g. .site-header. Empty: the trigger.',
				'gblocks-pro'
			),
		},
		width_mode: { label: __( 'Full width', 'gblocks-pro' ) },
		backdrop: { label: __( 'Backdrop', 'gblocks-pro' ) },
		// BackdropColorControl prints the same label.
		backdrop_color: { label: __( 'Backdrop color', 'gblocks-pro' ) },
		backdrop_blur: { label: __( 'Backdrop blur (px)', 'gblocks-pro' ) },
		animation_in: {
			label: __( 'Animation in', 'gblocks-pro' ),
			values: animationValues(),
		},
		animation_out: {
			label: __( 'Animation out', 'gblocks-pro' ),
			values: animationValues(),
		},
		animation_duration: {
			label: __( 'Animation duration (ms)', 'gblocks-pro' ),
		},
		show_close_button: {
			label: __( 'Show close button', 'gblocks-pro' ),
			help: __(
				'A close button in the corner of the overlay. Without it, visitors close the overlay with Escape, a click outside, or an element with data-gb-overlay-close.',
				'gblocks-pro'
			),
		},
		close_on_esc: { label: __( 'Close on Escape', 'gblocks-pro' ) },
		close_on_click_outside: {
			label: __( 'Close on click outside', 'gblocks-pro' ),
		},
		disable_page_scroll: {
			label: __( 'Disable page scroll', 'gblocks-pro' ),
		},
		...goalTexts(),
		...journeyTexts(),
	} satisfies Partial< Record< SettingKey, FieldText > >;
}

/** A setting the panel shows a field for. */
export type FieldKey = keyof ReturnType< typeof texts >;

/** A setting's definition in settings.json, as far as a field reads it. */
interface Definition {
	default: string | number | boolean;
	enum?: string[];
	minimum?: number;
	maximum?: number;
	step?: number;
}

/** One option of a select: a value of the setting's enum and its label. */
export interface FieldOption {
	value: string;
	label: string;
}

/**
 * One field of the panel: the setting's translated label and help, and from settings.json
 * its default, its limits (min, max and step of a number) and the options of an enum (its values in
 * settings.json's order, with their labels).
 */
export interface SettingField< K extends FieldKey > {
	label: string;
	help?: string;
	default: ( typeof settings )[ K ][ 'default' ];
	range: { min: number; max: number; step?: number };
	options: FieldOption[];
}

/**
 * The field of one setting: label and help (translated), default, limits and options (settings.json).
 *
 * @param key The setting's key in settings.json.
 */
export function settingField< K extends FieldKey >(
	key: K
): SettingField< K > {
	const setting: Definition = settings[ key ];
	const text: FieldText = texts()[ key ];
	const values = text.values ?? {};
	return {
		label: text.label,
		help: text.help,
		default: setting.default as SettingField< K >[ 'default' ],
		range: {
			min: setting.minimum ?? 0,
			max: setting.maximum ?? 0,
			...( setting.step ? { step: setting.step } : {} ),
		},
		options: ( setting.enum ?? [] ).map( ( value ) => ( {
			value,
			label: values[ value ] ?? value,
		} ) ),
	};
}

/**
 * A typed number as a setting can hold it: within its range, the minimum when not a number.
 *
 * @param value     The text of the field.
 * @param range     The setting's limits (settingField().range).
 * @param range.min
 * @param range.max
 */
export function clamp( value: string, range: { min: number; max: number } ) {
	return Math.min(
		range.max,
		Math.max( range.min, Math.round( Number( value ) ) || 0 )
	);
}
