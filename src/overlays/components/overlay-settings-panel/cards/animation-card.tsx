/**
 * WordPress dependencies
 */
import { RangeControl, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { settingField, sized, type CardProps } from '../fields';
import { Group } from './group';

/**
 * The "Animation" card: the animations in and out, their duration.
 *
 * @param props      Props.
 * @param props.meta The overlay's settings.
 * @param props.set  Their setter.
 */
export function AnimationCard( { meta, set }: CardProps ) {
	const animationIn = settingField( 'animation_in' );
	const animationOut = settingField( 'animation_out' );
	const duration = settingField( 'animation_duration' );
	return (
		<Group title={ __( 'Animation', 'gblocks-pro' ) }>
			<SelectControl
				{ ...sized }
				label={ animationIn.label }
				value={ meta._gb_overlay_animation_in }
				options={ animationIn.options }
				onChange={ ( value ) =>
					set( '_gb_overlay_animation_in', value )
				}
			/>
			<SelectControl
				{ ...sized }
				label={ animationOut.label }
				value={ meta._gb_overlay_animation_out }
				options={ animationOut.options }
				onChange={ ( value ) =>
					set( '_gb_overlay_animation_out', value )
				}
			/>
			<RangeControl
				{ ...sized }
				label={ duration.label }
				value={ meta._gb_overlay_animation_duration }
				{ ...duration.range }
				onChange={ ( value ) =>
					set(
						'_gb_overlay_animation_duration',
						value ?? duration.default
					)
				}
			/>
		</Group>
	);
}
