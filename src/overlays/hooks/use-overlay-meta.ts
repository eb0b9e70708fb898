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
 * The edited overlay's settings (post meta, saved with the post) and a setter for one of them.
 */
export function useOverlayMeta(): [
	OverlayMeta,
	< K extends keyof OverlayMeta >( key: K, value: OverlayMeta[ K ] ) => void,
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
