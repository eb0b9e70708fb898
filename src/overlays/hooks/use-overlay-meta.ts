/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';

/**
 * Internal dependencies
 */
import type { OverlayMeta } from '../types';

/**
 * What the setter takes for a setting: its type, or for an enum setting the string a control gives
 * (the control's options are the setting's enum of settings.json).
 */
export type Settable< V > = V extends string ? string : V;

/**
 * The edited overlay's settings (post meta, saved with the post) and a setter for one of them.
 */
export function useOverlayMeta(): [
	OverlayMeta,
	< K extends keyof OverlayMeta >(
		key: K,
		value: Settable< OverlayMeta[ K ] >
	) => void,
] {
	const meta = useSelect(
		( select ) =>
			( select( editorStore ).getEditedPostAttribute( 'meta' ) ??
				{} ) as OverlayMeta,
		[]
	);
	const { editPost } = useDispatch( editorStore );
	return [ meta, ( key, value ) => editPost( { meta: { [ key ]: value } } ) ];
}
