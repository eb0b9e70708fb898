/**
 * The simulator's wire shapes (POST /simulate) and the panel's inputs.
 */

/**
 * Internal dependencies
 */
import type { ConditionTree } from '../../types';

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

export interface SimulatedRule {
	type: string;
	rule: string;
	operator: string;
	value: string;
	result: boolean;
	decided_in: 'server' | 'visitor';
	reason: string;
}

export interface SimulatedGroup {
	result: boolean;
	logic?: 'AND' | 'OR';
	rules: SimulatedRule[];
}

export interface SimulationResult {
	result: 'shown' | 'hidden';
	logic?: 'AND' | 'OR';
	groups: SimulatedGroup[];
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
