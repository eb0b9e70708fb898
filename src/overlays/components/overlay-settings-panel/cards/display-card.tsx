/**
 * External dependencies
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

/**
 * WordPress dependencies
 */
import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	ConditionSelect,
	conditionSelectActions,
} from '../../../../pickers/components/condition-select';
import type { OpenConditions } from '../../../../pickers/components/condition-select';
import { common, settingField, type CardProps } from '../fields';
import { Group } from './group';

/**
 * The "Display" card: the overlay's display condition and whether it is inverted.
 *
 * @param props                Props.
 * @param props.meta           The overlay's settings.
 * @param props.set            Their setter.
 * @param props.openConditions Opens the conditions dashboard (the edit and '+' buttons, as on a
 *                             block: a condition created there is chosen); undefined: no buttons.
 * @param props.queryClient    The editor's QueryClient: the card renders in the sidebar's slot, outside
 *                             the panel's React tree, so the select gets it passed in again.
 */
export function DisplayCard( {
	meta,
	set,
	openConditions,
	queryClient,
}: CardProps & {
	openConditions?: OpenConditions;
	queryClient: QueryClient;
} ) {
	const conditionId = meta._gb_overlay_display_condition ?? '';
	const condition = settingField( 'display_condition' );
	const invert = settingField( 'display_condition_invert' );
	const choose = ( value: string ) => {
		set( '_gb_overlay_display_condition', value );
		if ( ! value ) {
			set( '_gb_overlay_display_condition_invert', false );
		}
	};
	return (
		<Group title={ __( 'Display', 'gblocks-pro' ) }>
			<QueryClientProvider client={ queryClient }>
				<ConditionSelect
					label={ condition.label }
					help={ condition.help }
					value={ conditionId }
					onChange={ choose }
					{ ...conditionSelectActions( openConditions, choose ) }
				/>
			</QueryClientProvider>
			{ conditionId && (
				<ToggleControl
					{ ...common }
					label={ invert.label }
					help={ invert.help }
					checked={ !! meta._gb_overlay_display_condition_invert }
					onChange={ ( checked ) =>
						set( '_gb_overlay_display_condition_invert', checked )
					}
				/>
			) }
		</Group>
	);
}
