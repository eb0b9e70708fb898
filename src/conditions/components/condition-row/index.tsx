/**
 * WordPress dependencies
 */
import { Button, SelectControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	FALLBACK_METADATA,
	useConditionOperators,
	useConditionRules,
	useRuleMetadata,
} from '../../hooks/use-conditions';
import {
	changeOperator,
	changeRule,
	changeType,
	ensureAllowedOperator,
} from '../../lib/tree';
import { isRowCompleteFor } from '../../lib/validate';
import type { EditorRow, LookupOption, RuleMetadata } from '../../types';
import { ValueEditor } from '../value-editor';

export type RowChange = (
	update: ( row: EditorRow ) => EditorRow,
	touch?: boolean
) => void;

export interface ConditionRowProps {
	row: EditorRow;
	groupIndex: number;
	rowIndex: number;
	types: LookupOption[];
	touched: boolean;
	onChange: RowChange;
	onRemove: () => void;
}

/**
 * The note of a rule decided in the visitor's browser on cached pages (rule metadata decided_in
 * 'visitor'); a cookie rule adds that HttpOnly cookies cannot be read there. Rules decided on the
 * server say nothing.
 *
 * @param type The row's condition type.
 */
export function decidedInBrowserNote( type: string ): string {
	if ( type === 'visitor' ) {
		return __(
			'Always decided in the visitor’s browser, from the history it keeps there (never sent to this site). Without it (storage blocked, no consent, or the site keeps no history), the rule does not pass.',
			'gblocks-pro'
		);
	}
	if ( type === 'cookie' ) {
		return __(
			'Decided in the visitor’s browser on cached pages. HttpOnly cookies cannot be read in the browser: there, a rule on one behaves as if the cookie were missing.',
			'gblocks-pro'
		);
	}
	return __(
		'Decided in the visitor’s browser on cached pages.',
		'gblocks-pro'
	);
}

/**
 * Whether the browser decides a rule (on cached pages, or always).
 *
 * @param metadata Rule metadata.
 */
const inBrowser = ( metadata: RuleMetadata ) =>
	metadata.decided_in === 'visitor' || metadata.decided_in === 'browser';

function withCurrent( options: LookupOption[], value: string ): LookupOption[] {
	if ( ! value || options.some( ( option ) => option.value === value ) ) {
		return options;
	}
	return [ { value, label: value }, ...options ];
}

/**
 * Options grouped by their optgroup label, ungrouped ones first.
 *
 * @param options Rule options.
 */
function renderOptions( options: LookupOption[] ) {
	const groups = new Map< string, LookupOption[] >();
	const loose: LookupOption[] = [];
	options.forEach( ( option ) => {
		if ( option.group ) {
			groups.set( option.group, [
				...( groups.get( option.group ) ?? [] ),
				option,
			] );
		} else {
			loose.push( option );
		}
	} );
	const item = ( option: LookupOption ) => (
		<option key={ option.value } value={ option.value }>
			{ option.label }
		</option>
	);
	return (
		<>
			{ loose.map( item ) }
			{ [ ...groups.entries() ].map( ( [ label, items ] ) => (
				<optgroup key={ label } label={ label }>
					{ items.map( item ) }
				</optgroup>
			) ) }
		</>
	);
}

/**
 * One rule: type, rule, operator and value, with the row-editing rules of SPEC §4.
 *
 * @param props            Component props.
 * @param props.row
 * @param props.groupIndex
 * @param props.rowIndex
 * @param props.types
 * @param props.touched
 * @param props.onChange
 * @param props.onRemove
 */
export function ConditionRow( {
	row,
	groupIndex,
	rowIndex,
	types,
	touched,
	onChange,
	onRemove,
}: ConditionRowProps ) {
	const rules = useConditionRules( row.type );
	const operators = useConditionOperators( row.type, row.rule );
	const metadataQuery = useRuleMetadata( row.type, row.rule );
	const metadata = metadataQuery.data ?? FALLBACK_METADATA;
	// Titles of picked objects; a new rule means other objects, so they are dropped.
	const [ titles, setTitles ] = useState< Record< string, string > >( {} );

	const allowed = operators.data?.map( ( option ) => option.value );
	useEffect( () => {
		if ( allowed && allowed.length && ! allowed.includes( row.operator ) ) {
			onChange(
				( current ) => ensureAllowedOperator( current, allowed ),
				false
			);
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the allowed operators arrive.
	}, [ operators.data, row.operator ] );

	const ruleOptions = withCurrent( rules.data ?? [], row.rule );
	const ruleLabel =
		ruleOptions.find( ( option ) => option.value === row.rule )?.label ??
		row.rule;
	const operatorOptions = withCurrent( operators.data ?? [], row.operator );
	// Complete as the simulator and a save read it (lib/validate): the styling shown once touched.
	const complete = isRowCompleteFor( row, metadata );
	const where = sprintf(
		/* translators: 1: condition number, 2: group number. */
		__( 'Condition %1$d in Group %2$d', 'gblocks-pro' ),
		rowIndex + 1,
		groupIndex + 1
	);

	// Complete rows look the same whether just built or reopened; a touched incomplete row is marked.
	let stateClass = complete ? ' is-complete' : '';
	if ( touched && ! complete ) {
		stateClass = ' is-incomplete';
	}

	return (
		<div
			className={ `gblocks-pro-condition-row${ stateClass }` }
			data-row-key={ row.key }
			role="group"
			aria-label={ where }
		>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				className="gblocks-pro-condition-row__type"
				label={ __( 'Condition type', 'gblocks-pro' ) }
				hideLabelFromVision
				value={ row.type }
				onChange={ ( type: string ) => {
					setTitles( {} );
					onChange( ( current ) =>
						changeType(
							current,
							type,
							types.find( ( option ) => option.value === type )
								?.defaults
						)
					);
				} }
			>
				<option value="" disabled>
					{ __( 'Select a condition type…', 'gblocks-pro' ) }
				</option>
				{ renderOptions( withCurrent( types, row.type ) ) }
			</SelectControl>

			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				className="gblocks-pro-condition-row__rule"
				label={ __( 'Rule', 'gblocks-pro' ) }
				hideLabelFromVision
				value={ row.rule }
				disabled={ ! row.type }
				onChange={ ( rule: string ) => {
					setTitles( {} );
					onChange( ( current ) => changeRule( current, rule ) );
				} }
			>
				<option value="" disabled>
					{ rules.isLoading
						? __( 'Loading…', 'gblocks-pro' )
						: __( 'Select a rule…', 'gblocks-pro' ) }
				</option>
				{ renderOptions( ruleOptions ) }
			</SelectControl>

			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				className="gblocks-pro-condition-row__operator"
				label={ __( 'Operator', 'gblocks-pro' ) }
				hideLabelFromVision
				value={ row.operator }
				disabled={ ! row.rule }
				onChange={ ( operator: string ) =>
					onChange( ( current ) =>
						changeOperator( current, operator )
					)
				}
			>
				<option value="" disabled>
					{ __( 'Select an operator…', 'gblocks-pro' ) }
				</option>
				{ renderOptions( operatorOptions ) }
			</SelectControl>

			<div className="gblocks-pro-condition-row__value">
				{ row.type && row.rule && metadataQuery.isSuccess && (
					<ValueEditor
						row={ row }
						metadata={ metadata }
						ruleLabel={ ruleLabel }
						onChange={ ( value ) =>
							onChange( ( current ) => ( { ...current, value } ) )
						}
						knownTitles={ titles }
						onTitles={ ( picked ) =>
							setTitles( ( known ) => ( {
								...known,
								...picked,
							} ) )
						}
					/>
				) }
			</div>

			<Button
				className="gblocks-pro-condition-row__remove"
				icon="trash"
				size="compact"
				label={ sprintf(
					/* translators: %s: 'Condition N in Group M'. */
					__( 'Remove %s', 'gblocks-pro' ),
					where
				) }
				onClick={ onRemove }
			/>
			{ metadataQuery.isSuccess && inBrowser( metadata ) && (
				<p className="gblocks-pro-condition-row__where">
					{ decidedInBrowserNote( row.type ) }
				</p>
			) }
			{ touched && ! complete && (
				<span className="screen-reader-text">
					{ __( 'Incomplete', 'gblocks-pro' ) }
				</span>
			) }
		</div>
	);
}
