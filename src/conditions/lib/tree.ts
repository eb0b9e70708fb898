/**
 * The rule tree: defaults and every row-editing rule of SPEC §4, as pure functions over the editor's
 * keyed working copy.
 */

/**
 * Internal dependencies
 */
import type {
	ConditionGroup,
	ConditionRow,
	ConditionTree,
	EditorGroup,
	EditorRow,
	EditorTree,
	Logic,
	TypeDefaults,
} from '../types';
import { parseDateRange } from './values';

/** Operators whose value is a multi-selection (SPEC §5). */
export const MULTI_OPERATORS = [
	'includes_any',
	'includes_all',
	'excludes_any',
	'excludes_all',
];

/** Operators that take no value (SPEC §5). */
export const NO_VALUE_OPERATORS = [ 'exists', 'not_exists' ];

/** Operators that compare a custom field with a value (SPEC §5). */
export const CUSTOM_FIELD_COMPARISON_OPERATORS = [
	'equals',
	'contains',
	'not_contains',
	'starts_with',
	'ends_with',
	'greater_than',
	'less_than',
];

export function isMultiOperator( operator: string ): boolean {
	return MULTI_OPERATORS.includes( operator );
}

export function isNoValueOperator( operator: string ): boolean {
	return NO_VALUE_OPERATORS.includes( operator );
}

let keySeed = 0;

/**
 * A key unique within the page, for React lists and the touched state.
 * @param prefix
 */
export function newKey( prefix: string ): string {
	keySeed += 1;
	return `${ prefix }-${ keySeed }`;
}

export function blankRow(): EditorRow {
	return {
		key: newKey( 'row' ),
		type: '',
		rule: '',
		operator: '',
		value: '',
	};
}

export function blankGroup(): EditorGroup {
	return { key: newKey( 'group' ), logic: 'AND', conditions: [ blankRow() ] };
}

/** Default new tree: OR at the top, one AND group, one blank condition. */
export function defaultTree(): EditorTree {
	return { logic: 'OR', groups: [ blankGroup() ] };
}

function asLogic( value: unknown, fallback: Logic ): Logic {
	return value === 'AND' || value === 'OR' ? value : fallback;
}

/**
 * The editor's keyed copy of a stored tree. Missing logic becomes OR at the top and AND in groups.
 *
 * @param tree A stored or imported tree (possibly partial).
 */
export function toEditorTree(
	tree: Partial< ConditionTree > | null | undefined
): EditorTree {
	const groups = Array.isArray( tree?.groups ) ? tree.groups : [];
	return {
		logic: asLogic( tree?.logic, 'OR' ),
		groups: groups.map( ( group ) => ( {
			key: newKey( 'group' ),
			logic: asLogic( group?.logic, 'AND' ),
			conditions: ( Array.isArray( group?.conditions )
				? group.conditions
				: []
			).map( ( row ) => ( {
				key: newKey( 'row' ),
				type: String( row?.type ?? '' ),
				rule: String( row?.rule ?? '' ),
				operator: String( row?.operator ?? '' ),
				value: String( row?.value ?? '' ),
			} ) ),
		} ) ),
	};
}

/**
 * The wire shape of the editor's tree (keys stripped).
 *
 * @param tree Editor tree.
 */
export function fromEditorTree( tree: EditorTree ): ConditionTree {
	return {
		logic: tree.logic,
		groups: tree.groups.map( ( group ): ConditionGroup => ( {
			logic: group.logic,
			conditions: group.conditions.map(
				( { type, rule, operator, value } ): ConditionRow => ( {
					type,
					rule,
					operator,
					value,
				} )
			),
		} ) ),
	};
}

/**
 * Choosing a type resets rule, operator and value, and applies the type's defaults (each type names
 * its own: get_condition_types, Condition_Type::editor_defaults()).
 *
 * @param row      The row.
 * @param type     The chosen type.
 * @param defaults The type's rule and operator for a new row (none: both cleared).
 */
export function changeType< R extends ConditionRow >(
	row: R,
	type: string,
	defaults?: TypeDefaults
): R {
	return {
		...row,
		type,
		rule: defaults?.rule ?? '',
		operator: defaults?.operator ?? '',
		value: '',
	};
}

/**
 * Choosing a rule clears the value (the caller also drops the row's cached titles).
 *
 * @param row  The row.
 * @param rule The chosen rule.
 */
export function changeRule< R extends ConditionRow >(
	row: R,
	rule: string
): R {
	return { ...row, rule, value: '' };
}

/**
 * Changing the operator between single and multi clears the value.
 *
 * @param row      The row.
 * @param operator The chosen operator.
 */
export function changeOperator< R extends ConditionRow >(
	row: R,
	operator: string
): R {
	const crossesMulti =
		isMultiOperator( row.operator ) !== isMultiOperator( operator );
	if ( crossesMulti ) {
		return { ...row, operator, value: '' };
	}
	// A date range leaving 'between' keeps its start: the single date the picker then shows.
	if ( row.operator === 'between' && operator !== 'between' ) {
		return { ...row, operator, value: parseDateRange( row.value )[ 0 ] };
	}
	return { ...row, operator };
}

/**
 * When the rule does not allow the current operator, the first allowed one is chosen. Returns the same
 * row when nothing changes, so that callers can skip the update.
 *
 * @param row     The row.
 * @param allowed Operators the rule allows, in server order.
 */
export function ensureAllowedOperator< R extends ConditionRow >(
	row: R,
	allowed: string[]
): R {
	if ( ! allowed.length || allowed.includes( row.operator ) ) {
		return row;
	}
	return changeOperator( row, allowed[ 0 ] );
}

type RowUpdate = ( row: EditorRow ) => EditorRow;

export function updateRow(
	tree: EditorTree,
	groupKey: string,
	rowKey: string,
	update: RowUpdate
): EditorTree {
	return {
		...tree,
		groups: tree.groups.map( ( group ) =>
			group.key !== groupKey
				? group
				: {
						...group,
						conditions: group.conditions.map( ( row ) =>
							row.key === rowKey ? update( row ) : row
						),
					}
		),
	};
}

export function addRow( tree: EditorTree, groupKey: string ): EditorTree {
	return {
		...tree,
		groups: tree.groups.map( ( group ) =>
			group.key === groupKey
				? { ...group, conditions: [ ...group.conditions, blankRow() ] }
				: group
		),
	};
}

/**
 * Removes a row; removing the last row of a group removes the group.
 *
 * @param tree     Editor tree.
 * @param groupKey Group of the row.
 * @param rowKey   Row to remove.
 */
export function removeRow(
	tree: EditorTree,
	groupKey: string,
	rowKey: string
): EditorTree {
	return {
		...tree,
		groups: tree.groups
			.map( ( group ) =>
				group.key === groupKey
					? {
							...group,
							conditions: group.conditions.filter(
								( row ) => row.key !== rowKey
							),
						}
					: group
			)
			.filter(
				( group ) =>
					group.key !== groupKey || group.conditions.length > 0
			),
	};
}

export function addGroup( tree: EditorTree ): EditorTree {
	return { ...tree, groups: [ ...tree.groups, blankGroup() ] };
}

/**
 * 'Add first condition': with no groups, one group with one blank condition.
 *
 * @param tree Editor tree.
 */
export function addFirstCondition( tree: EditorTree ): EditorTree {
	return tree.groups.length ? tree : { ...tree, groups: [ blankGroup() ] };
}

/**
 * Removes a group, only when more than one group exists.
 *
 * @param tree     Editor tree.
 * @param groupKey Group to remove.
 */
export function removeGroup( tree: EditorTree, groupKey: string ): EditorTree {
	if ( tree.groups.length <= 1 ) {
		return tree;
	}
	return {
		...tree,
		groups: tree.groups.filter( ( group ) => group.key !== groupKey ),
	};
}

export function setGroupLogic(
	tree: EditorTree,
	groupKey: string,
	logic: Logic
): EditorTree {
	return {
		...tree,
		groups: tree.groups.map( ( group ) =>
			group.key === groupKey ? { ...group, logic } : group
		),
	};
}

/**
 * Number of rule rows in a stored tree (the list's '3 conditions').
 *
 * @param tree Stored tree.
 */
export function countConditions(
	tree: Partial< ConditionTree > | null | undefined
): number {
	const groups = Array.isArray( tree?.groups ) ? tree.groups : [];
	return groups.reduce(
		( sum, group ) =>
			sum +
			( Array.isArray( group?.conditions )
				? group.conditions.length
				: 0 ),
		0
	);
}
