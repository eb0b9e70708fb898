/**
 * The options of the 'overlays' dashboard (openDashboard( 'overlays', options )), checked.
 */

/**
 * Internal dependencies
 */
import type { OverlayType } from '../../types';

export const OVERLAY_TYPES: readonly OverlayType[] = [
	'standard',
	'anchored',
	'mega-menu',
];

export interface OverlaysModalOptions {
	/** Open straight on the editor view: an overlay id, or 'new' for a new overlay. */
	editId?: number | 'new';
	/** The type of a new overlay (editId 'new'); standard by default. */
	overlayType: OverlayType;
	/** Called with the id of each overlay saved in the modal (e.g. a trigger control selects it). */
	onSaved?: ( id: number ) => void;
}

function isOverlayType( value: unknown ): value is OverlayType {
	return ( OVERLAY_TYPES as readonly unknown[] ).includes( value );
}

/**
 * @param options What openDashboard() was given; anything else than the contract is ignored.
 */
export function overlaysModalOptions(
	options: Record< string, unknown >
): OverlaysModalOptions {
	const { editId, overlayType, onSaved } = options;
	let id: number | 'new' | undefined;
	if ( editId === 'new' ) {
		id = 'new';
	} else if (
		typeof editId === 'number' &&
		Number.isInteger( editId ) &&
		editId > 0
	) {
		id = editId;
	} else if ( typeof editId === 'string' && /^[1-9]\d*$/.test( editId ) ) {
		id = Number( editId );
	}
	return {
		editId: id,
		overlayType: isOverlayType( overlayType ) ? overlayType : 'standard',
		onSaved:
			typeof onSaved === 'function'
				? ( onSaved as ( savedId: number ) => void )
				: undefined,
	};
}
