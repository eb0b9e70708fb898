/**
 * WordPress dependencies
 */
import { Button, SelectControl } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useConditionTypes } from '../../hooks/use-conditions';
import {
	addFirstCondition,
	addGroup,
	addRow,
	removeGroup,
	removeRow,
	setGroupLogic,
	updateRow,
} from '../../lib/tree';
import type { EditorRow, EditorTree, Logic } from '../../types';
import { ConditionRow } from '../condition-row';

export interface ConditionBuilderProps {
	tree: EditorTree;
	onChange: ( update: ( tree: EditorTree ) => EditorTree ) => void;
	touched: Set< string >;
	onTouch: ( rowKey: string ) => void;
}

function logicLabel( logic: Logic ): string {
	return logic === 'AND'
		? __( 'AND', 'gblocks-pro' )
		: __( 'OR', 'gblocks-pro' );
}

/**
 * Groups of rules: the top-level logic, each group's logic and rows, Add condition, Add group, and
 * 'Add first condition' when there are no groups.
 *
 * @param props          Component props.
 * @param props.tree
 * @param props.onChange
 * @param props.touched
 * @param props.onTouch
 */
export function ConditionBuilder( {
	tree,
	onChange,
	touched,
	onTouch,
}: ConditionBuilderProps ) {
	const types = useConditionTypes();
	const container = useRef< HTMLDivElement >( null );
	// After Add condition (the group's key) or Add group ('' : the last group), focus goes to the new
	// row's first control once it is rendered.
	const [ focusNew, setFocusNew ] = useState< string | null >( null );
	useEffect( () => {
		if ( focusNew === null ) {
			return;
		}
		const group = focusNew
			? tree.groups.find( ( item ) => item.key === focusNew )
			: tree.groups[ tree.groups.length - 1 ];
		const row = group?.conditions[ group.conditions.length - 1 ];
		const control = row
			? container.current?.querySelector< HTMLElement >(
					`[data-row-key="${ row.key }"] select, [data-row-key="${ row.key }"] input`
				)
			: null;
		setFocusNew( null );
		control?.focus();
	}, [ focusNew, tree ] );

	if ( ! tree.groups.length ) {
		return (
			<div className="gblocks-pro-condition-builder is-empty">
				<p className="gblocks-pro-condition-builder__empty-title">
					{ __( 'No conditions set', 'gblocks-pro' ) }
				</p>
				<Button
					__next40pxDefaultSize
					variant="secondary"
					onClick={ () => onChange( addFirstCondition ) }
				>
					{ __( 'Add first condition', 'gblocks-pro' ) }
				</Button>
			</div>
		);
	}

	return (
		<div className="gblocks-pro-condition-builder" ref={ container }>
			<div className="gblocks-pro-condition-builder__top">
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Show when', 'gblocks-pro' ) }
					labelPosition="side"
					value={ tree.logic }
					options={ [
						{
							value: 'OR',
							label: __(
								'Any group matches (OR)',
								'gblocks-pro'
							),
						},
						{
							value: 'AND',
							label: __(
								'All groups match (AND)',
								'gblocks-pro'
							),
						},
					] }
					onChange={ ( logic: string ) =>
						onChange( ( current ) => ( {
							...current,
							logic: logic as Logic,
						} ) )
					}
				/>
			</div>

			{ tree.groups.map( ( group, groupIndex ) => (
				<div
					key={ group.key }
					className="gblocks-pro-condition-builder__group-wrap"
				>
					{ groupIndex > 0 && (
						<div className="gblocks-pro-condition-builder__separator">
							<span>{ logicLabel( tree.logic ) }</span>
						</div>
					) }
					<section
						className="gblocks-pro-condition-group"
						aria-labelledby={ `${ group.key }-title` }
					>
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
										setGroupLogic(
											current,
											group.key,
											logic as Logic
										)
									)
								}
							/>
							{ tree.groups.length > 1 && (
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
										types={ types.data ?? [] }
										touched={ touched.has( row.key ) }
										onChange={ (
											update: (
												row: EditorRow
											) => EditorRow,
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
												removeRow(
													current,
													group.key,
													row.key
												)
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
								onChange( ( current ) =>
									addRow( current, group.key )
								);
								setFocusNew( group.key );
							} }
						>
							{ __( 'Add condition', 'gblocks-pro' ) }
						</Button>
					</section>
				</div>
			) ) }

			<Button
				__next40pxDefaultSize
				className="gblocks-pro-condition-builder__add-group"
				variant="secondary"
				onClick={ () => {
					onChange( addGroup );
					setFocusNew( '' );
				} }
			>
				{ __( 'Add group', 'gblocks-pro' ) }
			</Button>
		</div>
	);
}
