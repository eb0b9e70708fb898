/**
 * WordPress dependencies
 */
import { Spinner } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { useConditionUsage } from '../../hooks/use-conditions';
import type { Condition } from '../../types';

export interface DeleteConditionDialogProps {
	condition: Pick< Condition, 'id' | 'title' >;
	onConfirm: () => void;
	onCancel: () => void;
	/** The deletion is running. */
	isBusy?: boolean;
}

/**
 * The delete confirmation of a condition (DESIGN §5): it first checks where the condition is used and,
 * when it is, says how many places will hide their content. Delete waits for the check; a failed check
 * still lets the user delete, with a note that usage could not be checked.
 *
 * @param props           Component props.
 * @param props.condition
 * @param props.onConfirm
 * @param props.onCancel
 * @param props.isBusy
 */
export function DeleteConditionDialog( {
	condition,
	onConfirm,
	onCancel,
	isBusy = false,
}: DeleteConditionDialogProps ) {
	const usage = useConditionUsage( condition.id );
	// A usage loaded earlier (the usage modal) may be stale: wait for the fresh one.
	const isChecking = usage.isFetching;
	const total = usage.data?.total ?? 0;
	return (
		<ConfirmDialog
			title={ __( 'Delete Condition', 'gblocks-pro' ) }
			message={ __(
				'This will permanently delete this condition. You cannot undo this action.',
				'gblocks-pro'
			) }
			subject={ sprintf(
				/* translators: %s: condition title. */
				__( 'Condition: %s', 'gblocks-pro' ),
				condition.title || __( '(no title)', 'gblocks-pro' )
			) }
			confirmLabel={ __( 'Delete', 'gblocks-pro' ) }
			isDestructive
			isBusy={ isBusy }
			isConfirmDisabled={ isChecking }
			onCancel={ onCancel }
			onConfirm={ onConfirm }
		>
			<div className="gblocks-pro-delete-condition__usage" role="status">
				{ isChecking && (
					<p>
						<Spinner />{ ' ' }
						{ __(
							'Checking where this condition is used…',
							'gblocks-pro'
						) }
					</p>
				) }
				{ ! isChecking && usage.isError && (
					<p>
						{ __(
							'Usage could not be checked: any content that uses this condition will be hidden.',
							'gblocks-pro'
						) }
					</p>
				) }
				{ ! isChecking && ! usage.isError && total > 0 && (
					<p>
						<strong>
							{ sprintf(
								/* translators: %d: number of places that use the condition. */
								_n(
									'Used in %d place: that content will be hidden.',
									'Used in %d places: that content will be hidden.',
									total,
									'gblocks-pro'
								),
								total
							) }
						</strong>
					</p>
				) }
			</div>
		</ConfirmDialog>
	);
}
