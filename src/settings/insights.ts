/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import definition from './insights.json';
import { RETENTION_OPTION } from './types';
import type {
	InsightsDefinition,
	InsightsName,
	InsightsToggleName,
	InsightsValues,
} from './types';

const { settings } = definition;

/** The settings of Insights, in settings/insights.json (the definition PHP reads too). */
export const INSIGHTS_NAMES = Object.keys( settings ) as InsightsName[];

/** The retention's default and range, in days. */
export const RETENTION = {
	default: settings[ RETENTION_OPTION ].default,
	min: settings[ RETENTION_OPTION ].minimum,
	max: settings[ RETENTION_OPTION ].maximum,
};

/** The defaults of the Insights settings, until saved. */
export const INSIGHTS_DEFAULTS: InsightsValues = {
	gblocks_pro_insights: settings.gblocks_pro_insights.default,
	gblocks_pro_insights_count_editors:
		settings.gblocks_pro_insights_count_editors.default,
	gblocks_pro_insights_honor_dnt:
		settings.gblocks_pro_insights_honor_dnt.default,
	gblocks_pro_visitor_history: settings.gblocks_pro_visitor_history.default,
	[ RETENTION_OPTION ]: RETENTION.default,
};

/** The switches of the Insights section, in the order the screen shows them. */
export function insightsDefinitions(): InsightsDefinition[] {
	return [
		{
			name: 'gblocks_pro_insights',
			label: __( 'Count views and conversions', 'gblocks-pro' ),
			help: __(
				'Count how often overlay panels are seen, how they are closed and how often their goal is reached. No cookie is set and nothing about a visitor is stored. Each overlay panel can also be left out in its settings.',
				'gblocks-pro'
			),
		},
		{
			name: 'gblocks_pro_insights_count_editors',
			label: __( 'Count users who can edit the overlay', 'gblocks-pro' ),
			help: __(
				'When off, you and others who can edit an overlay panel are not counted when you look at it on the site.',
				'gblocks-pro'
			),
		},
		{
			name: 'gblocks_pro_insights_honor_dnt',
			label: __(
				'Honour Do Not Track and Global Privacy Control',
				'gblocks-pro'
			),
			help: __(
				'Visitors whose browser asks not to be tracked (Do Not Track or Global Privacy Control) are not counted.',
				'gblocks-pro'
			),
		},
		{
			name: 'gblocks_pro_visitor_history',
			label: __( 'Keep a visitor history in the browser', 'gblocks-pro' ),
			help: __(
				'For the Visitor condition rules: each visitor’s own browser keeps how many pages and visits they made, where their first visit came from, and which overlay panels they saw, closed or converted on, for as long as they keep their site data. It is never sent to this site. With the WP Consent API it is kept only with consent to “preferences”. Off: those rules do not pass.',
				'gblocks-pro'
			),
		},
	];
}

/** The help of the retention field. */
export function retentionHelp() {
	return sprintf(
		/* translators: 1: fewest days, 2: most days, 3: default days. */
		__(
			'Daily counts older than this are deleted. From %1$d to %2$d days; the default, %3$d, keeps two years.',
			'gblocks-pro'
		),
		RETENTION.min,
		RETENTION.max,
		RETENTION.default
	);
}

/**
 * Whether a retention is one the server accepts: whole days within the range.
 *
 * @param days The retention.
 */
export function retentionValid( days: number ) {
	return (
		Number.isInteger( days ) &&
		days >= RETENTION.min &&
		days <= RETENTION.max
	);
}

/**
 * The Insights settings in an answer of /wp/v2/settings (one it lacks, or of the wrong kind, keeps its
 * default).
 *
 * @param body The answer.
 */
export function readInsights( body: unknown ): InsightsValues {
	const values: InsightsValues = { ...INSIGHTS_DEFAULTS };
	if ( typeof body !== 'object' || body === null ) {
		return values;
	}
	const record = body as Record< string, unknown >;
	insightsDefinitions().forEach( ( { name } ) => {
		if ( typeof record[ name ] === 'boolean' ) {
			values[ name as InsightsToggleName ] = record[ name ] as boolean;
		}
	} );
	const days = record[ RETENTION_OPTION ];
	if ( typeof days === 'number' && retentionValid( days ) ) {
		values[ RETENTION_OPTION ] = days;
	}
	return values;
}
