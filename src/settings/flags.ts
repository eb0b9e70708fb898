/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CACHE_SAFE_OPTION } from './types';
import type {
	CacheSafeMode,
	FlagDefinition,
	FlagName,
	FlagValues,
	ToggleName,
} from './types';

export const FLAG_NAMES: FlagName[] = [
	'gblocks_pro_enable_overlays',
	'gblocks_pro_enable_block_conditions',
	'gblocks_pro_enable_acf',
	'gblocks_pro_cache_safe_conditions',
];

/** The values of page cache compatibility (Page_Cache\Cache_Safety::MODES), in the screen's order. */
export const CACHE_SAFE_MODES: CacheSafeMode[] = [ 'auto', 'on', 'off' ];

/**
 * Defaults of the flags (Support\Feature_Flags::defaults()); page cache compatibility is "automatic"
 * (it follows WP_CACHE) until a choice is saved.
 */
export const FLAG_DEFAULTS: FlagValues = {
	gblocks_pro_enable_overlays: true,
	gblocks_pro_enable_block_conditions: true,
	gblocks_pro_enable_acf: false,
	gblocks_pro_cache_safe_conditions: 'auto',
};

/**
 * Whether page cache compatibility is on for a mode, before the PHP filter: automatic follows the
 * page cache (WP_CACHE).
 *
 * @param mode      The mode.
 * @param pageCache Whether the site has a page cache.
 */
export function cacheSafeOn( mode: CacheSafeMode, pageCache: boolean ) {
	return mode === 'auto' ? pageCache : mode === 'on';
}

/** The feature flags, in the order the screen shows them, with their labels and help texts. */
export function flagDefinitions(): FlagDefinition[] {
	return [
		{
			name: 'gblocks_pro_enable_overlays',
			label: __( 'Overlay panels', 'gblocks-pro' ),
			help: __(
				'Show overlay panels (modals, dropdowns and mega menus) on the front end. When off, visitors see none.',
				'gblocks-pro'
			),
		},
		{
			name: 'gblocks_pro_enable_block_conditions',
			label: __( 'Display conditions on blocks', 'gblocks-pro' ),
			help: __(
				'Hide or show blocks and menu items with a condition. When off, every block and menu item shows, whatever its condition.',
				'gblocks-pro'
			),
		},
		{
			name: 'gblocks_pro_enable_acf',
			label: __( 'Advanced Custom Fields integration', 'gblocks-pro' ),
			help: __(
				'Read Advanced Custom Fields values in dynamic tags and loops (repeaters and galleries loop), and list ACF fields with their labels in the key pickers.',
				'gblocks-pro'
			),
		},
		{
			name: 'gblocks_pro_cache_safe_conditions',
			label: __( 'Page cache compatibility', 'gblocks-pro' ),
			help: __(
				'For visitors a page cache may serve (not logged in), decide device, cookie, referrer, query parameter, date and time rules in the browser, so that a cached page shows each visitor the right content. Roles, meta, options and the other server rules are still decided on the server and never sent. Rules decided in the browser control what is shown, not who may access it.',
				'gblocks-pro'
			),
		},
	];
}

/** What PHP printed for the screen (window.gblocksPro.settings), as a record. */
function screenData(): Record< string, unknown > {
	const settings: unknown = window.gblocksPro?.settings;
	return typeof settings === 'object' && settings !== null
		? ( settings as Record< string, unknown > )
		: {};
}

/** Whether the site has a page cache (WP_CACHE), the default of page cache compatibility. */
export function pageCacheActive(): boolean {
	return screenData().pageCache === true;
}

/**
 * Whether page cache compatibility is in effect after the gblocks_pro_cache_safe_conditions filter, or
 * null when PHP did not say.
 */
export function cacheSafeInEffect(): boolean | null {
	const value = screenData().cacheSafeInEffect;
	return typeof value === 'boolean' ? value : null;
}

/**
 * The flags in an answer of /wp/v2/settings (a flag it lacks, or of the wrong kind, keeps its default).
 *
 * @param body The answer.
 */
export function readFlags( body: unknown ): FlagValues {
	const values: FlagValues = { ...FLAG_DEFAULTS };
	if ( typeof body === 'object' && body !== null ) {
		const record = body as Record< string, unknown >;
		FLAG_NAMES.forEach( ( name ) => {
			const value = record[ name ];
			if ( name === CACHE_SAFE_OPTION ) {
				if ( CACHE_SAFE_MODES.includes( value as CacheSafeMode ) ) {
					values[ name ] = value as CacheSafeMode;
				}
			} else if ( typeof value === 'boolean' ) {
				values[ name as ToggleName ] = value;
			}
		} );
	}
	return values;
}

/** Whether PHP said Advanced Custom Fields is loaded (window.gblocksPro.settings.acfActive). */
export function acfActive(): boolean {
	return screenData().acfActive === true;
}
