/**
 * The simulator's wire shapes (POST /simulate) and the panel's inputs.
 */

/**
 * Internal dependencies
 */
import type { ConditionRow, ConditionTree, Logic } from '../../types';

/** The simulated visit, as the route reads it (every key optional). */
export interface SimulationContext {
	device?: string;
	user?: number | 'anonymous';
	url?: string;
	post?: number;
	datetime?: string;
	cookies?: Record< string, string >;
	query?: Record< string, string >;
	referrer?: string;
	language?: string;
}

/** What is simulated: a tree being edited, or a stored condition. */
export type SimulationSubject = { conditions: ConditionTree } | { id: number };

/** A rule of the tree (type, rule, operator, value) with its answer. */
export interface SimulatedRule extends ConditionRow {
	result: boolean;
	decided_in: 'server' | 'visitor';
	reason: string;
}

export interface SimulatedGroup {
	result: boolean;
	logic?: Logic;
	rules: SimulatedRule[];
}

export interface SimulationResult {
	result: 'shown' | 'hidden';
	logic?: Logic;
	groups: SimulatedGroup[];
	/**
	 * Whether page cache compatibility is on (after its filter): only then are visitor rules decided
	 * in the browser on pages a shared cache may store.
	 */
	page_cache_compatibility?: boolean;
}

/** The panel's inputs, as the user edits them. */
export interface SimulatorInputs {
	/** 'front': the front page, 'post' picks a post, 'url' types an address. */
	pageMode: 'front' | 'post' | 'url';
	postId: number | null;
	url: string;
	/** 'anonymous' or 'user' (then userId). */
	visitor: 'anonymous' | 'user';
	userId: number | null;
	device: 'desktop' | 'tablet' | 'mobile';
	/** datetime-local value ('' for now). */
	datetime: string;
	/** One name=value per line. */
	cookies: string;
	query: string;
	referrer: string;
}
