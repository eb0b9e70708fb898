/**
 * The conditions features of the block editor, on the editor shell: the "Conditions" section of the
 * GBlocks Pro sidebar (for users who manage conditions) and the conditions dashboard it opens.
 */

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	CAPABILITIES,
	openDashboard,
	registerDashboard,
	registerSidebarSection,
} from '../../editor';

/**
 * The conditions dashboard, loaded when it is first opened (its own chunk, build/editor-conditions.js):
 * the editor does not pay for the condition editor until someone manages conditions.
 */
export const ConditionsDashboard = lazy( () =>
	import(
		/* webpackChunkName: "editor-conditions" */ '../views/conditions-dashboard'
	).then( ( module ) => ( { default: module.ConditionsDashboard } ) )
);

/**
 * The block editor's "Why?" dialog (the simulator for a block's condition), in its own chunk too.
 */
export const WhyDialog = lazy( () =>
	import(
		/* webpackChunkName: "editor-conditions-why" */ '../components/simulator/why-dialog'
	).then( ( module ) => ( { default: module.WhyDialog } ) )
);

export const CONDITIONS_DASHBOARD = 'conditions';
/** Opened by the block control's "Why?" with { conditionId, invert, postId, device }. */
export const WHY_DIALOG = 'condition-why';
export const MANAGE_CONDITIONS = CAPABILITIES.manageConditions;

export function ConditionsSidebarSection() {
	return (
		<>
			<p>
				{ __(
					'Reusable display conditions for overlay panels and blocks.',
					'gblocks-pro'
				) }
			</p>
			<Button
				__next40pxDefaultSize
				variant="secondary"
				onClick={ () => openDashboard( CONDITIONS_DASHBOARD ) }
			>
				{ __( 'Manage Conditions', 'gblocks-pro' ) }
			</Button>
		</>
	);
}

export function registerConditionsEditor(): void {
	registerDashboard( {
		name: CONDITIONS_DASHBOARD,
		Component: ConditionsDashboard,
	} );
	registerDashboard( {
		name: WHY_DIALOG,
		Component: WhyDialog,
	} );
	registerSidebarSection( {
		name: 'conditions',
		title: __( 'Conditions', 'gblocks-pro' ),
		order: 20,
		capability: MANAGE_CONDITIONS,
		Component: ConditionsSidebarSection,
	} );
}
