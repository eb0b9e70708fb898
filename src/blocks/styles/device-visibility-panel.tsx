/**
 * The "Device Visibility" group of the block's Settings panel (DESIGN §9, SPEC 2.3, 3): one toggle per
 * rule of src/styles/device-visibility.json, writing or removing `display: none !important`
 * under the rule's query in gbStyles.
 */

/**
 * WordPress dependencies
 */
import { Notice, PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	hiddenByWordPress,
	toggleChange,
	visibilityToggles,
} from './lib/visibility';
import type { Breakpoint } from './lib/visibility';

/**
 * The translated label of a rule (the JSON holds the English source strings).
 *
 * @param id The rule id.
 */
export function ruleLabel( id: string ): string {
	switch ( id ) {
		case 'largeWidth':
			return __( 'Hide on Desktop', 'gblocks-pro' );
		case 'mediumWidth':
			return __( 'Hide on Tablet', 'gblocks-pro' );
		case 'mediumSmallWidth':
			return __( 'Hide on Tablet & Mobile', 'gblocks-pro' );
		case 'smallWidth':
			return __( 'Hide on Mobile', 'gblocks-pro' );
	}
	return id;
}

export interface DeviceVisibilityPanelProps {
	attributes: Record< string, unknown >;
	setAttributes: ( attributes: Record< string, unknown > ) => void;
	breakpoints: Breakpoint[];
}

/**
 * The Device Visibility toggles. When WordPress itself hides the block (6.9 block visibility), a
 * notice says so; the toggles still work and apply once the block is shown again.
 *
 * @param props               Props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Sets the block's attributes.
 * @param props.breakpoints   The devices.
 */
export function DeviceVisibilityPanel( {
	attributes,
	setAttributes,
	breakpoints,
}: DeviceVisibilityPanelProps ) {
	const toggles = visibilityToggles( attributes, breakpoints );
	return (
		<PanelBody
			title={ __( 'Device Visibility', 'gblocks-pro' ) }
			className="gblocks-pro-device-visibility"
			initialOpen={ toggles.some( ( toggle ) => toggle.checked ) }
		>
			{ hiddenByWordPress( attributes ) && (
				<Notice status="info" isDismissible={ false }>
					{ __(
						'WordPress hides this block on every device (block visibility). These settings apply once it is shown again.',
						'gblocks-pro'
					) }
				</Notice>
			) }
			{ toggles.map( ( toggle ) => (
				<ToggleControl
					key={ toggle.id }
					__nextHasNoMarginBottom
					label={ ruleLabel( toggle.id ) }
					checked={ toggle.checked }
					onChange={ ( checked ) =>
						setAttributes(
							toggleChange(
								attributes,
								toggle.id,
								checked,
								breakpoints
							)
						)
					}
				/>
			) ) }
		</PanelBody>
	);
}
