/**
 * The overlay part of the editor data (includes/Overlays/Editor.php, under 'overlay').
 */

/** What includes/Overlays/Editor.php adds to the editor data under 'overlay'. */
export interface OverlayEditorData {
	isOverlay: boolean;
	conditionsUrl: string;
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
		conditionsUrl:
			typeof data.conditionsUrl === 'string' ? data.conditionsUrl : '',
	};
}
