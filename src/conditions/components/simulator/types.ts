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
	/** A hand-built visitor history (Conditions\Visitor_History); without it the history rules fail. */
	history?: SimulatedHistory;
}

/** A visitor history as the simulator takes it: counts, the first touch, overlay events' ages in days. */
export interface SimulatedHistory {
	page_views?: number;
	session_page_views?: number;
	sessions?: number;
	session_seconds?: number;
	landing_page?: string;
	utm_source?: string;
	utm_medium?: string;
	utm_campaign?: string;
	overlays?: Record<
		string,
		Partial< Record< 'views' | 'closes' | 'conversions', number[] > >
	>;
}

/** What is simulated: a tree being edited, or a stored condition. */
export type SimulationSubject = { conditions: ConditionTree } | { id: number };

/** A rule of the tree (type, rule, operator, value) with its answer. */
export interface SimulatedRule extends ConditionRow {
	result: boolean;
	decided_in: 'server' | 'visitor' | 'browser';
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
	/** Whether a visitor history is simulated, and its fields as typed. */
	history: boolean;
	sessions: string;
	pageViews: string;
	sessionPageViews: string;
	sessionSeconds: string;
	landingPage: string;
	utmSource: string;
	/** One overlay per line: "12 views=0,3 closes=3 conversions=" (days ago of each event). */
	overlays: string;
}
