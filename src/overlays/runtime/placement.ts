/**
 * Placement of anchored and mega-menu panels: beside the anchor, flipped to the other side when it does
 * not fit and the other side has more room, then clamped into the viewport.
 */

/**
 * Internal dependencies
 */
import type { OverlaySettingValues } from '../settings.generated';

/** The placements of settings.json. */
export type Placement = OverlaySettingValues[ 'placement' ];

export interface Box {
	top: number;
	left: number;
	width: number;
	height: number;
}

export interface Size {
	width: number;
	height: number;
}

export interface Placed {
	top: number;
	left: number;
	placement: Placement;
}

const OPPOSITE: Record< string, string > = {
	top: 'bottom',
	bottom: 'top',
	left: 'right',
	right: 'left',
};

const clamp = ( value: number, min: number, max: number ) =>
	Math.max( min, Math.min( value, max ) );

/**
 * Where to put a panel of the given size next to an anchor.
 *
 * @param anchor    The anchor's rectangle (viewport coordinates).
 * @param panel     The panel's size.
 * @param viewport  Viewport width and height.
 * @param placement Wanted placement.
 * @param margin    Distance kept from the viewport's edges.
 */
export function computePlacement(
	anchor: Box,
	panel: Size,
	viewport: Size,
	placement: Placement,
	margin = 8
): Placed {
	let [ side, align = '' ] = placement.split( '-' );
	const vertical = side === 'top' || side === 'bottom';
	const before = vertical ? anchor.top : anchor.left;
	const after = vertical
		? viewport.height - anchor.top - anchor.height
		: viewport.width - anchor.left - anchor.width;
	const size = vertical ? panel.height : panel.width;
	const wantsAfter = side === 'bottom' || side === 'right';
	if (
		( wantsAfter ? after : before ) < size + margin &&
		( wantsAfter ? before : after ) > ( wantsAfter ? after : before )
	) {
		side = OPPOSITE[ side ];
	}
	let top: number;
	let left: number;
	if ( vertical ) {
		top =
			side === 'bottom'
				? anchor.top + anchor.height
				: anchor.top - panel.height;
		if ( align === 'start' ) {
			left = anchor.left;
		} else if ( align === 'end' ) {
			left = anchor.left + anchor.width - panel.width;
		} else {
			left = anchor.left + ( anchor.width - panel.width ) / 2;
		}
	} else {
		left =
			side === 'right'
				? anchor.left + anchor.width
				: anchor.left - panel.width;
		top = anchor.top + ( anchor.height - panel.height ) / 2;
	}
	return {
		top: clamp( top, margin, viewport.height - panel.height - margin ),
		left: clamp( left, margin, viewport.width - panel.width - margin ),
		placement: ( align ? `${ side }-${ align }` : side ) as Placement,
	};
}

/**
 * Whether a point is within `buffer` px of any of the boxes (the trigger and its panel): the hover
 * buffer that keeps a hover panel open while the pointer travels between them.
 *
 * @param x      Pointer x.
 * @param y      Pointer y.
 * @param boxes  Trigger and panel rectangles.
 * @param buffer Buffer in px.
 */
export function inHoverZone(
	x: number,
	y: number,
	boxes: Box[],
	buffer: number
): boolean {
	return boxes.some(
		( box ) =>
			x >= box.left - buffer &&
			x <= box.left + box.width + buffer &&
			y >= box.top - buffer &&
			y <= box.top + box.height + buffer
	);
}
