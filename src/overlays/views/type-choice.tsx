/**
 * WordPress dependencies
 */
import { Button, Modal } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { OverlayType } from '../types';
import { typeLabel } from '../components/overlays-table';

/**
 * The three types with a one-line description each, in the order offered.
 */
export function overlayTypeChoices(): {
	type: OverlayType;
	label: string;
	description: string;
}[] {
	return [
		{
			type: 'standard',
			label: typeLabel( 'standard' ),
			description: __(
				'A modal dialog over the page, opened by a click or automatically.',
				'gblocks-pro'
			),
		},
		{
			type: 'anchored',
			label: typeLabel( 'anchored' ),
			description: __(
				'A panel placed next to the element that opens it, like a dropdown.',
				'gblocks-pro'
			),
		},
		{
			type: 'mega-menu',
			label: typeLabel( 'mega-menu' ),
			description: __(
				'A wide panel opened from a navigation menu item.',
				'gblocks-pro'
			),
		},
	];
}

/**
 * The address of a new overlay of a type (SPEC 2.1).
 *
 * @param type Overlay type.
 */
export function newOverlayUrl( type: OverlayType ): string {
	return `post-new.php?post_type=gblocks_overlay&overlay_type=${ encodeURIComponent(
		type
	) }`;
}

export interface TypeChoiceProps {
	onChoose: ( type: OverlayType ) => void;
	onClose: () => void;
}

/**
 * 'Add New': choose the type of the new overlay panel. The modal takes focus (its first choice) and
 * gives it back to Add New when closed.
 *
 * @param props          Component props.
 * @param props.onChoose
 * @param props.onClose
 */
export function TypeChoice( { onChoose, onClose }: TypeChoiceProps ) {
	return (
		<Modal
			title={ __( 'Choose an overlay panel type', 'gblocks-pro' ) }
			onRequestClose={ onClose }
			className="gblocks-pro-overlay-type-choice"
			size="medium"
		>
			<ul className="gblocks-pro-overlay-type-choice__list">
				{ overlayTypeChoices().map(
					( { type, label, description } ) => (
						<li key={ type }>
							<Button
								className="gblocks-pro-overlay-type-choice__option"
								onClick={ () => onChoose( type ) }
								aria-label={ label }
								aria-describedby={ `gblocks-pro-overlay-type-${ type }` }
							>
								<span className="gblocks-pro-overlay-type-choice__label">
									{ label }
								</span>
								<span
									id={ `gblocks-pro-overlay-type-${ type }` }
									className="gblocks-pro-overlay-type-choice__description"
								>
									{ description }
								</span>
							</Button>
						</li>
					)
				) }
			</ul>
		</Modal>
	);
}
