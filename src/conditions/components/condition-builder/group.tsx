/**
 * WordPress dependencies
 */
import { Button, SelectControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	addRow,
	removeGroup,
	removeRow,
	setGroupLogic,
	updateRow,
} from '../../lib/tree';
import type { EditorGroup, EditorRow, EditorTree, Logic } from '../../types';
import { ConditionRow } from '../condition-row';
import type { ConditionRowProps } from '../condition-row';

/** Changes the tree (an update of the current one). */
type TreeChange = ( update: ( tree: EditorTree ) => EditorTree ) => void;

/**
 * The translated word of a logic.
 *
 * @param logic AND or OR.
 */
export function logicLabel( logic: Logic ): string {
	return logic === 'AND'
		? __( 'AND', 'gblocks-pro' )
		: __( 'OR', 'gblocks-pro' );
}

/**
 * A group's header: its title, its logic, Remove Group (when there are others).
 *
 * @param props            Props.
 * @param props.group      The group.
 * @param props.groupIndex Its index.
 * @param props.canRemove  Whether there are other groups.
 * @param props.onChange   Changes the tree.
 */
function GroupHeader( {
	group,
	groupIndex,
	canRemove,
	onChange,
}: {
	group: EditorGroup;
	groupIndex: number;
	canRemove: boolean;
	onChange: TreeChange;
} ) {
	return (
		<header className="gblocks-pro-condition-group__header">
			<h3
				id={ `${ group.key }-title` }
				className="gblocks-pro-condition-group__title"
			>
				{ sprintf(
					/* translators: %d: group number. */
					__( 'Group %d', 'gblocks-pro' ),
					groupIndex + 1
				) }
			</h3>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ sprintf(
					/* translators: %d: group number. */
					__( 'Logic of Group %d', 'gblocks-pro' ),
					groupIndex + 1
				) }
				hideLabelFromVision
				value={ group.logic }
				options={ [
					{
						value: 'AND',
						label: __(
							'All conditions match (AND)',
							'gblocks-pro'
						),
					},
					{
						value: 'OR',
						label: __(
							'Any condition matches (OR)',
							'gblocks-pro'
						),
					},
				] }
				onChange={ ( logic: string ) =>
					onChange( ( current ) =>
						setGroupLogic( current, group.key, logic as Logic )
					)
				}
			/>
			{ canRemove && (
				<Button
					className="gblocks-pro-condition-group__remove"
					variant="tertiary"
					isDestructive
					size="compact"
					onClick={ () =>
						onChange( ( current ) =>
							removeGroup( current, group.key )
						)
					}
				>
					{ sprintf(
						/* translators: %d: group number. */
						__( 'Remove Group %d', 'gblocks-pro' ),
						groupIndex + 1
					) }
				</Button>
			) }
		</header>
	);
}

interface GroupProps {
	group: EditorGroup;
	groupIndex: number;
	/** Whether there are other groups (Remove Group shows). */
	canRemove: boolean;
	types: ConditionRowProps[ 'types' ];
	touched: Set< string >;
	onTouch: ( rowKey: string ) => void;
	onChange: TreeChange;
	/** After Add condition: focus goes to the new row. */
	onAdded: () => void;
}

/**
 * One group of rules: its header, its rows joined by its logic, Add condition.
 *
 * @param props            Props.
 * @param props.group      The group.
 * @param props.groupIndex Its index.
 * @param props.canRemove  Whether there are other groups.
 * @param props.types      The condition types.
 * @param props.touched    The keys of the rows the user changed.
 * @param props.onTouch    Marks a row changed.
 * @param props.onChange   Changes the tree.
 * @param props.onAdded    Called after Add condition.
 */
export function Group( {
	group,
	groupIndex,
	canRemove,
	types,
	touched,
	onTouch,
	onChange,
	onAdded,
}: GroupProps ) {
	return (
		<section
			className="gblocks-pro-condition-group"
			aria-labelledby={ `${ group.key }-title` }
		>
			<GroupHeader
				group={ group }
				groupIndex={ groupIndex }
				canRemove={ canRemove }
				onChange={ onChange }
			/>

			<div className="gblocks-pro-condition-group__rows">
				{ group.conditions.map( ( row, rowIndex ) => (
					<div
						key={ row.key }
						className="gblocks-pro-condition-group__row-wrap"
					>
						{ rowIndex > 0 && (
							<span className="gblocks-pro-condition-group__joiner">
								{ logicLabel( group.logic ) }
							</span>
						) }
						<ConditionRow
							row={ row }
							groupIndex={ groupIndex }
							rowIndex={ rowIndex }
							types={ types }
							touched={ touched.has( row.key ) }
							onChange={ (
								update: ( row: EditorRow ) => EditorRow,
								touch = true
							) => {
								if ( touch ) {
									onTouch( row.key );
								}
								onChange( ( current ) =>
									updateRow(
										current,
										group.key,
										row.key,
										update
									)
								);
							} }
							onRemove={ () =>
								onChange( ( current ) =>
									removeRow( current, group.key, row.key )
								)
							}
						/>
					</div>
				) ) }
			</div>

			<Button
				__next40pxDefaultSize
				className="gblocks-pro-condition-group__add"
				variant="secondary"
				onClick={ () => {
					onChange( ( current ) => addRow( current, group.key ) );
					onAdded();
				} }
			>
				{ __( 'Add condition', 'gblocks-pro' ) }
			</Button>
		</section>
	);
}
