/**
 * Wire and editor types of the Conditions feature (SPEC §3, the conditions REST contract).
 */

/**
 * Internal dependencies
 */
import type { ObjectType } from '../shared/objects/types';

export type Logic = 'AND' | 'OR';

export type ConditionStatus = 'publish' | 'draft';

/** One rule row. Every field is a string on the wire. */
export interface ConditionRow {
	type: string;
	rule: string;
	operator: string;
	value: string;
}

export interface ConditionGroup {
	logic: Logic;
	conditions: ConditionRow[];
}

/** The rule tree stored as gbConditions and exchanged by import/export. */
export interface ConditionTree {
	logic: Logic;
	groups: ConditionGroup[];
}

export interface Condition {
	id: number;
	title: string;
	status: ConditionStatus;
	gbConditions: ConditionTree;
	gblocks_condition_cat: number[];
}

export interface ConditionList {
	conditions: Condition[];
	total: number;
	pages: number;
}

/** A select option served by the lookups; `group` is the optgroup label of a rule. */
export interface LookupOption {
	value: string;
	label: string;
	group?: string;
}

export type ValueType =
	| 'text'
	| 'custom_field'
	| 'datetime'
	| 'day_selector'
	| 'object_selector'
	| 'hierarchical_object_selector'
	| 'author_id';

export type { ObjectType, SearchResult } from '../shared/objects/types';

export interface RuleMetadata {
	needs_value: boolean;
	value_type: ValueType;
	supports_multi: boolean;
	object_type?: ObjectType;
	object_subtype?: string;
	placeholder?: string;
}

export interface UsageItem {
	id: number;
	type: string;
	title: string;
	status: string;
	type_label: string;
	usage_type: 'overlay_display_condition' | 'block_attributes';
	edit_url: string;
	view_url: string;
}

export interface UsageSection {
	label: string;
	total: number;
	items: UsageItem[];
}

export interface UsageResponse {
	total: number;
	usage: Record< string, UsageSection >;
}

export interface ConditionCategory {
	id: number;
	name: string;
	slug: string;
	count?: number;
}

/** Body of POST /conditions and PUT /conditions/{id}. */
export interface ConditionPayload {
	title: string;
	conditions: ConditionTree;
	category: string[] | '';
	status: ConditionStatus;
}

/** The editor's working copy: the tree plus stable keys for React and the touched state. */
export interface EditorRow extends ConditionRow {
	key: string;
}

export interface EditorGroup {
	key: string;
	logic: Logic;
	conditions: EditorRow[];
}

export interface EditorTree {
	logic: Logic;
	groups: EditorGroup[];
}

/** The views of the page (SPEC §2.4). */
export type ConditionsView = 'list' | 'edit' | 'categories';

export interface ConditionsLocation {
	view: ConditionsView;
	/** 'new' or a numeric id, when view is 'edit'. */
	editId: string | null;
	page: number;
}
