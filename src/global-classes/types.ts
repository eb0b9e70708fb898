/**
 * Types of the global classes feature (DESIGN §9): the records of the core entity
 * postType/gblocks_styles and the picker's list of GET generateblocks-pro/v1/global-classes.
 */

/** A style object (gbStyles, gb_style_data): camelCase properties, `&…`/selector keys, at-rule keys. */
export type StyleValue = string | number;
export interface StyleObject {
	[ key: string ]: StyleValue | StyleObject;
}

export type ClassStatus = 'publish' | 'draft';

/** A class as the Global Styles screen uses it (read from the core entity). */
export interface GlobalClass {
	id: number;
	/** The class name without the dot. */
	name: string;
	/** The selector with the dot (the post title). */
	selector: string;
	status: ClassStatus;
	/** The position in the output order (menu_order). */
	order: number;
	/** The style object. */
	data: StyleObject;
	/** The CSS compiled and sanitised by the server on save (read-only). */
	css: string;
}

/** An item of GET global-classes (the picker: least exposure). */
export interface ClassSummary {
	id: number;
	name: string;
	selector: string;
	status: ClassStatus;
}

/** What a save sends: any of these fields. */
export interface ClassChanges {
	name?: string;
	status?: ClassStatus;
	data?: StyleObject;
	order?: number;
}

/** A device of the breakpoints list (src/shared/breakpoints.json, Support\Breakpoints::all()). */
export type { Breakpoint as Device } from '../shared/breakpoints.generated';
