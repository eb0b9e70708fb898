/**
 * WordPress dependencies
 */
import { Modal } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	FALLBACK_METADATA,
	useConditionOperators,
	useConditionRules,
	useConditionTypes,
	useRuleMetadata,
} from '../../hooks/use-conditions';
import { useObjectTitles } from '../../../pickers/objects';
import { lookupFor } from '../../lib/object-lookup';
import {
	countConditions,
	isMultiOperator,
	isNoValueOperator,
} from '../../lib/tree';
import {
	dayOptions,
	parseCustomField,
	parseDateRange,
	parseMulti,
} from '../../lib/values';
import type { Condition, ConditionRow } from '../../types';
import { formatLocalDateTime } from '../value-editor/datetime-value';
import { idLabel } from '../value-editor/object-selector';

function labelOf(
	options: { value: string; label: string }[] | undefined,
	value: string
): string {
	return (
		options?.find( ( option ) => option.value === value )?.label ?? value
	);
}

/**
 * A row's value in words: titles for objects, day names, 'name: comparison', date ranges.
 *
 * @param props     Component props.
 * @param props.row The row.
 */
function RowValue( { row }: { row: ConditionRow } ) {
	const metadata =
		useRuleMetadata( row.type, row.rule ).data ?? FALLBACK_METADATA;
	const lookup = lookupFor( row.rule, metadata );
	const ids = lookup
		? ( isMultiOperator( row.operator )
				? parseMulti( row.value )
				: [ row.value ]
			).filter( Boolean )
		: [];
	const titles = useObjectTitles( lookup?.objectType ?? null, ids );

	if (
		isNoValueOperator( row.operator ) &&
		metadata.value_type !== 'custom_field'
	) {
		return null;
	}
	let text = row.value;
	switch ( metadata.value_type ) {
		case 'custom_field': {
			const { name, comparison } = parseCustomField( row.value );
			text = comparison ? `${ name }: ${ comparison }` : name;
			break;
		}
		case 'datetime':
			text =
				row.operator === 'between'
					? parseDateRange( row.value )
							.map( formatLocalDateTime )
							.join( ' – ' )
					: formatLocalDateTime( row.value );
			break;
		case 'day_selector': {
			const days = dayOptions();
			text = parseMulti( row.value )
				.map(
					( id ) => days.find( ( day ) => day.id === id )?.label ?? id
				)
				.join( ', ' );
			break;
		}
		default:
			if ( lookup ) {
				text = ids.length
					? ids
							.map( ( id ) => titles[ id ] ?? idLabel( id ) )
							.join( ', ' )
					: __( 'All', 'gblocks-pro' );
			}
	}
	return text ? (
		<span className="gblocks-pro-details__value">{ text }</span>
	) : null;
}

/**
 * A row read as a sentence: "User Role is Editor" for a rule that is itself the value, "Location:
 * Post is Hello world" for a rule with a value.
 *
 * @param props           Component props.
 * @param props.row       The row.
 * @param props.typeLabel The label of the row's type.
 */
function RowSummary( {
	row,
	typeLabel,
}: {
	row: ConditionRow;
	typeLabel: string;
} ) {
	const rules = useConditionRules( row.type );
	const operators = useConditionOperators( row.type, row.rule );
	const metadata =
		useRuleMetadata( row.type, row.rule ).data ?? FALLBACK_METADATA;
	const ruleLabel = labelOf( rules.data, row.rule );
	const operatorLabel = labelOf( operators.data, row.operator );
	if ( metadata.value_type === 'none' ) {
		return (
			<li className="gblocks-pro-details__row">
				<strong>{ typeLabel }</strong> <em>{ operatorLabel }</em>{ ' ' }
				<span>{ ruleLabel }</span>
			</li>
		);
	}
	return (
		<li className="gblocks-pro-details__row">
			<strong>{ typeLabel }</strong>
			{ ': ' }
			<span>{ ruleLabel }</span> <em>{ operatorLabel }</em>{ ' ' }
			<RowValue row={ row } />
		</li>
	);
}

export interface DetailsModalProps {
	condition: Condition;
	onClose: () => void;
}

/**
 * The summary of a condition's groups and values, opened from the list's conditions count.
 *
 * @param props           Component props.
 * @param props.condition
 * @param props.onClose
 */
export function DetailsModal( { condition, onClose }: DetailsModalProps ) {
	const types = useConditionTypes();
	const tree = condition.gbConditions;
	const empty = countConditions( tree ) === 0;
	return (
		<Modal
			title={ condition.title || __( '(no title)', 'gblocks-pro' ) }
			onRequestClose={ onClose }
			className="gblocks-pro-details"
			size="medium"
		>
			{ empty ? (
				<p>
					{ __(
						'This condition has no rules configured.',
						'gblocks-pro'
					) }
				</p>
			) : (
				<>
					<p>
						{ tree.logic === 'AND'
							? __(
									'Shown when all groups match.',
									'gblocks-pro'
								)
							: __(
									'Shown when any group matches.',
									'gblocks-pro'
								) }
					</p>
					{ tree.groups.map( ( group, index ) => (
						<section
							key={ index }
							className="gblocks-pro-details__group"
						>
							<h2 className="gblocks-pro-details__group-title">
								{ sprintf(
									/* translators: 1: group number, 2: AND or OR. */
									__( 'Group %1$d (%2$s)', 'gblocks-pro' ),
									index + 1,
									group.logic
								) }
							</h2>
							<ul>
								{ group.conditions.map( ( row, rowIndex ) => (
									<RowSummary
										key={ rowIndex }
										row={ row }
										typeLabel={ labelOf(
											types.data,
											row.type
										) }
									/>
								) ) }
							</ul>
						</section>
					) ) }
				</>
			) }
		</Modal>
	);
}
