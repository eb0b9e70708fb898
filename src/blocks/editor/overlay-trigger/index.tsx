/**
 * The "Overlay Panel Trigger" control (Inspector, Advanced; SPEC 2.3, 4): an OverlaySelect that
 * writes the trigger attributes into htmlAttributes, with Edit / New buttons that open the overlays
 * dashboard for users who manage overlays.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { OverlaySelect } from '../../../shared/components/overlay-select';
import type { TriggerChoice } from './lib';

export interface OverlayTriggerControlProps {
	/** The stored choice (triggerChoice() of the block's htmlAttributes). */
	value: TriggerChoice;
	/** Writes a choice (withTriggerChoice() on the block's current htmlAttributes). */
	onChoose: ( choice: TriggerChoice ) => void;
	/** The user manages overlays: drafts listed, Edit and New buttons. */
	canManage: boolean;
	/** Inside the overlay editor: greyed out. */
	insideOverlayEditor: boolean;
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
 */
export function OverlayTriggerControl( {
	value,
	onChoose,
	canManage,
	insideOverlayEditor,
	openOverlays,
}: OverlayTriggerControlProps ) {
	const choose = ( id: number ) => onChoose( id );
	return (
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
					? ( id ) => openOverlays( { editId: id, onSaved: choose } )
					: undefined
			}
			onCreate={
				canManage
					? () => openOverlays( { editId: 'new', onSaved: choose } )
					: undefined
			}
		/>
	);
}
