/**
 * WordPress dependencies
 */
import { RangeControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { BackdropColorControl, type PaletteColor } from '../backdrop-color';
import { common, settingField, sized, type CardProps } from '../fields';
import { Group } from './group';

/**
 * The "Backdrop" card of a standard overlay: the backdrop, its color and its blur.
 *
 * @param props         Props.
 * @param props.meta    The overlay's settings.
 * @param props.set     Their setter.
 * @param props.palette The editor's color palette.
 */
export function BackdropCard( {
	meta,
	set,
	palette,
}: CardProps & { palette: PaletteColor[] | undefined } ) {
	const backdrop = settingField( 'backdrop' );
	const color = settingField( 'backdrop_color' );
	const blur = settingField( 'backdrop_blur' );
	return (
		<Group title={ __( 'Backdrop', 'gblocks-pro' ) }>
			<ToggleControl
				{ ...common }
				label={ backdrop.label }
				checked={ !! meta._gb_overlay_backdrop }
				onChange={ ( checked ) =>
					set( '_gb_overlay_backdrop', checked )
				}
			/>
			{ meta._gb_overlay_backdrop && (
				<>
					<BackdropColorControl
						value={
							meta._gb_overlay_backdrop_color || color.default
						}
						defaultValue={ color.default }
						colors={ palette ?? [] }
						onChange={ ( value ) =>
							set( '_gb_overlay_backdrop_color', value )
						}
					/>
					<RangeControl
						{ ...sized }
						label={ blur.label }
						value={ meta._gb_overlay_backdrop_blur }
						{ ...blur.range }
						onChange={ ( value ) =>
							set( '_gb_overlay_backdrop_blur', value ?? 0 )
						}
					/>
				</>
			) }
		</Group>
	);
}
