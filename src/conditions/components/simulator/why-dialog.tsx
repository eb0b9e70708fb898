/**
 * The block editor's "Why?" dialog: the simulator table for a block's condition on this post, with
 * the editor's device preview and the current user as defaults (editable).
 */

/**
 * WordPress dependencies
 */
import { Modal, Notice, Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { coreDataStore } from '../../../editor/stores';
import { SimulatorPanel } from '.';
import { deviceFromPreview } from './lib';
import type { SimulatorInputs } from './types';

/** What the block control passes through openDashboard( 'condition-why', … ). */
export interface WhyOptions {
	conditionId: number;
	invert: boolean;
	postId: number | null;
	device: SimulatorInputs[ 'device' ];
	/** The visitor (absent: the current user). */
	userId?: number;
}

/**
 * The dialog's options, checked (null when there is no condition id).
 *
 * @param options What openDashboard() was given.
 */
export function whyOptions(
	options: Record< string, unknown >
): WhyOptions | null {
	const id = Number( options.conditionId );
	if ( ! Number.isInteger( id ) || id < 1 ) {
		return null;
	}
	const post = Number( options.postId );
	const user = Number( options.userId );
	return {
		conditionId: id,
		invert: options.invert === true,
		postId: Number.isInteger( post ) && post > 0 ? post : null,
		device: deviceFromPreview( options.device ),
		...( Number.isInteger( user ) && user >= 0 ? { userId: user } : {} ),
	};
}

/**
 * The current user's id from the core store (undefined while it loads, 0 when unknown).
 */
function useCurrentUserId(): number | undefined {
	return useSelect( ( select ) => {
		const core = select( coreDataStore );
		const user = core?.getCurrentUser?.();
		if ( user && typeof user.id === 'number' ) {
			return user.id;
		}
		return core?.hasFinishedResolution?.( 'getCurrentUser' ) === false
			? undefined
			: 0;
	}, [] );
}

/**
 * The "Why?" dialog.
 *
 * @param props         Props.
 * @param props.options What the block control passed.
 * @param props.onClose Closes the dialog.
 */
export function WhyDialog( {
	options,
	onClose,
}: {
	options: Record< string, unknown >;
	onClose: () => void;
} ) {
	const checked = whyOptions( options );
	const currentUserId = useCurrentUserId();
	const userId = checked?.userId ?? currentUserId;
	return (
		<Modal
			title={ __( 'Why is this block shown or hidden?', 'gblocks-pro' ) }
			onRequestClose={ onClose }
			size="large"
			className="gblocks-pro-why-dialog"
			closeButtonLabel={ __( 'Close', 'gblocks-pro' ) }
		>
			{ ! checked && (
				<Notice status="error" isDismissible={ false }>
					{ __( 'This block has no condition.', 'gblocks-pro' ) }
				</Notice>
			) }
			{ checked?.invert && (
				<Notice status="info" isDismissible={ false }>
					{ __(
						'This block inverts its condition: it shows when the condition is hidden, and hides when it is shown.',
						'gblocks-pro'
					) }
				</Notice>
			) }
			{ checked && userId === undefined && <Spinner /> }
			{ checked && userId !== undefined && (
				<SimulatorPanel
					title=""
					invert={ checked.invert }
					subject={ { id: checked.conditionId } }
					initial={ {
						pageMode: checked.postId ? 'post' : 'front',
						postId: checked.postId,
						device: checked.device,
						visitor: userId > 0 ? 'user' : 'anonymous',
						userId: userId > 0 ? userId : null,
					} }
				/>
			) }
		</Modal>
	);
}
