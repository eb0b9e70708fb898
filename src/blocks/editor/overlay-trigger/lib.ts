/**
 * The Overlay Panel Trigger's attributes (SPEC 3, 4): `data-gb-overlay="gb-overlay-{id}"` opens an
 * overlay, `data-gb-overlay-close=""` closes the open one; choosing one removes the other. The names
 * come from src/blocks/html-attributes.json.
 */

/**
 * Internal dependencies
 */
import rules from '../../html-attributes.json';
import { attributeMap } from '../html-attributes/lib';
import type { AttributeMap } from '../html-attributes/lib';

export const TRIGGER_ATTRIBUTE = rules.overlayTrigger;
export const CLOSE_ATTRIBUTE = rules.overlayClose;

/** What the trigger select shows: an overlay id, 'close' or '' for none. */
export type TriggerChoice = number | 'close' | '';

const TRIGGER_VALUE = /^gb-overlay-(\d+)$/;

/**
 * The overlay id a stored trigger value names, or null.
 *
 * @param value The data-gb-overlay value.
 */
export function triggerOverlayId( value: unknown ): number | null {
	if ( typeof value !== 'string' ) {
		return null;
	}
	const match = TRIGGER_VALUE.exec( value );
	return match ? Number( match[ 1 ] ) : null;
}

/**
 * The trigger choice stored in a block's htmlAttributes.
 *
 * @param htmlAttributes The block's htmlAttributes.
 */
export function triggerChoice( htmlAttributes: unknown ): TriggerChoice {
	const map = attributeMap( htmlAttributes );
	const id = triggerOverlayId( map[ TRIGGER_ATTRIBUTE ] );
	if ( id !== null ) {
		return id;
	}
	return CLOSE_ATTRIBUTE in map ? 'close' : '';
}

/**
 * The htmlAttributes after a choice: an overlay sets the trigger and drops the close attribute, close
 * does the reverse, none drops both. Undefined when nothing is left.
 *
 * @param htmlAttributes The block's htmlAttributes.
 * @param choice         The choice.
 */
export function withTriggerChoice(
	htmlAttributes: unknown,
	choice: TriggerChoice
): AttributeMap | undefined {
	const next = { ...attributeMap( htmlAttributes ) };
	delete next[ TRIGGER_ATTRIBUTE ];
	delete next[ CLOSE_ATTRIBUTE ];
	if ( choice === 'close' ) {
		next[ CLOSE_ATTRIBUTE ] = '';
	} else if ( typeof choice === 'number' ) {
		next[ TRIGGER_ATTRIBUTE ] = `gb-overlay-${ choice }`;
	}
	return Object.keys( next ).length ? next : undefined;
}

/**
 * Whether the editor runs where the Overlay Panel editor is already open (SPEC 2.2: in the modal's
 * frame, or with the gb_overlay_context flag), where the trigger control is greyed out. Editing an
 * overlay on its own screen (post.php, no flag) is not: there a block of the overlay can still be
 * made a trigger or a "Close Opened Overlay Panel" button.
 *
 * @param overlayData editorValue( 'overlay' ).
 * @param search      The address's query string.
 */
export function isInsideOverlayEditor(
	overlayData: unknown,
	search: string
): boolean {
	const data =
		typeof overlayData === 'object' && overlayData !== null
			? ( overlayData as {
					isEmbedded?: unknown;
					isOverlayContext?: unknown;
				} )
			: {};
	return (
		data.isEmbedded === true ||
		data.isOverlayContext === true ||
		new URLSearchParams( search ).get( 'gb_overlay_context' ) === '1'
	);
}

/** A block's display condition (gbBlockCondition, gbBlockConditionInvert). */
export interface BlockConditionState {
	/** The condition's id, '' for none. */
	id: string;
	invert: boolean;
}

/**
 * Whether a trigger block may show where its overlay does not: the overlay has a display condition and
 * the block does not carry the same one (with the same inversion). On the page such a trigger does
 * nothing where the overlay is hidden (the server then prints no overlay and gives the trigger no
 * button role).
 *
 * @param overlay                        The overlay the block triggers.
 * @param overlay.displayCondition       Its display condition's id ('' or absent for none).
 * @param overlay.displayConditionInvert Whether that condition is inverted.
 * @param block                          The trigger block's own condition.
 */
export function triggerMayShowWithoutOverlay(
	overlay: { displayCondition?: string; displayConditionInvert?: boolean },
	block: BlockConditionState
): boolean {
	const condition = overlay.displayCondition ?? '';
	if ( condition === '' ) {
		return false;
	}
	return (
		block.id !== condition ||
		block.invert !== ( overlay.displayConditionInvert === true )
	);
}
