/**
 * WordPress dependencies
 */
import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { common, settingField, type CardProps } from '../fields';
import { Group } from './group';

/**
 * The "Behaviour" card: the close button of a standard overlay, closing on Escape and on a click
 * outside, the page scroll lock.
 *
 * @param props            Props.
 * @param props.meta       The overlay's settings.
 * @param props.set        Their setter.
 * @param props.isStandard Whether the overlay is a standard one.
 */
export function BehaviourCard( {
	meta,
	set,
	isStandard,
}: CardProps & { isStandard: boolean } ) {
	const closeButton = settingField( 'show_close_button' );
	const esc = settingField( 'close_on_esc' );
	const outside = settingField( 'close_on_click_outside' );
	const scroll = settingField( 'disable_page_scroll' );
	return (
		<Group title={ __( 'Behaviour', 'gblocks-pro' ) }>
			{ isStandard && (
				<ToggleControl
					{ ...common }
					label={ closeButton.label }
					help={ closeButton.help }
					checked={
						meta._gb_overlay_show_close_button ??
						closeButton.default
					}
					onChange={ ( checked ) =>
						set( '_gb_overlay_show_close_button', checked )
					}
				/>
			) }
			<ToggleControl
				{ ...common }
				label={ esc.label }
				checked={ !! meta._gb_overlay_close_on_esc }
				onChange={ ( checked ) =>
					set( '_gb_overlay_close_on_esc', checked )
				}
			/>
			<ToggleControl
				{ ...common }
				label={ outside.label }
				checked={ !! meta._gb_overlay_close_on_click_outside }
				onChange={ ( checked ) =>
					set( '_gb_overlay_close_on_click_outside', checked )
				}
			/>
			<ToggleControl
				{ ...common }
				label={ scroll.label }
				checked={ !! meta._gb_overlay_disable_page_scroll }
				onChange={ ( checked ) =>
					set( '_gb_overlay_disable_page_scroll', checked )
				}
			/>
		</Group>
	);
}
