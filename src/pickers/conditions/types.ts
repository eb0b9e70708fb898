/**
 * The condition picker's data, in the one shape components read.
 */

/** A condition as the pickers see it. */
export interface PickerCondition {
	id: number;
	/** Plain text. */
	title: string;
	/** publish or draft. */
	status: string;
	/** Category ids (gblocks_condition_cat). */
	categories: number[];
	/** A rule of it is decided in the visitor's browser on cached pages (depends_on_visitor). */
	dependsOnVisitor?: boolean;
}

/** One page of GET /conditions. */
export interface PickerPage {
	conditions: PickerCondition[];
	total: number;
	pages: number;
}

/** A condition category (id and name). */
export interface PickerCategory {
	id: number;
	name: string;
}

/** One condition as the conditions routes send it (title a string or { rendered }). */
export interface PickerConditionWire {
	id: number | string;
	title?: string | { rendered?: string; raw?: string };
	status?: string;
	gblocks_condition_cat?: unknown;
	depends_on_visitor?: unknown;
}

/** GET /conditions' response. */
export interface PickerPageWire {
	conditions?: PickerConditionWire[];
	total?: number | string;
	pages?: number | string;
}
