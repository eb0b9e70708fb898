/**
 * WordPress dependencies
 */
import { Button, SelectControl } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useConditionTypes } from '../../hooks/use-conditions';
import { addFirstCondition, addGroup } from '../../lib/tree';
import type { EditorTree, Logic } from '../../types';
import { Group, logicLabel } from './group';

export interface ConditionBuilderProps {
	tree: EditorTree;
	onChange: ( update: ( tree: EditorTree ) => EditorTree ) => void;
	touched: Set< string >;
	onTouch: ( rowKey: string ) => void;
}

/**
 * After Add condition (the group's key) or Add group ('' : the last group), focus goes to the new row's
 * first control once it is rendered.
 *
 * @param tree The rules being edited.
 */
function useFocusNewRow( tree: EditorTree ) {
	const container = useRef< HTMLDivElement >( null );
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
	return { container, setFocusNew };
}

/**
 * Groups of rules: the top-level logic, each group's logic and rows, Add condition, Add group, and
 * 'Add first condition' when there are no groups.
 *
 * @param props          Component props.
 * @param props.tree     The rules being edited.
 * @param props.onChange Changes them (an update of the current tree).
 * @param props.touched  The keys of the rows the user changed.
 * @param props.onTouch  Marks a row changed.
 */
export function ConditionBuilder( {
	tree,
	onChange,
	touched,
	onTouch,
}: ConditionBuilderProps ) {
	const types = useConditionTypes();
	const { container, setFocusNew } = useFocusNewRow( tree );

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
					<Group
						group={ group }
						groupIndex={ groupIndex }
						canRemove={ tree.groups.length > 1 }
						types={ types.data ?? [] }
						touched={ touched }
						onTouch={ onTouch }
						onChange={ onChange }
						onAdded={ () => setFocusNew( group.key ) }
					/>
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
