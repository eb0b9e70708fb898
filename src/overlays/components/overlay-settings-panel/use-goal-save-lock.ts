/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { GOAL_SAVE_LOCK } from './goal';

/**
 * Keeps the editor from saving while a goal field shows an error (the server would refuse it with a
 * 400): WordPress's post saving lock, released when the error is gone or the panel unmounts.
 *
 * @param locked Whether a goal field holds an error (hasGoalError()).
 */
export function useGoalSaveLock( locked: boolean ) {
	const { lockPostSaving, unlockPostSaving } = useDispatch( editorStore );
	useEffect( () => {
		if ( ! locked ) {
			return;
		}
		lockPostSaving( GOAL_SAVE_LOCK );
		return () => {
			unlockPostSaving( GOAL_SAVE_LOCK );
		};
	}, [ locked, lockPostSaving, unlockPostSaving ] );
}
