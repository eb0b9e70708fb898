/**
 * WordPress dependencies
 */
import {
	BaseControl,
	Button,
	ColorIndicator,
	ColorPalette,
	Dropdown,
} from '@wordpress/components';
import { useInstanceId } from '@wordpress/compose';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PaletteColor } from '../../../editor';

/** A color of the theme's palette (the block editor's settings). */
export type { PaletteColor };

/**
 * The backdrop color: WordPress's color picker (the theme palette, a custom color with alpha, Clear) in a
 * dropdown. It writes a CSS color string, which the server validates; Clear writes the default.
 *
 * @param props              Props.
 * @param props.value        The color.
 * @param props.defaultValue The setting's default, written by Clear.
 * @param props.colors       The theme palette.
 * @param props.onChange     Called with the new color.
 */
export function BackdropColorControl( {
	value,
	defaultValue,
	colors,
	onChange,
}: {
	value: string;
	defaultValue: string;
	colors: PaletteColor[];
	onChange: ( color: string ) => void;
} ) {
	const id = useInstanceId(
		BackdropColorControl,
		'gblocks-pro-backdrop-color'
	);
	const label = __( 'Backdrop color', 'gblocks-pro' );
	return (
		<BaseControl
			__nextHasNoMarginBottom
			id={ id }
			label={ label }
			className="gblocks-pro-backdrop-color"
		>
			<Dropdown
				popoverProps={ { placement: 'left-start', offset: 36 } }
				renderToggle={ ( { isOpen, onToggle } ) => (
					<Button
						__next40pxDefaultSize
						id={ id }
						className="gblocks-pro-backdrop-color__toggle"
						aria-expanded={ isOpen }
						onClick={ onToggle }
					>
						<ColorIndicator colorValue={ value } />
						<span className="gblocks-pro-backdrop-color__value">
							{ value }
						</span>
					</Button>
				) }
				renderContent={ () => (
					<div className="gblocks-pro-backdrop-color__picker">
						<ColorPalette
							colors={ colors }
							value={ value }
							enableAlpha
							clearable
							__experimentalIsRenderedInSidebar
							onChange={ ( color ) =>
								onChange( color || defaultValue )
							}
						/>
					</div>
				) }
			/>
		</BaseControl>
	);
}
