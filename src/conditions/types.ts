/**
 * Wire and editor types of the Conditions feature (SPEC §3, the conditions REST contract).
 */

/**
 * Internal dependencies
 */
import type { ObjectType } from '../pickers/objects/types';
import type {
	UsageItem as BaseUsageItem,
	UsageResponse as BaseUsageResponse,
	UsageSection as BaseUsageSection,
} from '../usage';
import type { ConditionTreeSchema } from './tree-schema.generated';

/** A group and a row as tree-schema.json has them (logic and value optional there). */
type SchemaGroup = ConditionTreeSchema[ 'groups' ][ number ];
type SchemaRow = SchemaGroup[ 'conditions' ][ number ];

export type Logic = NonNullable< ConditionTreeSchema[ 'logic' ] >;

export type ConditionStatus = 'publish' | 'draft';

/** One rule row. Every field is a string on the wire (the api layer fills in a missing value). */
export type ConditionRow = Required< SchemaRow >;

export interface ConditionGroup {
	logic: Logic;
	conditions: ConditionRow[];
}

/** The rule tree stored as gbConditions and exchanged by import/export. */
export interface ConditionTree {
	logic: Logic;
	groups: ConditionGroup[];
}

/** A condition as components see it: the api layer normalises every wire shape to this one. */
export interface Condition {
	id: number;
	/** Plain text, whether the server sent a string or { rendered }. */
	title: string;
	status: ConditionStatus;
	/** The rule tree; an empty tree when the server sent none or could not read the stored one. */
	gbConditions: ConditionTree;
	gblocks_condition_cat: number[];
	/** Creation and last-save times as the server sent them (RFC 3339). */
	date?: string;
	/** The version the editor loaded; sent back with an update so that a concurrent save answers 409. */
	modified?: string;
	/** Set when the stored rules could not be read: the server's message. Saving replaces them. */
	rules_error?: string;
}

/** A condition as the conditions routes send it, old or new shape. */
export interface ConditionWire {
	id: number;
	title?: string | { rendered?: string; raw?: string };
	status?: string;
	gbConditions?: ConditionTree | null;
	gblocks_condition_cat?: number[];
	date?: string | null;
	modified?: string | null;
	rules_error?: string | null;
}

export interface ConditionListWire {
	conditions?: ConditionWire[];
	total?: number | string;
	pages?: number | string;
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
	/** A condition type's rule and operator for a new row (get_condition_types). */
	defaults?: TypeDefaults;
}

/** The rule and operator a row starts with when its type is chosen (the type's own, from the server). */
export interface TypeDefaults {
	rule: string;
	operator: string;
}

export type ValueType =
	| 'none'
	| 'text'
	| 'custom_field'
	| 'datetime'
	| 'day_selector'
	| 'object_selector'
	| 'hierarchical_object_selector'
	| 'author_id'
	/** A whole number (the visitor history's counts). */
	| 'count'
	/** 'overlay|count|days' (the visitor history's overlay rules). */
	| 'overlay_history';

export type { ObjectType, SearchResult } from '../pickers/objects/types';

/**
 * Rule metadata as the client reads it. needs_value here means "the row shows a value input": a rule
 * whose value_type is 'none' needs none, and a selector's empty value means 'All …' (the server may
 * say needs_value false for such an optional value).
 */
export interface RuleMetadata {
	needs_value: boolean;
	value_type: ValueType;
	supports_multi: boolean;
	object_type?: ObjectType;
	object_subtype?: string;
	placeholder?: string;
	/** A custom field rule's label of the name it reads ("Cookie name"). */
	name_label?: string;
	/**
	 * Where the rule is decided when the page may be cached: 'visitor' (in the visitor's browser:
	 * device, cookie, referrer, query parameter, date and time), 'browser' (always in the browser: the
	 * visitor history it keeps) or 'server'. Absent from old servers.
	 */
	decided_in?: 'server' | 'visitor' | 'browser';
}

/** The usage types of a condition's usage items (overlays, blocks, classic menu items). */
export type ConditionUsageType =
	'overlay_display_condition' | 'block_attributes' | 'menu_item_condition';

export type UsageItem = BaseUsageItem< ConditionUsageType >;

export type UsageSection = BaseUsageSection< ConditionUsageType >;

export type UsageResponse = BaseUsageResponse< ConditionUsageType >;

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
	/** Update only: the `modified` value the editor loaded; a save in between answers 409. */
	modified?: string;
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
