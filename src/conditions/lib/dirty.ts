/**
 * The editor's dirty state: the working copy compared with the loaded snapshot.
 */

/**
 * Internal dependencies
 */
import type { ConditionStatus, ConditionTree } from '../types';

export interface EditorSnapshot {
	title: string;
	status: ConditionStatus;
	/** The selected category slug, '' for none. */
	category: string;
	conditions: ConditionTree;
}

/**
 * Whether the editor has unsaved changes. Conditions, title and status are compared as SPEC §4 says;
 * the category is compared too, so that changing only the category is not lost silently.
 *
 * @param snapshot What was loaded (or the defaults of a new condition).
 * @param current  The working copy.
 */
export function hasChanges(
	snapshot: EditorSnapshot,
	current: EditorSnapshot
): boolean {
	return (
		snapshot.title !== current.title ||
		snapshot.status !== current.status ||
		snapshot.category !== current.category ||
		JSON.stringify( snapshot.conditions ) !==
			JSON.stringify( current.conditions )
	);
}
