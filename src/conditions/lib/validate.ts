/**
 * Local validation and payload cleaning before save (SPEC §5 'Condition editor').
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ConditionRow, ConditionTree, RuleMetadata } from '../types';
import {
	CUSTOM_FIELD_COMPARISON_OPERATORS,
	isMultiOperator,
	isNoValueOperator,
} from './tree';
import { parseCustomField, parseDateRange, parseMulti } from './values';

/**
 * The messages listed under 'Please complete the following:'; empty when the editor may save.
 *
 * @param title Condition name.
 * @param tree  Wire tree (keys stripped).
 */
export function validateCondition(
	title: string,
	tree: ConditionTree
): string[] {
	const errors: string[] = [];
	if ( ! title.trim() ) {
		errors.push( __( 'Please enter a condition name.', 'gblocks-pro' ) );
	}
	tree.groups.forEach( ( group, groupIndex ) => {
		if ( ! group.conditions.length ) {
			errors.push(
				sprintf(
					/* translators: %d: group number. */
					__( 'Group %d has no conditions.', 'gblocks-pro' ),
					groupIndex + 1
				)
			);
			return;
		}
		group.conditions.forEach( ( row, rowIndex ) => {
			if ( ! row.type ) {
				return;
			}
			const where = sprintf(
				/* translators: 1: condition number, 2: group number. */
				__( 'Condition %1$d in Group %2$d', 'gblocks-pro' ),
				rowIndex + 1,
				groupIndex + 1
			);
			if ( ! row.operator ) {
				errors.push(
					sprintf(
						/* translators: 1: 'Condition N in Group M', 2: what is missing. */
						__( '%1$s: %2$s', 'gblocks-pro' ),
						where,
						__( 'Please select an operator.', 'gblocks-pro' )
					)
				);
			}
			if ( ! row.rule ) {
				errors.push(
					sprintf(
						/* translators: 1: 'Condition N in Group M', 2: what is missing. */
						__( '%1$s: %2$s', 'gblocks-pro' ),
						where,
						__( 'Please select a rule.', 'gblocks-pro' )
					)
				);
			}
			const missing = missingDateTime( row );
			if ( missing ) {
				errors.push(
					sprintf(
						/* translators: 1: 'Condition N in Group M', 2: what is missing. */
						__( '%1$s: %2$s', 'gblocks-pro' ),
						where,
						missing
					)
				);
			}
		} );
	} );
	return errors;
}

/**
 * What a Current Date or Current Time row still lacks, in the user's terms; null when it has its date(s)
 * or time(s), or is another rule. The server would refuse these rows in its own format's terms.
 *
 * @param row The row.
 */
export function missingDateTime( row: ConditionRow ): string | null {
	if (
		row.type !== 'date_time' ||
		! [ 'current_date', 'current_time' ].includes( row.rule ) ||
		! row.operator
	) {
		return null;
	}
	const isTime = row.rule === 'current_time';
	if ( row.operator === 'between' ) {
		const [ start, end ] = parseDateRange( row.value );
		if ( start && end ) {
			return null;
		}
		return isTime
			? __( 'choose a start and an end time.', 'gblocks-pro' )
			: __( 'choose a start and an end date.', 'gblocks-pro' );
	}
	if ( row.value.trim() ) {
		return null;
	}
	return isTime
		? __( 'choose a time.', 'gblocks-pro' )
		: __( 'choose a date.', 'gblocks-pro' );
}

/**
 * A row the server can evaluate: it has a type, a rule and an operator.
 *
 * @param row The row.
 */
export function hasTypeRuleOperator( row: ConditionRow ): boolean {
	return Boolean( row.type && row.rule && row.operator );
}

/**
 * What is sent: rows without type, operator or rule are dropped, then empty groups; an empty group
 * list is OR with no groups. Export leaves out the same things.
 *
 * @param tree Wire tree.
 */
export function cleanTree( tree: ConditionTree ): ConditionTree {
	const groups = tree.groups
		.map( ( group ) => ( {
			logic: group.logic,
			conditions: group.conditions
				.filter( hasTypeRuleOperator )
				.map( ( { type, rule, operator, value } ) => ( {
					type,
					rule,
					operator,
					value,
				} ) ),
		} ) )
		.filter( ( group ) => group.conditions.length > 0 );
	return groups.length
		? { logic: tree.logic, groups }
		: { logic: 'OR', groups: [] };
}

/**
 * Whether a touched row shows as complete: type, rule and operator, and a value where one is needed.
 * An object selector left empty with a single operator means 'All …' and is complete.
 *
 * @param row           The row.
 * @param needsValue    Rule metadata needs_value.
 * @param emptyMeansAll The value editor offers an 'All …' default.
 */
export function isRowComplete(
	row: ConditionRow,
	needsValue: boolean,
	emptyMeansAll: boolean
): boolean {
	if ( ! hasTypeRuleOperator( row ) ) {
		return false;
	}
	if ( ! needsValue || isNoValueOperator( row.operator ) ) {
		return true;
	}
	if ( isMultiOperator( row.operator ) ) {
		return parseMulti( row.value ).length > 0;
	}
	return emptyMeansAll || row.value.trim() !== '';
}

/**
 * Whether a row is complete by its rule's metadata: a name|value row (query parameter, cookie, meta,
 * option) needs its name whatever the operator, and its value when the operator compares, as the
 * server's Tree::value_error does; other rows as isRowComplete.
 *
 * @param row      The row.
 * @param metadata Its rule metadata.
 */
export function isRowCompleteFor(
	row: ConditionRow,
	metadata: RuleMetadata
): boolean {
	if ( metadata.value_type === 'custom_field' ) {
		const { name, comparison } = parseCustomField( row.value );
		const compares = CUSTOM_FIELD_COMPARISON_OPERATORS.includes(
			row.operator
		);
		return (
			hasTypeRuleOperator( row ) &&
			name !== '' &&
			( ! compares || comparison !== '' )
		);
	}
	const selector = [
		'object_selector',
		'hierarchical_object_selector',
		'author_id',
	].includes( metadata.value_type );
	return isRowComplete( row, metadata.needs_value, selector );
}
