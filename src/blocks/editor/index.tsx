/**
 * The blocks feature's editor parts, on the editor shell (DESIGN §12): the "Display Condition"
 * control in every block's Advanced panel, its toolbar indicator and the canvas badge.
 */

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { openDashboard } from '../../editor/dashboards';
import { can } from '../../editor/data';
import {
	registerBlockClassName,
	registerInspectorControl,
	registerToolbarItem,
} from '../../editor/registry';
import type { BlockControlProps } from '../../editor/registry';
import {
	DisplayConditionControl,
	DisplayConditionIndicator,
	blockCondition,
	conditionClassName,
} from './display-condition';
import './style.scss';

const MANAGE_CONDITIONS = 'manage_gblocks_conditions';

/**
 * Opens the block settings in the post editor's sidebar (where the Advanced panel is), when that
 * store is there.
 */
function openBlockSettings() {
	const editPost = dispatch( 'core/edit-post' ) as
		{ openGeneralSidebar?: ( name: string ) => void } | undefined;
	editPost?.openGeneralSidebar?.( 'edit-post/block' );
}

function BlockDisplayCondition( props: BlockControlProps ) {
	return (
		<DisplayConditionControl
			attributes={ props.attributes }
			setAttributes={ props.setAttributes }
			canManage={ can( MANAGE_CONDITIONS ) }
			openConditions={ ( options ) =>
				openDashboard( 'conditions', options )
			}
		/>
	);
}

function BlockDisplayConditionIndicator( props: BlockControlProps ) {
	return (
		<DisplayConditionIndicator
			attributes={ props.attributes }
			onClick={ openBlockSettings }
		/>
	);
}

/** Registers the blocks feature's editor parts. */
export function registerBlocksEditor(): void {
	registerInspectorControl( {
		name: 'gblocks-pro/display-condition',
		group: 'advanced',
		Component: BlockDisplayCondition,
	} );
	registerToolbarItem( {
		name: 'gblocks-pro/display-condition-indicator',
		group: 'other',
		isAvailable: (
			_blockName: string,
			attributes: Record< string, unknown >
		) => blockCondition( attributes ) !== '',
		Component: BlockDisplayConditionIndicator,
	} );
	registerBlockClassName( {
		name: 'gblocks-pro/has-condition',
		className: conditionClassName,
	} );
}
