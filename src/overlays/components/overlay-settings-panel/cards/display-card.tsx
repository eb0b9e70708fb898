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
import { ConditionSelect } from '../../../../pickers/components/condition-select';
import { common, settingField, type CardProps } from '../fields';
import { Group } from './group';

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

/**
 * The "Display" card: the overlay's display condition and whether it is inverted.
 *
 * @param props               Props.
 * @param props.meta          The overlay's settings.
 * @param props.set           Their setter.
 * @param props.conditionsUrl Address of the Conditions admin page.
 * @param props.queryClient   The editor's QueryClient: the card renders in the sidebar's slot, outside
 *                            the panel's React tree, so the select gets it passed in again.
 */
export function DisplayCard( {
	meta,
	set,
	conditionsUrl,
	queryClient,
}: CardProps & { conditionsUrl: string; queryClient: QueryClient } ) {
	const conditionId = meta._gb_overlay_display_condition ?? '';
	const condition = settingField( 'display_condition' );
	const invert = settingField( 'display_condition_invert' );
	return (
		<Group title={ __( 'Display', 'gblocks-pro' ) }>
			<QueryClientProvider client={ queryClient }>
				<ConditionSelect
					label={ condition.label }
					help={ condition.help }
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
					onEdit={ ( id ) => openConditions( conditionsUrl, id ) }
					onCreate={ () => openConditions( conditionsUrl, 'new' ) }
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
