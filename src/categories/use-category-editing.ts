/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * The editing state of a list of categories (or of any named terms, such as the pattern library's
 * collections): the one being renamed and its new name, and the one waiting for the delete
 * confirmation.
 */
export function useCategoryEditing< Item extends { name: string } >() {
	const [ editing, setEditing ] = useState< Item | null >( null );
	const [ editName, setEditName ] = useState( '' );
	const [ deleting, setDeleting ] = useState< Item | null >( null );
	return {
		editing,
		editName,
		setEditName,
		/**
		 * Opens the rename form of an item, filled with its name.
		 *
		 * @param item The item.
		 */
		startEdit: ( item: Item ) => {
			setEditing( item );
			setEditName( item.name );
		},
		/** Closes the rename form. */
		stopEdit: () => setEditing( null ),
		deleting,
		setDeleting,
	};
}

export type CategoryEditing< Item extends { name: string } > = ReturnType<
	typeof useCategoryEditing< Item >
>;
