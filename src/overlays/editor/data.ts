/**
 * The overlay part of the editor data (includes/Overlays/Editor.php, under 'overlay').
 */

/** What includes/Overlays/Editor.php adds to the editor data under 'overlay'. */
export interface OverlayEditorData {
	/** The post being edited is an overlay. */
	isOverlay: boolean;
	/** The overlay editor runs in the Overlay Panels modal's frame (gb_embedded_overlay=1). */
	isEmbedded: boolean;
	/** The overlay editor was opened with gb_overlay_context=1 (SPEC 2.2). */
	isOverlayContext: boolean;
}

/**
 * The overlay part of the editor data, with defaults.
 *
 * @param value editorValue( 'overlay' ).
 */
export function overlayEditorData( value: unknown ): OverlayEditorData {
	const data =
		typeof value === 'object' && value !== null
			? ( value as Record< string, unknown > )
			: {};
	return {
		isOverlay: data.isOverlay === true,
		isEmbedded: data.isEmbedded === true,
		isOverlayContext: data.isOverlayContext === true,
	};
}
