/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FlagDefinition, FlagName, FlagValues } from './types';

export const FLAG_NAMES: FlagName[] = [
	'gblocks_pro_enable_overlays',
	'gblocks_pro_enable_block_conditions',
	'gblocks_pro_enable_acf',
];

/** Defaults of the flags (Support\Feature_Flags::defaults()). */
export const FLAG_DEFAULTS: FlagValues = {
	gblocks_pro_enable_overlays: true,
	gblocks_pro_enable_block_conditions: true,
	gblocks_pro_enable_acf: false,
};

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
	];
}

/**
 * The flags in an answer of /wp/v2/settings (a flag it lacks keeps its default).
 *
 * @param body The answer.
 */
export function readFlags( body: unknown ): FlagValues {
	const values: FlagValues = { ...FLAG_DEFAULTS };
	if ( typeof body === 'object' && body !== null ) {
		const record = body as Record< string, unknown >;
		FLAG_NAMES.forEach( ( name ) => {
			if ( typeof record[ name ] === 'boolean' ) {
				values[ name ] = record[ name ] as boolean;
			}
		} );
	}
	return values;
}

/** Whether PHP said Advanced Custom Fields is loaded (window.gblocksPro.settings.acfActive). */
export function acfActive(): boolean {
	const settings: unknown = window.gblocksPro?.settings;
	return (
		typeof settings === 'object' &&
		settings !== null &&
		( settings as Record< string, unknown > ).acfActive === true
	);
}
