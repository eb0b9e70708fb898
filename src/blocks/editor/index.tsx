/**
 * The blocks feature's editor parts, on the editor shell (DESIGN §12): in every block's Advanced
 * panel the "Overlay Panel Trigger" select, the "HTML Attributes" editor ("Link Attributes" too on
 * core/image) and the "Display Condition" control; the condition's toolbar indicator and canvas badge;
 * and the removal of overlay triggers that name no interactive overlay any more.
 */

/**
 * WordPress dependencies
 */
import { dispatch, select } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { openDashboard } from '../../editor/dashboards';
import { CAPABILITIES, can, editorValue } from '../../editor/data';
import {
	blockEditorStore,
	editPostStore,
	editorStore,
} from '../../editor/stores';
import {
	registerBlockClassName,
	registerInspectorControl,
	registerRootEffect,
	registerToolbarItem,
} from '../../editor/registry';
import type { BlockControlProps } from '../../editor/registry';
import {
	DisplayConditionControl,
	DisplayConditionIndicator,
	CONDITION_ATTRIBUTE,
	INVERT_ATTRIBUTE,
	blockCondition,
	conditionClassName,
	conditionDescription,
	pageCacheState,
} from './display-condition';
import { HtmlAttributesEditor } from './html-attributes';
import { attributeMap, supportsHtmlAttributes } from './html-attributes/lib';
import { OverlayTriggerControl } from './overlay-trigger';
import {
	isInsideOverlayEditor,
	triggerChoice,
	withTriggerChoice,
} from './overlay-trigger/lib';
import type { TriggerChoice } from './overlay-trigger/lib';
import { StaleTriggerCleanup } from './overlay-trigger/stale-trigger-cleanup';
import { registerBlockStylesEditor } from '../styles';

const MANAGE_CONDITIONS = CAPABILITIES.manageConditions;
const MANAGE_OVERLAYS = CAPABILITIES.manageOverlays;
const HTML_ATTRIBUTES = 'htmlAttributes';
const LINK_HTML_ATTRIBUTES = 'linkHtmlAttributes';
const CONDITION_ATTRIBUTES = [ CONDITION_ATTRIBUTE, INVERT_ATTRIBUTE ];

/**
 * Opens the block settings in the post editor's sidebar (where the Advanced panel is), when that
 * store is there.
 */
function openBlockSettings() {
	const editPost = dispatch( editPostStore );
	editPost?.openGeneralSidebar?.( 'edit-post/block' );
}

/**
 * Opens the "Why?" dialog (registered by the conditions feature) for a block's condition on the post
 * being edited, with the editor's device preview.
 *
 * @param condition        The block's condition.
 * @param condition.id     Its id.
 * @param condition.invert Whether the block inverts it.
 */
function openWhy( condition: { id: string; invert: boolean } ) {
	const editor = select( editorStore );
	const postId = Number( editor?.getCurrentPostId?.() ?? 0 );
	openDashboard( 'condition-why', {
		conditionId: Number( condition.id ),
		invert: condition.invert,
		postId: Number.isInteger( postId ) && postId > 0 ? postId : null,
		device: editor?.getDeviceType?.() ?? 'Desktop',
	} );
}

function BlockDisplayCondition( props: BlockControlProps ) {
	const canManage = can( MANAGE_CONDITIONS );
	return (
		<DisplayConditionControl
			attributes={ props.attributes }
			setAttributes={ props.setAttributes }
			canManage={ canManage }
			openConditions={ ( options ) =>
				openDashboard( 'conditions', options )
			}
			pageCache={ pageCacheState( editorValue( 'pageCache' ) ) }
			onWhy={ canManage ? openWhy : undefined }
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

/**
 * A block's current attributes in the store (props may be older, e.g. when a dashboard reports a save).
 *
 * @param clientId The block.
 */
function currentAttributes( clientId: string ): Record< string, unknown > {
	return select( blockEditorStore ).getBlockAttributes( clientId ) ?? {};
}

function BlockOverlayTrigger( props: BlockControlProps ) {
	const choose = ( choice: TriggerChoice ) => {
		const current = currentAttributes( props.clientId );
		props.setAttributes( {
			[ HTML_ATTRIBUTES ]: withTriggerChoice(
				current[ HTML_ATTRIBUTES ] ??
					props.attributes[ HTML_ATTRIBUTES ],
				choice
			),
		} );
	};
	return (
		<OverlayTriggerControl
			value={ triggerChoice( props.attributes[ HTML_ATTRIBUTES ] ) }
			onChoose={ choose }
			canManage={ can( MANAGE_OVERLAYS ) }
			insideOverlayEditor={ isInsideOverlayEditor(
				editorValue( 'overlay' ),
				window.location.search
			) }
			openOverlays={ ( options ) => openDashboard( 'overlays', options ) }
			blockCondition={ {
				id: blockCondition( props.attributes ),
				invert: props.attributes[ INVERT_ATTRIBUTE ] === true,
			} }
		/>
	);
}

/**
 * The HTML attributes editors of a block (Link Attributes too on core/image), with unsafe attributes
 * refused inline unless the user has unfiltered_html.
 *
 * @param props Block control props.
 */
export function BlockHtmlAttributes( props: BlockControlProps ) {
	return (
		<>
			<HtmlAttributesEditor
				label={ __( 'HTML Attributes', 'gblocks-pro' ) }
				allowUnsafe={ can( CAPABILITIES.unfilteredHtml ) }
				attributes={ attributeMap(
					props.attributes[ HTML_ATTRIBUTES ]
				) }
				onChange={ ( next ) =>
					props.setAttributes( { [ HTML_ATTRIBUTES ]: next } )
				}
			/>
			{ props.name === 'core/image' && (
				<HtmlAttributesEditor
					label={ __( 'Link Attributes', 'gblocks-pro' ) }
					allowUnsafe={ can( CAPABILITIES.unfilteredHtml ) }
					attributes={ attributeMap(
						props.attributes[ LINK_HTML_ATTRIBUTES ]
					) }
					onChange={ ( next ) =>
						props.setAttributes( {
							[ LINK_HTML_ATTRIBUTES ]: next,
						} )
					}
				/>
			) }
		</>
	);
}

function TriggerCleanupRoot() {
	return <StaleTriggerCleanup canManage={ can( MANAGE_OVERLAYS ) } />;
}

/** Registers the blocks feature's editor parts. */
export function registerBlocksEditor(): void {
	registerInspectorControl( {
		name: 'gblocks-pro/overlay-trigger',
		group: 'advanced',
		order: 6,
		isAvailable: supportsHtmlAttributes,
		attributes: [ HTML_ATTRIBUTES, ...CONDITION_ATTRIBUTES ],
		Component: BlockOverlayTrigger,
	} );
	registerInspectorControl( {
		name: 'gblocks-pro/html-attributes',
		group: 'advanced',
		order: 7,
		isAvailable: supportsHtmlAttributes,
		attributes: [ HTML_ATTRIBUTES, LINK_HTML_ATTRIBUTES ],
		Component: BlockHtmlAttributes,
	} );
	registerRootEffect( {
		name: 'gblocks-pro-overlay-trigger-cleanup',
		Component: TriggerCleanupRoot,
	} );
	registerInspectorControl( {
		name: 'gblocks-pro/display-condition',
		group: 'advanced',
		attributes: CONDITION_ATTRIBUTES,
		Component: BlockDisplayCondition,
	} );
	registerToolbarItem( {
		name: 'gblocks-pro/display-condition-indicator',
		group: 'other',
		isAvailable: (
			_blockName: string,
			attributes: Record< string, unknown >
		) => blockCondition( attributes ) !== '',
		attributes: CONDITION_ATTRIBUTES,
		Component: BlockDisplayConditionIndicator,
	} );
	registerBlockClassName( {
		name: 'gblocks-pro/has-condition',
		className: conditionClassName,
		description: conditionDescription,
	} );
	registerBlockStylesEditor();
}
