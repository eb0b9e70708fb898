/**
 * Keeps the canvas CSS of the Navigation blocks in the editor canvas: in the canvas iframe (also after
 * it is recreated, e.g. by the device preview) and in the editor document when the canvas is not
 * iframed.
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { canvasCss } from '../lib/canvas';
import type { MenuToggleIconSet } from '../types';

export const CANVAS_STYLE_ID = 'gblocks-pro-navigation-canvas';

interface BlockEditorSelectors {
	getBlocksByName: ( name: string ) => string[];
	getBlockAttributes: (
		clientId: string
	) => Record< string, unknown > | null;
}

/**
 * Writes the CSS into a document's head (or removes it when empty).
 *
 * @param doc The document.
 * @param css The CSS.
 */
export function applyCanvasCss(
	doc: Document | null | undefined,
	css: string
) {
	if ( ! doc?.head ) {
		return;
	}
	let style = doc.getElementById( CANVAS_STYLE_ID );
	if ( ! css ) {
		style?.remove();
		return;
	}
	if ( ! style ) {
		style = doc.createElement( 'style' );
		style.id = CANVAS_STYLE_ID;
		doc.head.appendChild( style );
	}
	if ( style.textContent !== css ) {
		style.textContent = css;
	}
}

function canvasDocuments(): Document[] {
	const frames = Array.from(
		document.querySelectorAll< HTMLIFrameElement >(
			'iframe[name="editor-canvas"]'
		)
	);
	return [
		document,
		...frames
			.map( ( frame ) => frame.contentDocument )
			.filter( ( doc ): doc is Document => !! doc ),
	];
}

/**
 * The plugin component.
 *
 * @param props        Props.
 * @param props.blocks The block names that take the settings.
 * @param props.sets   The icon sets.
 */
export function NavigationCanvasStyles( {
	blocks,
	sets,
}: {
	blocks: string[];
	sets: MenuToggleIconSet[];
} ) {
	const css = useSelect(
		( select ) => {
			// By name: the package's types are not visible to TypeScript (types/wordpress-block-editor.d.ts).
			const store = select(
				'core/block-editor'
			) as unknown as BlockEditorSelectors;
			const attributes = blocks
				.flatMap( ( name ) => store.getBlocksByName( name ) )
				.map( ( clientId ) => store.getBlockAttributes( clientId ) )
				.filter( ( value ): value is Record< string, unknown > =>
					Boolean( value )
				);
			return canvasCss( attributes, sets );
		},
		[ blocks, sets ]
	);

	useEffect( () => {
		const apply = () =>
			canvasDocuments().forEach( ( doc ) => applyCanvasCss( doc, css ) );
		apply();
		// The canvas iframe is created after the editor and recreated by the device preview.
		const observer = new window.MutationObserver( () => {
			if (
				css &&
				canvasDocuments().some(
					( doc ) =>
						doc.head && ! doc.getElementById( CANVAS_STYLE_ID )
				)
			) {
				apply();
			}
		} );
		observer.observe( document.body, { childList: true, subtree: true } );
		const onLoad = ( event: Event ) => {
			if (
				event.target instanceof HTMLIFrameElement &&
				event.target.name === 'editor-canvas'
			) {
				apply();
			}
		};
		document.addEventListener( 'load', onLoad, true );
		return () => {
			observer.disconnect();
			document.removeEventListener( 'load', onLoad, true );
		};
	}, [ css ] );

	return null;
}
