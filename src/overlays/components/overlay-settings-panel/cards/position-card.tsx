/**
 * WordPress dependencies
 */
import {
	Notice,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { common, settingField, sized, type CardProps } from '../fields';
import { isValidSelector } from '../selector';
import { Group } from './group';

/**
 * Where a panel (anchored or mega-menu overlay) opens: its placement, the trigger's ancestor it is placed
 * against (with a notice when the selector is not valid), full width.
 *
 * @param props      Props.
 * @param props.meta The overlay's settings.
 * @param props.set  Their setter.
 */
function PanelPosition( { meta, set }: CardProps ) {
	const placement = settingField( 'placement' );
	const parent = settingField( 'position_to_parent' );
	const width = settingField( 'width_mode' );
	return (
		<>
			<SelectControl
				{ ...sized }
				label={ placement.label }
				value={ meta._gb_overlay_placement }
				options={ placement.options }
				onChange={ ( value ) => set( '_gb_overlay_placement', value ) }
			/>
			<TextControl
				{ ...sized }
				label={ parent.label }
				help={ parent.help }
				value={ meta._gb_overlay_position_to_parent ?? '' }
				onChange={ ( value ) =>
					set( '_gb_overlay_position_to_parent', value )
				}
			/>
			{ ! isValidSelector(
				meta._gb_overlay_position_to_parent ?? ''
			) && (
				<Notice status="error" isDismissible={ false }>
					{ __( 'This is not a valid CSS selector.', 'gblocks-pro' ) }
				</Notice>
			) }
			<ToggleControl
				{ ...common }
				label={ width.label }
				checked={ meta._gb_overlay_width_mode === 'full' }
				onChange={ ( checked ) =>
					set( '_gb_overlay_width_mode', checked ? 'full' : '' )
				}
			/>
		</>
	);
}

/**
 * The "Position" card: the position of a standard overlay, the placement of a panel.
 *
 * @param props            Props.
 * @param props.meta       The overlay's settings.
 * @param props.set        Their setter.
 * @param props.isStandard Whether the overlay is a standard one.
 */
export function PositionCard( {
	meta,
	set,
	isStandard,
}: CardProps & { isStandard: boolean } ) {
	const position = settingField( 'position' );
	return (
		<Group title={ __( 'Position', 'gblocks-pro' ) }>
			{ isStandard ? (
				<SelectControl
					{ ...sized }
					label={ position.label }
					value={ meta._gb_overlay_position }
					options={ position.options }
					onChange={ ( value ) =>
						set( '_gb_overlay_position', value )
					}
				/>
			) : (
				<PanelPosition meta={ meta } set={ set } />
			) }
		</Group>
	);
}
