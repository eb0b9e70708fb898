/**
 * WordPress dependencies
 */
import { PanelBody, SelectControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockTypeAttributes } from '../../../editor/attributes';
import { useOverlayList } from '../../hooks/use-overlay-queries';
import { overlayTitle } from './overlay-title';

export const MEGA_MENU_ATTRIBUTE =
	'gbOverlay' satisfies keyof BlockTypeAttributes[ 'core/navigation-link' ];
export const MEGA_MENU_BLOCKS = [
	'core/navigation-link',
	'core/navigation-submenu',
];

/**
 * The inspector panel of navigation items that chooses the overlay the item opens (a mega menu).
 *
 * @param props          Props.
 * @param props.value    Chosen overlay id.
 * @param props.onChange Called with the new id, or undefined for none.
 */
export function MegaMenuControl( {
	value,
	onChange,
}: {
	value: number | undefined;
	onChange: ( value: number | undefined ) => void;
} ) {
	const overlays = useOverlayList();
	const choices = ( overlays.data ?? [] ).filter(
		( overlay ) => overlay.trigger_info.is_interactive
	);
	return (
		<PanelBody title={ __( 'Overlay panel', 'gblocks-pro' ) }>
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Opens overlay', 'gblocks-pro' ) }
				help={ __(
					'A mega-menu overlay is shown under this item; other types open from it.',
					'gblocks-pro'
				) }
				value={ value ? String( value ) : '' }
				options={ [
					{ value: '', label: __( 'None', 'gblocks-pro' ) },
					...choices.map( ( overlay ) => ( {
						value: String( overlay.id ),
						label:
							overlay.status === 'publish'
								? overlayTitle( overlay.title )
								: sprintf(
										/* translators: %s: overlay panel name. */
										__( '%s (draft)', 'gblocks-pro' ),
										overlayTitle( overlay.title )
									),
					} ) ),
				] }
				onChange={ ( next ) =>
					onChange( next ? Number( next ) : undefined )
				}
			/>
		</PanelBody>
	);
}
