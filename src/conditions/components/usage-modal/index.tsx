/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { SharedUsageModal } from '../../../usage';
import { useConditionUsage } from '../../hooks/use-conditions';
import type { Condition } from '../../types';

export { usageErrorText } from '../../../usage';
export {
	DeleteConditionDialog,
	type DeleteConditionDialogProps,
} from './delete-dialog';

export interface UsageModalProps {
	condition: Pick< Condition, 'id' | 'title' >;
	onClose: () => void;
}

/**
 * Where a condition is used: overlays whose display condition it is, and blocks that use it (the
 * shared usage modal with the condition's texts).
 *
 * @param props           Component props.
 * @param props.condition The condition.
 * @param props.onClose   Closes the modal.
 */
export function UsageModal( { condition, onClose }: UsageModalProps ) {
	const usage = useConditionUsage( condition.id );
	return (
		<SharedUsageModal
			title={ sprintf(
				/* translators: %s: condition title. */
				__( 'Usage: %s', 'gblocks-pro' ),
				condition.title
			) }
			query={ usage }
			loadingText={ __(
				'Checking where this condition is used…',
				'gblocks-pro'
			) }
			unused={
				<>
					<p>
						{ __(
							'This condition is not currently being used anywhere on your site.',
							'gblocks-pro'
						) }
					</p>
					<p>
						{ __(
							'You can safely delete it, or keep it for future use.',
							'gblocks-pro'
						) }
					</p>
				</>
			}
			onClose={ onClose }
		/>
	);
}
