/**
 * Device visibility in the editor (DESIGN §9): the toggles' state and changes, and the editor's
 * preview CSS, where a block hidden on the previewed device stays visible (dimmed, hatched and
 * labelled "Hidden on <device>") instead of vanishing. Re-exports ./devices (the eager part).
 */

/**
 * Internal dependencies
 */
import { compileStyles } from '../../../styles/compiler';
import type { StyleObject } from '../../../styles/compiler';
import {
	DEVICE_VISIBILITY_RULES,
	deviceQuery,
	isHidden,
	setHidden,
} from '../../../styles/device-visibility';
import { blockStyles, HIDDEN_CLASS_PREFIX } from './devices';
import type { Breakpoint } from './devices';

export * from './devices';

/** A toggle of the Device Visibility group. */
export interface VisibilityToggle {
	id: string;
	checked: boolean;
}

/**
 * The toggles of a block: each rule whose query these breakpoints can build, and whether it is on.
 *
 * @param attributes  The block's attributes.
 * @param breakpoints The devices.
 */
export function visibilityToggles(
	attributes: Record< string, unknown >,
	breakpoints: Breakpoint[]
): VisibilityToggle[] {
	const styles = blockStyles( attributes );
	return DEVICE_VISIBILITY_RULES.filter(
		( rule ) => deviceQuery( rule.id, breakpoints ) !== ''
	).map( ( rule ) => ( {
		id: rule.id,
		checked: isHidden( styles, rule.id, breakpoints ),
	} ) );
}

/**
 * The gbStyles change of a toggle: the new style object, or undefined when nothing is left in it
 * (the attribute is then removed).
 *
 * @param attributes  The block's attributes.
 * @param ruleId      The rule.
 * @param hidden      On or off.
 * @param breakpoints The devices.
 */
export function toggleChange(
	attributes: Record< string, unknown >,
	ruleId: string,
	hidden: boolean,
	breakpoints: Breakpoint[]
): { gbStyles: StyleObject | undefined } {
	const next = setHidden(
		blockStyles( attributes ),
		ruleId,
		hidden,
		breakpoints
	);
	return { gbStyles: Object.keys( next ).length > 0 ? next : undefined };
}

/**
 * The styles the editor previews: the block's own, without the display of the device rules that are
 * on (the canvas marks such a block instead of hiding it).
 *
 * @param styles      The block's gbStyles.
 * @param breakpoints The devices.
 */
export function previewStyles(
	styles: StyleObject,
	breakpoints: Breakpoint[]
): StyleObject {
	return DEVICE_VISIBILITY_RULES.reduce(
		( current, rule ) =>
			isHidden( current, rule.id, breakpoints )
				? setHidden( current, rule.id, false, breakpoints )
				: current,
		styles
	);
}

/**
 * Block wrappers in the canvas, without weight (List View rows carry data-block too).
 */
const BLOCK_WRAPPER = ':where(.block-editor-block-list__block)';

/**
 * The canvas selector of a block: its wrapper in the editor, as specific as the front end's class.
 *
 * @param clientId The block's client id.
 */
export function blockSelector( clientId: string ): string {
	return `${ BLOCK_WRAPPER }[data-block="${ clientId.replace(
		/[^A-Za-z0-9_-]/g,
		''
	) }"]`;
}

/**
 * The preview CSS of one block.
 *
 * @param clientId    The block's client id.
 * @param styles      Its gbStyles.
 * @param breakpoints The devices.
 */
export function blockPreviewCss(
	clientId: string,
	styles: StyleObject,
	breakpoints: Breakpoint[]
): string {
	return compileStyles(
		previewStyles( styles, breakpoints ),
		blockSelector( clientId )
	);
}

/**
 * A device's own media query, e.g. `@media (max-width:767px)`; '' for a device open on both sides.
 *
 * @param device The device.
 */
export function deviceMedia( device: Breakpoint ): string {
	const parts: string[] = [];
	if ( typeof device.maxWidth === 'number' ) {
		parts.push( `(max-width:${ device.maxWidth }px)` );
	}
	if ( typeof device.minWidth === 'number' ) {
		parts.push( `(min-width:${ device.minWidth }px)` );
	}
	return parts.length > 0 ? `@media ${ parts.join( ' and ' ) }` : '';
}

/**
 * Text as a CSS string literal.
 *
 * @param text The text.
 */
function cssString( text: string ): string {
	return (
		'"' +
		text
			.replace( /\\/g, '\\\\' )
			.replace( /"/g, '\\"' )
			.replace( /[\n\r\f]/g, ' ' )
			.replace( /</g, '\\3C ' ) +
		'"'
	);
}

/**
 * The canvas CSS that marks blocks hidden on the device being previewed: under each device's query,
 * a hatched, dimmed overlay with its label. The iframe of the editor's device preview has the
 * device's width, so the real media query decides.
 *
 * @param breakpoints The devices.
 * @param label       The marker's text for a device.
 */
export function markerCss(
	breakpoints: Breakpoint[],
	label: ( device: Breakpoint ) => string
): string {
	return breakpoints
		.map( ( device ) => {
			const selector = `.${ HIDDEN_CLASS_PREFIX }${ device.id.replace(
				/[^A-Za-z0-9_-]/g,
				''
			) }`;
			// The block keeps its text readable inside a dashed outline; the label is a small tab on the
			// outline's top edge, outside the block, so it never covers the block's own text.
			const rules =
				`${ selector }{position:relative;outline:1px dashed #757575;outline-offset:1px;}` +
				`${ selector }::after{content:${ cssString(
					label( device )
				) };position:absolute;left:-2px;bottom:100%;z-index:1;display:block;box-sizing:border-box;max-width:100%;margin-bottom:2px;padding:0 4px;` +
				'overflow:hidden;white-space:nowrap;text-overflow:ellipsis;pointer-events:none;' +
				'font:600 10px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;color:#fff;text-align:start;text-transform:none;letter-spacing:normal;' +
				'background:#757575;border-radius:2px;}';
			const media = deviceMedia( device );
			return media ? `${ media }{${ rules }}` : rules;
		} )
		.join( '' );
}
