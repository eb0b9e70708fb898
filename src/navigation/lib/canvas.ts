/**
 * The editor canvas preview: class names on a Navigation block and the CSS that goes with them, the
 * breakpoint rules the server prints (so the canvas switches where the front end does) and the chosen
 * icons drawn over core's own toggle icons (as a mask in currentColor).
 */

/**
 * Internal dependencies
 */
import {
	breakpointClassName,
	breakpointCss,
	storedBreakpoint,
	validBreakpoint,
} from './breakpoint';
import { findIcon } from './icons';
import {
	CLOSE_ICON_ATTRIBUTE,
	MENU_ICON_ATTRIBUTE,
	type MenuToggleIconSet,
} from '../types';

const BUTTONS = {
	[ MENU_ICON_ATTRIBUTE ]: {
		prefix: 'gb-nav-menu-icon--',
		button: 'wp-block-navigation__responsive-container-open',
	},
	[ CLOSE_ICON_ATTRIBUTE ]: {
		prefix: 'gb-nav-close-icon--',
		button: 'wp-block-navigation__responsive-container-close',
	},
};

function iconClass( prefix: string, id: string ): string {
	return prefix + id.replace( '/', '--' ).replace( /[^a-z0-9_-]/g, '' );
}

/**
 * The canvas classes of a Navigation block: its breakpoint class and one class per chosen icon.
 *
 * @param attributes Block attributes.
 * @param sets       The icon sets.
 */
export function canvasClassNames(
	attributes: Record< string, unknown >,
	sets: MenuToggleIconSet[]
): string {
	const classes: string[] = [];
	const breakpoint = validBreakpoint( storedBreakpoint( attributes ) );
	if ( breakpoint ) {
		classes.push( breakpointClassName( breakpoint ) );
	}
	Object.entries( BUTTONS ).forEach( ( [ attribute, { prefix } ] ) => {
		const value = attributes[ attribute ];
		if ( findIcon( sets, value ) ) {
			classes.push( iconClass( prefix, String( value ) ) );
		}
	} );
	return classes.join( ' ' );
}

/**
 * The canvas CSS of every Navigation block: each distinct breakpoint and icon once.
 *
 * @param blocks The blocks' attributes.
 * @param sets   The icon sets.
 */
export function canvasCss(
	blocks: Array< Record< string, unknown > >,
	sets: MenuToggleIconSet[]
): string {
	const rules = new Set< string >();
	blocks.forEach( ( attributes ) => {
		const breakpoint = validBreakpoint( storedBreakpoint( attributes ) );
		if ( breakpoint ) {
			rules.add( breakpointCss( breakpoint ) );
		}
		Object.entries( BUTTONS ).forEach(
			( [ attribute, { prefix, button } ] ) => {
				const value = attributes[ attribute ];
				const found = findIcon( sets, value );
				if ( ! found ) {
					return;
				}
				const selector = `.${ iconClass(
					prefix,
					String( value )
				) } .${ button } svg`;
				const url = `url("data:image/svg+xml,${ encodeURIComponent(
					found.icon.svg
				) }")`;
				rules.add(
					`${ selector }{background-color:currentColor;-webkit-mask:${ url } center/contain no-repeat;mask:${ url } center/contain no-repeat;}${ selector } > *{display:none;}`
				);
			}
		);
	} );
	return [ ...rules ].sort().join( '\n' );
}

/** Core's own preview of the toggle, in the Navigation block's "Display" panel (the sidebar). */
const SIDEBAR_PREVIEW = '.wp-block-navigation__overlay-menu-preview';

/**
 * The CSS that draws the chosen icons over core's own preview in the block's sidebar (its "Display"
 * panel shows the open icon, then the close icon, as two svgs in one button), for the selected block.
 *
 * @param attributes The selected Navigation block's attributes (null: none selected).
 * @param sets       The icon sets.
 */
export function sidebarPreviewCss(
	attributes: Record< string, unknown > | null,
	sets: MenuToggleIconSet[]
): string {
	if ( ! attributes ) {
		return '';
	}
	const positions = {
		[ MENU_ICON_ATTRIBUTE ]: 1,
		[ CLOSE_ICON_ATTRIBUTE ]: 2,
	};
	return Object.entries( positions )
		.map( ( [ attribute, position ] ) => {
			const found = findIcon( sets, attributes[ attribute ] );
			if ( ! found ) {
				return '';
			}
			const selector = `${ SIDEBAR_PREVIEW } > svg:nth-of-type(${ position })`;
			const url = `url("data:image/svg+xml,${ encodeURIComponent(
				found.icon.svg
			) }")`;
			return `${ selector }{background-color:currentColor;-webkit-mask:${ url } center/contain no-repeat;mask:${ url } center/contain no-repeat;}${ selector } > *{display:none;}`;
		} )
		.join( '' );
}
