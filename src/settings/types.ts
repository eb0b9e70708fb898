/**
 * The plugin's settings as core's /wp/v2/settings serves them (Settings\Settings registers them).
 */

/** The feature flags (Support\Feature_Flags), each a boolean setting shown as a toggle. */
export type ToggleName =
	| 'gblocks_pro_enable_overlays'
	| 'gblocks_pro_enable_block_conditions'
	| 'gblocks_pro_enable_acf';

/** Page cache compatibility (Page_Cache\Cache_Safety::OPTION). */
export const CACHE_SAFE_OPTION = 'gblocks_pro_cache_safe_conditions';

/**
 * Page cache compatibility's three values (Page_Cache\Cache_Safety::MODES): automatic (follows
 * WP_CACHE), on, off.
 */
export type CacheSafeMode = 'auto' | 'on' | 'off';

export type FlagName = ToggleName | typeof CACHE_SAFE_OPTION;

export type FlagValues = Record< ToggleName, boolean > & {
	[ CACHE_SAFE_OPTION ]: CacheSafeMode;
};

/** One setting of the screen. */
export interface FlagDefinition {
	name: FlagName;
	label: string;
	help: string;
}

/** The switches of Insights (Insights\Settings), each a boolean setting shown as a toggle. */
export type InsightsToggleName =
	| 'gblocks_pro_insights'
	| 'gblocks_pro_insights_count_editors'
	| 'gblocks_pro_insights_honor_dnt'
	| 'gblocks_pro_visitor_history';

/** How many days of daily counts Insights keeps (Insights\Settings::RETENTION_DAYS). */
export const RETENTION_OPTION = 'gblocks_pro_insights_retention_days';

export type InsightsName = InsightsToggleName | typeof RETENTION_OPTION;

export type InsightsValues = Record< InsightsToggleName, boolean > & {
	[ RETENTION_OPTION ]: number;
};

/** Everything the Settings screen reads and saves. */
export type SettingsValues = FlagValues & InsightsValues;

/** One switch of the Insights section. */
export interface InsightsDefinition {
	name: InsightsToggleName;
	label: string;
	help: string;
}
