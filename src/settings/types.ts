/**
 * The plugin's settings as core's /wp/v2/settings serves them (Settings\Settings registers them).
 */

/**
 * The feature flags (Support\Feature_Flags) and page cache compatibility (Page_Cache\Cache_Safety), each a
 * boolean setting.
 */
export type FlagName =
	| 'gblocks_pro_enable_overlays'
	| 'gblocks_pro_enable_block_conditions'
	| 'gblocks_pro_enable_acf'
	| 'gblocks_pro_cache_safe_conditions';

export type FlagValues = Record< FlagName, boolean >;

/** One toggle of the screen. */
export interface FlagDefinition {
	name: FlagName;
	label: string;
	help: string;
}
