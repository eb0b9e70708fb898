/**
 * The "Overlay Panel Trigger" control (Inspector, Advanced; SPEC 2.3, 4): an OverlaySelect that
 * writes the trigger attributes into htmlAttributes, with Edit / New buttons that open the overlays
 * dashboard for users who manage overlays, and a warning when the chosen overlay has a display
 * condition the block lacks (where the overlay is hidden, the trigger does nothing).
 */

/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { OverlaySelect } from '../../../pickers/components/overlay-select';
import { useOverlayPickerList } from '../../../pickers/overlays';
import { triggerMayShowWithoutOverlay } from './lib';
import type { BlockConditionState, TriggerChoice } from './lib';

export interface OverlayTriggerControlProps {
	/** The stored choice (triggerChoice() of the block's htmlAttributes). */
	value: TriggerChoice;
	/** Writes a choice (withTriggerChoice() on the block's current htmlAttributes). */
	onChoose: ( choice: TriggerChoice ) => void;
	/** The user manages overlays: drafts listed, Edit and New buttons. */
	canManage: boolean;
	/** Inside the overlay editor: greyed out. */
	insideOverlayEditor: boolean;
	/** The block's own display condition, compared with the chosen overlay's. */
	blockCondition?: BlockConditionState;
	/**
	 * Opens the overlays dashboard.
	 *
	 * @param options         Dashboard options.
	 * @param options.editId  An overlay id, or 'new'.
	 * @param options.onSaved Called with the id of the overlay saved there.
	 */
	openOverlays: ( options: {
		editId: number | 'new';
		onSaved?: ( id: number ) => void;
	} ) => void;
}

/**
 * @param props                     Props.
 * @param props.value               The stored choice.
 * @param props.onChoose            Writes a choice.
 * @param props.canManage           The user manages overlays.
 * @param props.insideOverlayEditor The editor is the overlay editor.
 * @param props.openOverlays        Opens the overlays dashboard.
 * @param props.blockCondition
 */
export function OverlayTriggerControl( {
	value,
	onChoose,
	canManage,
	insideOverlayEditor,
	openOverlays,
	blockCondition = { id: '', invert: false },
}: OverlayTriggerControlProps ) {
	const choose = ( id: number ) => onChoose( id );
	// The list OverlaySelect loads (the same query, so no second request).
	const list = useOverlayPickerList( canManage, ! insideOverlayEditor );
	const chosen =
		typeof value === 'number'
			? list.data?.find( ( overlay ) => overlay.id === value )
			: undefined;
	const warn =
		! insideOverlayEditor &&
		chosen !== undefined &&
		triggerMayShowWithoutOverlay( chosen, blockCondition );
	// One element: the Advanced panel is a portal, where a notice mounted later beside the select
	// would be appended after the other controls.
	return (
		<div className="gblocks-pro-overlay-trigger">
			<OverlaySelect
				value={ value }
				onChange={ onChoose }
				allStatuses={ canManage }
				disabled={ insideOverlayEditor }
				disabledReason={ __(
					'The Overlay Panel editor is already open.',
					'gblocks-pro'
				) }
				onEdit={
					canManage
						? ( id ) =>
								openOverlays( { editId: id, onSaved: choose } )
						: undefined
				}
				onCreate={
					canManage
						? () =>
								openOverlays( {
									editId: 'new',
									onSaved: choose,
								} )
						: undefined
				}
			/>
			{ warn && chosen && (
				<Notice
					status="warning"
					isDismissible={ false }
					className="gblocks-pro-overlay-trigger__condition-warning"
				>
					{ sprintf(
						/* translators: %s: overlay panel title. */
						__(
							'“%s” has a display condition that this block does not have: where the overlay panel is hidden, this trigger does nothing. Give the block the same display condition.',
							'gblocks-pro'
						),
						chosen.title || __( 'Untitled', 'gblocks-pro' )
					) }
				</Notice>
			) }
		</div>
	);
}
